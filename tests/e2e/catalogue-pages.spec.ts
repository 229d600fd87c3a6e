import { expect, test, type Page } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { openHydrated, scrollToPart } from "./hydration.ts";
import {
  resourceCategories,
  type ResourceCategory,
} from "#app/content/resources-catalogue.ts";
import {
  businessListings,
  communityGroups,
  directoryCategories,
  directoryLocations,
  showcaseProjects,
} from "#app/content/dmv-directory-listings.ts";
import { directoryCopy } from "#app/content/dmv-directory.ts";
import { resourceLibrary } from "#app/content/resources.ts";
import {
  filterListings,
  filterResources,
  levelId,
  showingText,
} from "#app/features/catalogue/filter.ts";
import { flattenResources } from "#app/lib/resource-filter.ts";

// Each page's h1 and head tags, and the counts its server HTML shows, are checked for every page
// in pages.spec.ts. Here the counts after each choice are computed from the content.

// Each test runs axe on a full page once or twice; on a busy two-core machine one scan can take
// 20-30 s, so the tests get more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const resources = flattenResources(
  resourceCategories as readonly ResourceCategory[],
);
const contact = (service: string) =>
  `/contact?service=${encodeURIComponent(service)}`;

/** What the resource filter shows for a search, a category and a level. */
const resourcesFor = (query: string, category = "all", level = "all") =>
  filterResources(resources, { query, category, level });
const resourceCount = (...args: Parameters<typeof resourcesFor>) =>
  showingText(resourcesFor(...args).length, resourceLibrary.itemName);
const resourceCategory = (id: string) =>
  resourceCategories.find((category) => category.id === id)!;

/** What the directory filter shows for a search, a category and a location. */
const listingsFor = (query: string, category = "all", location = "all") =>
  filterListings(businessListings, { query, category, location });
const listingCount = (...args: Parameters<typeof listingsFor>) =>
  showingText(listingsFor(...args).length, directoryCopy.itemName);

/** A labelled native select of the filter bar. */
const filterSelect = (page: Page, select: string) =>
  page.getByRole("combobox", { name: select });

/** The option's text: `label`, then its count if it has one ("Security Practices (5)"). */
const optionText = (label: string) =>
  new RegExp(`^${escapeRegExp(label)}( \\(\\d+\\))?$`);

/** Checks that the labelled select shows the option `label`. */
async function expectChosen(page: Page, select: string, label: string) {
  await expect(filterSelect(page, select).locator("option:checked")).toHaveText(
    optionText(label),
  );
}

