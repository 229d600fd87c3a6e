/**
 * `POST /api/auth/signup` through the shared submission handler, on PGlite (and PostgreSQL with
 * TEST_DATABASE_URL): the account, its subscription, session and notification, and every
 * refusal. The password must appear in no answer, row or notification.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { signupMessages, weakPasswordMessages } from "#app/content/signup.ts";
import { signupEndpoint } from "#app/features/auth/signup.server.ts";
import {
  outbox,
  sessions,
  subscriptions,
  users,
} from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import { verifyPassword } from "#app/services/passwords.server.ts";
import { sessionCookie } from "#app/services/sessions.server.ts";
import { secretTokenHash } from "#app/services/secret-tokens.server.ts";
import {
  handleSubmission,
  messages,
  type SubmissionDependencies,
} from "#app/services/submission.server.ts";
import { ORIGIN, post, validSignup } from "./submission-fixtures.ts";

const PASSWORD = validSignup.password;

describe.each(testDatabases())("POST /api/auth/signup on %s", (kind) => {
  let database: TestDatabase;
  let deps: SubmissionDependencies;
  let client = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(() => {
    deps = {
      db: database.db,
      rateLimit: { max: 5, windowSeconds: 600 },
      webhook: false,
      allowedOrigins: [site.url, ORIGIN],
    };
  });

  const signup = (body: unknown, headers?: Record<string, string>) =>
    handleSubmission(
      post("/api/auth/signup", body, headers),
      `198.51.100.${++client}`,
      signupEndpoint,
      deps,
    );
  const userRow = (email: string) =>
    database.db.select().from(users).where(eq(users.email, email));

  it("creates the account, a pending subscription at the plan's price and a session, and tells the team", async () => {
    const response = await signup(validSignup);
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      user: Record<string, unknown>;
    };
    expect(body).toMatchObject({
      success: true,
      message: signupMessages.success,
      user: {
        email: "renee@parkviewdental.example",
        firstName: "Renee",
        lastName: "Okafor",
        company: "Parkview Dental",
        phone: "(571) 555-0123",
        subscriptionPlan: "enterprise",
      },
    });

    const [user] = await userRow("renee@parkviewdental.example");
    expect(user).toMatchObject({
      subscriptionPlan: "enterprise",
      subscriptionStatus: "pending",
    });
    expect(body.user.id).toBe(user!.id);
    // Stored as an argon2id hash that the password verifies against.
    expect(user!.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user!.password, PASSWORD)).toBe(true);
    expect(await verifyPassword(user!.password, "wrong password")).toBe(false);

    expect(
      await database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, user!.id)),
    ).toEqual([
      expect.objectContaining({
        plan: "enterprise",
        status: "pending",
        amount: 997,
        billingCycle: "monthly",
      }),
    ]);

    // The cookie holds a token whose hash names the session row.
    const [setCookie, hint] = response.headers.getSetCookie();
    expect(setCookie).toMatch(/^session=/);
    // The script-readable hint says only that there is a session.
    expect(hint).toMatch(
      /^signed_in=[^;]*; Max-Age=2592000; Path=\/; SameSite=Lax$/,
    );
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    const token = (await sessionCookie().parse(setCookie!)) as string;
    const [session] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, secretTokenHash(token)));
    expect(session?.userId).toBe(user!.id);
    const days =
      (session!.expiresAt.getTime() - session!.createdAt.getTime()) /
      86_400_000;
    expect(days).toBe(30);

    const notifications = (await database.db.select().from(outbox)).filter(
      (row) => (row.payload as { id?: string }).id === user!.id,
    );
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      kind: "signup",
      channel: "email",
    });
    expect(notifications[0]!.payload).toMatchObject({
      subject: "New account: Renee Okafor, Dominate plan",
    });

    // Nowhere but in the hash.
    for (const text of [
      JSON.stringify(body),
      setCookie!,
      JSON.stringify(notifications),
    ])
      expect(text).not.toContain(PASSWORD);
  });

  it("takes the default plan for an unknown or missing plan", async () => {
    for (const [email, plan] of [
      ["unknown-plan@example.com", "platinum"],
      ["no-plan@example.com", undefined],
    ] as const) {
      const response = await signup({
        ...validSignup,
        email,
        subscriptionPlan: plan,
      });
      expect(response.status).toBe(201);
      const [user] = await userRow(email);
      expect(user?.subscriptionPlan).toBe("growth");
    }
  });

  it("answers 409 for an address already registered, in any letter case, and stores nothing more", async () => {
    const email = "twice@example.com";
    expect((await signup({ ...validSignup, email })).status).toBe(201);
    const before = {
      users: await database.db.$count(users),
      subscriptions: await database.db.$count(subscriptions),
      sessions: await database.db.$count(sessions),
      outbox: await database.db.$count(outbox),
    };
    const again = await signup({ ...validSignup, email: "TWICE@Example.COM" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: signupMessages.emailTaken });
    expect(again.headers.get("set-cookie")).toBeNull();
    expect({
      users: await database.db.$count(users),
      subscriptions: await database.db.$count(subscriptions),
      sessions: await database.db.$count(sessions),
      outbox: await database.db.$count(outbox),
    }).toEqual(before);
  });

  it("lets one of two simultaneous signups with one address through", async () => {
    const email = "race@example.com";
    const answers = await Promise.all([
      signup({ ...validSignup, email }),
      signup({ ...validSignup, email: "Race@Example.com" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await userRow(email)).toHaveLength(1);
  });

  it("names each invalid field with the spec's message", async () => {
    const response = await signup({
      email: "not an address",
      firstName: "R",
      lastName: " ",
      password: "short",
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toEqual({
      message: messages.invalid,
      errors: {
        email: "Please enter a valid email address",
        firstName: "First name must be at least 2 characters",
        lastName: "Last name must be at least 2 characters",
        password: "Password must be at least 8 characters",
      },
    });
    expect(JSON.stringify(body)).not.toContain("short");
  });

  it("refuses a common, patterned, guessable or personal password at its field, and stores nothing", async () => {
    const weak: [password: string, message: string][] = [
      ["password", weakPasswordMessages.common],
      ["12345678", weakPasswordMessages.common],
      ["iloveyou", weakPasswordMessages.common],
      ["qwertyuiop", weakPasswordMessages.common],
      ["Password123!", weakPasswordMessages.common],
      ["p@ssw0rd1", weakPasswordMessages.common],
      ["aaaaaaaa", weakPasswordMessages.pattern],
      ["abcdefgh", weakPasswordMessages.pattern],
      ["Summer2024!", weakPasswordMessages.guessable],
      // The visitor's own address and name, even when the rest would pass.
      ["ReneeOkafor2024", weakPasswordMessages.personal],
      ["renee@parkviewdental.example", weakPasswordMessages.personal],
      ["tulips-and-okafor-71", weakPasswordMessages.personal],
    ];
    const before = {
      users: await database.db.$count(users),
      outbox: await database.db.$count(outbox),
    };
    for (const [password, message] of weak) {
      const response = await signup({ ...validSignup, password });
      expect({ password, status: response.status }).toEqual({
        password,
        status: 400,
      });
      expect(await response.json()).toEqual({
        message: messages.invalid,
        errors: { password: message },
      });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    expect({
      users: await database.db.$count(users),
      outbox: await database.db.$count(outbox),
    }).toEqual(before);
  });

  it("accepts a strong password", async () => {
    for (const [index, password] of [
      "correct horse battery",
      "tulip-river-ninety",
      "xK9#mPq2vL!w",
    ].entries()) {
      const email = `strong${index}@example.com`;
      const response = await signup({ ...validSignup, email, password });
      expect({ password, status: response.status }).toEqual({
        password,
        status: 201,
      });
    }
  });

  it("keeps the password as typed: spaces around it count", async () => {
    const email = "spaces@example.com";
    const password = "  padded password  ";
    expect((await signup({ ...validSignup, email, password })).status).toBe(
      201,
    );
    const [user] = await userRow(email);
    expect(await verifyPassword(user!.password, password)).toBe(true);
    expect(await verifyPassword(user!.password, password.trim())).toBe(false);
  });

  it("creates nothing for a filled honeypot, and answers as for a person", async () => {
    const email = "bot@example.com";
    const response = await signup({
      ...validSignup,
      email,
      botcheck: "https://spam.example",
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await userRow(email)).toEqual([]);
  });

  it("refuses a foreign Origin with 403 and creates nothing", async () => {
    const email = "foreign@example.com";
    const response = await signup(
      { ...validSignup, email },
      { Origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(await userRow(email)).toEqual([]);
  });

  it("answers 429 once a client has used its allowance", async () => {
    const address = "203.0.113.77";
    const limited = { ...deps, rateLimit: { max: 1, windowSeconds: 600 } };
    const send = (email: string) =>
      handleSubmission(
        post("/api/auth/signup", { ...validSignup, email }),
        address,
        signupEndpoint,
        limited,
      );
    expect((await send("first@limit.example")).status).toBe(201);
    const refused = await send("second@limit.example");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await userRow("second@limit.example")).toEqual([]);
  });
});
