/**
 * The inbox's filters as the URL holds them (`/team?view=mine&type=audit&q=...`), and what reads
 * and writes them; `inbox-filters.server.ts` parses them.
 */
import type {
  InboxKindId,
  InboxStatusId,
  InboxView,
} from "#app/content/team.ts";

export interface InboxFilters {
  view: InboxView;
  type?: InboxKindId;
  status?: InboxStatusId;
  /** A member's id, or "none" for unassigned items. */
  assignee?: string;
  source?: string;
  /** Days in Eastern time, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  q?: string;
  /** Where the page starts: after this item (keyset). */
  after?: string;
}

export const UUID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The query string of `filters` (without the page's cursor unless given). */
export function inboxQuery(filters: InboxFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && !(key === "view" && value === "all"))
      params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A page's cursor: the last item's received-at (to the microsecond) and id. */
export function encodeCursor(receivedAt: string, id: string): string {
  return Buffer.from(`${receivedAt}|${id}`).toString("base64url");
}

export function decodeCursor(
  cursor: string | undefined,
): { receivedAt: string; id: string } | undefined {
  if (!cursor) return undefined;
  const [receivedAt, id] = Buffer.from(cursor, "base64url")
    .toString("utf8")
    .split("|");
  if (
    !receivedAt ||
    !id ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(receivedAt) ||
    !UUID.test(id)
  )
    return undefined;
  return { receivedAt, id };
}

/** The words of a search as a prefix query for PostgreSQL's full-text search; none when empty. */
export function searchQuery(q: string): string | undefined {
  const words = q.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}@._'+-]*/gu);
  if (!words) return undefined;
  return words
    .slice(0, 8)
    .map((word) => `'${word.replaceAll("'", "''")}':*`)
    .join(" & ");
}

/** The instant an Eastern-time day starts. */
export function easternDayStart(date: string): Date {
  // 04:00 UTC is the day's first hour or the last of the day before: either way, midnight's offset.
  const probe = new Date(`${date}T04:00:00Z`);
  const offset = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    timeZoneName: "longOffset",
  })
    .formatToParts(probe)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? "");
  const sign = match?.[1] === "+" ? 1 : -1;
  const minutes = match ? sign * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(Date.parse(`${date}T00:00:00Z`) - minutes * 60_000);
}
