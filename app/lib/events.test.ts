import { describe, expect, it } from "vitest";
import {
  eventDateTile,
  eventStatus,
  formatEventDate,
  formatEventTime,
  isRegistrationOpen,
} from "#app/lib/events.ts";

const workshop = {
  startsAt: "2025-03-20T18:00:00-04:00",
  endsAt: "2025-03-20T20:30:00-04:00",
};

describe("eventStatus", () => {
  it("is upcoming before the start, in progress until the end, past from the end on", () => {
    expect(eventStatus(workshop, "2025-03-20T17:59:59-04:00")).toBe("upcoming");
    expect(eventStatus(workshop, "2025-03-20T18:00:00-04:00")).toBe(
      "in-progress",
    );
    expect(eventStatus(workshop, "2025-03-20T20:29:59-04:00")).toBe(
      "in-progress",
    );
    expect(eventStatus(workshop, "2025-03-20T20:30:00-04:00")).toBe("past");
  });

  it("compares instants, whatever the offset of now", () => {
    // 23:00 UTC is 7 PM in Washington: the workshop is under way.
    expect(eventStatus(workshop, new Date("2025-03-20T23:00:00Z"))).toBe(
      "in-progress",
    );
    expect(eventStatus(workshop, new Date("2026-11-15T12:00:00Z"))).toBe(
      "past",
    );
  });

  it("refuses a date it cannot read", () => {
    expect(() => eventStatus(workshop, "soon")).toThrow(RangeError);
  });
});

describe("isRegistrationOpen", () => {
  it("is open only before the event starts", () => {
    expect(isRegistrationOpen(workshop, "2025-01-01T00:00:00Z")).toBe(true);
    expect(isRegistrationOpen(workshop, "2025-03-20T19:00:00-04:00")).toBe(
      false,
    );
    expect(isRegistrationOpen(workshop, "2026-11-15T00:00:00Z")).toBe(false);
  });
});

describe("formatEventDate", () => {
  it("writes the local date of the ISO text with its weekday", () => {
    expect(formatEventDate("2024-12-12T18:00:00-05:00")).toBe(
      "Thursday, December 12, 2024",
    );
    expect(formatEventDate(workshop.startsAt)).toBe("Thursday, March 20, 2025");
  });
});

describe("formatEventTime", () => {
  it("writes the local time span, with AM/PM once when both are the same", () => {
    expect(formatEventTime(workshop)).toBe("6:00-8:30 PM");
    expect(
      formatEventTime({
        startsAt: "2025-02-06T09:30:00-05:00",
        endsAt: "2025-02-06T13:00:00-05:00",
      }),
    ).toBe("9:30 AM-1:00 PM");
    expect(
      formatEventTime({
        startsAt: "2025-02-06T12:00:00-05:00",
        endsAt: "2025-02-06T12:45:00-05:00",
      }),
    ).toBe("12:00-12:45 PM");
  });
});

describe("eventDateTile", () => {
  it("gives the short month and the day of the local date", () => {
    expect(eventDateTile("2024-12-12T18:00:00-05:00")).toEqual({
      month: "Dec",
      day: 12,
    });
    expect(eventDateTile("2025-03-05T09:00:00-05:00")).toEqual({
      month: "Mar",
      day: 5,
    });
  });
});
