/**
 * "Forgot your password?" (`POST /api/auth/forgot-password`) and the new password
 * (`POST /api/auth/reset-password`), product.md D2. The request gets one answer, as fast, whether
 * or not the address has an account; the link works once, for an hour, and the new password (not
 * one easy to guess) ends every session of the account (a thief's included) before starting one
 * for the visitor.
 */
import { eq, sql } from "drizzle-orm";
import {
  forgotPasswordMessages,
  resetPasswordMessages,
} from "#app/content/account-links.ts";
import {
  peekAccountToken,
  redeemAccountToken,
  voidAccountTokens,
} from "#app/services/account-tokens.server.ts";
import { afterAnswer } from "#app/services/after-answer.server.ts";
import type { Database } from "#app/services/db/client.server.ts";
import { recordAnswer } from "#app/services/idempotency.server.ts";
import { users } from "#app/services/db/schema.server.ts";
import { hashPassword } from "#app/services/passwords.server.ts";
import { wakeOutbox } from "#app/services/outbox.server.ts";
import { hitRateLimit } from "#app/services/rate-limit.server.ts";
import { endAllSessions, startSession } from "#app/services/sessions.server.ts";
import type {
  StoreContext,
  StoreOutcome,
  SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import { queueAccountLink } from "./account-emails.server.ts";
import { refuseWeakPassword } from "./new-password.server.ts";
import {
  type ForgotPasswordData,
  ForgotPasswordSchema,
  type ResetPasswordData,
  ResetPasswordSchema,
} from "./schema.ts";

/**
 * Reset e-mails per account per hour: enough for a lost first one, too few to flood an inbox
 * through this form. Past it the request gets the same answer and nothing is sent.
 */
const RESET_EMAILS_PER_ACCOUNT = { max: 3, windowSeconds: 60 * 60 };

/**
 * Answers at once and looks the address up afterwards: the answer takes as long whether or not the
 * address has an account, and so tells nobody which do.
 */
async function requestPasswordReset(
  db: Database,
  { email }: ForgotPasswordData,
  { spam, now, linkOrigin, idempotency }: StoreContext,
): Promise<void> {
  if (spam) return;
  // Recorded before the look-up, whatever the address: a repeat gets the same answer either way.
  await recordAnswer(db, idempotency);
  afterAnswer("send a password-reset link", () =>
    sendResetLink(db, email, now, linkOrigin),
  );
}

async function sendResetLink(
  db: Database,
  email: string,
  now: Date,
  linkOrigin: string,
): Promise<void> {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return;
  const limit = await hitRateLimit(
    db,
    `password-reset:${user.id}`,
    RESET_EMAILS_PER_ACCOUNT,
    now,
  );
  if (!limit.allowed) return;
  await db.transaction((tx) =>
    queueAccountLink(tx, user, "password-reset", now, linkOrigin),
  );
  // Queued after the answer, whose own wake-up came too early for it.
  wakeOutbox();
}

const linkInvalid: StoreOutcome = {
  status: 400,
  body: { message: resetPasswordMessages.linkInvalid, errors: {} },
};

async function resetPassword(
  db: Database,
  { token, password }: ResetPasswordData,
  { spam, now, idempotency }: StoreContext,
): Promise<StoreOutcome> {
  if (spam) return linkInvalid;
  // The link's account, for the words its password must not contain; the link is used below.
  const ownerId = await peekAccountToken(db, token, "password-reset", now);
  const [owner] = ownerId
    ? await db
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          company: users.company,
        })
        .from(users)
        .where(eq(users.id, ownerId))
    : [];
  if (!owner) {
    // A second click may find the link the first just used: it gets the first's answer.
    await recordAnswer(db, idempotency, linkInvalid);
    return linkInvalid;
  }
  const weak = await refuseWeakPassword(password, owner);
  if (weak) return weak;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await redeemAccountToken(tx, token, "password-reset", now);
    if (!userId) {
      // The same, when both clicks found it unused.
      await recordAnswer(tx, idempotency, linkInvalid);
      return linkInvalid;
    }
    await tx
      .update(users)
      .set({
        password: passwordHash,
        // The link reached the owner at this address: it is confirmed too.
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await voidAccountTokens(tx, userId, "password-reset", now);
    await endAllSessions(tx, userId);
    const cookie = await startSession(tx, userId, now);
    await recordAnswer(tx, idempotency);
    return { headers: { "Set-Cookie": cookie } };
  });
}

/** The endpoints' definitions, for the API's table. */
export const forgotPasswordEndpoint = {
  name: "forgot-password",
  schema: ForgotPasswordSchema,
  store: requestPasswordReset,
  successMessage: forgotPasswordMessages.success,
  successStatus: 200,
} satisfies SubmissionEndpoint<typeof ForgotPasswordSchema>;

export const resetPasswordEndpoint = {
  name: "reset-password",
  schema: ResetPasswordSchema,
  store: resetPassword,
  successMessage: resetPasswordMessages.success,
  successStatus: 200,
} satisfies SubmissionEndpoint<typeof ResetPasswordSchema>;
