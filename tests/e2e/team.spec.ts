import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runInvite } from "../../scripts/team-lib.ts";
import { createDatabase } from "#app/services/db/client.server.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test, type Page } from "./fixtures.ts";
import { mailReaderUrl, sitePort, smtpPort } from "./ports.ts";
import { startServer, waitForHealth } from "./server-process.ts";

/**
 * The team's workspace against the real server (product.md D13): an owner invited from the
 * command line (on the embedded database, with the site stopped, as the README says) joins, signs
 * in on a phone, finds the free-audit request a visitor has just sent from the notification
 * e-mail's link, assigns it, notes the call, marks it won, and the export shows it. The site runs
 * as a process of its own, on its own database, so that the invitation can be written first.
 */
const PORT = sitePort + 10;
const BASE = `http://127.0.0.1:${PORT}`;
const NOTIFY = "team-inbox@dmvaiagents.example";
const OWNER = "olivia.grant@dmvaiagents.example";
const PASSWORD = "violet harbor lantern 42";

let stop: (() => Promise<void>) | undefined;
let invitePath = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-team-"));
  // `npm run team -- invite` on the embedded database, before the site starts.
  const database = createDatabase({ dataDir: path.join(dataDir, "pglite") });
  try {
    await database.migrate();
    const link = await runInvite(
      database.db,
      { command: "invite", email: OWNER, role: "owner" },
      BASE,
    );
    const url = new URL(link);
    invitePath = `${url.pathname}${url.search}`;
  } finally {
    await database.close();
  }
  const server = startServer(PORT, dataDir, {
    env: {
      RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_EMAIL: NOTIFY,
    },
  });
  stop = async () => {
    if (server.child.exitCode !== null) return;
    server.child.kill("SIGTERM");
    await server.exited;
  };
  await waitForHealth(`${BASE}/api/health`);
});
test.afterAll(async () => stop?.());

const main = (page: Page) => page.getByRole("main");

async function signIn(page: Page) {
  await page.goto(`${BASE}/signin`);
  await main(page).getByLabel("Email Address").fill(OWNER);
  await main(page)
    .locator('input[autocomplete="current-password"]')
    .fill(PASSWORD);
  await main(page).getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${BASE}/team`);
}

/** The path of the item's link in the team's notification about `name`. */
async function itemLinkInNotification(name: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${mailReaderUrl}/messages?to=${encodeURIComponent(NOTIFY)}`,
        );
        const mails = (await response.json()) as {
          subject: string;
          raw: string;
        }[];
        const mail = mails.find((each) => each.subject.includes(name));
        link = mail && /\/team\/items\/[0-9a-f-]{36}/.exec(mail.raw)?.[0];
        return link;
      },
      { message: `the team's e-mail about ${name}`, timeout: 30_000 },
    )
    .toBeDefined();
  return link!;
}

async function expectNoOverflow(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(390);
}

