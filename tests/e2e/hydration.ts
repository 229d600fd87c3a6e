import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the element that `ready` finds. Lazily loaded sections hydrate
 * after the network is idle on a busy machine, and a value typed into server HTML before that is
 * lost. React attaches its props to an element when it hydrates it; that property is the signal,
 * read only here.
 */
export async function waitForHydration(
  page: Page,
  ready: (page: Page) => Locator,
) {
  await page.waitForLoadState("networkidle");
  await expect
    .poll(
      () =>
        ready(page)
          .first()
          .evaluate((element) =>
            Object.keys(element).some((key) => key.startsWith("__reactProps")),
          ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Opens `path` and waits until the element that `ready` finds has hydrated. */
export async function openHydrated(
  page: Page,
  path: string,
  ready: (page: Page) => Locator,
) {
  await page.goto(path);
  await waitForHydration(page, ready);
}
