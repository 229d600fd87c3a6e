import { expect, test, type Locator, type Page } from "./fixtures.ts";
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
 * Resource requests (from /resources and /industry-trends) and the newsletter with no script at
 * all, and with every script failing to load: a resource's button leads to the page's request
 * form with that resource chosen, and each request stores one lead and one team notification.
 */
test.describe.configure({ mode: "serial" });

let site: SiteProcess;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startSiteProcess();
});
test.afterAll(async () => site?.stop());

const requestForm = (page: Page) => page.locator("#request-a-resource");
const newsletter = (page: Page) => page.locator("#newsletter");

const post = (page: Page) =>
  page.waitForResponse((response) => response.request().method() === "POST");

async function fillRequest(form: Locator, name: string, email: string) {
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Email address").fill(email);
}

test("without script, a resource's button leads to the request form with that resource chosen; a wrong request keeps its values", async ({
  browser,
}) => {
  const context = await noScriptContext(browser, site);
  const page = await context.newPage();
  await page.goto("/resources");
  await page
    .getByRole("main")
    .getByRole("button", {
      name: "Access Resource (Pre-Launch Website Checklist)",
    })
    .click();
  await expect(page).toHaveURL(/[?&]resource=Pre-Launch/);
  const form = requestForm(page);
  await expect(form.getByLabel("Resource")).toHaveValue(
    "Pre-Launch Website Checklist",
  );
  await fillRequest(form, "T", "tom@");
  const answer = post(page);
  await form.getByRole("button", { name: "Email it to me" }).click();
  expect((await answer).status()).toBe(400);
  await expectFieldError(
    form.getByLabel("Your name"),
    "Name must be at least 2 characters",
  );
  await expectFieldError(
    form.getByLabel("Email address"),
    "Please enter a valid email address",
  );
  await expect(form.getByLabel("Email address")).toHaveValue("tom@");
  await expect(form.getByLabel("Resource")).toHaveValue(
    "Pre-Launch Website Checklist",
  );
  await context.close();
});

test("without script, a resource request from /resources is confirmed, and sending it again stores nothing more", async ({
  browser,
}) => {
  const context = await noScriptContext(browser, site);
  const page = await context.newPage();
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.goto(
      "/resources?resource=Pre-Launch+Website+Checklist#request-a-resource",
    );
    await fillRequest(
      requestForm(page),
      "Tom Becker",
      "tom@beckerauto.example",
    );
    await requestForm(page)
      .getByRole("button", { name: "Email it to me" })
      .click();
    await expect(requestForm(page)).toContainText(
      "Thank you! We'll email “Pre-Launch Website Checklist” to tom@beckerauto.example.",
    );
  }
  await context.close();
});

test("without script, Download Free on /industry-trends leads to the page's request form, which sends the request", async ({
  browser,
}) => {
  const context = await noScriptContext(browser, site);
  const page = await context.newPage();
  await page.goto("/industry-trends");
  await page
    .getByRole("main")
    .getByRole("button", { name: "Download Free (Local SEO Checklist)" })
    .click();
  const form = requestForm(page);
  await expect(form.getByLabel("Resource")).toHaveValue("Local SEO Checklist");
  await fillRequest(form, "Maya Brooks", "maya@brooksdental.example");
  await form.getByRole("button", { name: "Email it to me" }).click();
  await expect(form).toContainText(
    "Thank you! We'll email “Local SEO Checklist” to maya@brooksdental.example.",
  );
  await context.close();
});

test("without script, the newsletter names a wrong address, then subscribes, once per address", async ({
  browser,
}) => {
  const context = await noScriptContext(browser, site);
  const page = await context.newPage();
  await page.goto("/industry-trends#newsletter");
  const field = newsletter(page).getByLabel("Email address");
  await field.fill("owner@");
  const answer = post(page);
  await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
  expect((await answer).status()).toBe(400);
  await expectFieldError(
    newsletter(page).getByLabel("Email address"),
    "Please enter a valid email address",
  );
  await expect(newsletter(page).getByLabel("Email address")).toHaveValue(
    "owner@",
  );
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.goto("/industry-trends#newsletter");
    await newsletter(page)
      .getByLabel("Email address")
      .fill("owner@trendsflorist.example");
    const subscribed = post(page);
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
    expect((await subscribed).status()).toBe(200);
    await expect(newsletter(page)).toContainText(
      "You're subscribed. Look out for our next update at owner@trendsflorist.example.",
    );
  }
  await context.close();
});

test("with every script failing to load, a resource request is still sent", async ({
  browser,
}) => {
  const context = await failedScriptsContext(browser, site);
  const page = await context.newPage();
  await page.goto("/industry-trends");
  await page
    .getByRole("main")
    .getByRole("button", {
      name: "Download Free (Social Media Content Calendar)",
    })
    .click();
  const form = requestForm(page);
  await expect(form.getByLabel("Resource")).toHaveValue(
    "Social Media Content Calendar",
  );
  await fillRequest(form, "Sam Ortiz", "sam@failedscripts.example");
  await form.getByRole("button", { name: "Email it to me" }).click();
  await expect(form).toContainText(
    "Thank you! We'll email “Social Media Content Calendar” to sam@failedscripts.example.",
  );
  await context.close();
});

test("each request sent without script is one row and one team notification in the database", async () => {
  const stored = await site.stopAndRead(async (database) => ({
    tom: await countRows(database, "leads", "email", "tom@beckerauto.example"),
    tomMails: await countOutboxRows(
      database,
      "resource-request",
      "tom@beckerauto.example",
    ),
    maya: await countRows(
      database,
      "leads",
      "email",
      "maya@brooksdental.example",
    ),
    mayaMails: await countOutboxRows(
      database,
      "resource-request",
      "maya@brooksdental.example",
    ),
    sam: await countRows(
      database,
      "leads",
      "email",
      "sam@failedscripts.example",
    ),
    wrong: await countRows(database, "leads", "email", "tom@"),
    subscriber: await countRows(
      database,
      "newsletter_subscribers",
      "email",
      "owner@trendsflorist.example",
    ),
    subscriberMails: await countOutboxRows(
      database,
      "newsletter",
      "owner@trendsflorist.example",
    ),
  }));
  expect(stored).toEqual({
    tom: 1,
    tomMails: 1,
    maya: 1,
    mayaMails: 1,
    sam: 1,
    wrong: 0,
    subscriber: 1,
    subscriberMails: 1,
  });
});
