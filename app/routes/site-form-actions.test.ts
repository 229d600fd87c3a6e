/**
 * The contact, support, resources and industry-trends pages' actions: a form the browser posted
 * (without script) goes through the JSON API's pipeline and comes back as the page's result.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RouterContextProvider, type ActionFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  ORIGIN,
  validContact,
  validResourceRequest,
  validSupport,
} from "#app/api/submission-fixtures.ts";
import { contactMessages } from "#app/content/contact.ts";
import { supportMessages } from "#app/content/support.ts";
import type { FormResult } from "#app/lib/form-result.ts";
import type { clientAddressContext as AddressContext } from "#app/lib/request-context.ts";
import type * as DatabaseClient from "#app/services/db/client.server.ts";

type Action = (args: ActionFunctionArgs) => Promise<unknown>;
type Connection = { db: unknown; kind: string };

let dataDir: string;
let actions: Record<"contact" | "support" | "resources" | "trends", Action>;
let clientAddressContext: typeof AddressContext;
let unavailable: string;
/** While set, the pipeline meets a database that fails every query. */
let broken: Connection | undefined;
/** A database already closed, which fails every query. */
let brokenConnection: Connection;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-form-actions-"));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("ALLOWED_ORIGINS", ORIGIN);
  vi.stubEnv("RATE_LIMIT_MAX", "1000");
  vi.resetModules();
  vi.doMock("#app/services/db/client.server.ts", async (importOriginal) => {
    const original = await importOriginal<typeof DatabaseClient>();
    return {
      ...original,
      getDatabase: () => broken ?? original.getDatabase(),
    };
  });
  const client = await import("#app/services/db/client.server.ts");
  await client.migrateDatabase();
  closeDatabase = client.closeDatabase;
  const failing = client.createDatabase({ dataDir: "memory://" });
  await failing.close();
  broken = undefined;
  brokenConnection = { db: failing.db, kind: "pglite" };
  ({ clientAddressContext } = await import("#app/lib/request-context.ts"));
  ({
    messages: { unavailable },
  } = await import("#app/services/submission.server.ts"));
  actions = {
    contact: (await import("#app/routes/contact.tsx")).action,
    support: (await import("#app/routes/support.tsx")).action,
    resources: (await import("#app/routes/resources.tsx")).action,
    trends: (await import("#app/routes/industry-trends.tsx")).action,
  };
}, 60_000);

afterAll(async () => {
  await closeDatabase?.();
  vi.doUnmock("#app/services/db/client.server.ts");
  vi.unstubAllEnvs();
  vi.resetModules();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The page's answer to its form posted with `fields` (urlencoded) from `origin`. */
async function postForm(
  page: keyof typeof actions,
  pagePath: string,
  form: string,
  fields: Record<string, string>,
  origin = ORIGIN,
): Promise<{ status: number; result: FormResult }> {
  const request = new Request(`${ORIGIN}${pagePath}?form=${form}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
    },
    body: new URLSearchParams(fields).toString(),
  });
  const context = new RouterContextProvider();
  context.set(clientAddressContext, "203.0.113.9");
  const answer = (await actions[page]({
    request,
    context,
    params: {},
  } as unknown as ActionFunctionArgs)) as {
    data: FormResult;
    init: ResponseInit | null;
  };
  return { status: answer.init?.status ?? 200, result: answer.data };
}

const { attribution: _contactAttribution, ...contact } = validContact;
const { attribution: _resourceAttribution, ...resourceRequest } =
  validResourceRequest;

const cases = [
  {
    name: "the contact form",
    page: "contact",
    path: "/contact",
    form: "contact",
    valid: contact,
    invalid: { ...contact, email: "marcus@" },
    wrongField: "email",
    success: contactMessages.success,
  },
  {
    name: "the support form",
    page: "support",
    path: "/support",
    form: "support",
    valid: validSupport,
    invalid: { ...validSupport, subject: "" },
    wrongField: "subject",
    success: supportMessages.success,
  },
  {
    name: "the resource request on /resources",
    page: "resources",
    path: "/resources",
    form: "resource-request",
    valid: resourceRequest,
    invalid: { ...resourceRequest, name: "T" },
    wrongField: "name",
    success: "Thank you! We'll email the resource to you.",
  },
  {
    name: "the resource request on /industry-trends",
    page: "trends",
    path: "/industry-trends",
    form: "resource-request",
    valid: { ...resourceRequest, email: "tom@trends.example" },
    invalid: { ...resourceRequest, email: "" },
    wrongField: "email",
    success: "Thank you! We'll email the resource to you.",
  },
  {
    name: "the newsletter on /industry-trends",
    page: "trends",
    path: "/industry-trends",
    form: "newsletter",
    valid: { email: "owner@trendsflorist.example", source: "Industry Trends" },
    invalid: { email: "owner@", source: "Industry Trends" },
    wrongField: "email",
    success: "You're subscribed.",
  },
  {
    name: "the chat hand-off on /contact",
    page: "contact",
    path: "/contact",
    form: "chat-handoff",
    valid: {
      kind: "lead",
      name: "Renee Okafor",
      email: "renee@parkviewdental.example",
      phone: "",
      conversation: JSON.stringify([
        { role: "user", content: "Can a person call me?", timestamp: "10:02" },
      ]),
    },
    invalid: {
      kind: "lead",
      name: "R",
      email: "renee@parkviewdental.example",
      conversation: "[]",
    },
    wrongField: "name",
    success: "Thanks! Our team has your details and this conversation",
  },
] as const;

describe.each(cases)("$name posted without script", (c) => {
  it("is accepted with the spec's message (200), and the same post again is the same answer", async () => {
    const first = await postForm(c.page, c.path, c.form, c.valid);
    expect(first.status).toBe(200);
    expect(first.result).toMatchObject({ form: c.form, ok: true });
    expect(first.result.message).toContain(c.success);
    const again = await postForm(c.page, c.path, c.form, c.valid);
    expect(again.status).toBe(200);
    expect(again.result.message).toBe(first.result.message);
  });

  it("names the wrong field (400) and gives back what was typed", async () => {
    const { status, result } = await postForm(
      c.page,
      c.path,
      c.form,
      c.invalid,
    );
    expect(status).toBe(400);
    expect(result.ok).toBe(false);
    expect(Object.keys(result.errors)).toContain(c.wrongField);
    expect(result.values.email).toBe(c.invalid.email);
  });

  it("refuses a post from another site (403)", async () => {
    const { status, result } = await postForm(
      c.page,
      c.path,
      c.form,
      c.valid,
      "https://elsewhere.example",
    );
    expect(status).toBe(403);
    expect(result.ok).toBe(false);
  });

  it("answers 503 with the spec's message when the database fails", async () => {
    broken = brokenConnection;
    try {
      const { status, result } = await postForm(c.page, c.path, c.form, {
        ...c.valid,
        email: `other-${c.form}@example.com`,
      });
      expect(status).toBe(503);
      expect(result.message).toBe(unavailable);
    } finally {
      broken = undefined;
    }
  });
});
