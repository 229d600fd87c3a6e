/**
 * `POST /api/auth/signin` and the sessions it starts, on PGlite (and PostgreSQL with
 * TEST_DATABASE_URL): a new session on every sign-in, one message for any wrong credentials,
 * attempts limited per account and client, sessions that expire, renew and end.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { signinMessages } from "#app/content/signin.ts";
import { signinEndpoint } from "#app/features/auth/signin.server.ts";
import { signupEndpoint } from "#app/features/auth/signup.server.ts";
import { deleteAccount } from "#app/features/auth/delete-account.server.ts";
import {
  outbox,
  sessions,
  subscriptions,
  users,
} from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  whileOutboxRefuses,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import {
  currentSession,
  endSession,
  sessionCookie,
} from "#app/services/sessions.server.ts";
import { secretTokenHash } from "#app/services/secret-tokens.server.ts";
import {
  handleSubmission,
  messages,
  type SubmissionDependencies,
} from "#app/services/submission.server.ts";
import { ORIGIN, post } from "./submission-fixtures.ts";

const PASSWORD = "a long enough password";
const DAY_MS = 86_400_000;

/** The Cookie header a browser sends back for a `Set-Cookie` value. */
const cookieHeader = (setCookie: string) => setCookie.split(";")[0]!;
const withCookie = (setCookie: string) =>
  new Request(`${ORIGIN}/dashboard`, {
    headers: { Cookie: cookieHeader(setCookie) },
  });

describe.each(testDatabases())("sign-in and sessions on %s", (kind) => {
  let database: TestDatabase;
  let deps: SubmissionDependencies;
  let client = 0;
  let email: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(async () => {
    deps = {
      db: database.db,
      rateLimit: { max: 50, windowSeconds: 600 },
      webhook: false,
      allowedOrigins: [site.url, ORIGIN],
    };
    email = `owner${++client}@example.com`;
    const created = await handleSubmission(
      post("/api/auth/signup", {
        email,
        firstName: "Tomas",
        lastName: "Reyes",
        password: PASSWORD,
        subscriptionPlan: "starter",
      }),
      `192.0.2.${client}`,
      signupEndpoint,
      deps,
    );
    expect(created.status).toBe(201);
  });

  const signIn = (body: unknown, address = "198.51.100.1") =>
    handleSubmission(
      post("/api/auth/signin", body),
      address,
      signinEndpoint,
      deps,
    );

  it("starts a new session on every sign-in, with the address in any case", async () => {
    const first = await signIn({ email, password: PASSWORD });
    const second = await signIn({
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await first.json()).toMatchObject({
      success: true,
      user: { firstName: "Tomas" },
    });
    const [a, b] = [first, second].map((response) =>
      response.headers.get("set-cookie")!,
    );
    expect(a).not.toBe(b);
    for (const setCookie of [a!, b!]) {
      const session = await currentSession(database.db, withCookie(setCookie));
      expect(session?.user).toMatchObject({
        email,
        firstName: "Tomas",
        plan: "starter",
        subscriptionStatus: "pending",
        amount: 297,
      });
    }
  });

  it("refuses a malformed request before looking anything up", async () => {
    const missing = await signIn({ email: "not an address" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: messages.invalid,
      errors: {
        email: "Please enter a valid email address",
        password: "Please enter your password",
      },
    });
    const notJson = await handleSubmission(
      post("/api/auth/signin", "email=a", {
        "Content-Type": "application/x-www-form-urlencoded",
      }),
      "198.51.100.1",
      signinEndpoint,
      deps,
    );
    expect(notJson.status).toBe(415);
    const malformed = await signIn("{");
    expect(malformed.status).toBe(400);
    const foreign = await handleSubmission(
      post(
        "/api/auth/signin",
        { email, password: PASSWORD },
        {
          Origin: "https://evil.example",
        },
      ),
      "198.51.100.1",
      signinEndpoint,
      deps,
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("set-cookie")).toBeNull();
  });

  it("gives one message for an unknown address and for a wrong password", async () => {
    for (const body of [
      { email, password: "not the password" },
      { email: "nobody@example.com", password: PASSWORD },
    ]) {
      const response = await signIn(body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: signinMessages.invalid,
      });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("limits attempts per account and client, without locking the account for others", async () => {
    const attacker = "203.0.113.9";
    for (let attempt = 0; attempt < 10; attempt++)
      expect(
        (await signIn({ email, password: "guess" }, attacker)).status,
      ).toBe(401);
    const blocked = await signIn({ email, password: PASSWORD }, attacker);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      message: signinMessages.tooManyAttempts,
    });
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    // The owner, from elsewhere, still signs in.
    expect(
      (await signIn({ email, password: PASSWORD }, "192.0.2.200")).status,
    ).toBe(200);
  });

  it("knows no session for a missing, forged or expired cookie", async () => {
    expect(
      await currentSession(database.db, new Request(`${ORIGIN}/dashboard`)),
    ).toBeUndefined();
    // A token signed with the site's secret but never issued.
    const forged = await sessionCookie().serialize("made-up-token");
    expect(
      await currentSession(database.db, withCookie(forged)),
    ).toBeUndefined();
    // A cookie whose signature does not match.
    const valid = (await signIn({ email, password: PASSWORD })).headers.get(
      "set-cookie",
    )!;
    const tampered = valid.replace(/^session=([^.;]+)\./, "session=$1x.");
    expect(
      await currentSession(database.db, withCookie(tampered)),
    ).toBeUndefined();
    // 30 days on, the session has expired.
    const later = new Date(Date.now() + 30 * DAY_MS + 60_000);
    expect(
      await currentSession(database.db, withCookie(valid), later),
    ).toBeUndefined();
  });

  it("renews a session used a day after its last renewal, for 30 more days", async () => {
    const setCookie = (await signIn({ email, password: PASSWORD })).headers.get(
      "set-cookie",
    )!;
    const request = withCookie(setCookie);
    const token = (await sessionCookie().parse(
      cookieHeader(setCookie),
    )) as string;
    const row = async () =>
      (
        await database.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, secretTokenHash(token)))
      )[0]!;
    const issued = (await row()).expiresAt;

    const soon = await currentSession(database.db, request);
    expect(soon?.setCookie).toBeUndefined();
    expect((await row()).expiresAt).toEqual(issued);

    const nextWeek = new Date(Date.now() + 7 * DAY_MS);
    const renewed = await currentSession(database.db, request, nextWeek);
    expect(renewed?.setCookie).toEqual([
      expect.stringMatching(/^session=.*Max-Age=2592000/),
      expect.stringMatching(/^signed_in=.*Max-Age=2592000/),
    ]);
    expect((await row()).expiresAt.getTime()).toBe(
      nextWeek.getTime() + 30 * DAY_MS,
    );
  });

  it("ends a session on sign-out and clears the cookie", async () => {
    const setCookie = (await signIn({ email, password: PASSWORD })).headers.get(
      "set-cookie",
    )!;
    const cleared = await endSession(database.db, withCookie(setCookie));
    expect(cleared).toEqual([
      expect.stringMatching(/^session=;.*Max-Age=0/),
      expect.stringMatching(/^signed_in=;.*Max-Age=0/),
    ]);
    expect(
      await currentSession(database.db, withCookie(setCookie)),
    ).toBeUndefined();
  });
});

