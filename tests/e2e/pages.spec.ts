import { expect, failedResponse, test } from "./fixtures.ts";
import type { APIRequestContext, Page } from "./fixtures.ts";
import { pagePaths, unknownPath } from "./routes.ts";
import { aboutHero, aboutSeo } from "#app/content/about.ts";
import { aiAgentsHero, aiAgentsSeo } from "#app/content/ai-marketing-agents.ts";
import { blogPage } from "#app/content/blog.ts";
import { seedPosts } from "#app/content/blog-seed.ts";
import { contactHero, contactSeo } from "#app/content/contact.ts";
import { businessListings } from "#app/content/dmv-directory-listings.ts";
import {
  directoryCopy,
  dmvDirectoryHero,
  dmvDirectorySeo,
} from "#app/content/dmv-directory.ts";
import { eCommerceSeo } from "#app/content/e-commerce.ts";
import { eCommerceHero } from "#app/content/e-commerce-copy.ts";
import {
  ecommerceExamplesHero,
  ecommerceExamplesSeo,
  storeGallery,
} from "#app/content/ecommerce-examples.ts";
import { storeCategories, storeExamples } from "#app/content/store-examples.ts";
import { featuresHero, featuresSeo } from "#app/content/features.ts";
import { freeAuditHero, freeAuditSeo } from "#app/content/free-audit.ts";
import { dashboardPreview, homeHero, homeSeo } from "#app/content/home.ts";
import { howItWorksHero, howItWorksSeo } from "#app/content/how-it-works.ts";
import { industryTrendsSeo } from "#app/content/industry-trends.ts";
import { industryTrendsHero } from "#app/content/industry-trends-copy.ts";
import {
  faqCategories,
  faqs,
  learningCenterFaq,
  learningCenterHero,
  learningCenterSeo,
} from "#app/content/learning-center.ts";
import { mobileAppsSeo } from "#app/content/mobile-apps.ts";
import { mobileAppsHero } from "#app/content/mobile-apps-copy.ts";
import { plans, signupPath } from "#app/content/plans.ts";
import {
  portfolioCategories,
  portfolioGallery,
  portfolioHero,
  portfolioProjects,
  portfolioSeo,
} from "#app/content/portfolio.ts";
import { pricingHero, pricingSeo } from "#app/content/pricing.ts";
import {
  privacyPolicyHero,
  privacyPolicySeo,
} from "#app/content/privacy-policy.ts";
import { resourceCategories } from "#app/content/resources-catalogue.ts";
import {
  resourceLibrary,
  resourcesHero,
  resourcesSeo,
} from "#app/content/resources.ts";
import { seoHero, seoSeo } from "#app/content/seo-automation.ts";
import { site } from "#app/content/site.ts";
import { socialHero, socialSeo } from "#app/content/social-media-management.ts";
import { supportFaqs, supportHero, supportSeo } from "#app/content/support.ts";
import { uxUiDesignHero, uxUiDesignSeo } from "#app/content/ux-ui-design.ts";
import {
  defaultToolCategory,
  toolCategories,
  webTools,
  webToolsBrowser,
  webToolsHero,
  webToolsSeo,
} from "#app/content/web-tools.ts";
import {
  webDevelopmentHero,
  webDevelopmentSeo,
} from "#app/content/web-development.ts";
import { builderHero, builderSeo } from "#app/content/website-builder.ts";
import { bookHero, bookSeo } from "#app/content/book.ts";
import { formatPrice } from "#app/lib/format.ts";
import { fullTitle } from "#app/lib/seo.ts";

type PagePath = (typeof pagePaths)[number];

interface PageCopy {
  seo: { title: string; description: string; keywords: readonly string[] };
  hero: { title: string };
}

