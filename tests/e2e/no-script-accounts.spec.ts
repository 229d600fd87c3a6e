import { accountDeletedPage, dashboardPage } from "#app/content/dashboard.ts";
import {
  accountEmails,
  forgotPasswordMessages,
  resetPasswordMessages,
  resetPasswordPage,
} from "#app/content/account-links.ts";
import { getPlan } from "#app/content/plans.ts";
import { signinMessages } from "#app/content/signin.ts";
import { signupMessages } from "#app/content/signup.ts";
import type { Response as PageResponse } from "@playwright/test";
import { expect, test, type Page } from "./fixtures.ts";
import { linkInMail } from "./mail.ts";
import {
  countOutboxRows,
  countRows,
  expectFieldError,
  noScriptContext,
  startSiteProcess,
  type SiteProcess,
} from "./no-script.ts";
import { smtpPort } from "./ports.ts";

/**
 * An account's whole life with no script at all: signing up (wrong, then right), the dashboard's
 * forms, signing out and in (a wrong password, then the right one), a password reset through the
 * e-mailed link, and deleting the account. Every form posts to its page; the site runs as its own
 * process, sending its e-mails to the suite's mail server, so that the spec can read its database
 * at the end.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new password";
const email = `noscript${Date.now()}@parkviewdental.example`;
const plan = getPlan("enterprise");

let site: SiteProcess;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startSiteProcess({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
});
test.afterAll(async () => site?.stop());

const main = (page: Page) => page.getByRole("main");
const newPassword = (page: Page) =>
  main(page).locator('input[autocomplete="new-password"]');
const currentPassword = (page: Page) =>
  main(page).locator('input[autocomplete="current-password"]');

/** The answer to the page's next POST (the form's), once the button is pressed. */
function nextPost(page: Page): Promise<PageResponse> {
  return page.waitForResponse(
    (response) => response.request().method() === "POST",
  );
}

/** A visitor's own answer: never stored by the browser or anything between. */
function expectPrivate(response: PageResponse) {
  const headers = response.headers();
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(headers.vary ?? "").toMatch(/cookie/i);
}

test("without script, a wrong signup comes back with each error beside its field, the values kept and the password never echoed", async ({
  browser,
}) => {
  const context = await noScriptContext(browser, site);
  const page = await context.newPage();
  await page.goto(`/signup?plan=${plan.id}`);
  await main(page).getByLabel("First Name").fill("Renee");
  await main(page).getByLabel("Email Address").fill("renee@");
  await main(page).getByLabel("Company Name").fill("Parkview Dental");
  await newPassword(page).fill("short");
  const answer = nextPost(page);
  await main(page).getByRole("button", { name: "Create Account" }).click();
  const response = await answer;
  expect(response.status()).toBe(400);
  expect(await response.text()).not.toContain('"short"');
  await expectFieldError(
    main(page).getByLabel("Last Name"),
    "Last name must be at least 2 characters",
  );
  await expectFieldError(
    main(page).getByLabel("Email Address"),
    "Please enter a valid email address",
  );
  await expectFieldError(
    newPassword(page),
    "Password must be at least 8 characters",
  );
  await expect(main(page).getByLabel("First Name")).toHaveValue("Renee");
  await expect(main(page).getByLabel("Email Address")).toHaveValue("renee@");
  await expect(main(page).getByLabel("Company Name")).toHaveValue(
    "Parkview Dental",
  );
  await expect(newPassword(page)).toHaveValue("");
  // Still the plan asked for: the page's query was kept.
  await expect(page).toHaveURL(new RegExp(`[?&]plan=${plan.id}`));
  await expect(
    main(page)
      .getByRole("complementary")
      .getByRole("heading", { name: new RegExp(`^${plan.name}`) }),
  ).toBeVisible();
  await context.close();
});

