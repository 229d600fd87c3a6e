import { expect, test, type Page } from "./fixtures.ts";
import {
  eCommerceCta,
  eCommerceFeatures,
  eCommerceHero,
  eCommercePackages,
  eCommercePlatforms,
  eCommerceServices,
  eCommerceStories,
} from "#app/content/e-commerce-copy.ts";
import {
  mobileAppsCaseStudies,
  mobileAppsCta,
  mobileAppsHero,
  mobileAppsProcess,
  mobileAppsServices,
  mobileAppsStack,
  mobileAppsTiers,
} from "#app/content/mobile-apps-copy.ts";
import {
  industryEvents,
  industryResources,
} from "#app/content/industry-trends.ts";
import {
  industryPredictions,
  industryTrends,
} from "#app/content/industry-trends-copy.ts";
import { contactServicePath as contact } from "#app/lib/paths.ts";
import { impactBadgeVariant } from "#app/lib/trend-impact.ts";
import { NewsletterSchema } from "#app/features/newsletter/schema.ts";
import { ResourceRequestSchema } from "#app/features/resource-request/schema.ts";
import { openWithParts } from "./hydration.ts";
import { emptyFieldMessages, fieldMessages } from "./schema-messages.ts";

// Each page's h1 and head tags are checked for every page in pages.spec.ts; the spec's prices and
// counts are pinned in app/content/spec-constants.test.ts. These tests check what the pages draw.

async function expectLink(page: Page, href: string) {
  await expect(
    page.locator(`main a[href="${href}"]`).first(),
    href,
  ).toBeVisible();
}

test.describe("/e-commerce", () => {
  test("shows the hero, services, platforms, stories, features and packages with their links", async ({
    page,
  }) => {
    await page.goto("/e-commerce");
    const hero = page.locator("main section").first();
    for (const action of eCommerceHero.actions)
      await expect(hero.locator(`a[href="${action.to}"]`)).toBeVisible();

    const main = page.getByRole("main");
    for (const service of eCommerceServices.services) {
      await expect(
        main.getByRole("link", { name: `Learn More about ${service.title}` }),
      ).toHaveAttribute("href", contact(service.title));
      await expect(
        main.getByText(service.priceText, { exact: true }),
      ).toBeVisible();
    }

    const table = main.getByRole("table");
    await expect(table.locator("caption")).toContainText("compared");
    await expect(table.getByRole("columnheader")).toHaveText(
      eCommercePlatforms.platforms.map((platform) => platform.name),
    );
    for (const row of ["Best for", "Platform pricing", "Pros", "Cons"]) {
      await expect(table.getByRole("rowheader", { name: row })).toBeVisible();
    }

    await expect(
      main.getByRole("heading", { name: eCommerceStories.intro.title }),
    ).toBeVisible();
    for (const story of eCommerceStories.studies)
      await expect(main.getByText(story.revenue).first()).toBeVisible();
    for (const group of eCommerceFeatures.groups)
      await expect(
        main.getByRole("heading", { name: group.title }),
      ).toBeVisible();

    for (const pkg of eCommercePackages.packages) {
      const card = main.getByRole("listitem").filter({
        has: page.getByRole("heading", { name: pkg.name }),
      });
      await expect(
        card.getByText(pkg.priceText, { exact: true }),
      ).toBeVisible();
      // The popular badge (its text is pinned in spec-constants.test.ts) on the popular package only.
      const badge = card.locator('[data-slot="badge"]');
      if (pkg.popular) await expect(badge).toBeVisible();
      else await expect(badge).toHaveCount(0);
      await expect(
        main.getByRole("link", { name: `Get Started with the ${pkg.name}` }),
      ).toHaveAttribute("href", contact(pkg.name));
    }

    for (const action of eCommerceCta.actions)
      await expectLink(page, action.to);
  });
});

test.describe("/mobile-apps", () => {
  test("shows services, stack, process, case studies and tiers with their links", async ({
    page,
  }) => {
    await page.goto("/mobile-apps");
    const main = page.getByRole("main");
    for (const service of mobileAppsServices.services) {
      await expect(
        main.getByRole("link", { name: `Learn More about ${service.title}` }),
      ).toHaveAttribute("href", contact(service.title));
      await expect(
        main.getByText(service.priceText, { exact: true }),
      ).toBeVisible();
    }

    await expect(
      main.getByRole("heading", { name: mobileAppsStack.intro.title }),
    ).toBeVisible();
    for (const item of mobileAppsStack.groups.flatMap((group) => group.items))
      await expect(main.getByText(item, { exact: true }).first()).toBeVisible();

    const process = main.locator("section").filter({
      has: page.getByRole("heading", { name: mobileAppsProcess.intro.title }),
    });
    await expect(process.locator("ol > li")).toHaveCount(
      mobileAppsProcess.steps.length,
    );

    for (const study of mobileAppsCaseStudies.studies) {
      await expect(
        main.getByText(study.category, { exact: true }),
      ).toBeVisible();
    }

    for (const tier of mobileAppsTiers.packages) {
      await expect(
        main.getByText(tier.priceText, { exact: true }),
      ).toBeVisible();
      await expect(
        main.getByRole("link", { name: `Get Started with the ${tier.name}` }),
      ).toHaveAttribute("href", contact(tier.name));
    }
    for (const action of [...mobileAppsHero.actions, ...mobileAppsCta.actions])
      await expectLink(page, action.to);
  });
});

