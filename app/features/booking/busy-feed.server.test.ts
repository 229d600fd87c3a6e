import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  getBusyFeedStatus,
  getBusyTimes,
  parseBusyTimes,
  refreshBusyFeed,
  resetBusyFeed,
} from "./busy-feed.server.ts";

const zone = "America/New_York";
// A weekly team meeting on Mondays 10:00-11:00 New York time from 1 March 2027, one lunch on
// Tuesday 16 March, a cancelled event and one marked free.
const feed = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Team//Calendar//EN",
  "BEGIN:VTIMEZONE",
  "TZID:America/New_York",
  "BEGIN:STANDARD",
  "DTSTART:20261101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:20270314T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
  "BEGIN:VEVENT",
  "UID:weekly@team",
  "DTSTAMP:20270101T000000Z",
  "DTSTART;TZID=America/New_York:20270301T100000",
  "DTEND;TZID=America/New_York:20270301T110000",
  "RRULE:FREQ=WEEKLY;BYDAY=MO",
  "SUMMARY:Team meeting",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:lunch@team",
  "DTSTAMP:20270101T000000Z",
  "DTSTART:20270316T160000Z",
  "DTEND:20270316T170000Z",
  "SUMMARY:Lunch with a client",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:off@team",
  "DTSTAMP:20270101T000000Z",
  "DTSTART:20270317T160000Z",
  "DTEND:20270317T170000Z",
  "STATUS:CANCELLED",
  "SUMMARY:Cancelled",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:free@team",
  "DTSTAMP:20270101T000000Z",
  "DTSTART:20270318T160000Z",
  "DTEND:20270318T170000Z",
  "TRANSP:TRANSPARENT",
  "SUMMARY:Free",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

const from = new Date("2027-03-12T00:00:00Z");
const to = new Date("2027-03-26T00:00:00Z");

describe("parsing the feed", () => {
  it("expands the weekly event in New York time across the change to daylight saving time", () => {
    const busy = parseBusyTimes(feed, from, to, zone).map(
      (interval) =>
        `${interval.start.toISOString()}/${interval.end.toISOString()}`,
    );
    expect(busy).toContain("2027-03-15T14:00:00.000Z/2027-03-15T15:00:00.000Z");
    expect(busy).toContain("2027-03-22T14:00:00.000Z/2027-03-22T15:00:00.000Z");
    expect(busy).toContain("2027-03-16T16:00:00.000Z/2027-03-16T17:00:00.000Z");
    expect(busy).toHaveLength(3);
  });

  it("refuses a text that is not iCalendar", () => {
    expect(() =>
      parseBusyTimes("<html>Sign in</html>", from, to, zone),
    ).toThrow(/not an iCalendar/);
  });
});

describe("reading the feed from a server", () => {
  let mode: "good" | "stall" | "garbage" | "error" = "good";
  let server: http.Server;
  let url: string;
  const stalled: http.ServerResponse[] = [];

  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      if (mode === "good") {
        response.writeHead(200, { "Content-Type": "text/calendar" });
        response.end(feed);
      } else if (mode === "garbage") {
        response.writeHead(200, { "Content-Type": "text/calendar" });
        response.end("\u0000\u0001 not a calendar at all");
      } else if (mode === "error") {
        response.writeHead(500);
        response.end();
      } else {
        // Headers and half a calendar, then nothing more.
        response.writeHead(200, { "Content-Type": "text/calendar" });
        response.write("BEGIN:VCALENDAR\r\n");
        stalled.push(response);
      }
    });
    await new Promise<void>((resolve) =>
      server.listen(0, "127.0.0.1", resolve),
    );
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/team.ics`;
  });
  afterAll(async () => {
    for (const response of stalled) response.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => resetBusyFeed());

  const refresh = () =>
    refreshBusyFeed({
      url,
      zone,
      horizonDays: 10,
      timeoutMs: 300,
      now: () => new Date("2027-03-12T13:00:00Z"),
    });

  it("keeps the last good copy through a stall, garbage and an error, and says so", async () => {
    mode = "good";
    expect(await refresh()).toBe(true);
    const good = getBusyTimes();
    expect(good.length).toBeGreaterThanOrEqual(2);
    expect(getBusyFeedStatus()).toMatchObject({
      configured: true,
      busyCount: good.length,
    });
    expect(getBusyFeedStatus().lastError).toBeUndefined();

    for (const failing of ["stall", "garbage", "error"] as const) {
      mode = failing;
      const started = Date.now();
      expect(await refresh()).toBe(false);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(getBusyTimes()).toBe(good);
      const status = getBusyFeedStatus();
      expect(status.lastErrorAt).toBeInstanceOf(Date);
      expect(status.lastSuccessAt).toBeInstanceOf(Date);
    }
    mode = "stall";
    await refresh();
    expect(getBusyFeedStatus().lastError).toMatch(/no answer within 300 ms/);
    mode = "garbage";
    await refresh();
    expect(getBusyFeedStatus().lastError).toMatch(/not an iCalendar/);
  });
});
