/**
 * The owner's download (`/team/export.csv`): the inbox's current filter as CSV, every page of it
 * read by keyset, at most MAX_EXPORT_ROWS rows. Cells are made inert for spreadsheets (`csv.ts`).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/services/db/client.server.ts";
import { inboxItems, users } from "#app/services/db/schema.server.ts";
import { csvRow } from "#app/lib/csv.ts";
import { inboxConditions } from "./inbox.server.ts";
import type { InboxFilters } from "./inbox-filters.ts";

export const MAX_EXPORT_ROWS = 100_000;
const BATCH = 2_000;

const HEADER = [
  "id",
  "type",
  "received_at",
  "name",
  "email",
  "company",
  "message",
  "plan",
  "source",
  "landing_page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "status",
  "lost_reason",
  "assignee",
];

export async function exportInbox(
  db: Database,
  filters: InboxFilters,
  memberId: string,
  now = new Date(),
): Promise<string> {
  const { after: _after, ...rest } = filters;
  const base = inboxConditions(rest, memberId, now);
  let csv = csvRow(HEADER);
  let cursor: { at: string; id: string } | undefined;
  for (let total = 0; total < MAX_EXPORT_ROWS;) {
    const rows = await db
      .select({
        item: inboxItems,
        exact: sql<string>`to_char(${inboxItems.receivedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        first: users.firstName,
        last: users.lastName,
      })
      .from(inboxItems)
      .leftJoin(users, eq(users.id, inboxItems.assigneeId))
      .where(
        and(
          ...base,
          cursor
            ? sql`(${inboxItems.receivedAt}, ${inboxItems.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(inboxItems.receivedAt), desc(inboxItems.id))
      .limit(Math.min(BATCH, MAX_EXPORT_ROWS - total));
    for (const { item, first, last } of rows)
      csv += csvRow([
        item.id,
        item.kind,
        item.receivedAt,
        item.name,
        item.email,
        item.company,
        item.message,
        item.plan,
        item.source,
        item.landingPage,
        item.referrer,
        item.utmSource,
        item.utmMedium,
        item.utmCampaign,
        item.status,
        item.lostReason,
        first === null ? "" : `${first} ${last ?? ""}`.trim(),
      ]);
    total += rows.length;
    const lastRow = rows.at(-1);
    if (!lastRow || rows.length < BATCH) break;
    cursor = { at: lastRow.exact, id: lastRow.item.id };
  }
  return csv;
}
