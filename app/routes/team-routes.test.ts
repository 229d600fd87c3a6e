/**
 * The team's workspace through its routes' loaders and actions: who may see and change what,
 * the Origin and the rate limit, a database that fails, and each action's rules (status, lost
 * reason, assignment, notes, two members at once, invitations, export, deletion), with the audit
 * log. On PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { site } from "#app/content/site.ts";
import { teamText } from "#app/content/team.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { createDatabase } from "#app/services/db/client.server.ts";
import {
  auditLog,
  bookingBlocks,
  bookings,
  contactMessages,
  inboxItems,
  inboxReads,
  leads,
  newsletterSubscribers,
  outbox,
  sessions,
  subscriptions,
  teamInvitations,
  users,
} from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import { hashPassword } from "#app/services/passwords.server.ts";
import { startSession } from "#app/services/sessions.server.ts";
import { runInvite } from "../../scripts/team-lib.ts";
import { TEAM_ACTIONS_PER_MINUTE } from "#app/features/team/access.server.ts";
import * as inbox from "./team.tsx";
import * as calendar from "./team-calendar.tsx";
import * as item from "./team-item.tsx";
import * as people from "./team-people.tsx";
import * as privacy from "./team-privacy.tsx";
import * as exportCsv from "./team-export.ts";
import * as invite from "./team-invite.tsx";

const current = vi.hoisted(() => ({ database: undefined as unknown }));
vi.mock(import("#app/services/db/client.server.ts"), async (original) => ({
  ...(await original()),
  getDatabase: () => current.database as TestDatabase,
}));

const ORIGIN = new URL(site.url).origin;
const PASSWORD = "violet harbor lantern 42";

type Handler = (args: never) => Promise<unknown>;

interface Answer {
  status: number;
  location?: string | null;
  headers?: Headers;
  body?: unknown;
  text?: string;
}

let client = 0;

/** Runs a loader or action; a thrown Response or data() counts as its answer. */
async function run(
  handler: Handler,
  request: Request,
  params: Record<string, string> = {},
): Promise<Answer> {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, `198.51.100.${++client % 250}`);
  let answer: unknown;
  try {
    answer = await handler({ request, context, params } as never);
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response)
    return {
      status: answer.status,
      location: answer.headers.get("Location"),
      headers: answer.headers,
      text: await answer.text(),
    };
  const { data, init } = answer as {
    data: unknown;
    init?: ResponseInit | null;
  };
  return {
    status: init?.status ?? 200,
    headers: new Headers(init?.headers),
    body: data,
  };
}

