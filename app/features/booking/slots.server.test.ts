import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import {
  freeSlots,
  isTimeZone,
  localDate,
  ruleSlotAt,
  ruleSlots,
  slotConflict,
  slotsBetween,
  type BookingRules,
} from "./slots.server.ts";

const hours = site.hours;
const rules: BookingRules = {
  lengthMinutes: 30,
  bufferMinutes: 15,
  noticeMinutes: 240,
  horizonDays: 30,
  callsPerDay: 8,
};

const at = (iso: string) => new Date(iso);
const local = (slot: { start: Date }, zone: string) =>
  DateTime.fromJSDate(slot.start, { zone }).toFormat("ccc dd HH:mm");
const onDate = <T extends { start: Date }>(slots: T[], date: string) =>
  slots.filter((slot) => localDate(slot.start, hours.timeZone) === date);

describe("rule slots", () => {
  it("reads the business hours from the site configuration", () => {
    expect(hours.timeZone).toBe("America/New_York");
    expect(hours.opens).toBe("09:00");
    expect(hours.closes).toBe("18:00");
  });

  it("gives every business day the same wall-clock slots across the change to daylight saving time (14 March 2027)", () => {
    // Friday 12 March 2027, 08:00 in New York (EST, UTC-5).
    const now = at("2027-03-12T13:00:00Z");
    const slots = ruleSlots(hours, rules, now);
    const friday = onDate(slots, "2027-03-12");
    const monday = onDate(slots, "2027-03-15");
    // Four hours' notice: 12:00 is the first slot on Friday.
    expect(friday[0]?.start.toISOString()).toBe("2027-03-12T17:00:00.000Z");
    expect(friday.at(-1)?.start.toISOString()).toBe("2027-03-12T22:30:00.000Z");
    // Monday is on EDT (UTC-4): 09:00 local is 13:00 UTC, not 14:00.
    expect(monday).toHaveLength(18);
    expect(monday[0]?.start.toISOString()).toBe("2027-03-15T13:00:00.000Z");
    expect(monday.at(-1)?.end.toISOString()).toBe("2027-03-15T22:00:00.000Z");
    expect(onDate(slots, "2027-03-13")).toHaveLength(0);
    expect(onDate(slots, "2027-03-14")).toHaveLength(0);
    for (const slot of slots)
      expect(slot.end.getTime() - slot.start.getTime()).toBe(30 * 60_000);
  });

  it("gives the same wall-clock slots across the change back to standard time (7 November 2027)", () => {
    const now = at("2027-11-05T12:00:00Z"); // Friday 08:00 EDT
    const slots = ruleSlots(hours, rules, now);
    expect(onDate(slots, "2027-11-08")[0]?.start.toISOString()).toBe(
      "2027-11-08T14:00:00.000Z",
    );
    expect(onDate(slots, "2027-11-05")[0]?.start.toISOString()).toBe(
      "2027-11-05T16:00:00.000Z",
    );
    for (const date of ["2027-11-08", "2027-11-09", "2027-11-10"])
      expect(onDate(slots, date)).toHaveLength(18);
  });

  it("shows visitors in Los Angeles and Madrid the instants of New York's hours", () => {
    const slots = ruleSlots(hours, rules, at("2027-03-12T13:00:00Z"));
    const monday = onDate(slots, "2027-03-15");
    // Los Angeles moved to PDT the same night: still three hours behind.
    expect(local(monday[0]!, "America/Los_Angeles")).toBe("Mon 15 06:00");
    // Madrid stays on CET until 28 March: four hours ahead that week, not six.
    expect(local(monday[0]!, "Europe/Madrid")).toBe("Mon 15 14:00");
    const friday = onDate(slots, "2027-03-12");
    expect(local(friday[0]!, "Europe/Madrid")).toBe("Fri 12 18:00");

    const november = ruleSlots(hours, rules, at("2027-11-05T12:00:00Z"));
    const after = onDate(november, "2027-11-08");
    expect(local(after[0]!, "Europe/Madrid")).toBe("Mon 08 15:00");
    expect(local(after[0]!, "America/Los_Angeles")).toBe("Mon 08 06:00");
  });

  it("selects slots by the visitor's local dates", () => {
    const slots = ruleSlots(hours, rules, at("2027-03-12T13:00:00Z"));
    // 17:30 New York on Monday is 22:30 Madrid, still Monday; nothing of Tuesday leaks in.
    const madridMonday = slotsBetween(
      slots,
      "Europe/Madrid",
      "2027-03-15",
      "2027-03-15",
    );
    expect(madridMonday).toHaveLength(18);
  });

  it("ends at the horizon", () => {
    const now = at("2027-03-12T13:00:00Z");
    const slots = ruleSlots(hours, rules, now);
    const last = slots.at(-1)!;
    expect(last.start.getTime()).toBeLessThan(
      DateTime.fromJSDate(now, { zone: hours.timeZone })
        .plus({ days: 30 })
        .toMillis(),
    );
    expect(localDate(last.start, hours.timeZone)).toBe("2027-04-09");
  });

  it("knows a rule slot by its start and nothing else", () => {
    const now = at("2027-03-12T13:00:00Z");
    expect(ruleSlotAt(at("2027-03-15T13:00:00Z"), hours, rules, now)).toEqual({
      start: at("2027-03-15T13:00:00Z"),
      end: at("2027-03-15T13:30:00Z"),
    });
    // 08:30 local, before opening; a Saturday; inside the notice; past the horizon; off the grid.
    for (const iso of [
      "2027-03-15T12:30:00Z",
      "2027-03-13T15:00:00Z",
      "2027-03-12T14:00:00Z",
      "2027-05-03T13:00:00Z",
      "2027-03-15T13:10:00Z",
    ])
      expect(ruleSlotAt(at(iso), hours, rules, now)).toBeUndefined();
  });
});

