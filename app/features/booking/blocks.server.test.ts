import { describe, expect, it } from "vitest";
import { BlockFormSchema, blockRange } from "./blocks.server.ts";

const NEW_YORK = "America/New_York";

describe("the time the team blocks", () => {
  it("is the whole day in New York when no hour is given, 23 hours on the day the clocks go forward", () => {
    const range = blockRange(
      { day: "2027-03-14", from: "", until: "" },
      NEW_YORK,
    )!;
    expect(range.start.toISOString()).toBe("2027-03-14T05:00:00.000Z");
    expect(range.end.toISOString()).toBe("2027-03-15T04:00:00.000Z");
    expect((range.end.getTime() - range.start.getTime()) / 3_600_000).toBe(23);
  });

  it("is a range of hours on the day, as the team reads them on the clock", () => {
    const range = blockRange(
      { day: "2027-11-08", from: "13:00", until: "15:30" },
      NEW_YORK,
    )!;
    expect(range.start.toISOString()).toBe("2027-11-08T18:00:00.000Z");
    expect(range.end.toISOString()).toBe("2027-11-08T20:30:00.000Z");
  });

  it("runs from an hour to the day's end, or from the day's start to an hour", () => {
    expect(
      blockRange(
        { day: "2027-06-01", from: "12:00", until: "" },
        NEW_YORK,
      )!.end.toISOString(),
    ).toBe("2027-06-02T04:00:00.000Z");
    expect(
      blockRange(
        { day: "2027-06-01", from: "", until: "10:00" },
        NEW_YORK,
      )!.start.toISOString(),
    ).toBe("2027-06-01T04:00:00.000Z");
  });

  it("is nothing for an end not after the start or a day that does not exist", () => {
    expect(
      blockRange(
        { day: "2027-06-01", from: "15:00", until: "15:00" },
        NEW_YORK,
      ),
    ).toBeUndefined();
    expect(
      blockRange({ day: "2027-02-30", from: "", until: "" }, NEW_YORK),
    ).toBeUndefined();
  });

  it("is asked with a day, hours written as a clock does, and a short reason", () => {
    expect(
      BlockFormSchema.safeParse({ intent: "block", day: "2027-06-01" }).success,
    ).toBe(true);
    for (const bad of [
      { intent: "block", day: "June 1" },
      { intent: "block", day: "2027-06-01", from: "9am" },
      { intent: "block", day: "2027-06-01", reason: "x".repeat(201) },
      { intent: "unblock", blockId: "not-an-id" },
    ])
      expect(BlockFormSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(
        false,
      );
  });
});
