/**
 * Sessions (docs/decisions/0015): a random token in an HttpOnly cookie, signed by React Router's
 * cookie API, and a row in `sessions` keyed by the token's SHA-256, so that a leaked table holds
 * no usable session. A session lasts 30 days.
 */
import { createHash, randomBytes } from "node:crypto";
import { createCookie, type Cookie } from "react-router";
import type { Database } from "#app/services/db/client.server.ts";
import { sessions } from "#app/services/db/schema.server.ts";
import { getEnv } from "#app/services/env.server.ts";
import { getLogger } from "#app/services/logger.server.ts";

export const SESSION_DAYS = 30;
const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

type Executor = Pick<Database, "insert">;

/** What the `sessions` table stores for a token. */
export const sessionTokenHash = (token: string) =>
  createHash("sha256").update(token).digest("hex");

let cookie: Cookie | undefined;

/** The session cookie: HttpOnly, SameSite=Lax, Secure in production, signed. */
export function sessionCookie(): Cookie {
  if (cookie) return cookie;
  const env = getEnv();
  let secrets = env.SESSION_SECRET;
  if (secrets.length === 0) {
    secrets = [randomBytes(32).toString("base64url")];
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
 * `Set-Cookie` value that hands it to the browser.
 */
export async function startSession(
  tx: Executor,
  userId: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(sessions).values({
    id: sessionTokenHash(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
    createdAt: now,
  });
  return sessionCookie().serialize(token);
}
