import { expect, test as base } from "@playwright/test";

export { expect };
export type { APIRequestContext, Locator, Page, Route } from "@playwright/test";

/** The console errors a test provokes on purpose: a failing request it mocks, a 404 page. */
export interface ConsoleErrors {
  /** Lets errors whose text matches `pattern` pass. */
  allow(pattern: RegExp): void;
}

/**
 * The browser suite's `test`: every test fails on an error in the browser's console or an
 * uncaught exception, Content-Security-Policy reports included, unless it allowed that error.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // A refusal that the page's code catches (an eval probe, say) prints nothing by itself.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(
            `Content-Security-Policy refused ${event.blockedURI || "an inline resource"} (${event.effectiveDirective})`,
          ),
        ),
      );
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((text) => !allowed.some((pattern) => pattern.test(text))),
        "errors in the browser console",
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/** The console error a browser reports for a response with an error status. */
export const failedResponse = (status: number) =>
  new RegExp(`status of ${status}\\b`);
