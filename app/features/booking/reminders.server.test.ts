/**
 * The reminders a day and an hour before a call, with a fixed clock walked through the days and
 * the server restarted in between (the database closed and opened again): each is sent once at
 * its time, and a moved or cancelled call's are never sent.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import {
  createDatabase,
  type DatabaseKind,
  type OpenDatabase,
} from "#app/services/db/client.server.ts";
import {
  createEmptyPostgresDatabase,
  testDatabases,
} from "#app/services/db/test-database.server.ts";
import { createAccountEmailDelivery } from "#app/services/notify.server.ts";
import {
  defaultOutboxOptions,
  processOutbox,
} from "#app/services/outbox.server.ts";
import { startSmtpServer } from "#app/services/smtp-test-server.server.ts";
import {
  cancelBookingByToken,
  createBooking,
  rescheduleBooking,
} from "./booking.server.ts";
import { BookingSchema } from "./schema.ts";
import { testBookingConfig } from "./test-config.ts";

const config = testBookingConfig;
const BOOKED_AT = new Date("2027-11-03T15:00:00Z");
const visitor = (email: string, start: string) =>
  BookingSchema.parse({
    name: "Marcus Lee",
    email,
    company: "Lee Family Dental",
    businessType: "Healthcare/Medical",
    topic: "Filling the hygienist's open chairs",
    start,
    timeZone: "Europe/Madrid",
  });
const silent = { info() {}, warn() {}, error() {} };

describe.each(testDatabases())("reminders on %s", (kind: DatabaseKind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let open: () => OpenDatabase;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    if (kind === "pglite") {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reminders-"));
      open = () => createDatabase({ dataDir: dir });
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    } else {
      const empty = await createEmptyPostgresDatabase();
      open = () => createDatabase({ url: empty.url });
      cleanup = empty.drop;
    }
  }, 60_000);
  afterAll(async () => {
    await smtp?.close();
    await cleanup?.();
  });

  /** One server process: opens the database, delivers what is due at `at`, and stops. */
  async function runServer(at: string) {
    const database = open();
    try {
      await database.migrate();
      const account = createAccountEmailDelivery(
        { smtpUrl: smtp.url, from: { name: site.name, address: site.email } },
        silent,
      );
      return await processOutbox(database.db, { account }, silent, {
        ...defaultOutboxOptions,
        dueBy: () => new Date(at),
      });
    } finally {
      await database.close();
    }
  }
  const subjectsTo = (email: string) =>
    smtp.received
      .filter((mail) => mail.to.includes(email))
      .map((mail) => mail.subject.replace(/,.*/, ""));

  it("sends each reminder once at its time across a restart, and none for a moved or cancelled call", async () => {
    // Three calls on Monday 8 November 2027, the day after the change back to standard time.
    const database = open();
    await database.migrate();
    const context = {
      now: BOOKED_AT,
      webhook: false,
      linkOrigin: site.url,
      config,
    };
    const kept = await createBooking(
      database.db,
      visitor("kept@example.com", "2027-11-08T15:00:00.000Z"),
      context,
    );
    const moved = await createBooking(
      database.db,
      visitor("moved@example.com", "2027-11-08T16:00:00.000Z"),
      context,
    );
    const cancelled = await createBooking(
      database.db,
      visitor("cancelled@example.com", "2027-11-08T17:00:00.000Z"),
      context,
    );
    if (
      kept.kind !== "booked" ||
      moved.kind !== "booked" ||
      cancelled.kind !== "booked"
    )
      throw new Error("not booked");
    await rescheduleBooking(
      database.db,
      moved.token,
      new Date("2027-11-09T16:00:00.000Z"),
      context,
    );
    await cancelBookingByToken(database.db, cancelled.token, context);
    await database.close();

    // The confirmations go at once; no reminder is due yet.
    await runServer("2027-11-03T15:00:01Z");
    expect(subjectsTo("kept@example.com")).toEqual([
      "Booked: Strategy call with DMV AI Agents",
    ]);
    // A second before the day-ahead reminder (15:00 UTC on Sunday 7 November): nothing.
    expect(await runServer("2027-11-07T14:59:59Z")).toBe(0);
    // At its time, after a restart: sent once, however often the worker looks.
    await runServer("2027-11-07T15:00:00Z");
    await runServer("2027-11-07T15:30:00Z");
    expect(subjectsTo("kept@example.com")).toEqual([
      "Booked: Strategy call with DMV AI Agents",
      "Reminder: Strategy call with DMV AI Agents tomorrow",
    ]);
    await runServer("2027-11-08T14:00:00Z");
    await runServer("2027-11-08T14:10:00Z");
    expect(subjectsTo("kept@example.com").at(-1)).toBe(
      "Reminder: Strategy call with DMV AI Agents in one hour",
    );
    expect(subjectsTo("kept@example.com")).toHaveLength(3);
    // The cancelled call gets none; the moved call's old ones never go.
    expect(
      subjectsTo("cancelled@example.com").filter((s) =>
        s.startsWith("Reminder"),
      ),
    ).toEqual([]);
    expect(
      subjectsTo("moved@example.com").filter((s) => s.startsWith("Reminder")),
    ).toEqual([]);
    // Its new ones follow it to Tuesday.
    await runServer("2027-11-09T15:00:00Z");
    expect(
      subjectsTo("moved@example.com").filter((s) => s.startsWith("Reminder")),
    ).toEqual([
      "Reminder: Strategy call with DMV AI Agents tomorrow",
      "Reminder: Strategy call with DMV AI Agents in one hour",
    ]);
    const cancelMail = smtp.received.find(
      (mail) =>
        mail.to.includes("cancelled@example.com") &&
        mail.subject.startsWith("Cancelled"),
    );
    expect(cancelMail?.raw).toMatch(/method=CANCEL/i);
  }, 60_000);
});
