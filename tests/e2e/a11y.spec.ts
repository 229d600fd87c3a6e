import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { pagePaths, unknownPath } from "./routes.ts";

for (const path of [...pagePaths, unknownPath]) {
  test(`${path} has no accessibility violations and a clean console`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning")
        problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));

    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
    // The 404 answer itself is reported by the browser; nothing else may be, CSP reports included.
    expect(
      problems.filter((text) => !text.includes("404 (Not Found)")),
    ).toEqual([]);
  });
}
