import { expect, test, type Page } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { openWithParts } from "./hydration.ts";
import {
  portfolioCategories,
  portfolioCta,
  portfolioGallery,
  portfolioHero,
  portfolioProjects,
} from "#app/content/portfolio.ts";
import {
  ecommerceExamplesHero,
  storeCardFeatureCount,
  storeExamplesCta,
  storeGallery,
} from "#app/content/ecommerce-examples.ts";
import { storeCategories, storeExamples } from "#app/content/store-examples.ts";
import type {
  PortfolioProject,
  ShowcaseCategory,
} from "#app/content/portfolio-types.ts";

/** The links of a page's hero and closing call to action. */
const links = (...groups: (readonly { to: string }[])[]) => [
  ...new Set(groups.flat().map((action) => action.to)),
];

interface ShowcasePage {
  path: string;
  items: readonly PortfolioProject[];
  categories: readonly ShowcaseCategory[];
  filterLabel: string;
  plural: string;
  /** A category to choose in the tests. */
  pick: string;
  links: readonly string[];
}

const showcasePages: readonly ShowcasePage[] = [
  {
    path: "/portfolio",
    items: portfolioProjects,
    categories: portfolioCategories,
    filterLabel: portfolioGallery.filterLabel,
    plural: portfolioGallery.itemName.plural,
    pick: "mobile",
    links: links(portfolioHero.actions, portfolioCta.actions),
  },
  {
    path: "/ecommerce-examples",
    items: storeExamples,
    categories: storeCategories,
    filterLabel: storeGallery.filterLabel,
    plural: storeGallery.itemName.plural,
    pick: "beauty",
    links: links(ecommerceExamplesHero.actions, storeExamplesCta.actions),
  },
];

/** Goes to the page and waits until its category buttons have hydrated. */
const open = (page: Page, url: string) => openWithParts(page, url);

const filters = (page: Page, label: string) =>
  page.getByRole("group", { name: label });
const cards = (page: Page) => page.getByRole("main").getByRole("article");

/** The count in a button's text: "Mobile Apps (2)" -> 2. */
const countIn = (text: string) => Number(/\((\d+)\)$/.exec(text)?.[1]);

const categoryLabel = (config: ShowcasePage, id: string) =>
  config.categories.find((category) => category.id === id)!.label;

async function expectCards(page: Page, titles: readonly string[]) {
  await expect(cards(page)).toHaveCount(titles.length);
  await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText([
    ...titles,
  ]);
}

