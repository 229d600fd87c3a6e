/**
 * The database failing under the site: PostgreSQL connections killed by the server in the middle
 * of submissions, and a database (PostgreSQL or PGlite) that stops answering. The process must
 * keep serving (an unhandled "error" event would end it, and fails this run), every affected
 * request must get 503 with the form's message, and the database must serve again afterwards.
 * The PostgreSQL part runs when TEST_DATABASE_URL is set.
 */
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
import { handleSubmission } from "#app/services/submission.server.ts";

let sequence = 0;

/** Posts one valid lead (a new visitor each time) and returns the status and message. */
async function submitLead(database: OpenDatabase) {
  sequence += 1;
  const response = await handleSubmission(
    new Request("http://localhost/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: `Owner ${sequence}`,
        email: `owner${sequence}@business.example`,
        phone: "(703) 555-0100",
        company: `Business ${sequence}`,
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
      if (answer.status === 503) expect(answer.message).toBe(unavailable);
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
      const answer = await submitLead(database);
      expect(answer).toEqual({ status: 503, message: unavailable });
      release();
      await blocker;
      expect((await submitLead(database)).status).toBe(201);
    } finally {
      await database.close();
    }
  }, 30_000);
});
