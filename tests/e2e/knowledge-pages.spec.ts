import { expect, test, type Page } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { openHydrated, waitForHydration } from "./hydration.ts";
import { faqs } from "#app/content/learning-center.ts";
import { webTools } from "#app/content/web-tools.ts";

const contact = (service: string) =>
  `/contact?service=${encodeURIComponent(service)}`;

/** Opens a page once it is interactive. */
const open = (page: Page, path: string) => openHydrated(page, path);

const query = (page: Page) => new URL(page.url()).searchParams;

test.describe("/learning-center", () => {
  const chip = (page: Page, name: string) =>
    page
      .getByRole("group", { name: "Question categories" })
      .getByRole("button", { name, exact: true });
  const search = (page: Page) =>
    page.getByRole("searchbox", { name: "Search questions" });
  const count = (page: Page) => page.getByText(/^Showing \d+ questions?$/);

  test("lists the 15 questions under chips with computed counts, one open at a time", async ({
    page,
  }) => {
    await open(page, "/learning-center");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Answers to the Questions Business Owners Ask Us Most",
    );
    await expect(chip(page, "All (15)")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    for (const name of [
      "Web Development (4)",
      "E-Commerce (3)",
      "SEO (3)",
      "Design (2)",
      "Business (3)",
    ]) {
      await expect(chip(page, name)).toHaveAttribute("aria-pressed", "false");
    }
    await expect(count(page)).toHaveText("Showing 15 questions");
    await expect(count(page)).toHaveAttribute("aria-live", "polite");

    const main = page.getByRole("main");
    const first = main.getByRole("button", { name: faqs[0].question });
    const second = main.getByRole("button", { name: faqs[7].question });
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(main.getByText(faqs[0].answer)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(main.getByText(faqs[0].answer)).toBeHidden();
    // A click on the open question closes it.
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(main.getByText(faqs[7].answer)).toBeHidden();
  });

  test("searches questions and answers, combined with a category, and counts what each chip shows", async ({
    page,
  }) => {
    await open(page, "/learning-center");
    await search(page).fill("SHOPIFY");
    await expect(count(page)).toHaveText("Showing 2 questions");
    await expect(chip(page, "All (2)")).toBeVisible();
    await expect(chip(page, "Web Development (1)")).toBeVisible();
    await expect(chip(page, "E-Commerce (1)")).toBeVisible();
    // A chip that would show nothing carries no count (product.md D4).
    await expect(chip(page, "SEO")).toBeVisible();
    expect(query(page).get("q")).toBe("SHOPIFY");

    await chip(page, "E-Commerce (1)").click();
    await expect(count(page)).toHaveText("Showing 1 question");
    await expect(
      page.getByRole("button", {
        name: "Which e-commerce platform should I choose?",
      }),
    ).toBeVisible();
    expect(query(page).get("category")).toBe("ecommerce");

    await page
      .getByRole("button", {
        name: "Which e-commerce platform should I choose?",
      })
      .click();
    await expectNoAxeViolations(page);
  });

  test("shows the empty state, and Clear Filters resets the search and the category", async ({
    page,
  }) => {
    await open(page, "/learning-center");
    await chip(page, "SEO (3)").click();
    await search(page).fill("blockchain");
    await expect(count(page)).toHaveText("Showing 0 questions");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { name: "No questions found" }),
    ).toBeVisible();
    await expect(
      main.getByText(
        "Try adjusting your search terms or browse all categories",
      ),
    ).toBeVisible();
    await expect(main.getByRole("button", { name: /\?$/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await main.getByRole("button", { name: "Clear Filters" }).click();
    await expect(search(page)).toHaveValue("");
    await expect(search(page)).toBeFocused();
    await expect(chip(page, "All (15)")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(count(page)).toHaveText("Showing 15 questions");
    expect(query(page).has("q")).toBe(false);
    expect(query(page).has("category")).toBe(false);
  });

  test("keeps the filter in the URL: a link, reload and Back restore it", async ({
    page,
  }) => {
    await open(page, "/learning-center?q=weeks&category=ecommerce");
    await expect(search(page)).toHaveValue("weeks");
    await expect(chip(page, "E-Commerce (1)")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(count(page)).toHaveText("Showing 1 question");

    await open(page, "/learning-center");
    await chip(page, "Design (2)").click();
    await expect(count(page)).toHaveText("Showing 2 questions");
    await chip(page, "Business (3)").click();
    await expect(count(page)).toHaveText("Showing 3 questions");
    await search(page).fill("contract");
    await expect(count(page)).toHaveText("Showing 1 question");

    await page.reload();
    await waitForHydration(page);
    await expect(search(page)).toHaveValue("contract");
    await expect(chip(page, "Business (1)")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(count(page)).toHaveText("Showing 1 question");

    // Typing replaced the history entry; Back returns to the previous category choice.
    await page.goBack();
    await expect(chip(page, "Design (2)")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(search(page)).toHaveValue("");
    await expect(count(page)).toHaveText("Showing 2 questions");
    await page.goBack();
    await expect(chip(page, "All (15)")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("shows an unknown category from an old link as all", async ({
    page,
  }) => {
    await open(page, "/learning-center?category=pricing");
    await expect(chip(page, "All (15)")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(count(page)).toHaveText("Showing 15 questions");
  });

  test("offers email, phone and the contact form", async ({ page }) => {
    await open(page, "/learning-center");
    const main = page.getByRole("main");
    await expect(
      main.getByText("Answers within 24 hours", { exact: true }),
    ).toBeVisible();
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(main.locator('a[href^="tel:+1"]')).toHaveCount(1);
    await expect(
      main.getByRole("link", { name: "Open the contact form" }),
    ).toHaveAttribute("href", "/contact");
    await expect(main.locator('a[href="/free-audit"]').first()).toBeVisible();
  });
});

test.describe("/web-tools", () => {
  const button = (page: Page, name: string) =>
    page
      .getByRole("group", { name: "Tool categories" })
      .getByRole("button", { name, exact: true });
  const browser = (page: Page) =>
    page.getByRole("region", { name: "Browse Tools by Category" });
  const count = (page: Page) => page.getByText(/^Showing \d+ tools?$/);

  test("shows featured tools and the development tools by default, with computed counts", async ({
    page,
  }) => {
    await open(page, "/web-tools");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Free Tools to Plan and Check Your Website",
    );
    const featured = page.getByRole("region", { name: "Start with These" });
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText([
      "Project Cost Calculator",
      "Local SEO Check",
      "Page Speed Review",
    ]);

    await expect(button(page, "Development (3)")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(button(page, "SEO (3)")).toBeVisible();
    await expect(button(page, "Performance (2)")).toBeVisible();
    // Categories without tools show no count (product.md D4).
    for (const name of ["Security", "Design", "Mobile"]) {
      await expect(button(page, name)).toHaveAttribute("aria-pressed", "false");
    }
    await expect(count(page)).toHaveText("Showing 3 tools");
    await expect(count(page)).toHaveAttribute("aria-live", "polite");
    const development = webTools.filter(
      (tool) => tool.category === "development",
    );
    await expect(browser(page).getByRole("heading", { level: 3 })).toHaveText(
      development.map((tool) => tool.name),
    );
    await expect(
      browser(page).getByText("Free · runs in your browser"),
    ).toBeVisible();
    await expect(
      browser(page).getByRole("link", {
        name: "Request this check (Website Tech Stack Review)",
      }),
    ).toHaveAttribute("href", contact("Website Tech Stack Review"));
  });

  test("chooses a category through the URL: reload and Back restore it", async ({
    page,
  }) => {
    await open(page, "/web-tools");
    await button(page, "SEO (3)").click();
    await expect(button(page, "SEO (3)")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(query(page).get("category")).toBe("seo");
    await expect(browser(page).getByRole("heading", { level: 3 })).toHaveText([
      "Local SEO Check",
      "Keyword Opportunity Report",
      "Search Snippet Check",
    ]);
    await expectNoAxeViolations(page);

    await button(page, "Performance (2)").click();
    await expect(count(page)).toHaveText("Showing 2 tools");
    await page.reload();
    await waitForHydration(page);
    await expect(button(page, "Performance (2)")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(count(page)).toHaveText("Showing 2 tools");

    await page.goBack();
    await expect(button(page, "SEO (3)")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.goBack();
    await expect(button(page, "Development (3)")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(query(page).has("category")).toBe(false);
  });

  test("shows 'More Tools Coming Soon!' with a Request a Tool link for a category without tools", async ({
    page,
  }) => {
    await open(page, "/web-tools");
    await button(page, "Security").click();
    expect(query(page).get("category")).toBe("security");
    await expect(count(page)).toHaveText("Showing 0 tools");
    await expect(
      browser(page).getByRole("heading", { name: "More Tools Coming Soon!" }),
    ).toBeVisible();
    await expect(
      browser(page).getByRole("link", { name: "Request a Tool" }),
    ).toHaveAttribute("href", contact("Security Tool Request"));
    await expectNoAxeViolations(page);

    await open(page, "/web-tools?category=mobile");
    await expect(
      browser(page).getByRole("link", { name: "Request a Tool" }),
    ).toHaveAttribute("href", contact("Mobile Tool Request"));
    await open(page, "/web-tools?category=unknown");
    await expect(button(page, "Development (3)")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("the cost calculator totals hours and cost as the visitor types", async ({
    page,
  }) => {
    await open(page, "/web-tools");
    const calculator = page.getByRole("region", {
      name: "Project Cost Calculator",
    });
    const rate = calculator.getByLabel("Hourly rate (USD)");
    const hours = calculator.getByLabel("Hours per week");
    const weeks = calculator.getByLabel("Number of weeks");
    await expect(rate).toHaveAttribute("placeholder", "e.g. 150");
    await expect(hours).toHaveAttribute("placeholder", "e.g. 40");
    await expect(weeks).toHaveAttribute("placeholder", "e.g. 8");
    const totalHours = calculator.locator("dt:has-text('Total Hours') + dd");
    const totalCost = calculator.locator("dt:has-text('Total Cost') + dd");
    await expect(totalHours).toHaveText("0");
    await expect(totalCost).toHaveText("$0.00");

    await rate.fill("150");
    await hours.fill("40");
    await weeks.fill("8");
    await expect(totalHours).toHaveText("320");
    await expect(totalCost).toHaveText("$48,000.00");

    await rate.fill("87.5");
    await expect(totalCost).toHaveText("$28,000.00");
    // An empty (unparseable) value counts as 0.
    await weeks.fill("");
    await expect(totalHours).toHaveText("0");
    await expect(totalCost).toHaveText("$0.00");
    await expectNoAxeViolations(page);
  });

  test("links the featured calculator card to the calculator on the page", async ({
    page,
  }) => {
    await open(page, "/web-tools");
    await page
      .getByRole("region", { name: "Start with These" })
      .getByRole("link", { name: "Open the calculator" })
      .click();
    await expect(page).toHaveURL(/#cost-calculator$/);
    await expect(page.getByLabel("Hourly rate (USD)")).toBeInViewport();
  });
});

test("the pages fit a 360 px screen without sideways scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ["/learning-center", "/web-tools"]) {
    await open(page, path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
