import { expect, failedResponse, test, type Page } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { pagePaths, unknownPath } from "./routes.ts";

/** Opens `path` and checks axe and the console's warnings (errors fail every test anyway). */
async function checkPage(page: Page, path: string) {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
  expect(warnings).toEqual([]);
}

for (const path of pagePaths) {
  test(`${path} has no accessibility violations and a clean console`, async ({
    page,
  }) => {
    await checkPage(page, path);
  });
}

test(`${unknownPath} has no accessibility violations and a clean console`, async ({
  page,
  consoleErrors,
}) => {
  // The browser reports the 404 answer itself; nothing else may appear.
  consoleErrors.allow(failedResponse(404));
  await checkPage(page, unknownPath);
});
