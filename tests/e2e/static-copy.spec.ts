import { readFileSync } from "node:fs";
import path from "node:path";
import { eCommercePlatforms } from "#app/content/e-commerce.ts";
import { industryPredictions } from "#app/content/industry-trends.ts";
import { mobileAppsProcess } from "#app/content/mobile-apps.ts";
import { expect, test, type Page } from "./fixtures.ts";
import { fetchedScripts, openHydrated, waitForHydration } from "./hydration.ts";

/**
 * Pages whose copy never hydrates (app/lib/static-copy.tsx): the browser keeps the server's HTML
 * and downloads none of the text; a client-side navigation takes the copy from the page's
 * document. Each page with a sentence of its copy that no script may hold.
 */
const pages = [
  { path: "/e-commerce", sentence: eCommercePlatforms.platforms[0].pros[0] },
  { path: "/mobile-apps", sentence: mobileAppsProcess.steps[0].description },
  {
    path: "/industry-trends",
    sentence: industryPredictions.groups[0].items[0],
  },
];
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

/** The HTML of every block of static copy, in page order. */
const staticCopy = (page: Page) =>
  page
    .locator("[data-static-copy]")
    .evaluateAll((blocks) => blocks.map((block) => block.innerHTML));

/** Marks the document, so that a test can tell a client-side navigation from a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
const isSameDocument = (page: Page) =>
  page.evaluate(() =>
    Boolean((window as { sameDocument?: boolean }).sameDocument),
  );

/** The server's blocks of static copy for `pagePath`, as the document arrives. */
async function serverCopy(page: Page, pagePath: string) {
  const html = await (await page.request.get(pagePath)).text();
  return page.evaluate((documentHtml) => {
    const parsed = new DOMParser().parseFromString(documentHtml, "text/html");
    return Array.from(
      parsed.querySelectorAll("[data-static-copy]"),
      (block) => block.innerHTML,
    );
  }, html);
}

for (const { path: pagePath, sentence } of pages) {
  test.describe(pagePath, () => {
    test("keeps the server's copy at hydration, and no script holds it", async ({
      page,
    }) => {
      await openHydrated(page, pagePath);
      const expected = await serverCopy(page, pagePath);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.join("")).toContain(sentence);
      expect(await staticCopy(page)).toEqual(expected);

      const scripts = await fetchedScripts(page);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts)
        expect(
          readFileSync(path.join(clientDir, script), "utf8"),
          script,
        ).not.toContain(sentence);
    });

    test("shows the same copy when it is rendered client-side (back to it from another page)", async ({
      page,
    }) => {
      await openHydrated(page, pagePath);
      await markDocument(page);
      await page.locator('footer a[href="/about"]').first().click();
      await expect(page).toHaveURL("/about");
      await page.goBack();
      await expect(page).toHaveURL(pagePath);
      await expect(page.getByText(sentence).first()).toBeVisible();
      expect(await isSameDocument(page)).toBe(true);
      expect(await staticCopy(page)).toEqual(await serverCopy(page, pagePath));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });
  });
}

test("a link into the copy's page and a link inside it navigate client-side; a modified click is left to the browser", async ({
  page,
  context,
}) => {
  await openHydrated(page, "/about");
  await markDocument(page);
  await page.locator('footer a[href="/e-commerce"]').first().click();
  await expect(page).toHaveURL("/e-commerce");
  await expect(page.getByText(pages[0]!.sentence).first()).toBeVisible();

  const examples = page
    .locator("[data-static-copy]")
    .getByRole("link", { name: "Browse Store Examples" });
  const opened = context.waitForEvent("page");
  await examples.click({ modifiers: ["ControlOrMeta"] });
  await (await opened).close();
  await expect(page).toHaveURL("/e-commerce");

  await examples.click();
  await expect(page).toHaveURL("/ecommerce-examples");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

test("the page loads as a document when its copy cannot be fetched", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/net::ERR_FAILED|Failed to fetch/);
  await openHydrated(page, "/about");
  await markDocument(page);
  // The browser's own load of the document goes through; the script's fetch of it fails.
  await page.route("**/e-commerce", (route) =>
    route.request().resourceType() === "fetch"
      ? route.abort()
      : route.continue(),
  );
  await page.locator('footer a[href="/e-commerce"]').first().click();
  await expect(page).toHaveURL("/e-commerce");
  await waitForHydration(page);
  expect(await isSameDocument(page)).toBe(false);
  await expect(page.getByText(pages[0]!.sentence).first()).toBeVisible();
});

test("the widgets between blocks of copy work after a client-side navigation", async ({
  page,
}) => {
  await openHydrated(page, "/industry-trends");
  await page.locator('footer a[href="/about"]').first().click();
  await expect(page).toHaveURL("/about");
  await page.goBack();
  await expect(page).toHaveURL("/industry-trends");
  await page
    .getByRole("button", { name: /Download Free/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
