/**
 * Signs a visitor in (`POST /api/auth/signin`, product.md D2): one generic refusal for an
 * unknown address and a wrong password, a new session on every sign-in, and attempts limited per
 * account and client address, so that guessing one account's password is slow while the account
 * itself is never locked (its owner, from anywhere else, still gets in).
 */
import { eq } from "drizzle-orm";
import { signinMessages } from "#app/content/signin.ts";
import type { Database } from "#app/services/db/client.server.ts";
import { users } from "#app/services/db/schema.server.ts";
import {
  hashPassword,
  verifyPassword,
} from "#app/services/passwords.server.ts";
import { hitRateLimit } from "#app/services/rate-limit.server.ts";
import { startSession } from "#app/services/sessions.server.ts";
import type {
  StoreContext,
  StoreOutcome,
  SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import { type SigninData, SigninSchema } from "./schema.ts";

/** Attempts per account and client address in each window. */
const ATTEMPTS_PER_ACCOUNT = { max: 10, windowSeconds: 15 * 60 };

const refused: StoreOutcome = {
  status: 401,
  body: { message: signinMessages.invalid },
};

/**
 * Checked when the address is unknown, so that an unknown address takes as long to refuse as a
 * wrong password and the timing does not tell which addresses have accounts.
 */
let unknownUserHash: Promise<string> | undefined;

async function signIn(
  db: Database,
  credentials: SigninData,
  { spam, now, clientAddress }: StoreContext,
): Promise<StoreOutcome> {
  if (spam) return refused;
  const limit = await hitRateLimit(
    db,
    `signin-account:${credentials.email}:${clientAddress ?? "unknown"}`,
    ATTEMPTS_PER_ACCOUNT,
    now,
  );
  if (!limit.allowed)
    return {
      status: 429,
      body: { message: signinMessages.tooManyAttempts },
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    };
  const [user] = await db
    .select({
      id: users.id,
      password: users.password,
      firstName: users.firstName,
    })
    .from(users)
    .where(eq(users.email, credentials.email));
  unknownUserHash ??= hashPassword("an address without an account");
  const matches = await verifyPassword(
    user?.password ?? (await unknownUserHash),
    credentials.password,
  );
  if (!user || !matches) return refused;
  const cookie = await startSession(db, user.id, now);
  return {
    body: { user: { id: user.id, firstName: user.firstName } },
    headers: { "Set-Cookie": cookie },
  };
}

/** The endpoint's definition, for the API's table. */
export const signinEndpoint = {
  name: "signin",
  schema: SigninSchema,
  store: signIn,
  successMessage: signinMessages.success,
  successStatus: 200,
  // Its answer is the session cookie, which a repeat could not be given: every sign-in counts.
  ignoresIdempotencyKey: true,
} satisfies SubmissionEndpoint<typeof SigninSchema>;