/** Each public page's head tags and hero, from its content module. */
const pageCopy: Record<PagePath, PageCopy> = {
  "/": { seo: homeSeo, hero: homeHero },
  "/how-it-works": { seo: howItWorksSeo, hero: howItWorksHero },
  "/features": { seo: featuresSeo, hero: featuresHero },
  "/pricing": { seo: pricingSeo, hero: pricingHero },
  "/contact": { seo: contactSeo, hero: contactHero },
  "/about": { seo: aboutSeo, hero: aboutHero },
  "/free-audit": { seo: freeAuditSeo, hero: freeAuditHero },
  "/support": { seo: supportSeo, hero: supportHero },
  "/resources": { seo: resourcesSeo, hero: resourcesHero },
  "/privacy-policy": { seo: privacyPolicySeo, hero: privacyPolicyHero },
  "/ai-marketing-agents": { seo: aiAgentsSeo, hero: aiAgentsHero },
  "/seo-automation": { seo: seoSeo, hero: seoHero },
  "/social-media-management": { seo: socialSeo, hero: socialHero },
  "/website-builder": { seo: builderSeo, hero: builderHero },
  "/web-development": { seo: webDevelopmentSeo, hero: webDevelopmentHero },
  "/ux-ui-design": { seo: uxUiDesignSeo, hero: uxUiDesignHero },
  "/e-commerce": { seo: eCommerceSeo, hero: eCommerceHero },
  "/mobile-apps": { seo: mobileAppsSeo, hero: mobileAppsHero },
  "/learning-center": { seo: learningCenterSeo, hero: learningCenterHero },
  "/web-tools": { seo: webToolsSeo, hero: webToolsHero },
  "/dmv-directory": { seo: dmvDirectorySeo, hero: dmvDirectoryHero },
  "/industry-trends": { seo: industryTrendsSeo, hero: industryTrendsHero },
  "/portfolio": { seo: portfolioSeo, hero: portfolioHero },
  "/ecommerce-examples": {
    seo: ecommerceExamplesSeo,
    hero: ecommerceExamplesHero,
  },
  "/blog": { seo: blogPage.seo, hero: blogPage },
  "/book": { seo: bookSeo, hero: bookHero },
};

/** A search result shows about 160 characters of a description and about 70 of a title. */
const description = { min: 50, max: 160 };
const titleMax = 70;

/**
 * Pages whose description is longer than a search result shows. The test fails as soon as one of
 * them fits, so that this list only ever shrinks.
 */
const overlongDescriptions = new Set<PagePath>([
  "/",
  "/pricing",
  "/contact",
  "/free-audit",
  "/support",
  "/learning-center",
  "/web-tools",
]);

/** The public pages and what they link to: account pages, the blog's posts and its feed. */
const routePaths = new Set<string>([
  ...pagePaths,
  "/signup",
  "/signin",
  "/dashboard",
  "/blog/rss.xml",
  ...seedPosts.map((post) => `/blog/${post.slug}`),
]);

/** "Showing 3 tools", "Showing 1 business" */
const showing = (
  count: number,
  itemName: { singular: string; plural: string },
) => `Showing ${count} ${count === 1 ? itemName.singular : itemName.plural}`;

/**
 * The category buttons that carry a count: "All (9)", then each category with its items counted
 * from the content; a category without items shows no count (product.md D4).
 */
function chips(
  all: string | undefined,
  items: readonly { category: string }[],
  categories: readonly { id: string; label: string }[],
) {
  return [
    ...(all === undefined ? [] : [`${all} (${items.length})`]),
    ...categories.flatMap((category) => {
      const count = items.filter(
        (item) => item.category === category.id,
      ).length;
      return count ? [`${category.label} (${count})`] : [];
    }),
  ];
}

interface PageCounts {
  /** The "Showing N …" lines. */
  showing: string[];
  /** The texts of the buttons and tabs that end in "(N)". */
  chips: string[];
}

/** What every count a page shows must say, computed from the content; other pages show none. */
const pageCounts: Partial<Record<PagePath, PageCounts>> = {
  "/learning-center": {
    showing: [showing(faqs.length, learningCenterFaq.itemName)],
    chips: chips(
      learningCenterFaq.allLabel,
      faqs,
      faqCategories.map(({ id, name }) => ({ id, label: name })),
    ),
  },
  "/web-tools": {
    showing: [
      showing(
        webTools.filter((tool) => tool.category === defaultToolCategory).length,
        webToolsBrowser.itemName,
      ),
    ],
    chips: chips(
      undefined,
      webTools,
      toolCategories.map(({ id, name }) => ({ id, label: name })),
    ),
  },
  "/resources": {
    showing: [
      showing(
        resourceCategories.reduce(
          (sum, category) => sum + category.resources.length,
          0,
        ),
        resourceLibrary.itemName,
      ),
    ],
    chips: chips(
      resourceLibrary.allTab,
      resourceCategories.flatMap((category) =>
        category.resources.map(() => ({ category: category.id })),
      ),
      resourceCategories.map(({ id, title }) => ({ id, label: title })),
    ),
  },
  "/dmv-directory": {
    showing: [showing(businessListings.length, directoryCopy.itemName)],
    chips: [],
  },
  "/portfolio": {
    showing: [showing(portfolioProjects.length, portfolioGallery.itemName)],
    chips: chips("All", portfolioProjects, portfolioCategories),
  },
  "/ecommerce-examples": {
    showing: [showing(storeExamples.length, storeGallery.itemName)],
    chips: chips("All", storeExamples, storeCategories),
  },
  "/support": {
    showing: [
      `Showing ${supportFaqs.items.length} of ${supportFaqs.items.length} questions`,
    ],
    chips: [],
  },
};

