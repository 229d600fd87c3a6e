import { expect, failedResponse, test } from "./fixtures.ts";
import type { APIRequestContext } from "./fixtures.ts";
import { pagePaths, unknownPath } from "./routes.ts";

/** The server HTML, as a crawler or a link-preview bot gets it: no JavaScript runs. */
async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { response, html: await response.text() };
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

for (const path of pagePaths) {
  test(`${path} answers 200 with its content and head tags in the server HTML`, async ({
    request,
  }) => {
    const { response, html } = await serverHtml(request, path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(attr(html, /<title>([^<]+)<\/title>/)).toBeTruthy();
    expect(
      attr(html, /<meta name="description" content="([^"]+)"/)?.length,
    ).toBeGreaterThan(50);
    expect(attr(html, /<meta name="keywords" content="([^"]+)"/)).toBeTruthy();
    const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
    expect(canonical).toMatch(/^https:\/\/[^/]+/);
    expect(new URL(canonical!).pathname).toBe(path);
    for (const property of [
      "og:title",
      "og:description",
      "og:url",
      "og:image",
      "og:type",
    ]) {
      expect(html, property).toContain(
        `<meta property="${property}" content="`,
      );
    }
    for (const name of ["twitter:card", "twitter:title", "twitter:image"]) {
      expect(html, name).toContain(`<meta name="${name}" content="`);
    }
    const records = [
      ...html.matchAll(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      ),
    ].map((match) => JSON.parse(match[1]!) as { "@type": string | string[] });
    const types = records.flatMap((record) => record["@type"]);
    expect(types).toContain("ProfessionalService");
    expect(records.length).toBeGreaterThanOrEqual(2);
  });
}

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

test("the home page hero links to the free audit and to how it works", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your 24/7 AI Marketing Team",
  );
  const hero = page.locator("main section").first();
  await expect(hero.locator('a[href="/free-audit"]').first()).toBeVisible();
  await expect(hero.locator('a[href="/how-it-works"]').first()).toBeVisible();
});

test("the home page shows the dashboard preview stats", async ({ page }) => {
  await page.goto("/");
  for (const text of ["247", "89%", "1.2M", "24/7"]) {
    await expect(
      page.getByRole("main").getByText(text, { exact: true }).first(),
    ).toBeVisible();
  }
});

test("the pricing page links each plan to signup and marks Pro as most popular", async ({
  page,
}) => {
  await page.goto("/pricing");
  for (const plan of ["starter", "growth", "enterprise"]) {
    await expect(
      page.locator(`main a[href="/signup?plan=${plan}"]`).first(),
    ).toBeVisible();
  }
  await expect(page.getByText("Most Popular").first()).toBeVisible();
  for (const price of ["$297", "$497", "$997"]) {
    await expect(page.getByRole("main").getByText(price).first()).toBeVisible();
  }
  const html = await (await page.request.get("/pricing")).text();
  const offers = [...html.matchAll(/"price":"?(\d+)"?/g)].map(
    (match) => match[1],
  );
  expect(offers).toEqual(expect.arrayContaining(["297", "497", "997"]));
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

  const notFound = await request.get(unknownPath);
  expect(notFound.headers()["content-security-policy"]).toMatch(
    /script-src 'self' 'nonce-[^']+'/,
  );

  const html = await page.text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
  const assetResponse = await request.get(asset);
  expect(assetResponse.headers()["cache-control"]).toContain("immutable");
});

test("responses are compressed with brotli or gzip", async ({ request }) => {
  for (const encoding of ["br", "gzip"]) {
    const response = await request.get("/", {
      headers: { "Accept-Encoding": encoding },
    });
    expect(response.headers()["content-encoding"]).toBe(encoding);
  }
});
