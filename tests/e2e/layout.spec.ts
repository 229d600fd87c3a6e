import { expect, failedResponse, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { conflictingUtilities, layoutProblems } from "./layout-checks.ts";
import { pagePaths, unknownPath } from "./routes.ts";

/** A small phone, a common phone, a tablet, a small laptop, a laptop, a desktop. */
const widths = [360, 390, 768, 1024, 1280, 1440];

test.describe("layout at every width", () => {
  for (const path of [...pagePaths, unknownPath]) {
    test(`${path}: nothing wraps or sticks out, no conflicting utilities`, async ({
      page,
      consoleErrors,
    }) => {
      if (path === unknownPath) consoleErrors.allow(failedResponse(404));
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await conflictingUtilities(page)).toEqual([]);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        expect(await layoutProblems(page), `at ${width} px`).toEqual([]);
      }
    });
  }

  test("the open mobile menu lays out at phone and tablet widths", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const toggle = page.getByRole("button", { name: "Open menu" });
    await page.goto("/");
    await waitForHydration(page);
    await toggle.click();
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
    expect(await conflictingUtilities(page)).toEqual([]);
    for (const width of [360, 390, 768, 1000]) {
      await page.setViewportSize({ width, height: 740 });
      expect(await layoutProblems(page), `at ${width} px`).toEqual([]);
    }
  });
});
