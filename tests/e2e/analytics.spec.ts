import { expect, test, type Page } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

/**
 * The first-party beacon in a real browser (product.md D13, docs/decisions/0026): a pageview for
 * each page a visitor sees, client-side navigations included; the page load's Web Vitals when
 * the page is hidden; nothing at all from a browser that asks not to be tracked; and nothing kept
 * for a bot, which the server tells by its user agent.
 */

interface SentEvent {
  type: string;
  url: string;
  load?: boolean;
  referrer?: string;
  device: string;
  name?: string;
  value?: number;
}

/** Every event the page sends, and the server's answer to each beacon. */
function watchBeacons(page: Page) {
  const events: SentEvent[] = [];
  const answers: { status: number; accepted: number }[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname !== "/api/events") return;
    const body = JSON.parse(request.postData() ?? "{}") as {
      events: SentEvent[];
    };
    events.push(...body.events);
  });
  page.on("response", async (response) => {
    if (new URL(response.url()).pathname !== "/api/events") return;
    const body = (await response.json().catch(() => ({}))) as {
      accepted?: number;
    };
    answers.push({ status: response.status(), accepted: body.accepted ?? -1 });
  });
  return { events, answers };
}

/** Waits until the Web Vitals code has loaded, after the browser went idle. */
const vitalsLoaded = (page: Page) =>
  page.waitForFunction(() =>
    performance
      .getEntriesByType("resource")
      .some((entry) => /vitals-beacon/.test(entry.name)),
  );

/** What the browser does when the visitor switches tab or leaves: the page is hidden. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", {
      value: "hidden",
      configurable: true,
    });
    document.dispatchEvent(new Event("visibilitychange"));
  });

test("sends a pageview for the landing page with its campaign, then one per page seen in the site", async ({
  page,
}) => {
  const { events, answers } = watchBeacons(page);
  // The first input also settles the load's LCP, which then goes in a beacon of its own.
  const pageviews = () => events.filter((event) => event.type === "pageview");
  await page.goto("/?utm_source=newsletter&utm_campaign=spring-audit");
  await expect.poll(() => pageviews().length).toBe(1);
  expect(pageviews()[0]).toMatchObject({
    type: "pageview",
    url: "/?utm_source=newsletter&utm_campaign=spring-audit",
    load: true,
    device: "desktop",
  });
  await expect.poll(() => answers).toEqual([{ status: 202, accepted: 1 }]);

  // A navigation inside the site: no new page load, still a pageview. Before the page is
  // interactive, a click on a link loads the next page as any plain link does.
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: /main/i })
    .getByRole("link", { name: "Pricing" })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => pageviews().length).toBe(2);
  expect(pageviews()[1]).toEqual({
    type: "pageview",
    url: "/pricing",
    device: "desktop",
  });
  await expect.poll(() => answers.length).toBe(events.length);
  expect(
    answers.every((answer) => answer.status === 202 && answer.accepted === 1),
  ).toBe(true);
});

test("sends the page load's Web Vitals when the page is hidden", async ({
  page,
}) => {
  const { events, answers } = watchBeacons(page);
  await page.goto("/pricing");
  await vitalsLoaded(page);
  // An interaction gives INP something to measure.
  await page.getByRole("heading", { level: 1 }).click();
  await hidePage(page);
  await expect
    .poll(() =>
      events
        .filter((event) => event.type === "vital")
        .map((event) => event.name)
        .sort(),
    )
    .toEqual(expect.arrayContaining(["CLS", "LCP"]));
  const vitals = events.filter((event) => event.type === "vital");
  for (const vital of vitals) {
    expect(vital.url).toBe("/pricing");
    expect(vital.value).toBeGreaterThanOrEqual(0);
  }
  await expect
    .poll(() => answers.every((answer) => answer.status === 202))
    .toBe(true);
});

for (const [preference, script] of [
  [
    "Do Not Track",
    () =>
      Object.defineProperty(Navigator.prototype, "doNotTrack", {
        get: () => "1",
      }),
  ],
  [
    "Global Privacy Control",
    () =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", {
        get: () => true,
      }),
  ],
] as const) {
  test(`sends nothing from a browser with ${preference} on`, async ({
    page,
  }) => {
    await page.addInitScript(script);
    const { events } = watchBeacons(page);
    await page.goto("/?utm_source=newsletter");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page
      .getByRole("navigation", { name: /main/i })
      .getByRole("link", { name: "Pricing" })
      .first()
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    // The Web Vitals code still loads with the page's idle loads, and sends nothing.
    await vitalsLoaded(page);
    await hidePage(page);
    // Long enough for a beacon to have gone, had one been sent.
    await page.waitForTimeout(1000);
    expect(events).toEqual([]);
  });
}

test.describe("a crawler", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  });
  test("has its pageviews answered and none of them kept", async ({ page }) => {
    const { answers } = watchBeacons(page);
    await page.goto("/about");
    await expect.poll(() => answers).toEqual([{ status: 202, accepted: 0 }]);
  });
});