test("an owner invited from the command line works a free-audit request from the e-mail's link to won, on a phone", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });

  // The invitation: a name and a password, then straight into the inbox.
  await page.goto(`${BASE}${invitePath}`);
  await main(page).getByLabel("First name").fill("Olivia");
  await main(page).getByLabel("Last name").fill("Grant");
  await main(page)
    .getByLabel(/New password/)
    .fill(PASSWORD);
  await main(page).getByRole("button", { name: "Join the team" }).click();
  // Joining hashes the new password, which takes seconds on a loaded two-core machine.
  await expect(page).toHaveURL(`${BASE}/team`, { timeout: 20_000 });
  // The link works once.
  await page.context().clearCookies();
  await page.goto(`${BASE}${invitePath}`);
  await expect(main(page)).toContainText("expired or was already used");

  // A visitor sends a free-audit request through the site.
  const visitor = await browser.newContext({ baseURL: BASE });
  const form = await visitor.newPage();
  await form.goto(`${BASE}/free-audit?utm_source=newsletter`);
  const visitorMain = form.getByRole("main");
  await visitorMain.getByLabel("Full Name").fill("Rosa Delgado");
  await visitorMain
    .getByLabel("Email Address")
    .fill("rosa@delgadoplumbing.example");
  await visitorMain.getByLabel("Phone Number").fill("(301) 555-0188");
  await visitorMain.getByLabel("Company Name").fill("Delgado Plumbing");
  await visitorMain.getByLabel("Business Type").selectOption("Home Services");
  await visitorMain
    .getByLabel("Marketing Goals")
    .fill("More plumbing calls from Silver Spring and Takoma Park");
  await visitorMain.getByRole("button", { name: "Get My Free Audit" }).click();
  await expect(
    form.getByRole("heading", { name: "Request Submitted Successfully!" }),
  ).toBeVisible();
  await visitor.close();

  // The owner signs in at /signin and lands in the inbox, where the request is, unread.
  await signIn(page);
  const row = main(page)
    .getByRole("listitem")
    .filter({ hasText: "Rosa Delgado" });
  await expect(row).toContainText("Free audit");
  await expect(row).toContainText("Unread");
  await expect(row).toContainText("Delgado Plumbing");
  await expectNoOverflow(page);
  await page.screenshot({
    path: testInfo.outputPath("team-inbox-390.png"),
    fullPage: true,
  });
  await expectNoAxeViolations(page);

  // From the notification's link: assign, note the call, mark it won.
  const itemPath = await itemLinkInNotification("Rosa Delgado");
  await page.goto(`${BASE}${itemPath}`);
  await expect(main(page).getByRole("heading", { level: 1 })).toContainText(
    "Rosa Delgado",
  );
  await expect(
    main(page).getByRole("link", { name: "Reply by e-mail" }),
  ).toHaveAttribute("href", /^mailto:rosa@delgadoplumbing\.example\?subject=/);
  await expect(main(page)).toContainText("Team notification sent");
  await expectNoAxeViolations(page);

  await main(page)
    .getByLabel("Assign to")
    .selectOption({ label: "Olivia Grant" });
  await main(page).getByRole("button", { name: "Assign", exact: true }).click();
  await expect(main(page).getByRole("status")).toContainText("Saved.");
  await main(page)
    .getByLabel(/Note/)
    .fill(
      "Called Rosa: two vans, wants calls from Silver Spring. Sent the Growth plan.",
    );
  await main(page).getByRole("button", { name: "Add note" }).click();
  await expect(main(page).getByRole("status")).toContainText("Saved.");
  await main(page).getByLabel("New status").selectOption("won");
  await main(page).getByRole("button", { name: "Save status" }).click();
  await expect(main(page).getByRole("status")).toContainText("Saved.");

  const timeline = main(page).getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("Assigned to Olivia Grant");
  await expect(timeline).toContainText("Note: Called Rosa");
  await expect(timeline).toContainText("Status changed from New to Won");
  await expect(timeline).toContainText("by Olivia Grant");
  await expectNoOverflow(page);
  await page.screenshot({
    path: testInfo.outputPath("team-item-390.png"),
    fullPage: true,
  });

  // The inbox now shows it read, won and assigned; the export has it.
  await page.goto(`${BASE}/team?view=mine`);
  const mine = main(page)
    .getByRole("listitem")
    .filter({ hasText: "Rosa Delgado" });
  await expect(mine).toContainText("Won");
  await expect(mine).not.toContainText("Unread");
  const csv = await (
    await page.request.get(`${BASE}/team/export.csv?status=won`)
  ).text();
  expect(csv).toContain("Rosa Delgado");
  expect(csv).toContain(",won,");

  await page.goto(`${BASE}/team/people`);
  await expectNoOverflow(page);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath("team-people-390.png"),
    fullPage: true,
  });

  // The same pages at 1280 px.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${BASE}/team`);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath("team-inbox-1280.png"),
    fullPage: true,
  });
  await page.goto(`${BASE}${itemPath}`);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath("team-item-1280.png"),
    fullPage: true,
  });
});

