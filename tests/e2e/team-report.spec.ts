import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DateTime } from "luxon";
import { runInvite } from "../../scripts/team-lib.ts";
import {
  seedVisits,
  visitsOf,
} from "#app/features/analytics/test-visits.server.ts";
import { createDatabase } from "#app/services/db/client.server.ts";
import { siteDay } from "#app/services/visitors.server.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test, type Page } from "./fixtures.ts";
import { layoutProblems } from "./layout-checks.ts";
import { sitePort } from "./ports.ts";
import { startServer, waitForHealth } from "./server-process.ts";

/**
 * `/team/report` against the real server (product.md D13): an owner, invited from the command
 * line, reads the report of three days of seeded visits (two rolled up at start, today's from the
 * raw events) on a phone and a computer, picks another period, opens a lead's visit, downloads a
 * table; and the whole page works without JavaScript.
 */
const PORT = sitePort + 13;
const BASE = `http://127.0.0.1:${PORT}`;
const OWNER = "owen.report@dmvaiagents.example";
const PASSWORD = "violet harbor lantern 42";

let stop: (() => Promise<void>) | undefined;
let invitePath = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-report-"));
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
    const today = siteDay(new Date());
    const before = (days: number) =>
      DateTime.fromISO(today).minus({ days }).toISODate()!;
    await seedVisits(database.db, visitsOf(before(2), before(1), today));
  } finally {
    await database.close();
  }
  const server = startServer(PORT, dataDir, {
    env: { RATE_LIMIT_MAX: "100000", LOG_LEVEL: "warn" },
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

async function expectNoOverflow(page: Page) {
  expect(await layoutProblems(page)).toEqual([]);
}

test("an owner reads the report on a phone and a computer, and without JavaScript", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BASE}${invitePath}`);
  await main(page).getByLabel("First name").fill("Owen");
  await main(page).getByLabel("Last name").fill("Reyes");
  await main(page)
    .getByLabel(/New password/)
    .fill(PASSWORD);
  await main(page).getByRole("button", { name: "Join the team" }).click();
  // Joining hashes the new password, which takes seconds on a loaded two-core machine.
  await expect(page).toHaveURL(`${BASE}/team`, { timeout: 20_000 });

  await main(page)
    .getByRole("navigation", { name: "Team workspace" })
    .getByRole("link", { name: "Report" })
    .click();
  await expect(page).toHaveURL(`${BASE}/team/report`);
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(
    "Report",
  );
  const glance = main(page).getByRole("region", { name: /At a glance/ });
  await expect(glance).toContainText("Visitors");
  await expect(glance.getByRole("definition").first()).toHaveText("7");
  await expect(
    main(page).getByRole("img", { name: /Visitors and pages viewed per day/ }),
  ).toBeVisible();
  const leads = main(page).getByRole("region", {
    name: "Leads in this period",
  });
  await expect(leads).toContainText("Dana Cole, Cole Carpentry");
  await expect(
    main(page).getByRole("region", {
      name: "Speed by page (scrolls sideways)",
    }),
  ).toContainText("/blog/local-seo");
  await expectNoOverflow(page);
  await page.screenshot({
    path: "test-results/team-report-390.png",
    fullPage: true,
  });
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoOverflow(page);
  await page.screenshot({
    path: "test-results/team-report-1280.png",
    fullPage: true,
  });
  await expectNoAxeViolations(page);

  // Another period, kept in the address.
  await main(page).getByRole("combobox", { name: /^Show/ }).selectOption("7d");
  await main(page).getByRole("button", { name: "Show report" }).click();
  await expect(page).toHaveURL(/period=7d/);
  await expect(glance.getByRole("definition").first()).toHaveText("7");

  // A lead's visit.
  await leads.getByRole("link", { name: "Dana Cole, Cole Carpentry" }).click();
  const visit = main(page).getByRole("region", {
    name: "The visit that brought it",
  });
  await expect(visit).toContainText("news.example");
  await expect(visit).toContainText("/blog/local-seo");
  await expect(visit).toContainText("Phone");
  await page.screenshot({
    path: "test-results/team-item-visit-1280.png",
    fullPage: true,
  });
  await expectNoAxeViolations(page);

  // A table's CSV.
  const csv = await page.request.get(
    `${BASE}/team/report.csv?table=pages&period=7d`,
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain("/pricing,3,3");

  // Without JavaScript: the same page, and the period form still works.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  await noScript.addCookies(await page.context().cookies());
  const plain = await noScript.newPage();
  await plain.goto(`${BASE}/team/report`);
  await expect(main(plain)).toContainText("Dana Cole, Cole Carpentry");
  await main(plain)
    .getByRole("combobox", { name: /^Show/ })
    .selectOption("custom");
  const today = siteDay(new Date());
  await main(plain).getByLabel("From", { exact: true }).fill(today);
  await main(plain).getByLabel("To", { exact: true }).fill(today);
  await main(plain).getByRole("button", { name: "Show report" }).click();
  await expect(plain).toHaveURL(/period=custom&from=\d{4}-\d{2}-\d{2}&to=/);
  await expect(main(plain)).toContainText("Lee Chan");
  await expect(main(plain)).not.toContainText("Dana Cole");
  await expect(
    main(plain)
      .getByRole("region", { name: /At a glance/ })
      .getByRole("definition")
      .first(),
  ).toHaveText("2");
  await noScript.close();
});

/** A browser's user agent: the default of a new context names headless Chrome, a bot. */
const VISITOR_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

test("a visitor from a campaign sends a free-audit request, and the owner sees the campaign, the landing page, the lead and the page's speed", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The visitor: real beacons from a phone, the request through the form.
  const visitor = await browser.newContext({
    userAgent: VISITOR_AGENT,
    viewport: { width: 390, height: 844 },
  });
  const phone = await visitor.newPage();
  // LCP goes at the visitor's next tap or key after the Web Vitals code has loaded, or when the
  // browser hides the page (a hide made by script is not trusted, so a tap stands in for it).
  const sent: string[] = [];
  phone.on("request", (request) => {
    if (request.url().endsWith("/api/events"))
      sent.push(request.postData() ?? "");
  });
  await phone.goto(
    `${BASE}/free-audit?utm_source=newsletter&utm_medium=email&utm_campaign=fall-audit-offer`,
  );
  await expect(phone.locator("html")).toHaveAttribute("data-hydrated", "");
  const form = main(phone);
  await form.getByLabel("Full Name").fill("Marisol Vega");
  await form.getByLabel("Email Address").fill("marisol@vegaflowers.example");
  await form.getByLabel("Phone Number").fill("(703) 555-0147");
  await form.getByLabel("Company Name").fill("Vega Flowers");
  await form.getByLabel("Business Type").selectOption("Retail Store");
  await form
    .getByLabel("Marketing Goals")
    .fill("More wedding orders from Arlington and Alexandria");
  await form.getByRole("button", { name: "Get My Free Audit" }).click();
  await expect(
    form.getByRole("heading", { name: "Request Submitted Successfully!" }),
  ).toBeVisible();
  // The Web Vitals code loads with the page's idle loads; leaving the page sends them.
  await phone.waitForFunction(() =>
    performance
      .getEntriesByType("resource")
      .some((entry) => /vitals-beacon/.test(entry.name)),
  );
  await form
    .getByRole("heading", { name: "Request Submitted Successfully!" })
    .click();
  await phone.evaluate(() => {
    Object.defineProperty(document, "visibilityState", {
      value: "hidden",
      configurable: true,
    });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect.poll(() => sent.join("\n")).toContain('"LCP"');
  await visitor.close();

  // The owner.
  await page.goto(`${BASE}/signin`);
  await main(page).getByLabel("Email Address").fill(OWNER);
  await main(page)
    .locator('input[autocomplete="current-password"]')
    .fill(PASSWORD);
  await main(page).getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${BASE}/team`);
  await page.goto(`${BASE}/team/report?period=7d`);
  const region = (name: string) =>
    main(page).getByRole("region", { name: `${name} (scrolls sideways)` });
  const campaign = region("Campaigns")
    .getByRole("row")
    .filter({ hasText: "fall-audit-offer" });
  await expect(campaign).toContainText("newsletter");
  await expect(
    region("Conversion by landing page")
      .getByRole("row")
      .filter({ hasText: "/free-audit" }),
  ).toBeVisible();
  const lead = region("Leads")
    .getByRole("row")
    .filter({ hasText: "Marisol Vega" });
  await expect(lead).toContainText("fall-audit-offer");
  await expect(lead).toContainText("/free-audit");
  const speed = region("Speed by page")
    .getByRole("row")
    .filter({ hasText: "/free-audit" });
  await expect(speed.filter({ hasText: "LCP" })).toBeVisible();

  // The lead's item shows the visit that brought it.
  await lead.getByRole("link", { name: /Marisol Vega/ }).click();
  const visit = main(page).getByRole("region", {
    name: "The visit that brought it",
  });
  await expect(visit).toContainText("fall-audit-offer");
  await expect(visit).toContainText("Phone");
});
