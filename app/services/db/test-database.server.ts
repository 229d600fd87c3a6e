/**
 * Databases for tests: an in-memory PGlite always, and PostgreSQL too when `TEST_DATABASE_URL`
 * is set. Each call returns a freshly migrated database that no other test file can see.
 *
 *   describe.each(testDatabases())("%s", (kind) => {
 *     let database: TestDatabase;
 *     beforeAll(async () => { database = await openTestDatabase(kind); });
 *     afterAll(() => database.cleanup());
 *   });
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import {
  createDatabase,
  type Connection,
  type Database,
  type DatabaseKind,
  type OpenDatabase,
} from "#app/services/db/client.server.ts";

export interface TestDatabase extends Connection {
  /** Closes the connection and, on PostgreSQL, drops the database. */
  cleanup(): Promise<void>;
}

/** The database kinds this run can test: PGlite, plus PostgreSQL with `TEST_DATABASE_URL`. */
export function testDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export async function openTestDatabase(
  kind: DatabaseKind,
): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = createDatabase({
      dataDir: "memory://",
      loadDataDir: await pgliteSnapshot(),
    });
    return migrated(database, () => database.close());
  }

  const empty = await createEmptyPostgresDatabase();
  const database = createDatabase({ url: empty.url });
  return migrated(database, async () => {
    await database.close();
    await empty.drop();
  });
}

/**
 * A new, empty PostgreSQL database on the `TEST_DATABASE_URL` server (or `adminUrl`'s), for tests
 * and the benchmark when they need a URL of their own (several pools, a server started with
 * DATABASE_URL). `drop` closes its sessions.
 */
export async function createEmptyPostgresDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  // A database per call rather than a schema: drizzle-kit writes foreign keys as
  // `REFERENCES "public"."users"`, which would escape a per-run schema. A throwaway database runs
  // the exact migrations production runs, and parallel test files never meet.
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await admin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function migrated(
  database: OpenDatabase,
  cleanup: () => Promise<void>,
): Promise<TestDatabase> {
  try {
    await database.migrate();
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { db: database.db, kind: database.kind, cleanup };
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// Creating a PGlite cluster costs seconds; loading a dump of a migrated one, a fraction of that.
// The dump is shared by test files (each runs in its own process) through the temp folder, under
// a name that changes with the migrations and the PGlite version.
const PGLITE_VERSION = (() => {
  try {
    const manifest = path.resolve(
      process.cwd(),
      "node_modules/@electric-sql/pglite/package.json",
    );
    return (
      JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }
    ).version;
  } catch {
    return "unknown";
  }
})();

const migrationsFolder = () => path.resolve(process.cwd(), "drizzle");
let snapshot: Promise<Blob> | undefined;

function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= loadOrBuildSnapshot();
  return snapshot;
}

async function loadOrBuildSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `pglite-test-${snapshotKey()}.tar`);
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch {
    // Not built yet (or removed meanwhile): build it below.
  }
  const client = new PGlite("memory://");
  try {
    await migrate(drizzle({ client }), {
      migrationsFolder: migrationsFolder(),
    });
    const dump = await client.dumpDataDir("none");
    // Written under a private name, then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    fs.writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump;
  } finally {
    await client.close();
  }
}

function snapshotKey(): string {
  const hash = createHash("sha256");
  hash.update(PGLITE_VERSION);
  const folder = migrationsFolder();
  for (const name of fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .sort()) {
    const file = path.join(folder, name);
    if (fs.statSync(file).isFile())
      hash.update(name).update(fs.readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * Runs `work` while the outbox refuses rows of `kind` (a check constraint), so that a test sees
 * what happens when a submission's notification cannot be queued; the constraint goes after.
 */
export async function whileOutboxRefuses<T>(
  db: Database,
  kind: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!/^[a-z-]+$/.test(kind))
    throw new Error(`not a notification kind: ${kind}`);
  await db.execute(
    sql.raw(
      `alter table outbox add constraint outbox_test_refuse check (kind <> '${kind}') not valid`,
    ),
  );
  try {
    return await work();
  } finally {
    await db.execute(
      sql`alter table outbox drop constraint outbox_test_refuse`,
    );
  }
}
