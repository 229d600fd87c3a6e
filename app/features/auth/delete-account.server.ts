/**
 * Deletes an account at its owner's request (the dashboard's "Delete my account"): the password
 * confirms it, and the user's row goes with its subscription and sessions (foreign keys cascade),
 * as the privacy policy promises. The team, told of the signup, is told of the deletion in the
 * same transaction: both happen or neither. Attempts are limited per account, since each costs a
 * hash.
 */
import { eq } from "drizzle-orm";
import { getPlan } from "#app/content/plans.ts";
import type { Database } from "#app/services/db/client.server.ts";
import { users, inboxItems } from "#app/services/db/schema.server.ts";
import {
  enqueueNotification,
  wakeOutbox,
} from "#app/services/outbox.server.ts";
import { verifyPassword } from "#app/services/passwords.server.ts";
import { hitRateLimit } from "#app/services/rate-limit.server.ts";

const ATTEMPTS = { max: 5, windowSeconds: 15 * 60 };

export type DeleteAccountResult = "deleted" | "wrong-password" | "too-many";

export async function deleteAccount(
  db: Database,
  userId: string,
  password: string,
  { webhook, now = new Date() }: { webhook: boolean; now?: Date },
): Promise<DeleteAccountResult> {
  const limit = await hitRateLimit(db, `delete-account:${userId}`, ATTEMPTS);
  if (!limit.allowed) return "too-many";
  const [user] = await db
    .select({ password: users.password })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.password, password)))
    return "wrong-password";
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(users)
      .where(eq(users.id, userId))
      .returning({
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        plan: users.subscriptionPlan,
      });
    // Deleted meanwhile (another tab): the team was told then.
    if (!deleted) return;
    // The signup's item in the team's inbox goes with the account (its notes and history too).
    await tx.delete(inboxItems).where(eq(inboxItems.id, userId));
    const name = `${deleted.firstName} ${deleted.lastName}`;
    const plan = getPlan(deleted.plan);
    // Who it was, and no more: the rest of the account is gone, as promised.
    await enqueueNotification(
      tx,
      {
        kind: "account-deleted",
        id: userId,
        subject: `Account deleted: ${name}, ${plan.name} plan`,
        replyTo: { name, email: deleted.email },
        fields: [
          { label: "Name", value: name },
          { label: "Email", value: deleted.email },
          { label: "Plan", value: `${plan.name} (${plan.catalogName})` },
        ],
        data: { id: userId, email: deleted.email, name, plan: plan.id },
        submittedAt: now.toISOString(),
      },
      { webhook },
    );
  });
  wakeOutbox();
  return "deleted";
}
