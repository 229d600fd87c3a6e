/**
 * The team's changes to the calendar (a call cancelled on the visitor's behalf, time blocked or
 * lifted) and what they record in the audit log are stored together or not at all. On PGlite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { writeAudit } from "#app/features/team/audit.server.ts";
import {
  auditLog,
  bookingBlocks,
  bookings,
  outbox,
} from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import {
  blockTime,
  cancelBookingForVisitor,
  createBooking,
  unblockTime,
} from "./booking.server.ts";
import { BookingSchema } from "./schema.ts";
import { testBookingConfig } from "./test-config.ts";

const config = testBookingConfig;
const context = {
  now: new Date("2027-11-03T15:00:00Z"),
  webhook: false,
  linkOrigin: site.url,
  config,
};
const actor = { id: null, name: "Ana Ruiz" };
const failingAudit = () => Promise.reject(new Error("the audit log is full"));
const day = {
  start: new Date("2027-11-10T05:00:00Z"),
  end: new Date("2027-11-11T05:00:00Z"),
};

describe.each(testDatabases())("the team's calendar changes on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 120_000);
  afterAll(() => database?.cleanup());
  beforeEach(async () => {
    const { db } = database;
    await db.delete(auditLog);
    await db.delete(bookingBlocks);
    await db.delete(outbox);
    await db.delete(bookings);
  });

  async function bookCall() {
    const booked = await createBooking(
      database.db,
      BookingSchema.parse({
        name: "Marcus Lee",
        email: "marcus@leedental.example",
        company: "Lee Family Dental",
        businessType: "Healthcare/Medical",
        topic: "Filling the hygienist's open chairs",
        start: "2027-11-08T15:00:00.000Z",
        timeZone: "America/New_York",
      }),
      context,
    );
    if (booked.kind !== "booked") throw new Error(booked.kind);
    return booked.booking;
  }

  it("cancels a call and records it together", async () => {
    const { db } = database;
    const booking = await bookCall();
    const cancelled = await cancelBookingForVisitor(db, booking.id, {
      ...context,
      actor: "ana@dmvaiagents.example",
      record: (tx) => writeAudit(tx, actor, "booking-cancelled", {}),
    });
    expect(cancelled.kind).toBe("cancelled");
    expect(await db.select().from(auditLog)).toMatchObject([
      { action: "booking-cancelled", actorName: "Ana Ruiz" },
    ]);
  });

  it("keeps the call, and sends the visitor nothing, when the cancellation cannot be recorded", async () => {
    const { db } = database;
    const booking = await bookCall();
    const mailsBefore = (await db.select().from(outbox)).length;
    await expect(
      cancelBookingForVisitor(db, booking.id, {
        ...context,
        actor: "ana@dmvaiagents.example",
        record: failingAudit,
      }),
    ).rejects.toThrow("the audit log is full");
    const [kept] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(kept!.cancelledAt).toBeNull();
    expect(await db.select().from(outbox)).toHaveLength(mailsBefore);
  });

  it("blocks time and records it together, or neither", async () => {
    const { db } = database;
    await expect(
      blockTime(db, {
        ...day,
        actor: "ana@dmvaiagents.example",
        record: failingAudit,
      }),
    ).rejects.toThrow("the audit log is full");
    expect(await db.select().from(bookingBlocks)).toEqual([]);

    const block = await blockTime(db, {
      ...day,
      actor: "ana@dmvaiagents.example",
      record: (tx, stored) =>
        writeAudit(tx, actor, "time-blocked", { blockId: stored.id }),
    });
    expect(await db.select().from(auditLog)).toMatchObject([
      { action: "time-blocked", detail: { blockId: block.id } },
    ]);
  });

  it("keeps one block, recorded once, when the same range is sent twice", async () => {
    const { db } = database;
    const send = () =>
      blockTime(db, {
        ...day,
        reason: "Team offsite",
        actor: "ana@dmvaiagents.example",
        record: (tx, stored) =>
          writeAudit(tx, actor, "time-blocked", { blockId: stored.id }),
      });
    const first = await send();
    const second = await send();
    expect(second.id).toBe(first.id);
    expect(await db.select().from(bookingBlocks)).toHaveLength(1);
    expect(await db.select().from(auditLog)).toHaveLength(1);
    // Another range that day is a block of its own.
    await blockTime(db, {
      start: day.start,
      end: new Date(day.start.getTime() + 3_600_000),
      actor: "ana@dmvaiagents.example",
    });
    expect(await db.select().from(bookingBlocks)).toHaveLength(2);
  });

  it("lifts a block and records it together, or neither", async () => {
    const { db } = database;
    const block = await blockTime(db, {
      ...day,
      actor: "ana@dmvaiagents.example",
    });
    await expect(unblockTime(db, block.id, failingAudit)).rejects.toThrow(
      "the audit log is full",
    );
    expect(await db.select().from(bookingBlocks)).toHaveLength(1);

    expect(
      await unblockTime(db, block.id, (tx) =>
        writeAudit(tx, actor, "time-unblocked", { blockId: block.id }),
      ),
    ).toBe(true);
    expect(await db.select().from(bookingBlocks)).toEqual([]);
    expect(await db.select().from(auditLog)).toMatchObject([
      { action: "time-unblocked" },
    ]);
    // A block already lifted records nothing.
    expect(await unblockTime(db, block.id, failingAudit)).toBe(false);
  });
});
