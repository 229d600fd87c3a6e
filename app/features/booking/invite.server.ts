/**
 * The calendar invite of a booked call: an iCalendar object (RFC 5545/5546) whose UID is the
 * booking's and never changes, so that a calendar updates the one event it holds when the call
 * is moved (METHOD:REQUEST with a higher SEQUENCE) or cancelled (METHOD:CANCEL), and the links
 * that add the call to Google Calendar and Outlook by hand.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { site } from "#app/content/site.ts";

export interface InviteCall {
  id: string;
  name: string;
  email: string;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
}

export interface InviteDetails {
  /** A video meeting's address, or undefined when the team phones the visitor. */
  meetingUrl?: string;
  /** The manage link of the booking. */
  manageUrl: string;
}

/** The event's UID: the booking's id under the site's domain, the same for its whole life. */
export function inviteUid(bookingId: string): string {
  const host = new URL(site.url).hostname;
  return `${bookingId}@${host}`;
}

export const callTitle = `Strategy call with ${site.name}`;

/** Where the call happens, as the invite and the e-mails say it. */
export function callLocation(details: Pick<InviteDetails, "meetingUrl">) {
  return (
    details.meetingUrl ??
    `Phone call: we call the number you gave, or call us at ${site.phone}`
  );
}

function callDescription(details: InviteDetails): string {
  return [
    "A 30-minute conversation about your marketing: what works today, where AI agents can save you time, and what a first month could look like.",
    details.meetingUrl
      ? `Join: ${details.meetingUrl}`
      : `We will call you at the number you gave. No number? Call us at ${site.phone}.`,
    `Move or cancel: ${details.manageUrl}`,
  ].join("\n\n");
}

/** The invite as an .ics text: METHOD:REQUEST for a new or moved call, CANCEL for a cancelled one. */
export function inviteIcs(
  call: InviteCall,
  details: InviteDetails,
  method: "REQUEST" | "CANCEL",
  stamp: Date,
): string {
  const calendar = ical({
    prodId: { company: site.name, product: "Strategy calls", language: "EN" },
    method:
      method === "CANCEL"
        ? ICalCalendarMethod.CANCEL
        : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: inviteUid(call.id),
    sequence: call.sequence,
    stamp,
    start: call.startsAt,
    end: call.endsAt,
    summary: callTitle,
    description: callDescription(details),
    location: callLocation(details),
    url: details.manageUrl,
    status:
      method === "CANCEL"
        ? ICalEventStatus.CANCELLED
        : ICalEventStatus.CONFIRMED,
    organizer: { name: site.name, email: site.email },
    attendees: [
      {
        name: call.name,
        email: call.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: method === "REQUEST",
      },
    ],
  });
  return calendar.toString();
}

const compact = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** "Add to Google Calendar": the call as a new event in the visitor's Google calendar. */
export function googleCalendarLink(call: InviteCall, details: InviteDetails) {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: callTitle,
    dates: `${compact(call.startsAt)}/${compact(call.endsAt)}`,
    details: callDescription(details),
    location: callLocation(details),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** "Add to Outlook": the same, in Outlook on the web. */
export function outlookCalendarLink(call: InviteCall, details: InviteDetails) {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: callTitle,
    startdt: call.startsAt.toISOString(),
    enddt: call.endsAt.toISOString(),
    body: callDescription(details),
    location: callLocation(details),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
