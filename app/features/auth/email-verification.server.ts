/**
 * Confirming an account's e-mail address (product.md D2): a link sent at signup, and again from
 * the dashboard on request. Nothing waits for it; the dashboard asks until it is done.
 */
import { and, eq, isNull } from "drizzle-orm";
import { redeemAccountToken } from "#app/services/account-tokens.server.ts";
import type { Database } from "#app/services/db/client.server.ts";
import { users } from "#app/services/db/schema.server.ts";
import { hitRateLimit } from "#app/services/rate-limit.server.ts";
import { queueAccountLink } from "./account-emails.server.ts";

/** Marks the address of the link's account confirmed; false for an unusable link. */
export async function verifyEmail(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await redeemAccountToken(
      tx,
      token,
      "email-verification",
      now,
    );
    if (!userId) return false;
    await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    return true;
  });
}

/** New links per account per hour, so that the button cannot flood the inbox. */
const RESENDS_PER_ACCOUNT = { max: 3, windowSeconds: 60 * 60 };

export type ResendResult = "sent" | "too-many";

/** Sends the confirmation link again (the dashboard's button), leading to `linkOrigin`. */
export async function resendVerificationEmail(
  db: Database,
  user: { id: string; email: string; firstName: string },
  linkOrigin: string,
  now: Date = new Date(),
): Promise<ResendResult> {
  const limit = await hitRateLimit(
    db,
    `email-verification:${user.id}`,
    RESENDS_PER_ACCOUNT,
    now,
  );
  if (!limit.allowed) return "too-many";
  await db.transaction((tx) =>
    queueAccountLink(tx, user, "email-verification", now, linkOrigin),
  );
  return "sent";
}
