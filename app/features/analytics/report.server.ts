/**
 * The report of `/team/report` (product.md D13) for a period of days: the rolled-up days are read
 * from the daily tables by their primary key's day range, and the days not rolled up yet (today,
 * or a day the job has not reached) are counted from the raw events in the same shapes, on the
 * (day, type) index; each query is a UNION ALL of the two. Visitors are distinct within a day
 * only (the hash changes every day), so a period's visitors are the sum of its days'.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  dayArray,
  rawDailyPages,
  rawDailySpeed,
  rawDailyTotals,
  rawDailyTraffic,
} from "#app/features/analytics/daily.server.ts";
import { daysBetween, previousPeriod } from "#app/features/analytics/period.ts";
import {
  metrics,
  summarise,
  type AnalyticsMetric,
  type VitalSummary,
} from "#app/features/analytics/vitals.ts";
import type { Database } from "#app/services/db/client.server.ts";
import type { TrafficDimension } from "#app/services/db/schema.server.ts";
import { siteDay } from "#app/services/visitors.server.ts";

/** Rows shown in a ranked table: the page stays readable over a year of traffic. */
export const TOP_ROWS = 50;
export const MAX_LEADS = 200;

export interface Compared {
  current: number;
  previous: number;
}

export interface VisitRow {
  visits: number;
  visitors: number;
}

export interface ConversionRow {
  /** Undefined for the goals that came without a recorded visit. */
  key: string | undefined;
  goals: number;
  visits: number;
  /** goals ÷ visits; undefined without visits. */
  rate: number | undefined;
}

export type VitalsByMetric = Record<AnalyticsMetric, VitalSummary>;

export interface Report {
  from: string;
  to: string;
  previous: { from: string; to: string };
  totals: { visitors: Compared; visits: Compared; pageviews: Compared };
  series: { day: string; visitors: number; pageviews: number }[];
  pages: { path: string; pageviews: number; visitors: number }[];
  sources: ({ source: string } & VisitRow)[];
  referrers: ({ referrerHost: string } & VisitRow)[];
  campaigns: ({
    utmSource: string;
    utmMedium: string;
    utmCampaign: string;
  } & VisitRow)[];
  goals: {
    byKind: { kind: string; goals: number }[];
    signupsByPlan: { plan: string | undefined; signups: number }[];
    bySource: ConversionRow[];
    byLandingPage: ConversionRow[];
  };
  funnels: {
    pricing: { visitors: number; pricingVisitors: number; signups: number };
    audit: { visitors: number; auditVisitors: number };
  };
  speed: {
    byRoute: { route: string; metrics: VitalsByMetric }[];
    byDevice: { device: string; metrics: VitalsByMetric }[];
  };
  leads: {
    itemId: string;
    kind: string;
    name: string;
    company: string | undefined;
    source: string | undefined;
    campaign: string | undefined;
    landingPage: string | undefined;
    at: Date;
  }[];
}

type TotalsRow = {
  day: string;
  visitors: number;
  visits: number;
  pageviews: number;
  pricing_visitors: number;
  signup_after_pricing_visitors: number;
  audit_visitors: number;
};

const int = (value: unknown) => Number(value ?? 0);

