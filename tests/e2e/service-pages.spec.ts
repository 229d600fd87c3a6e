import { expect, test } from "./fixtures.ts";
import type { Page } from "./fixtures.ts";
import * as agents from "#app/content/ai-marketing-agents.ts";
import { plans, planDetailsPath } from "#app/content/plans.ts";
import { allowancesByPlan } from "#app/content/plan-allowances.ts";
import * as seo from "#app/content/seo-automation.ts";
import * as social from "#app/content/social-media-management.ts";
import * as builder from "#app/content/website-builder.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import { serviceAreasJsonLd } from "#app/lib/seo.ts";

// Each page's h1 and head tags are checked for every page in pages.spec.ts; the spec's texts and
// counts are pinned in app/content/spec-constants.test.ts. These tests check what the pages draw.

const actionPaths = (actions: readonly { to: string }[]) =>
  actions.map((action) => action.to);
const titles = (items: readonly { title: string }[]) =>
  items.map((item) => item.title);

/** Service pages of spec §2: hero, feature cards, benefits list and a closing call to action. */
const pages = [
  {
    path: "/ai-marketing-agents",
    texts: [
      agents.aiAgentsHero.panel.title,
      agents.aiAgentsFeatures.intro.title,
      agents.aiAgentsBenefits.intro.title,
      agents.aiAgentsBenefits.benefits.find((benefit) => benefit.id === "cost")!
        .description,
      agents.aiAgentsPlans.intro.title,
      agents.aiAgentsPlans.note,
      agents.aiAgentsCta.title,
    ],
    links: [
      ...actionPaths(agents.aiAgentsHero.actions),
      agents.aiAgentsPlans.action.to,
      ...plans.map((plan) => planDetailsPath(plan.id)),
      ...actionPaths(agents.aiAgentsCta.actions),
    ],
    sellsPlans: true,
  },
  {
    path: "/seo-automation",
    texts: [
      ...seo.seoHero.points,
      seo.seoFeatures.intro.title,
      seo.seoProcess.intro.title,
      seo.seoBenefits.intro.title,
      seo.seoBenefits.note,
      seo.seoComparison.intro.title,
      seo.seoCta.title,
    ],
    links: [
      ...actionPaths(seo.seoHero.actions),
      ...actionPaths(seo.seoCta.actions),
    ],
    sellsPlans: true,
  },
  {
    path: "/social-media-management",
    texts: [
      social.socialPlatforms.intro.title,
      social.socialFeatures.intro.title,
      allowancesByPlan(/social posts/),
      social.socialBenefits.intro.title,
      social.socialCta.title,
    ],
    links: [
      ...actionPaths(social.socialHero.actions),
      ...actionPaths(social.socialCta.actions),
    ],
    sellsPlans: true,
  },
  {
    path: "/website-builder",
    texts: [
      builder.builderFeatures.intro.title,
      builder.builderBusinessTypes.intro.title,
      builder.builderSteps.intro.title,
      builder.builderBenefits.intro.title,
      builder.builderCta.title,
    ],
    links: [
      ...actionPaths(builder.builderHero.actions),
      ...actionPaths(builder.builderCta.actions),
    ],
    sellsPlans: false,
  },
] as const;

const main = (page: Page) => page.getByRole("main");

for (const service of pages) {
  test(`${service.path} shows its hero, sections and links`, async ({
    page,
  }) => {
    await page.goto(service.path);
    for (const text of service.texts)
      await expect(main(page).getByText(text).first()).toBeVisible();
    for (const href of service.links)
      await expect(
        main(page).locator(`a[href="${href}"]`).first(),
      ).toBeVisible();
    // Feature cards, the benefits checklist and the closing call to action.
    await expect(
      main(page).getByRole("heading", { level: 2 }).first(),
    ).toBeVisible();
    expect(
      await main(page).getByRole("heading", { level: 3 }).count(),
    ).toBeGreaterThanOrEqual(10);
  });

  test(`${service.path} publishes a Service record with its offers`, async ({
    request,
  }) => {
    const html = await (await request.get(service.path)).text();
    const records = [
      ...html.matchAll(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      ),
    ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const record = records.find(
      (candidate) => candidate["@type"] === "Service",
    );
    expect(record).toBeDefined();
    expect(record!.provider).toEqual({
      "@id": expect.stringMatching(/\/#organization$/),
    });
    expect(record!.areaServed).toEqual(serviceAreasJsonLd);
    const offers = [record!.offers].flat() as Record<string, unknown>[];
    if (service.sellsPlans) {
      expect(
        offers.map((offer) => [offer.sku, offer.price, offer.priceCurrency]),
      ).toEqual(plans.map((plan) => [plan.id, plan.monthlyPrice, "USD"]));
    } else {
      // The website builder has no published price: none is invented.
      expect(offers).toHaveLength(1);
      expect(offers[0]).not.toHaveProperty("price");
      expect(
        String(offers[0]!.url).endsWith(builder.builderGetStartedPath),
      ).toBe(true);
    }
    expect(records.map((candidate) => candidate["@type"])).toContain(
      "BreadcrumbList",
    );
  });

  test(`${service.path} fits a 360 px screen without sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(service.path);
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("/seo-automation lists the steps of its process in order", async ({
  page,
}) => {
  await page.goto("/seo-automation");
  const steps = main(page)
    .locator("section", {
      has: page.getByRole("heading", { name: seo.seoProcess.intro.title }),
    })
    .locator("ol > li h3");
  await expect(steps).toHaveText(titles(seo.seoProcess.steps));
});

test("/social-media-management names and describes the platforms", async ({
  page,
}) => {
  await page.goto("/social-media-management");
  const section = main(page).locator("section", {
    has: page.getByRole("heading", {
      name: social.socialPlatforms.intro.title,
    }),
  });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(
    titles(social.socialPlatforms.features),
  );
  for (const platform of social.socialPlatforms.features)
    await expect(section.getByText(platform.description)).toBeVisible();
});

test("/website-builder shows its features, business types and steps, and never a price", async ({
  page,
}) => {
  await page.goto("/website-builder");
  for (const { title } of [
    ...builder.builderFeatures.features,
    ...builder.builderBusinessTypes.features,
  ])
    await expect(
      main(page).getByRole("heading", { level: 3, name: title }),
    ).toBeVisible();
  const steps = main(page)
    .locator("section", {
      has: page.getByRole("heading", {
        name: builder.builderSteps.intro.title,
      }),
    })
    .locator("ol > li h3");
  await expect(steps).toHaveText(titles(builder.builderSteps.steps));
  await expect(main(page)).not.toContainText(/\$\d/);
  // Get Started leads to the contact form with the service named.
  await main(page)
    .getByRole("link", { name: builder.builderHero.actions[0].label })
    .first()
    .click();
  await expect(page).toHaveURL(contactServicePath(builder.builderServiceName));
});
