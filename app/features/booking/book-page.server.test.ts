import { describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { pageZone, slotDays, zoneLabel } from "./book-page.server.ts";
import { ruleSlots } from "./slots.server.ts";
import { testBookingConfig } from "./test-config.ts";

const config = testBookingConfig;

describe("the booking page's times", () => {
  const slots = ruleSlots(
    site.hours,
    config.rules,
    new Date("2027-03-12T13:00:00Z"),
  );

  it("groups the slots by the visitor's local date and writes them in their zone", () => {
    const madrid = slotDays(slots, "Europe/Madrid");
    expect(madrid[0]).toMatchObject({
      date: "2027-03-12",
      label: "Friday, March 12",
    });
    expect(madrid[0]!.slots[0]).toEqual({
      start: "2027-03-12T17:00:00.000Z",
      label: "6:00 PM",
    });
    const monday = madrid.find((day) => day.date === "2027-03-15")!;
    expect(monday.slots[0]!.label).toBe("2:00 PM");
    const tokyo = slotDays(slots, "Asia/Tokyo");
    // The last calls of a Friday in New York fall on Saturday morning in Tokyo.
    expect(tokyo.some((day) => day.label.startsWith("Saturday"))).toBe(true);
  });

  it("names the zone with its offset, and falls back to Eastern time for an unknown one", () => {
    expect(
      zoneLabel("America/New_York", new Date("2027-03-15T13:00:00Z")),
    ).toBe("America/New York (EDT, UTC-04:00)");
    expect(pageZone("Mars/Olympus", config).timeZone).toBe("America/New_York");
    expect(pageZone(null, config).timeZone).toBe("America/New_York");
    const lisbon = pageZone("Europe/Lisbon", config);
    expect(lisbon.timeZone).toBe("Europe/Lisbon");
    expect(lisbon.zones[0]).toBe("Europe/Lisbon");
  });
});