export async function loadReport(
  db: Database,
  period: { from: string; to: string; today?: string },
): Promise<Report> {
  const { from, to } = period;
  const today = period.today ?? siteDay(new Date());
  const previous = previousPeriod(from, to);

  // The rolled-up days of both periods; every other day up to today is counted from raw events.
  const rolled = await db.execute<TotalsRow>(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, visitors, visits, pageviews, pricing_visitors,
      signup_after_pricing_visitors, audit_visitors
    FROM analytics_daily_totals WHERE day BETWEEN ${previous.from} AND ${to}`);
  const rolledDays = new Set(rolled.rows.map((row) => row.day));
  const pendingIn = (start: string, end: string) =>
    daysBetween(start, end < today ? end : today).filter(
      (day) => !rolledDays.has(day),
    );
  const pending = dayArray(pendingIn(from, to));
  const pendingBoth = pendingIn(previous.from, to);

  const inPeriod = sql`day BETWEEN ${from} AND ${to}`;
  const [raw, pages, visits, vitals, goals, leads] = await Promise.all([
    pendingBoth.length === 0
      ? Promise.resolve({ rows: [] as TotalsRow[] })
      : db.execute<TotalsRow>(sql`
          SELECT to_char(day, 'YYYY-MM-DD') AS day, visitors, visits, pageviews,
            pricing_visitors, signup_after_pricing_visitors, audit_visitors
          FROM (${rawDailyTotals(dayArray(pendingBoth))}) raw`),
    db.execute<{ path: string; pageviews: number; visitors: number }>(sql`
      SELECT path, sum(pageviews)::int AS pageviews, sum(visitors)::int AS visitors
      FROM (
        SELECT path, pageviews, visitors FROM analytics_daily_pages WHERE ${inPeriod}
        UNION ALL
        SELECT path, pageviews, visitors FROM (${rawDailyPages(pending)}) raw
      ) pages
      GROUP BY path ORDER BY pageviews DESC, path LIMIT ${TOP_ROWS}`),
    readVisits(db, inPeriod, pending),
    db.execute<{
      dimension: "route" | "device";
      value: string;
      metric: AnalyticsMetric;
      bucket: number;
      samples: number;
    }>(sql`
      SELECT dimension, value, metric, bucket, sum(samples)::int AS samples
      FROM (
        SELECT dimension, value, metric, bucket, samples FROM analytics_daily_speed
        WHERE ${inPeriod}
        UNION ALL
        SELECT dimension, value, metric, bucket, samples FROM (${rawDailySpeed(pending)}) raw
      ) speed
      GROUP BY 1, 2, 3, 4`),
    db.execute<{
      kind: string;
      plan: string | null;
      source: string | null;
      landing_page: string | null;
      visited: boolean;
      goals: number;
    }>(sql`
      SELECT kind, plan, source, landing_page, visit_at IS NOT NULL AS visited,
        count(*)::int AS goals
      FROM analytics_goals WHERE ${inPeriod}
      GROUP BY 1, 2, 3, 4, 5`),
    db.execute<{
      item_id: string;
      kind: string;
      at: Date | string;
      name: string | null;
      email: string;
      company: string | null;
      source: string | null;
      utm_campaign: string | null;
      landing_page: string | null;
    }>(sql`
      SELECT g.item_id, g.kind, g.at, i.name, i.email, i.company, g.source, g.utm_campaign,
        g.landing_page
      FROM analytics_goals g JOIN inbox_items i ON i.id = g.item_id
      WHERE g.day BETWEEN ${from} AND ${to}
      ORDER BY g.at DESC LIMIT ${MAX_LEADS}`),
  ]);

  const byDay = new Map<string, TotalsRow>();
  for (const row of [...rolled.rows, ...raw.rows]) byDay.set(row.day, row);
  const sum = (
    start: string,
    end: string,
    field: Exclude<keyof TotalsRow, "day">,
  ) => {
    let total = 0;
    for (const [day, row] of byDay)
      if (day >= start && day <= end) total += int(row[field]);
    return total;
  };
  const compared = (field: "visitors" | "visits" | "pageviews") => ({
    current: sum(from, to, field),
    previous: sum(previous.from, previous.to, field),
  });

  const goalRows = goals.rows.map((row) => ({ ...row, goals: int(row.goals) }));
  const visitsBy = visits.sourceVisits;
  const landingVisits = visits.landingVisits;

  return {
    from,
    to,
    previous,
    totals: {
      visitors: compared("visitors"),
      visits: compared("visits"),
      pageviews: compared("pageviews"),
    },
    series: daysBetween(from, to).map((day) => ({
      day,
      visitors: int(byDay.get(day)?.visitors),
      pageviews: int(byDay.get(day)?.pageviews),
    })),
    pages: pages.rows.map((row) => ({
      path: row.path,
      pageviews: int(row.pageviews),
      visitors: int(row.visitors),
    })),
    sources: visits.sources,
    referrers: visits.referrers,
    campaigns: visits.campaigns,
    goals: {
      byKind: tally(goalRows, (row) => row.kind).map(([kind, goals]) => ({
        kind: kind!,
        goals,
      })),
      signupsByPlan: tally(
        goalRows.filter((row) => row.kind === "signup"),
        (row) => row.plan ?? undefined,
      ).map(([plan, signups]) => ({ plan, signups })),
      bySource: conversion(
        goalRows,
        (row) => (row.visited ? (row.source ?? "") : undefined),
        visitsBy,
      ),
      byLandingPage: conversion(
        goalRows,
        (row) => (row.visited ? (row.landing_page ?? "") : undefined),
        landingVisits,
      ),
    },
    funnels: {
      pricing: {
        visitors: sum(from, to, "visitors"),
        pricingVisitors: sum(from, to, "pricing_visitors"),
        signups: sum(from, to, "signup_after_pricing_visitors"),
      },
      audit: {
        visitors: sum(from, to, "visitors"),
        auditVisitors: sum(from, to, "audit_visitors"),
      },
    },
    speed: speedOf(
      vitals.rows.map((row) => ({
        ...row,
        bucket: int(row.bucket),
        samples: int(row.samples),
      })),
    ),
    leads: leads.rows.map((row) => ({
      itemId: row.item_id,
      kind: row.kind,
      name: row.name ?? row.email,
      company: row.company ?? undefined,
      source: row.source ?? undefined,
      campaign: row.utm_campaign ?? undefined,
      landingPage: row.landing_page ?? undefined,
      at: new Date(row.at),
    })),
  };
}

/** Visits by source, referrer, campaign and landing page, each from its own rows of the rollup. */
async function readVisits(db: Database, inPeriod: SQL, pending: SQL) {
  const { rows } = await db.execute<{
    dimension: TrafficDimension;
    source: string;
    referrer_host: string;
    utm_source: string;
    utm_medium: string;
    utm_campaign: string;
    landing_page: string;
    visits: number;
    visitors: number;
  }>(sql`
    SELECT dimension, source, referrer_host, utm_source, utm_medium, utm_campaign, landing_page,
      sum(visits)::int AS visits, sum(visitors)::int AS visitors
    FROM (
      SELECT dimension, source, referrer_host, utm_source, utm_medium, utm_campaign,
        landing_page, visits, visitors
      FROM analytics_daily_traffic WHERE ${inPeriod}
      UNION ALL
      SELECT dimension, source, referrer_host, utm_source, utm_medium, utm_campaign,
        landing_page, visits, visitors
      FROM (${rawDailyTraffic(pending)}) raw
    ) traffic
    GROUP BY 1, 2, 3, 4, 5, 6, 7`);
  const counted = (row: (typeof rows)[number]) => ({
    visits: int(row.visits),
    visitors: int(row.visitors),
  });
  const by = (dimension: TrafficDimension) =>
    rows
      .filter((row) => row.dimension === dimension)
      .sort(
        (a, b) =>
          int(b.visits) - int(a.visits) || int(b.visitors) - int(a.visitors),
      );
  const sources = by("source").map((row) => ({
    source: row.source,
    ...counted(row),
  }));
  return {
    sources: sources.slice(0, TOP_ROWS),
    referrers: by("referrer")
      .filter((row) => row.referrer_host)
      .slice(0, TOP_ROWS)
      .map((row) => ({ referrerHost: row.referrer_host, ...counted(row) })),
    campaigns: by("campaign")
      .filter((row) => row.utm_source || row.utm_medium || row.utm_campaign)
      .slice(0, TOP_ROWS)
      .map((row) => ({
        utmSource: row.utm_source,
        utmMedium: row.utm_medium,
        utmCampaign: row.utm_campaign,
        ...counted(row),
      })),
    sourceVisits: new Map(sources.map((row) => [row.source, row.visits])),
    landingVisits: new Map(
      by("landing_page").map((row) => [row.landing_page, int(row.visits)]),
    ),
  };
}

/** Counts of rows by key, largest first. */
function tally<T extends { goals: number }>(
  rows: T[],
  key: (row: T) => string | undefined,
): [string | undefined, number][] {
  const counts = new Map<string | undefined, number>();
  for (const row of rows)
    counts.set(key(row), (counts.get(key(row)) ?? 0) + row.goals);
  return [...counts].sort(
    (a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])),
  );
}

/** Goals ÷ visits per key; the goals without a recorded visit last, as their own row. */
function conversion<T extends { goals: number }>(
  rows: T[],
  key: (row: T) => string | undefined,
  visits: Map<string, number>,
): ConversionRow[] {
  return tally(rows, key)
    .map(([name, goals]) => {
      const seen = name === undefined ? 0 : (visits.get(name) ?? 0);
      return {
        key: name,
        goals,
        visits: seen,
        rate: seen > 0 ? goals / seen : undefined,
      };
    })
    .sort(
      (a, b) =>
        Number(a.key === undefined) - Number(b.key === undefined) ||
        b.goals - a.goals,
    )
    .slice(0, TOP_ROWS);
}

function speedOf(
  rows: {
    dimension: "route" | "device";
    value: string;
    metric: AnalyticsMetric;
    bucket: number;
    samples: number;
  }[],
): Report["speed"] {
  const histograms = (dimension: "route" | "device") => {
    const groups = new Map<string, Map<AnalyticsMetric, Map<number, number>>>();
    for (const row of rows) {
      if (row.dimension !== dimension) continue;
      const group = groups.get(row.value) ?? new Map();
      groups.set(row.value, group);
      const counts = group.get(row.metric) ?? new Map<number, number>();
      group.set(row.metric, counts);
      counts.set(row.bucket, (counts.get(row.bucket) ?? 0) + row.samples);
    }
    return [...groups]
      .map(([name, group]) => {
        const summaries = Object.fromEntries(
          metrics.map((metric) => [
            metric,
            summarise(metric, group.get(metric) ?? new Map()),
          ]),
        ) as VitalsByMetric;
        return { name, metrics: summaries };
      })
      .sort(
        (a, b) =>
          b.metrics.LCP.samples +
          b.metrics.INP.samples -
          (a.metrics.LCP.samples + a.metrics.INP.samples),
      );
  };
  const deviceOrder = ["phone", "tablet", "desktop"];
  return {
    byRoute: histograms("route")
      .slice(0, TOP_ROWS)
      .map(({ name, metrics: summaries }) => ({
        route: name,
        metrics: summaries,
      })),
    byDevice: histograms("device")
      .sort((a, b) => deviceOrder.indexOf(a.name) - deviceOrder.indexOf(b.name))
      .map(({ name, metrics: summaries }) => ({
        device: name,
        metrics: summaries,
      })),
  };
}
