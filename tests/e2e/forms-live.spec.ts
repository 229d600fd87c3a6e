import { expect, test, type Page } from "./fixtures.ts";
import { scrollToPart, waitForHydration } from "./hydration.ts";
import { DEFAULT_SUPPORT_PRIORITY } from "#app/content/support-priorities.ts";
import { site } from "#app/content/site.ts";
import { supportMessages } from "#app/content/support.ts";
import { countMails, countMessageIds } from "./mail.ts";

/**
 * The three lead forms against the real server and database, nothing intercepted: a visitor's
 * submission is accepted and the page says so.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  // The form loads its code when it comes on screen: scrolled to, as a visitor would, and waited
  // for, since a submit in the moment before is the no-script POST, not the request these tests
  // watch.
  await scrollToPart(page.getByRole("main").locator("form").first());
}

test("a free audit request reaches the confirmation", async ({ page }) => {
  await open(page, "/free-audit?utm_source=google&utm_campaign=live-test");
  const main = page.getByRole("main");
  await main.getByLabel("Full Name").fill("Helen Park");
  await main.getByLabel("Email Address").fill("helen@parkdental.example");
  await main.getByLabel("Phone Number").fill("(703) 555-0161");
  await main.getByLabel("Company Name").fill("Park Family Dental");
  await main.getByLabel("Website").fill("parkdental.example");
  await main.getByLabel("Business Type").selectOption("Healthcare/Medical");
  await main
    .getByLabel("Marketing Goals")
    .fill("More new patients from Falls Church and Vienna");
  const response = page.waitForResponse("**/api/leads");
  await main.getByRole("button", { name: "Get My Free Audit" }).click();
  expect((await response).status()).toBe(201);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Request Submitted Successfully!",
    }),
  ).toBeVisible();
});

test("three clicks in one tick on the free-audit button send one request and one e-mail", async ({
  page,
}) => {
  test.slow();
  await open(page, "/free-audit");
  const main = page.getByRole("main");
  await main.getByLabel("Full Name").fill("Grace Kim");
  await main.getByLabel("Email Address").fill("grace@kimcleaners.example");
  await main.getByLabel("Phone Number").fill("(571) 555-0142");
  await main.getByLabel("Company Name").fill("Kim Triple Click Cleaners");
  await main.getByLabel("Business Type").selectOption("Retail Store");
  await main
    .getByLabel("Marketing Goals")
    .fill("More dry-cleaning customers from Reston and Herndon");
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/leads")
      requests.push(request.headers()["idempotency-key"] ?? "");
  });
  const response = page.waitForResponse("**/api/leads");
  await main
    .getByRole("button", { name: "Get My Free Audit" })
    .evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
      button.click();
    });
  expect((await response).status()).toBe(201);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Request Submitted Successfully!",
    }),
  ).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatch(/^[0-9a-f]{32}$/);
  const subject =
    "New free audit request: Kim Triple Click Cleaners (Grace Kim)";
  // Other tests' e-mails share the outbox: on a busy machine this one may wait its turn.
  await expect
    .poll(() => countMails(site.email, subject), { timeout: 45_000 })
    .toBeGreaterThan(0);
  // A second lead would be e-mailed at once too: give it time to show up. Delivery is at least
  // once (a try whose reply was lost is sent again with its Message-ID), so e-mails are counted
  // by Message-ID: a second lead would have one of its own.
  await page.waitForTimeout(2_000);
  expect(await countMessageIds(site.email, subject)).toBe(1);
});

test("a contact message is accepted and the form empties", async ({ page }) => {
  await open(page, "/contact?service=Mobile%20Apps");
  const main = page.getByRole("main");
  await expect(main.getByLabel("Service of interest")).toHaveValue(
    "Mobile Apps",
  );
  await main.getByLabel("First Name").fill("Luis");
  await main.getByLabel("Last Name").fill("Romero");
  await main.getByLabel("Email Address").fill("luis@romerotacos.example");
  await main
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("We want an ordering app for our two taquerias in Hyattsville.");
  const response = page.waitForResponse("**/api/contact");
  await main.getByRole("button", { name: "Send Message" }).click();
  expect((await response).status()).toBe(201);
  await expect(main.getByLabel("First Name")).toHaveValue("");
  await expect(main.getByLabel("Service of interest")).toHaveValue("");
});

test("a support message is accepted and the form resets to priority normal", async ({
  page,
}) => {
  await open(page, "/support");
  const main = page.getByRole("main");
  await main
    .getByRole("textbox", { name: "Name", exact: true })
    .fill("Grace Kim");
  await main
    .getByRole("textbox", { name: "Email", exact: true })
    .fill("grace@kimflorist.example");
  await main.getByLabel("Subject").fill("Change our posting days");
  await main.getByLabel("Priority").selectOption("high");
  await main
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("Please post on weekends instead of Mondays.");
  const response = page.waitForResponse("**/api/support");
  await main.getByRole("button", { name: /Send/ }).click();
  expect((await response).status()).toBe(201);
  await expect(main.getByRole("status")).toHaveText(supportMessages.success);
  await expect(main.getByLabel("Priority")).toHaveValue(
    DEFAULT_SUPPORT_PRIORITY,
  );
});
