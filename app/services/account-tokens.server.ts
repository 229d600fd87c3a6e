/**
 * The single-use links e-mailed to an account's owner: a password reset (valid one hour) and the
 * confirmation of the e-mail address (valid seven days). The link carries a random token; the
 * database keeps only its hash, and using a link marks it used in the same statement that checks
 * it, so two clicks at once cannot both succeed.
 */
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "#app/services/db/client.server.ts";
import {
  accountTokens,
  type AccountTokenPurpose,
} from "#app/services/db/schema.server.ts";
import {
  newSecretToken,
  secretTokenHash,
} from "#app/services/secret-tokens.server.ts";

const HOUR_MS = 3_600_000;

/** How long each kind of link works after it was sent. */
export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  "password-reset": HOUR_MS,
  "email-verification": 7 * 24 * HOUR_MS,
};

/** Stores a new token for `userId` (inside the caller's transaction) and returns it. */
export async function issueAccountToken(
  tx: Pick<Database, "insert">,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<string> {
  const token = newSecretToken();
  await tx.insert(accountTokens).values({
    id: secretTokenHash(token),
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[purpose]),
    createdAt: now,
  });
  return token;
}

const usable = (token: string, purpose: AccountTokenPurpose, now: Date) =>
  and(
    eq(accountTokens.id, secretTokenHash(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

/** The account a token opens, if it is unused and unexpired; nothing is changed. */
export async function peekAccountToken(
  db: Pick<Database, "select">,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(usable(token, purpose, now));
  return row?.userId;
}

/**
 * Redeems a token: marks it used and returns its account, or undefined for a token that is unknown,
 * already used or expired.
 */
export async function redeemAccountToken(
  tx: Pick<Database, "update">,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

/** Marks every unused token of `purpose` for the account used (a new password voids old links). */
export async function voidAccountTokens(
  tx: Pick<Database, "update">,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** Deletes the tokens that can no longer be used: expired ones (used ones expire too). */
export async function pruneAccountTokens(
  db: Pick<Database, "delete">,
  now: Date = new Date(),
): Promise<void> {
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, now));
}
