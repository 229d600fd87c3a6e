import { describe, expect, it } from "vitest";
import { mailtoLink, site, telLink } from "#app/content/site.ts";
import { lowestMonthlyPrice } from "#app/content/plans.ts";
import { webDevelopmentServices } from "#app/content/web-development.ts";
import { formatPrice } from "#app/lib/format.ts";
import {
  learningCenterContact,
  learningCenterCta,
  learningCenterHero,
  learningCenterJsonLd,
  learningCenterSeo,
  faqCategories,
  faqs,
  supportPlanFrom,
} from "#app/content/learning-center.ts";
import {
  calculatorAnchor,
  calculatorPlaceholders,
  webToolsBrowser,
  webToolsCalculator,
  webToolsCta,
  webToolsFeatured,
  webToolsHero,
  webToolsJsonLd,
  webToolsSeo,
  defaultToolCategory,
  toolCategories,
  webTools,
} from "#app/content/web-tools.ts";
import {
  ALL,
  countByCategory,
  countFor,
  filterByCategory,
} from "#app/features/catalogue/filter.ts";
import { iconSources } from "#app/lib/icons.ts";
import {
  calculateProjectCost,
  formatCost,
  formatHours,
} from "#app/lib/cost-calculator.ts";
import { filterFaqs } from "#app/lib/faq-filter.ts";

const contact = (service: string) =>
  `/contact?service=${encodeURIComponent(service)}`;
const allAnswers = faqs.map((item) => item.answer).join("\n");

describe("learning center head tags and hero", () => {
  it("has a title, a description of search-result length and keywords", () => {
    expect(learningCenterSeo.title.length).toBeLessThanOrEqual(70);
    expect(learningCenterSeo.description.length).toBeGreaterThan(50);
    expect(learningCenterSeo.description.length).toBeLessThanOrEqual(180);
    expect(learningCenterSeo.keywords.length).toBeGreaterThanOrEqual(5);
  });

  it("leads to the free audit and the contact page", () => {
    expect(learningCenterHero.actions.map((action) => action.to)).toEqual([
      "/free-audit",
      "/contact",
    ]);
  });

  it("states a breadcrumb and no FAQPage record", () => {
    const types = learningCenterJsonLd().map((record) => record["@type"]);
    expect(types).toContain("BreadcrumbList");
    expect(types).not.toContain("FAQPage");
  });
});

// The spec's counts, categories, claims and texts of these pages are pinned in
// spec-constants.test.ts.

describe("learning center questions (spec §3)", () => {
  it("files every question under a known category and uses every category", () => {
    const ids = new Set<string>(faqCategories.map((category) => category.id));
    for (const item of faqs) {
      expect(ids.has(item.category), item.id).toBe(true);
      expect(item.question.endsWith("?"), item.id).toBe(true);
      expect(item.answer.length, item.id).toBeGreaterThan(120);
    }
    for (const id of ids) {
      expect(
        faqs.some((item) => item.category === id),
        `${id} has questions`,
      ).toBe(true);
    }
  });

  it("computes the chip counts from the questions, not the spec's fixed 45/12/8/10/6/9 (product.md D4)", () => {
    const counts = countByCategory(faqs, (item) => item.category);
    expect(countFor(counts, "all")).toBe(faqs.length);
    expect(
      faqCategories.reduce(
        (sum, category) => sum + (countFor(counts, category.id) ?? 0),
        0,
      ),
    ).toBe(faqs.length);
    expect(Object.fromEntries(counts.byCategory)).toEqual(
      Object.fromEntries(
        faqCategories.map((category) => [
          category.id,
          faqs.filter((item) => item.category === category.id).length,
        ]),
      ),
    );
    // Without a search, the chips count the whole catalogue.
    expect(
      countByCategory(
        filterFaqs(faqs, { search: "", category: ALL }),
        (item) => item.category,
      ),
    ).toEqual(counts);
  });

  it("reads prices from the catalogues, not from copies", () => {
    expect(allAnswers).toContain(
      `support plans start from ${formatPrice(supportPlanFrom)}/month`,
    );
    for (const id of ["custom-web-applications", "e-commerce-development"])
      expect(allAnswers).toContain(
        webDevelopmentServices.services.find((service) => service.id === id)!
          .priceText,
      );
    expect(allAnswers).toContain(
      `start at ${formatPrice(lowestMonthlyPrice)} per month`,
    );
  });

  it("does not repeat unsupported display claims", () => {
    expect(allAnswers).not.toMatch(/60%|300%/);
  });
});

describe("learning center filter on the real questions", () => {
  it("finds questions by words in the question or the answer", () => {
    expect(
      filterFaqs(faqs, { search: "SHOPIFY", category: "all" }).map(
        (item) => item.id,
      ),
    ).toEqual(["edit-yourself", "store-platform"]);
    expect(
      filterFaqs(faqs, { search: "shopify", category: "ecommerce" }).map(
        (item) => item.id,
      ),
    ).toEqual(["store-platform"]);
  });

  it("finds nothing for words no question contains", () => {
    expect(filterFaqs(faqs, { search: "blockchain", category: "all" })).toEqual(
      [],
    );
  });
});

describe("learning center contact options", () => {
  it("offers email, phone and the contact form, from the site configuration", () => {
    const [email, phone, form] = learningCenterContact.options;
    expect(email!.href).toBe(mailtoLink("Question from the Learning Center"));
    expect(email!.href.startsWith(`mailto:${site.email}`)).toBe(true);
    expect(email!.linkLabel).toBe(site.email);
    expect(phone!.href).toBe(telLink());
    expect(phone!.linkLabel).toBe(site.phone);
    expect(phone!.detail).toBe(site.hours.label);
    expect(form!.href).toBe("/contact");
  });

  it("closes with the free audit", () => {
    expect(learningCenterCta.actions[0]!.to).toBe("/free-audit");
  });
});

