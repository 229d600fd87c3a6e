import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page is interactive: the app marks `<html data-hydrated>` once the root has
 * hydrated and every lazily loaded widget on the page has its code (app/lib/lazy-widget.tsx). A
 * value typed or a click made into server HTML before that would be lost.
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
