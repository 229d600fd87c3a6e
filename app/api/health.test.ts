import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
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
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import { getLogger } from "#app/services/logger.server.ts";
import { health } from "#app/api/endpoints.server.ts";
import { toResponse } from "#app/services/api.server.ts";
import { getHealth } from "#app/services/health.server.ts";

describe.each(testDatabases())("GET /api/health on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);

  afterAll(async () => {
    await database?.cleanup();
  });

  it("answers 200 with the database kind when the database responds", async () => {
    const response = toResponse(
      await getHealth(async () => {
        await database.db.execute(sql`select 1`);
        return database.kind;
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: "ok", database: kind });
  });
});

describe("GET /api/health without a database", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("answers 503 without leaking the cause, and logs it through the logger", async () => {
    const log = vi.spyOn(getLogger(), "error").mockImplementation(() => {});
    const response = toResponse(
      await getHealth(async () => {
        throw new Error("connect ECONNREFUSED 10.0.0.5:5432 password=secret");
      }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      status: "error",
      message: "Database unavailable",
    });
    expect(body).not.toContain("ECONNREFUSED");
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe("the health endpoint with the process-wide database", () => {
  let dataDir: string | undefined;

  afterEach(async () => {
    const { closeDatabase } = await import("#app/services/db/client.server.ts");
    await closeDatabase();
    vi.unstubAllEnvs();
    vi.resetModules();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(testDatabases())(
    "reports %s",
    async (kind) => {
      if (kind === "postgres") {
        vi.stubEnv("DATABASE_URL", process.env.TEST_DATABASE_URL);
      } else {
        dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "health-"));
        vi.stubEnv("DATA_DIR", dataDir);
        vi.stubEnv("DATABASE_URL", "");
      }
      // Fresh modules, so the environment is read again.
      vi.resetModules();
      const { health } = await import("#app/api/endpoints.server.ts");
      const get = () => health({ method: "GET" });
      const { markInstallStepsDone, migrateDatabase } =
        await import("#app/services/db/client.server.ts");
      const { getLogger: getFreshLogger } =
        await import("#app/services/logger.server.ts");
      // Not ready until the server has migrated the database and seeded a fresh installation's
      // blog: an expected state, answered 503 without an error in the log.
      const log = vi.spyOn(getFreshLogger(), "error");
      expect((await get()).status).toBe(503);
      await migrateDatabase();
      expect((await get()).status).toBe(503);
      expect(log).not.toHaveBeenCalled();
      markInstallStepsDone();
      expect(await get()).toMatchObject({
        status: 200,
        body: { status: "ok", database: kind },
      });
    },
    60_000,
  );
});

describe("the health endpoint's methods", () => {
  it.each(["POST", "PUT", "DELETE", "OPTIONS"])(
    "answers %s with 405 naming GET and HEAD, without asking the database",
    async (method) => {
      const answer = await health({ method });
      expect(answer).toEqual({
        status: 405,
        body: { message: "Use GET to check the site's health." },
        headers: { Allow: "GET, HEAD" },
      });
    },
  );
});
