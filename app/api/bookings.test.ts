/**
 * The booking API and the booking rules end to end, on PGlite (and PostgreSQL with
 * TEST_DATABASE_URL): free slots, a booking with its invite, reminders and notification, the
 * refusals, twenty visitors racing for one slot, moving, cancelling and blocked time.
 */
import ical, { type VEvent } from "node-ical";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import {
  answerSlots,
  createBookingsEndpoint,
} from "#app/features/booking/booking-api.server.ts";
import {
  blockTime,
  cancelBookingByToken,
  cancelBookingForVisitor,
  createBooking,
  rescheduleBooking,
  unblockTime,
  type BookingConfig,
  type BookingContext,
} from "#app/features/booking/booking.server.ts";
import { inviteUid } from "#app/features/booking/invite.server.ts";
import { BookingSchema } from "#app/features/booking/schema.ts";
import { testBookingConfig } from "#app/features/booking/test-config.ts";
import { bookings, outbox } from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import {
  handleSubmission,
  type SubmissionDependencies,
} from "#app/services/submission.server.ts";
import { ORIGIN, post } from "./submission-fixtures.ts";

// Friday 12 March 2027, 08:00 in New York: the weekend after it moves to daylight saving time.
const NOW = new Date("2027-03-12T13:00:00Z");
const MONDAY_9 = "2027-03-15T13:00:00.000Z";

const config: BookingConfig = {
  ...testBookingConfig,
  meetingUrl: "https://meet.example.com/dmv-strategy",
};

const visitor = {
  name: "Dana Whitfield",
  email: "Dana@CapitolBakery.example",
  phone: "(202) 555-0187",
  company: "Capitol Bakery",
  businessType: "Restaurant/Food Service",
  topic: "More weekday lunch orders from offices nearby",
  timeZone: "America/Los_Angeles",
};

const events = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter(
    (entry): entry is VEvent => entry?.type === "VEVENT",
  );