/** The server HTML, as a crawler or a link-preview bot gets it: no JavaScript runs. */
async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { response, html: await response.text() };
}

/** The server HTML of each page an anchor link points into, fetched once per worker. */
const targetHtml = new Map<string, Promise<string>>();
function htmlOf(request: APIRequestContext, path: string) {
  if (!targetHtml.has(path))
    targetHtml.set(
      path,
      request.get(path).then((response) => response.text()),
    );
  return targetHtml.get(path)!;
}

/** The page's JSON-LD records; each must parse. */
async function jsonLd(page: Page) {
  const scripts = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("every public page, as the server sends it", () => {
  // The DOM a crawler or a visitor without JavaScript gets.
  test.use({ javaScriptEnabled: false });

  for (const path of pagePaths) {
    const { seo, hero } = pageCopy[path];

    test(`${path}: one h1, head tags, JSON-LD, links to routes of the site and counts from the content`, async ({
      page,
      request,
    }) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(200);
      expect(response!.headers()["content-type"]).toContain("text/html");

      // One h1, the page's hero title.
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText(hero.title);

      // The title and the description, of a length search results show.
      expect(await page.title()).toBe(fullTitle(seo.title));
      expect(seo.title.length, "title").toBeLessThanOrEqual(titleMax);
      const meta = (selector: string) =>
        page.locator(selector).getAttribute("content");
      expect(await meta('meta[name="description"]')).toBe(seo.description);
      expect(seo.description.length).toBeGreaterThanOrEqual(description.min);
      if (overlongDescriptions.has(path))
        expect(
          seo.description.length,
          `${path} fits now: take it off overlongDescriptions`,
        ).toBeGreaterThan(description.max);
      else expect(seo.description.length).toBeLessThanOrEqual(description.max);
      expect(await meta('meta[name="keywords"]')).toBe(seo.keywords.join(", "));

      // The canonical address and the share tags.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${site.url}${path}`,
      );
      expect(await meta('meta[property="og:url"]')).toBe(`${site.url}${path}`);
      for (const property of ["og:title", "og:description", "og:image"])
        expect(
          await meta(`meta[property="${property}"]`),
          property,
        ).toBeTruthy();
      expect(await meta('meta[property="og:type"]')).toBe("website");
      for (const name of ["twitter:card", "twitter:title", "twitter:image"])
        expect(await meta(`meta[name="${name}"]`), name).toBeTruthy();

      // Structured data that parses: the business, and the page's own records.
      const records = await jsonLd(page);
      expect(records.flatMap((record) => record["@type"])).toContain(
        "ProfessionalService",
      );
      expect(records.length).toBeGreaterThanOrEqual(2);
      // Only what the page shows: no rating or review that no page shows (issue 28.8).
      expect(JSON.stringify(records)).not.toMatch(
        /"(aggregateRating|reviews?|AggregateRating|Review)"/,
      );

      // Every internal link leads to a route of the site, and an anchor to an element there.
      const hrefs = new Set(
        await page
          .locator('a[href^="/"]')
          .evaluateAll((links) =>
            links.map((link) => link.getAttribute("href")!),
          ),
      );
      expect(hrefs.size).toBeGreaterThan(0);
      for (const href of hrefs) {
        expect(href, "a protocol-relative address").not.toMatch(/^\/\//);
        const url = new URL(href, site.url);
        // Prerendered pages write an in-page anchor as "/page/#id"; "/page/" is the same page.
        const target = url.pathname.replace(/(.)\/$/, "$1");
        expect(routePaths.has(target), `${href} has no route`).toBe(true);
        if (url.hash) {
          const html =
            target === path
              ? await page.content()
              : await htmlOf(request, target);
          expect(html, `${href}: no element with that id`).toContain(
            ` id="${decodeURIComponent(url.hash.slice(1))}"`,
          );
        }
      }

      // Every count the page shows is the count of the content it lists.
      const expected = pageCounts[path] ?? { showing: [], chips: [] };
      const main = page.getByRole("main");
      expect(
        (await main.getByText(/^Showing \d+/).allTextContents()).map((text) =>
          text.trim(),
        ),
      ).toEqual(expected.showing);
      expect(
        (await main.locator("button, a").allTextContents())
          .map((text) => text.trim())
          .filter((text) => /\(\d+\)$/.test(text)),
      ).toEqual(expected.chips);
    });
  }
});

