/**
 * Goals (docs/decisions/0026): each stored submission that is a lead, an account, a booking or a
 * chat hand-off is a goal of the site's analytics. It is recorded once the visitor has their
 * answer, from the inbox item the submission's trigger wrote (so a repeat or a honeypot hit,
 * which writes none, records nothing), with the visitor of the same daily hash and the visit
 * that brought it: that visitor's last entry on the site before the goal, the same day.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#app/services/db/client.server.ts";
import {
  siteDay,
  visitorOf,
  type VisitorRequest,
} from "#app/services/visitors.server.ts";

export interface GoalContext {
  /** The stored row's id, which its inbox item shares. */
  itemId: string;
  at: Date;
  visitor: VisitorRequest;
}

/** Records the goal of the inbox item `itemId`, if there is one; true when it was recorded. */
export async function recordGoal(
  db: Database,
  { itemId, at, visitor: request }: GoalContext,
): Promise<boolean> {
  const day = siteDay(at);
  const visitor = (await visitorOf(db, request, day)) ?? null;
  const result = await db.execute(sql`
    INSERT INTO analytics_goals (item_id, kind, plan, at, day, visitor, visit_at, landing_page,
      device, source, referrer_host, utm_source, utm_medium, utm_campaign)
    SELECT item.id, item.kind, item.plan, item.received_at, ${day}, ${visitor}, visit.at,
      visit.path, visit.device, visit.source, visit.referrer_host, visit.utm_source,
      visit.utm_medium, visit.utm_campaign
    FROM inbox_items item
    LEFT JOIN LATERAL (
      SELECT at, path, device, source, referrer_host, utm_source, utm_medium, utm_campaign
      FROM analytics_events
      WHERE entry AND visitor = ${visitor} AND day = ${day} AND at <= item.received_at
      ORDER BY at DESC
      LIMIT 1
    ) visit ON true
    WHERE item.id = ${itemId} AND NOT item.is_spam
    ON CONFLICT (item_id) DO NOTHING
    RETURNING item_id`);
  return result.rows.length > 0;
}
