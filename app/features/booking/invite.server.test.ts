import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import {
  googleCalendarLink,
  inviteIcs,
  inviteUid,
  outlookCalendarLink,
} from "./invite.server.ts";

const call = {
  id: "5f0c1c1e-6d43-4a8e-9a1f-2d6f5b7e9c10",
  name: "Dana Whitfield",
  email: "dana@example.com",
  startsAt: new Date("2027-03-15T13:00:00Z"),
  endsAt: new Date("2027-03-15T13:30:00Z"),
  sequence: 0,
};
const details = {
  meetingUrl: "https://meet.example.com/strategy",
  manageUrl: "https://www.dmvaiagents.com/book/manage?token=abc",
};
const stamp = new Date("2027-03-10T12:00:00Z");

function parse(text: string) {
  const parsed = ical.sync.parseICS(text);
  const events = Object.values(parsed).filter(
    (entry): entry is VEvent => entry?.type === "VEVENT",
  );
  expect(events).toHaveLength(1);
  return { event: events[0]!, method: /^METHOD:(\w+)/m.exec(text)?.[1] };
}

describe("the invite", () => {
  it("is a REQUEST with the organiser, the attendee, a stable UID and SEQUENCE 0", () => {
    const { event, method } = parse(inviteIcs(call, details, "REQUEST", stamp));
    expect(method).toBe("REQUEST");
    expect(event.uid).toBe(inviteUid(call.id));
    expect(Number(event.sequence)).toBe(0);
    expect(event.start.toISOString()).toBe("2027-03-15T13:00:00.000Z");
    expect(event.end?.toISOString()).toBe("2027-03-15T13:30:00.000Z");
    expect(String(event.location)).toContain("meet.example.com");
    const organizer = event.organizer as unknown as { val: string };
    expect(organizer.val.toLowerCase()).toContain("mailto:");
    const attendee = event.attendee as unknown as { val: string };
    expect(attendee.val.toLowerCase()).toBe("mailto:dana@example.com");
  });

  it("keeps the UID when the call moves and cancels it with a higher SEQUENCE", () => {
    const first = parse(inviteIcs(call, details, "REQUEST", stamp));
    const moved = parse(
      inviteIcs(
        {
          ...call,
          sequence: 1,
          startsAt: new Date("2027-03-16T14:00:00Z"),
          endsAt: new Date("2027-03-16T14:30:00Z"),
        },
        details,
        "REQUEST",
        stamp,
      ),
    );
    const cancelled = parse(
      inviteIcs({ ...call, sequence: 2 }, details, "CANCEL", stamp),
    );
    expect(moved.event.uid).toBe(first.event.uid);
    expect(Number(moved.event.sequence)).toBe(1);
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.event.uid).toBe(first.event.uid);
    expect(Number(cancelled.event.sequence)).toBeGreaterThan(
      Number(moved.event.sequence),
    );
    expect(cancelled.event.status).toBe("CANCELLED");
  });

  it("names the phone when there is no meeting address", () => {
    const { event } = parse(
      inviteIcs(call, { manageUrl: details.manageUrl }, "REQUEST", stamp),
    );
    expect(String(event.location)).toMatch(/^Phone call/);
  });

  it("links to Google Calendar and Outlook with the call's instants", () => {
    const google = new URL(googleCalendarLink(call, details));
    expect(google.searchParams.get("dates")).toBe(
      "20270315T130000Z/20270315T133000Z",
    );
    const outlook = new URL(outlookCalendarLink(call, details));
    expect(outlook.searchParams.get("startdt")).toBe(
      "2027-03-15T13:00:00.000Z",
    );
    expect(outlook.searchParams.get("subject")).toContain("Strategy call");
  });
});
