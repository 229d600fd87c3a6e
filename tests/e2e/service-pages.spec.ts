import { expect, test } from "./fixtures.ts";
import type { Page } from "./fixtures.ts";

/** Service pages of spec §2: hero, feature cards, benefits list and a closing call to action. */
const pages = [
  {
    path: "/ai-marketing-agents",
    h1: "An AI Marketing Agent Trained Like Your Best Employee",
    texts: [
      "What your agent runs",
      "Content, SEO, Social Media and Analytics, Handled",
      "Why DMV Businesses Put an Agent on Their Team",
      "$1,500+ a month for a freelancer: over $15,000 saved per year",
      "Pick the Agent That Fits Your Goals",
      "30-day money-back guarantee",
      "Meet Your AI Marketing Agent",
    ],
    links: [
      "/free-audit",
      "/pricing",
      "/pricing#plan-starter",
      "/pricing#plan-growth",
      "/pricing#plan-enterprise",
      "/contact?service=AI%20Marketing%20Agents",
    ],
    sellsPlans: true,
  },
  {
    path: "/seo-automation",
    h1: "Local SEO That Keeps Working While You Do",
    texts: [
      "10 to 100+ keywords tracked, by plan",
      "The SEO Work Small Businesses Never Have Time For",
      "Five Steps From Invisible to Found",
      "Steady SEO Beats Occasional SEO",
      "3-6 months",
      "An AI Agent vs. Doing SEO With Separate Tools",
      "Find Out Where You Rank Today",
    ],
    links: ["/free-audit", "/pricing", "/contact?service=SEO%20Automation"],
    sellsPlans: true,
  },
  {
    path: "/social-media-management",
    h1: "Social Media That Shows Up Every Week, Even When You Can't",
    texts: [
      "Five Platforms, One Consistent Voice",
      "Everything It Takes to Stay Visible",
      "3 social posts per week on Starter, daily social posts on Pro and unlimited social posts on Dominate",
      "Stay Top of Mind Without Living on Your Phone",
      "Ready for Social Media That Runs Itself?",
    ],
    links: [
      "/free-audit",
      "/pricing",
      "/contact?service=Social%20Media%20Management",
    ],
    sellsPlans: true,
  },
  {
    path: "/website-builder",
    h1: "Build a Professional Website Yourself, No Code Needed",
    texts: [
      "Everything You Need to Launch, Nothing You Have to Code",
      "Templates for Every Kind of Local Business",
      "From Idea to Live Website in Three Steps",
      "Your Website, on Your Terms",
      "Ready to Build Your Website?",
    ],
    links: [
      "/contact?service=Website%20Builder",
      "/free-audit",
      "/web-development",
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
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      service.h1,
    );
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
    expect(record!.areaServed).toEqual([
      { "@type": "City", name: "Washington, DC" },
      { "@type": "State", name: "Maryland" },
      { "@type": "State", name: "Virginia" },
    ]);
    const offers = [record!.offers].flat() as Record<string, unknown>[];
    if (service.sellsPlans) {
      expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual(
        [
          [297, "USD"],
          [497, "USD"],
          [997, "USD"],
        ],
      );
    } else {
      // The website builder has no published price: none is invented.
      expect(offers).toHaveLength(1);
      expect(offers[0]).not.toHaveProperty("price");
      expect(offers[0]!.url).toMatch(/\/contact\?service=Website%20Builder$/);
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

test("/seo-automation lists the five steps of its process in order", async ({
  page,
}) => {
  await page.goto("/seo-automation");
  const steps = main(page)
    .locator("section", {
      has: page.getByRole("heading", {
        name: "Five Steps From Invisible to Found",
      }),
    })
    .locator("ol > li h3");
  await expect(steps).toHaveText([
    "Audit",
    "Keyword strategy",
    "Content and optimization",
    "Local listing updates",
    "Track and refine",
  ]);
});

test("/social-media-management names the five platforms", async ({ page }) => {
  await page.goto("/social-media-management");
  const platforms = main(page)
    .locator("section", {
      has: page.getByRole("heading", {
        name: "Five Platforms, One Consistent Voice",
      }),
    })
    .getByRole("heading", { level: 3 });
  await expect(platforms).toHaveText([
    "Facebook",
    "Instagram",
    "LinkedIn",
    "X",
    "TikTok",
  ]);
  for (const kind of [
    "general social network",
    "photo-sharing network",
    "professional network",
    "microblogging network",
    "short-video network",
  ])
    await expect(main(page).getByText(kind)).toBeVisible();
});

test("/website-builder shows its four features, business types and a 3-step flow", async ({
  page,
}) => {
  await page.goto("/website-builder");
  for (const feature of [
    "Drag and drop",
    "Mobile-responsive templates",
    "E-commerce ready",
    "Automatic SEO",
  ])
    await expect(
      main(page).getByRole("heading", { level: 3, name: feature }),
    ).toBeVisible();
  for (const type of [
    "Restaurants and food service",
    "Retail stores",
    "Home services",
  ])
    await expect(
      main(page).getByRole("heading", { level: 3, name: type }),
    ).toBeVisible();
  const steps = main(page)
    .locator("section", {
      has: page.getByRole("heading", {
        name: "From Idea to Live Website in Three Steps",
      }),
    })
    .locator("ol > li h3");
  await expect(steps).toHaveText([
    "Choose a template",
    "Make it yours",
    "Publish and grow",
  ]);
  await expect(main(page)).not.toContainText(/\$\d/);
  // Get Started leads to the contact form with the service named.
  await main(page)
    .getByRole("link", { name: "Get Started With the Builder" })
    .first()
    .click();
  await expect(page).toHaveURL("/contact?service=Website%20Builder");
});
