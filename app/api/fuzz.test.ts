/**
 * Every submission endpoint fed what a broken client or an attacker sends: malformed JSON, wrong
 * types, missing and extra fields, huge and odd Unicode strings, NUL, HTML and SQL, wrong content
 * types. Whatever arrives, the answer is never a 5xx, and nothing that a 2xx stored holds a NUL,
 * another control character (tabs and line breaks aside), a lone surrogate or a field over its
 * length. On PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { site } from "#app/content/site.ts";
import { signupEndpoint } from "#app/features/auth/signup.server.ts";
import { contactEndpoint } from "#app/features/contact/contact.server.ts";
import { leadsEndpoint } from "#app/features/lead/lead.server.ts";
import { newsletterEndpoint } from "#app/features/newsletter/newsletter.server.ts";
import { resourceRequestEndpoint } from "#app/features/resource-request/resource-request.server.ts";
import { supportEndpoint } from "#app/features/support/support.server.ts";
import {
  contactMessages,
  leads,
  newsletterSubscribers,
  supportMessages,
  users,
} from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import {
  handleSubmission,
  type SubmissionDependencies,
  type SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import {
  ORIGIN,
  validContact,
  validLead,
  validNewsletter,
  validResourceRequest,
  validSignup,
  validSupport,
} from "./submission-fixtures.ts";

/** One endpoint: its name, a valid body, and a way to send it a request. */
function fuzzTarget<Schema extends z.ZodType>(
  endpoint: SubmissionEndpoint<Schema>,
  valid: Record<string, unknown>,
) {
  return {
    name: endpoint.name,
    valid,
    submit: (request: Request, deps: SubmissionDependencies) =>
      handleSubmission(request, "198.51.100.1", endpoint, deps),
  };
}

const endpoints = [
  fuzzTarget(leadsEndpoint, validLead),
  fuzzTarget(contactEndpoint, validContact),
  fuzzTarget(supportEndpoint, validSupport),
  fuzzTarget(newsletterEndpoint, validNewsletter),
  fuzzTarget(resourceRequestEndpoint, validResourceRequest),
  fuzzTarget(signupEndpoint, validSignup),
];

/** Values that replace one field at a time. */
const oddValues: unknown[] = [
  null,
  0,
  -1.5,
  true,
  [],
  ["a"],
  {},
  { $gt: "" },
  "",
  " ",
  "\u0000",
  "Dana\u0000Whitfield",
  "\uD800",
  "a\uDFFFb",
  "\u202Egnp.exe",
  "\u001b[31mred\u0007",
  "tab\tand\nline",
  "e\u0301\u0301\u0301",
  "👩🏽‍🍳🥐".repeat(50),
  "\u200B\u200C\uFEFF",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "'; drop table leads; --",
  '" or 1=1 --',
  '=HYPERLINK("http://evil.example")',
  "x".repeat(201),
  "x".repeat(5001),
  "ü".repeat(9000),
  "line\r\nBcc: victim@example.com",
  "javascript:alert(1)",
  "//evil.example",
];

/** Whole bodies: malformed or of the wrong shape. */
const oddBodies = [
  "",
  "{",
  "[]",
  "null",
  "1",
  '"text"',
  '{"email":}',
  "[".repeat(5000) + "]".repeat(5000),
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  "\uFEFF{}",
  '{"email":"a@b.example","email":"c@d.example"}',
];

const badStrings = (value: unknown): string[] => {
  if (typeof value === "string") {
    const problems: string[] = [];
    if (value.includes("\u0000")) problems.push("NUL");
    // eslint-disable-next-line no-control-regex
    if (/[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/.test(value))
      problems.push("a control character");
    if (!value.isWellFormed()) problems.push("lone surrogate");
    if (value.length > 5000) problems.push("over 5000 characters");
    return problems;
  }
  if (value && typeof value === "object")
    return Object.values(value).flatMap(badStrings);
  return [];
};

describe.each(testDatabases())("fuzzed submissions on %s", (kind) => {
  let database: TestDatabase;
  let deps: SubmissionDependencies;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    deps = {
      db: database.db,
      rateLimit: { max: 1_000_000, windowSeconds: 600 },
      webhook: true,
      allowedOrigins: [site.url, ORIGIN],
    };
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });

  const send = (path: string, body: string, contentType = "application/json") =>
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": contentType, Origin: ORIGIN },
      body,
    });

  it.each(endpoints)(
    "$name never answers 5xx",
    async ({ name, valid, submit }) => {
      const path = `/api/${name}`;
      const statuses = new Map<number, number>();
      const record = (status: number, what: string) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(status, what).toBeLessThan(500);
      };
      let n = 0;
      const unique = () => `fuzz${kind}${(n += 1)}@example.com`;

      for (const field of [...Object.keys(valid), "extra", "attribution"])
        for (const value of oddValues) {
          const body = { ...valid, email: unique(), [field]: value };
          const response = await submit(send(path, JSON.stringify(body)), deps);
          record(response.status, `${field}=${JSON.stringify(value)}`);
        }
      for (const field of Object.keys(valid)) {
        const body: Record<string, unknown> = { ...valid, email: unique() };
        delete body[field];
        const response = await submit(send(path, JSON.stringify(body)), deps);
        record(response.status, `without ${field}`);
      }
      for (const body of oddBodies) {
        const response = await submit(send(path, body), deps);
        record(response.status, `body ${body.slice(0, 40)}`);
      }
      for (const contentType of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "",
      ]) {
        const response = await submit(
          send(path, JSON.stringify(valid), contentType),
          deps,
        );
        record(response.status, `Content-Type ${contentType}`);
      }
      // Refusals were answered as such, and a valid submission still goes through after them.
      expect(statuses.get(400)).toBeGreaterThan(0);
      const after = await submit(
        send(path, JSON.stringify({ ...valid, email: unique() })),
        deps,
      );
      expect([200, 201]).toContain(after.status);
      // No body reached Object.prototype.
      expect({} as Record<string, unknown>).not.toHaveProperty("polluted");
    },
    120_000,
  );

  it("stores no text with a NUL, a control character, a lone surrogate or over its length", async () => {
    const tables = [
      leads,
      contactMessages,
      supportMessages,
      newsletterSubscribers,
      users,
    ];
    for (const table of tables) {
      const rows = await database.db.select().from(table);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(badStrings(row), JSON.stringify(row).slice(0, 200)).toEqual([]);
    }
  });
});
