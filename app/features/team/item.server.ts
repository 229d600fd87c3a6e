/**
 * One inbox item (`/team/items/:id`): what the visitor sent, everything else from the same
 * address, and its timeline (received, the outbox's notifications, the team's changes); and the
 * team's changes to it. A change names the version it was made on: when another member changed
 * the item meanwhile, it is refused and the page shows their change instead of losing it.
 */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { InboxStatusId } from "#app/content/team.ts";
import type { Database } from "#app/services/db/client.server.ts";
import {
  auditLog,
  bookings,
  contactMessages,
  inboxItems,
  inboxReads,
  leads,
  newsletterSubscribers,
  outbox,
  subscriptions,
  supportMessages,
  users,
  type InboxItem,
} from "#app/services/db/schema.server.ts";
import { writeAudit, type Actor } from "./audit.server.ts";
import { formatEastern } from "./format.ts";

/** The columns never shown as "what the visitor sent". */
const HIDDEN = new Set([
  "id",
  "isSpam",
  "password",
  "userId",
  "updatedAt",
  // A booked call's manage token (a hash), its buffer and its invite's counter.
  "manageTokenHash",
  "blockedUntil",
  "sequence",
]);

/** "utmSource" as "UTM source", "businessType" as "Business type". */
const fieldLabel = (key: string) => {
  const words = key
    .replace(/([A-Z])/g, " $1")
    .toLowerCase()
    .replace(/\b(utm|url|id)\b/g, (word) => word.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Every field of the item's submission, labelled, without the empty ones. */
async function sentFields(
  db: Database,
  item: InboxItem,
): Promise<{ label: string; value: string }[]> {
  let row: Record<string, unknown> | undefined;
  if (item.kind === "contact")
    [row] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, item.id));
  else if (item.kind === "support" || item.kind === "chat") {
    [row] = await db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, item.id));
    if (!row)
      [row] = await db.select().from(leads).where(eq(leads.id, item.id));
  } else if (item.kind === "newsletter")
    [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, item.id));
  else if (item.kind === "signup") {
    const [user] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        company: users.company,
        phone: users.phone,
        plan: subscriptions.plan,
        amount: subscriptions.amount,
        billingCycle: subscriptions.billingCycle,
        createdAt: users.createdAt,
      })
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(eq(users.id, item.id))
      .limit(1);
    row = user;
  } else if (item.kind === "booking")
    [row] = await db.select().from(bookings).where(eq(bookings.id, item.id));
  else [row] = await db.select().from(leads).where(eq(leads.id, item.id));
  if (!row) return [];
  return Object.entries(row)
    .filter(
      ([key, value]) =>
        !HIDDEN.has(key) &&
        value !== null &&
        value !== undefined &&
        value !== "",
    )
    .map(([key, value]) => ({
      label: fieldLabel(key),
      value: value instanceof Date ? formatEastern(value) : String(value),
    }));
}

export interface TimelineEntry {
  at: Date;
  kind: "received" | "notification" | "change";
  action: string;
  actorName?: string;
  detail: Record<string, unknown>;
}

export interface ItemView {
  item: InboxItem;
  assigneeName: string | null;
  fields: { label: string; value: string }[];
  others: {
    id: string;
    kind: string;
    receivedAt: Date;
    status: string;
  }[];
  timeline: TimelineEntry[];
}

