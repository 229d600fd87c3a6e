import { expect, test, type Page } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { openWithParts, waitForHydration } from "./hydration.ts";
import {
  faqCategories,
  faqs,
  learningCenterContact,
  learningCenterFaq,
  learningCenterHero,
} from "#app/content/learning-center.ts";
import {
  calculatorPlaceholders,
  defaultToolCategory,
  toolCategories,
  webTools,
  webToolsBrowser,
  webToolsCalculator,
  webToolsFeatured,
} from "#app/content/web-tools.ts";
import {
  calculateProjectCost,
  formatCost,
  formatHours,
  type CalculatorInput,
} from "#app/lib/cost-calculator.ts";
import { filterFaqs } from "#app/lib/faq-filter.ts";

// Each page's h1 and head tags, and the counts its server HTML shows, are checked for every page
// in pages.spec.ts; the spec's texts are pinned in app/content/spec-constants.test.ts. Here the
// counts after each choice are computed from the content the same way.

/** "All (15)", "SEO (3)", or "Security" for a category without items (product.md D4). */
function chipName(
  label: string,
  items: readonly { category: string }[],
  category?: string,
) {
  const count = category
    ? items.filter((item) => item.category === category).length
    : items.length;
  return count ? `${label} (${count})` : label;
}

/** "Showing 2 questions", "Showing 1 tool" */
const showing = (
  count: number,
  itemName: { singular: string; plural: string },
) => `Showing ${count} ${count === 1 ? itemName.singular : itemName.plural}`;

/** Opens a page once it is interactive. */
const open = (page: Page, path: string) => openWithParts(page, path);

const query = (page: Page) => new URL(page.url()).searchParams;