test("without script, a status change posts the form and the page comes back with it saved", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${BASE}/signin`);
  await main(page).getByLabel("Email Address").fill(OWNER);
  await main(page)
    .locator('input[autocomplete="current-password"]')
    .fill(PASSWORD);
  await main(page).getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${BASE}/team`);
  await main(page).getByRole("link", { name: "Rosa Delgado" }).click();
  await main(page).getByLabel("New status").selectOption("lost");
  await main(page).getByRole("button", { name: "Save status" }).click();
  // Lost needs its reason: the page comes back saying so, nothing changed.
  await expect(main(page).getByRole("alert")).toContainText("Say why");
  await main(page).getByLabel("New status").selectOption("lost");
  await main(page)
    .getByLabel("Reason it was lost")
    .fill("Went with a cheaper agency");
  await main(page).getByRole("button", { name: "Save status" }).click();
  await expect(main(page).getByRole("status")).toContainText("Saved.");
  await expect(
    main(page).getByRole("region", { name: "Timeline" }),
  ).toContainText(
    "Status changed from Won to Lost: Went with a cheaper agency",
  );
  await context.close();
});

test("a signed-out visitor is sent to sign in, and robots and the sitemap leave /team out", async ({
  request,
}) => {
  const answer = await request.get(`${BASE}/team/people`, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe(
    `/signin?next=${encodeURIComponent("/team/people")}`,
  );
  expect(await (await request.get(`${BASE}/robots.txt`)).text()).toContain(
    "Disallow: /team",
  );
  expect(await (await request.get(`${BASE}/sitemap.xml`)).text()).not.toContain(
    "/team",
  );
});

test("a visitor's booked call is in the inbox, the team cancels it for them, and blocks a day on the calendar, on a phone", async ({
  page,
  request,
}, testInfo) => {
  // The first free slot, booked as the booking page books it.
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const { slots } = (await (
    await request.get(
      `${BASE}/api/booking/slots?from=${from}&to=${to}&tz=America/New_York`,
    )
  ).json()) as { slots: { start: string }[] };
  expect(slots.length).toBeGreaterThan(0);
  const booked = await request.post(`${BASE}/api/bookings`, {
    headers: { Origin: BASE },
    data: {
      start: slots[0]!.start,
      name: "Mara Quinn",
      email: "mara@quinnbakery.example",
      company: "Quinn Bakery",
      businessType: "Restaurant/Food Service",
      topic: "More weekday orders from Bethesda",
      timeZone: "America/New_York",
      botcheck: "",
    },
  });
  expect(booked.status()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const row = main(page)
    .getByRole("listitem")
    .filter({ hasText: "Mara Quinn" });
  await expect(row).toContainText("Booked call");
  await row.getByRole("link", { name: "Mara Quinn" }).click();
  const call = main(page).getByRole("region", { name: "The call" });
  await expect(call).toBeVisible();
  await call
    .getByRole("button", { name: "Cancel the call for the visitor" })
    .click();
  await expect(main(page).getByRole("status")).toContainText("Saved.");
  await expect(call).toContainText("Cancelled");
  await expect(
    main(page).getByRole("region", { name: "Timeline" }),
  ).toContainText("Call cancelled for the visitor");
  await expectNoOverflow(page);

  await main(page).getByRole("link", { name: "Calendar" }).click();
  await expect(
    main(page).getByRole("heading", { level: 1, name: "Booking calendar" }),
  ).toBeVisible();
  await main(page).getByLabel("Day").fill("2031-06-02");
  await main(page)
    .getByLabel("Reason (only the team sees it)")
    .fill("Team offsite");
  await main(page).getByRole("button", { name: "Block this time" }).click();
  await expect(main(page).getByRole("status")).toContainText("Blocked.");
  await expect(
    main(page).getByRole("region", { name: "Blocked time ahead" }),
  ).toContainText("Team offsite");
  await expectNoOverflow(page);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath("team-calendar-390.png"),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath("team-calendar-1280.png"),
    fullPage: true,
  });
});
