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
 * The contact and support forms with no script at all, and with every script failing to load:
 * the visitor sees the same messages as everyone else, and one message stores one row and one
 * team notification.
 */
test.describe.configure({ mode: "serial" });

let site: SiteProcess;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startSiteProcess();
});
test.afterAll(async () => site?.stop());

const contactSuccess =
  "Thank you! Your message has been sent. We'll get back to you within 24 hours.";
const supportSuccess =
  "Message sent successfully! We'll get back to you within 2 hours.";

const send = (page: Page) =>
  page.getByRole("main").getByRole("button", { name: "Send Message" });

async function fillContact(page: Page, email: string) {
  const main = page.getByRole("main");
  await main.getByLabel("First Name").fill("Ada");
  await main.getByLabel("Last Name").fill("Okafor");
  await main.getByLabel("Email Address").fill(email);
  await main
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("We would like more calls for our bakery in Bethesda.");
}

test("without script, the service a link asked about is already in the contact form", async ({
  browser,
}) => {
  const context = await noScriptContext(browser, site);
  const page = await context.newPage();
  await page.goto("/contact?service=SEO%20Automation");
  await expect(
    page.getByRole("main").getByLabel("Service of interest"),
  ).toHaveValue("SEO Automation");
  await context.close();
});

test("without script, a wrong contact message comes back with each error beside its field and the values kept", async ({
  browser,
}) => {
  const context = await noScriptContext(browser, site);
  const page = await context.newPage();
  await page.goto("/contact?service=Web%20Design");
  const main = page.getByRole("main");
  await main.getByLabel("First Name").fill("Ada");
  await main.getByLabel("Email Address").fill("ada@");
  await main.getByRole("textbox", { name: "Message", exact: true }).fill("Hi");
  const answer = page.waitForResponse(
    (response) => response.request().method() === "POST",
  );
  await send(page).click();
  expect((await answer).status()).toBe(400);
  await expectFieldError(
    main.getByLabel("Last Name"),
    "Please enter your last name",
  );
  await expectFieldError(
    main.getByRole("textbox", { name: "Message", exact: true }),
    "Please write a message of at least 10 characters",
  );
  await expect(main.getByLabel("First Name")).toHaveValue("Ada");
  await expect(main.getByLabel("Email Address")).toHaveValue("ada@");
  await expect(main.getByLabel("Service of interest")).toHaveValue(
    "Web Design",
  );
  await context.close();
});

test("without script, a contact message shows the confirmation, and sending it again stores nothing more", async ({
  browser,
}) => {
  const context = await noScriptContext(browser, site);
  const page = await context.newPage();
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.goto("/contact");
    await fillContact(page, "ada@okaforbakery.example");
    await send(page).click();
    await expect(page.getByRole("main")).toContainText(contactSuccess);
  }
  await context.close();
});

test("with every script failing to load, the contact message is still sent", async ({
  browser,
}) => {
  const context = await failedScriptsContext(browser, site);
  const page = await context.newPage();
  await page.goto("/contact");
  await fillContact(page, "lee@failedscripts.example");
  await send(page).click();
  await expect(page.getByRole("main")).toContainText(contactSuccess);
  await context.close();
});

test("without script, a support request comes back with its errors, then is sent", async ({
  browser,
}) => {
  const context = await noScriptContext(browser, site);
  const page = await context.newPage();
  await page.goto("/support");
  const main = page.getByRole("main");
  await main
    .getByRole("textbox", { name: "Name", exact: true })
    .fill("Ada Okafor");
  await main.getByRole("textbox", { name: "Email", exact: true }).fill("ada@");
  const answer = page.waitForResponse(
    (response) => response.request().method() === "POST",
  );
  await send(page).click();
  expect((await answer).status()).toBe(400);
  await expectFieldError(main.getByLabel("Subject"), "Please enter a subject");
  await expectFieldError(
    main.getByRole("textbox", { name: "Message", exact: true }),
    "Please enter a message",
  );
  await expect(
    main.getByRole("textbox", { name: "Name", exact: true }),
  ).toHaveValue("Ada Okafor");
  await expect(
    main.getByRole("textbox", { name: "Email", exact: true }),
  ).toHaveValue("ada@");

  await main
    .getByRole("textbox", { name: "Email", exact: true })
    .fill("ada@okaforsupport.example");
  await main.getByLabel("Subject").fill("Report missing");
  await main
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("Last month's report did not arrive.");
  await send(page).click();
  await expect(main).toContainText(supportSuccess);
  await context.close();
});

test("each message sent without script is one row and one team notification in the database", async () => {
  const stored = await site.stopAndRead(async (database) => ({
    ada: await countRows(
      database,
      "contact_messages",
      "email",
      "ada@okaforbakery.example",
    ),
    adaMails: await countOutboxRows(
      database,
      "contact",
      "ada@okaforbakery.example",
    ),
    lee: await countRows(
      database,
      "contact_messages",
      "email",
      "lee@failedscripts.example",
    ),
    wrong: await countRows(database, "contact_messages", "email", "ada@"),
    support: await countRows(
      database,
      "support_messages",
      "email",
      "ada@okaforsupport.example",
    ),
    supportMails: await countOutboxRows(
      database,
      "support",
      "ada@okaforsupport.example",
    ),
  }));
  expect(stored).toEqual({
    ada: 1,
    adaMails: 1,
    lee: 1,
    wrong: 0,
    support: 1,
    supportMails: 1,
  });
});

test("without script, a message over the rate limit shows why, and the page says when to try again", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const limited = await startSiteProcess({ RATE_LIMIT_MAX: "1" });
  try {
    const context = await noScriptContext(browser, limited);
    const page = await context.newPage();
    const statuses: number[] = [];
    for (const email of ["first@limit.example", "second@limit.example"]) {
      await page.goto("/contact");
      await fillContact(page, email);
      const answer = page.waitForResponse(
        (response) => response.request().method() === "POST",
      );
      await send(page).click();
      const response = await answer;
      statuses.push(response.status());
      if (response.status() === 429) {
        const retryAfter = Number(await response.headerValue("retry-after"));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        await expect(page.getByRole("main").getByRole("alert")).toContainText(
          "Too many submissions from your network. Please try again later.",
        );
      }
    }
    expect(statuses).toEqual([200, 429]);
    await context.close();
  } finally {
    await limited.stop();
  }
});
