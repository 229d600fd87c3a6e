/**
 * The visit that brought an inbox item, for its page in `/team`: the attribution its goal kept,
 * and, while the raw events are still kept, the pages that visitor viewed from the visit's start
 * to the goal (the same day's hash: the visitor cannot be followed further).
 */
import { sql } from "drizzle-orm";
import type { Database } from "#app/services/db/client.server.ts";

export interface ItemVisit {
  visitAt: Date;
  landingPage: string | undefined;
  source: string | undefined;
  referrerHost: string | undefined;
  utmSource: string | undefined;
  utmMedium: string | undefined;
  utmCampaign: string | undefined;
  device: string | undefined;
  /** Empty once the day's raw events are deleted. */
  pages: { at: Date; path: string }[];
}

/** The visit of item `itemId`, or undefined when none was recorded. */
export async function visitOfItem(
  db: Database,
  itemId: string,
): Promise<ItemVisit | undefined> {
  const { rows } = await db.execute<{
    visit_at: Date | string;
    landing_page: string | null;
    source: string | null;
    referrer_host: string | null;
    utm_source: string | null;
    utm_medium: string | null;
    utm_campaign: string | null;
    device: string | null;
    at: Date | string;
    day: string;
    visitor: number | string;
  }>(sql`
    SELECT visit_at, landing_page, source, referrer_host, utm_source, utm_medium, utm_campaign,
      device, at, to_char(day, 'YYYY-MM-DD') AS day, visitor
    FROM analytics_goals WHERE item_id = ${itemId} AND visit_at IS NOT NULL`);
  const goal = rows[0];
  if (!goal) return undefined;
  // On the (day, type) index; the day's pageviews of one visitor are few.
  const pages = await db.execute<{ at: Date | string; path: string }>(sql`
    SELECT at, path FROM analytics_events
    WHERE day = ${goal.day} AND type = 'pageview' AND visitor = ${Number(goal.visitor)}
      AND at >= ${new Date(goal.visit_at).toISOString()}
      AND at <= ${new Date(goal.at).toISOString()}
    ORDER BY at LIMIT 200`);
  const text = (value: string | null) => value ?? undefined;
  return {
    visitAt: new Date(goal.visit_at),
    landingPage: text(goal.landing_page),
    source: text(goal.source),
    referrerHost: text(goal.referrer_host),
    utmSource: text(goal.utm_source),
    utmMedium: text(goal.utm_medium),
    utmCampaign: text(goal.utm_campaign),
    device: text(goal.device),
    pages: pages.rows.map((row) => ({
      at: new Date(row.at),
      path: row.path,
    })),
  };
}
