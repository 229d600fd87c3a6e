/**
 * Sessions (docs/decisions/0015): a random token in an HttpOnly cookie, signed by React Router's
 * cookie API, and a row in `sessions` keyed by the token's SHA-256, so that a leaked table holds
 * no usable session. A session lasts 30 days.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import { createCookie, type Cookie } from "react-router";
import {
  databaseErrorCode,
  type Database,
} from "#app/services/db/client.server.ts";
import {
  sessions,
  subscriptions,
  users,
  type UserRole,
} from "#app/services/db/schema.server.ts";
import { getEnv } from "#app/services/env.server.ts";
import { getLogger } from "#app/services/logger.server.ts";
import {
  newSecretToken,
  secretTokenHash,
} from "#app/services/secret-tokens.server.ts";
import { SIGNED_IN_COOKIE } from "#app/lib/account-link.ts";

export const SESSION_DAYS = 30;
const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

type Executor = Pick<Database, "insert">;

let cookie: Cookie | undefined;
let hintCookie: Cookie | undefined;

/**
 * A cookie that scripts may read, holding nothing but its presence, so that the prerendered
 * pages' header can show Dashboard instead of Sign in without asking the server
 * (`app/lib/account-link.ts`). The session itself stays in the HttpOnly cookie.
 */
function signedInHint(): Cookie {
  hintCookie ??= createCookie(SIGNED_IN_COOKIE, {
    sameSite: "lax",
    secure: getEnv().NODE_ENV === "production",
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return hintCookie;
}

/** The `Set-Cookie` values that hand a session's token to the browser. */
async function sessionCookies(token: string): Promise<string[]> {
  return [
    await sessionCookie().serialize(token),
    await signedInHint().serialize(true),
  ];
}

/** The session cookie: HttpOnly, SameSite=Lax, Secure in production, signed. */
export function sessionCookie(): Cookie {
  if (cookie) return cookie;
  const env = getEnv();
  let secrets = env.SESSION_SECRET;
  if (secrets.length === 0) {
    secrets = [newSecretToken()];
    if (env.NODE_ENV === "production")
      getLogger().warn(
        "SESSION_SECRET is not set: sessions end when this process restarts and are not shared with other instances",
      );
  }
  cookie = createCookie("session", {
    httpOnly: true,
    sameSite: "lax",
    secure: env.NODE_ENV === "production",
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets,
  });
  return cookie;
}

/**
 * Starts a session for `userId` (inside the caller's transaction) and returns the
 * `Set-Cookie` values that hand it to the browser.
 */
export async function startSession(
  tx: Executor,
  userId: string,
  now: Date,
): Promise<string[]> {
  const token = newSecretToken();
  await tx.insert(sessions).values({
    id: secretTokenHash(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
    createdAt: now,
  });
  return sessionCookies(token);
}

/** A session is renewed (30 more days) when it is used a day or more after its last renewal. */
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  phone: string | null;
  /** Null until the owner opens the confirmation link e-mailed at signup. */
  emailVerifiedAt: Date | null;
  /** A customer, or a member of the team (`/team`). */
  role: UserRole;
  plan: string | null;
  subscriptionStatus: string | null;
  amount: number | null;
  billingCycle: string | null;
}

export interface CurrentSession {
  user: SessionUser;
  /** Renewed cookies to send back, when the session was renewed. */
  setCookie?: string[];
}

/** Whether the handling of a request read its session cookie (`trackSessionReads`). */
export interface SessionReads {
  read: boolean;
}

const sessionReads = new AsyncLocalStorage<SessionReads>();

/**
 * Runs one request's handling, noting in `reads` whether anything in it (a loader, an action, a
 * thrown redirect's route) read the session cookie: the server then marks the answer as the
 * visitor's own, so that no cache serves it to anyone else, or again after the session changed.
 */
export function trackSessionReads(
  reads: SessionReads,
  handle: () => void,
): void {
  sessionReads.run(reads, handle);
}

/** The token in the request's session cookie, if it has a valid one. */
async function sessionToken(request: Request): Promise<string | undefined> {
  const reads = sessionReads.getStore();
  if (reads) reads.read = true;
  const value: unknown = await sessionCookie().parse(
    request.headers.get("Cookie"),
  );
  return typeof value === "string" && value ? value : undefined;
}

/**
 * The signed-in user of `request`, or undefined: no cookie, a forged or unknown token, or an
 * expired session. A session used a day after its last renewal gets 30 more days.
 */
export async function currentSession(
  db: Database,
  request: Request,
  now: Date = new Date(),
): Promise<CurrentSession | undefined> {
  const token = await sessionToken(request);
  if (!token) return undefined;
  const id = secretTokenHash(token);
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        company: users.company,
        phone: users.phone,
        emailVerifiedAt: users.emailVerifiedAt,
        role: users.role,
      },
      plan: subscriptions.plan,
      subscriptionStatus: subscriptions.status,
      amount: subscriptions.amount,
      billingCycle: subscriptions.billingCycle,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (!row) return undefined;
  const { expiresAt, user, ...subscription } = row;
  const session: CurrentSession = { user: { ...user, ...subscription } };
  const renewedAt = expiresAt.getTime() - SESSION_MAX_AGE_SECONDS * 1000;
  if (now.getTime() - renewedAt >= RENEW_AFTER_MS) {
    await db
      .update(sessions)
      .set({
        expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
      })
      .where(eq(sessions.id, id));
    session.setCookie = await sessionCookies(token);
  }
  return session;
}

/**
 * Ends the request's session (if any) and returns the `Set-Cookie` values that clear it. With the
 * database unreachable the row stays (until it expires), but the browser still forgets the token:
 * signing out never fails for the visitor.
 */
export async function endSession(
  db: Pick<Database, "delete">,
  request: Request,
): Promise<string[]> {
  const token = await sessionToken(request);
  if (token)
    await db
      .delete(sessions)
      .where(eq(sessions.id, secretTokenHash(token)))
      .catch((error: unknown) =>
        getLogger().error(
          { code: databaseErrorCode(error) },
          "sign-out could not delete the session row; the cookie is cleared",
        ),
      );
  return [
    await sessionCookie().serialize("", { maxAge: 0 }),
    await signedInHint().serialize("", { maxAge: 0 }),
  ];
}

/** Ends every session of an account (a new password), inside the caller's transaction. */
export async function endAllSessions(
  tx: Pick<Database, "delete">,
  userId: string,
): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Deletes the sessions that have expired (hourly, with the other pruning). */
export async function pruneSessions(
  db: Pick<Database, "delete">,
  now: Date = new Date(),
): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** Response headers that set each of `cookies`. */
export function setCookieHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
