/**
 * The report's sections over a few known days: goals by kind and plan, conversion by source and
 * landing page (goals without a recorded visit on their own row), campaigns, speed by page and
 * device, the leads, and the previous period's totals. On PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import { loadReport } from "./report.server.ts";
import { rollupPendingDays } from "./rollup.server.ts";
import { seedVisits, visitsOf } from "./test-visits.server.ts";

const D1 = "2026-03-02";
const D2 = "2026-03-03";
const TODAY = "2026-03-04";

describe.each(testDatabases())("the report on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(
      sql`truncate analytics_events, leads, inbox_items cascade`,
    );
    await seedVisits(database.db, visitsOf(D1, D2, TODAY));
  }, 120_000);
  afterAll(() => database?.cleanup());

  it("reports goals, conversion, speed and leads of the period, and the previous period's totals", async () => {
    const { db } = database;
    await rollupPendingDays(db, TODAY);
    const report = await loadReport(db, { from: D2, to: TODAY, today: TODAY });
    expect(report.previous).toEqual({ from: "2026-03-01", to: D1 });
    expect(report.totals.visitors).toEqual({ current: 4, previous: 3 });
    expect(report.goals.byKind).toEqual([
      { kind: "audit", goals: 2 },
      { kind: "signup", goals: 1 },
    ]);
    expect(report.goals.signupsByPlan).toEqual([
      { plan: "starter", signups: 1 },
    ]);
    expect(report.goals.bySource).toEqual([
      { key: "bing", goals: 1, visits: 1, rate: 1 },
      { key: "google", goals: 1, visits: 1, rate: 1 },
      { key: undefined, goals: 1, visits: 0, rate: undefined },
    ]);
    expect(report.goals.byLandingPage).toContainEqual({
      key: "/free-audit",
      goals: 1,
      visits: 1,
      rate: 1,
    });
    expect(report.sources).toContainEqual({
      source: "direct",
      visits: 2,
      visitors: 2,
    });
    expect(report.leads.map((lead) => lead.name)).toEqual([
      "Lee Chan",
      "Ada Brooks",
      "Ken Park",
    ]);
    // Over D1 alone: one LCP in each of three buckets, and the phone's poor INP.
    const d1 = await loadReport(db, { from: D1, to: D1, today: TODAY });
    expect(d1.speed.byDevice.map((row) => row.device)).toEqual([
      "phone",
      "desktop",
    ]);
    const lcp = d1.speed.byRoute.find((row) => row.route === "/pricing")!
      .metrics.LCP;
    expect(lcp).toMatchObject({ samples: 1, good: 1, poor: 0 });
    const phone = d1.speed.byDevice[0]!.metrics;
    expect(phone.INP).toMatchObject({ samples: 1, poor: 1 });
    expect(phone.LCP).toMatchObject({ samples: 1, poor: 1 });
    expect(d1.campaigns).toEqual([
      {
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "spring-audit",
        visits: 1,
        visitors: 1,
      },
    ]);
  });

  it("reads an empty period without error", async () => {
    const report = await loadReport(database.db, {
      from: "2025-01-01",
      to: "2025-01-31",
      today: TODAY,
    });
    expect(report.totals.visitors).toEqual({ current: 0, previous: 0 });
    expect(report.series).toHaveLength(31);
    expect(report.pages).toEqual([]);
    expect(report.leads).toEqual([]);
  });
});