test("without script, a visitor signs up for a plan, asks for the confirmation link again, signs out, and signs in after a wrong password", async ({
  browser,
}) => {
  const context = await noScriptContext(browser, site);
  const page = await context.newPage();
  await page.goto(`/signup?plan=${plan.id}`);
  await main(page).getByLabel("First Name").fill("Renee");
  await main(page).getByLabel("Last Name").fill("Okafor");
  await main(page).getByLabel("Email Address").fill(email);
  await main(page).getByLabel("Company Name").fill("Parkview Dental");
  await newPassword(page).fill(PASSWORD);
  let answer = nextPost(page);
  await main(page).getByRole("button", { name: "Create Account" }).click();
  let response = await answer;
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe("/dashboard?notice=account-created");
  expectPrivate(response);
  await expect(page).toHaveURL(/\/dashboard\?notice=account-created$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome, Renee!" }),
  ).toBeVisible();
  // The notice the script shows as a toast, in the page.
  await expect(main(page).getByRole("status")).toContainText(
    signupMessages.success,
  );
  const yourPlan = main(page).getByRole("region", { name: "Your plan" });
  await expect(yourPlan).toContainText(`${plan.name} (${plan.catalogName})`);

  // The address confirmation's link, sent again from the dashboard's banner.
  answer = nextPost(page);
  await main(page)
    .getByRole("button", { name: dashboardPage.confirmEmail.resend })
    .click();
  response = await answer;
  expect(response.status()).toBe(200);
  expectPrivate(response);
  await expect(main(page).getByRole("status")).toContainText(
    dashboardPage.confirmEmail.resent(email),
  );

  // Signing out ends the session: the dashboard asks to sign in again.
  await page.getByRole("button", { name: dashboardPage.signOut }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin\?next=%2Fdashboard$/);

  // A wrong password: the page again with the one message, the address kept, never the password.
  await main(page).getByLabel("Email Address").fill(email);
  await currentPassword(page).fill("not the password");
  answer = nextPost(page);
  await main(page).getByRole("button", { name: "Sign In" }).click();
  response = await answer;
  expect(response.status()).toBe(401);
  expectPrivate(response);
  expect(await response.text()).not.toContain("not the password");
  await expect(main(page).getByRole("alert")).toHaveText(
    signinMessages.invalid,
  );
  await expect(main(page).getByLabel("Email Address")).toHaveValue(email);
  await expect(currentPassword(page)).toHaveValue("");
  await expect(page).toHaveURL(/[?&]next=%2Fdashboard/);

  // The right one: to `next`, signed in.
  await currentPassword(page).fill(PASSWORD);
  answer = nextPost(page);
  await main(page).getByRole("button", { name: "Sign In" }).click();
  response = await answer;
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe("/dashboard");
  expectPrivate(response);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome, Renee!" }),
  ).toBeVisible();

  // Signed in elsewhere (a `next` of this site) the form leads there instead.
  await page.getByRole("button", { name: dashboardPage.signOut }).click();
  await page.goto(`/signin?next=${encodeURIComponent("/pricing?from=signin")}`);
  await main(page).getByLabel("Email Address").fill(email);
  await currentPassword(page).fill(PASSWORD);
  await main(page).getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/pricing\?from=signin$/);
  await context.close();
});

test("without script, a visitor who forgot the password gets the e-mailed link and chooses a new one", async ({
  browser,
}) => {
  const context = await noScriptContext(browser, site);
  const page = await context.newPage();
  await page.goto("/forgot-password");
  await main(page).getByLabel("Email Address").fill("not-an-address");
  let answer = nextPost(page);
  await main(page).getByRole("button", { name: "Send Reset Link" }).click();
  expect((await answer).status()).toBe(400);
  await expectFieldError(
    main(page).getByLabel("Email Address"),
    "Please enter a valid email address",
  );
  await expect(main(page).getByLabel("Email Address")).toHaveValue(
    "not-an-address",
  );

  await main(page).getByLabel("Email Address").fill(email);
  answer = nextPost(page);
  await main(page).getByRole("button", { name: "Send Reset Link" }).click();
  expect((await answer).status()).toBe(200);
  await expect(main(page).getByRole("status")).toContainText(
    forgotPasswordMessages.success,
  );

  const link = await linkInMail(email, accountEmails.passwordReset.subject);
  expect(link).toMatch(/^\/reset-password\?token=/);
  const opened = await page.goto(link);
  // The token's address is never sent on (a browser follows the policy's last value); the
  // form's post still carries its Origin.
  const policies = (await opened!.headerValues("referrer-policy"))
    .flatMap((value) => value.split(","))
    .map((value) => value.trim());
  expect(policies.at(-1)).toBe("same-origin");
  await expect(
    main(page).getByRole("heading", { name: resetPasswordPage.title }),
  ).toBeVisible();
  // Too short: the page again, the link still working.
  await newPassword(page).fill("short");
  answer = nextPost(page);
  await main(page)
    .getByRole("button", { name: resetPasswordPage.submitLabel })
    .click();
  let response = await answer;
  expect(response.status()).toBe(400);
  await expectFieldError(
    newPassword(page),
    "Password must be at least 8 characters",
  );
  await expect(newPassword(page)).toHaveValue("");

  await newPassword(page).fill(NEW_PASSWORD);
  answer = nextPost(page);
  await main(page)
    .getByRole("button", { name: resetPasswordPage.submitLabel })
    .click();
  response = await answer;
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe(
    "/dashboard?notice=password-changed",
  );
  expectPrivate(response);
  await expect(page).toHaveURL(/\/dashboard\?notice=password-changed$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome, Renee!" }),
  ).toBeVisible();
  await expect(main(page).getByRole("status")).toContainText(
    resetPasswordMessages.success,
  );

  // The link worked once.
  await page.goto(link);
  await expect(
    main(page).getByRole("heading", { name: resetPasswordPage.invalidTitle }),
  ).toBeVisible();
  await context.close();
});

