/**
 * One intent, one row (decision 0020): the `Idempotency-Key` header on every form's endpoint, on
 * PGlite (and PostgreSQL with TEST_DATABASE_URL). A repeated key gets the first answer and stores,
 * charges and queues nothing; requests with one key at once store one row; a key is a random
 * value of bounded length; its answer stands for 24 hours.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { site } from "#app/content/site.ts";
import { forgotPasswordEndpoint } from "#app/features/auth/password-reset.server.ts";
import { signinEndpoint } from "#app/features/auth/signin.server.ts";
import { signupEndpoint } from "#app/features/auth/signup.server.ts";
import { chatHandoffEndpoint } from "#app/features/chat/handoff.server.ts";
import { contactEndpoint } from "#app/features/contact/contact.server.ts";
import { leadsEndpoint } from "#app/features/lead/lead.server.ts";
import { newsletterEndpoint } from "#app/features/newsletter/newsletter.server.ts";
import { resourceRequestEndpoint } from "#app/features/resource-request/resource-request.server.ts";
import { supportEndpoint } from "#app/features/support/support.server.ts";
import { afterAnswersSettled } from "#app/services/after-answer.server.ts";
import {
  contactMessages,
  idempotencyKeys,
  leads,
  newsletterSubscribers,
  outbox,
  rateLimits,
  supportMessages,
  users,
} from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import { pruneIdempotencyKeys } from "#app/services/idempotency.server.ts";
import {
  handleSubmission,
  messages,
  type SubmissionDependencies,
  type SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import {
  ORIGIN,
  post,
  validContact,
  validLead,
  validNewsletter,
  validResourceRequest,
  validSignup,
  validSupport,
} from "./submission-fixtures.ts";

const validHandoff = {
  kind: "support",
  name: "Renee Okafor",
  email: "renee@parkviewdental.example",
  conversation: [
    {
      role: "user",
      content: "Can someone call me about my account?",
      timestamp: "2026-11-02T15:04:05.000Z",
    },
  ],
};

describe.each(testDatabases())("idempotency keys on %s", (kind) => {
  let database: TestDatabase;
  let deps: SubmissionDependencies;
  let client = 0;
  let address: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(() => {
    address = `203.0.113.${++client}`;
    deps = {
      db: database.db,
      rateLimit: { max: 5, windowSeconds: 600 },
      webhook: false,
      allowedOrigins: [site.url, ORIGIN],
    };
  });

  const submit = <Schema extends ZodType>(
    endpoint: SubmissionEndpoint<Schema>,
    path: string,
    body: unknown,
    key?: string,
  ) =>
    handleSubmission(
      post(path, body, key ? { "Idempotency-Key": key } : {}),
      address,
      endpoint,
      deps,
    );
  const answer = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  });
  const count = (table: Parameters<TestDatabase["db"]["$count"]>[0]) =>
    database.db.$count(table);
  /** The units charged to this test's client on `endpoint`. */
  const charged = async (endpoint: string) => {
    const [row] = await database.db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(eq(rateLimits.key, `${endpoint}:${address}`));
    return row?.hits ?? 0;
  };
  /** A lead from a business of its own, so that rows of one test are told from another's. */
  const leadOf = (company: string) => ({ ...validLead, company });
  const leadsOf = (company: string) =>
    database.db.select().from(leads).where(eq(leads.company, company));
  const outboxOf = async (id: string) =>
    (await database.db.select().from(outbox)).filter(
      (row) => (row.payload as { id?: string }).id === id,
    );

  it("answers a repeated key with the first answer, and stores, charges and queues nothing more", async () => {
    const key = randomUUID();
    const first = await submit(
      leadsEndpoint,
      "/api/leads",
      leadOf("Repeat Bakery"),
      key,
    );
    expect(first.status).toBe(201);
    const firstAnswer = await answer(first);
    const units = await charged("leads");

    const second = await submit(
      leadsEndpoint,
      "/api/leads",
      leadOf("Repeat Bakery"),
      key,
    );
    expect(await answer(second)).toEqual(firstAnswer);
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();

    const stored = await leadsOf("Repeat Bakery");
    expect(stored).toHaveLength(1);
    expect(await outboxOf(stored[0]!.id)).toHaveLength(1);
    expect(await charged("leads")).toBe(units);
  });

  it("stores one row and one notification for three requests with one key at once, and answers all three alike", async () => {
    const key = randomUUID();
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        submit(leadsEndpoint, "/api/leads", leadOf("Triple Click Cafe"), key),
      ),
    );
    const answers = await Promise.all(responses.map(answer));
    for (const each of answers)
      expect(each).toEqual({
        status: 201,
        body: {
          success: true,
          message:
            "Your free audit request has been submitted. We'll contact you within 24 hours.",
        },
      });
    const stored = await leadsOf("Triple Click Cafe");
    expect(stored).toHaveLength(1);
    expect(await outboxOf(stored[0]!.id)).toHaveLength(1);
  });

  it("stores one submission per key: two keys, two rows", async () => {
    for (const key of [randomUUID(), randomUUID()])
      expect(
        (
          await submit(
            leadsEndpoint,
            "/api/leads",
            leadOf("Two Intents Deli"),
            key,
          )
        ).status,
      ).toBe(201);
    expect(await leadsOf("Two Intents Deli")).toHaveLength(2);
  });

  it("counts a key for its own endpoint only", async () => {
    const key = randomUUID();
    expect(
      (await submit(leadsEndpoint, "/api/leads", leadOf("Shared Key Co"), key))
        .status,
    ).toBe(201);
    const before = await count(contactMessages);
    const contact = await submit(
      contactEndpoint,
      "/api/contact",
      validContact,
      key,
    );
    expect(contact.status).toBe(201);
    expect(await count(contactMessages)).toBe(before + 1);
  });

  it("refuses a key that is not a random value with 400, and stores nothing", async () => {
    const before = await count(leads);
    for (const key of [
      "short",
      "x".repeat(129),
      "has spaces in it, sixteen+",
      "naïve-key-with-accents",
    ]) {
      const response = await submit(
        leadsEndpoint,
        "/api/leads",
        leadOf("Bad Key Bistro"),
        key,
      );
      expect(await answer(response)).toEqual({
        status: 400,
        body: { message: messages.invalidIdempotencyKey, errors: {} },
      });
    }
    const newsletter = await submit(
      newsletterEndpoint,
      "/api/newsletter",
      validNewsletter,
      "not a key",
    );
    expect(newsletter.status).toBe(400);
    expect(await count(leads)).toBe(before);
  });

  it("behaves as before without a key: each request is a submission", async () => {
    await submit(leadsEndpoint, "/api/leads", leadOf("Keyless Kitchen"));
    await submit(leadsEndpoint, "/api/leads", leadOf("Keyless Kitchen"));
    expect(await leadsOf("Keyless Kitchen")).toHaveLength(2);
  });

  it("lets a key's answer stand for 24 hours: an expired key is a new submission, and is pruned", async () => {
    const key = randomUUID();
    await submit(leadsEndpoint, "/api/leads", leadOf("Next Day Diner"), key);
    // A day and a minute later.
    await database.db.execute(
      sql`update idempotency_keys set created_at = created_at - interval '24 hours 1 minute' where key = ${key}`,
    );
    const again = await submit(
      leadsEndpoint,
      "/api/leads",
      leadOf("Next Day Diner"),
      key,
    );
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await leadsOf("Next Day Diner")).toHaveLength(2);

    const other = randomUUID();
    await submit(leadsEndpoint, "/api/leads", leadOf("Old Key Oven"), other);
    await database.db.execute(
      sql`update idempotency_keys set created_at = created_at - interval '25 hours' where key = ${other}`,
    );
    await pruneIdempotencyKeys(database.db);
    const left = await database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, other));
    expect(left).toEqual([]);
  });

  it.each([
    ["contact", contactEndpoint, "/api/contact", validContact, contactMessages],
    ["support", supportEndpoint, "/api/support", validSupport, supportMessages],
    [
      "resource requests",
      resourceRequestEndpoint,
      "/api/resource-requests",
      validResourceRequest,
      leads,
    ],
    [
      "the chat hand-off",
      chatHandoffEndpoint,
      "/api/chat/handoff",
      validHandoff,
      supportMessages,
    ],
  ] as const)(
    "stores %s once for three requests with one key",
    async (_name, endpoint, path, body, table) => {
      const key = randomUUID();
      const rowsBefore = await count(table);
      const outboxBefore = await count(outbox);
      const answers = await Promise.all(
        [1, 2, 3].map(async () =>
          answer(
            await submit(
              endpoint as SubmissionEndpoint<ZodType>,
              path,
              body,
              key,
            ),
          ),
        ),
      );
      expect(answers[0]!.status).toBe(201);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(await count(table)).toBe(rowsBefore + 1);
      expect(await count(outbox)).toBe(outboxBefore + 1);
    },
  );

  it("answers a repeated newsletter key alike and queues one notification", async () => {
    const key = randomUUID();
    const body = {
      ...validNewsletter,
      email: "keyed@arlingtonflorist.example",
    };
    const outboxBefore = await count(outbox);
    const answers = await Promise.all(
      [1, 2].map(async () =>
        answer(await submit(newsletterEndpoint, "/api/newsletter", body, key)),
      ),
    );
    expect(answers[0]).toEqual({
      status: 200,
      body: { success: true, message: "You're subscribed." },
    });
    expect(answers[1]).toEqual(answers[0]);
    // A later repeat is charged nothing either.
    const units = await charged("newsletter");
    expect(
      (
        await submit(newsletterEndpoint, "/api/newsletter", body, key)
      ).headers.get("Idempotent-Replayed"),
    ).toBe("true");
    expect(await charged("newsletter")).toBe(units);
    expect(
      await database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, body.email)),
    ).toHaveLength(1);
    expect(await count(outbox)).toBe(outboxBefore + 1);
  });

  it("answers two signups with one key with the first's account, never replaying its session cookie", async () => {
    const key = randomUUID();
    const body = { ...validSignup, email: "double.tap@parkviewdental.example" };
    const [first, second] = await Promise.all([
      submit(signupEndpoint, "/api/auth/signup", body, key),
      submit(signupEndpoint, "/api/auth/signup", body, key),
    ]);
    const answers = [await answer(first!), await answer(second!)];
    expect(answers[0]!.status).toBe(201);
    expect(answers[1]).toEqual(answers[0]);
    // One of the two created the account and its session; the other is the replay.
    const cookies = [first!, second!].map((response) =>
      response.headers.get("Set-Cookie"),
    );
    expect(cookies.filter((cookie) => cookie !== null)).toHaveLength(1);
    expect(
      await database.db.select().from(users).where(eq(users.email, body.email)),
    ).toHaveLength(1);
  });

  it("signs in anew for every request: sign-in reads no key, so each gets its session cookie", async () => {
    const account = {
      ...validSignup,
      email: "twice.in@parkviewdental.example",
    };
    await submit(signupEndpoint, "/api/auth/signup", account);
    const key = randomUUID();
    for (let i = 0; i < 2; i++) {
      const response = await submit(
        signinEndpoint,
        "/api/auth/signin",
        { email: account.email, password: account.password },
        key,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("Set-Cookie")).toBeTruthy();
    }
  });

  it("e-mails one reset link for two requests with one key", async () => {
    const account = {
      ...validSignup,
      email: "forgetful@parkviewdental.example",
    };
    await submit(signupEndpoint, "/api/auth/signup", account);
    const accountEmails = async () =>
      (await database.db.select().from(outbox)).filter(
        (row) => row.kind === "password-reset",
      ).length;
    const before = await accountEmails();
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2].map(async () =>
        answer(
          await submit(
            forgotPasswordEndpoint,
            "/api/auth/forgot-password",
            { email: account.email },
            key,
          ),
        ),
      ),
    );
    expect(answers[0]!.status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    // The link is queued after the answer.
    await afterAnswersSettled();
    expect(await accountEmails()).toBe(before + 1);
  });
});