test.describe("/industry-trends", () => {
  test("shows six trends with impact badges by the spec's rule", async ({
    page,
  }) => {
    await page.goto("/industry-trends");
    const main = page.getByRole("main");
    for (const trend of industryTrends.trends) {
      await expect(
        main.getByRole("heading", { level: 3, name: trend.title }),
      ).toBeVisible();
    }
    // The spec's rule (destructive for Critical, default for High, secondary otherwise) is
    // pinned by impactBadgeVariant's own test and the commerce-pages unit test.
    for (const impact of new Set(industryTrends.trends.map((t) => t.impact))) {
      const badges = main.getByText(`${impact} impact`, { exact: true });
      await expect(badges.first()).toBeVisible();
      for (const badge of await badges.all())
        await expect(badge).toHaveAttribute(
          "data-variant",
          impactBadgeVariant(impact),
        );
    }
    await expect(
      main.getByRole("heading", { name: industryPredictions.intro.title }),
    ).toBeVisible();
  });

  test("requests a report by email and subscribes to the newsletter, stored by the server", async ({
    page,
  }) => {
    // The forms' code loaded first: this test is of what they do with script, not of the page
    // posting a form whose code has not arrived (the no-script specs cover that).
    await openWithParts(page, "/industry-trends");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("button", { name: "Download Free" }),
    ).toHaveCount(industryResources.resources.length);
    await expectLink(page, "/contact");

    const report = industryResources.resources[0]!;
    await main.getByRole("button", { name: "Download Free" }).first().click();
    const dialog = page.getByRole("dialog", { name: `Get “${report.title}”` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Email it to me" }).click();
    for (const message of Object.values(
      emptyFieldMessages(ResourceRequestSchema, ["name", "email"]),
    ))
      await expect(dialog.getByText(message)).toBeVisible();
    await dialog.getByLabel("Your name").fill("Renee Alvarez");
    await dialog
      .getByLabel("Email address")
      .fill("renee@alvarezlandscaping.example");
    const requested = page.waitForResponse("**/api/resource-requests");
    await dialog.getByRole("button", { name: "Email it to me" }).click();
    expect((await requested).status()).toBe(201);
    await expect(dialog.getByRole("status")).toHaveText(
      `Thank you! We'll email “${report.title}” to renee@alvarezlandscaping.example.`,
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const newsletter = main.locator("#newsletter");
    await newsletter.getByLabel("Email address").fill("not-an-email");
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      newsletter.getByText(
        fieldMessages(NewsletterSchema, { email: "not-an-email" }, ["email"])
          .email!,
      ),
    ).toBeVisible();
    await newsletter
      .getByLabel("Email address")
      .fill("owner@potomacpets.example");
    const subscribed = page.waitForResponse("**/api/newsletter");
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    expect((await subscribed).status()).toBe(200);
    await expect(newsletter.getByRole("status")).toContainText(
      "You're subscribed.",
    );
  });

  test("labels the past events as past, in the server HTML too, without registration", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/industry-trends")).text();
    expect(html.match(/Past event/g)).toHaveLength(
      industryEvents.events.length,
    );
    const register = industryEvents.events[0]!.registration.label;
    expect(html).not.toContain(register);

    await page.goto("/industry-trends");
    const main = page.getByRole("main");
    for (const event of industryEvents.events) {
      const card = main.getByRole("article").filter({
        has: page.getByRole("heading", { name: event.name }),
      });
      await expect(card.getByText("Past event")).toBeVisible();
      await expect(card.getByRole("link")).toHaveCount(0);
    }
    const first = industryEvents.events[0]!;
    await expect(
      main.getByText(
        new Date(first.startsAt).toLocaleDateString("en-US", {
          weekday: "long",
          month: "long",
          day: "numeric",
          year: "numeric",
          timeZone: "America/New_York",
        }),
      ),
    ).toBeVisible();
    await expect(main.getByText(register)).toHaveCount(0);
  });
});

test("the pages fit a 360 px screen without sideways scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ["/e-commerce", "/mobile-apps", "/industry-trends"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