test.describe("/learning-center", () => {
  const text = learningCenterFaq;
  const chip = (page: Page, name: string) =>
    page
      .getByRole("group", { name: text.categoriesLabel })
      .getByRole("button", { name, exact: true });
  const search = (page: Page) =>
    page.getByRole("searchbox", { name: text.searchLabel });
  const count = (page: Page) => page.getByText(/^Showing \d+ questions?$/);
  const category = (id: string) =>
    faqCategories.find((candidate) => candidate.id === id)!;
  /** The questions a search and a category show. */
  const found = (words: string, categoryId = "all") =>
    filterFaqs(faqs, { search: words, category: categoryId });
  /** The chip of a category (or of all) over the questions a search finds. */
  const chipFor = (id: string, words = "") =>
    id === "all"
      ? chipName(text.allLabel, found(words))
      : chipName(category(id).name, found(words), id);
  const showingFor = (words: string, categoryId = "all") =>
    showing(found(words, categoryId).length, text.itemName);

  test("lists every question under chips with computed counts, one open at a time", async ({
    page,
  }) => {
    await open(page, "/learning-center");
    await expect(chip(page, chipFor("all"))).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    for (const { id } of faqCategories) {
      await expect(chip(page, chipFor(id))).toHaveAttribute(
        "aria-pressed",
        "false",
      );
    }
    await expect(count(page)).toHaveText(showingFor(""));
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
    const word = "SHOPIFY";
    await search(page).fill(word);
    await expect(count(page)).toHaveText(showingFor(word));
    for (const id of ["all", ...faqCategories.map((category) => category.id)])
      await expect(chip(page, chipFor(id, word))).toBeVisible();
    // A chip that would show nothing carries no count (product.md D4).
    expect(chipFor("seo", word)).toBe(category("seo").name);
    await expect.poll(() => query(page).get("q")).toBe(word);

    await chip(page, chipFor("ecommerce", word)).click();
    await expect(count(page)).toHaveText(showingFor(word, "ecommerce"));
    const [question] = found(word, "ecommerce");
    await expect(
      page.getByRole("button", { name: question!.question }),
    ).toBeVisible();
    await expect.poll(() => query(page).get("category")).toBe("ecommerce");

    await page.getByRole("button", { name: question!.question }).click();
    await expectNoAxeViolations(page);
  });

  test("shows the empty state, and Clear Filters resets the search and the category", async ({
    page,
  }) => {
    await open(page, "/learning-center");
    await chip(page, chipFor("seo")).click();
    await search(page).fill("blockchain");
    await expect(count(page)).toHaveText(showingFor("blockchain", "seo"));
    expect(found("blockchain", "seo")).toEqual([]);
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { name: text.empty.title }),
    ).toBeVisible();
    await expect(main.getByText(text.empty.hint)).toBeVisible();
    await expect(main.getByRole("button", { name: /\?$/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await main.getByRole("button", { name: text.empty.clearLabel }).click();
    await expect(search(page)).toHaveValue("");
    await expect(search(page)).toBeFocused();
    await expect(chip(page, chipFor("all"))).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(count(page)).toHaveText(showingFor(""));
    await expect.poll(() => query(page).has("q")).toBe(false);
    await expect.poll(() => query(page).has("category")).toBe(false);
  });

  test("keeps the filter in the URL: a link, reload and Back restore it", async ({
    page,
  }) => {
    await open(page, "/learning-center?q=weeks&category=ecommerce");
    await expect(search(page)).toHaveValue("weeks");
    await expect(chip(page, chipFor("ecommerce", "weeks"))).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(count(page)).toHaveText(showingFor("weeks", "ecommerce"));

    await open(page, "/learning-center");
    await chip(page, chipFor("design")).click();
    await expect(count(page)).toHaveText(showingFor("", "design"));
    await chip(page, chipFor("business")).click();
    await expect(count(page)).toHaveText(showingFor("", "business"));
    await search(page).fill("contract");
    await expect(count(page)).toHaveText(showingFor("contract", "business"));

    await page.reload();
    await waitForHydration(page);
    await expect(search(page)).toHaveValue("contract");
    await expect(chip(page, chipFor("business", "contract"))).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(count(page)).toHaveText(showingFor("contract", "business"));

    // Typing replaced the history entry; Back returns to the previous category choice.
    await page.goBack();
    await expect(chip(page, chipFor("design"))).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(search(page)).toHaveValue("");
    await expect(count(page)).toHaveText(showingFor("", "design"));
    await page.goBack();
    await expect(chip(page, chipFor("all"))).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("shows an unknown category from an old link as all", async ({
    page,
  }) => {
    await open(page, "/learning-center?category=pricing");
    await expect(chip(page, chipFor("all"))).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(count(page)).toHaveText(showingFor(""));
  });

  test("offers email, phone and the contact form", async ({ page }) => {
    await open(page, "/learning-center");
    const main = page.getByRole("main");
    const [email, phone, form] = learningCenterContact.options;
    await expect(main.getByText(email!.detail, { exact: true })).toBeVisible();
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(main.locator(`a[href="${email!.href}"]`)).toHaveText(
      email!.linkLabel,
    );
    await expect(main.locator('a[href^="tel:+1"]')).toHaveCount(1);
    await expect(main.locator(`a[href="${phone!.href}"]`)).toHaveText(
      phone!.linkLabel,
    );
    await expect(
      main.getByRole("link", { name: form!.linkLabel }),
    ).toHaveAttribute("href", form!.href);
    await expect(
      main.locator(`a[href="${learningCenterHero.actions[0].to}"]`).first(),
    ).toBeVisible();
  });
});

test.describe("/web-tools", () => {
  const text = webToolsBrowser;
  const button = (page: Page, name: string) =>
    page
      .getByRole("group", { name: text.categoriesLabel })
      .getByRole("button", { name, exact: true });
  const browser = (page: Page) =>
    page.getByRole("region", { name: text.intro.title });
  const count = (page: Page) => page.getByText(/^Showing \d+ tools?$/);
  const inCategory = (id: string) =>
    webTools.filter((tool) => tool.category === id);
  const category = (id: string) =>
    toolCategories.find((candidate) => candidate.id === id)!;
  /** A category's button: "SEO (3)", or "Security" without tools. */
  const buttonFor = (id: string) => chipName(category(id).name, webTools, id);
  const showingFor = (id: string) =>
    showing(inCategory(id).length, text.itemName);
  const empty = toolCategories.filter(({ id }) => !inCategory(id).length);

  test("shows featured tools and the development tools by default, with computed counts", async ({
    page,
  }) => {
    await open(page, "/web-tools");
    const featured = page.getByRole("region", {
      name: webToolsFeatured.intro.title,
    });
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText(
      webTools.filter((tool) => tool.featured).map((tool) => tool.name),
    );

    await expect(button(page, buttonFor(defaultToolCategory))).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // Categories without tools show no count (product.md D4).
    for (const { id } of toolCategories.filter(
      (candidate) => candidate.id !== defaultToolCategory,
    )) {
      await expect(button(page, buttonFor(id))).toHaveAttribute(
        "aria-pressed",
        "false",
      );
    }
    await expect(count(page)).toHaveText(showingFor(defaultToolCategory));
    await expect(count(page)).toHaveAttribute("aria-live", "polite");
    const shown = inCategory(defaultToolCategory);
    await expect(browser(page).getByRole("heading", { level: 3 })).toHaveText(
      shown.map((tool) => tool.name),
    );
    for (const tool of shown) {
      await expect(browser(page).getByText(tool.usage).first()).toBeVisible();
      if (tool.action.to.startsWith("/"))
        await expect(
          browser(page).getByRole("link", {
            name: `${tool.action.label} (${tool.name})`,
          }),
        ).toHaveAttribute("href", tool.action.to);
    }
  });

  test("chooses a category through the URL: reload and Back restore it", async ({
    page,
  }) => {
    await open(page, "/web-tools");
    await button(page, buttonFor("seo")).click();
    await expect(button(page, buttonFor("seo"))).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect.poll(() => query(page).get("category")).toBe("seo");
    await expect(browser(page).getByRole("heading", { level: 3 })).toHaveText(
      inCategory("seo").map((tool) => tool.name),
    );
    await expectNoAxeViolations(page);

    await button(page, buttonFor("performance")).click();
    await expect(count(page)).toHaveText(showingFor("performance"));
    await page.reload();
    await waitForHydration(page);
    await expect(button(page, buttonFor("performance"))).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(count(page)).toHaveText(showingFor("performance"));

    await page.goBack();
    await expect(button(page, buttonFor("seo"))).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.goBack();
    await expect(button(page, buttonFor(defaultToolCategory))).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect.poll(() => query(page).has("category")).toBe(false);
  });

  test("shows the coming-soon notice with a link to request a tool for a category without tools", async ({
    page,
  }) => {
    const [first, ...others] = empty;
    expect(first).toBeDefined();
    await open(page, "/web-tools");
    await button(page, buttonFor(first!.id)).click();
    await expect.poll(() => query(page).get("category")).toBe(first!.id);
    await expect(count(page)).toHaveText(showingFor(first!.id));
    await expect(
      browser(page).getByRole("heading", { name: text.comingSoon.title }),
    ).toBeVisible();
    const request = text.comingSoon.action(first!.name);
    await expect(
      browser(page).getByRole("link", { name: request.label }),
    ).toHaveAttribute("href", request.to);
    await expectNoAxeViolations(page);

    for (const other of others) {
      await open(page, `/web-tools?category=${other.id}`);
      const otherRequest = text.comingSoon.action(other.name);
      await expect(
        browser(page).getByRole("link", { name: otherRequest.label }),
      ).toHaveAttribute("href", otherRequest.to);
    }
    await open(page, "/web-tools?category=unknown");
    await expect(button(page, buttonFor(defaultToolCategory))).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("the cost calculator totals hours and cost as the visitor types", async ({
    page,
  }) => {
    await open(page, "/web-tools");
    const calculator = page.getByRole("region", {
      name: webToolsCalculator.intro.title,
    });
    const field = (id: keyof typeof calculatorPlaceholders) =>
      calculator.getByLabel(
        webToolsCalculator.fields.find((candidate) => candidate.id === id)!
          .label,
      );
    for (const { id, placeholder } of webToolsCalculator.fields)
      await expect(field(id)).toHaveAttribute("placeholder", placeholder);
    const totalHours = calculator.locator(
      `dt:has-text('${webToolsCalculator.totalHoursLabel}') + dd`,
    );
    const totalCost = calculator.locator(
      `dt:has-text('${webToolsCalculator.totalCostLabel}') + dd`,
    );
    const expectTotals = async (input: CalculatorInput) => {
      const result = calculateProjectCost(input);
      await expect(totalHours).toHaveText(formatHours(result.totalHours));
      await expect(totalCost).toHaveText(formatCost(result.totalCost));
    };
    const blank = { hourlyRate: "", hoursPerWeek: "", weeks: "" };
    await expectTotals(blank);
    expect(calculateProjectCost(blank).totalCost).toBe(0);

    // The placeholders' example, then a change of rate.
    for (const { id } of webToolsCalculator.fields)
      await field(id).fill(calculatorPlaceholders[id]);
    await expectTotals(calculatorPlaceholders);
    await field("hourlyRate").fill("87.5");
    await expectTotals({ ...calculatorPlaceholders, hourlyRate: "87.5" });
    // An empty (unparseable) value counts as 0.
    await field("weeks").fill("");
    await expectTotals({
      ...calculatorPlaceholders,
      hourlyRate: "87.5",
      weeks: "",
    });
    expect(
      calculateProjectCost({ ...calculatorPlaceholders, weeks: "" }).totalHours,
    ).toBe(0);
    await expectNoAxeViolations(page);
  });

  test("links the featured calculator card to the calculator on the page", async ({
    page,
  }) => {
    await open(page, "/web-tools");
    const calculatorTool = webTools.find((tool) =>
      tool.action.to.startsWith("#"),
    )!;
    await page
      .getByRole("region", { name: webToolsFeatured.intro.title })
      .getByRole("link", { name: calculatorTool.action.label })
      .click();
    await expect(page).toHaveURL(new RegExp(`${calculatorTool.action.to}$`));
    await expect(
      page.getByLabel(webToolsCalculator.fields[0].label),
    ).toBeInViewport();
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