const noWebhook = { webhook: false };

describe.each(testDatabases())("deleting an account on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });

  it("needs the password, then removes the user, the subscription and every session", async () => {
    const deps: SubmissionDependencies = {
      db: database.db,
      rateLimit: { max: 50, windowSeconds: 600 },
      webhook: false,
      allowedOrigins: [site.url, ORIGIN],
    };
    const email = "leaving@example.com";
    const created = await handleSubmission(
      post("/api/auth/signup", {
        email,
        firstName: "Ines",
        lastName: "Moreau",
        password: PASSWORD,
      }),
      "192.0.2.50",
      signupEndpoint,
      deps,
    );
    const { user } = (await created.json()) as { user: { id: string } };
    const rows = async () => ({
      users: await database.db.$count(users, eq(users.id, user.id)),
      subscriptions: await database.db.$count(
        subscriptions,
        eq(subscriptions.userId, user.id),
      ),
      sessions: await database.db.$count(
        sessions,
        eq(sessions.userId, user.id),
      ),
    });

    const told = () =>
      database.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, "account-deleted"));

    expect(
      await deleteAccount(database.db, user.id, "not my password", noWebhook),
    ).toBe("wrong-password");
    expect(await rows()).toEqual({ users: 1, subscriptions: 1, sessions: 1 });
    expect(await told()).toEqual([]);

    // The deletion and the team's notification are one transaction: neither without the other.
    await expect(
      whileOutboxRefuses(database.db, "account-deleted", () =>
        deleteAccount(database.db, user.id, PASSWORD, noWebhook),
      ),
    ).rejects.toThrow();
    expect(await rows()).toEqual({ users: 1, subscriptions: 1, sessions: 1 });

    expect(await deleteAccount(database.db, user.id, PASSWORD, noWebhook)).toBe(
      "deleted",
    );
    expect(await rows()).toEqual({ users: 0, subscriptions: 0, sessions: 0 });
    const notifications = await told();
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ channel: "email" });
    expect(notifications[0]!.payload).toMatchObject({
      kind: "account-deleted",
      id: user.id,
      subject: "Account deleted: Ines Moreau, Pro plan",
      replyTo: { name: "Ines Moreau", email },
      fields: [
        { label: "Name", value: "Ines Moreau" },
        { label: "Email", value: email },
        { label: "Plan", value: "Pro (AI Growth Agent)" },
      ],
    });
  });

  it("stops guessing after five attempts", async () => {
    const userId = "00000000-0000-4000-8000-000000000001";
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await deleteAccount(database.db, userId, "guess", noWebhook)).toBe(
        "wrong-password",
      );
    expect(await deleteAccount(database.db, userId, "guess", noWebhook)).toBe(
      "too-many",
    );
  });
});

describe("signing out with the database unreachable", () => {
  it("still clears the cookies, and says so in the log", async () => {
    const down = {
      delete: () => ({
        where: () => Promise.reject(new Error("connection terminated")),
      }),
    } as unknown as Parameters<typeof endSession>[0];
    const token = await sessionCookie().serialize("some-token");
    const cleared = await endSession(down, withCookie(token));
    expect(cleared).toEqual([
      expect.stringMatching(/^session=;.*Max-Age=0/),
      expect.stringMatching(/^signed_in=;.*Max-Age=0/),
    ]);
  });
});
