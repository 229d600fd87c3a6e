/**
 * A prerendered page inlines only the rules of the stylesheet that its markup uses, and its
 * loader fetches the whole stylesheet before the scripts run (app/lib/critical-css.server.ts,
 * docs/decisions/0018). What a visitor sees first must already be the finished page: every
 * element's computed style with the page's own rules equals its style with the whole stylesheet,
 * on a phone (390 px) and on a desktop (1280 px).
 */
import { prerenderedPaths } from "#app/content/pages.ts";
import { expect, test, type Page } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

const stylesheetPath = /\/assets\/app-[\w-]+\.css/;

/**
 * What changes in any element's computed style (its pseudo-elements' content included) when the
 * whole stylesheet is added to the page: the first ten differences, worked out in the page.
 */
function stylesChangedBy(page: Page, css: string) {
  return page.evaluate((css) => {
    const elements = [...document.querySelectorAll("body, body *")];
    const snapshot = () =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        const values = [...style].map(
          (property) => `${property}: ${style.getPropertyValue(property)}`,
        );
        for (const pseudo of ["::before", "::after", "::marker"])
          values.push(
            `${pseudo}: ${getComputedStyle(element, pseudo).content}`,
          );
        return values;
      });
    const before = snapshot();
    const sheet = document.createElement("style");
    sheet.textContent = css;
    document.head.append(sheet);
    const after = snapshot();
    const changes: string[] = [];
    before.forEach((values, index) => {
      const afterValues = new Set(after[index]);
      for (const value of values)
        if (!afterValues.has(value) && changes.length < 10)
          changes.push(
            `${elements[index]!.tagName.toLowerCase()}.${elements[index]!.getAttribute("class") ?? ""} ${value}`,
          );
    });
    return changes;
  }, css);
}

for (const path of prerenderedPaths) {
  test(`${path} shows its finished look before the whole stylesheet arrives`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/ERR_FAILED|Failed to (load|fetch)/);
    const html = await (await request.get(path)).text();
    const stylesheet = stylesheetPath.exec(html)?.[0];
    expect(stylesheet, "the loader names the whole stylesheet").toBeDefined();
    const wholeCss = await (await request.get(stylesheet!)).text();
    const inlineCss = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(inlineCss.length).toBeLessThan(wholeCss.length * 0.7);

    // Neither scripts nor the stylesheet arrive: the page as first painted.
    await page.route(/\/assets\/[^/]+\.(js|css)$/, (route) => route.abort());
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path, { waitUntil: "load" });
      expect(await stylesChangedBy(page, wholeCss), `at ${width} px`).toEqual(
        [],
      );
    }
  });
}

test("the whole stylesheet is there before the scripts run, so what they open is styled", async ({
  page,
}) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  const loaded = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      /\/assets\/app-[\w-]+\.css$/.test(sheet.href ?? ""),
    ),
  );
  expect(loaded).toBe(true);
  const order = await page.evaluate(() => ({
    stylesheetEnd: (
      performance.getEntriesByType("resource") as PerformanceResourceTiming[]
    ).find((entry) => /\/assets\/app-[\w-]+\.css$/.test(entry.name))
      ?.responseEnd,
    hydrated: performance.getEntriesByName("hydrated")[0]?.startTime,
  }));
  expect(order.stylesheetEnd).toBeGreaterThan(0);
  expect(order.hydrated).toBeGreaterThan(order.stylesheetEnd!);
});
