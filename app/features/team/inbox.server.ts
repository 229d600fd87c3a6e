/**
 * The inbox's list (`/team`): a page of items newest first under the URL's filters, read by
 * keyset on (received_at, id), so that page 1,000 costs what page 1 does and an item arriving
 * meanwhile shifts nothing. Honeypot rows are never listed.
 */
import {
  and,
  asc,
  desc,
  eq,
  gte,
  isNull,
  lt,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Database } from "#app/services/db/client.server.ts";
import {
  inboxItems,
  inboxReads,
  users,
} from "#app/services/db/schema.server.ts";
import { businessMinutesBefore } from "./business-hours.ts";
import {
  decodeCursor,
  easternDayStart,
  encodeCursor,
  searchQuery,
  type InboxFilters,
} from "./inbox-filters.ts";

export const INBOX_PAGE_SIZE = 50;

export interface InboxRow {
  id: string;
  kind: string;
  receivedAt: Date;
  name: string | null;
  email: string;
  company: string | null;
  source: string;
  landingPage: string | null;
  status: string;
  assigneeId: string | null;
  assigneeName: string | null;
  unread: boolean;
}

export interface InboxPage {
  rows: InboxRow[];
  /** The cursor of the next (older) page; none on the last. */
  next?: string;
}

/** The conditions of `filters` for member `memberId` at `now`, the cursor's excepted. */
export function inboxConditions(
  filters: InboxFilters,
  memberId: string,
  now: Date,
): SQL[] {
  const where: SQL[] = [sql`not ${inboxItems.isSpam}`];
  if (filters.view === "unassigned") where.push(isNull(inboxItems.assigneeId));
  if (filters.view === "mine") where.push(eq(inboxItems.assigneeId, memberId));
  if (filters.view === "needs-reply")
    where.push(
      eq(inboxItems.status, "new"),
      lt(inboxItems.receivedAt, businessMinutesBefore(now, 60)),
    );
  if (filters.type) where.push(eq(inboxItems.kind, filters.type));
  if (filters.status) where.push(eq(inboxItems.status, filters.status));
  if (filters.assignee === "none") where.push(isNull(inboxItems.assigneeId));
  else if (filters.assignee)
    where.push(eq(inboxItems.assigneeId, filters.assignee));
  if (filters.source) where.push(eq(inboxItems.source, filters.source));
  if (filters.from)
    where.push(gte(inboxItems.receivedAt, easternDayStart(filters.from)));
  if (filters.to) {
    const end = easternDayStart(filters.to);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(inboxItems.receivedAt, end));
  }
  if (filters.q) where.push(searchCondition(filters.q));
  return where;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A whole e-mail address is looked up as such; anything else is a prefix search of its words. */
function searchCondition(q: string): SQL {
  if (EMAIL.test(q)) return eq(inboxItems.email, q.toLowerCase());
  const query = searchQuery(q);
  return query
    ? sql`${inboxItems.search} @@ to_tsquery('simple', ${query})`
    : sql`true`;
}

