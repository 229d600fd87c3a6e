import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "#app/services/db/client.server.ts";
import {
  leads,
  outbox,
  subscriptions,
  users,
} from "#app/services/db/schema.server.ts";
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

/** Whether `text` holds a control character other than tab, line feed and carriage return. */
const hasControl = (text: string) =>
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(text);

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
    expect(() => parseExportArgs(["accounts"])).toThrow(/Name what to export/);
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

  /** Every C0 control but tab, line feed and carriage return, DEL, and the C1 controls. */
  const controls = [
    ...Array.from({ length: 0x20 }, (_, code) => code).filter(
      (code) => ![0x09, 0x0a, 0x0d].includes(code),
    ),
    0x7f,
    ...Array.from({ length: 0x20 }, (_, code) => 0x80 + code),
  ].map((code) => String.fromCharCode(code));

  it("writes no control character into CSV, keeping tabs and line breaks", () => {
    const csv = formatSubmissions(
      [
        {
          name: `Dana${controls.join("")} Whitfield`,
          goals: "Line one\r\nLine\ttwo\u0000",
          company: "Caf\u00e9 \u{1F600}\u0085",
          source: "\u001b[31mred\u001b[0m",
        },
      ],
      "csv",
      ["name", "goals", "company", "source"],
    );
    expect(hasControl(csv)).toBe(false);
    expect(csv).toBe(
      'name,goals,company,source\r\nDana Whitfield,"Line one\r\nLine\ttwo",Caf\u00e9 \u{1F600},[31mred[0m\r\n',
    );
  });

  it("defuses a formula hidden behind control characters", () => {
    const csv = formatSubmissions(
      [
        { a: "\u0000=HYPERLINK(1)", b: "\u0007\u007f+1", c: "\u0085@SUM(1)" },
        { a: "\u0001-2", b: "\t=1", c: "\r=1" },
      ],
      "csv",
      ["a", "b", "c"],
    );
    expect(csv).toBe(
      "a,b,c\r\n'=HYPERLINK(1),'+1,'@SUM(1)\r\n'-2,'\t=1,\"'\r=1\"\r\n",
    );
  });

  it("writes a lone surrogate into CSV as U+FFFD, so the file is valid UTF-8", () => {
    const csv = formatSubmissions([{ a: "x\uD800y" }], "csv", ["a"]);
    expect(csv).toBe("a\r\nx\uFFFDy\r\n");
    expect(csv.isWellFormed()).toBe(true);
  });

  it("escapes every control character in JSON and reads back the same values", () => {
    const rows = [
      {
        name: `Dana${controls.join("")} Whitfield`,
        goals: "Line one\r\nLine\ttwo",
        nested: { source: "\u007f\u0085x" },
        lone: "x\uD800",
      },
    ];
    const json = formatSubmissions(rows, "json", []);
    expect(hasControl(json)).toBe(false);
    expect(json.isWellFormed()).toBe(true);
    expect(json).toContain("\\u0000");
    expect(json).toContain("\\u007f");
    expect(json).toContain("\\u0085");
    expect(JSON.parse(json)).toEqual(rows);
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

describe("the accounts' export", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    const [user] = await database.db
      .insert(users)
      .values({
        email: "owner@example.com",
        firstName: "Nia",
        lastName: "Brooks",
        password: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
        createdAt: new Date("2026-11-20T12:00:00Z"),
      })
      .returning({ id: users.id });
    await database.db.insert(subscriptions).values({
      userId: user!.id,
      plan: "growth",
      amount: 497,
    });
  }, 60_000);
  afterAll(() => database?.cleanup());

  it("lists each account with its plan and status, never the password", async () => {
    const options = parseExportArgs(["users", "--format", "json"]);
    const rows = await selectSubmissions(database.db, options);
    expect(rows).toEqual([
      expect.objectContaining({
        email: "owner@example.com",
        firstName: "Nia",
        emailVerifiedAt: null,
        plan: "growth",
        subscriptionStatus: "pending",
        amount: 497,
        billingCycle: "monthly",
      }),
    ]);
    expect(exportColumns("users")).not.toContain("password");
    for (const format of ["csv", "json"] as const) {
      const text = formatSubmissions(rows, format, exportColumns("users"));
      expect(text).not.toContain("argon2");
    }
  });
});

describe("the failed notifications' export", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    await database.db.insert(outbox).values([
      {
        kind: "lead",
        channel: "email",
        payload: { id: "lead-7", subject: "New free audit request" },
        status: "failed",
        attempts: 31,
        lastError: "mailbox unavailable",
        unconfirmedMessageId: "<7.outbox@dmvaiagents.com>",
      },
      { kind: "lead", channel: "email", payload: { id: "lead-8" } },
      {
        kind: "contact",
        channel: "webhook",
        payload: { id: "contact-2" },
        status: "sent",
      },
    ]);
  }, 60_000);
  afterAll(() => database?.cleanup());

  it("lists only the notifications given up on, with what they were about and why they failed", async () => {
    const rows = await selectSubmissions(
      database.db,
      parseExportArgs(["failed-notifications"]),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        kind: "lead",
        channel: "email",
        reference: "lead-7",
        subject: "New free audit request",
        attempts: 31,
        lastError: "mailbox unavailable",
        unconfirmedMessageId: "<7.outbox@dmvaiagents.com>",
      }),
    ]);
    expect(
      formatSubmissions(rows, "csv", exportColumns("failed-notifications")),
    ).toContain("lead-7");
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
      // Stored text may hold any control character but NUL.
      goals: "Clear\u001b[2J the\u0007 screen\u007f\u0085",
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

  it("writes the stored control characters neither into CSV nor into JSON", async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
    const csv = await run(process.execPath, ["scripts/export.ts", "leads"], {
      env,
    });
    expect(csv.stdout).toContain(",Clear[2J the screen,");
    const json = await run(
      process.execPath,
      ["scripts/export.ts", "leads", "--format", "json"],
      { env },
    );
    expect(hasControl(csv.stdout)).toBe(false);
    expect(hasControl(json.stdout)).toBe(false);
    expect(
      (JSON.parse(json.stdout) as { goals: string }[]).map((row) => row.goals),
    ).toEqual(["Clear\u001b[2J the\u0007 screen\u007f\u0085"]);
  }, 60_000);

  it("exits with the usage on a bad command line", async () => {
    await expect(
      run(process.execPath, ["scripts/export.ts", "accounts"], {
        env: { ...process.env, DATA_DIR: dataDir },
      }),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Usage: npm run export"),
    });
  });
});