const get = (path: string, cookie?: string) =>
  new Request(`${ORIGIN}${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });

const post = (
  path: string,
  fields: Record<string, string>,
  cookie?: string,
  origin = ORIGIN,
) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

describe.each(testDatabases())("the team's workspace on %s", (kind) => {
  let database: TestDatabase;
  const cookies: Record<"customer" | "staff" | "staff2" | "owner", string> = {
    customer: "",
    staff: "",
    staff2: "",
    owner: "",
  };
  const ids: Record<string, string> = {};
  let leadId: string;

  async function member(
    key: keyof typeof cookies,
    role: "customer" | "staff" | "owner",
    email: string,
    firstName: string,
  ) {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({
        email,
        firstName,
        lastName: "Tester",
        password: await hashPassword(PASSWORD),
        role,
      })
      .returning({ id: users.id });
    ids[key] = user!.id;
    const [session] = await startSession(db, user!.id, new Date());
    cookies[key] = session!.split(";")[0]!;
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    current.database = database;
  }, 120_000);
  afterAll(() => database?.cleanup());
  beforeEach(async () => {
    current.database = database;
    const { db } = database;
    await db.execute(
      sql`truncate inbox_items, leads, contact_messages, support_messages, newsletter_subscribers, bookings, booking_blocks, users, outbox, audit_log, team_invitations, rate_limits cascade`,
    );
    await member("customer", "customer", "client@bakery.example", "Cora");
    await member("staff", "staff", "sam@team.example", "Sam");
    await member("staff2", "staff", "tia@team.example", "Tia");
    await member("owner", "owner", "olivia@team.example", "Olivia");
    const [lead] = await db
      .insert(leads)
      .values({
        name: "Dana Cole",
        email: "dana@colecarpentry.example",
        company: '=HYPERLINK("http://evil.example")',
        goals: "+More calls from Arlington",
        source: "Free audit form",
        utmSource: "google",
      })
      .returning({ id: leads.id });
    leadId = lead!.id;
  });

  const itemPath = () => `/team/items/${leadId}`;

  describe("who sees what", () => {
    const loaders: [string, Handler, () => string, Record<string, string>?][] =
      [
        ["inbox", inbox.loader, () => "/team"],
        ["item", item.loader, itemPath, undefined],
        ["calendar", calendar.loader, () => "/team/calendar"],
        ["people", people.loader, () => "/team/people"],
        ["privacy", privacy.loader, () => "/team/privacy"],
        ["export", exportCsv.loader, () => "/team/export.csv"],
      ];

    it.each(loaders)(
      "sends an anonymous visitor of the %s page to sign in, and back",
      async (_name, loader, path) => {
        const answer = await run(loader, get(path()), { id: leadId });
        expect(answer.status).toBe(302);
        expect(answer.location).toBe(
          `/signin?next=${encodeURIComponent(path())}`,
        );
      },
    );

    it.each(loaders)(
      "answers 404 to a customer on the %s page",
      async (_name, loader, path) => {
        const answer = await run(loader, get(path(), cookies.customer), {
          id: leadId,
        });
        expect(answer.status).toBe(404);
      },
    );

    it("lets staff into the inbox and an item, not the owners' pages", async () => {
      expect(
        (await run(inbox.loader, get("/team", cookies.staff))).status,
      ).toBe(200);
      expect(
        (await run(item.loader, get(itemPath(), cookies.staff), { id: leadId }))
          .status,
      ).toBe(200);
      for (const [loader, path] of [
        [people.loader, "/team/people"],
        [privacy.loader, "/team/privacy"],
        [exportCsv.loader, "/team/export.csv"],
      ] as const)
        expect((await run(loader, get(path, cookies.staff))).status).toBe(404);
      for (const [action, path, fields] of [
        [
          people.action,
          "/team/people",
          { intent: "remove", userId: ids.owner! },
        ],
        [
          privacy.action,
          "/team/privacy",
          { intent: "review", email: "dana@colecarpentry.example" },
        ],
      ] as const)
        expect(
          (await run(action, post(path, fields, cookies.staff))).status,
        ).toBe(404);
    });

    it("lets the owner into every page, never cached", async () => {
      for (const [loader, path] of [
        [inbox.loader, "/team"],
        [people.loader, "/team/people"],
        [privacy.loader, "/team/privacy"],
        [exportCsv.loader, "/team/export.csv"],
      ] as const) {
        const answer = await run(loader, get(path, cookies.owner));
        expect(answer.status).toBe(200);
        expect(answer.headers?.get("Cache-Control")).toContain("no-store");
      }
    });

    it("refuses every action to anonymous visitors and customers", async () => {
      const actions: [Handler, string, Record<string, string>][] = [
        [item.action, itemPath(), { intent: "note", text: "Called" }],
        [
          people.action,
          "/team/people",
          { intent: "invite", email: "x@y.example", role: "staff" },
        ],
        [
          privacy.action,
          "/team/privacy",
          { intent: "review", email: "x@y.example" },
        ],
      ];
      for (const [action, path, fields] of actions) {
        const anonymous = await run(action, post(path, fields), { id: leadId });
        expect(anonymous.status).toBe(302);
        expect(anonymous.location).toMatch(/^\/signin\?next=/);
        expect(
          (
            await run(action, post(path, fields, cookies.customer), {
              id: leadId,
            })
          ).status,
        ).toBe(404);
      }
      const [notes] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog);
      expect(notes!.n).toBe(0);
    });

    it("refuses an action from another site's page", async () => {
      const answer = await run(
        item.action,
        post(
          itemPath(),
          { intent: "note", text: "x" },
          cookies.staff,
          "https://evil.example",
        ),
        { id: leadId },
      );
      expect(answer.status).toBe(403);
    });

    it("limits a member's changes per minute", async () => {
      let last: Answer | undefined;
      for (let index = 0; index <= TEAM_ACTIONS_PER_MINUTE; index++)
        last = await run(
          item.action,
          post(
            itemPath(),
            { intent: "note", text: `Note ${index}` },
            cookies.staff,
          ),
          { id: leadId },
        );
      expect(last!.status).toBe(429);
      expect(last!.headers?.get("Retry-After")).toMatch(/^\d+$/);
    });

    it("answers 503 when the database fails", async () => {
      const broken = createDatabase({ dataDir: "memory://" });
      await broken.close();
      current.database = broken;
      const answer = await run(inbox.loader, get("/team", cookies.staff));
      expect(answer.status).toBe(503);
      const action = await run(
        item.action,
        post(itemPath(), { intent: "note", text: "x" }, cookies.staff),
        { id: leadId },
      );
      expect(action.status).toBe(503);
    });
  });

  describe("the booking calendar", () => {
    const block = (fields: Record<string, string>, cookie = cookies.staff) =>
      run(calendar.action, post("/team/calendar", fields, cookie));

    it("lets staff block a whole day in Eastern time, listed with who blocked it and in the audit log", async () => {
      const answer = await block({
        intent: "block",
        day: "2031-03-09",
        reason: "Team offsite",
      });
      expect(answer).toMatchObject({
        status: 303,
        location: "/team/calendar?done=blocked",
      });
      const [stored] = await database.db.select().from(bookingBlocks);
      expect(stored).toMatchObject({
        reason: "Team offsite",
        createdBy: "sam@team.example",
      });
      // 9 March 2031 in New York, the day the clocks go forward: 23 hours.
      expect(stored!.startsAt.toISOString()).toBe("2031-03-09T05:00:00.000Z");
      expect(stored!.endsAt.toISOString()).toBe("2031-03-10T04:00:00.000Z");
      const page = await run(
        calendar.loader,
        get("/team/calendar", cookies.staff),
      );
      expect((page.body as { blocks: { by: string }[] }).blocks).toEqual([
        expect.objectContaining({ by: "sam@team.example" }),
      ]);
      const entries = await database.db.select().from(auditLog);
      expect(entries).toEqual([
        expect.objectContaining({ action: "time-blocked", actorId: ids.staff }),
      ]);
    });

    it("blocks hours of a day, refuses a range that ends before it starts or a malformed day", async () => {
      expect(
        (
          await block({
            intent: "block",
            day: "2031-06-02",
            from: "13:00",
            until: "15:00",
          })
        ).status,
      ).toBe(303);
      const [stored] = await database.db.select().from(bookingBlocks);
      expect(stored!.startsAt.toISOString()).toBe("2031-06-02T17:00:00.000Z");
      for (const fields of [
        { intent: "block", day: "2031-06-02", from: "15:00", until: "13:00" },
        { intent: "block", day: "next Tuesday" },
        { intent: "block" },
      ] as Record<string, string>[]) {
        const refused = await block(fields);
        expect(refused.status, JSON.stringify(fields)).toBe(400);
        expect((refused.body as { message: string }).message).toBe(
          teamText.calendar.badRange,
        );
      }
      expect(await database.db.select().from(bookingBlocks)).toHaveLength(1);
    });

    it("lifts a block once, and refuses another site's page and a customer", async () => {
      await block({ intent: "block", day: "2031-06-03" });
      const [stored] = await database.db.select().from(bookingBlocks);
      const lift = { intent: "unblock", blockId: stored!.id };
      expect(
        (
          await run(
            calendar.action,
            post("/team/calendar", lift, cookies.staff, "https://evil.example"),
          )
        ).status,
      ).toBe(403);
      expect((await block(lift, cookies.customer)).status).toBe(404);
      expect((await block(lift)).status).toBe(303);
      expect(await database.db.select().from(bookingBlocks)).toEqual([]);
      expect((await block(lift)).status).toBe(404);
      const actions = (await database.db.select().from(auditLog)).map(
        (entry) => entry.action,
      );
      expect(actions.sort()).toEqual(["time-blocked", "time-unblocked"]);
    });

    it("says when no busy calendar is connected", async () => {
      const page = await run(
        calendar.loader,
        get("/team/calendar", cookies.owner),
      );
      expect((page.body as { feed: string }).feed).toBe(
        teamText.calendar.feedOff,
      );
    });
  });

  describe("a booked call", () => {
    /** A call booked `hoursAhead` from now, stored as the booking page stores one. */
    async function bookedCall(hoursAhead: number) {
      const startsAt = new Date(Date.now() + hoursAhead * 3_600_000);
      const [booking] = await database.db
        .insert(bookings)
        .values({
          name: "Mara Quinn",
          email: "Mara@QuinnBakery.example",
          company: "Quinn Bakery",
          businessType: "Restaurant",
          topic: "More weekday orders",
          timeZone: "America/New_York",
          startsAt,
          endsAt: new Date(startsAt.getTime() + 30 * 60_000),
          blockedUntil: new Date(startsAt.getTime() + 45 * 60_000),
          manageTokenHash: `hash-${hoursAhead}`,
          utmSource: "newsletter",
        })
        .returning({ id: bookings.id });
      return booking!.id;
    }

    it("is an item of the inbox, stored with the booking, and its page shows the call", async () => {
      const id = await bookedCall(48);
      const page = await run(inbox.loader, get("/team", cookies.staff));
      const rows = (page.body as { rows: { id: string; kind: string }[] }).rows;
      expect(rows).toContainEqual(
        expect.objectContaining({ id, kind: "booking" }),
      );
      const [stored] = await database.db
        .select()
        .from(inboxItems)
        .where(eq(inboxItems.id, id));
      expect(stored).toMatchObject({
        email: "mara@quinnbakery.example",
        source: "newsletter",
        message: "More weekday orders\nRestaurant",
      });
      const answer = await run(
        item.loader,
        get(`/team/items/${id}`, cookies.staff),
        { id },
      );
      const body = answer.body as {
        fields: { label: string }[];
        booking: { cancelled: boolean; upcoming: boolean };
      };
      expect(body.booking).toMatchObject({ cancelled: false, upcoming: true });
      expect(body.fields.map((field) => field.label)).not.toContain(
        "Manage token hash",
      );
    });

    it("is cancelled by the team for the visitor once, with the cancellation e-mailed and logged", async () => {
      const id = await bookedCall(48);
      const cancel = () =>
        run(
          item.action,
          post(
            `/team/items/${id}`,
            { intent: "cancel-booking" },
            cookies.staff,
          ),
          { id },
        );
      const first = await cancel();
      expect(first.status).toBe(303);
      const [booking] = await database.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, id));
      expect(booking!.cancelledAt).not.toBeNull();
      expect(booking!.cancelledBy).toBe("sam@team.example");
      const mails = await database.db
        .select()
        .from(outbox)
        .where(sql`${outbox.payload}->>'to' = ${"Mara@QuinnBakery.example"}`);
      expect(mails.map((mail) => mail.kind)).toContain("booking-cancelled");
      const entries = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.itemId, id));
      expect(entries).toEqual([
        expect.objectContaining({
          action: "booking-cancelled",
          actorId: ids.staff,
        }),
      ]);
      const again = await cancel();
      expect(again.status).toBe(409);
      expect((again.body as { message: string }).message).toBe(
        teamText.messages.bookingGone,
      );
    });

    it("refuses to cancel a call that has started, and anyone who is not on the team", async () => {
      const past = await bookedCall(-1);
      const late = await run(
        item.action,
        post(
          `/team/items/${past}`,
          { intent: "cancel-booking" },
          cookies.owner,
        ),
        { id: past },
      );
      expect(late.status).toBe(409);
      const ahead = await bookedCall(24);
      const customer = await run(
        item.action,
        post(
          `/team/items/${ahead}`,
          { intent: "cancel-booking" },
          cookies.customer,
        ),
        { id: ahead },
      );
      expect(customer.status).toBe(404);
      const [booking] = await database.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, ahead));
      expect(booking!.cancelledAt).toBeNull();
    });

    it("goes with everything else about its address on a deletion request", async () => {
      await bookedCall(48);
      const answer = await run(
        privacy.action,
        post(
          "/team/privacy",
          {
            intent: "delete",
            email: "mara@quinnbakery.example",
            confirm: "mara@quinnbakery.example",
          },
          cookies.owner,
        ),
      );
      expect(answer.status).toBe(200);
      expect(await database.db.select().from(bookings)).toEqual([]);
      expect(
        await database.db
          .select()
          .from(inboxItems)
          .where(eq(inboxItems.kind, "booking")),
      ).toEqual([]);
    });
  });

  describe("an item", () => {
    it("shows what was sent, the timeline and the reply link, and marks it read for that member only", async () => {
      const answer = await run(item.loader, get(itemPath(), cookies.staff), {
        id: leadId,
      });
      const body = answer.body as {
        fields: { label: string; value: string }[];
        timeline: { kind: string }[];
      };
      expect(body.fields).toEqual(
        expect.arrayContaining([
          { label: "Goals", value: "+More calls from Arlington" },
          { label: "UTM source", value: "google" },
        ]),
      );
      expect(body.timeline[0]!.kind).toBe("received");
      const reads = await database.db.select().from(inboxReads);
      expect(reads).toEqual([
        expect.objectContaining({ itemId: leadId, userId: ids.staff }),
      ]);
      const page = await run(inbox.loader, get("/team", cookies.staff2));
      expect(
        (page.body as { rows: { unread: boolean }[] }).rows[0]!.unread,
      ).toBe(true);
    });

    it("answers 404 for an unknown or malformed id", async () => {
      for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"])
        expect(
          (
            await run(item.loader, get(`/team/items/${id}`, cookies.staff), {
              id,
            })
          ).status,
        ).toBe(404);
    });

    it("changes the status, assigns and notes, each in the audit log with who did it", async () => {
      const status = await run(
        item.action,
        post(
          itemPath(),
          { intent: "status", version: "0", status: "contacted" },
          cookies.staff,
        ),
        { id: leadId },
      );
      expect(status.status).toBe(303);
      expect(status.location).toBe(`${itemPath()}?saved=status`);
      expect(
        (
          await run(
            item.action,
            post(
              itemPath(),
              { intent: "assign", version: "1", assigneeId: ids.staff2! },
              cookies.staff,
            ),
            { id: leadId },
          )
        ).status,
      ).toBe(303);
      expect(
        (
          await run(
            item.action,
            post(
              itemPath(),
              { intent: "note", text: "Called, wants a quote for 3 locations" },
              cookies.staff,
            ),
            { id: leadId },
          )
        ).status,
      ).toBe(303);
      const [row] = await database.db
        .select()
        .from(inboxItems)
        .where(eq(inboxItems.id, leadId));
      expect(row).toMatchObject({
        status: "contacted",
        assigneeId: ids.staff2,
        version: 2,
      });
      const log = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.itemId, leadId))
        .orderBy(auditLog.id);
      expect(
        log.map((entry) => [entry.action, entry.actorId, entry.actorName]),
      ).toEqual([
        ["status", ids.staff, "Sam Tester"],
        ["assign", ids.staff, "Sam Tester"],
        ["note", ids.staff, "Sam Tester"],
      ]);
      const view = await run(item.loader, get(itemPath(), cookies.staff), {
        id: leadId,
      });
      const timeline = (view.body as { timeline: { action: string }[] })
        .timeline;
      expect(timeline.map((entry) => entry.action)).toEqual([
        "received",
        "status",
        "assign",
        "note",
      ]);
    });

    it("needs a reason for lost, and refuses what is not a status or member", async () => {
      const lost = await run(
        item.action,
        post(
          itemPath(),
          { intent: "status", version: "0", status: "lost" },
          cookies.staff,
        ),
        { id: leadId },
      );
      expect(lost.status).toBe(400);
      expect(lost.body).toMatchObject({
        message: teamText.messages.lostNeedsReason,
      });
      for (const fields of [
        { intent: "status", version: "0", status: "closed" },
        { intent: "status", version: "x", status: "won" },
        { intent: "assign", version: "0", assigneeId: "nobody" },
        { intent: "delete" },
        { intent: "note", text: "" },
        { intent: "note", text: "x".repeat(5001) },
      ] as Record<string, string>[])
        expect(
          (
            await run(item.action, post(itemPath(), fields, cookies.staff), {
              id: leadId,
            })
          ).status,
        ).toBe(400);
      const customer = await run(
        item.action,
        post(
          itemPath(),
          { intent: "assign", version: "0", assigneeId: ids.customer! },
          cookies.staff,
        ),
        { id: leadId },
      );
      expect(customer.status).toBe(400);
      const withReason = await run(
        item.action,
        post(
          itemPath(),
          {
            intent: "status",
            version: "0",
            status: "lost",
            lostReason: "Chose a cheaper agency",
          },
          cookies.staff,
        ),
        { id: leadId },
      );
      expect(withReason.status).toBe(303);
      const [row] = await database.db
        .select()
        .from(inboxItems)
        .where(eq(inboxItems.id, leadId));
      expect(row).toMatchObject({
        status: "lost",
        lostReason: "Chose a cheaper agency",
      });
    });

    it("keeps both of two members' changes made at once: the second is refused and sees the first", async () => {
      const [first, second] = await Promise.all([
        run(
          item.action,
          post(
            itemPath(),
            { intent: "status", version: "0", status: "qualified" },
            cookies.staff,
          ),
          { id: leadId },
        ),
        run(
          item.action,
          post(
            itemPath(),
            { intent: "status", version: "0", status: "spam" },
            cookies.staff2,
          ),
          { id: leadId },
        ),
      ]);
      const statuses = [first!.status, second!.status].sort();
      expect(statuses).toEqual([303, 409]);
      const refused = first!.status === 409 ? first! : second!;
      expect(refused.body).toMatchObject({
        message: teamText.messages.conflict,
      });
      const [row] = await database.db
        .select()
        .from(inboxItems)
        .where(eq(inboxItems.id, leadId));
      expect(row!.version).toBe(1);
      const log = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.itemId, leadId));
      expect(log).toHaveLength(1);
      expect(log[0]!.detail).toMatchObject({ from: "new", to: row!.status });
    });
  });

  describe("the owner's download", () => {
    it("exports the current filter with formula cells made inert, and logs the download", async () => {
      await database.db.insert(contactMessages).values({
        firstName: "@Ana",
        lastName: "Ruiz",
        email: "ana@example.com",
        message: "-2+3\tcall me",
      });
      const all = await run(
        exportCsv.loader,
        get("/team/export.csv", cookies.owner),
      );
      expect(all.headers?.get("Content-Type")).toContain("text/csv");
      const lines = all.text!.trim().split("\r\n");
      expect(lines).toHaveLength(3);
      expect(all.text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(all.text).toContain(",'+More calls from Arlington,");
      expect(all.text).toContain(",'@Ana Ruiz,");
      expect(all.text).toContain(",'-2+3\tcall me,");
      const filtered = await run(
        exportCsv.loader,
        get("/team/export.csv?type=contact", cookies.owner),
      );
      expect(filtered.text!.trim().split("\r\n")).toHaveLength(2);
      const [entry] = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "export"))
        .limit(1);
      expect(entry).toMatchObject({ actorId: ids.owner });
    });
  });

  describe("deletion on request", () => {
    it("reviews, asks for the address again, then removes every row for it and logs without it", async () => {
      const { db } = database;
      const email = "dana@colecarpentry.example";
      await db.insert(contactMessages).values({
        firstName: "Dana",
        lastName: "Cole",
        email: "Dana@ColeCarpentry.example",
        message: "Hi",
      });
      await db.insert(newsletterSubscribers).values({ email });
      const [account] = await db
        .insert(users)
        .values({ email, firstName: "Dana", lastName: "Cole", password: "x" })
        .returning({ id: users.id });
      await db
        .insert(subscriptions)
        .values({ userId: account!.id, plan: "starter", amount: 297 });
      await db
        .insert(outbox)
        .values({ kind: "lead", payload: { id: leadId, subject: "New lead" } });
      await run(
        item.action,
        post(itemPath(), { intent: "note", text: "Called" }, cookies.owner),
        { id: leadId },
      );
      // Someone else's item stays.
      await db.insert(leads).values({
        name: "Eli",
        email: "eli@example.com",
        source: "Free audit form",
      });

      const review = await run(
        privacy.action,
        post("/team/privacy", { intent: "review", email }, cookies.owner),
      );
      expect(review.body).toMatchObject({ step: "review", total: 8 });
      const mismatch = await run(
        privacy.action,
        post(
          "/team/privacy",
          { intent: "delete", email, confirm: "other@example.com" },
          cookies.owner,
        ),
      );
      expect(mismatch.status).toBe(400);
      expect(
        await db.select().from(leads).where(eq(leads.email, email)),
      ).toHaveLength(1);

      const done = await run(
        privacy.action,
        post(
          "/team/privacy",
          { intent: "delete", email, confirm: email.toUpperCase() },
          cookies.owner,
        ),
      );
      expect(done.body).toMatchObject({ step: "deleted" });
      const left = await db.execute<{ n: number }>(sql`
        select (select count(*) from leads where lower(email) = ${email})
          + (select count(*) from contact_messages where lower(email) = ${email})
          + (select count(*) from newsletter_subscribers where email = ${email})
          + (select count(*) from users where email = ${email})
          + (select count(*) from inbox_items where email = ${email})
          + (select count(*) from outbox where payload->>'id' = ${leadId})
          + (select count(*) from audit_log where item_id = ${leadId}) as n`);
      expect(Number(left.rows[0]!.n)).toBe(0);
      expect(await db.select().from(inboxItems)).toHaveLength(1);
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "privacy-deletion"));
      expect(entry).toMatchObject({ actorId: ids.owner, itemId: null });
      expect(JSON.stringify(entry)).not.toContain("dana");
    });

    it("refuses to delete a member of the team's address", async () => {
      const answer = await run(
        privacy.action,
        post(
          "/team/privacy",
          {
            intent: "delete",
            email: "sam@team.example",
            confirm: "sam@team.example",
          },
          cookies.owner,
        ),
      );
      expect(answer.status).toBe(409);
    });
  });

  describe("the team", () => {
    it("never removes or demotes the last owner", async () => {
      for (const fields of [
        { intent: "remove", userId: ids.owner! },
        { intent: "role", userId: ids.owner!, role: "staff" },
      ] as Record<string, string>[]) {
        const answer = await run(
          people.action,
          post("/team/people", fields, cookies.owner),
        );
        expect(answer.status).toBe(409);
        expect(answer.body).toMatchObject({
          message: teamText.messages.lastOwner,
        });
      }
    });

    it("changes a role and removes staff, who are signed out, with audit entries", async () => {
      expect(
        (
          await run(
            people.action,
            post(
              "/team/people",
              { intent: "role", userId: ids.staff!, role: "owner" },
              cookies.owner,
            ),
          )
        ).status,
      ).toBe(303);
      expect(
        (
          await run(
            people.action,
            post(
              "/team/people",
              { intent: "remove", userId: ids.staff2! },
              cookies.owner,
            ),
          )
        ).status,
      ).toBe(303);
      const [tia] = await database.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, ids.staff2!));
      expect(tia!.role).toBe("customer");
      expect(
        await database.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, ids.staff2!)),
      ).toHaveLength(0);
      expect(
        (await run(inbox.loader, get("/team", cookies.staff2))).status,
      ).toBe(302);
      const log = await database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .orderBy(auditLog.id);
      expect(log.map((entry) => entry.action)).toEqual([
        "change-role",
        "remove-member",
      ]);
      // Two owners now: one may step down.
      expect(
        (
          await run(
            people.action,
            post(
              "/team/people",
              { intent: "role", userId: ids.owner!, role: "staff" },
              cookies.owner,
            ),
          )
        ).status,
      ).toBe(303);
    });
  });

  describe("invitations", () => {
    const token = (link: string) => new URL(link).searchParams.get("token")!;

    it("queues the e-mail, sets a password once, signs in, and works only once", async () => {
      const link = await runInvite(database.db, {
        command: "invite",
        email: "New.Hire@Team.example",
        role: "staff",
      });
      expect(link).toMatch(new RegExp(`^${site.url}/team/invite\\?token=`));
      const [mail] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, "team-invitation"));
      expect(mail!.payload).toMatchObject({ to: "new.hire@team.example" });
      expect(String(mail!.payload.text)).toContain(link);
      const [stored] = await database.db.select().from(teamInvitations);
      expect(stored!.id).not.toContain(token(link));

      const page = await run(
        invite.loader,
        get(`/team/invite?token=${token(link)}`),
      );
      expect(page.body).toMatchObject({
        invitation: {
          email: "new.hire@team.example",
          role: "staff",
          existingAccount: false,
        },
      });
      const weak = await run(
        invite.action,
        post("/team/invite", {
          token: token(link),
          firstName: "Nia",
          lastName: "Hale",
          password: "short",
        }),
      );
      expect(weak.status).toBe(400);
      const accepted = await run(
        invite.action,
        post("/team/invite", {
          token: token(link),
          firstName: "Nia",
          lastName: "Hale",
          password: PASSWORD,
        }),
      );
      expect(accepted.status).toBe(303);
      expect(accepted.location).toBe("/team");
      const cookie = accepted.headers!.get("Set-Cookie")!.split(";")[0]!;
      expect((await run(inbox.loader, get("/team", cookie))).status).toBe(200);
      const again = await run(
        invite.action,
        post("/team/invite", {
          token: token(link),
          firstName: "Nia",
          lastName: "Hale",
          password: PASSWORD,
        }),
      );
      expect(again.status).toBe(410);
      expect(
        (await run(invite.loader, get(`/team/invite?token=${token(link)}`)))
          .body,
      ).toMatchObject({ invitation: undefined });
    });

    it("refuses an expired link", async () => {
      const link = await runInvite(database.db, {
        command: "invite",
        email: "late@team.example",
        role: "staff",
      });
      await database.db
        .update(teamInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) });
      const answer = await run(
        invite.action,
        post("/team/invite", {
          token: token(link),
          firstName: "L",
          lastName: "Ate",
          password: PASSWORD,
        }),
      );
      expect(answer.status).toBe(410);
      expect(
        await database.db
          .select()
          .from(users)
          .where(eq(users.email, "late@team.example")),
      ).toHaveLength(0);
    });

    it("gives an existing account the role after its own password", async () => {
      const link = await runInvite(database.db, {
        command: "invite",
        email: "client@bakery.example",
        role: "owner",
      });
      const page = await run(
        invite.loader,
        get(`/team/invite?token=${token(link)}`),
      );
      expect(page.body).toMatchObject({
        invitation: { existingAccount: true },
      });
      const wrong = await run(
        invite.action,
        post("/team/invite", {
          token: token(link),
          password: "not the password",
        }),
      );
      expect(wrong.status).toBe(400);
      const right = await run(
        invite.action,
        post("/team/invite", { token: token(link), password: PASSWORD }),
      );
      expect(right.status).toBe(303);
      const [cora] = await database.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, ids.customer!));
      expect(cora!.role).toBe("owner");
    });

    it("lets the owner invite from /team/people", async () => {
      const answer = await run(
        people.action,
        post(
          "/team/people",
          { intent: "invite", email: "ops@team.example", role: "staff" },
          cookies.owner,
        ),
      );
      expect(answer.status).toBe(303);
      const [row] = await database.db.select().from(teamInvitations);
      expect(row).toMatchObject({
        email: "ops@team.example",
        invitedBy: ids.owner,
      });
      const bad = await run(
        people.action,
        post(
          "/team/people",
          { intent: "invite", email: "not an address", role: "staff" },
          cookies.owner,
        ),
      );
      expect(bad.status).toBe(400);
    });
  });
});