test("without script, a signup for a taken address says so in the form", async ({
  browser,
}) => {
  const context = await noScriptContext(browser, site);
  const page = await context.newPage();
  await page.goto(`/signup?plan=${plan.id}`);
  await main(page).getByLabel("First Name").fill("Renee");
  await main(page).getByLabel("Last Name").fill("Okafor");
  await main(page).getByLabel("Email Address").fill(email);
  await newPassword(page).fill("another good password");
  const answer = nextPost(page);
  await main(page).getByRole("button", { name: "Create Account" }).click();
  expect((await answer).status()).toBe(409);
  await expect(main(page).getByRole("alert")).toHaveText(
    signupMessages.emailTaken,
  );
  await expect(main(page).getByLabel("Email Address")).toHaveValue(email);
  await context.close();
});

test("without script, the owner deletes the account from the dashboard with the new password", async ({
  browser,
}) => {
  const context = await noScriptContext(browser, site);
  const page = await context.newPage();
  await page.goto("/signin");
  await main(page).getByLabel("Email Address").fill(email);
  await currentPassword(page).fill(NEW_PASSWORD);
  await main(page).getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const deletion = main(page).locator("details");
  await deletion.locator("summary").click();
  // The old password no longer confirms anything.
  await deletion
    .getByLabel(dashboardPage.deleteAccount.passwordLabel)
    .fill(PASSWORD);
  let answer = nextPost(page);
  await deletion
    .getByRole("button", { name: dashboardPage.deleteAccount.submit })
    .click();
  const response = await answer;
  expect(response.status()).toBe(400);
  expectPrivate(response);
  await expect(main(page).getByRole("alert")).toHaveText(
    dashboardPage.deleteAccount.wrongPassword,
  );

  await deletion
    .getByLabel(dashboardPage.deleteAccount.passwordLabel)
    .fill(NEW_PASSWORD);
  answer = nextPost(page);
  await deletion
    .getByRole("button", { name: dashboardPage.deleteAccount.submit })
    .click();
  expect((await answer).status()).toBe(302);
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(
    page.getByRole("heading", { level: 1, name: accountDeletedPage.title }),
  ).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin\?next=%2Fdashboard$/);
  await context.close();
});

test("the account's rows are gone, and each e-mail and notice was queued once", async () => {
  const stored = await site.stopAndRead(async (database) => {
    const count = async (sql: string) =>
      (await database.query<{ count: number }>(sql)).rows[0]?.count ?? 0;
    return {
      users: await countRows(database, "users", "email", email),
      wrongSignups: await countRows(database, "users", "email", "renee@"),
      sessions: await count("select count(*)::int as count from sessions"),
      accountTokens: await count(
        "select count(*)::int as count from account_tokens",
      ),
      signupNotices: await countOutboxRows(database, "signup", email),
      confirmationLinks: await countOutboxRows(
        database,
        "email-verification",
        email,
      ),
      resetLinks: await countOutboxRows(database, "password-reset", email),
      deletionNotices: await countOutboxRows(
        database,
        "account-deleted",
        email,
      ),
    };
  });
  expect(stored).toEqual({
    users: 0,
    wrongSignups: 0,
    sessions: 0,
    accountTokens: 0,
    signupNotices: 1,
    // At signup, and once more from the dashboard.
    confirmationLinks: 2,
    resetLinks: 1,
    deletionNotices: 1,
  });
});
