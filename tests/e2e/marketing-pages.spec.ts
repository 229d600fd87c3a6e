import { expect, test } from "./fixtures.ts";
import type { Page } from "./fixtures.ts";
import { mailtoLink, site, telLink } from "#app/content/site.ts";

/** A section of the page, found by its heading. */
const region = (page: Page, name: string | RegExp) =>
  page.getByRole("main").getByRole("region", { name });

/** The JSON-LD records of a page's server HTML. */
async function jsonLdRecords(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return [
    ...html.matchAll(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

test.describe("/how-it-works", () => {
  test("shows the flow, the three steps, the daily tasks and the freelancer comparison", async ({
    page,
  }) => {
    await page.goto("/how-it-works");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "How Your AI Marketing Agent Works",
    );
    const hero = page.locator("main section").first();
    await expect(hero.locator('a[href="/free-audit"]')).toBeVisible();

    const flow = region(page, "From One Blog Post to Real Results");
    await expect(flow.locator("ol > li h3")).toHaveText([
      "Blog post",
      "Social posts",
      "SEO update",
      "Results",
    ]);

    const steps = region(page, "Three Steps to Your 24/7 Marketing Team");
    await expect(steps.locator("ol > li h3")).toHaveText([
      "Connect Your Platforms",
      "Configure Your Agent",
      "Activate Automation",
    ]);

    const daily = region(page, "What Your Agent Does Every Day");
    await expect(daily.getByRole("heading", { level: 3 })).toHaveCount(4);

    const comparison = region(page, "A Freelancer vs. Your AI Agent");
    await expect(comparison).toContainText("over $15,000 saved a year");
    const table = comparison.getByRole("table");
    await expect(
      table.getByRole("columnheader", { name: "Freelance marketer" }),
    ).toBeVisible();
    const cost = table.getByRole("row", { name: /Monthly cost/ });
    await expect(cost.getByRole("cell").nth(0)).toHaveText("$1,500+ a month");
    await expect(cost.getByRole("cell").nth(1)).toHaveText("$297 flat");

    const cta = page.locator("main section").last();
    await expect(cta.locator('a[href="/free-audit"]')).toBeVisible();

    const [howTo] = await jsonLdRecords(page, "/how-it-works").then((records) =>
      records.filter((record) => record["@type"] === "HowTo"),
    );
    expect(
      (howTo!.step as { name: string }[]).map((step) => step.name),
    ).toEqual([
      "Connect Your Platforms",
      "Configure Your Agent",
      "Activate Automation",
    ]);
  });
});

test.describe("/features", () => {
  test("shows six feature cards, the tools comparison and three testimonials", async ({
    page,
  }) => {
    await page.goto("/features");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "One AI Agent. Your Whole Marketing Toolkit.",
    );

    await expect(
      region(page, "Six Jobs, One Agent").getByRole("heading", { level: 3 }),
    ).toHaveCount(6);

    const table = region(
      page,
      "Your AI Agent vs. a Stack of Separate Tools",
    ).getByRole("table");
    await expect(
      table.getByRole("columnheader", { name: "Separate tools" }),
    ).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(10);

    const stories = region(page, "What Local Business Owners Tell Us");
    const figures = stories.getByRole("figure");
    await expect(figures).toHaveCount(3);
    for (const figure of await figures.all()) {
      await expect(figure.locator("blockquote")).not.toBeEmpty();
      await expect(figure.locator("figcaption")).toHaveText(
        /^[A-Z][a-z]+ [A-Z]\., .+ in .+$/,
      );
    }
    await expect(stories).toContainText("Illustrative stories");

    const cta = page.locator("main section").last();
    await expect(cta.locator('a[href="/free-audit"]')).toBeVisible();
  });
});

test.describe("/about", () => {
  test("tells the story, the mission and leads to the audit and a strategy call", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "More Than Just an Agency, We're the Team Behind the Agent",
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: "Meet Your Agent" }),
    ).toHaveAttribute("href", "/free-audit");

    await expect(
      region(page, "It All Started in the DMV").getByRole("heading", {
        level: 3,
      }),
    ).toHaveText(["Local Team", "Real Focus", "AI Experts", "Fast Results"]);
    await expect(
      region(page, "Why AI? Why Now?").getByRole("heading", { level: 3 }),
    ).toHaveCount(4);
    await expect(
      region(page, "Our Mission").getByRole("heading", { level: 3 }),
    ).toHaveText(["Transparency", "Innovation", "Partnership"]);

    const main = page.getByRole("main");
    await expect(
      main.getByRole("link", { name: "Start Free Audit" }),
    ).toHaveAttribute("href", "/free-audit");
    await expect(
      main.getByRole("link", { name: "Schedule Strategy Call" }),
    ).toHaveAttribute("href", "/contact?service=Strategy%20Call");

    const [about] = (await jsonLdRecords(page, "/about")).filter(
      (record) => record["@type"] === "AboutPage",
    );
    const organization = about!.mainEntity as Record<string, unknown>;
    expect(organization["@id"]).toBe(`${site.url}/#organization`);
    expect(organization.name).toBe(site.name);
    expect(organization.knowsAbout).toEqual([
      "AI marketing automation",
      "SEO optimization",
      "social media management",
      "content creation",
      "marketing analytics",
    ]);
    expect(organization.areaServed).toHaveLength(3);
  });
});

test.describe("/privacy-policy", () => {
  const sectionTitles = [
    "Information We Collect",
    "How We Use Your Information",
    "How We Share Information",
    "How We Protect Your Information",
    "How Long We Keep Information",
    "Your Rights and Choices",
    "Cookies",
    "Third-Party Services",
    "Children Under 13",
    "Changes to This Policy",
    "Contact Us",
  ];

  test("holds the whole policy in the server HTML", async ({ request }) => {
    const html = await (await request.get("/privacy-policy")).text();
    expect(html).toMatch(
      /Last updated(<!-- -->)? <time dateTime="2024-12">December 2024<\/time>/,
    );
    for (const title of sectionTitles) expect(html).toContain(title);
    expect(html).toContain("not intended for children under 13");
  });

  test("has eleven sections reachable from the table of contents", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Privacy Policy",
    );
    await expect(page.getByRole("main")).toContainText(
      "Last updated December 2024",
    );
    await expect(
      page.getByRole("main").getByRole("heading", { level: 2 }),
    ).toHaveText(sectionTitles.map((title, index) => `${index + 1}. ${title}`));

    const contents = page.getByRole("navigation", { name: "On this page" });
    await expect(contents.getByRole("link")).toHaveText(sectionTitles);
    // Once the page has hydrated: the router restores the scroll position when it starts.
    await page.waitForLoadState("networkidle");

    await contents.getByRole("link", { name: "Children Under 13" }).click();
    await expect(page).toHaveURL(/#children-under-13$/);
    const heading = page.getByRole("heading", {
      name: "9. Children Under 13",
    });
    await expect(heading).toBeInViewport();
    // The heading is not hidden under the fixed top bar.
    const box = await heading.boundingBox();
    const header = await page.locator("header").first().boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

    const children = region(page, /Children Under 13/);
    await expect(children).toContainText("not intended for children under 13");

    const contact = region(page, /Contact Us/);
    await expect(
      contact.getByRole("link", { name: site.email }),
    ).toHaveAttribute("href", mailtoLink("Privacy question"));
    await expect(
      contact.getByRole("link", { name: site.phone }),
    ).toHaveAttribute("href", telLink());
  });
});
