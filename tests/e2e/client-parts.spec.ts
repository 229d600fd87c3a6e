import { readFileSync } from "node:fs";
import path from "node:path";
import { eCommercePlatforms } from "#app/content/e-commerce-copy.ts";
import { industryPredictions } from "#app/content/industry-trends-copy.ts";
import { mobileAppsProcess } from "#app/content/mobile-apps-copy.ts";
import { expect, test, type Page } from "./fixtures.ts";
import { fetchedScripts, openHydrated, waitForHydration } from "./hydration.ts";

/**
 * Client parts (app/lib/client-part.tsx, docs/decisions/0021): a part in the page's server HTML
 * loads its code when its `when` says, and React keeps its HTML meanwhile; copy declared `never`
 * is never downloaded on the first load.
 */
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
const leadFormChunk = chunk("lead-form");

const hasFetched = async (page: Page, script: RegExp) =>
  (await fetchedScripts(page)).some((pathname) => script.test(pathname));

/** Whether React has hydrated an element: it then carries React's props. */
const isHydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) =>
      Object.keys(element).some((key) => key.startsWith("__reactProps")),
    );

test.describe("a part below the first screen", () => {
  test("fetches no code until it is scrolled to", async ({ page }) => {
    await openHydrated(page, "/free-audit");
    const form = page.getByRole("main").locator("form");
    expect(
      (await form.boundingBox())!.y,
      "the form starts below the first screen",
    ).toBeGreaterThan(page.viewportSize()!.height);
    expect(await hasFetched(page, leadFormChunk)).toBe(false);
    expect(await isHydrated(page, "main form")).toBe(false);

    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => hasFetched(page, leadFormChunk)).toBe(true);
    await waitForHydration(page);
    await expect.poll(() => isHydrated(page, "main form")).toBe(true);
  });

  test("fetches its code when the visitor reaches for it", async ({ page }) => {
    await openHydrated(page, "/free-audit");
    expect(await hasFetched(page, leadFormChunk)).toBe(false);
    // A focus that does not scroll: only the reach can wake the part.
    await page
      .getByRole("main")
      .getByLabel("Full Name")
      .evaluate((field: HTMLElement) => field.focus({ preventScroll: true }));
    await expect.poll(() => hasFetched(page, leadFormChunk)).toBe(true);
    await waitForHydration(page);
  });
});

test("a part on the first screen hydrates with the page", async ({ page }) => {
  await openHydrated(page, "/signin");
  expect(await hasFetched(page, chunk("signin-form"))).toBe(true);
  expect(await isHydrated(page, "main form")).toBe(true);
});

/** Pages whose copy never hydrates, each with a sentence of it that no script may hold. */
const pages = [
  { path: "/e-commerce", sentence: eCommercePlatforms.platforms[0].pros[0] },
  { path: "/mobile-apps", sentence: mobileAppsProcess.steps[0].description },
  {
    path: "/industry-trends",
    sentence: industryPredictions.groups[0].items[0],
  },
];
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const copySelector = '[data-client-part="never"]';

/** The HTML of every block of copy, in page order. */
const copyBlocks = (page: Page) =>
  page
    .locator(copySelector)
    .evaluateAll((blocks) => blocks.map((block) => block.innerHTML));

/** The server's blocks of copy for `pagePath`, as the document arrives. */
async function serverCopy(page: Page, pagePath: string) {
  const html = await (await page.request.get(pagePath)).text();
  return page.evaluate(
    ({ documentHtml, selector }) => {
      const parsed = new DOMParser().parseFromString(documentHtml, "text/html");
      return Array.from(
        parsed.querySelectorAll(selector),
        (block) => block.innerHTML,
      );
    },
    { documentHtml: html, selector: copySelector },
  );
}

/**
 * Copy as a visitor gets it: without React's comments (the server's boundary markers and text
 * separators), with the ids that `useId` numbers per render made alike, styles written one way and
 * links within the page written from the route's path.
 */
const sameCopy = (blocks: string[]) =>
  blocks.map((html) =>
    html
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/_[rR]_\w+_/g, "id")
      // A link to a place on the page: the prerendered page's path ends in a slash.
      .replace(/href="([^"#]+)\/#/g, 'href="$1#')
      // The browser writes a style it set as `height: 40%;`, the server `height:40%`.
      .replace(
        /style="([^"]*)"/g,
        (_, style: string) => `style="${style.replace(/[\s;]/g, "")}"`,
      ),
  );

/** Marks the document, so that a test can tell a client-side navigation from a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
const isSameDocument = (page: Page) =>
  page.evaluate(() =>
    Boolean((window as { sameDocument?: boolean }).sameDocument),
  );

/** Records whether the page's heading ever left the document from now on. */
const watchHeading = (page: Page) =>
  page.evaluate(() => {
    const state = window as { headingLost?: boolean };
    state.headingLost = false;
    new MutationObserver(() => {
      if (!document.querySelector("main h1")) state.headingLost = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
const headingLost = (page: Page) =>
  page.evaluate(() =>
    Boolean((window as { headingLost?: boolean }).headingLost),
  );

for (const { path: pagePath, sentence } of pages) {
  test.describe(pagePath, () => {
    test("keeps the server's copy at hydration, and no script fetched holds it", async ({
      page,
    }) => {
      await openHydrated(page, pagePath);
      const expected = await serverCopy(page, pagePath);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.join("")).toContain(sentence);
      expect(await copyBlocks(page)).toEqual(expected);

      const scripts = await fetchedScripts(page);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((script) => /-copy-/.test(script))).toEqual([]);
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
      expect(sameCopy(await copyBlocks(page))).toEqual(
        sameCopy(await serverCopy(page, pagePath)),
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });

    test("keeps its copy on screen when React must render it before its code is there (a link within the page, then Back)", async ({
      page,
    }) => {
      await openHydrated(page, pagePath);
      const expected = await serverCopy(page, pagePath);
      await markDocument(page);
      await watchHeading(page);
      // The skip link changes the router's location without leaving the page.
      await page.getByRole("link", { name: "Skip to content" }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`${pagePath}#main`);
      await page.goBack();
      await expect(page).toHaveURL(pagePath);
      await waitForHydration(page);
      expect(await headingLost(page)).toBe(false);
      expect(await isSameDocument(page)).toBe(true);
      expect(sameCopy(await copyBlocks(page))).toEqual(sameCopy(expected));
      await expect(page.getByText(sentence).first()).toBeVisible();
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
    .locator(copySelector)
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

test("a link inside copy that never hydrated navigates client-side", async ({
  page,
}) => {
  await openHydrated(page, "/e-commerce");
  await markDocument(page);
  await page
    .locator(copySelector)
    .getByRole("link", { name: "Browse Store Examples" })
    .click();
  await expect(page).toHaveURL("/ecommerce-examples");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

test("the widgets between blocks of copy work, at first load and after a client-side navigation", async ({
  page,
}) => {
  await openHydrated(page, "/industry-trends");
  const download = page.getByRole("button", { name: /Download Free/ }).first();
  await download.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  await page.locator('footer a[href="/about"]').first().click();
  await expect(page).toHaveURL("/about");
  await page.goBack();
  await expect(page).toHaveURL("/industry-trends");
  await download.click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
