import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "#app/services/db/client.server.ts";
import { leads } from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import {
  exportColumns,
  formatSubmissions,
  parseExportArgs,
  selectSubmissions,
} from "./export-lib.ts";

const run = promisify(execFile);

describe("parseExportArgs", () => {
  it("reads the kind, --since, --format and --include-spam", () => {
    expect(
      parseExportArgs([
        "leads",
        "--since",
        "2026-11-01",
        "--format",
        "json",
        "--include-spam",
      ]),
    ).toEqual({
      kind: "leads",
      since: new Date("2026-11-01"),
      format: "json",
      includeSpam: true,
    });
    expect(parseExportArgs(["newsletter"])).toEqual({
      kind: "newsletter",
      format: "csv",
      includeSpam: false,
    });
  });

  it("refuses what it does not understand, with the usage", () => {
    expect(() => parseExportArgs([])).toThrow(/Usage: npm run export/);
    expect(() => parseExportArgs(["users"])).toThrow(/Name what to export/);
    expect(() => parseExportArgs(["leads", "--since", "yesterday"])).toThrow(
      /--since needs a date/,
    );
    expect(() => parseExportArgs(["leads", "--format", "xml"])).toThrow(
      /--format is csv or json/,
    );
    expect(() => parseExportArgs(["leads", "--all"])).toThrow(
      /Unknown option --all/,
    );
  });
});

describe("formatSubmissions", () => {
  it("writes RFC 4180 CSV: quotes, commas and line breaks escaped, formulas defused", () => {
    const csv = formatSubmissions(
      [
        {
          name: 'Dana "DW" Whitfield',
          goals: "More orders,\nfewer gaps",
          company: "=HYPERLINK(1)",
          createdAt: new Date("2026-11-20T15:00:00Z"),
          website: null,
        },
      ],
      "csv",
      ["name", "goals", "company", "createdAt", "website"],
    );
    expect(csv).toBe(
      'name,goals,company,createdAt,website\r\n"Dana ""DW"" Whitfield","More orders,\nfewer gaps",\'=HYPERLINK(1),2026-11-20T15:00:00.000Z,\r\n',
    );
  });

  it("writes a header even without rows, and JSON as an array", () => {
    expect(formatSubmissions([], "csv", exportColumns("newsletter"))).toBe(
      "id,email,source,isSpam,createdAt\r\n",
    );
    expect(JSON.parse(formatSubmissions([{ a: 1 }], "json", ["a"]))).toEqual([
      { a: 1 },
    ]);
  });
});

describe("selectSubmissions", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    await database.db.insert(leads).values([
      {
        name: "Old Lead",
        email: "old@example.com",
        createdAt: new Date("2026-10-01T12:00:00Z"),
      },
      {
        name: "New Lead",
        email: "new@example.com",
        createdAt: new Date("2026-11-15T12:00:00Z"),
      },
      {
        name: "Bot",
        email: "bot@example.com",
        isSpam: true,
        createdAt: new Date("2026-11-16T12:00:00Z"),
      },
    ]);
  }, 60_000);
  afterAll(() => database?.cleanup());

  const names = async (args: string[]) =>
    (await selectSubmissions(database.db, parseExportArgs(args))).map(
      (row) => row.name,
    );

  it("lists real submissions oldest first, since a date, and spam only on request", async () => {
    expect(await names(["leads"])).toEqual(["Old Lead", "New Lead"]);
    expect(await names(["leads", "--since", "2026-11-01"])).toEqual([
      "New Lead",
    ]);
    expect(await names(["leads", "--include-spam"])).toEqual([
      "Old Lead",
      "New Lead",
      "Bot",
    ]);
  });
});

describe("npm run export", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "export-test-"));
    const database = createDatabase({ dataDir: path.join(dataDir, "pglite") });
    await database.migrate();
    await database.db.insert(leads).values({
      name: "Dana Whitfield",
      email: "dana@capitolbakery.example",
      company: "Capitol Bakery",
      source: "Free Audit Page",
    });
    await database.close();
  }, 60_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("writes the embedded database's leads as CSV to standard output", async () => {
    const { stdout, stderr } = await run(
      process.execPath,
      ["scripts/export.ts", "leads"],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
    );
    const [header, row] = stdout.split("\r\n");
    expect(header!.split(",")).toEqual(exportColumns("leads"));
    expect(row).toContain("Dana Whitfield,dana@capitolbakery.example");
    expect(row).toContain("Free Audit Page");
    expect(stderr).toContain("1 leads exported.");
  }, 60_000);

  it("exits with the usage on a bad command line", async () => {
    await expect(
      run(process.execPath, ["scripts/export.ts", "users"], {
        env: { ...process.env, DATA_DIR: dataDir },
      }),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Usage: npm run export"),
    });
  });
});
