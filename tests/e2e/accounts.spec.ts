import {
  accountEmails,
  forgotPasswordMessages,
  forgotPasswordPage,
  resetPasswordMessages,
} from "#app/content/account-links.ts";
import { accountDeletedPage, dashboardPage } from "#app/content/dashboard.ts";
import { plans } from "#app/content/plans.ts";
import { site } from "#app/content/site.ts";
import { signinMessages } from "#app/content/signin.ts";
import { signupMessages, weakPasswordMessages } from "#app/content/signup.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, failedResponse, test, type Page } from "./fixtures.ts";
import { openHydrated, waitForHydration } from "./hydration.ts";
import { linkInMail, mailAbout } from "./mail.ts";
import { sitePort } from "./ports.ts";

/**
 * Accounts against the real server and database (product.md D2): a plan button leads to a
 * signup for that plan, the account's dashboard shows it, sign-out and sign-in work, and the
 * links e-mailed to the owner (read from the suite's own SMTP server) reset the password and
 * confirm the address.
 */
const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new password";
let visitor = 0;
const newEmail = () => `owner${Date.now()}-${++visitor}@example.com`;

const main = (page: Page) => page.getByRole("main");
const toasts = (page: Page) =>
  page.getByRole("region", { name: /notifications/i });
const passwordField = (page: Page) =>
  main(page).locator('input[autocomplete="new-password"]');

async function fillSignup(page: Page, email: string) {
  await main(page).getByLabel("First Name").fill("Renee");
  await main(page).getByLabel("Last Name").fill("Okafor");
  await main(page).getByLabel("Email Address").fill(email);
  await main(page).getByLabel("Company Name").fill("Parkview Dental");
  await passwordField(page).fill(PASSWORD);
}

async function signIn(page: Page, email: string) {
  await main(page).getByLabel("Email Address").fill(email);
  await main(page)
    .locator('input[autocomplete="current-password"]')
    .fill(PASSWORD);
  await main(page).getByRole("button", { name: "Sign In" }).click();
}

