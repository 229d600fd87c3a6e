/**
 * The daily rollup, the retention and the report over both: a rolled-up day counts what its raw
 * events counted, the report shows the same figures before and after the rollup and after the raw
 * events are gone, and rolling a day up again replaces it. On PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  analyticsDailyPages,
  analyticsDailyTotals,
  analyticsDailyVisits,
  analyticsDailyVitals,
  analyticsEvents,
} from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import { loadReport } from "./report.server.ts";
import {
  deleteExpiredEvents,
  rollupDay,
  rollupPendingDays,
} from "./rollup.server.ts";
import { seedVisits, visitsOf } from "./test-visits.server.ts";
import { bucketOf } from "./vitals.ts";
import { visitOfItem } from "./visit.server.ts";

const D1 = "2026-03-02";
const D2 = "2026-03-03";
const TODAY = "2026-03-04";

const sampleVisits = visitsOf(D1, D2, TODAY);

/** Rows of a table without its bookkeeping, sorted, to compare as sets. */
const sorted = <T>(rows: T[]) =>
  rows
    .map((row) => JSON.stringify(row, Object.keys(row as object).sort()))
    .sort();

describe.each(testDatabases())("the analytics rollup on %s", (kind) => {
  let database: TestDatabase;
  let itemIds: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 120_000);
  afterAll(() => database?.cleanup());
  beforeEach(async () => {
    const { db } = database;
    await db.execute(
      sql`truncate analytics_events, analytics_goals, analytics_daily_pages, analytics_daily_visits, analytics_daily_totals, analytics_daily_vitals, analytics_salts, leads, inbox_items cascade`,
    );
    itemIds = await seedVisits(db, sampleVisits);
  });

  /** The counts of the seed, straight from its list, for one day. */
  function expected(day: string) {
    const visits = sampleVisits.filter((visit) => visit.day === day);
    const pages = new Map<string, { views: number; who: Set<number> }>();
    for (const visit of visits)
      for (const path of visit.pages) {
        const page = pages.get(path) ?? { views: 0, who: new Set() };
        page.views += 1;
        page.who.add(visit.visitor);
        pages.set(path, page);
      }
    return {
      pages: [...pages].map(([path, page]) => ({
        day,
        path,
        pageviews: page.views,
        visitors: page.who.size,
      })),
      vitals: visits.flatMap((visit) =>
        (visit.vitals ?? []).map((vital) => ({
          day,
          route: visit.pages[0]!,
          device: visit.device ?? "desktop",
          metric: vital.metric,
          bucket: bucketOf(vital.metric, vital.value),
          samples: 1,
        })),
      ),
    };
  }

  it("rolls up each past day to what its raw events count", async () => {
    const { db } = database;
    expect(await rollupPendingDays(db, TODAY)).toEqual([D1, D2]);
    // Nothing is left to do, and today is not rolled up while it lasts.
    expect(await rollupPendingDays(db, TODAY)).toEqual([]);

    const totals = await db
      .select()
      .from(analyticsDailyTotals)
      .orderBy(analyticsDailyTotals.day);
    expect(totals.map(({ rolledUpAt: _rolledUpAt, ...row }) => row)).toEqual([
      {
        day: D1,
        visitors: 3,
        visits: 4,
        pageviews: 7,
        pricingVisitors: 2,
        signupAfterPricingVisitors: 1,
        auditVisitors: 1,
      },
      {
        day: D2,
        visitors: 2,
        visits: 2,
        pageviews: 3,
        pricingVisitors: 0,
        signupAfterPricingVisitors: 0,
        auditVisitors: 1,
      },
    ]);
    for (const day of [D1, D2]) {
      const pages = await db
        .select()
        .from(analyticsDailyPages)
        .where(sql`${analyticsDailyPages.day} = ${day}`);
      expect(sorted(pages)).toEqual(sorted(expected(day).pages));
      const vitals = await db
        .select()
        .from(analyticsDailyVitals)
        .where(sql`${analyticsDailyVitals.day} = ${day}`);
      expect(sorted(vitals)).toEqual(sorted(expected(day).vitals));
    }
    const visits = await db
      .select()
      .from(analyticsDailyVisits)
      .where(sql`${analyticsDailyVisits.day} = ${D1}`);
    expect(sorted(visits)).toEqual(
      sorted([
        {
          day: D1,
          source: "google",
          referrerHost: "www.google.com",
          utmSource: "google",
          utmMedium: "cpc",
          utmCampaign: "spring-audit",
          landingPage: "/pricing",
          device: "desktop",
          visits: 1,
          visitors: 1,
        },
        {
          day: D1,
          source: "direct",
          referrerHost: "",
          utmSource: "",
          utmMedium: "",
          utmCampaign: "",
          landingPage: "/",
          device: "desktop",
          visits: 2,
          visitors: 2,
        },
        {
          day: D1,
          source: "news.example",
          referrerHost: "news.example",
          utmSource: "",
          utmMedium: "",
          utmCampaign: "",
          landingPage: "/blog/local-seo",
          device: "phone",
          visits: 1,
          visitors: 1,
        },
      ]),
    );
  });

  it("replaces a day when it is rolled up again", async () => {
    const { db } = database;
    await rollupDay(db, D1);
    await rollupDay(db, D1);
    const count = async () =>
      (
        await db.execute<{ n: number }>(
          sql`SELECT sum(pageviews)::int AS n FROM analytics_daily_pages WHERE day = ${D1}`,
        )
      ).rows[0]!.n;
    expect(await count()).toBe(7);
    await db.insert(analyticsEvents).values({
      at: new Date(`${D1}T20:00:00Z`),
      day: D1,
      visitor: 9,
      type: "pageview",
      path: "/about",
      device: "desktop",
    });
    await rollupDay(db, D1);
    expect(await count()).toBe(8);
    const [total] = await db
      .select()
      .from(analyticsDailyTotals)
      .where(sql`${analyticsDailyTotals.day} = ${D1}`);
    expect(total).toMatchObject({ visitors: 4, pageviews: 8, visits: 4 });
  });

  it("reports the same figures from raw events, from the rollups, and after the raw events are deleted", async () => {
    const { db } = database;
    const period = { from: D1, to: TODAY, today: TODAY };
    const fromRaw = await loadReport(db, period);
    expect(fromRaw.totals).toEqual({
      visitors: { current: 7, previous: 0 },
      visits: { current: 8, previous: 0 },
      pageviews: { current: 12, previous: 0 },
    });
    expect(fromRaw.funnels).toEqual({
      pricing: { visitors: 7, pricingVisitors: 3, signups: 1 },
      audit: { visitors: 7, auditVisitors: 2 },
    });

    await rollupPendingDays(db, TODAY);
    expect(await loadReport(db, period)).toEqual(fromRaw);

    // Kept one day: D1 is past it and rolled up, D2 is within it.
    expect(await deleteExpiredEvents(db, TODAY, 1)).toEqual([D1]);
    const left = await db.execute<{ day: string }>(
      sql`SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_events ORDER BY 1`,
    );
    expect(left.rows.map((row) => row.day)).toEqual([D2, TODAY]);
    expect(await loadReport(db, period)).toEqual(fromRaw);
  });

  it("keeps the raw events of a day that is not rolled up, however old", async () => {
    const { db } = database;
    expect(await deleteExpiredEvents(db, "2027-01-01", 90)).toEqual([]);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(analyticsEvents);
    expect(row!.n).toBeGreaterThan(0);
  });

  it("shows the visit that brought an item while its events are kept", async () => {
    const { db } = database;
    const audit = await visitOfItem(db, itemIds[1]!);
    expect(audit).toMatchObject({
      landingPage: "/blog/local-seo",
      source: "news.example",
      referrerHost: "news.example",
      device: "phone",
    });
    expect(audit!.pages.map((page) => page.path)).toEqual([
      "/blog/local-seo",
      "/free-audit",
    ]);
    await rollupPendingDays(db, TODAY);
    await deleteExpiredEvents(db, TODAY, 1);
    const later = await visitOfItem(db, itemIds[1]!);
    expect(later).toMatchObject({ source: "news.example", pages: [] });
    await db.execute(
      sql`UPDATE analytics_goals SET visit_at = NULL, visitor = NULL WHERE item_id = ${itemIds[0]!}`,
    );
    expect(await visitOfItem(db, itemIds[0]!)).toBeUndefined();
  });
});