describe("web tools head tags and hero", () => {
  it("has a title, a description of search-result length and keywords", () => {
    expect(webToolsSeo.title.length).toBeLessThanOrEqual(70);
    expect(webToolsSeo.description.length).toBeGreaterThan(50);
    expect(webToolsSeo.description.length).toBeLessThanOrEqual(180);
    expect(webToolsSeo.keywords.length).toBeGreaterThanOrEqual(5);
  });

  it("links the hero to the calculator on the page and to the free audit", () => {
    expect(webToolsHero.actions.map((action) => action.to)).toEqual([
      `#${calculatorAnchor}`,
      "/free-audit",
    ]);
  });

  it("describes the calculator as a free web application, beside a breadcrumb", () => {
    const records = webToolsJsonLd();
    expect(records.map((record) => record["@type"])).toEqual([
      "BreadcrumbList",
      "WebApplication",
    ]);
    expect(records[1]).toMatchObject({
      name: "Project Cost Calculator",
      isAccessibleForFree: true,
      offers: { price: 0, priceCurrency: "USD" },
    });
  });
});

describe("web tools (spec §3: name, description, icon, usage text, category)", () => {
  it("opens on a category that has tools", () => {
    expect(
      filterByCategory(webTools, defaultToolCategory).length,
    ).toBeGreaterThan(0);
  });

  it("counts the tools of each category, and gives an empty category no count", () => {
    const counts = countByCategory(webTools, (tool) => tool.category);
    // product.md D4: computed counts, not the spec's fixed 12/8/6/5/7/4; empty categories show none.
    expect(
      toolCategories.map((category) => countFor(counts, category.id)),
    ).toEqual(
      toolCategories.map(
        (category) =>
          webTools.filter((tool) => tool.category === category.id).length ||
          undefined,
      ),
    );
    for (const tool of webTools)
      expect(
        toolCategories.map((category) => category.id),
        tool.id,
      ).toContain(tool.category);
  });

  it("gives every tool its fields and a sprite icon", () => {
    for (const tool of webTools) {
      expect(tool.name, tool.id).toBeTruthy();
      expect(tool.description.length, tool.id).toBeGreaterThan(60);
      expect(tool.usage, tool.id).toMatch(/^Free · /);
      expect(Object.keys(iconSources), tool.id).toContain(tool.icon);
    }
    for (const category of toolCategories) {
      expect(Object.keys(iconSources), category.id).toContain(category.icon);
    }
  });

  it("claims no invented usage figures", () => {
    for (const tool of webTools) expect(tool.usage, tool.id).not.toMatch(/\d/);
  });

  it("has one tool that runs on this site, the calculator, and asks for every other through the contact form", () => {
    const onSite = webTools.filter((tool) => tool.action.to.startsWith("#"));
    expect(onSite.map((tool) => tool.id)).toEqual(["cost-calculator"]);
    expect(onSite[0]!.action.to).toBe(`#${calculatorAnchor}`);
    expect(webToolsCalculator.anchor).toBe(calculatorAnchor);
    for (const tool of webTools.filter((item) => !onSite.includes(item))) {
      expect(tool.action.to, tool.id).toBe(contact(tool.name));
      expect(tool.action.label, tool.id).toMatch(/^Request /);
    }
  });

  it("features three tools, the calculator among them", () => {
    const featured = webTools.filter((tool) => tool.featured);
    expect(featured.map((tool) => tool.id)).toEqual([
      "cost-calculator",
      "local-seo-check",
      "page-speed-review",
    ]);
    expect(webToolsFeatured.intro.eyebrow).toBe("Featured Tools");
  });

  it("asks for a tool of a category without tools through the contact page", () => {
    const action = webToolsBrowser.comingSoon.action("Security");
    expect(action.to).toBe(contact("Security Tool Request"));
    expect(action.to.split("?")[0]).toBe("/contact");
    expect(webToolsBrowser.comingSoon.description("Security")).toContain(
      "security tools",
    );
  });
});

describe("web tools cost calculator (spec §9)", () => {
  it("has labelled inputs with the spec's placeholders, shown as examples", () => {
    expect(webToolsCalculator.fields.map((field) => field.id)).toEqual([
      "hourlyRate",
      "hoursPerWeek",
      "weeks",
    ]);
    for (const field of webToolsCalculator.fields)
      expect(field.placeholder).toBe(
        `e.g. ${calculatorPlaceholders[field.id]}`,
      );
    for (const field of webToolsCalculator.fields)
      expect(field.label).toBeTruthy();
    expect(webToolsCalculator.totalHoursLabel).toBe("Total Hours");
    expect(webToolsCalculator.totalCostLabel).toBe("Total Cost");
  });

  it("turns the placeholders' example into 320 hours and $48,000.00", () => {
    const result = calculateProjectCost(calculatorPlaceholders);
    expect(formatHours(result.totalHours)).toBe("320");
    expect(formatCost(result.totalCost)).toBe("$48,000.00");
  });

  it("offers a real quote and closes with the free audit", () => {
    expect(webToolsCalculator.action.to.split("?")[0]).toBe("/contact");
    expect(webToolsCta.actions.map((action) => action.to)).toEqual([
      "/free-audit",
      "/learning-center",
    ]);
  });
});