/** Picks the option `label` (whatever its count) in a labelled select. */
async function choose(page: Page, select: string, label: string) {
  const combobox = filterSelect(page, select);
  const value = await combobox
    .getByRole("option", { name: optionText(label) })
    .getAttribute("value");
  await combobox.selectOption(value!);
  await expectChosen(page, select, label);
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const search = (page: Page, name: string) =>
  page.getByRole("searchbox", { name });

test.describe("/resources", () => {
  test.beforeEach(async ({ page }) => {
    await openHydrated(page, "/resources");
    // The library starts below the first screen: its code loads when it is scrolled to.
    await scrollToPart(page.getByRole("main").getByRole("searchbox"));
  });

  test("shows every resource, counts on the tabs and at most three topic badges", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    await expect(main.getByText(resourceCount(""))).toHaveAttribute(
      "aria-live",
      "polite",
    );
    const tabs = main.getByRole("tab");
    await expect(tabs).toHaveText([
      `${resourceLibrary.allTab} (${resources.length})`,
      ...resourceCategories.map(
        (category) => `${category.title} (${category.resources.length})`,
      ),
    ]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");

    const cards = main
      .getByRole("tabpanel")
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { level: 3 }),
      });
    await expect(cards).toHaveCount(resources.length);
    const many = resources.find((resource) => resource.topics.length > 3)!;
    const card = cards.filter({
      has: page.getByRole("heading", { name: many.title }),
    });
    const topics = card
      .getByRole("list", { name: "Topics" })
      .getByRole("listitem");
    await expect(topics).toHaveCount(4);
    await expect(topics.last()).toHaveText(
      `+${many.topics.length - 3} more topics`,
    );
    // Resources are emailed on request: no placeholder links.
    await expect(main.locator('a[href="#"]')).toHaveCount(0);
  });

  test("searches titles, descriptions and topics, and shows the empty state", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    const box = search(page, resourceLibrary.searchLabel);
    await box.fill("core web vitals");
    await expect(
      main.getByText(resourceCount("core web vitals"), { exact: true }),
    ).toBeVisible();
    for (const resource of resourcesFor("core web vitals"))
      await expect(
        main.getByRole("heading", { name: resource.title }),
      ).toBeVisible();
    await expect(page).toHaveURL(/\?q=core\+web\+vitals$/);

    // A topic that is not among the first three badges still matches.
    const [byHiddenTopic] = resourcesFor("clover");
    expect(
      byHiddenTopic!.topics.findIndex((topic) => /clover/i.test(topic)),
    ).toBeGreaterThanOrEqual(3);
    await box.fill("clover");
    await expect(
      main.getByRole("heading", { name: byHiddenTopic!.title }),
    ).toBeVisible();

    await box.fill("quantum blockchain");
    expect(resourcesFor("quantum blockchain")).toEqual([]);
    await expect(
      main.getByText(resourceCount("quantum blockchain")),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", { name: resourceLibrary.empty.title }),
    ).toBeVisible();
    await expect(main.getByText(resourceLibrary.empty.hint)).toBeVisible();
    await expectNoAxeViolations(page);

    await main
      .getByRole("button", { name: resourceLibrary.empty.clear })
      .click();
    await expect(main.getByText(resourceCount(""))).toBeVisible();
    await expect(box).toHaveValue("");
    await expect(page).toHaveURL(/\/resources$/);
  });

  test("the category select and the tabs share ?category=, the level is ?level=, and reload and Back keep them", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    const security = resourceCategory("security-practices");
    const level = "Expert";
    await choose(page, resourceLibrary.categoryLabel, security.title);
    await expect(page).toHaveURL(new RegExp(`\\?category=${security.id}$`));
    await expect(
      main.getByRole("tab", {
        name: new RegExp(`^${escapeRegExp(security.title)}`),
      }),
    ).toHaveAttribute("aria-selected", "true");
    await expect(main.getByText(resourceCount("", security.id))).toBeVisible();

    await choose(page, resourceLibrary.levelLabel, level);
    await expect(page).toHaveURL(
      new RegExp(`\\?category=${security.id}&level=${levelId(level)}$`),
    );
    const expert = resourcesFor("", security.id, levelId(level));
    await expect(
      main.getByText(resourceCount("", security.id, levelId(level)), {
        exact: true,
      }),
    ).toBeVisible();
    for (const resource of expert)
      await expect(
        main.getByRole("heading", { name: resource.title }),
      ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(
      main.getByText(resourceCount("", security.id, levelId(level)), {
        exact: true,
      }),
    ).toBeVisible();
    await expectChosen(page, resourceLibrary.levelLabel, level);
    await expect(
      main.getByRole("tab", {
        name: new RegExp(`^${escapeRegExp(security.title)}`),
      }),
    ).toHaveAttribute("aria-selected", "true");

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?category=${security.id}$`));
    await expect(main.getByText(resourceCount("", security.id))).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(main.getByText(resourceCount(""))).toBeVisible();

    // A tab sets the same state as the select; All Resources resets it.
    const dmv = resourceCategory("dmv-resources");
    await main
      .getByRole("tab", { name: new RegExp(`^${escapeRegExp(dmv.title)}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?category=${dmv.id}$`));
    await expectChosen(page, resourceLibrary.categoryLabel, dmv.title);
    await expect(main.getByText(resourceCount("", dmv.id))).toBeVisible();
    await main
      .getByRole("tab", {
        name: new RegExp(`^${escapeRegExp(resourceLibrary.allTab)}`),
      })
      .click();
    await expect(page).toHaveURL(/\/resources$/);
    await expectChosen(
      page,
      resourceLibrary.categoryLabel,
      resourceLibrary.allCategories,
    );
  });

  test("Access Resource opens the request dialog for that resource", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    const first = resources[0]!;
    const card = main.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: first.title }),
    });
    await card
      .getByRole("button", { name: resourceLibrary.accessLabel })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(first.title);
    await expect(dialog.getByRole("textbox", { name: /email/i })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("/dmv-directory", () => {
  test.beforeEach(async ({ page }) => {
    await openHydrated(page, "/dmv-directory");
    // The directory starts below the first screen: its code loads when it is scrolled to.
    await scrollToPart(page.getByRole("main").getByRole("searchbox"));
  });

  test("lists every business with real website, phone and email links", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    await expect(main.getByText(listingCount(""))).toHaveAttribute(
      "aria-live",
      "polite",
    );
    await expect(main.getByText(directoryCopy.disclaimer)).toBeVisible();
    await expect(
      main.getByRole("tab", { name: directoryCopy.tabs.directory }),
    ).toHaveAttribute("aria-selected", "true");

    for (const listing of businessListings) {
      const card = main.getByRole("article").filter({
        has: page.getByRole("heading", { name: listing.name }),
      });
      await expect(
        card.getByRole("link", { name: `Website of ${listing.name}` }),
      ).toHaveAttribute("href", listing.website);
      await expect(
        card.getByRole("link", { name: `Call ${listing.name}` }),
      ).toHaveAttribute("href", /^tel:\+1\d{10}$/);
      await expect(
        card.getByRole("link", { name: `Email ${listing.name}` }),
      ).toHaveAttribute("href", `mailto:${listing.email}`);
    }

    const listYourBusiness = main.getByRole("link", {
      name: "List Your Business",
    });
    await expect(listYourBusiness.first()).toHaveAttribute(
      "href",
      contact("Directory Listing"),
    );
  });

  test("searches names and specialties, and Clear Filters resets the empty state", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    const box = search(page, directoryCopy.searchLabel);
    // A specialty that several businesses share, typed in capitals.
    await box.fill("SHOPIFY");
    expect(listingsFor("SHOPIFY").length).toBeGreaterThan(1);
    await expect(main.getByText(listingCount("SHOPIFY"))).toBeVisible();
    for (const listing of listingsFor("SHOPIFY"))
      await expect(
        main.getByRole("heading", { name: listing.name }),
      ).toBeVisible();
    await expect(page).toHaveURL(/\?q=SHOPIFY$/);

    // A business's name.
    await box.fill("capitol pixel");
    await expect(
      main.getByText(listingCount("capitol pixel"), { exact: true }),
    ).toBeVisible();

    await box.fill("blacksmithing");
    expect(listingsFor("blacksmithing")).toEqual([]);
    await expect(main.getByText(listingCount("blacksmithing"))).toBeVisible();
    await expect(
      main.getByRole("heading", { name: directoryCopy.empty.title }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByRole("button", { name: directoryCopy.empty.clear }).click();
    await expect(main.getByText(listingCount(""))).toBeVisible();
    await expect(box).toHaveValue("");
    await expect(page).toHaveURL(/\/dmv-directory$/);
  });

  test("filters by category and location, with reload, Back and Clear Filters", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    const category = directoryCategories.find((c) => c.id === "ecommerce")!;
    const location = directoryLocations.find((l) => l.id === "maryland")!;
    await choose(page, directoryCopy.categoryLabel, category.title);
    await expect(page).toHaveURL(new RegExp(`\\?category=${category.id}$`));
    await expect(
      main.getByText(listingCount("", category.id), { exact: true }),
    ).toBeVisible();

    await choose(page, directoryCopy.locationLabel, location.label);
    await expect(page).toHaveURL(
      new RegExp(`\\?category=${category.id}&location=${location.id}$`),
    );
    const both = listingsFor("", category.id, location.id);
    await expect(
      main.getByText(listingCount("", category.id, location.id), {
        exact: true,
      }),
    ).toBeVisible();
    for (const listing of both)
      await expect(
        main.getByRole("heading", { name: listing.name }),
      ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(
      main.getByText(listingCount("", category.id, location.id), {
        exact: true,
      }),
    ).toBeVisible();
    await expectChosen(page, directoryCopy.locationLabel, location.label);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?category=${category.id}$`));
    await expect(
      main.getByText(listingCount("", category.id), { exact: true }),
    ).toBeVisible();
    await expectChosen(
      page,
      directoryCopy.locationLabel,
      directoryCopy.allLocations,
    );

    // A search with no match in the chosen category leaves nothing to show.
    expect(listingsFor("wordpress", category.id)).toEqual([]);
    await search(page, directoryCopy.searchLabel).fill("wordpress");
    await expect(
      main.getByRole("heading", { name: directoryCopy.empty.title }),
    ).toBeVisible();
    await main.getByRole("button", { name: directoryCopy.empty.clear }).click();
    await expect(page).toHaveURL(/\/dmv-directory$/);
    await expectChosen(
      page,
      directoryCopy.categoryLabel,
      directoryCopy.allCategories,
    );
  });

  test("switches to the project showcase and the community tab through ?tab=", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    const { tabs } = directoryCopy;
    await main.getByRole("tab", { name: tabs.showcase }).click();
    await expect(page).toHaveURL(/\?tab=showcase$/);
    for (const project of showcaseProjects) {
      await expect(
        main.getByRole("heading", { name: project.title }),
      ).toBeVisible();
    }
    await expect(
      main.getByRole("heading", { name: businessListings[0]!.name }),
    ).toBeHidden();

    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(
      main.getByRole("tab", { name: tabs.showcase }),
    ).toHaveAttribute("aria-selected", "true");

    await main.getByRole("tab", { name: tabs.community }).click();
    await expect(page).toHaveURL(/\?tab=community$/);
    for (const group of communityGroups) {
      await expect(
        main.getByRole("heading", { name: group.name }),
      ).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(page).toHaveURL(/\?tab=showcase$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/dmv-directory$/);
    await expect(
      main.getByRole("tab", { name: tabs.directory }),
    ).toHaveAttribute("aria-selected", "true");
  });
});
