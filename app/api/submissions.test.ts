/**
 * The five submission endpoints, end to end through their route modules' definitions and the
 * shared handler, on PGlite (and PostgreSQL with TEST_DATABASE_URL): what is stored, what is
 * queued for the team, and every kind of refusal.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { MAX_LINE_LENGTH } from "#app/lib/form-fields.ts";
import { contactEndpoint } from "#app/features/contact/contact.server.ts";
import { leadsEndpoint } from "#app/features/lead/lead.server.ts";
import { newsletterEndpoint } from "#app/features/newsletter/newsletter.server.ts";
import { resourceRequestEndpoint as resourceEndpoint } from "#app/features/resource-request/resource-request.server.ts";
import { supportEndpoint } from "#app/features/support/support.server.ts";
import { createDatabase } from "#app/services/db/client.server.ts";
import {
  contactMessages,
  leads,
  newsletterSubscribers,
  outbox,
  rateLimits,
  supportMessages,
} from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  whileOutboxRefuses,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import {
  handleSubmission,
  MAX_BODY_BYTES,
  messages,
  type SubmissionDependencies,
} from "#app/services/submission.server.ts";
import {
  ORIGIN,
  post,
  validContact,
  validLead,
  validResourceRequest,
  validSupport,
} from "./submission-fixtures.ts";

describe.each(testDatabases())("submission endpoints on %s", (kind) => {
  let database: TestDatabase;
  let deps: SubmissionDependencies;
  let client = 0;
  /** A fresh client address per test, so that rate limits of one test never reach another. */
  let address: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(() => {
    address = `192.0.2.${++client}`;
    deps = {
      db: database.db,
      rateLimit: { max: 5, windowSeconds: 600 },
      webhook: false,
      // The tests post from ORIGIN, as the browser tests do from their address.
      allowedOrigins: [site.url, ORIGIN],
    };
  });

  /** Rows of every submission table and of the outbox, to show that a refusal stores nothing. */
  const storedRows = async () => ({
    leads: await database.db.$count(leads),
    contact: await database.db.$count(contactMessages),
    support: await database.db.$count(supportMessages),
    newsletter: await database.db.$count(newsletterSubscribers),
    outbox: await database.db.$count(outbox),
  });

  const outboxFor = async (id: string) =>
    (await database.db.select().from(outbox)).filter(
      (row) => (row.payload as { id?: string }).id === id,
    );

  describe("POST /api/leads", () => {
    it("stores a valid lead once, with its attribution, and queues one e-mail", async () => {
      const response = await handleSubmission(
        post("/api/leads", validLead),
        address,
        leadsEndpoint,
        deps,
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({
        success: true,
        message:
          "Your free audit request has been submitted. We'll contact you within 24 hours.",
      });
      const rows = await database.db
        .select()
        .from(leads)
        .where(eq(leads.company, "Capitol Bakery"));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: "Dana Whitfield",
        email: "dana@capitolbakery.example",
        phone: "(202) 555-0187",
        website: "https://www.capitolbakery.example",
        businessType: "Restaurant/Food Service",
        source: "Free Audit Page",
        isSpam: false,
        landingPage: "/pricing?utm_source=google",
        referrer: "https://www.google.com/",
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "dmv-audit",
        utmTerm: null,
      });
      const queued = await outboxFor(rows[0]!.id);
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({
        kind: "lead",
        channel: "email",
        status: "pending",
      });
      expect(queued[0]!.payload).toMatchObject({
        subject: "New free audit request: Capitol Bakery (Dana Whitfield)",
        replyTo: {
          name: "Dana Whitfield",
          email: "dana@capitolbakery.example",
        },
      });
    });

    it("queues a webhook delivery too when a webhook is configured", async () => {
      const response = await handleSubmission(
        post("/api/leads", { ...validLead, company: "Webhook Bakery" }),
        address,
        leadsEndpoint,
        { ...deps, webhook: true },
      );
      expect(response.status).toBe(201);
      const [row] = await database.db
        .select()
        .from(leads)
        .where(eq(leads.company, "Webhook Bakery"));
      const channels = (await outboxFor(row!.id)).map((r) => r.channel);
      expect(channels.sort()).toEqual(["email", "webhook"]);
    });

    it("accepts an empty website and no current marketing", async () => {
      const response = await handleSubmission(
        post("/api/leads", {
          ...validLead,
          company: "No Site Yet LLC",
          website: "",
          currentMarketing: "",
        }),
        address,
        leadsEndpoint,
        deps,
      );
      expect(response.status).toBe(201);
      const [row] = await database.db
        .select()
        .from(leads)
        .where(eq(leads.company, "No Site Yet LLC"));
      expect(row).toMatchObject({ website: null, currentMarketing: null });
    });

    it("answers 400 naming every bad field with the spec's messages, and stores nothing", async () => {
      const before = await database.db.$count(leads);
      const response = await handleSubmission(
        post("/api/leads", {
          name: "D",
          email: "not-an-email",
          phone: "555",
          company: "C",
          website: "capitol bakery",
          businessType: "",
          goals: "More",
        }),
        address,
        leadsEndpoint,
        deps,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: messages.invalid,
        errors: {
          name: "Name must be at least 2 characters",
          email: "Please enter a valid email address",
          phone: "Please enter a valid phone number",
          company: "Company name must be at least 2 characters",
          website: "Please enter a valid URL",
          businessType: "Please select a business type",
          goals: "Please describe your marketing goals",
        },
      });
      expect(await database.db.$count(leads)).toBe(before);
    });

    it("refuses a website that is not a web address, whatever the browser's URL parser took, and stores nothing", async () => {
      const before = await storedRows();
      const response = await handleSubmission(
        post("/api/leads", {
          ...validLead,
          company: "Not A URL Bakery",
          website: "not a url at all",
        }),
        address,
        leadsEndpoint,
        deps,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: messages.invalid,
        errors: { website: "Please enter a valid URL" },
      });
      expect(await storedRows()).toEqual(before);
      expect(
        await database.db.$count(leads, eq(leads.company, "Not A URL Bakery")),
      ).toBe(0);
    });

    it("refuses a business type outside the spec's list and over-long fields", async () => {
      const response = await handleSubmission(
        post("/api/leads", {
          ...validLead,
          businessType: "Casino",
          name: "x".repeat(MAX_LINE_LENGTH + 1),
        }),
        address,
        leadsEndpoint,
        deps,
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as {
        errors: Record<string, string>;
      };
      expect(body.errors.businessType).toBe("Please select a business type");
      expect(body.errors.name).toBe(
        `Please keep this under ${MAX_LINE_LENGTH} characters`,
      );
    });

    it("stores a honeypot submission as spam, answers as if accepted and notifies nobody", async () => {
      const response = await handleSubmission(
        post("/api/leads", {
          ...validLead,
          company: "Spam Bot Inc",
          botcheck: "https://spam.example",
        }),
        address,
        leadsEndpoint,
        deps,
      );
      expect(response.status).toBe(201);
      expect(((await response.json()) as { success: boolean }).success).toBe(
        true,
      );
      const [row] = await database.db
        .select()
        .from(leads)
        .where(eq(leads.company, "Spam Bot Inc"));
      expect(row!.isSpam).toBe(true);
      expect(await outboxFor(row!.id)).toEqual([]);
    });
  });

  describe("refusals shared by every endpoint", () => {
    it("answers 415 for a body that is not JSON", async () => {
      const before = await storedRows();
      const response = await handleSubmission(
        post("/api/leads", "name=Dana", {
          "Content-Type": "application/x-www-form-urlencoded",
        }),
        address,
        leadsEndpoint,
        deps,
      );
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ message: messages.notJson });
      expect(await storedRows()).toEqual(before);
    });

    it("answers 400 for malformed JSON", async () => {
      const before = await storedRows();
      const response = await handleSubmission(
        post("/api/contact", "{not json"),
        address,
        contactEndpoint,
        deps,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: messages.malformed,
        errors: {},
      });
      expect(await storedRows()).toEqual(before);
    });

    it("answers 413 for a body over the limit, declared or not", async () => {
      const before = await storedRows();
      const big = JSON.stringify({
        ...validContact,
        message: "x".repeat(MAX_BODY_BYTES),
      });
      const declared = await handleSubmission(
        post("/api/contact", big),
        address,
        contactEndpoint,
        deps,
      );
      expect(declared.status).toBe(413);
      // A streamed body without Content-Length is cut off once it passes the limit.
      const streamed = new Request(`${ORIGIN}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: new Blob([big]).stream(),
        duplex: "half",
      } as RequestInit);
      const response = await handleSubmission(
        streamed,
        address,
        contactEndpoint,
        deps,
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: messages.tooLarge });
      expect(await storedRows()).toEqual(before);
    });

    it("answers 403 for a foreign Origin and accepts the site's own origin", async () => {
      const before = await storedRows();
      const foreign = await handleSubmission(
        post("/api/contact", validContact, {
          Origin: "https://evil.example",
        }),
        address,
        contactEndpoint,
        deps,
      );
      expect(foreign.status).toBe(403);
      expect(await foreign.json()).toEqual({ message: messages.foreignOrigin });
      // A Host header is whatever the client writes: matching it proves nothing.
      const forgedHost = await handleSubmission(
        new Request("http://attacker.example/api/contact", {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Origin: "http://attacker.example",
          },
          body: JSON.stringify(validContact),
        }),
        address,
        contactEndpoint,
        deps,
      );
      expect(forgedHost.status).toBe(403);
      expect(await storedRows()).toEqual(before);
      const canonical = await handleSubmission(
        post("/api/contact", validContact, { Origin: site.url }),
        address,
        contactEndpoint,
        deps,
      );
      expect(canonical.status).toBe(201);
    });

    it("accepts a lead from the page of a copy reached at localhost with nothing configured, and refuses that origin at the real domain", async () => {
      // `npm start`'s set-up: no ALLOWED_ORIGINS, SITE_URL the production domain.
      const configured = {
        ...deps,
        allowedOrigins: [new URL(site.url).origin],
      };
      const local = "http://localhost:3000";
      const before = await storedRows();
      const atRealDomain = await handleSubmission(
        post("/api/leads", validLead, {
          Origin: local,
          Host: new URL(site.url).host,
        }),
        address,
        leadsEndpoint,
        configured,
      );
      expect(atRealDomain.status).toBe(403);
      expect(await atRealDomain.json()).toEqual({
        message: messages.foreignOrigin,
      });
      const foreignToLocal = await handleSubmission(
        post("/api/leads", validLead, {
          Origin: "https://evil.example",
          Host: "localhost:3000",
        }),
        address,
        leadsEndpoint,
        configured,
      );
      expect(foreignToLocal.status).toBe(403);
      expect(await storedRows()).toEqual(before);

      const atLocalhost = await handleSubmission(
        post("/api/leads", validLead, {
          Origin: local,
          Host: "localhost:3000",
        }),
        address,
        leadsEndpoint,
        configured,
      );
      expect(atLocalhost.status).toBe(201);
      expect((await storedRows()).leads).toBe(before.leads + 1);
    });

    it("answers 429 with Retry-After once a client passes the limit of an endpoint, not of the others", async () => {
      const send = () =>
        handleSubmission(
          post("/api/support", validSupport),
          address,
          supportEndpoint,
          deps,
        );
      for (let i = 0; i < deps.rateLimit.max; i++)
        expect((await send()).status).toBe(201);
      const before = await storedRows();
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(await storedRows()).toEqual(before);
      expect(await limited.json()).toEqual({ message: messages.rateLimited });
      const retryAfter = Number(limited.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      // Another endpoint, and another client, still get through.
      const other = await handleSubmission(
        post("/api/contact", validContact),
        address,
        contactEndpoint,
        deps,
      );
      expect(other.status).toBe(201);
      const otherClient = await handleSubmission(
        post("/api/support", validSupport),
        "198.51.100.7",
        supportEndpoint,
        deps,
      );
      expect(otherClient.status).toBe(201);
    });

    it("counts a refused submission as a quarter of an accepted one", async () => {
      const limits = { ...deps, rateLimit: { max: 2, windowSeconds: 600 } };
      const client = "198.51.100.77";
      const send = (body: unknown) =>
        handleSubmission(
          post("/api/contact", body),
          client,
          contactEndpoint,
          limits,
        );
      // A broken form fails three times (three units of the eight): its network can still
      // send the real message (four units), and one more refusal fits.
      for (let i = 0; i < 3; i++)
        expect((await send({ ...validContact, email: "x" })).status).toBe(400);
      expect((await send(validContact)).status).toBe(201);
      expect((await send({})).status).toBe(400);
      const limited = await send(validContact);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    });

    it("stores nothing past the limit on every endpoint that charges in its own statement", async () => {
      const limits = { ...deps, rateLimit: { max: 1, windowSeconds: 600 } };
      for (const [path, endpoint, body] of [
        ["/api/leads", leadsEndpoint, validLead],
        ["/api/contact", contactEndpoint, validContact],
        ["/api/support", supportEndpoint, validSupport],
        ["/api/resource-requests", resourceEndpoint, validResourceRequest],
      ] as const) {
        expect(endpoint.chargesInStatement, path).toBe(true);
        const send = () =>
          handleSubmission(
            post(path, body),
            address,
            endpoint as typeof leadsEndpoint,
            limits,
          );
        expect((await send()).status, path).toBe(201);
        const before = await storedRows();
        const limited = await send();
        expect(limited.status, path).toBe(429);
        expect(
          Number(limited.headers.get("Retry-After")),
          path,
        ).toBeGreaterThan(0);
        expect(await storedRows(), path).toEqual(before);
      }
    });

    it("answers 429 to a client past its limit whatever its body", async () => {
      const limits = { ...deps, rateLimit: { max: 1, windowSeconds: 600 } };
      const send = (body: unknown) =>
        handleSubmission(
          post("/api/leads", body),
          address,
          leadsEndpoint,
          limits,
        );
      expect((await send(validLead)).status).toBe(201);
      expect((await send({ ...validLead, email: "x" })).status).toBe(429);
      expect((await send({})).status).toBe(429);
    });

    it("lets concurrent submissions of one client through up to its limit, not one more", async () => {
      const limits = { ...deps, rateLimit: { max: 5, windowSeconds: 600 } };
      const before = await database.db.$count(leads);
      const statuses = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          handleSubmission(
            post("/api/leads", {
              ...validLead,
              email: `burst${index}@example.com`,
            }),
            address,
            leadsEndpoint,
            limits,
          ).then((response) => response.status),
        ),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
      expect(await database.db.$count(leads)).toBe(before + 5);
    });

    it("charges nothing for a submission the database could not store", async () => {
      const limits = { ...deps, rateLimit: { max: 1, windowSeconds: 600 } };
      const failed = await whileOutboxRefuses(database.db, "contact", () =>
        handleSubmission(
          post("/api/contact", validContact),
          address,
          contactEndpoint,
          limits,
        ),
      );
      expect(failed.status).toBe(503);
      // The whole allowance is still there for the visitor's next try.
      const retried = await handleSubmission(
        post("/api/contact", validContact),
        address,
        contactEndpoint,
        limits,
      );
      expect(retried.status).toBe(201);
    });

    it("counts again once the window is over", async () => {
      const limits = { ...deps, rateLimit: { max: 1, windowSeconds: 600 } };
      const send = () =>
        handleSubmission(
          post("/api/newsletter", { email: `w${address}@example.com` }),
          address,
          newsletterEndpoint,
          limits,
        );
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(429);
      await database.db
        .update(rateLimits)
        .set({ resetAt: new Date(Date.now() - 1000) })
        .where(eq(rateLimits.key, `newsletter:${address}`));
      expect((await send()).status).toBe(200);
    });

    it("answers 503 with a clear message when the database fails, for every endpoint", async () => {
      const broken = createDatabase({ dataDir: "memory://" });
      await broken.close();
      const brokenDeps = { ...deps, db: broken.db };
      for (const [path, endpoint, body] of [
        ["/api/leads", leadsEndpoint, validLead],
        ["/api/contact", contactEndpoint, validContact],
        ["/api/support", supportEndpoint, validSupport],
        ["/api/newsletter", newsletterEndpoint, { email: "a@b.example" }],
        ["/api/resource-requests", resourceEndpoint, validResourceRequest],
      ] as const) {
        const response = await handleSubmission(
          post(path, body),
          address,
          endpoint as typeof leadsEndpoint,
          brokenDeps,
        );
        expect(response.status, path).toBe(503);
        expect(await response.json()).toEqual({
          message: messages.unavailable,
        });
      }
      expect(messages.unavailable).toContain(site.email);
    });

    it("still names the fields to correct when the database is down", async () => {
      const broken = createDatabase({ dataDir: "memory://" });
      await broken.close();
      const response = await handleSubmission(
        post("/api/leads", { ...validLead, email: "not-an-address" }),
        address,
        leadsEndpoint,
        { ...deps, db: broken.db },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: messages.invalid,
        errors: { email: expect.any(String) },
      });
    });

    it("stores nothing when queuing the notification fails", async () => {
      const before = await database.db.$count(contactMessages);
      const response = await whileOutboxRefuses(database.db, "contact", () =>
        handleSubmission(
          post("/api/contact", { ...validContact, company: "Atomic Co" }),
          address,
          contactEndpoint,
          deps,
        ),
      );
      expect(response.status).toBe(503);
      expect(await database.db.$count(contactMessages)).toBe(before);
    });
  });

  describe("POST /api/contact", () => {
    it("stores the message with its service and attribution and queues one e-mail", async () => {
      const response = await handleSubmission(
        post("/api/contact", { ...validContact, company: "Lee Plumbing DC" }),
        address,
        contactEndpoint,
        deps,
      );
      expect(response.status).toBe(201);
      const rows = await database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.company, "Lee Plumbing DC"));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        firstName: "Marcus",
        service: "SEO Automation",
        utmSource: "google",
        landingPage: "/pricing?utm_source=google",
      });
      const queued = await outboxFor(rows[0]!.id);
      expect(queued.map((row) => row.kind)).toEqual(["contact"]);
    });

    it("needs a name, a valid e-mail and a message", async () => {
      const before = await storedRows();
      const response = await handleSubmission(
        post("/api/contact", { email: "x" }),
        address,
        contactEndpoint,
        deps,
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: object }).errors).toEqual({
        firstName: "Please enter your first name",
        lastName: "Please enter your last name",
        email: "Please enter a valid email address",
        message: "Please write a message of at least 10 characters",
      });
      expect(await storedRows()).toEqual(before);
    });
  });

  describe("POST /api/support", () => {
    it("stores the message with normal priority by default", async () => {
      const { priority: _priority, ...withoutPriority } = validSupport;
      const response = await handleSubmission(
        post("/api/support", { ...withoutPriority, subject: "Default pri" }),
        address,
        supportEndpoint,
        deps,
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({
        message:
          "Message sent successfully! We'll get back to you within 2 hours.",
      });
      const [row] = await database.db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.subject, "Default pri"));
      expect(row!.priority).toBe("normal");
      expect((await outboxFor(row!.id)).map((r) => r.kind)).toEqual([
        "support",
      ]);
    });

    it("refuses an unknown priority and empty required fields", async () => {
      const before = await storedRows();
      const response = await handleSubmission(
        post("/api/support", {
          name: "",
          email: "",
          subject: "",
          message: "",
          priority: "critical",
        }),
        address,
        supportEndpoint,
        deps,
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: object }).errors).toEqual({
        name: "Please enter your name",
        email: "Please enter a valid email address",
        subject: "Please enter a subject",
        message: "Please enter a message",
        priority: "Please choose a priority",
      });
      expect(await storedRows()).toEqual(before);
    });
  });

  describe("POST /api/newsletter", () => {
    it("keeps one row and one notification per address, however often it is sent", async () => {
      const email = "Owner@ArlingtonFlorist.example";
      for (let i = 0; i < 3; i++) {
        const response = await handleSubmission(
          post("/api/newsletter", { email, source: "Industry Trends" }),
          address,
          newsletterEndpoint,
          deps,
        );
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({
          success: true,
          message: "You're subscribed.",
        });
      }
      const rows = await database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email.toLowerCase()));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        source: "Industry Trends",
        isSpam: false,
      });
      expect(await outboxFor(rows[0]!.id)).toHaveLength(1);
    });

    it("lets a real subscription clear an earlier honeypot row of the same address", async () => {
      const email = "later@realperson.example";
      await handleSubmission(
        post("/api/newsletter", { email, botcheck: "bot" }),
        address,
        newsletterEndpoint,
        deps,
      );
      const [spam] = await database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      expect(spam!.isSpam).toBe(true);
      expect(await outboxFor(spam!.id)).toEqual([]);

      await handleSubmission(
        post("/api/newsletter", { email }),
        address,
        newsletterEndpoint,
        deps,
      );
      const [real] = await database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      expect(real!.isSpam).toBe(false);
      expect(await outboxFor(real!.id)).toHaveLength(1);
    });

    it("refuses an invalid address", async () => {
      const before = await storedRows();
      const response = await handleSubmission(
        post("/api/newsletter", { email: "owner@" }),
        address,
        newsletterEndpoint,
        deps,
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: object }).errors).toEqual({
        email: "Please enter a valid email address",
      });
      expect(await storedRows()).toEqual(before);
    });
  });

  describe("POST /api/resource-requests", () => {
    it("stores a lead whose source names the resource", async () => {
      const response = await handleSubmission(
        post("/api/resource-requests", validResourceRequest),
        address,
        resourceEndpoint,
        deps,
      );
      expect(response.status).toBe(201);
      const [row] = await database.db
        .select()
        .from(leads)
        .where(eq(leads.email, "tom@beckerauto.example"));
      expect(row).toMatchObject({
        name: "Tom Becker",
        source: "Resource request: Local SEO Checklist",
        phone: null,
        businessType: null,
        utmCampaign: "dmv-audit",
      });
      const [queued] = await outboxFor(row!.id);
      expect(queued).toMatchObject({ kind: "resource-request" });
    });

    it("needs a name, an e-mail and the resource", async () => {
      const before = await storedRows();
      const response = await handleSubmission(
        post("/api/resource-requests", { email: "tom@" }),
        address,
        resourceEndpoint,
        deps,
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: object }).errors).toEqual({
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
        resource: "Please choose a resource",
      });
      expect(await storedRows()).toEqual(before);
    });
  });
});
