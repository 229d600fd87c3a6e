/**
 * Deleting everything stored about one e-mail address (the privacy policy's promise; owners
 * only): the submissions, the booked calls, the newsletter subscription, a customer's account with its sessions,
 * plan and links, the inbox items with their notes and read marks, and the outbox's e-mails about
 * them, in one transaction. The audit log records that a deletion happened and how much went,
 * never the address.
 */
import { eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "#app/services/db/client.server.ts";
import {
  bookings,
  contactMessages,
  inboxItems,
  leads,
  newsletterSubscribers,
  outbox,
  supportMessages,
  teamInvitations,
  users,
} from "#app/services/db/schema.server.ts";
import { writeAudit, type Actor } from "./audit.server.ts";
import { normalEmail } from "./invitations.server.ts";

const sameAddress = (column: Parameters<typeof eq>[0], email: string) =>
  sql`lower(trim(${column})) = ${email}`;

export interface StoredCounts {
  leads: number;
  contactMessages: number;
  supportMessages: number;
  newsletter: number;
  accounts: number;
  bookings: number;
  inboxItems: number;
}

export const totalStored = (counts: StoredCounts) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

async function count(
  db: Pick<Database, "execute">,
  query: ReturnType<typeof sql>,
) {
  const result = await db.execute<{ n: number }>(query);
  return Number(result.rows[0]?.n ?? 0);
}

/** What is stored about `email`. */
export async function storedAbout(
  db: Pick<Database, "execute">,
  email: string,
): Promise<StoredCounts> {
  const address = normalEmail(email);
  return {
    leads: await count(
      db,
      sql`select count(*) as n from ${leads} where lower(trim(email)) = ${address}`,
    ),
    contactMessages: await count(
      db,
      sql`select count(*) as n from ${contactMessages} where lower(trim(email)) = ${address}`,
    ),
    supportMessages: await count(
      db,
      sql`select count(*) as n from ${supportMessages} where lower(trim(email)) = ${address}`,
    ),
    newsletter: await count(
      db,
      sql`select count(*) as n from ${newsletterSubscribers} where email = ${address}`,
    ),
    accounts: await count(
      db,
      sql`select count(*) as n from ${users} where email = ${address} and role = 'customer'`,
    ),
    bookings: await count(
      db,
      sql`select count(*) as n from ${bookings} where lower(trim(email)) = ${address}`,
    ),
    inboxItems: await count(
      db,
      sql`select count(*) as n from ${inboxItems} where email = ${address}`,
    ),
  };
}

export type DeletionOutcome =
  { ok: true; counts: StoredCounts } | { ok: false; reason: "team-member" };

export async function deleteEverythingAbout(
  db: Database,
  email: string,
  actor: Actor,
  now = new Date(),
): Promise<DeletionOutcome> {
  const address = normalEmail(email);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} = ${address} and ${users.role} <> 'customer'`);
    if (member) return { ok: false, reason: "team-member" } as const;
    const counts = await storedAbout(tx, address);
    const items = await tx
      .select({ id: inboxItems.id })
      .from(inboxItems)
      .where(eq(inboxItems.email, address));
    const ids = items.map((item) => item.id);
    // The team's notifications name the item by id; the account e-mails by address.
    await tx
      .delete(outbox)
      .where(
        or(
          ids.length > 0
            ? inArray(sql`${outbox.payload}->>'id'`, ids)
            : sql`false`,
          sql`lower(${outbox.payload}->>'to') = ${address}`,
        ),
      );
    await tx.delete(leads).where(sameAddress(leads.email, address));
    await tx
      .delete(contactMessages)
      .where(sameAddress(contactMessages.email, address));
    await tx
      .delete(supportMessages)
      .where(sameAddress(supportMessages.email, address));
    await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, address));
    // A booked call goes with its reminders (outbox rows addressed to the visitor, above).
    await tx.delete(bookings).where(sameAddress(bookings.email, address));
    await tx.delete(teamInvitations).where(eq(teamInvitations.email, address));
    await tx
      .delete(users)
      .where(sql`${users.email} = ${address} and ${users.role} = 'customer'`);
    // Last: the items, with their notes, read marks and change history (cascade).
    await tx.delete(inboxItems).where(eq(inboxItems.email, address));
    await writeAudit(tx, actor, "privacy-deletion", { ...counts }, { now });
    return { ok: true, counts } as const;
  });
}