describe.each(testDatabases())("booking on %s", (kind) => {
  let database: TestDatabase;
  let deps: SubmissionDependencies;
  let client = 0;
  let address: string;
  const endpoint = createBookingsEndpoint(
    () => config,
    () => NOW,
  );
  const context = (now = NOW): BookingContext => ({
    now,
    webhook: false,
    linkOrigin: ORIGIN,
    config,
  });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(async () => {
    address = `198.51.100.${++client}`;
    deps = {
      db: database.db,
      rateLimit: { max: 50, windowSeconds: 600 },
      webhook: false,
      allowedOrigins: [site.url, ORIGIN],
    };
    await database.db.execute(sql`delete from bookings`);
    await database.db.execute(sql`delete from booking_blocks`);
    await database.db.execute(sql`delete from outbox`);
  });

  const book = (body: Record<string, unknown>, from = address) =>
    handleSubmission(post("/api/bookings", body), from, endpoint, deps);
  const slots = async (query: string) => {
    const answer = await answerSlots(
      { method: "GET", url: `/api/booking/slots?${query}` },
      { db: database.db, config, now: NOW },
    );
    return answer as {
      status: number;
      body: { timeZone: string; slots: { start: string; end: string }[] };
    };
  };

  it("lists the free slots in the visitor's zone as UTC instants", async () => {
    const madrid = await slots(
      "from=2027-03-15&to=2027-03-15&tz=Europe/Madrid",
    );
    expect(madrid.status).toBe(200);
    expect(madrid.body.timeZone).toBe("Europe/Madrid");
    expect(madrid.body.slots).toHaveLength(18);
    expect(madrid.body.slots[0]).toEqual({
      start: MONDAY_9,
      end: "2027-03-15T13:30:00.000Z",
    });
    const eastern = await slots("from=2027-03-12&to=2027-03-12");
    expect(eastern.body.timeZone).toBe("America/New_York");
    expect(eastern.body.slots[0]?.start).toBe("2027-03-12T17:00:00.000Z");
    for (const query of [
      "tz=Mars/Olympus",
      "from=15-03-2027",
      "from=2027-03-16&to=2027-03-15",
      "from=%ZZ",
    ])
      expect((await slots(query)).status).toBe(400);
    expect(
      (
        await answerSlots(
          { method: "POST", url: "/api/booking/slots" },
          { db: database.db, config, now: NOW },
        )
      ).status,
    ).toBe(405);
  });

  it("books a call: 201, the invite, two reminders and the team's notification", async () => {
    const response = await book({ ...visitor, start: MONDAY_9 });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, string>;
    expect(body).toMatchObject({
      start: MONDAY_9,
      end: "2027-03-15T13:30:00.000Z",
    });
    const [row] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, body.id!));
    expect(row).toMatchObject({
      email: "dana@capitolbakery.example",
      timeZone: "America/Los_Angeles",
      sequence: 0,
      cancelledAt: null,
    });
    expect(row!.blockedUntil.toISOString()).toBe("2027-03-15T13:45:00.000Z");
    expect(row!.manageTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const rows = await database.db.select().from(outbox);
    const confirmation = rows.find((r) => r.kind === "booking-booked")!;
    const payload = confirmation.payload as {
      to: string;
      text: string;
      calendar: { method: string; content: string };
    };
    expect(payload.to).toBe("dana@capitolbakery.example");
    expect(payload.calendar.method).toBe("REQUEST");
    expect(payload.text).toContain("Monday 15 March 2027, 6:00 AM PDT");
    expect(payload.text).toContain("calendar.google.com");
    expect(payload.text).toContain("outlook.live.com");
    expect(payload.text).toContain("https://meet.example.com/dmv-strategy");
    expect(payload.text).toMatch(/\/book\/manage\?token=[\w-]{43}/);
    const [event] = events(payload.calendar.content);
    expect(event!.uid).toBe(inviteUid(body.id!));
    const reminders = rows
      .filter((r) => r.kind === "booking-reminder")
      .map((r) => r.nextAttemptAt.toISOString())
      .sort();
    expect(reminders).toEqual([
      "2027-03-14T13:00:00.000Z",
      "2027-03-15T12:00:00.000Z",
    ]);
    const team = rows.find(
      (r) => r.kind === "booking" && r.channel === "email",
    );
    expect(team?.payload).toMatchObject({
      subject: expect.stringContaining("Capitol Bakery"),
      replyTo: { email: "dana@capitolbakery.example" },
    });
  });

  it("answers 400 for a slot outside the hours, the notice or the horizon, and for bad fields", async () => {
    for (const start of [
      "2027-03-15T12:30:00.000Z", // 08:30, before opening
      "2027-03-13T15:00:00.000Z", // Saturday
      "2027-03-12T14:00:00.000Z", // in an hour: inside the notice
      "2027-05-03T13:00:00.000Z", // past the horizon
      "2027-03-15T22:00:00.000Z", // 18:00, closing time
    ]) {
      const response = await book({ ...visitor, start });
      expect(response.status, start).toBe(400);
      expect(
        ((await response.json()) as { errors: object }).errors,
      ).toHaveProperty("start");
    }
    const bad = await book({
      ...visitor,
      start: MONDAY_9,
      email: "dana@",
      topic: "hi",
    });
    expect(bad.status).toBe(400);
    const { errors } = (await bad.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(["email", "topic"]);
    expect(await database.db.$count(bookings)).toBe(0);
  });

  it("answers 409 with fresh slots for a slot just taken, buffer included", async () => {
    expect((await book({ ...visitor, start: MONDAY_9 })).status).toBe(201);
    // 09:30 starts inside the 15-minute buffer after the 09:00 call.
    const second = await book({
      ...visitor,
      email: "owner@arlingtonflorist.example",
      start: "2027-03-15T13:30:00.000Z",
    });
    expect(second.status).toBe(409);
    const body = (await second.json()) as {
      message: string;
      slots: { start: string }[];
    };
    const starts = body.slots.map((slot) => slot.start);
    expect(starts).not.toContain(MONDAY_9);
    expect(starts).not.toContain("2027-03-15T13:30:00.000Z");
    expect(starts).toContain("2027-03-15T14:00:00.000Z");
  });

  it("gives exactly one of twenty simultaneous requests for one slot a booking", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book(
          {
            ...visitor,
            email: `racer${index}@example.com`,
            start: "2027-03-16T15:00:00.000Z",
          },
          `203.0.113.${index + 1}`,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await database.db.$count(bookings)).toBe(1);
  });

  it("refuses an overlapping live booking in the database itself", async () => {
    const row = (start: string, end: string, until: string) => ({
      ...visitor,
      startsAt: new Date(start),
      endsAt: new Date(end),
      blockedUntil: new Date(until),
      manageTokenHash: `${start}-${Math.random()}`,
    });
    await database.db
      .insert(bookings)
      .values(row(MONDAY_9, "2027-03-15T13:30:00Z", "2027-03-15T13:45:00Z"));
    await expect(
      database.db
        .insert(bookings)
        .values(
          row(
            "2027-03-15T13:40:00Z",
            "2027-03-15T14:10:00Z",
            "2027-03-15T14:25:00Z",
          ),
        ),
    ).rejects.toMatchObject({ cause: { code: "23P01" } });
    // A cancelled booking holds no time.
    await database.db
      .update(bookings)
      .set({ cancelledAt: NOW })
      .where(eq(bookings.startsAt, new Date(MONDAY_9)));
    await database.db
      .insert(bookings)
      .values(
        row(
          "2027-03-15T13:40:00Z",
          "2027-03-15T14:10:00Z",
          "2027-03-15T14:25:00Z",
        ),
      );
  });

  it("stores nothing for a filled honeypot, and answers as if booked", async () => {
    const response = await book({ ...visitor, start: MONDAY_9, botcheck: "x" });
    expect(response.status).toBe(201);
    expect(await database.db.$count(bookings)).toBe(0);
    expect(await database.db.$count(outbox)).toBe(0);
  });

  const bookDirectly = async (start = MONDAY_9) => {
    const result = await createBooking(
      database.db,
      BookingSchema.parse({ ...visitor, start }),
      context(),
    );
    if (result.kind !== "booked") throw new Error(result.kind);
    return result;
  };
  const pendingReminders = async (id: string) =>
    (
      await database.db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, "booking-reminder"),
            eq(outbox.status, "pending"),
          ),
        )
    )
      .filter((row) => (row.payload as { about?: string }).about === id)
      .map((row) => row.nextAttemptAt.toISOString())
      .sort();
  const invites = async (id: string) =>
    (await database.db.select().from(outbox))
      .filter(
        (row) =>
          row.channel === "account" &&
          (row.payload as { about?: string }).about === id &&
          (row.payload as { calendar?: unknown }).calendar,
      )
      .sort((a, b) => a.id - b.id)
      .map((row) => {
        const { calendar } = row.payload as {
          calendar: { method: string; content: string };
        };
        const [event] = events(calendar.content);
        return {
          method: calendar.method,
          uid: event!.uid,
          sequence: Number(event!.sequence),
          start: new Date(event!.start).toISOString(),
        };
      });

  it("moves a call: same UID, higher SEQUENCE, the old slot freed and new reminders", async () => {
    const { booking, token } = await bookDirectly();
    const moved = await rescheduleBooking(
      database.db,
      token,
      new Date("2027-03-16T18:00:00Z"),
      context(),
    );
    expect(moved.kind).toBe("moved");
    expect(await pendingReminders(booking.id)).toEqual([
      "2027-03-15T18:00:00.000Z",
      "2027-03-16T17:00:00.000Z",
    ]);
    const sent = await invites(booking.id);
    expect(sent).toEqual([
      {
        method: "REQUEST",
        uid: inviteUid(booking.id),
        sequence: 0,
        start: MONDAY_9,
      },
      {
        method: "REQUEST",
        uid: inviteUid(booking.id),
        sequence: 1,
        start: "2027-03-16T18:00:00.000Z",
      },
    ]);
    // The old slot is free again.
    const monday = await slots("from=2027-03-15&to=2027-03-15");
    expect(monday.body.slots.map((slot) => slot.start)).toContain(MONDAY_9);
    // A move onto a taken or invalid slot is refused.
    const other = await bookDirectly("2027-03-17T14:00:00.000Z");
    expect(
      (
        await rescheduleBooking(
          database.db,
          token,
          other.booking.startsAt,
          context(),
        )
      ).kind,
    ).toBe("taken");
    expect(
      (
        await rescheduleBooking(
          database.db,
          token,
          new Date("2027-03-13T15:00:00Z"),
          context(),
        )
      ).kind,
    ).toBe("invalid-slot");
  });

  it("cancels a call with METHOD:CANCEL on the same UID and withdraws its reminders", async () => {
    const { booking, token } = await bookDirectly();
    const cancelled = await cancelBookingByToken(database.db, token, context());
    expect(cancelled.kind).toBe("cancelled");
    expect(await pendingReminders(booking.id)).toEqual([]);
    const [request, cancel] = await invites(booking.id);
    expect(cancel).toMatchObject({
      method: "CANCEL",
      uid: request!.uid,
    });
    expect(cancel!.sequence).toBeGreaterThan(request!.sequence);
    const team = (await database.db.select().from(outbox)).find(
      (row) => row.kind === "booking-cancelled",
    );
    expect(team).toBeDefined();
    // The link opens nothing more; the slot is free.
    expect(
      (await cancelBookingByToken(database.db, token, context())).kind,
    ).toBe("not-found");
    expect((await bookDirectly()).booking.startsAt.toISOString()).toBe(
      MONDAY_9,
    );
  });

  it("lets the visitor change nothing within the notice before the call", async () => {
    const { token } = await bookDirectly();
    const late = new Date("2027-03-15T09:30:00Z"); // 3.5 hours before
    expect(
      (await cancelBookingByToken(database.db, token, context(late))).kind,
    ).toBe("too-late");
    expect(
      (
        await rescheduleBooking(
          database.db,
          token,
          new Date("2027-03-16T18:00:00Z"),
          context(late),
        )
      ).kind,
    ).toBe("too-late");
    expect(
      (await cancelBookingByToken(database.db, "not-a-token", context())).kind,
    ).toBe("not-found");
  });

  it("lets the team cancel on the visitor's behalf and block time", async () => {
    const { booking } = await bookDirectly();
    const result = await cancelBookingForVisitor(database.db, booking.id, {
      ...context(),
      actor: "owner@dmvaiagents.com",
    });
    expect(result).toMatchObject({
      kind: "cancelled",
      booking: { cancelledBy: "owner@dmvaiagents.com" },
    });
    expect((await invites(booking.id)).at(-1)?.method).toBe("CANCEL");

    const block = await blockTime(database.db, {
      start: new Date("2027-03-16T04:00:00Z"),
      end: new Date("2027-03-17T04:00:00Z"),
      reason: "Chamber of Commerce expo",
      actor: "owner@dmvaiagents.com",
    });
    expect((await slots("from=2027-03-16&to=2027-03-16")).body.slots).toEqual(
      [],
    );
    const refused = await book({
      ...visitor,
      start: "2027-03-16T15:00:00.000Z",
    });
    expect(refused.status).toBe(409);
    expect(await unblockTime(database.db, block.id)).toBe(true);
    expect(
      (await slots("from=2027-03-16&to=2027-03-16")).body.slots,
    ).toHaveLength(18);
    await expect(
      blockTime(database.db, {
        start: new Date("2027-03-17T04:00:00Z"),
        end: new Date("2027-03-16T04:00:00Z"),
        actor: "owner@dmvaiagents.com",
      }),
    ).rejects.toThrow(RangeError);
  });

  it("never offers the team's busy times", async () => {
    const busyConfig = {
      ...config,
      busy: () => [
        {
          start: new Date("2027-03-15T13:00:00Z"),
          end: new Date("2027-03-15T14:00:00Z"),
        },
      ],
    };
    const answer = (await answerSlots(
      {
        method: "GET",
        url: "/api/booking/slots?from=2027-03-15&to=2027-03-15",
      },
      { db: database.db, config: busyConfig, now: NOW },
    )) as { body: { slots: { start: string }[] } };
    const starts = answer.body.slots.map((slot) => slot.start);
    // 09:00 and 09:30 overlap; 10:00 starts within the buffer after it.
    expect(starts[0]).toBe("2027-03-15T14:30:00.000Z");
  });
});