/** The item and all it shows, or undefined when there is no such item (or it is a honeypot's). */
export async function loadItem(
  db: Database,
  id: string,
): Promise<ItemView | undefined> {
  const [found] = await db
    .select({ item: inboxItems, first: users.firstName, last: users.lastName })
    .from(inboxItems)
    .leftJoin(users, eq(users.id, inboxItems.assigneeId))
    .where(and(eq(inboxItems.id, id), eq(inboxItems.isSpam, false)));
  if (!found) return undefined;
  const { item } = found;
  const [fields, others, notifications, changes] = await Promise.all([
    sentFields(db, item),
    db
      .select({
        id: inboxItems.id,
        kind: inboxItems.kind,
        receivedAt: inboxItems.receivedAt,
        status: inboxItems.status,
      })
      .from(inboxItems)
      .where(
        and(
          eq(inboxItems.email, item.email),
          ne(inboxItems.id, item.id),
          eq(inboxItems.isSpam, false),
        ),
      )
      .orderBy(desc(inboxItems.receivedAt))
      .limit(100),
    db
      .select({
        channel: outbox.channel,
        status: outbox.status,
        attempts: outbox.attempts,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(sql`(${outbox.payload}->>'id') = ${item.id}`)
      .orderBy(asc(outbox.id)),
    db
      .select()
      .from(auditLog)
      .where(eq(auditLog.itemId, item.id))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
      .limit(500),
  ]);
  const timeline: TimelineEntry[] = [
    {
      at: item.receivedAt,
      kind: "received",
      action: "received",
      detail: {},
    } satisfies TimelineEntry,
    ...notifications.map((row): TimelineEntry => ({
      at: row.sentAt ?? row.createdAt,
      kind: "notification",
      action: row.status,
      detail: { channel: row.channel, attempts: row.attempts },
    })),
    ...changes.map((row): TimelineEntry => ({
      at: row.createdAt,
      kind: "change",
      action: row.action,
      actorName: row.actorName,
      detail: row.detail,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    item,
    assigneeName:
      found.first === null ? null : `${found.first} ${found.last ?? ""}`.trim(),
    fields,
    others,
    timeline,
  };
}

/** Marks the item read for the member (opening it does). */
export async function markRead(
  db: Database,
  itemId: string,
  userId: string,
  now = new Date(),
): Promise<void> {
  await db
    .insert(inboxReads)
    .values({ itemId, userId, readAt: now })
    .onConflictDoUpdate({
      target: [inboxReads.itemId, inboxReads.userId],
      set: { readAt: now },
    });
}

export type ItemChange =
  | { intent: "status"; status: InboxStatusId; lostReason?: string }
  | { intent: "assign"; assigneeId: string | null };

export type ChangeOutcome =
  "saved" | "conflict" | "not-found" | "unknown-member";

/**
 * Applies `change` to the item as it was at `version`, with its audit entry, in one transaction:
 * "conflict" when another change came first (nothing is written), so two members never overwrite
 * each other unseen.
 */
export async function changeItem(
  db: Database,
  itemId: string,
  version: number,
  change: ItemChange,
  actor: Actor,
  now = new Date(),
): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: inboxItems.status,
        assigneeId: inboxItems.assigneeId,
        version: inboxItems.version,
      })
      .from(inboxItems)
      .where(eq(inboxItems.id, itemId))
      .for("update");
    if (!current) return "not-found";
    if (current.version !== version) return "conflict";
    let set: Partial<InboxItem>;
    let detail: Record<string, unknown>;
    if (change.intent === "status") {
      set = {
        status: change.status,
        lostReason:
          change.status === "lost" ? (change.lostReason ?? null) : null,
      };
      detail = {
        from: current.status,
        to: change.status,
        ...(change.status === "lost" && { reason: change.lostReason }),
      };
    } else {
      let assigneeName: string | null = null;
      if (change.assigneeId) {
        const [member] = await tx
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(
            and(
              eq(users.id, change.assigneeId),
              sql`${users.role} in ('staff', 'owner')`,
            ),
          );
        if (!member) return "unknown-member";
        assigneeName = `${member.firstName} ${member.lastName}`.trim();
      }
      set = { assigneeId: change.assigneeId };
      detail = {
        from: current.assigneeId,
        to: change.assigneeId,
        toName: assigneeName,
      };
    }
    await tx
      .update(inboxItems)
      .set({ ...set, version: version + 1, updatedAt: now })
      .where(eq(inboxItems.id, itemId));
    await writeAudit(tx, actor, change.intent, detail, { itemId, now });
    return "saved";
  });
}

/** Adds an internal note to the item's timeline. */
export async function addNote(
  db: Database,
  itemId: string,
  text: string,
  actor: Actor,
  now = new Date(),
): Promise<"saved" | "not-found"> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: inboxItems.id })
      .from(inboxItems)
      .where(eq(inboxItems.id, itemId));
    if (!item) return "not-found";
    await writeAudit(tx, actor, "note", { text }, { itemId, now });
    return "saved";
  });
}
