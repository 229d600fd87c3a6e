import { expect, test, type Page } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { openHydrated } from "./hydration.ts";
import {
  resourceCategories,
  type ResourceCategory,
} from "#app/content/resources-catalogue.ts";
import {
  businessListings,
  communityGroups,
  showcaseProjects,
} from "#app/content/dmv-directory-listings.ts";
import { flattenResources } from "#app/lib/resource-filter.ts";

// Each test runs axe on a full page once or twice; on a busy two-core machine one scan can take
// 20-30 s, so the tests get more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const resources = flattenResources(
  resourceCategories as readonly ResourceCategory[],
);
const contact = (service: string) =>
  `/contact?service=${encodeURIComponent(service)}`;

/** Opens a labelled select and picks the option whose text starts with `label`. */
async function choose(page: Page, select: string, label: string) {
  await page.getByRole("combobox", { name: select }).click();
  await page
    .getByRole("option", { name: new RegExp(`^${escapeRegExp(label)}`) })
    .click();
  await expect(page.getByRole("combobox", { name: select })).toHaveText(label);
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const search = (page: Page, name: string) =>
  page.getByRole("searchbox", { name });

test.describe("/resources", () => {
  test.beforeEach(async ({ page }) => {
    await openHydrated(page, "/resources");
  });

  test("shows every resource, counts on the tabs and at most three topic badges", async ({
    page,
  }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Free Guides, Checklists and Templates for DMV Businesses",
    );
    const main = page.getByRole("main");
    await expect(
      main.getByText(`Showing ${resources.length} resources`),
    ).toHaveAttribute("aria-live", "polite");
    const tabs = main.getByRole("tab");
    await expect(tabs).toHaveCount(9);
    await expect(tabs.first()).toHaveText(
      `All Resources (${resources.length})`,
    );
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(
      main.getByRole("tab", { name: /^Security Practices \(4\)$/ }),
    ).toBeVisible();

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
    const box = search(page, "Search resources");
    await box.fill("core web vitals");
    await expect(
      main.getByText("Showing 1 resource", { exact: true }),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", {
        name: "Core Web Vitals Checklist for Local Business Sites",
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\?q=core\+web\+vitals$/);

    // A topic that is not among the first three badges still matches.
    await box.fill("clover");
    await expect(
      main.getByRole("heading", {
        name: "Inventory Sync Between Your POS and Online Store",
      }),
    ).toBeVisible();

    await box.fill("quantum blockchain");
    await expect(main.getByText("Showing 0 resources")).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "No resources found" }),
    ).toBeVisible();
    await expect(
      main.getByText(
        "Try different search words, or choose another category or level.",
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByRole("button", { name: "Clear Filters" }).click();
    await expect(
      main.getByText(`Showing ${resources.length} resources`),
    ).toBeVisible();
    await expect(box).toHaveValue("");
    await expect(page).toHaveURL(/\/resources$/);
  });

  test("the category select and the tabs share ?category=, the level is ?level=, and reload and Back keep them", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    await choose(page, "Category", "Security Practices");
    await expect(page).toHaveURL(/\?category=security-practices$/);
    await expect(
      main.getByRole("tab", { name: /^Security Practices/ }),
    ).toHaveAttribute("aria-selected", "true");
    await expect(main.getByText("Showing 4 resources")).toBeVisible();

    await choose(page, "Level", "Expert");
    await expect(page).toHaveURL(/\?category=security-practices&level=expert$/);
    await expect(
      main.getByText("Showing 1 resource", { exact: true }),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", {
        name: "Content Security Policy and Security Headers in Practice",
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(
      main.getByText("Showing 1 resource", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Level" })).toHaveText(
      "Expert",
    );
    await expect(
      main.getByRole("tab", { name: /^Security Practices/ }),
    ).toHaveAttribute("aria-selected", "true");

    await page.goBack();
    await expect(page).toHaveURL(/\?category=security-practices$/);
    await expect(main.getByText("Showing 4 resources")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(
      main.getByText(`Showing ${resources.length} resources`),
    ).toBeVisible();

    // A tab sets the same state as the select; All Resources resets it.
    await main.getByRole("tab", { name: /^DMV Resources/ }).click();
    await expect(page).toHaveURL(/\?category=dmv-resources$/);
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveText(
      "DMV Resources",
    );
    await expect(main.getByText("Showing 5 resources")).toBeVisible();
    await main.getByRole("tab", { name: /^All Resources/ }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveText(
      "All Categories",
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
    await card.getByRole("button", { name: "Access Resource" }).click();
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
  });

  test("lists every business with real website, phone and email links", async ({
    page,
  }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Find Web, Design and Marketing Pros Across the DMV",
    );
    const main = page.getByRole("main");
    await expect(
      main.getByText(`Showing ${businessListings.length} businesses`),
    ).toHaveAttribute("aria-live", "polite");
    await expect(main.getByText(/illustrative examples/)).toBeVisible();
    await expect(
      main.getByRole("tab", { name: "Business Directory" }),
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
    const box = search(page, "Search businesses");
    await box.fill("SHOPIFY");
    await expect(main.getByText("Showing 2 businesses")).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Union Market Commerce" }),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Reston Storefronts" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\?q=SHOPIFY$/);

    await box.fill("capitol pixel");
    await expect(
      main.getByText("Showing 1 business", { exact: true }),
    ).toBeVisible();

    await box.fill("blacksmithing");
    await expect(main.getByText("Showing 0 businesses")).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "No businesses found" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByRole("button", { name: "Clear Filters" }).click();
    await expect(
      main.getByText(`Showing ${businessListings.length} businesses`),
    ).toBeVisible();
    await expect(box).toHaveValue("");
    await expect(page).toHaveURL(/\/dmv-directory$/);
  });

  test("filters by category and location, with reload, Back and Clear Filters", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    await choose(page, "Category", "E-Commerce");
    await expect(page).toHaveURL(/\?category=ecommerce$/);
    await expect(main.getByText("Showing 3 businesses")).toBeVisible();

    await choose(page, "Location", "Maryland");
    await expect(page).toHaveURL(/\?category=ecommerce&location=maryland$/);
    await expect(
      main.getByText("Showing 1 business", { exact: true }),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Sligo Creek Commerce" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(
      main.getByText("Showing 1 business", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Location" })).toHaveText(
      "Maryland",
    );

    await page.goBack();
    await expect(page).toHaveURL(/\?category=ecommerce$/);
    await expect(main.getByText("Showing 3 businesses")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Location" })).toHaveText(
      "All Locations",
    );

    // A search with no match in the chosen category leaves nothing to show.
    await search(page, "Search businesses").fill("wordpress");
    await expect(
      main.getByRole("heading", { name: "No businesses found" }),
    ).toBeVisible();
    await main.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/dmv-directory$/);
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveText(
      "All Categories",
    );
  });

  test("switches to the project showcase and the community tab through ?tab=", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    await main.getByRole("tab", { name: "Project Showcase" }).click();
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
      main.getByRole("tab", { name: "Project Showcase" }),
    ).toHaveAttribute("aria-selected", "true");

    await main.getByRole("tab", { name: "Community & Events" }).click();
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
      main.getByRole("tab", { name: "Business Directory" }),
    ).toHaveAttribute("aria-selected", "true");
  });
});
