/**
 * The database failing under the site: PostgreSQL connections killed by the server in the middle
 * of submissions, and a database (PostgreSQL or PGlite) that stops answering. The process must
 * keep serving (an unhandled "error" event would end it, and fails this run), every affected
 * request must get 503 with a true message, and the database must serve again afterwards. A
 * statement the client stopped waiting for may still commit: its answer says so, or is the
 * stored answer of its idempotency key, and a retry with the key stores nothing new.
 * The PostgreSQL part runs when TEST_DATABASE_URL is set.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { leadsEndpoint } from "#app/features/lead/lead.server.ts";
import {
  createDatabase,
  POSTGRES_APPLICATION_NAME,
  type OpenDatabase,
} from "#app/services/db/client.server.ts";
import { leads } from "#app/services/db/schema.server.ts";
import { createEmptyPostgresDatabase } from "#app/services/db/test-database.server.ts";
import { handleSubmission, messages } from "#app/services/submission.server.ts";

let sequence = 0;

/**
 * Posts one valid lead (a new visitor each time, or the business `company` with the key of one
 * intent) and returns the status and message.
 */
async function submitLead(
  database: OpenDatabase,
  { company, key }: { company?: string; key?: string } = {},
) {
  sequence += 1;
  const response = await handleSubmission(
    new Request("http://localhost/api/leads", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(key ? { "Idempotency-Key": key } : {}),
      },
      body: JSON.stringify({
        name: `Owner ${sequence}`,
        email: `owner${sequence}@business.example`,
        phone: "(703) 555-0100",
        company: company ?? `Business ${sequence}`,
        businessType: "Retail Store",
        goals: "More customers from nearby neighborhoods",
      }),
    }),
    `198.51.100.${sequence % 250}`,
    leadsEndpoint,
    {
      db: database.db,
      rateLimit: { max: 100_000, windowSeconds: 60 },
      webhook: false,
      allowedOrigins: [site.url],
    },
  );
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: body.message };
}

const unavailable = `We could not save your submission just now. Please try again in a few minutes or email us at ${site.email}.`;
const accepted = {
  status: 201,
  message:
    "Your free audit request has been submitted. We'll contact you within 24 hours.",
};

const leadsOf = (database: OpenDatabase, company: string) =>
  database.db.select().from(leads).where(eq(leads.company, company));

describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL faults", () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let database: OpenDatabase;
  let admin: pg.Client;

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    database = createDatabase({ url: empty.url });
    await database.migrate();
    admin = new pg.Client({ connectionString: empty.url });
    await admin.connect();
  }, 60_000);
  afterAll(async () => {
    await admin?.end();
    await database?.close();
    await empty?.drop();
  });

  /** Ends every session of the site on the server, as a restart or a failover does. */
  const killSiteConnections = () =>
    admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and application_name = $1`,
      [POSTGRES_APPLICATION_NAME],
    );

  it("answers 503 to the submissions whose connection is killed, keeps running and recovers", async () => {
    const submissions: Promise<{ status: number; message?: string }>[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 30; i++) submissions.push(submitLead(database));
      // Killed while the round's transactions are in progress.
      await new Promise((resolve) => setTimeout(resolve, 15));
      await killSiteConnections();
    }
    const answers = await Promise.all(submissions);
    for (const answer of answers) {
      expect([201, 503]).toContain(answer.status);
      // A connection lost after the statement was sent: it may have committed, and says so.
      if (answer.status === 503)
        expect([unavailable, messages.mayHaveReceivedWithoutKey]).toContain(
          answer.message,
        );
    }
    const failed = answers.filter((answer) => answer.status === 503).length;
    expect(failed).toBeGreaterThan(0);
    // Every 201 is a stored lead. A 503 stored nothing, except when the connection died after
    // the commit and before its acknowledgement, which no client can tell from a failure.
    const stored = (await database.db.select().from(leads)).length;
    const created = answers.length - failed;
    expect(stored).toBeGreaterThanOrEqual(created);
    expect(stored - created).toBeLessThanOrEqual(3);

    // The pool replaces the broken connections: the next visitor is served.
    expect((await submitLead(database)).status).toBe(201);
  }, 60_000);

  it("answers 503 within the statement limit when the database stops answering", async () => {
    // Another session holds the table: the insert waits as it would on a stalled server.
    await admin.query("begin");
    await admin.query("lock table leads in access exclusive mode");
    try {
      const answer = await submitLead(database);
      expect(answer).toEqual({ status: 503, message: unavailable });
    } finally {
      await admin.query("rollback");
    }
    expect((await submitLead(database)).status).toBe(201);
  }, 20_000);

  it("tells a visitor whose insert the client stopped waiting for that it may have been received, and a retry with the key stores nothing new", async () => {
    // The client gives up after 1 s; the server would wait 5 s (statement_timeout) for the lock.
    const impatient = createDatabase({ url: empty.url, waitLimitMs: 1_000 });
    try {
      const key = randomUUID();
      await admin.query("begin");
      await admin.query("lock table leads in access exclusive mode");
      let answer;
      try {
        answer = await submitLead(impatient, { company: "Stalled PG", key });
      } finally {
        // The lock goes: the insert the client gave up on commits now.
        await admin.query("rollback");
      }
      expect(answer).toEqual({
        status: 503,
        message: messages.mayHaveReceived,
      });
      await expect
        .poll(async () => (await leadsOf(database, "Stalled PG")).length)
        .toBe(1);
      expect(
        await submitLead(database, { company: "Stalled PG", key }),
      ).toEqual(accepted);
      expect(await leadsOf(database, "Stalled PG")).toHaveLength(1);
    } finally {
      await impatient.close();
    }
  }, 20_000);
});

describe("PGlite stalled", () => {
  it("answers 503 after the wait limit while another statement holds PGlite", async () => {
    const database = createDatabase({ dataDir: "memory://", waitLimitMs: 500 });
    try {
      await database.migrate();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      // A transaction that does not finish: every statement after it waits in PGlite's queue.
      const blocker = database.db
        .transaction(async (tx) => {
          await tx.select().from(leads);
          await held;
        })
        .catch(() => {});
      const answer = await submitLead(database, { company: "Queued Lead" });
      // The insert waits in PGlite's queue and runs when its turn comes: it may be stored.
      expect(answer).toEqual({
        status: 503,
        message: messages.mayHaveReceivedWithoutKey,
      });
      release();
      await blocker;
      expect(await leadsOf(database, "Queued Lead")).toHaveLength(1);
      expect((await submitLead(database)).status).toBe(201);
    } finally {
      await database.close();
    }
  }, 30_000);

  /** A PGlite whose statements wait at most 500 ms, held by a transaction until `release`. */
  async function heldPglite() {
    const database = createDatabase({ dataDir: "memory://", waitLimitMs: 500 });
    await database.migrate();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const blocker = database.db
      .transaction(async (tx) => {
        await tx.select().from(leads);
        await held;
      })
      .catch(() => {});
    return { database, release, blocker };
  }

  it("answers a stalled submission whose key shows it committed meanwhile with the stored answer", async () => {
    const { database, release, blocker } = await heldPglite();
    try {
      const key = randomUUID();
      const answering = submitLead(database, { company: "Late Commit", key });
      // Past the submission's own wait, within the lookup of its key.
      setTimeout(release, 800);
      expect(await answering).toEqual(accepted);
      await blocker;
      expect(await leadsOf(database, "Late Commit")).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 30_000);

  it("says a stalled keyed submission may have been received, and a retry with the key stores nothing new", async () => {
    const { database, release, blocker } = await heldPglite();
    try {
      const key = randomUUID();
      const answer = await submitLead(database, { company: "Still Held", key });
      expect(answer).toEqual({
        status: 503,
        message: messages.mayHaveReceived,
      });
      expect(answer.message).not.toBe(unavailable);
      release();
      await blocker;
      // The insert the visitor was told about ran when the database came back.
      expect(await leadsOf(database, "Still Held")).toHaveLength(1);
      expect(
        await submitLead(database, { company: "Still Held", key }),
      ).toEqual(accepted);
      expect(await leadsOf(database, "Still Held")).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 30_000);
});
