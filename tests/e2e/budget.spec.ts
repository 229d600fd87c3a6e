import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, failedResponse, test } from "./fixtures.ts";
import { fetchedScripts, waitForHydration } from "./hydration.ts";
import { pagePaths, unknownPath } from "./routes.ts";

/**
 * The JavaScript a visitor downloads before the page is interactive, per route: every script the
 * browser fetched from the first byte until the document says it has hydrated (resource timing),
 * the lazily loaded widgets' chunks included. Sizes are the built files gzipped at level 9, so the
 * figure does not depend on the server's compression or on timing.
 */
const JS_BUDGET_KIB = 125;
const INLINE_CSS_BUDGET_BYTES = 20 * 1024;
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

for (const route of [...pagePaths, unknownPath]) {
  test(`${route} stays within the first-load budgets`, async ({
    page,
    consoleErrors,
  }) => {
    if (route === unknownPath) consoleErrors.allow(failedResponse(404));
    const response = await page.goto(route);
    await waitForHydration(page);
    const scripts = await fetchedScripts(page);
    expect(scripts.length).toBeGreaterThan(0);
    let jsBytes = 0;
    for (const script of scripts)
      jsBytes += gzipSize(readFileSync(path.join(clientDir, script)));

    const html = await response!.text();
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    const cssBytes = gzipSize(css);
    console.log(
      `${route.padEnd(28)} JS ${jsBytes} B ${(jsBytes / 1024).toFixed(1)} KiB gzip in ${scripts.length} files, inline CSS ${(cssBytes / 1024).toFixed(1)} KiB gzip`,
    );
    expect(jsBytes / 1024).toBeLessThan(JS_BUDGET_KIB);
    expect(cssBytes).toBeGreaterThan(1000);
    expect(cssBytes).toBeLessThan(INLINE_CSS_BUDGET_BYTES);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
  });
}

test.describe("scripts start after the first paint", () => {
  for (const route of ["/", "/about", "/free-audit"]) {
    test(`${route} paints before it fetches any script, then hydrates`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(route)).text();
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toMatch(/<script[^>]*type="module"/);

      await page.goto(route);
      await waitForHydration(page);
      const timings = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]
          ?.startTime,
        scriptStarts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timings.firstPaint).toBeGreaterThan(0);
      expect(timings.scriptStarts.length).toBeGreaterThan(0);
      expect(Math.min(...timings.scriptStarts)).toBeGreaterThanOrEqual(
        timings.firstPaint!,
      );
    });
  }
});

test("the first touch is recorded before any script runs", async ({
  page,
  consoleErrors,
}) => {
  // No module ever arrives: what is stored comes from the page's inline loader alone.
  consoleErrors.allow(/ERR_FAILED|Failed to (load|fetch)/);
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/pricing?utm_source=newsletter&utm_medium=email");
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("site.first-touch")))
    .not.toBeNull();
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("site.first-touch")!),
  );
  expect(stored).toEqual({
    landingPage: "/pricing?utm_source=newsletter&utm_medium=email",
    utmSource: "newsletter",
    utmMedium: "email",
  });
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
});
