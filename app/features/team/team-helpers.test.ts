import { describe, expect, it } from "vitest";
import { businessMinutesBefore } from "./business-hours.ts";
import { csvCell, csvRow } from "#app/lib/csv.ts";
import {
  decodeCursor,
  easternDayStart,
  encodeCursor,
  searchQuery,
} from "./inbox-filters.ts";
import { parseInboxFilters } from "./inbox-filters.server.ts";
import { parseTeamArgs } from "../../../scripts/team-lib.ts";

describe("csvCell", () => {
  it.each([
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+1 555", "'+1 555"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", `"'\rcmd"`],
    ["plain", "plain"],
    ['say "hi", then', '"say ""hi"", then"'],
    ["=1,2", `"'=1,2"`],
  ])("makes %j inert and quoted as needed", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("writes empty cells for nothing, and rows with CRLF", () => {
    expect(csvRow([null, undefined, 3])).toBe(",,3\r\n");
  });
});

describe("businessMinutesBefore", () => {
  it("counts an hour inside business hours", () => {
    // Tuesday 2026-11-24 15:30 Eastern (20:30 UTC).
    expect(
      businessMinutesBefore(new Date("2026-11-24T20:30:00Z"), 60).toISOString(),
    ).toBe("2026-11-24T19:30:00.000Z");
  });

  it("skips the night and the weekend", () => {
    // Monday 09:30 Eastern: half an hour on Monday, half an hour on Friday before 18:00.
    expect(
      businessMinutesBefore(new Date("2026-11-23T14:30:00Z"), 60).toISOString(),
    ).toBe("2026-11-20T22:30:00.000Z");
    // Saturday noon: the last hour of Friday.
    expect(
      businessMinutesBefore(new Date("2026-11-21T17:00:00Z"), 60).toISOString(),
    ).toBe("2026-11-20T22:00:00.000Z");
  });
});

describe("the inbox's filters", () => {
  it("keeps what it knows and drops the rest", () => {
    expect(
      parseInboxFilters(
        new URLSearchParams(
          "view=mine&type=audit&status=bogus&assignee=none&source=Google&from=2026-11-01&to=nope&q=+dental+",
        ),
      ),
    ).toEqual({
      view: "mine",
      type: "audit",
      assignee: "none",
      source: "google",
      from: "2026-11-01",
      q: "dental",
    });
    expect(parseInboxFilters(new URLSearchParams("view=everything"))).toEqual({
      view: "all",
    });
  });

  it("round-trips a cursor and refuses a forged one", () => {
    const id = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
    const cursor = encodeCursor("2026-11-20T15:00:00.123456Z", id);
    expect(decodeCursor(cursor)).toEqual({
      receivedAt: "2026-11-20T15:00:00.123456Z",
      id,
    });
    expect(decodeCursor(Buffer.from("x|y").toString("base64url"))).toBe(
      undefined,
    );
  });

  it("makes a prefix search of the words, quoted", () => {
    expect(searchQuery("Dana's dental")).toBe("'dana''s':* & 'dental':*");
    expect(searchQuery("!!! ")).toBeUndefined();
  });

  it("starts an Eastern day at its midnight, in and out of daylight time", () => {
    expect(easternDayStart("2026-11-20").toISOString()).toBe(
      "2026-11-20T05:00:00.000Z",
    );
    expect(easternDayStart("2026-07-04").toISOString()).toBe(
      "2026-07-04T04:00:00.000Z",
    );
  });
});

describe("npm run team", () => {
  it("reads invite EMAIL --role", () => {
    expect(parseTeamArgs(["invite", "a@b.example", "--role", "owner"])).toEqual(
      { command: "invite", email: "a@b.example", role: "owner" },
    );
    expect(parseTeamArgs(["invite", "a@b.example", "--role=staff"]).role).toBe(
      "staff",
    );
  });

  it.each([
    [[]],
    [["invite"]],
    [["invite", "not-an-address", "--role", "staff"]],
    [["invite", "a@b.example"]],
    [["invite", "a@b.example", "--role", "customer"]],
    [["invite", "a@b.example", "--role", "staff", "--force"]],
  ])("refuses %j", (args) => {
    expect(() => parseTeamArgs(args)).toThrow();
  });
});
