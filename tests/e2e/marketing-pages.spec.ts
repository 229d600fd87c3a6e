import { expect, test } from "./fixtures.ts";
import type { Page } from "./fixtures.ts";
import {
  aboutCta,
  aboutHero,
  aboutSpecialties,
  companyValues,
  dmvStory,
  mission,
  whyAiNow,
} from "#app/content/about.ts";
import {
  featureCards,
  featuresCta,
  featuresTestimonials,
  toolsComparison,
} from "#app/content/features.ts";
import {
  contentFlow,
  dailyTasks,
  freelancerComparison,
  howItWorksCta,
  howItWorksHero,
  setupSection,
  setupSteps,
} from "#app/content/how-it-works.ts";
import {
  privacyPolicySections,
  privacyPolicyUpdated,
} from "#app/content/privacy-policy.ts";
import { mailtoLink, site, telLink } from "#app/content/site.ts";

// Each page's h1 and head tags are checked for every page in pages.spec.ts; the spec's texts and
// counts are pinned in app/content/spec-constants.test.ts. These tests check what the pages draw.

const titles = (items: readonly { title: string }[]) =>
  items.map((item) => item.title);

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
    const hero = page.locator("main section").first();
    await expect(
      hero.locator(`a[href="${howItWorksHero.actions[0].to}"]`),
    ).toBeVisible();

    const flow = region(page, contentFlow.intro.title);
    await expect(flow.locator("ol > li h3")).toHaveText(
      titles(contentFlow.stages),
    );

    const steps = region(page, setupSection.intro.title);
    await expect(steps.locator("ol > li h3")).toHaveText(titles(setupSteps));

    const daily = region(page, dailyTasks.intro.title);
    await expect(daily.getByRole("heading", { level: 3 })).toHaveText(
      titles(dailyTasks.features),
    );

    const comparison = region(page, freelancerComparison.intro.title);
    await expect(comparison).toContainText(
      freelancerComparison.intro.description,
    );
    const table = comparison.getByRole("table");
    await expect(
      table.getByRole("columnheader", {
        name: freelancerComparison.columns.competitor,
      }),
    ).toBeVisible();
    const monthlyCost = freelancerComparison.rows.find(
      (row) => row.id === "monthly-cost",
    )!;
    const cost = table.getByRole("row", { name: monthlyCost.feature });
    await expect(cost.getByRole("cell").nth(0)).toHaveText(
      monthlyCost.competitor,
    );
    await expect(cost.getByRole("cell").nth(1)).toHaveText(monthlyCost.agent);

    const cta = page.locator("main section").last();
    await expect(
      cta.locator(`a[href="${howItWorksCta.actions[0].to}"]`),
    ).toBeVisible();

    const [howTo] = await jsonLdRecords(page, "/how-it-works").then((records) =>
      records.filter((record) => record["@type"] === "HowTo"),
    );
    expect(
      (howTo!.step as { name: string }[]).map((step) => step.name),
    ).toEqual(titles(setupSteps));
  });
});

test.describe("/features", () => {
  test("shows six feature cards, the tools comparison and three testimonials", async ({
    page,
  }) => {
    await page.goto("/features");

    await expect(
      region(page, featureCards.intro.title).getByRole("heading", {
        level: 3,
      }),
    ).toHaveText(titles(featureCards.features));

    const table = region(page, toolsComparison.intro.title).getByRole("table");
    await expect(
      table.getByRole("columnheader", {
        name: toolsComparison.columns.competitor,
      }),
    ).toBeVisible();
    // The header row and one row per comparison.
    await expect(table.getByRole("row")).toHaveCount(
      toolsComparison.rows.length + 1,
    );

    const stories = region(page, featuresTestimonials.intro.title);
    const figures = stories.getByRole("figure");
    await expect(figures).toHaveCount(featuresTestimonials.testimonials.length);
    for (const figure of await figures.all()) {
      await expect(figure.locator("blockquote")).not.toBeEmpty();
      await expect(figure.locator("figcaption")).toHaveText(
        /^[A-Z][a-z]+ [A-Z]\., .+ in .+$/,
      );
    }
    await expect(stories).toContainText(featuresTestimonials.note);

    const cta = page.locator("main section").last();
    await expect(
      cta.locator(`a[href="${featuresCta.actions[0].to}"]`),
    ).toBeVisible();
  });
});

