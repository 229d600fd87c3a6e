/**
 * The daily rollup and the retention of the raw events (product.md D13): once a day is over its
 * raw events are counted into the daily tables, which the report reads for every past day;
 * raw events are deleted ANALYTICS_RETENTION_DAYS later, and only from days already rolled up.
 */
import { sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { Logger } from "pino";
import {
  dayArray,
  rawDailyPages,
  rawDailySpeed,
  rawDailyTotals,
  rawDailyTraffic,
} from "#app/features/analytics/daily.server.ts";
import { site } from "#app/content/site.ts";
import type { Database } from "#app/services/db/client.server.ts";
import { forgetPastSalts, siteDay } from "#app/services/visitors.server.ts";

// Any fixed 64-bit number: two instances never roll up at once.
const ROLLUP_LOCK = 7_146_210_377_431;

/** Counts `day`'s raw events into the daily tables, replacing what they held for it. */
export async function rollupDay(db: Database, day: string): Promise<void> {
  const days = dayArray([day]);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    for (const table of [
      "analytics_daily_pages",
      "analytics_daily_traffic",
      "analytics_daily_speed",
      "analytics_daily_totals",
    ])
      await tx.execute(
        sql`DELETE FROM ${sql.identifier(table)} WHERE day = ${day}`,
      );
    await tx.execute(sql`
      INSERT INTO analytics_daily_pages (day, path, pageviews, visitors)
      SELECT day, path, pageviews, visitors FROM (${rawDailyPages(days)}) raw`);
    await tx.execute(sql`
      INSERT INTO analytics_daily_traffic (day, dimension, source, referrer_host, utm_source,
        utm_medium, utm_campaign, landing_page, visits, visitors)
      SELECT day, dimension, source, referrer_host, utm_source, utm_medium, utm_campaign,
        landing_page, visits, visitors FROM (${rawDailyTraffic(days)}) raw`);
    await tx.execute(sql`
      INSERT INTO analytics_daily_speed (day, dimension, value, metric, bucket, samples)
      SELECT day, dimension, value, metric, bucket, samples FROM (${rawDailySpeed(days)}) raw`);
    // Last: its row marks the day as rolled up.
    await tx.execute(sql`
      INSERT INTO analytics_daily_totals (day, visitors, visits, pageviews, pricing_visitors,
        signup_after_pricing_visitors, audit_visitors, rolled_up_at)
      SELECT day, visitors, visits, pageviews, pricing_visitors, signup_after_pricing_visitors,
        audit_visitors, now() FROM (${rawDailyTotals(days)}) raw`);
  });
}

/**
 * Rolls up every day before `today` that has raw events and is not rolled up yet; returns them.
 * The days are found by skipping through the (day, type) index, one probe per day, rather than
 * by reading every event.
 */
export async function rollupPendingDays(
  db: Database,
  today: string,
): Promise<string[]> {
  const { rows } = await db.execute<{ day: string }>(sql`
    WITH RECURSIVE event_days(day) AS (
      SELECT min(day) FROM analytics_events WHERE day < ${today}
      UNION ALL
      SELECT (SELECT min(e.day) FROM analytics_events e
              WHERE e.day > event_days.day AND e.day < ${today})
      FROM event_days WHERE event_days.day IS NOT NULL
    )
    SELECT to_char(day, 'YYYY-MM-DD') AS day FROM event_days
    WHERE day IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM analytics_daily_totals t WHERE t.day = event_days.day)
    ORDER BY day`);
  for (const { day } of rows) await rollupDay(db, day);
  return rows.map((row) => row.day);
}

/**
 * Deletes the raw events of the days older than `retentionDays` before `today` that are rolled
 * up (a day that could not be rolled up keeps its events), one day at a time, and the past days'
 * salts. Returns the days deleted.
 */
export async function deleteExpiredEvents(
  db: Database,
  today: string,
  retentionDays: number,
): Promise<string[]> {
  const cutoff = DateTime.fromISO(today)
    .minus({ days: retentionDays })
    .toISODate()!;
  const { rows } = await db.execute<{ day: string }>(sql`
    SELECT to_char(t.day, 'YYYY-MM-DD') AS day FROM analytics_daily_totals t
    WHERE t.day < ${cutoff}
      AND EXISTS (SELECT 1 FROM analytics_events e WHERE e.day = t.day)
    ORDER BY t.day`);
  for (const { day } of rows)
    await db.execute(sql`DELETE FROM analytics_events WHERE day = ${day}`);
  await forgetPastSalts(db, today);
  return rows.map((row) => row.day);
}

/** How often the job runs at most; it also runs as each day begins. */
export const ROLLUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Milliseconds from `at` until the job's next run: the next hour, or just after the next
 * midnight in the site's zone if that comes first, so that a day's salt is deleted and its events
 * rolled up as soon as the day is over.
 */
export function untilNextRun(at: Date): number {
  const nextDay = DateTime.fromJSDate(at, { zone: site.hours.timeZone })
    .plus({ days: 1 })
    .startOf("day")
    .plus({ seconds: 5 });
  return Math.min(ROLLUP_INTERVAL_MS, nextDay.toMillis() - at.getTime());
}

/** Rolls up the past days and deletes expired events now, at each midnight and every hour. */
export function startAnalyticsJob({
  db,
  retentionDays,
  logger,
  now = () => new Date(),
}: {
  db: () => Database;
  retentionDays: number;
  logger: Pick<Logger, "warn">;
  now?: () => Date;
}): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () => {
    // A run that has not ended by the next one's time is left to finish; the next waits its turn.
    running ??= (async () => {
      const today = siteDay(now());
      try {
        await rollupPendingDays(db(), today);
      } catch {
        logger.warn("could not roll up the analytics of past days");
      }
      try {
        await deleteExpiredEvents(db(), today, retentionDays);
      } catch {
        logger.warn("could not delete expired analytics events");
      }
    })().finally(() => (running = undefined));
    if (stopped) return;
    timer = setTimeout(run, untilNextRun(now()));
    timer.unref();
  };
  run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
