import { expect, test, type Page } from "./fixtures.ts";
import {
  countOutboxRows,
  countRows,
  expectFieldError,
  failedScriptsContext,
  noScriptContext,
  startSiteProcess,
  type SiteProcess,
} from "./no-script.ts";

/**
 * The free-audit form with no script at all, and with every script failing to load: the visitor
 * sees the same messages as everyone else, and one request stores one lead and one notification.
 */
test.describe.configure({ mode: "serial" });

let site: SiteProcess;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startSiteProcess();
});
test.afterAll(async () => site?.stop());

const confirmation = (page: Page) =>
  page.getByRole("heading", {
    level: 1,
    name: "Request Submitted Successfully!",
  });

async function fillLead(page: Page, email: string, company: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Full Name").fill("Rosa Delgado");
  await main.getByLabel("Email Address").fill(email);
  await main.getByLabel("Phone Number").fill("(301) 555-0188");
  await main.getByLabel("Company Name").fill(company);
  await main.getByLabel("Business Type").selectOption("Home Services");
  await main
    .getByLabel("Marketing Goals")
    .fill("More plumbing calls from Silver Spring and Takoma Park");
}

const sendButton = (page: Page) =>
  page.getByRole("main").getByRole("button", { name: "Get My Free Audit" });

test("without script, a wrong free-audit request comes back with each error beside its field and the values kept", async ({
  browser,
}) => {
  const context = await noScriptContext(browser, site);
  const page = await context.newPage();
  await page.goto("/free-audit");
  const main = page.getByRole("main");
  await main.getByLabel("Full Name").fill("Rosa Delgado");
  await main.getByLabel("Email Address").fill("rosa@");
  await main.getByLabel("Company Name").fill("Delgado Plumbing");
  const answer = page.waitForResponse(
    (response) => response.request().method() === "POST",
  );
  await sendButton(page).click();
  expect((await answer).status()).toBe(400);
  await expectFieldError(
    main.getByLabel("Email Address"),
    "Please enter a valid email address",
  );
  await expectFieldError(
    main.getByLabel("Phone Number"),
    "Please enter a valid phone number",
  );
  await expectFieldError(
    main.getByLabel("Business Type"),
    "Please select a business type",
  );
  await expect(main.getByLabel("Full Name")).toHaveValue("Rosa Delgado");
  await expect(main.getByLabel("Email Address")).toHaveValue("rosa@");
  await expect(main.getByLabel("Company Name")).toHaveValue("Delgado Plumbing");
  await context.close();
});

test("without script, a free-audit request reaches the confirmation, and sending it again stores nothing more", async ({
  browser,
}) => {
  const context = await noScriptContext(browser, site);
  const page = await context.newPage();
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.goto("/free-audit");
    await fillLead(page, "rosa@delgadoplumbing.example", "Delgado Plumbing");
    await sendButton(page).click();
    await expect(confirmation(page)).toBeVisible();
  }
  await context.close();
});

test("with every script failing to load, the free-audit request is still sent", async ({
  browser,
}) => {
  const context = await failedScriptsContext(browser, site);
  const page = await context.newPage();
  await page.goto("/free-audit");
  await fillLead(page, "sam@failedscripts.example", "Failed Scripts Bakery");
  await sendButton(page).click();
  await expect(confirmation(page)).toBeVisible();
  await context.close();
});

test("each request sent without script is one lead and one team notification in the database", async () => {
  const stored = await site.stopAndRead(async (database) => ({
    rosa: await countRows(
      database,
      "leads",
      "email",
      "rosa@delgadoplumbing.example",
    ),
    rosaMails: await countOutboxRows(
      database,
      "lead",
      "rosa@delgadoplumbing.example",
    ),
    sam: await countRows(
      database,
      "leads",
      "email",
      "sam@failedscripts.example",
    ),
    samMails: await countOutboxRows(
      database,
      "lead",
      "sam@failedscripts.example",
    ),
    wrong: await countRows(database, "leads", "email", "rosa@"),
  }));
  expect(stored).toEqual({
    rosa: 1,
    rosaMails: 1,
    sam: 1,
    samMails: 1,
    wrong: 0,
  });
});