test("an unknown path answers 404 with the not-found page", async ({
  request,
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(failedResponse(404));
  const { response, html } = await serverHtml(request, unknownPath);
  expect(response.status()).toBe(404);
  expect(html).toContain("404 Page Not Found");
  expect(html).not.toContain("Did you forget to add the page to the router?");
  expect(html).toContain('<meta name="robots" content="noindex, follow"');

  await page.goto(unknownPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "404 Page Not Found",
  );
  const main = page.getByRole("main");
  for (const name of [/home page/i, /blog/i, /contact/i]) {
    await expect(main.getByRole("link", { name })).toBeVisible();
  }
});

test("the home page hero links to its actions", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("main section").first();
  for (const action of homeHero.actions)
    await expect(hero.locator(`a[href="${action.to}"]`).first()).toBeVisible();
});

test("the home page shows the dashboard preview stats", async ({ page }) => {
  await page.goto("/");
  for (const stat of dashboardPreview.stats) {
    await expect(
      page.getByRole("main").getByText(stat.value, { exact: true }).first(),
    ).toBeVisible();
  }
});

test("the pricing page links each plan to signup, shows its price and marks the popular plan", async ({
  page,
}) => {
  await page.goto("/pricing");
  const main = page.getByRole("main");
  for (const plan of plans) {
    const card = main.locator(`#plan-${plan.id}`);
    await expect(
      card.locator(`a[href="${signupPath(plan.id)}"]`),
    ).toBeVisible();
    await expect(
      card.getByText(formatPrice(plan.monthlyPrice)).first(),
    ).toBeVisible();
    // The popular badge (its text is pinned in spec-constants.test.ts) on the popular plan only.
    const badge = card.locator('[data-slot="badge"]');
    if (plan.popular) await expect(badge).toBeVisible();
    else await expect(badge).toHaveCount(0);
  }

  const [service] = (await jsonLd(page)).filter(
    (record) => record["@type"] === "Service",
  );
  const offers = service!.offers as Record<string, unknown>[];
  expect(offers.map((offer) => [offer.sku, offer.price])).toEqual(
    plans.map((plan) => [plan.id, plan.monthlyPrice]),
  );
});

test("robots.txt and sitemap.xml list the site", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Sitemap: https:\/\/\S+\/sitemap\.xml/);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const body = await sitemap.text();
  for (const path of pagePaths)
    expect(body).toMatch(
      new RegExp(`<loc>https://[^<]+${path === "/" ? "/" : path}</loc>`),
    );
});

test("the favicon, touch icon and share image are served", async ({
  request,
}) => {
  for (const path of [
    "/favicon.ico",
    "/favicon.svg",
    "/apple-touch-icon.png",
    "/og-image.png",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

test("security and caching headers are set", async ({ request }) => {
  const page = await request.get("/");
  const headers = page.headers();
  expect(headers["content-security-policy"]).toMatch(
    /script-src 'self'( 'sha256-[^']+')+/,
  );
  expect(headers["content-security-policy"]).not.toMatch(
    /script-src[^;]*unsafe-inline/,
  );
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cache-control"]).toBe("public, max-age=60");
  expect(headers["x-powered-by"]).toBeUndefined();
  // Left out of the marketing pages for speed; the account pages keep it (decision 0018).
  expect(headers["cross-origin-opener-policy"]).toBeUndefined();

  const notFound = await request.get(unknownPath);
  expect(notFound.headers()["content-security-policy"]).toMatch(
    /script-src 'self' 'nonce-[^']+'/,
  );

  const html = await page.text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
  const assetResponse = await request.get(asset);
  expect(assetResponse.headers()["cache-control"]).toContain("immutable");
});

test("the API compresses its large answers itself, and leaves small ones alone", async ({
  request,
}) => {
  for (const [accepted, encoding] of [
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["identity", undefined],
  ] as const) {
    const list = await request.get("/api/blog/posts", {
      headers: { "Accept-Encoding": accepted },
    });
    expect(list.status()).toBe(200);
    expect(list.headers()["content-encoding"], accepted).toBe(encoding);
    expect(list.headers()["vary"]).toMatch(/Accept-Encoding/i);
    expect(((await list.json()) as { posts: unknown[] }).posts.length).toBe(
      seedPosts.length,
    );
  }
  const health = await request.get("/api/health", {
    headers: { "Accept-Encoding": "br, gzip" },
  });
  expect(health.headers()["content-encoding"]).toBeUndefined();
  expect(await health.json()).toMatchObject({ status: "ok" });
});

test("responses are compressed with brotli or gzip", async ({ request }) => {
  for (const [accepted, encoding] of [
    ["br", "br"],
    ["gzip", "gzip"],
    // What Chrome sends: brotli wins, although gzip comes first.
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, br;q=0", "gzip"],
  ]) {
    const response = await request.get("/", {
      headers: { "Accept-Encoding": accepted! },
    });
    expect(response.headers()["content-encoding"], accepted).toBe(encoding);
  }
});
