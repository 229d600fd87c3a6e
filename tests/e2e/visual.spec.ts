/**
 * What a visitor sees, compared with reviewed screenshots: every page in full at 390 px (the
 * mobile project) and 1280 px (desktop), the menus and dialog opened, and a select focused. A
 * changed screenshot is looked at by eye, then accepted with `npx playwright test visual
 * --update-snapshots` after a build, which also records the browser's version beside them.
 * Another version of Chromium draws text a few pixels differently, so its comparison would
 * report every page: the tests then skip, saying why, until the screenshots are reviewed anew.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, failedResponse, test, type Page } from "./fixtures.ts";
import { scrollToPart, waitForHydration } from "./hydration.ts";
import { pagePaths, unknownPath } from "./routes.ts";

/** The screenshot's name: `home`, `pricing`, `not-found`... */
const shotName = (path: string) =>
  path === "/"
    ? "home.png"
    : path === unknownPath
      ? "not-found.png"
      : `${path.slice(1).replaceAll("/", "-")}.png`;

/** Opens `path` and waits until the page has hydrated and the network is quiet. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const reviewedBrowserFile = join(
  import.meta.dirname,
  "screenshots",
  "chromium-version.txt",
);

test.beforeEach(({ browser }, testInfo) => {
  const current = browser.version();
  if (["all", "changed"].includes(testInfo.config.updateSnapshots)) {
    mkdirSync(dirname(reviewedBrowserFile), { recursive: true });
    writeFileSync(reviewedBrowserFile, `${current}\n`);
    return;
  }
  const reviewed = readFileSync(reviewedBrowserFile, "utf8").trim();
  test.skip(
    reviewed !== current,
    `the screenshots were reviewed in Chromium ${reviewed}, this is ${current}`,
  );
});

/** A full-page screenshot of a long page takes seconds on a busy two-core machine. */
const SCREENSHOT_TIMEOUT = 30_000;

/** The copyright year changes every January; it is hidden from the comparison. */
const volatile = (page: Page) => [page.getByText(/^© \d{4} /)];

/** Pages whose content changes by the minute: `/book` lists the free times (booking.spec.ts). */
const changing = new Set(["/book"]);

test.describe("every page", () => {
  for (const path of [
    ...pagePaths.filter((path) => !changing.has(path)),
    unknownPath,
  ]) {
    test(`${path} looks as reviewed`, async ({ page, consoleErrors }) => {
      if (path === unknownPath) consoleErrors.allow(failedResponse(404));
      await openSettled(page, path);
      await expect(page).toHaveScreenshot(shotName(path), {
        fullPage: true,
        timeout: SCREENSHOT_TIMEOUT,
        mask: volatile(page),
      });
    });
  }
});

/**
 * A screenshot of an opened widget once its entry transitions have ended. With animations
 * disabled, a fade that starts from `@starting-style` would be caught at its first frame (the
 * dialog's dimmed backdrop fully transparent), which is not what a person sees.
 */
async function expectSettledScreenshot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running"),
  );
  await expect(page).toHaveScreenshot(name, {
    animations: "allow",
    timeout: SCREENSHOT_TIMEOUT,
  });
}

test.describe("opened widgets", () => {
  test("the mobile menu", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu button shows on small screens only");
    await openSettled(page, "/pricing");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
    await expectSettledScreenshot(page, "mobile-menu.png");
  });

  test("the Services menu", async ({ page, isMobile }) => {
    test.skip(isMobile, "the Services menu is part of the desktop bar");
    await openSettled(page, "/");
    const services = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Services" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expectSettledScreenshot(page, "services-menu.png");
  });

  // A native select's open list is drawn by the browser, outside the page and its screenshots:
  // what is compared is the closed select up close (border, the sprite's chevron in place of the
  // browser's arrow, the focus ring), which a full-page comparison would let pass.
  test("a select, focused from the keyboard", async ({ page }) => {
    await openSettled(page, "/resources");
    const search = page.getByRole("searchbox");
    const select = page.getByRole("combobox", { name: "Category" });
    await search.focus();
    await page.keyboard.press("Tab");
    await expect(select).toBeFocused();
    // The innermost block holding both the search box and the select: the filter bar.
    const filterBar = page
      .locator("div")
      .filter({ has: search })
      .filter({ has: select })
      .last();
    await expect(filterBar).toHaveScreenshot("select-focused.png");
  });

  test("a dialog", async ({ page }) => {
    await openSettled(page, "/resources");
    const access = page
      .getByRole("button", { name: /Access Resource/ })
      .first();
    await scrollToPart(access);
    await access.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectSettledScreenshot(page, "dialog-open.png");
  });
});
