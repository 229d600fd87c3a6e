import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { pagePaths, unknownPath } from "./routes.ts";

/** First-load JavaScript per route, gzip: a budget that does not depend on timing. */
const JS_BUDGET_BYTES = 120 * 1024;
const INLINE_CSS_BUDGET_BYTES = 20 * 1024;
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

for (const route of [...pagePaths, unknownPath]) {
  test(`${route} stays within the first-load budgets`, async ({ request }) => {
    const html = await (await request.get(route)).text();
    // Every script the page loads before it is interactive: the preloaded modules and the ones
    // its inline module script imports (the route manifest names other routes' files too).
    const scripts = new Set(
      [
        ...html.matchAll(
          /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"/g,
        ),
        ...html.matchAll(
          /import(?:[\s\w*{},]+from)?\s*"(\/assets\/[\w.-]+\.js)"/g,
        ),
      ].map((match) => match[1]!),
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