test.describe("/about", () => {
  test("tells the story, the mission and leads to the audit and a strategy call", async ({
    page,
  }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    for (const action of [...aboutHero.actions, ...aboutCta.actions])
      await expect(
        main.getByRole("link", { name: action.label }),
      ).toHaveAttribute("href", action.to);

    for (const section of [dmvStory, whyAiNow, mission])
      await expect(
        region(page, section.intro.title).getByRole("heading", { level: 3 }),
      ).toHaveText(titles(section.features));

    const [about] = (await jsonLdRecords(page, "/about")).filter(
      (record) => record["@type"] === "AboutPage",
    );
    const organization = about!.mainEntity as Record<string, unknown>;
    expect(organization["@id"]).toBe(`${site.url}/#organization`);
    expect(organization.name).toBe(site.name);
    expect(organization.knowsAbout).toEqual(aboutSpecialties);
    expect(organization.areaServed).toHaveLength(site.serviceAreas.length);
    expect(
      (about!.hasPart as { about: { name: string }[] }).about.map(
        (value) => value.name,
      ),
    ).toEqual(titles(companyValues));
  });
});

test.describe("/privacy-policy", () => {
  const sectionTitles = titles(privacyPolicySections);
  const children = privacyPolicySections.find(
    (section) => section.id === "children-under-13",
  )!;
  const updated = privacyPolicyUpdated;
  /** The section's text, which says that the site is not for children (spec §2). */
  const childrenText = children.blocks
    .flatMap((block) => (block.kind === "paragraph" ? [block.text] : []))
    .join(" ");

  test("holds the whole policy in the server HTML", async ({ request }) => {
    const html = await (await request.get("/privacy-policy")).text();
    expect(html).toMatch(
      new RegExp(
        `Last updated(<!-- -->)? <time dateTime="${updated.dateTime}">${updated.text}</time>`,
      ),
    );
    for (const title of sectionTitles) expect(html).toContain(title);
    expect(html).toContain(childrenText);
  });

  test("has eleven sections reachable from the table of contents", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("main")).toContainText(
      `Last updated ${updated.text}`,
    );
    await expect(
      page.getByRole("main").getByRole("heading", { level: 2 }),
    ).toHaveText(sectionTitles.map((title, index) => `${index + 1}. ${title}`));

    const contents = page.getByRole("navigation", { name: "On this page" });
    await expect(contents.getByRole("link")).toHaveText(sectionTitles);
    // Once the page has hydrated: the router restores the scroll position when it starts.
    await page.waitForLoadState("networkidle");

    await contents.getByRole("link", { name: children.title }).click();
    await expect(page).toHaveURL(new RegExp(`#${children.id}$`));
    const heading = page.getByRole("heading", {
      name: `${privacyPolicySections.indexOf(children) + 1}. ${children.title}`,
    });
    await expect(heading).toBeInViewport();
    // The heading is not hidden under the fixed top bar.
    const box = await heading.boundingBox();
    const header = await page.locator("header").first().boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

    await expect(region(page, new RegExp(children.title))).toContainText(
      childrenText,
    );

    const contact = region(
      page,
      new RegExp(privacyPolicySections.at(-1)!.title),
    );
    await expect(
      contact.getByRole("link", { name: site.email }),
    ).toHaveAttribute("href", mailtoLink("Privacy question"));
    await expect(
      contact.getByRole("link", { name: site.phone }),
    ).toHaveAttribute("href", telLink());
  });
});
