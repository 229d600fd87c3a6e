/**
 * A form posted by the browser to its page's action (no script): the same pipeline as the JSON
 * API, answered as a `FormResult` for the page. On PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { createHash } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ORIGIN, validLead } from "#app/api/submission-fixtures.ts";
import { site } from "#app/content/site.ts";
import { leadsEndpoint } from "#app/features/lead/lead.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { createDatabase } from "#app/services/db/client.server.ts";
import {
  idempotencyKeys,
  leads,
  outbox,
} from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import { submitForm } from "#app/services/form-action.server.ts";
import {
  messages,
  type SubmissionDependencies,
} from "#app/services/submission.server.ts";

const { attribution: _attribution, ...leadFields } = validLead;

/** The fields as a browser sends a form: urlencoded, from the site's page. */
function formPost(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return new Request(`${ORIGIN}/free-audit?form=lead`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

describe.each(testDatabases())("a form posted to its page on %s", (kind) => {
  let database: TestDatabase;
  let deps: SubmissionDependencies;
  let client = 0;
  let context: RouterContextProvider;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(() => {
    context = new RouterContextProvider();
    context.set(clientAddressContext, `198.51.100.${++client}`);
    deps = {
      db: database.db,
      rateLimit: { max: 5, windowSeconds: 600 },
      webhook: false,
      allowedOrigins: [site.url, ORIGIN],
    };
  });

  const send = (request: Request, dependencies = deps) =>
    submitForm({ request, context }, "lead", leadsEndpoint, dependencies);

  const leadsOf = async (email: string) =>
    (await database.db.select().from(leads)).filter(
      (row) => row.email === email.toLowerCase(),
    );

  it("stores a valid request with its notification, and answers the page with the success", async () => {
    const email = "first@formpost.example";
    const { result } = await send(formPost({ ...leadFields, email }));
    expect(result).toMatchObject({ form: "lead", ok: true, status: 201 });
    const [stored] = await leadsOf(email);
    expect(stored).toMatchObject({ company: validLead.company });
    const queued = (await database.db.select().from(outbox)).filter(
      (row) => (row.payload as { id?: string }).id === stored?.id,
    );
    expect(queued).toHaveLength(1);
  });

  it("stores a request sent twice (a second press, a reload) once, and answers both alike", async () => {
    const email = "twice@formpost.example";
    const first = await send(formPost({ ...leadFields, email }));
    const second = await send(formPost({ ...leadFields, email }));
    expect(second.result).toEqual(first.result);
    expect(await leadsOf(email)).toHaveLength(1);
  });

  it("keys the request by a secret hash, never by a plain hash of what was typed", async () => {
    const email = "keyed@formpost.example";
    const request = formPost({ ...leadFields, email });
    const text = await request.clone().text();
    await send(request);
    const plain = createHash("sha256")
      .update(`leads\n${context.get(clientAddressContext)}\n${text}`)
      .digest("base64url");
    const keys = (await database.db.select().from(idempotencyKeys)).map(
      (row) => row.key,
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(keys).not.toContain(plain);
  });

  it("answers wrong fields with each field's message and what was typed, and stores nothing", async () => {
    const email = "wrong@formpost.example";
    const { result } = await send(
      formPost({ ...leadFields, email, phone: "12", botcheck: "" }),
    );
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      message: messages.invalid,
      errors: { phone: expect.any(String) },
      values: { email, phone: "12", company: validLead.company },
    });
    expect(result.values).not.toHaveProperty("botcheck");
    expect(await leadsOf(email)).toHaveLength(0);
  });

  it("refuses a foreign Origin with 403", async () => {
    const { result } = await send(
      formPost(leadFields, { Origin: "https://elsewhere.example" }),
    );
    expect(result).toMatchObject({ ok: false, status: 403 });
    expect(result.message).toBe(messages.foreignOrigin);
  });

  it("refuses a body that is not a form's fields with 415, and a body over the limit with 413", async () => {
    const json = await send(
      new Request(`${ORIGIN}/free-audit?form=lead`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: JSON.stringify(validLead),
      }),
    );
    expect(json.result).toMatchObject({
      status: 415,
      message: messages.notFormFields,
    });
    const large = await send(
      formPost({ ...leadFields, goals: "x".repeat(40_000) }),
    );
    expect(large.result).toMatchObject({
      status: 413,
      message: messages.tooLarge,
    });
  });

  it("answers 503 with the clear message when the database fails, keeping what was typed", async () => {
    const broken = createDatabase({ dataDir: "memory://" });
    await broken.close();
    const email = "down@formpost.example";
    const { result } = await send(formPost({ ...leadFields, email }), {
      ...deps,
      db: broken.db,
    });
    expect(result).toMatchObject({
      ok: false,
      status: 503,
      message: messages.unavailable,
      values: { email },
    });
  });

  it("counts form posts against the same rate limit as the JSON API", async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent < 7; sent++)
      statuses.push(
        (
          await send(
            formPost({ ...leadFields, email: `limit${sent}@formpost.example` }),
          )
        ).result.status,
      );
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
