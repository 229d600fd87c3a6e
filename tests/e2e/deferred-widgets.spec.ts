import { expect, test, type Page } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

/**
 * A widget in the page's server HTML loads its code when it comes on screen or the visitor
 * reaches for it (docs/decisions/0014); what the visitor did in it meanwhile is replayed. The
 * free-audit form starts below the first screen of a 1280 x 720 window.
 */
const leadFormChunk = /\/assets\/lead-form-[\w-]+\.js$/;

const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.endsWith(".js")),
  );

test("a form below the first screen loads its code when it is scrolled to", async ({
  page,
}) => {
  await page.goto("/free-audit");
  await waitForHydration(page);
  const form = page.getByRole("main").locator("form");
  expect(
    (await form.boundingBox())!.y,
    "the form starts below the first screen",
  ).toBeGreaterThan(page.viewportSize()!.height);
  expect(
    (await scriptsFetched(page)).some((url) => leadFormChunk.test(url)),
  ).toBe(false);

  await form.scrollIntoViewIfNeeded();
  await expect
    .poll(async () =>
      (await scriptsFetched(page)).some((url) => leadFormChunk.test(url)),
    )
    .toBe(true);
  await waitForHydration(page);
});

test("what a visitor types and presses before the form's code arrives is sent once it has", async ({
  page,
}) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(leadFormChunk, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  const submissions: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/leads")) submissions.push(request.url());
  });

  await page.goto("/free-audit");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await main.getByLabel("Full Name").fill("Nadia Haddad");
  await main.getByLabel("Email Address").fill("nadia@haddadbakery.example");
  await main.getByLabel("Phone Number").fill("(301) 555-0148");
  await main.getByLabel("Company Name").fill("Haddad Bakery");
  await main.getByLabel("Website").fill("haddadbakery.example");
  await main
    .getByLabel("Business Type")
    .selectOption("Restaurant/Food Service");
  await main
    .getByLabel("Marketing Goals")
    .fill("More catering orders from offices in Silver Spring");
  await main.getByRole("button", { name: "Get My Free Audit" }).click();

  // Held while the code is on its way: the browser did not send the form by itself.
  expect(asked).toBe(true);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  expect(new URL(page.url()).search).toBe("");
  expect(submissions).toEqual([]);

  const response = page.waitForResponse("**/api/leads");
  release();
  expect((await response).status()).toBe(201);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Request Submitted Successfully!",
    }),
  ).toBeVisible();
  expect(submissions).toHaveLength(1);
});
