import { describe, expect, it } from "vitest";
import {
  portfolioCta,
  portfolioHero,
  portfolioJsonLd,
  portfolioSeo,
  portfolioCategories,
  portfolioGallery,
  portfolioProjects,
} from "#app/content/portfolio.ts";
import {
  ecommerceExamplesHero,
  ecommerceExamplesJsonLd,
  ecommerceExamplesSeo,
  storeExamplesCta,
  storeCardFeatureCount,
  storeGallery,
} from "#app/content/ecommerce-examples.ts";
import { storeCategories, storeExamples } from "#app/content/store-examples.ts";
import type {
  PortfolioProject,
  ShowcaseCategory,
  StoreExample,
} from "#app/content/portfolio-types.ts";
import {
  countByCategory,
  filterByCategory,
  labelWithCount,
  optionsWithAll,
  visibleItems,
} from "#app/features/catalogue/filter.ts";
import { lowestMonthlyPrice } from "#app/content/plans.ts";
import { formatPrice } from "#app/lib/format.ts";
import { iconSources } from "#app/lib/icons.ts";

const contact = (service: string) =>
  `/contact?service=${encodeURIComponent(service)}`;

const projects: readonly PortfolioProject[] = portfolioProjects;
const stores: readonly StoreExample[] = storeExamples;

function expectDescriptionLength(description: string) {
  expect(description.length).toBeGreaterThanOrEqual(120);
  expect(description.length).toBeLessThanOrEqual(160);
}

/** Spec §3: every field of a project is filled in, with plausible DMV copy. */
function expectCompleteProject(project: PortfolioProject) {
  for (const field of [
    project.title,
    project.industry,
    project.client,
    project.results.primary,
    project.results.secondary,
    project.results.metric,
    project.testimonial.author,
  ]) {
    expect(field.trim().length, project.id).toBeGreaterThan(3);
  }
  expect(project.description.length, project.id).toBeGreaterThan(80);
  expect(project.testimonial.quote.length, project.id).toBeGreaterThan(40);
  expect(project.location, project.id).toMatch(/, (DC|MD|VA)$/);
  expect(project.technologies.length, project.id).toBeGreaterThanOrEqual(2);
  expect(project.services.length, project.id).toBeGreaterThanOrEqual(2);
  expect(new Set(project.technologies).size).toBe(project.technologies.length);
  // Illustrative clients are described, never named or given a made-up photo.
  expect(project).not.toHaveProperty("image");
  expect(JSON.stringify(project)).not.toMatch(/lorem|ipsum|coming soon/i);
}

/** The gallery's buttons, as `ShowcaseGallery` builds them. */
function categoryChips(
  items: readonly { category: string }[],
  categories: readonly ShowcaseCategory[],
) {
  return optionsWithAll(
    "All",
    categories,
    countByCategory(items, (item) => item.category),
  );
}

const chipText = (chip: { label: string; count: number | undefined }) =>
  labelWithCount(chip.label, chip.count);

function expectCategories(categories: readonly ShowcaseCategory[]) {
  for (const category of categories) {
    expect(Object.keys(iconSources), category.id).toContain(category.icon);
  }
}

/** The chips' labels, counted by hand from the items: "All (9)", "Design (2)"... */
function expectedChips(
  items: readonly { category: string }[],
  categories: readonly ShowcaseCategory[],
) {
  return [
    `All (${items.length})`,
    ...categories.map(
      (category) =>
        `${category.label} (${items.filter((item) => item.category === category.id).length})`,
    ),
  ];
}

// The spec's categories, item counts and card feature count are pinned in spec-constants.test.ts.

