/**
 * Characters the database cannot store (NUL, lone UTF-16 surrogates) are refused by the forms'
 * schemas with 400 and a message on the field, on every endpoint alike, instead of reaching the
 * database and failing there (503). Attribution the visitor cannot see is cleaned, never refused.
 * On PGlite, and PostgreSQL too with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
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