for (const config of showcasePages) {
  const { path, items, filterLabel, plural, pick } = config;
  const picked = items.filter((item) => item.category === pick);
  const pickedButton = `${categoryLabel(config, pick)} (${picked.length})`;
  const allButton = `All (${items.length})`;

  test.describe(path, () => {
    test("shows every item under buttons whose counts match the cards they show", async ({
      page,
    }) => {
      await open(page, path);
      const group = filters(page, filterLabel);
      await expect(
        group.getByRole("button", { name: allButton }),
      ).toHaveAttribute("aria-pressed", "true");
      await expectCards(
        page,
        items.map((item) => item.title),
      );
      await expect(
        page.getByText(`Showing ${items.length} ${plural}`),
      ).toHaveAttribute("aria-live", "polite");

      const buttons = group.getByRole("button");
      await expect(buttons).toHaveCount(config.categories.length + 1);
      for (const button of await buttons.all()) {
        const text = (await button.textContent())!;
        await button.click();
        await expect(button).toHaveAttribute("aria-pressed", "true");
        await expect(cards(page)).toHaveCount(countIn(text));
        await expect(page.getByText(`Showing ${countIn(text)} `)).toBeVisible();
      }
    });

    test("choosing a category shows only its items and keeps the choice in the URL", async ({
      page,
    }) => {
      await open(page, path);
      const group = filters(page, filterLabel);
      await group.getByRole("button", { name: pickedButton }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?category=${pick}$`));
      await expectCards(
        page,
        picked.map((item) => item.title),
      );
      const label = categoryLabel(config, pick);
      for (const card of await cards(page).all()) {
        await expect(card.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(
        group.getByRole("button", { name: pickedButton }),
      ).toHaveAttribute("aria-pressed", "true");
      await expect(
        group.getByRole("button", { name: allButton }),
      ).toHaveAttribute("aria-pressed", "false");

      // Reload keeps the category.
      await page.reload();
      await page.waitForLoadState("networkidle");
      await expect(
        group.getByRole("button", { name: pickedButton }),
      ).toHaveAttribute("aria-pressed", "true");
      await expectCards(
        page,
        picked.map((item) => item.title),
      );

      // Back returns to all.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(
        group.getByRole("button", { name: allButton }),
      ).toHaveAttribute("aria-pressed", "true");
      await expect(cards(page)).toHaveCount(items.length);

      // Forward restores it, and the All button resets it.
      await page.goForward();
      await expect(cards(page)).toHaveCount(picked.length);
      await group.getByRole("button", { name: allButton }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(cards(page)).toHaveCount(items.length);
      await expect(
        page.getByText(`Showing ${items.length} ${plural}`),
      ).toBeVisible();
    });

    test("opens a shared link on its category, and an unknown category on all", async ({
      page,
    }) => {
      await open(page, `${path}?category=${pick}`);
      await expect(cards(page)).toHaveCount(picked.length);
      await open(page, `${path}?category=no-such-category`);
      await expect(cards(page)).toHaveCount(items.length);
      await expect(
        filters(page, filterLabel).getByRole("button", { name: allButton }),
      ).toHaveAttribute("aria-pressed", "true");
    });

    test("a shared link arrives from the server with its category applied", async ({
      request,
    }) => {
      const response = await request.get(`${path}?category=${pick}`);
      expect(response.status()).toBe(200);
      // Rendered for this address, so it carries a fresh nonce rather than the static page's.
      expect(response.headers()["content-security-policy"]).toContain(
        "'nonce-",
      );
      const html = await response.text();
      expect(html).toContain(`Showing ${picked.length} ${plural}`);
      expect(html).not.toContain(`Showing ${items.length} ${plural}`);
    });

    test("links to the pages the spec names", async ({ page }) => {
      await open(page, path);
      for (const href of config.links) {
        await expect(
          page.locator(`main a[href="${href}"]`).first(),
          href,
        ).toBeVisible();
      }
    });

    test("has no accessibility violations with a category chosen", async ({
      page,
    }) => {
      await open(page, path);
      await filters(page, filterLabel)
        .getByRole("button", { name: pickedButton })
        .click();
      await expect(cards(page)).toHaveCount(picked.length);
      await expectNoAxeViolations(page);
    });
  });
}

test("each store card shows its first features only", async ({ page }) => {
  await open(page, "/ecommerce-examples");
  for (const store of storeExamples) {
    const card = cards(page).filter({
      has: page.getByRole("heading", { name: store.title }),
    });
    await expect(card.getByText(store.platform).first()).toBeVisible();
    for (const feature of store.features.slice(0, storeCardFeatureCount)) {
      await expect(card.getByText(feature, { exact: true })).toBeVisible();
    }
    for (const feature of store.features.slice(storeCardFeatureCount)) {
      await expect(card.getByText(feature, { exact: true })).toHaveCount(0);
    }
  }
});

test("the server HTML holds every card, for crawlers and first paint", async ({
  request,
}) => {
  for (const [path, items] of [
    ["/portfolio", portfolioProjects],
    ["/ecommerce-examples", storeExamples],
  ] as const) {
    const html = await (await request.get(path)).text();
    for (const item of items) {
      expect(html, item.title).toContain(
        item.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"),
      );
    }
    expect(html).toContain(`All (${items.length})`);
  }
});

test("the pages fit a 360 px screen without sideways scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ["/portfolio", "/ecommerce-examples"]) {
    await open(page, path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
