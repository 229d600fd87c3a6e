import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures.ts";
import { afterPaintModules } from "#app/lib/scripts-after-paint.server.ts";
import { waitForHydration } from "./hydration.ts";
import { pagePaths, unknownPath } from "./routes.ts";

/** First-load JavaScript per route, gzip: a budget that does not depend on timing. */
const JS_BUDGET_BYTES = 120 * 1024;
const INLINE_CSS_BUDGET_BYTES = 20 * 1024;
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

for (const route of [...pagePaths, unknownPath]) {
  test(`${route} stays within the first-load budgets`, async ({ request }) => {
    const html = await (await request.get(route)).text();
    // Every script the page loads before it is interactive: the modules its loader preloads and
    // the ones its inline module script imports (the route manifest names other routes' files too).
    const preloaded = afterPaintModules(html);
    expect(preloaded, "the loader that starts the scripts").toBeDefined();
    const scripts = new Set(
      [
        ...preloaded!,
        ...[
          ...html.matchAll(
            /import(?:[\s\w*{},]+from)?\s*"(\/assets\/[\w.-]+\.js)"/g,
          ),
        ].map((match) => match[1]!),
      ].filter((script) => script.endsWith(".js")),
    );
    expect(scripts.size).toBeGreaterThan(0);
    let jsBytes = 0;
    for (const script of scripts)
      jsBytes += gzipSize(readFileSync(path.join(clientDir, script)));
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    const cssBytes = gzipSize(css);
    console.log(
      `${route.padEnd(28)} JS ${(jsBytes / 1024).toFixed(1)} KiB gzip in ${scripts.size} files, inline CSS ${(cssBytes / 1024).toFixed(1)} KiB gzip`,
    );
    expect(jsBytes).toBeLessThan(JS_BUDGET_BYTES);
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
      await waitForHydration(page, (p) => p.locator("header a").first());
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