/** The received-at of a row to the microsecond, as the cursor carries it. */
const exactReceivedAt = sql<string>`to_char(${inboxItems.receivedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The statement of one page (one more row than the page, to know whether another follows). */
export function inboxPageQuery(
  db: Database,
  filters: InboxFilters,
  memberId: string,
  {
    now = new Date(),
    pageSize = INBOX_PAGE_SIZE,
    within,
  }: {
    now?: Date;
    pageSize?: number;
    /** Only rows at or after (`newer`) or before (`older`) this boundary row. */
    within?: { side: "newer" | "older"; receivedAt: string; id: string };
  } = {},
) {
  const where = inboxConditions(filters, memberId, now);
  const cursor = decodeCursor(filters.after);
  if (cursor)
    where.push(
      sql`(${inboxItems.receivedAt}, ${inboxItems.id}) < (${cursor.receivedAt}::timestamptz, ${cursor.id}::uuid)`,
    );
  if (within)
    where.push(
      within.side === "newer"
        ? sql`(${inboxItems.receivedAt}, ${inboxItems.id}) >= (${within.receivedAt}::timestamptz, ${within.id}::uuid)`
        : sql`(${inboxItems.receivedAt}, ${inboxItems.id}) < (${within.receivedAt}::timestamptz, ${within.id}::uuid)`,
    );
  return db
    .select({
      id: inboxItems.id,
      kind: inboxItems.kind,
      receivedAt: inboxItems.receivedAt,
      exactReceivedAt,
      name: inboxItems.name,
      email: inboxItems.email,
      company: inboxItems.company,
      source: inboxItems.source,
      landingPage: inboxItems.landingPage,
      status: inboxItems.status,
      assigneeId: inboxItems.assigneeId,
      assigneeFirst: users.firstName,
      assigneeLast: users.lastName,
      readAt: inboxReads.readAt,
    })
    .from(inboxItems)
    .leftJoin(users, eq(users.id, inboxItems.assigneeId))
    .leftJoin(
      inboxReads,
      and(
        eq(inboxReads.itemId, inboxItems.id),
        eq(inboxReads.userId, memberId),
      ),
    )
    .where(and(...where))
    .orderBy(desc(inboxItems.receivedAt), desc(inboxItems.id))
    .limit(pageSize + 1);
}

/** One page of the inbox for `memberId`. */
export async function listInbox(
  db: Database,
  filters: InboxFilters,
  memberId: string,
  {
    now = new Date(),
    pageSize = INBOX_PAGE_SIZE,
    searchWindow = SEARCH_WINDOW,
  } = {},
): Promise<InboxPage> {
  const rows = filters.q
    ? await searchPage(db, filters, memberId, { now, pageSize, searchWindow })
    : await inboxPageQuery(db, filters, memberId, { now, pageSize });
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    rows: page.map(
      ({
        exactReceivedAt: _exact,
        assigneeFirst,
        assigneeLast,
        readAt,
        ...row
      }) => ({
        ...row,
        assigneeName:
          assigneeFirst === null
            ? null
            : `${assigneeFirst} ${assigneeLast ?? ""}`.trim(),
        unread: readAt === null,
      }),
    ),
    next:
      rows.length > pageSize && last
        ? encodeCursor(last.exactReceivedAt, last.id)
        : undefined,
  };
}

/** How many of the newest rows (under the other filters) a search reads before the index. */
export const SEARCH_WINDOW = 5_000;

/**
 * A search in two steps, so that a word in most items and a word in a few are both quick: the
 * newest SEARCH_WINDOW rows under the other filters, read in order and matched one by one (a
 * common word fills the page here); then, only if the page is not full, the older rows through
 * the full-text index (a rare word: few rows to sort). The boundary row splits the two exactly,
 * so the page is what one query would give.
 */
async function searchPage(
  db: Database,
  filters: InboxFilters,
  memberId: string,
  {
    now,
    pageSize,
    searchWindow,
  }: { now: Date; pageSize: number; searchWindow: number },
) {
  const { q: _q, ...unsearched } = filters;
  const where = inboxConditions(unsearched, memberId, now);
  const cursor = decodeCursor(filters.after);
  if (cursor)
    where.push(
      sql`(${inboxItems.receivedAt}, ${inboxItems.id}) < (${cursor.receivedAt}::timestamptz, ${cursor.id}::uuid)`,
    );
  const [boundary] = await db
    .select({ receivedAt: exactReceivedAt, id: inboxItems.id })
    .from(inboxItems)
    .where(and(...where))
    .orderBy(desc(inboxItems.receivedAt), desc(inboxItems.id))
    .offset(searchWindow - 1)
    .limit(1);
  if (!boundary)
    return inboxPageQuery(db, filters, memberId, { now, pageSize });
  const recent = await inboxPageQuery(db, filters, memberId, {
    now,
    pageSize,
    within: { side: "newer", ...boundary },
  });
  if (recent.length > pageSize) return recent;
  const older = await inboxPageQuery(db, filters, memberId, {
    now,
    pageSize: pageSize - recent.length,
    within: { side: "older", ...boundary },
  });
  return [...recent, ...older];
}

/** The sources seen, for the filter's choices (most used first). */
export async function inboxSources(db: Database): Promise<string[]> {
  // The 30 most used sources of the last 2,000 items: bounded on any table size.
  const rows = await db.execute<{ source: string }>(sql`
    select source from (
      select source from ${inboxItems} where not is_spam
      order by received_at desc limit 2000
    ) recent group by source order by count(*) desc, source limit 30`);
  return rows.rows.map((row) => row.source);
}

/** The members of the team, for the assignee filter and the assignment form. */
export async function teamMembers(
  db: Database,
): Promise<{ id: string; name: string; email: string; role: string }[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
    })
    .from(users)
    .where(sql`${users.role} in ('staff', 'owner')`)
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    name: `${firstName} ${lastName}`.trim(),
  }));
}