describe("/portfolio (spec §2, §3)", () => {
  it("has a description of 120 to 160 characters and keywords", () => {
    expectDescriptionLength(portfolioSeo.description);
    expect(portfolioSeo.keywords.length).toBeGreaterThanOrEqual(4);
  });

  it("draws every category with a sprite icon", () => {
    expectCategories(portfolioCategories);
  });

  it("has complete projects, each in a known category and every category in use", () => {
    const ids = portfolioCategories.map((category) => category.id as string);
    for (const project of projects) {
      expect(ids, project.id).toContain(project.category);
      expectCompleteProject(project);
    }
    for (const id of ids) {
      expect(filterByCategory(projects, id).length, id).toBeGreaterThan(0);
    }
  });

  it("computes the buttons' counts from the projects, not the spec's fixed 23 (product.md D4)", () => {
    const chips = categoryChips(projects, portfolioCategories);
    expect(chips.map(chipText)).toEqual(
      expectedChips(projects, portfolioCategories),
    );
    for (const chip of chips) {
      expect(chip.count, chip.id).toBe(
        filterByCategory(projects, chip.id).length,
      );
    }
  });

  it("links to /contact, /learning-center and /pricing", () => {
    const links = [...portfolioHero.actions, ...portfolioCta.actions].map(
      (action) => action.to,
    );
    for (const path of ["/contact", "/learning-center", "/pricing"]) {
      expect(links).toContain(path);
    }
  });

  it("says the projects are representative and that results vary", () => {
    expect(portfolioGallery.note).toMatch(/representative/);
    expect(portfolioGallery.note).toMatch(/yours will differ/);
  });

  it("describes the page as a collection with a breadcrumb", () => {
    expect(portfolioJsonLd().map((record) => record["@type"])).toEqual([
      "CollectionPage",
      "BreadcrumbList",
    ]);
  });
});

describe("/ecommerce-examples (spec §2, §3)", () => {
  it("has a description of 120 to 160 characters and keywords", () => {
    expectDescriptionLength(ecommerceExamplesSeo.description);
    expect(ecommerceExamplesSeo.keywords.length).toBeGreaterThanOrEqual(4);
  });

  it("draws every category with a sprite icon", () => {
    expectCategories(storeCategories);
  });

  it("has complete stores, with at least one in every category", () => {
    const ids = storeCategories.map((category) => category.id as string);
    for (const store of stores) {
      expect(ids, store.id).toContain(store.category);
      expectCompleteProject(store);
      expect(store.platform.length, store.id).toBeGreaterThan(2);
      expect(store.technologies, store.id).toContain(store.platform);
    }
    for (const id of ids) {
      expect(filterByCategory(stores, id).length, id).toBeGreaterThan(0);
    }
  });

  it("computes the buttons' counts from the stores (product.md D4)", () => {
    const chips = categoryChips(stores, storeCategories);
    expect(chips.map(chipText)).toEqual(expectedChips(stores, storeCategories));
    expect(
      chips.reduce((sum, chip, index) => (index ? sum + chip.count! : sum), 0),
    ).toBe(stores.length);
  });

  it("shows the first features of each store, and every store has more than that to choose from", () => {
    for (const store of stores) {
      expect(store.features.length, store.id).toBeGreaterThan(
        storeCardFeatureCount,
      );
      expect(new Set(store.features).size).toBe(store.features.length);
      expect(visibleItems(store.features, storeCardFeatureCount).shown).toEqual(
        store.features.slice(0, storeCardFeatureCount),
      );
    }
  });

  it("links to /contact, /e-commerce and /pricing", () => {
    const links = [
      ...ecommerceExamplesHero.actions,
      ...storeExamplesCta.actions,
    ].map((action) => action.to);
    expect(links).toContain(contact("E-Commerce Development"));
    expect(links).toContain("/e-commerce");
    expect(links).toContain("/pricing");
  });

  it("says the stores are representative and that results vary", () => {
    expect(storeGallery.note).toMatch(/representative/);
    expect(storeGallery.note).toMatch(/yours will differ/);
  });

  it("quotes the lowest plan price from the catalogue", () => {
    expect(storeExamplesCta.note).toContain(formatPrice(lowestMonthlyPrice));
  });

  it("describes the page as a collection with a breadcrumb through /e-commerce", () => {
    const records = ecommerceExamplesJsonLd();
    expect(records.map((record) => record["@type"])).toEqual([
      "CollectionPage",
      "BreadcrumbList",
    ]);
    expect(JSON.stringify(records[1])).toContain("/e-commerce");
  });
});

describe("both pages", () => {
  it("give every project and store a unique id across the two lists", () => {
    const ids = [...projects, ...stores].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
