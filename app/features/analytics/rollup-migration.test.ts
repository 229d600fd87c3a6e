/**
 * The migration from the wide daily rollups (every dimension of a visit in one row, vitals by
 * route and device together) to one row per key of one dimension: the days rolled up before it
 * keep their figures in the report.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  createDatabase,
  type OpenDatabase,
} from "#app/services/db/client.server.ts";
import { loadReport } from "./report.server.ts";

const migrations = path.resolve(process.cwd(), "drizzle");
const DAY = "2026-11-20";

/** A copy of the migrations folder that ends at the migration named `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.cpSync(migrations, folder, { recursive: true });
  const file = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(file, "utf8")) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(file, JSON.stringify(journal));
  return folder;
}

describe("the migration to narrow daily rollups", () => {
  let database: OpenDatabase | undefined;
  let folder: string | undefined;
  afterAll(async () => {
    await database?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("keeps each rolled-up day's visits by source, referrer, campaign and landing page, and its speed", async () => {
    folder = migrationsUpTo("0013_analytics_entries_by_day");
    database = createDatabase({ dataDir: "memory://" });
    await database.migrate({ migrationsFolder: folder });
    const { db } = database;
    await db.execute(sql`
      INSERT INTO analytics_daily_totals (day, visitors, visits, pageviews, pricing_visitors,
        signup_after_pricing_visitors, audit_visitors, rolled_up_at)
      VALUES (${DAY}, 3, 4, 9, 1, 0, 1, now())`);
    await db.execute(sql`
      INSERT INTO analytics_daily_visits (day, source, referrer_host, utm_source, utm_medium,
        utm_campaign, landing_page, device, visits, visitors)
      VALUES
        (${DAY}, 'google', 'www.google.com', 'google', 'cpc', 'fall-audit', '/free-audit', 'phone', 2, 2),
        (${DAY}, 'google', 'www.google.com', 'google', 'cpc', 'fall-audit', '/pricing', 'desktop', 1, 1),
        (${DAY}, 'direct', '', '', '', '', '/', 'desktop', 1, 1)`);
    await db.execute(sql`
      INSERT INTO analytics_daily_vitals (day, route, device, metric, bucket, samples)
      VALUES
        (${DAY}, '/pricing', 'phone', 'LCP', 3, 4),
        (${DAY}, '/pricing', 'desktop', 'LCP', 3, 2),
        (${DAY}, '/', 'phone', 'LCP', 9, 1)`);

    await database.migrate({ migrationsFolder: migrations });

    const report = await loadReport(db, {
      from: DAY,
      to: DAY,
      today: "2026-11-27",
    });
    expect(report.sources).toEqual([
      { source: "google", visits: 3, visitors: 3 },
      { source: "direct", visits: 1, visitors: 1 },
    ]);
    expect(report.referrers).toEqual([
      { referrerHost: "www.google.com", visits: 3, visitors: 3 },
    ]);
    expect(report.campaigns).toEqual([
      {
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "fall-audit",
        visits: 3,
        visitors: 3,
      },
    ]);
    const landings = await db.execute<{ landing_page: string; visits: number }>(
      sql`SELECT landing_page, visits FROM analytics_daily_traffic
          WHERE dimension = 'landing_page' ORDER BY landing_page`,
    );
    expect(landings.rows).toEqual([
      { landing_page: "/", visits: 1 },
      { landing_page: "/free-audit", visits: 2 },
      { landing_page: "/pricing", visits: 1 },
    ]);
    expect(
      report.speed.byRoute.map(({ route, metrics }) => [
        route,
        metrics.LCP.samples,
      ]),
    ).toEqual([
      ["/pricing", 6],
      ["/", 1],
    ]);
    expect(
      report.speed.byDevice.map(({ device, metrics }) => [
        device,
        metrics.LCP.samples,
      ]),
    ).toEqual([
      ["phone", 5],
      ["desktop", 2],
    ]);
    const tables = await db.execute<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables
          WHERE table_name IN ('analytics_daily_visits', 'analytics_daily_vitals')`,
    );
    expect(tables.rows).toEqual([]);
  }, 60_000);
});
