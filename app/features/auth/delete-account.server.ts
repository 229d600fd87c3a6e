/**
 * Deletes an account at its owner's request (the dashboard's "Delete my account"): the password
 * confirms it, and the user's row goes with its subscription and sessions (foreign keys cascade),
 * as the privacy policy promises. Attempts are limited per account, since each costs a hash.
 */
import { eq } from "drizzle-orm";
import type { Database } from "#app/services/db/client.server.ts";
import { users } from "#app/services/db/schema.server.ts";
import { verifyPassword } from "#app/services/passwords.server.ts";
import { hitRateLimit } from "#app/services/rate-limit.server.ts";

const ATTEMPTS = { max: 5, windowSeconds: 15 * 60 };

export type DeleteAccountResult = "deleted" | "wrong-password" | "too-many";

export async function deleteAccount(
  db: Database,
  userId: string,
  password: string,
): Promise<DeleteAccountResult> {
  const limit = await hitRateLimit(db, `delete-account:${userId}`, ATTEMPTS);
  if (!limit.allowed) return "too-many";
  const [user] = await db
    .select({ password: users.password })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.password, password)))
    return "wrong-password";
  await db.delete(users).where(eq(users.id, userId));
  return "deleted";
}
