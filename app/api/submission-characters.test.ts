/**
 * Characters the database cannot store (NUL, lone UTF-16 surrogates) are refused by the forms'
 * schemas with 400 and a message on the field, on every endpoint alike, instead of reaching the
 * database and failing there (503). Invisible bidi and zero-width characters are removed from
 * one-line fields, so neither the stored row nor the team's e-mail holds them. Attribution the
 * visitor cannot see is cleaned, never refused. On PGlite, and PostgreSQL too with
 * TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import type { z } from "zod";
import { site } from "#app/content/site.ts";
import { contactEndpoint } from "#app/features/contact/contact.server.ts";
import { leadsEndpoint } from "#app/features/lead/lead.server.ts";
import { newsletterEndpoint } from "#app/features/newsletter/newsletter.server.ts";
import { resourceRequestEndpoint } from "#app/features/resource-request/resource-request.server.ts";
import { supportEndpoint } from "#app/features/support/support.server.ts";
import {
  contactMessages,
  leads,
  newsletterSubscribers,
  outbox,
  supportMessages,
} from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import { createEmailDelivery } from "#app/services/notify.server.ts";
import {
  processOutbox,
  type Notification,
} from "#app/services/outbox.server.ts";
import { startSmtpServer } from "#app/services/smtp-test-server.server.ts";
import {
  handleSubmission,
  messages,
  type SubmissionDependencies,
  type SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import {
  ORIGIN,
  post,
  validContact,
  validLead,
  validNewsletter,
  validResourceRequest,
  validSupport,
} from "./submission-fixtures.ts";

const UNSUPPORTED = "Please remove unsupported characters";

/** Each endpoint, a valid body and the text fields a visitor fills in. */
const endpoints = [
  {
    path: "/api/leads",
    endpoint: leadsEndpoint,
    body: validLead,
    fields: [
      "name",
      "phone",
      "company",
      "website",
      "currentMarketing",
      "goals",
      "source",
    ],
  },
  {
    path: "/api/contact",
    endpoint: contactEndpoint,
    body: validContact,
    fields: ["firstName", "lastName", "phone", "company", "service", "message"],
  },
  {
    path: "/api/support",
    endpoint: supportEndpoint,
    body: validSupport,
    fields: ["name", "subject", "message"],
  },
  {
    path: "/api/newsletter",
    endpoint: newsletterEndpoint,
    body: validNewsletter,
    fields: ["source"],
  },
  {
    path: "/api/resource-requests",
    endpoint: resourceRequestEndpoint,
    body: validResourceRequest,
    fields: ["name", "resource"],
  },
] as const;

const cases = endpoints.flatMap(({ path, endpoint, body, fields }) =>
  fields.flatMap((field) =>
    (
      [
        ["NUL", "\u0000"],
        ["lone surrogate", "\uD800"],
      ] as const
    ).map(([label, bad]) => ({
      name: `${path} ${field} with a ${label}`,
      path,
      // One type for the five endpoints, as the other endpoint tests do.
      endpoint: endpoint as typeof leadsEndpoint,
      field,
      body: {
        ...body,
        [field]: `${(body as Record<string, string>)[field]}${bad}`,
      },
    })),
  ),
);

