import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until the page is interactive: the app marks `<html data-hydrated>` once the root has
 * hydrated and every client part whose code was asked for has it (app/lib/client-part.tsx). A
 * part below the first screen asks for its code when it is scrolled to or reached for.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", {
    timeout: 30_000,
  });
}

/** Opens `path` and waits until it is interactive. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The path of every script the page has fetched so far, once each (resource timing). */
export async function fetchedScripts(page: Page): Promise<string[]> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith(".js")),
  );
  return [...new Set(scripts)];
}

/**
 * Scrolls to `element`, in a client part below the first screen, and waits until the part's code
 * is there: a press or a keystroke in the moment before does nothing (docs/decisions/0021).
 */
export async function scrollToPart(element: Locator) {
  await element.scrollIntoViewIfNeeded();
  await expect(
    element.locator("xpath=ancestor::*[@data-client-part][1]"),
  ).toHaveAttribute("data-loaded", "", { timeout: 30_000 });
}

/**
 * Opens `path`, scrolls to each client part that loads when reached for or on screen and waits
 * for its code, then back to the top: for tests of what a part does, not of when it loads.
 */
export async function openWithParts(page: Page, path: string) {
  await openHydrated(page, path);
  await loadParts(page);
}

/** Scrolls to each client part that loads on demand and waits until it has its code. */
export async function loadParts(page: Page) {
  // Unfiltered, so that a part's place in the list stays as the parts load.
  const parts = page.locator(
    '[data-client-part]:not([data-client-part="never"])',
  );
  for (const part of await parts.all()) {
    if ((await part.getAttribute("data-loaded")) !== null) continue;
    await part.evaluate((element) =>
      element.firstElementChild?.scrollIntoView({ block: "center" }),
    );
    await expect(part).toHaveAttribute("data-loaded", "", { timeout: 30_000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitForHydration(page);
}
