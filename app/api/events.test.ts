/**
 * `POST /api/events` and the goals, on PGlite (and PostgreSQL with TEST_DATABASE_URL): what is
 * stored of a pageview and a vital, what is never stored (bots, Do Not Track, Global Privacy
 * Control, pages the site does not have), each kind of refusal, the rate limit charged in the
 * writer's statement, a database that fails, the daily hash, and a goal joined to its visit.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import {
  EventWriter,
  receiveEvents,
} from "#app/features/analytics/events.server.ts";
import { signupEndpoint } from "#app/features/auth/signup.server.ts";
import { chatHandoffEndpoint } from "#app/features/chat/handoff.server.ts";
import { contactEndpoint } from "#app/features/contact/contact.server.ts";
import { leadsEndpoint } from "#app/features/lead/lead.server.ts";
import { newsletterEndpoint } from "#app/features/newsletter/newsletter.server.ts";
import { resourceRequestEndpoint } from "#app/features/resource-request/resource-request.server.ts";
import { supportEndpoint } from "#app/features/support/support.server.ts";
import { fromFetchRequest } from "#app/services/api.server.ts";
import { afterAnswersSettled } from "#app/services/after-answer.server.ts";
import type { Database } from "#app/services/db/client.server.ts";
import type { AnyEndpoint } from "#app/services/form-action.server.ts";
import {
  analyticsEvents,
  analyticsGoals,
  analyticsSalts,
} from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import {
  handleSubmission,
  type SubmissionDependencies,
} from "#app/services/submission.server.ts";
import {
  forgetPastSalts,
  siteDay,
  visitorHash,
  visitorOf,
} from "#app/services/visitors.server.ts";
import {
  ORIGIN,
  post,
  validContact,
  validLead,
  validNewsletter,
  validResourceRequest,
  validSignup,
  validSupport,
} from "./submission-fixtures.ts";

const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

const landing = {
  type: "pageview",
  url: "/pricing?utm_source=Newsletter&utm_medium=email&utm_campaign=spring-audit&email=someone@example.com",
  referrer: "https://www.google.com/search?q=ai+marketing+arlington",
  load: true,
  device: "phone",
};

describe.each(testDatabases())("analytics events on %s", (kind) => {
  let database: TestDatabase;
  let writer: EventWriter;
  let client = 0;
  let address: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(() => {
    address = `198.51.100.${++client}`;
    writer = new EventWriter(() => database.db);
  });

  const send = (
    body: unknown,
    headers: Record<string, string> = {},
    options: { writer?: EventWriter; db?: () => Database } = {},
  ) =>
    receiveEvents(
      fromFetchRequest(
        post("/api/events", body, {
          "Content-Type": "text/plain;charset=UTF-8",
          "User-Agent": BROWSER,
          ...headers,
        }),
      ),
      address,
      {
        writer: options.writer ?? writer,
        db: options.db ?? (() => database.db),
        allowedOrigins: [site.url, ORIGIN],
      },
    );

  /** The events stored for this test's client, once the writer is done. */
  const storedEvents = async (w: EventWriter = writer) => {
    await w.flush();
    const day = siteDay(new Date());
    const visitor = await visitorOf(
      database.db,
      {
        clientAddress: address,
        header: (name) => (name === "user-agent" ? BROWSER : undefined),
      },
      day,
    );
    return database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.visitor, visitor!))
      .orderBy(analyticsEvents.id);
  };

  it("stores a landing pageview with where the visit came from, and nothing of the query or the referring address", async () => {
    const answer = await send({ events: [landing] });
    expect(answer).toMatchObject({ status: 202, body: { accepted: 1 } });
    const [row] = await storedEvents();
    expect(row).toMatchObject({
      type: "pageview",
      path: "/pricing",
      device: "phone",
      entry: true,
      source: "newsletter",
      referrerHost: "google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring-audit",
      day: siteDay(new Date()),
    });
    expect(JSON.stringify(row)).not.toContain("someone@example.com");
    expect(JSON.stringify(row)).not.toContain("arlington");
  });

  it("counts a navigation inside the site, and a page loaded from the site's own link, as the same visit", async () => {
    await send({
      events: [
        { type: "pageview", url: "/free-audit", device: "desktop" },
        {
          type: "pageview",
          url: "/blog/why-local-seo-matters/",
          referrer: `${site.url}/blog`,
          load: true,
          device: "desktop",
        },
      ],
    });
    const rows = await storedEvents();
    expect(rows.map((row) => [row.path, row.entry, row.source])).toEqual([
      ["/free-audit", false, null],
      ["/blog/why-local-seo-matters", false, null],
    ]);
  });

  it("names a visit with no referrer and no campaign direct", async () => {
    await send({
      events: [
        {
          type: "pageview",
          url: "/",
          referrer: "",
          load: true,
          device: "tablet",
        },
      ],
    });
    const [row] = await storedEvents();
    expect(row).toMatchObject({
      entry: true,
      source: "direct",
      referrerHost: null,
    });
  });

  it("stores a vital under its route", async () => {
    await send({
      events: [
        {
          type: "vital",
          url: "/blog/five-reviews-a-week",
          name: "LCP",
          value: 2380.5,
          device: "phone",
        },
        {
          type: "vital",
          url: "/pricing",
          name: "CLS",
          value: 0.04,
          device: "phone",
        },
      ],
    });
    const rows = await storedEvents();
    expect(
      rows.map((row) => [row.type, row.path, row.metric, row.value]),
    ).toEqual([
      ["vital", "/blog/:slug", "LCP", 2380.5],
      ["vital", "/pricing", "CLS", 0.04],
    ]);
  });

  it("keeps nothing of pages the site does not have, nor of the team's pages", async () => {
    const answer = await send({
      events: [
        {
          type: "pageview",
          url: "/wp-admin/install.php",
          load: true,
          device: "desktop",
        },
        { type: "pageview", url: "/team/items/1", device: "desktop" },
        {
          type: "pageview",
          url: "https://elsewhere.example/pricing",
          device: "desktop",
        },
        { type: "pageview", url: "/blog/<script>", device: "desktop" },
      ],
    });
    expect(answer.status).toBe(202);
    // The third is the site's /pricing seen through another host's address: its path is kept.
    expect((await storedEvents()).map((row) => row.path)).toEqual(["/pricing"]);
  });

  it.each([
    [
      "a crawler",
      {
        "User-Agent":
          "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      },
    ],
    [
      "a headless browser",
      {
        "User-Agent":
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
      },
    ],
    ["a command-line tool", { "User-Agent": "curl/8.5.0" }],
    ["Do Not Track", { DNT: "1" }],
    ["Global Privacy Control", { "Sec-GPC": "1" }],
  ])("answers %s 202 and keeps nothing", async (_name, headers) => {
    const count = async () =>
      (
        await database.db
          .select({ id: analyticsEvents.id })
          .from(analyticsEvents)
      ).length;
    const before = await count();
    const answer = await send({ events: [landing] }, headers);
    expect(answer).toMatchObject({ status: 202, body: { accepted: 0 } });
    await writer.flush();
    expect(await count()).toBe(before);
  });

  it.each([
    ["a body that is not JSON", "{events:", 400],
    ["an empty list", { events: [] }, 400],
    ["more than twenty events", { events: Array(21).fill(landing) }, 400],
    ["an unknown type", { events: [{ ...landing, type: "click" }] }, 400],
    ["an unknown device", { events: [{ ...landing, device: "fridge" }] }, 400],
    [
      "a vital of another name",
      {
        events: [
          { type: "vital", url: "/", name: "FID", value: 3, device: "phone" },
        ],
      },
      400,
    ],
    [
      "a negative vital",
      {
        events: [
          { type: "vital", url: "/", name: "LCP", value: -1, device: "phone" },
        ],
      },
      400,
    ],
    [
      "a body over the size limit",
      JSON.stringify({
        events: [{ ...landing, url: "/" + "a".repeat(40_000) }],
      }),
      413,
    ],
  ])("refuses %s and keeps nothing", async (_name, body, status) => {
    const answer = await send(body);
    expect(answer.status).toBe(status);
    expect(await storedEvents()).toEqual([]);
  });

  it("refuses another method and another site's page", async () => {
    const get = await receiveEvents(
      fromFetchRequest(new Request(`${ORIGIN}/api/events`)),
      address,
      { writer, db: () => database.db, allowedOrigins: [site.url, ORIGIN] },
    );
    expect(get.status).toBe(405);
    const foreign = await send(
      { events: [landing] },
      { Origin: "https://attacker.example" },
    );
    expect(foreign.status).toBe(403);
    expect(await storedEvents()).toEqual([]);
  });

  it("charges the client's events in the writer's statement, keeps none beyond the limit, and answers 429 with Retry-After", async () => {
    const limited = new EventWriter(() => database.db, {
      max: 3,
      windowSeconds: 60,
    });
    const two = { events: [landing, { ...landing, load: false }] };
    expect((await send(two, {}, { writer: limited })).status).toBe(202);
    await limited.flush();
    expect((await send(two, {}, { writer: limited })).status).toBe(202);
    await limited.flush();
    expect(await storedEvents(limited)).toHaveLength(2);
    const refused = await send(two, {}, { writer: limited });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(Number(refused.headers?.["Retry-After"])).toBeLessThanOrEqual(60);
    // Another client is not held back.
    address = `203.0.113.${client}`;
    expect((await send(two, {}, { writer: limited })).status).toBe(202);
    expect(await storedEvents(limited)).toHaveLength(2);
  });

  it("answers 202 and drops the events when the database fails, and stores again once it answers", async () => {
    let failing = true;
    const failingDb = () => {
      if (failing) throw new Error("connection terminated");
      return database.db;
    };
    const flaky = new EventWriter(failingDb);
    expect(
      (await send({ events: [landing] }, {}, { writer: flaky })).status,
    ).toBe(202);
    await flaky.flush();
    expect(flaky.dropped).toBe(1);
    failing = false;
    expect(
      (await send({ events: [landing] }, {}, { writer: flaky })).status,
    ).toBe(202);
    expect(await storedEvents(flaky)).toHaveLength(1);
  });

  it("answers 202 and keeps nothing when the day's salt cannot be read", async () => {
    const answer = await send(
      { events: [landing] },
      {},
      {
        db: () => {
          throw new Error("connection terminated");
        },
      },
    );
    expect(answer.status).toBe(202);
    expect(await storedEvents()).toEqual([]);
  });

  it("makes one visitor of a browser for a day, another the next day, and forgets the past day's salt", async () => {
    const request = {
      clientAddress: address,
      header: (name: string) => (name === "user-agent" ? BROWSER : undefined),
    };
    const monday = await visitorOf(database.db, request, "2027-03-15");
    expect(await visitorOf(database.db, request, "2027-03-15")).toBe(monday);
    const tuesday = await visitorOf(database.db, request, "2027-03-16");
    expect(tuesday).not.toBe(monday);
    const otherBrowser = await visitorOf(
      database.db,
      {
        ...request,
        header: (name: string) =>
          name === "user-agent" ? `${BROWSER} Edg/1` : undefined,
      },
      "2027-03-15",
    );
    expect(otherBrowser).not.toBe(monday);
    expect(Number.isSafeInteger(monday)).toBe(true);
    // Two salts give two hashes of one address and browser.
    expect(visitorHash("a".repeat(64), address, BROWSER)).not.toBe(
      visitorHash("b".repeat(64), address, BROWSER),
    );
    await forgetPastSalts(database.db, "2027-03-16");
    const days = (await database.db.select().from(analyticsSalts)).map(
      (row) => row.day,
    );
    expect(days).not.toContain("2027-03-15");
    expect(days).toContain("2027-03-16");
  });

  describe("goals", () => {
    let deps: SubmissionDependencies;
    beforeEach(() => {
      deps = {
        db: database.db,
        rateLimit: { max: 5, windowSeconds: 600 },
        webhook: false,
        allowedOrigins: [site.url, ORIGIN],
      };
    });
    const sendLead = async (
      email: string,
      headers: Record<string, string> = {},
      extra = {},
    ) => {
      const answer = await handleSubmission(
        post(
          "/api/leads",
          { ...validLead, email, ...extra },
          { "User-Agent": BROWSER, ...headers },
        ),
        address,
        leadsEndpoint,
        deps,
      );
      await afterAnswersSettled();
      return answer;
    };
    const goalOf = async (email: string) =>
      database.db.execute<Record<string, unknown>>(
        // The goal's item is the lead's inbox item.
        (await import("drizzle-orm"))
          .sql`SELECT g.* FROM analytics_goals g JOIN inbox_items i ON i.id = g.item_id WHERE i.email = ${email}`,
      );

    it("records a free-audit request as a goal joined to its lead and to the visit that brought it", async () => {
      await send({ events: [landing] });
      await send({
        events: [{ type: "pageview", url: "/free-audit", device: "phone" }],
      });
      await writer.flush();
      const answer = await sendLead("goal-owner@bakery.example");
      expect(answer.status).toBe(201);
      const { rows } = await goalOf("goal-owner@bakery.example");
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: "audit",
        landing_page: "/pricing",
        source: "newsletter",
        utm_campaign: "spring-audit",
        referrer_host: "google.com",
        device: "phone",
      });
      expect(rows[0]!.visitor).not.toBeNull();
    });

    it("records an account as a goal with its plan, joined to the visit from a campaign", async () => {
      await send({
        events: [
          {
            type: "pageview",
            url: "/pricing?utm_source=facebook&utm_campaign=dominate-launch",
            referrer: "https://l.facebook.com/",
            load: true,
            device: "desktop",
          },
          { type: "pageview", url: "/signup", device: "desktop" },
        ],
      });
      await writer.flush();
      const email = `plan-goal-${client}@parkviewdental.example`;
      const answer = await handleSubmission(
        post(
          "/api/auth/signup",
          { ...validSignup, email },
          { "User-Agent": BROWSER },
        ),
        address,
        signupEndpoint,
        deps,
      );
      await afterAnswersSettled();
      expect(answer.status).toBe(201);
      const { rows } = await goalOf(email);
      expect(rows).toEqual([
        expect.objectContaining({
          kind: "signup",
          plan: "enterprise",
          landing_page: "/pricing",
          source: "facebook",
          utm_campaign: "dominate-launch",
        }),
      ]);
    });

    it.each<[string, AnyEndpoint, object, string]>([
      ["a contact message", contactEndpoint, validContact, "contact"],
      ["a support request", supportEndpoint, validSupport, "support"],
      [
        "a newsletter signup",
        newsletterEndpoint,
        validNewsletter,
        "newsletter",
      ],
      [
        "a resource request",
        resourceRequestEndpoint,
        validResourceRequest,
        "resource",
      ],
      [
        "a chat hand-off",
        chatHandoffEndpoint,
        {
          kind: "lead",
          name: "Renee Okafor",
          conversation: [
            {
              role: "user",
              content: "Can someone call me?",
              timestamp: "2026-11-27T14:00:12.000Z",
            },
          ],
        },
        "chat",
      ],
    ] as const)(
      "records %s as a goal of its kind",
      async (_name, endpoint, body, goalKind) => {
        await send({ events: [landing] });
        await writer.flush();
        const email = `${goalKind}-goal-${client}@bakery.example`;
        const answer = await handleSubmission(
          post("/api/goal", { ...body, email }, { "User-Agent": BROWSER }),
          address,
          endpoint,
          deps,
        );
        await afterAnswersSettled();
        expect(answer.status).toBeLessThan(300);
        const { rows } = await goalOf(email);
        expect(rows).toEqual([
          expect.objectContaining({
            kind: goalKind,
            landing_page: "/pricing",
            source: "newsletter",
          }),
        ]);
      },
    );

    it("records the goal without a visit for a visitor who asked not to be tracked", async () => {
      await send({ events: [landing] });
      await sendLead("private-owner@bakery.example", { "Sec-GPC": "1" });
      const { rows } = await goalOf("private-owner@bakery.example");
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: "audit",
        visitor: null,
        landing_page: null,
        source: null,
      });
    });

    it("records no goal for a honeypot hit, and one for a repeated request", async () => {
      await sendLead("bot@spam.example", {}, { botcheck: "filled" });
      expect((await goalOf("bot@spam.example")).rows).toHaveLength(0);
      const key = { "Idempotency-Key": `goal-repeat-${client}-abcdefgh` };
      await sendLead("twice@bakery.example", key);
      await sendLead("twice@bakery.example", key);
      expect((await goalOf("twice@bakery.example")).rows).toHaveLength(1);
      expect(
        await database.db
          .select()
          .from(analyticsGoals)
          .where(eq(analyticsGoals.kind, "audit")),
      ).not.toHaveLength(0);
    });
  });
});