describe.each(testDatabases())(
  "characters that cannot be stored, on %s",
  (kind) => {
    let database: TestDatabase;
    let deps: SubmissionDependencies;
    let client = 0;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
    }, 60_000);
    afterAll(async () => {
      await database?.cleanup();
    });
    beforeEach(() => {
      deps = {
        db: database.db,
        rateLimit: { max: 5, windowSeconds: 600 },
        webhook: false,
        allowedOrigins: [site.url, ORIGIN],
      };
    });
    /** A fresh client address per request, so that no rate limit is reached. */
    const send = <Schema extends z.ZodType>(
      path: string,
      endpoint: SubmissionEndpoint<Schema>,
      body: unknown,
    ) =>
      handleSubmission(
        post(path, body),
        `198.51.100.${++client}`,
        endpoint,
        deps,
      );

    const storedRows = async () => ({
      leads: await database.db.$count(leads),
      contact: await database.db.$count(contactMessages),
      support: await database.db.$count(supportMessages),
      newsletter: await database.db.$count(newsletterSubscribers),
      outbox: await database.db.$count(outbox),
    });

    it.each(cases)(
      "answers 400 for $name, naming the field, and stores nothing",
      async ({ path, endpoint, field, body }) => {
        const before = await storedRows();
        const response = await send(path, endpoint, body);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          message: messages.invalid,
          errors: { [field]: UNSUPPORTED },
        });
        expect(await storedRows()).toEqual(before);
      },
    );

    it("answers 400 with the e-mail's message for a NUL in an address", async () => {
      const response = await send("/api/newsletter", newsletterEndpoint, {
        email: "owner@example.com\u0000",
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: messages.invalid,
        errors: { email: "Please enter a valid email address" },
      });
    });

    it("still accepts each endpoint's valid body", async () => {
      for (const { path, endpoint, body } of endpoints)
        expect(
          (await send(path, endpoint as typeof leadsEndpoint, body)).status,
          path,
        ).toBeLessThan(300);
    });

    describe("invisible bidi and zero-width characters", () => {
      let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
      beforeAll(async () => {
        smtp = await startSmtpServer();
      });
      afterAll(async () => {
        await smtp?.close();
      });
      const silent = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
      const teamEmail = () =>
        createEmailDelivery(
          {
            smtpUrl: smtp.url,
            to: "team@dmvaiagents.example",
            from: { name: site.name, address: site.email },
          },
          silent,
        );
      /** The last e-mail's headers, unfolded. */
      const lastHeaders = () =>
        smtp.received
          .at(-1)!
          .raw.split("\r\n\r\n")[0]!
          .replace(/\r\n[ \t]+/g, " ");

      it("reach neither the stored lead nor the team's e-mail subject", async () => {
        // Only this lead's e-mail to send.
        await database.db.delete(outbox);
        // An RTL override, a zero-width space, a left-to-right isolate and mark, a BOM.
        const response = await send("/api/leads", leadsEndpoint, {
          ...validLead,
          name: "\u200BRenee \u202EOkafor\u200F",
          company: "Okafor\u200B \u2066Florist\u2069\uFEFF",
        });
        expect(response.status).toBe(201);
        const [row] = await database.db
          .select()
          .from(leads)
          .where(eq(leads.company, "Okafor Florist"));
        expect(row).toMatchObject({
          name: "Renee Okafor",
          company: "Okafor Florist",
        });

        expect(
          await processOutbox(database.db, { email: teamEmail() }, silent),
        ).toBe(1);
        const headers = lastHeaders();
        expect(headers).toContain(
          "Subject: New free audit request: Okafor Florist (Renee Okafor)",
        );
        expect(headers).toContain("Reply-To: Renee Okafor <");
      });

      it("keep a joiner inside a name and an emoji, and a message's text as typed", async () => {
        // A Persian name needs its zero-width non-joiner; a family emoji its joiners.
        const name = "Mahsa Rezaei \u0645\u06CC\u200C\u0631\u0648\u062F";
        const message =
          "Hello \u202Ethere\u202C, from our \u{1F468}\u200D\u{1F469}\u200D\u{1F467} shop";
        const response = await send("/api/support", supportEndpoint, {
          ...validSupport,
          name: `${name} \u{1F469}\u200D\u{1F373}`,
          message,
        });
        expect(response.status).toBe(201);
        const [row] = await database.db
          .select()
          .from(supportMessages)
          .where(eq(supportMessages.message, message));
        expect(row?.name).toBe(`${name} \u{1F469}\u200D\u{1F373}`);
      });

      it("leave the e-mail subject and Reply-To name even when a stored notification holds them", async () => {
        const notification: Notification = {
          kind: "lead",
          id: "0b0e4d5e-0000-4000-8000-000000000001",
          subject:
            "New free audit request: \u202Egnp.exe\u200B (Eve)\r\nBcc: x",
          replyTo: { name: "Eve\u2067\u200B", email: "eve@example.com" },
          fields: [],
          data: {},
          submittedAt: new Date().toISOString(),
        };
        await teamEmail()!(notification, { key: notification.id });
        const headers = lastHeaders();
        expect(headers).toContain(
          "Subject: New free audit request: gnp.exe (Eve) Bcc: x",
        );
        expect(headers).toContain("Reply-To: Eve <eve@example.com>");
      });
    });

    it("stores a lead whose attribution is bad, without the bad values", async () => {
      const response = await send("/api/leads", leadsEndpoint, {
        ...endpoints[0].body,
        company: "Attribution Bakery",
        attribution: {
          landingPage: "/pricing\u0000",
          referrer: "javascript:alert(document.cookie)",
          utmSource: "google",
          utmMedium: "cpc\uD800",
          utmCampaign: "c".repeat(201),
          utmTerm: 42,
          utmContent: "ad1",
        },
      });
      expect(response.status).toBe(201);
      const [row] = await database.db
        .select()
        .from(leads)
        .where(eq(leads.company, "Attribution Bakery"));
      expect(row).toMatchObject({
        landingPage: null,
        referrer: null,
        utmSource: "google",
        utmMedium: null,
        utmCampaign: null,
        utmTerm: null,
        utmContent: "ad1",
      });
    });

    it("stores a contact message whose attribution is not a record", async () => {
      const response = await send("/api/contact", contactEndpoint, {
        ...endpoints[1].body,
        company: "No Attribution Plumbing",
        attribution: "utm_source=google\u0000",
      });
      expect(response.status).toBe(201);
      const [row] = await database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.company, "No Attribution Plumbing"));
      expect(row).toMatchObject({ landingPage: null, utmSource: null });
    });
  },
);
