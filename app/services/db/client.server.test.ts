import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import {
  createDatabase,
  DatabaseWaitExceeded,
  databaseErrorCode,
  mayHaveCommitted,
  SqlState,
} from "#app/services/db/client.server.ts";
import {
  blogPosts,
  leads,
  newsletterSubscribers,
  outbox,
  sessions,
  subscriptions,
  supportMessages,
  users,
  type NewUser,
} from "#app/services/db/schema.server.ts";
import type { SupportPriority } from "#app/content/support-priorities.ts";
import {
  createEmptyPostgresDatabase,
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";

const someUser = (email: string): NewUser => ({
  email,
  firstName: "Ada",
  lastName: "Lovelace",
  password: "$scrypt$not-a-real-hash",
});

/** How many migrations `drizzle/` holds. */
function journalEntries(): number {
  const file = path.resolve(process.cwd(), "drizzle/meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(file, "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Awaits a query that must fail and returns its SQLSTATE. */
async function failureCode(
  query: PromiseLike<unknown>,
): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    return databaseErrorCode(error);
  }
  throw new Error("the query succeeded");
}

describe("mayHaveCommitted", () => {
  /** A driver's error as drizzle wraps it. */
  const wrapped = (cause: unknown) =>
    Object.assign(new Error("Failed query: insert ..."), { cause });
  const serverError = (code: string) =>
    Object.assign(new Error("refused"), { severity: "ERROR", code });
  const networkError = (code: string) =>
    Object.assign(new Error(`connect ${code}`), { code });

  it("is true when the client stopped waiting or the connection broke after sending", () => {
    for (const error of [
      new DatabaseWaitExceeded(500),
      new Error("Query read timeout"),
      new Error("Connection terminated unexpectedly"),
      networkError("ECONNRESET"),
      // The server ended the session (pg_terminate_backend, a crash): maybe after the commit.
      serverError("57P01"),
    ])
      expect(mayHaveCommitted(wrapped(error)), String(error)).toBe(true);
  });

  it("is false when the server refused the statement or no connection was made", () => {
    for (const error of [
      // statement_timeout: the server cancelled it and rolled it back.
      serverError("57014"),
      serverError(SqlState.uniqueViolation),
      new Error("timeout exceeded when trying to connect"),
      networkError("ECONNREFUSED"),
      new Error("PGlite is closed"),
    ])
      expect(mayHaveCommitted(wrapped(error)), String(error)).toBe(false);
  });
});

describe.each(testDatabases())("database on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);

  afterAll(async () => {
    await database?.cleanup();
  });

  it("has every table after migrating", async () => {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables
          where table_schema = current_schema() order by table_name`,
    );
    expect(result.rows.map((row) => row.table_name)).toEqual([
      "account_tokens",
      "analytics_daily_pages",
      "analytics_daily_speed",
      "analytics_daily_totals",
      "analytics_daily_traffic",
      "analytics_events",
      "analytics_goals",
      "analytics_salts",
      "audit_log",
      "blog_image_variants",
      "blog_images",
      "blog_posts",
      "booking_blocks",
      "bookings",
      "contact_messages",
      "idempotency_keys",
      "inbox_items",
      "inbox_reads",
      "install_steps",
      "job_leases",
      "leads",
      "newsletter_subscribers",
      "outbox",
      "rate_limits",
      "sessions",
      "subscriptions",
      "support_messages",
      "team_invitations",
      "users",
    ]);
  });

  it("stores a lead with its defaults", async () => {
    const [created] = await database.db
      .insert(leads)
      .values({
        name: "Maria Lopez",
        email: "maria@example.com",
        phone: "2025550123",
        company: "Lopez Bakery",
        businessType: "Restaurant/Food Service",
        goals: "More weekday lunch orders",
        utmSource: "newsletter",
      })
      .returning();
    expect(created).toBeDefined();

    const [read] = await database.db
      .select()
      .from(leads)
      .where(eq(leads.id, created!.id));
    expect(read).toMatchObject({
      name: "Maria Lopez",
      source: "website",
      isSpam: false,
      website: null,
      currentMarketing: null,
      utmSource: "newsletter",
      landingPage: null,
    });
    expect(read!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(read!.createdAt).toBeInstanceOf(Date);
  });

  it("gives a new user an inactive subscription status and rejects a second account per email", async () => {
    const [user] = await database.db
      .insert(users)
      .values(someUser("dup@example.com"))
      .returning();
    expect(user).toMatchObject({
      subscriptionStatus: "inactive",
      subscriptionPlan: null,
      company: null,
      phone: null,
    });
    expect(user!.updatedAt).toBeInstanceOf(Date);

    expect(
      await failureCode(
        database.db.insert(users).values(someUser("dup@example.com")),
      ),
    ).toBe(SqlState.uniqueViolation);
  });

  it("creates subscriptions as pending and monthly, removed with their user", async () => {
    const [user] = await database.db
      .insert(users)
      .values(someUser("sub@example.com"))
      .returning();
    const [subscription] = await database.db
      .insert(subscriptions)
      .values({ userId: user!.id, plan: "growth", amount: 497 })
      .returning();
    expect(subscription).toMatchObject({
      plan: "growth",
      amount: 497,
      status: "pending",
      billingCycle: "monthly",
      startDate: null,
      endDate: null,
    });
    await database.db.insert(sessions).values({
      id: "token-hash",
      userId: user!.id,
      expiresAt: new Date(Date.now() + 60_000),
    });

    await database.db.delete(users).where(eq(users.id, user!.id));
    expect(
      await database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, user!.id)),
    ).toEqual([]);
    expect(
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user!.id)),
    ).toEqual([]);
  });

  it("refuses a subscription for a user that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      await failureCode(
        database.db
          .insert(subscriptions)
          .values({ userId: missing, plan: "starter", amount: 297 }),
      ),
    ).toBe(SqlState.foreignKeyViolation);
  });

  it("keeps one newsletter subscription per email", async () => {
    await database.db
      .insert(newsletterSubscribers)
      .values({ email: "news@example.com" });
    expect(
      await failureCode(
        database.db
          .insert(newsletterSubscribers)
          .values({ email: "news@example.com" }),
      ),
    ).toBe(SqlState.uniqueViolation);

    // The idempotent form the newsletter endpoint uses.
    const again = await database.db
      .insert(newsletterSubscribers)
      .values({ email: "news@example.com", source: "footer" })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    expect(again).toEqual([]);
  });

  it("defaults support priority to normal and refuses unknown priorities", async () => {
    const message = {
      name: "Sam",
      email: "sam@example.com",
      subject: "Hi",
      message: "Help",
    };
    const [created] = await database.db
      .insert(supportMessages)
      .values(message)
      .returning();
    expect(created).toMatchObject({ priority: "normal", isSpam: false });

    expect(
      await failureCode(
        database.db
          .insert(supportMessages)
          .values({ ...message, priority: "critical" as SupportPriority }),
      ),
    ).toBe(SqlState.checkViolation);
  });

  it("stores blog posts with empty tags and content by default", async () => {
    const [post] = await database.db
      .insert(blogPosts)
      .values({
        title: "Hello",
        slug: "hello",
        category: "News",
        excerpt: "First post",
        author: "Team",
        seoTitle: "Hello",
        notionId: "notion-1",
      })
      .returning();
    expect(post).toMatchObject({
      tags: [],
      content: [],
      published: true,
      publishDate: null,
    });

    await database.db
      .update(blogPosts)
      .set({
        tags: ["seo", "local"],
        content: [
          { type: "paragraph", content: "Text" },
          { type: "image", content: "", url: "/a.png" },
        ],
      })
      .where(eq(blogPosts.id, post!.id));
    const [read] = await database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, "hello"));
    expect(read!.tags).toEqual(["seo", "local"]);
    expect(read!.content[1]).toEqual({
      type: "image",
      content: "",
      url: "/a.png",
    });
    expect(read!.updatedAt.getTime()).toBeGreaterThanOrEqual(
      post!.updatedAt.getTime(),
    );
  });

  it("numbers outbox rows and claims due ones with SKIP LOCKED", async () => {
    const rows = await database.db
      .insert(outbox)
      .values([
        { kind: "lead", payload: { id: 1 } },
        { kind: "contact", payload: { id: 2 } },
      ])
      .returning();
    expect(rows[1]!.id).toBeGreaterThan(rows[0]!.id);
    expect(rows[0]).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: null,
      sentAt: null,
    });

    const claimed = await database.db.transaction((tx) =>
      tx
        .select()
        .from(outbox)
        .where(
          sql`${outbox.status} = 'pending' and ${outbox.nextAttemptAt} <= now()`,
        )
        .orderBy(outbox.id)
        .limit(1)
        .for("update", { skipLocked: true }),
    );
    expect(claimed.map((row) => row.kind)).toEqual(["lead"]);
  });
});

describe("createDatabase", () => {
  it("reapplies nothing when migrated twice", async () => {
    const database = createDatabase({ dataDir: "memory://" });
    try {
      await database.migrate();
      await database.migrate();
      const applied = await database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]!.count).toBe(journalEntries());
    } finally {
      await database.close();
      await database.close();
    }
  }, 60_000);

  it("finds no SQLSTATE in errors that are not from the database", () => {
    expect(databaseErrorCode(new Error("boom"))).toBeUndefined();
    expect(
      databaseErrorCode(Object.assign(new Error("net"), { code: "EPIPE" })),
    ).toBeUndefined();
    expect(databaseErrorCode(undefined)).toBeUndefined();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("migrating PostgreSQL", () => {
  it("lets several instances start together: one migrates, the others wait", async () => {
    const empty = await createEmptyPostgresDatabase();
    const instances = [1, 2, 3].map(() => createDatabase({ url: empty.url }));
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
      const applied = await instances[0]!.db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]!.count).toBe(journalEntries());
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await empty.drop();
    }
  }, 60_000);
});

describe("the process-wide database", () => {
  let dataDir: string | undefined;

  afterEach(async () => {
    const { closeDatabase } = await import("#app/services/db/client.server.ts");
    await closeDatabase();
    vi.unstubAllEnvs();
    vi.resetModules();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  });

  it("opens lazily in DATA_DIR/pglite, creating missing folders, and closes twice safely", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "db-client-"));
    dataDir = root;
    const nested = path.join(root, "a", "b");
    vi.stubEnv("DATA_DIR", nested);
    vi.stubEnv("DATABASE_URL", "");

    vi.resetModules();
    const client = await import("#app/services/db/client.server.ts");
    const pgliteDir = path.join(nested, "pglite");
    expect(fs.existsSync(pgliteDir)).toBe(false);

    const first = client.getDatabase();
    expect(first.kind).toBe("pglite");
    expect(client.getDatabase().db).toBe(first.db);
    await client.migrateDatabase();
    await client.pingDatabase();
    expect(fs.existsSync(path.join(pgliteDir, "PG_VERSION"))).toBe(true);

    await client.closeDatabase();
    await client.closeDatabase();
    // A new call opens the same folder again, with the data kept.
    const reopened = client.getDatabase();
    expect(reopened.db).not.toBe(first.db);
    const result = await reopened.db.execute<{ count: number }>(
      sql`select count(*)::int as count from users`,
    );
    expect(result.rows[0]!.count).toBe(0);
  }, 60_000);

  it("uses PostgreSQL with DATABASE_URL and gives up a ping that gets no answer", async () => {
    const sockets = new Set<net.Socket>();
    // Accepts connections and never answers, like a hung server.
    const server = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) =>
      server.listen(0, "127.0.0.1", resolve),
    );
    const { port } = server.address() as net.AddressInfo;
    try {
      vi.stubEnv("DATABASE_URL", `postgres://nobody@127.0.0.1:${port}/none`);
      vi.resetModules();
      const client = await import("#app/services/db/client.server.ts");
      expect(client.getDatabase().kind).toBe("postgres");
      await expect(client.pingDatabase({ timeoutMs: 200 })).rejects.toThrow(
        /timed out/,
      );
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