describe("free slots", () => {
  const now = at("2027-03-12T13:00:00Z");
  const call = (iso: string) => ({
    start: at(iso),
    end: new Date(at(iso).getTime() + 30 * 60_000),
  });

  it("keeps the buffer after a booked call on both sides", () => {
    const taken = { bookings: [call("2027-03-15T14:00:00Z")], busy: [] };
    const free = onDate(freeSlots(hours, rules, now, taken), "2027-03-15").map(
      (slot) => local(slot, hours.timeZone),
    );
    // 10:00 is taken; 09:30 would end within the 15-minute buffer; 10:30 starts inside it.
    expect(free).not.toContain("Mon 15 09:30");
    expect(free).not.toContain("Mon 15 10:00");
    expect(free).not.toContain("Mon 15 10:30");
    expect(free).toContain("Mon 15 09:00");
    expect(free).toContain("Mon 15 11:00");
  });

  it("leaves out blocked and busy time, and a day with its calls all booked", () => {
    const busy = [
      { start: at("2027-03-15T13:00:00Z"), end: at("2027-03-15T22:00:00Z") },
    ];
    expect(
      onDate(
        freeSlots(hours, rules, now, { bookings: [], busy }),
        "2027-03-15",
      ),
    ).toEqual([]);
    const full = {
      bookings: [13, 14, 15, 16, 17, 18, 19, 20].map((hour) =>
        call(`2027-03-16T${hour}:00:00Z`),
      ),
      busy: [],
    };
    expect(onDate(freeSlots(hours, rules, now, full), "2027-03-16")).toEqual(
      [],
    );
    expect(slotConflict(call("2027-03-16T21:00:00Z"), full, hours, rules)).toBe(
      "day-full",
    );
  });

  it("knows the IANA zones", () => {
    expect(isTimeZone("Europe/Madrid")).toBe(true);
    expect(isTimeZone("America/Los_Angeles")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
