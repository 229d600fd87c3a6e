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
  analyticsDailySpeed,
  analyticsDailyTotals,
  analyticsDailyTraffic,
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
  ROLLUP_INTERVAL_MS,
  rollupDay,
  rollupPendingDays,
  startAnalyticsJob,
  untilNextRun,
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
      sql`truncate analytics_events, analytics_goals, analytics_daily_pages, analytics_daily_traffic, analytics_daily_totals, analytics_daily_speed, analytics_salts, leads, inbox_items cascade`,
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
      speed: histogram(
        visits.flatMap((visit) =>
          (visit.vitals ?? []).flatMap((vital) => {
            const bucket = bucketOf(vital.metric, vital.value);
            return [
              { dimension: "route", value: visit.pages[0]! },
              { dimension: "device", value: visit.device ?? "desktop" },
            ].map((key) => ({ day, ...key, metric: vital.metric, bucket }));
          }),
        ),
      ),
    };
  }

  /** One row per distinct sample, with the number of samples like it. */
  function histogram<T extends object>(samples: T[]) {
    const counts = new Map<string, { row: T; samples: number }>();
    for (const sample of samples) {
      const key = JSON.stringify(sample);
      const entry = counts.get(key) ?? { row: sample, samples: 0 };
      entry.samples += 1;
      counts.set(key, entry);
    }
    return [...counts.values()].map(({ row, samples }) => ({
      ...row,
      samples,
    }));
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
      const speed = await db
        .select()
        .from(analyticsDailySpeed)
        .where(sql`${analyticsDailySpeed.day} = ${day}`);
      expect(sorted(speed)).toEqual(sorted(expected(day).speed));
    }
    const traffic = await db
      .select()
      .from(analyticsDailyTraffic)
      .where(sql`${analyticsDailyTraffic.day} = ${D1}`);
    // Each dimension on its own rows; visitor 1 came from google, then directly.
    const none = {
      source: "",
      referrerHost: "",
      utmSource: "",
      utmMedium: "",
      utmCampaign: "",
      landingPage: "",
    };
    const row = (
      dimension: string,
      key: Partial<typeof none>,
      visits: number,
      visitors: number,
    ) => ({ day: D1, dimension, ...none, ...key, visits, visitors });
    expect(sorted(traffic)).toEqual(
      sorted([
        row("source", { source: "google" }, 1, 1),
        row("source", { source: "direct" }, 2, 2),
        row("source", { source: "news.example" }, 1, 1),
        row("referrer", { referrerHost: "www.google.com" }, 1, 1),
        row("referrer", {}, 2, 2),
        row("referrer", { referrerHost: "news.example" }, 1, 1),
        row(
          "campaign",
          {
            utmSource: "google",
            utmMedium: "cpc",
            utmCampaign: "spring-audit",
          },
          1,
          1,
        ),
        row("campaign", {}, 3, 3),
        row("landing_page", { landingPage: "/pricing" }, 1, 1),
        row("landing_page", { landingPage: "/" }, 2, 2),
        row("landing_page", { landingPage: "/blog/local-seo" }, 1, 1),
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

  it("puts a vital that falls on a bound in the bucket bucketOf gives it, as Google rates it", async () => {
    const values = {
      LCP: [0, 2500, 2500.01, 4000, 4000.5, 25_000],
      INP: [16, 200, 200.1, 500, 504, 3000],
      CLS: [0, 0.1, 0.1001, 0.25, 0.2501, 2],
    } as const;
    const day = "2026-02-10";
    const rows = Object.entries(values).flatMap(([metric, list]) =>
      list.map((value, index) => ({
        at: new Date(`${day}T15:00:0${index}Z`),
        day,
        visitor: index + 1,
        type: "vital" as const,
        path: "/pricing",
        device: "phone" as const,
        metric: metric as keyof typeof values,
        value,
      })),
    );
    await database.db.insert(analyticsEvents).values(rows);
    await rollupDay(database.db, day);
    const stored = await database.db
      .select()
      .from(analyticsDailySpeed)
      .where(
        sql`${analyticsDailySpeed.day} = ${day} AND ${analyticsDailySpeed.dimension} = 'route'`,
      );
    const counted = (list: { metric: string; bucket: number }[]) =>
      sorted(list.map(({ metric, bucket }) => ({ metric, bucket })));
    expect(
      counted(
        stored.flatMap((row) => Array.from({ length: row.samples }, () => row)),
      ),
    ).toEqual(
      counted(
        rows.map((row) => ({
          metric: row.metric,
          bucket: bucketOf(row.metric, row.value),
        })),
      ),
    );
  });

  it("runs at start: rolls up the past days and deletes the expired ones, then stops", async () => {
    const warnings: string[] = [];
    const job = startAnalyticsJob({
      db: () => database.db,
      retentionDays: 1,
      logger: { warn: (message: string) => warnings.push(message) },
      now: () => new Date(`${TODAY}T15:00:00Z`),
    });
    await job.stop();
    expect(warnings).toEqual([]);
    const rolled = await database.db
      .select({ day: analyticsDailyTotals.day })
      .from(analyticsDailyTotals);
    expect(rolled.map((row) => row.day).sort()).toEqual([D1, D2]);
    // D1 is older than one day before TODAY: its raw events are gone, D2's are kept.
    const days = await database.db.execute<{ day: string }>(
      sql`select distinct to_char(day, 'YYYY-MM-DD') as day from analytics_events order by 1`,
    );
    expect(days.rows.map((row) => row.day)).toEqual([D2, TODAY]);
  });

  it("tells the job's failures apart in the log, and goes on", async () => {
    const warnings: string[] = [];
    const job = startAnalyticsJob({
      db: () => {
        throw new Error("connection refused");
      },
      retentionDays: 90,
      logger: { warn: (message: string) => warnings.push(message) },
    });
    await job.stop();
    expect(warnings).toEqual([
      "could not roll up the analytics of past days",
      "could not delete expired analytics events",
    ]);
  });
});

describe("when the analytics job runs next", () => {
  it("runs hourly, and just after midnight in the site's zone when that comes first", () => {
    // 10:00 in New York.
    expect(untilNextRun(new Date("2026-11-27T15:00:00Z"))).toBe(
      ROLLUP_INTERVAL_MS,
    );
    // 23:59 in New York (EST): a minute and five seconds.
    expect(untilNextRun(new Date("2026-11-28T04:59:00Z"))).toBe(65_000);
    // 23:30 in New York in daylight time (EDT): midnight is 30 minutes away.
    expect(untilNextRun(new Date("2027-11-07T03:30:00Z"))).toBe(
      30 * 60_000 + 5_000,
    );
  });
});