test("every plan button on /pricing opens the signup for that plan, and the account's dashboard shows it", async ({
  page,
}) => {
  for (const plan of plans) {
    await page.context().clearCookies();
    await openHydrated(page, "/pricing");
    await main(page)
      .getByRole("link", { name: new RegExp(`^${plan.ctaLabel}`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/signup\\?plan=${plan.id}$`));
    const summary = main(page).getByRole("complementary");
    await expect(
      summary.getByRole("heading", { name: new RegExp(`^${plan.name}`) }),
    ).toBeVisible();
    await expect(summary).toContainText(`$${plan.monthlyPrice}/month`);
    await expect(summary).toContainText("30-day money-back guarantee");

    await waitForHydration(page);
    await fillSignup(page, newEmail());
    await main(page).getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const yourPlan = main(page).getByRole("region", { name: "Your plan" });
    await expect(yourPlan).toContainText(`${plan.name} (${plan.catalogName})`);
    await expect(yourPlan).toContainText(`$${plan.monthlyPrice}/month`);
  }
});

test("an unknown plan falls back to Pro", async ({ page }) => {
  await openHydrated(page, "/signup?plan=platinum");
  await expect(
    main(page)
      .getByRole("complementary")
      .getByRole("heading", { name: /^Pro/ }),
  ).toBeVisible();
});

test("a visitor creates an account, sees the plan on the dashboard, signs out and signs in again", async ({
  page,
}) => {
  const email = newEmail();
  await openHydrated(page, "/signup?plan=enterprise");
  await expect(
    page.getByText("Takes under 2 minutes", { exact: false }),
  ).toBeVisible();
  await fillSignup(page, email);

  // Show and hide the password.
  const toggle = main(page).getByRole("button", { name: "Show password" });
  await toggle.click();
  await expect(passwordField(page)).toHaveAttribute("type", "text");
  await main(page).getByRole("button", { name: "Hide password" }).click();
  await expect(passwordField(page)).toHaveAttribute("type", "password");

  const response = page.waitForResponse("**/api/auth/signup");
  await main(page).getByRole("button", { name: "Create Account" }).click();
  expect((await response).status()).toBe(201);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page).getByText(signupMessages.success)).toBeVisible();
  // The notice is read on the dashboard: it no longer says it is taking the visitor there.
  await expect(toasts(page)).toContainText(signupMessages.successDetail);
  await expect(toasts(page)).not.toContainText("Taking you");
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome, Renee!" }),
  ).toBeVisible();
  await expect(main(page)).toContainText("Dominate");
  await expect(main(page)).toContainText("$997/month");
  await expect(main(page)).toContainText("Pending");
  await expect(main(page)).toContainText("No card has been charged");
  // No phone number was given: the team writes instead of calling.
  await expect(main(page)).toContainText(
    dashboardPage.firstContact.byEmail(email),
  );
  await expect(main(page)).not.toContainText("calls you");

  // Back, to the signup form: the account exists, so the dashboard again.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome, Renee!" }),
  ).toBeVisible();
  // The header links to the dashboard now.
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Dashboard" }),
  ).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  await main(page).getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Sign in" }),
  ).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin\?next=%2Fdashboard$/);

  await waitForHydration(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(main(page)).toContainText("Dominate");

  // Another site as `next` is ignored: sign-in goes to the dashboard.
  await main(page).getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await openHydrated(page, "/signin?next=//evil.example");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a second signup with the same address shows the server's message under 'Signup Failed'", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(failedResponse(409));
  const email = newEmail();
  await openHydrated(page, "/signup");
  await fillSignup(page, email);
  await main(page).getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().clearCookies();

  await openHydrated(page, "/signup?plan=starter");
  await fillSignup(page, email.toUpperCase());
  const response = page.waitForResponse("**/api/auth/signup");
  await main(page).getByRole("button", { name: "Create Account" }).click();
  expect((await response).status()).toBe(409);
  await expect(
    toasts(page).getByText(signupMessages.failureTitle),
  ).toBeVisible();
  await expect(toasts(page).getByText(signupMessages.emailTaken)).toBeVisible();
  await expect(page).toHaveURL(/\/signup\?plan=starter$/);
  // The values stay for a second try.
  await expect(main(page).getByLabel("First Name")).toHaveValue("Renee");
});

test("the account pages name every missing field and pass axe; a wrong password gets the one message", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(failedResponse(401));
  await openHydrated(page, "/signup");
  await main(page).getByRole("button", { name: "Create Account" }).click();
  for (const message of [
    "First name must be at least 2 characters",
    "Last name must be at least 2 characters",
    "Please enter a valid email address",
    "Password must be at least 8 characters",
  ])
    await expect(main(page).getByText(message)).toBeVisible();
  await expectNoAxeViolations(page);

  await openHydrated(page, "/signin");
  await main(page).getByLabel("Email Address").fill("nobody@example.com");
  await main(page)
    .locator('input[autocomplete="current-password"]')
    .fill("wrong password");
  await main(page).getByRole("button", { name: "Sign In" }).click();
  await expect(toasts(page).getByText(signinMessages.invalid)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the account pages are never cached and keep their window to themselves, and the dashboard asks for a sign-in", async ({
  request,
}) => {
  for (const path of [
    "/signup",
    "/signin",
    "/forgot-password",
    "/reset-password?token=unknown",
    "/verify-email?token=unknown",
    "/account-deleted",
  ]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    // A window another site opens on an account page gets no handle on it (decision 0018).
    expect(response.headers()["cross-origin-opener-policy"]).toBe(
      "same-origin",
    );
  }
  const dashboard = await request.get("/dashboard", { maxRedirects: 0 });
  expect(dashboard.status()).toBe(302);
  expect(dashboard.headers()["location"]).toBe("/signin?next=%2Fdashboard");
});

test("a visitor deletes the account with the password, and it is gone", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(failedResponse(400));
  consoleErrors.allow(failedResponse(401));
  const email = newEmail();
  await openHydrated(page, "/signup?plan=growth");
  await fillSignup(page, email);
  await main(page).getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);

  await main(page).getByText("Delete my account", { exact: true }).click();
  const password = main(page).getByLabel("Your password, to confirm");
  await password.fill("not my password");
  await main(page)
    .getByRole("button", { name: "Delete my account for good" })
    .click();
  await expect(main(page).getByRole("alert")).toHaveText(
    "That password is not correct. Your account was not deleted.",
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectNoAxeViolations(page);

  await password.fill(PASSWORD);
  await main(page)
    .getByRole("button", { name: "Delete my account for good" })
    .click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(
    main(page).getByRole("heading", { name: accountDeletedPage.title }),
  ).toBeVisible();
  await expect(main(page)).toContainText(accountDeletedPage.text);
  await expectNoAxeViolations(page);
  // The team, told of the signup, is told of the deletion.
  await mailAbout(site.email, "Account deleted: Renee Okafor, Pro plan", email);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin\?next=%2Fdashboard$/);
  await waitForHydration(page);
  await signIn(page, email);
  await expect(toasts(page).getByText(signinMessages.invalid)).toBeVisible();
});

test("a visitor who forgot the password gets a link by e-mail, chooses a new one and is signed out everywhere else", async ({
  page,
  browser,
  consoleErrors,
}) => {
  // The old password, tried after the reset.
  consoleErrors.allow(failedResponse(401));
  const email = newEmail();
  // Signed in on one device...
  await openHydrated(page, "/signup?plan=starter");
  await fillSignup(page, email);
  await main(page).getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // ...and forgotten the password on another.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await openHydrated(phone, "/signin");
  await main(phone)
    .getByRole("link", { name: "Forgot your password?" })
    .click();
  await expect(phone).toHaveURL(/\/forgot-password$/);
  await waitForHydration(phone);
  await expectNoAxeViolations(phone);
  await main(phone).getByLabel("Email Address").fill(email);
  await main(phone).getByRole("button", { name: "Send Reset Link" }).click();
  await expect(main(phone).getByRole("status")).toContainText(
    forgotPasswordMessages.success,
  );
  await expect(
    main(phone).getByRole("link", { name: forgotPasswordPage.backToSignin }),
  ).toHaveCount(1);
  await expectNoAxeViolations(phone);

  const link = await linkInMail(email, accountEmails.passwordReset.subject);
  expect(link).toMatch(/^\/reset-password\?token=/);
  await openHydrated(phone, link);
  await expect(
    main(phone).getByRole("heading", { name: "Choose a new password" }),
  ).toBeVisible();
  await expect(main(phone)).toContainText(email);
  await expectNoAxeViolations(phone);
  await main(phone).getByRole("button", { name: "Change Password" }).click();
  await expect(
    main(phone).getByText("Password must be at least 8 characters"),
  ).toBeVisible();
  await passwordField(phone).fill(NEW_PASSWORD);
  await main(phone).getByRole("button", { name: "Change Password" }).click();
  await expect(phone).toHaveURL(/\/dashboard$/);
  await expect(
    toasts(phone).getByText(resetPasswordMessages.success),
  ).toBeVisible();
  await expect(main(phone)).toContainText("Welcome, Renee!");

  // The first device's session has ended.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin\?next=%2Fdashboard$/);

  // The link worked once.
  await openHydrated(phone, link);
  await expect(
    main(phone).getByRole("heading", { name: "This link no longer works" }),
  ).toBeVisible();
  await expectNoAxeViolations(phone);
  await other.close();

  // The old password no longer signs in; the new one does.
  await waitForHydration(page);
  await signIn(page, email);
  await expect(toasts(page).getByText(signinMessages.invalid)).toBeVisible();
  await main(page)
    .locator('input[autocomplete="current-password"]')
    .fill(NEW_PASSWORD);
  await main(page).getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the dashboard asks to confirm the address until the e-mailed link is opened", async ({
  page,
}) => {
  const email = newEmail();
  await openHydrated(page, "/signup");
  await fillSignup(page, email);
  await main(page).getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = main(page).getByRole("region", {
    name: "Please confirm your email address",
  });
  await expect(banner).toContainText(email);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  await banner.getByRole("button", { name: "Send the link again" }).click();
  await expect(banner.getByRole("status")).toHaveText(
    `A new link is on its way to ${email}.`,
  );

  const link = await linkInMail(email, accountEmails.verification.subject, 2);
  expect(link).toMatch(/^\/verify-email\?token=/);
  await openHydrated(page, link);
  await expect(
    main(page).getByRole("heading", {
      name: "Your email address is confirmed",
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(main(page)).toContainText("Welcome, Renee!");
  await expect(banner).toHaveCount(0);
});

test("signed out, back to the dashboard and signed in again with the right password, the visitor lands on the dashboard", async ({
  page,
}) => {
  const email = newEmail();
  await openHydrated(page, "/signup");
  await fillSignup(page, email);
  await main(page).getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
  await main(page).getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);

  // Back to the dashboard, now signed out: the sign-in page. No redirect between the two was
  // kept by the browser, so signing in leads to the dashboard instead of back and forth.
  await page.goBack();
  await expect(page).toHaveURL(/\/signin\?next=%2Fdashboard$/);
  await waitForHydration(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome, Renee!" }),
  ).toBeVisible();
});

/** The site as the browser suite reaches it: the origin of its pages here. */
const localSite = `http://127.0.0.1:${sitePort}`;

/** Creates an account through the API and returns the Cookie header that carries its session. */
async function signedUpCookie(email = newEmail()): Promise<string> {
  const response = await fetch(`${localSite}/api/auth/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: localSite },
    body: JSON.stringify({
      email,
      firstName: "Renee",
      lastName: "Okafor",
      password: PASSWORD,
      subscriptionPlan: "growth",
    }),
  });
  expect(response.status).toBe(201);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const get = (path: string, cookie?: string) =>
  fetch(`${localSite}${path}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });

/** A form's POST as a browser sends it from a page of `origin`. */
const postForm = (
  path: string,
  origin: string,
  cookie: string,
  body: Record<string, string> = {},
  headers: Record<string, string> = {},
) =>
  fetch(`${localSite}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      Cookie: cookie,
      ...headers,
    },
    body: new URLSearchParams(body).toString(),
  });

/** What no cache may keep: an answer that depends on the visitor's session. */
function expectPrivate(response: Response, what: string) {
  expect(response.headers.get("cache-control"), what).toBe("private, no-store");
  expect(response.headers.get("vary") ?? "", what).toMatch(/\bCookie\b/);
}

test("every answer that read the session is private, never stored and varies on the cookie, redirects and data requests included", async () => {
  const cookie = await signedUpCookie();

  const signedOutDashboard = await get("/dashboard");
  expect(signedOutDashboard.status).toBe(302);
  expect(signedOutDashboard.headers.get("location")).toBe(
    "/signin?next=%2Fdashboard",
  );
  expectPrivate(signedOutDashboard, "/dashboard signed out");
  const signedInSignin = await get("/signin", cookie);
  expect(signedInSignin.status).toBe(302);
  expect(signedInSignin.headers.get("location")).toBe("/dashboard");
  expectPrivate(signedInSignin, "/signin signed in");
  // The redirects a navigation in the page fetches (the loop of issue 28.2 went through these).
  expectPrivate(await get("/dashboard.data"), "/dashboard.data signed out");
  expectPrivate(await get("/signin.data", cookie), "/signin.data signed in");
  const dashboard = await get("/dashboard", cookie);
  expect(dashboard.status).toBe(200);
  expectPrivate(dashboard, "/dashboard signed in");
  expectPrivate(await get("/dashboard.data", cookie), "/dashboard.data");

  // No account page, in either state, may be kept by a shared cache.
  const accountPaths = [
    "/signup",
    "/signin",
    "/signin?next=%2Fdashboard",
    "/dashboard",
    "/forgot-password",
    "/reset-password?token=unknown",
    "/verify-email?token=unknown",
  ];
  for (const path of accountPaths)
    for (const [state, sent] of [
      ["signed out", undefined],
      ["signed in", cookie],
    ] as const) {
      const dataPath = path.replace(/(\?|$)/, ".data$1");
      for (const each of [path, dataPath]) {
        const response = await get(each, sent);
        expect(
          response.headers.get("cache-control"),
          `${each} ${state}`,
        ).not.toContain("public");
      }
    }

  const signout = await postForm("/signout", localSite, cookie);
  expect(signout.status).toBe(302);
  expect(signout.headers.getSetCookie().length).toBeGreaterThan(0);
  expectPrivate(signout, "sign-out");
});

test("a sign-out posted from another origin, a sibling subdomain included, is refused and leaves the session", async () => {
  const cookie = await signedUpCookie();
  for (const origin of [
    "https://evil.example",
    "https://blog.dmvaiagents.com",
  ]) {
    const refused = await postForm("/signout", origin, cookie);
    expect(refused.status, origin).toBe(403);
    expect(await refused.text()).toBe(
      "Submissions from other websites are not accepted.",
    );
    expect(refused.headers.getSetCookie()).toEqual([]);
  }
  expect((await get("/dashboard", cookie)).status).toBe(200);

  const signedOut = await postForm("/signout", localSite, cookie);
  expect(signedOut.status).toBe(302);
  expect((await get("/dashboard", cookie)).status).toBe(302);
});

test("the dashboard's actions run behind an HTTPS proxy with TRUST_PROXY=0 and refuse another origin", async () => {
  // The site's own origin (SITE_URL in the build), as a browser sends it through the proxy.
  const siteOrigin = new URL(site.url).origin;
  const proxied = { "X-Forwarded-Proto": "https" };
  const email = newEmail();
  const cookie = await signedUpCookie(email);

  const resent = await postForm(
    "/dashboard",
    siteOrigin,
    cookie,
    { intent: "resend-verification" },
    proxied,
  );
  expect(resent.status).toBe(200);
  expect(await resent.text()).toContain(
    `A new link is on its way to ${email}.`,
  );

  const foreign = await postForm(
    "/dashboard",
    "https://evil.example",
    cookie,
    { intent: "resend-verification" },
    proxied,
  );
  expect(foreign.status).toBe(403);

  const refusedDelete = await postForm(
    "/dashboard",
    "https://evil.example",
    cookie,
    { password: PASSWORD },
    proxied,
  );
  expect(refusedDelete.status).toBe(403);
  expect((await get("/dashboard", cookie)).status).toBe(200);
  const deleted = await postForm(
    "/dashboard",
    siteOrigin,
    cookie,
    { password: PASSWORD },
    proxied,
  );
  expect(deleted.status).toBe(302);
  expect(deleted.headers.get("location")).toBe("/account-deleted");
  expect((await get("/dashboard", cookie)).status).toBe(302);
});

test("a weak password is refused at its field with the reason, and a strong one goes through", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(failedResponse(400));
  await openHydrated(page, "/signup");
  await fillSignup(page, newEmail());
  for (const [password, message] of [
    ["password", weakPasswordMessages.common],
    ["Renee2024Okafor", weakPasswordMessages.personal],
  ] as const) {
    await passwordField(page).fill(password);
    const response = page.waitForResponse("**/api/auth/signup");
    await main(page).getByRole("button", { name: "Create Account" }).click();
    expect((await response).status()).toBe(400);
    await expect(main(page).getByText(message)).toBeVisible();
    await expect(passwordField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/signup$/);
  }
  await expectNoAxeViolations(page);
  await passwordField(page).fill(PASSWORD);
  await main(page).getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a failed sign-in's notice does not follow the visitor onto the dashboard", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(failedResponse(401));
  const email = newEmail();
  const created = await page.request.post("/api/auth/signup", {
    data: {
      email,
      firstName: "Renee",
      lastName: "Okafor",
      phone: "(571) 555-0123",
      password: PASSWORD,
    },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();

  await openHydrated(page, "/signin");
  await main(page).getByLabel("Email Address").fill(email);
  const password = main(page).locator('input[autocomplete="current-password"]');
  await password.fill("not my password");
  await main(page).getByRole("button", { name: "Sign In" }).click();
  await expect(
    toasts(page).getByText(signinMessages.failureTitle),
  ).toBeVisible();
  await password.fill(PASSWORD);
  await main(page).getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(main(page)).toContainText("Welcome, Renee!");
  await expect(toasts(page).getByText(signinMessages.failureTitle)).toHaveCount(
    0,
  );
  // This account gave a phone number: the team calls.
  await expect(main(page)).toContainText(dashboardPage.firstContact.byPhone);
});

/** `?next=` values as they appear in the address, and where sign-in may lead for each. */
const nextCases: [next: string, expected: string][] = [
  ["/%09/evil.example", "/dashboard"],
  ["//evil.example", "/dashboard"],
  ["/%5Cevil.example", "/dashboard"],
  ["/%2F%2Fevil.example", "/dashboard"],
  ["/%0A/evil.example", "/dashboard"],
  ["/%0D/evil.example", "/dashboard"],
  ["https://evil.example", "/dashboard"],
  ["javascript:alert(1)", "/dashboard"],
  ["/.//evil.example", "/dashboard"],
  ["/%C3%A9", "/%C3%A9"],
  ["/%E6%97%A5%E6%9C%AC", "/%E6%97%A5%E6%9C%AC"],
  ["/dashboard%3Fx%3D1%23y", "/dashboard?x=1#y"],
];

test("sign-in's ?next= leads only to a path of this site, signed in or not, and never fails", async ({
  page,
  request,
}) => {
  // Signed out: the page opens, in the browser without an error, for every value.
  for (const [next] of nextCases) {
    const response = await request.get(`/signin?next=${next}`);
    expect(response.status(), next).toBe(200);
    await openHydrated(page, `/signin?next=${next}`);
    await expect(
      main(page).getByRole("heading", { name: "Sign in to your account" }),
    ).toBeVisible();
  }

  const email = newEmail();
  const created = await request.post("/api/auth/signup", {
    data: { email, firstName: "Renee", lastName: "Okafor", password: PASSWORD },
  });
  expect(created.status()).toBe(201);

  // Signing in follows the safe path.
  for (const [next, expected] of [nextCases[0]!, nextCases.at(-1)!]) {
    await page.context().clearCookies();
    await openHydrated(page, `/signin?next=${next}`);
    await signIn(page, email);
    await expect(page).toHaveURL(new URL(expected, page.url()).href);
  }

  // Signed in: the answer is a redirect there at once, for every value.
  for (const [next, expected] of nextCases) {
    const response = await request.get(`/signin?next=${next}`, {
      maxRedirects: 0,
    });
    expect(response.status(), next).toBe(302);
    expect(response.headers()["location"], next).toBe(expected);
  }
  // The signup form is for visitors without an account.
  const signup = await request.get("/signup?plan=starter", { maxRedirects: 0 });
  expect(signup.status()).toBe(302);
  expect(signup.headers()["location"]).toBe("/dashboard");
});
