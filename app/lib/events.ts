/**
 * Event dates: whether an event is still ahead, and how its date and time read. Pure functions of
 * the event's ISO 8601 times and "now", so the server can decide at render time and the browser
 * hydrates with the same answer (product.md D3: past events are labelled as past and offer no
 * registration). Dates are read from the ISO text itself rather than through Intl, whose output
 * differs between ICU versions and would break hydration.
 */

export type EventStatus = "upcoming" | "in-progress" | "past";

interface EventTimes {
  /** ISO 8601 with the event's own UTC offset: "2025-03-20T18:00:00-04:00". */
  startsAt: string;
  endsAt: string;
}

function instant(iso: string): number {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new RangeError(`Not an ISO date-time: ${iso}`);
  return time;
}

/** Upcoming before it starts, in progress until it ends, past from its end on. */
export function eventStatus(
  event: EventTimes,
  now: Date | string,
): EventStatus {
  const at = typeof now === "string" ? instant(now) : now.getTime();
  if (at < instant(event.startsAt)) return "upcoming";
  if (at < instant(event.endsAt)) return "in-progress";
  return "past";
}

/** Registration is offered only for events that have not started. */
export function isRegistrationOpen(
  event: EventTimes,
  now: Date | string,
): boolean {
  return eventStatus(event, now) === "upcoming";
}

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const weekdays = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

function parts(iso: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date-time: ${iso}`);
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  return {
    year: year!,
    month: month!,
    day: day!,
    hour: hour!,
    minute: minute!,
  };
}

/** The local date as written in the ISO text: "Thursday, December 12, 2024". */
export function formatEventDate(iso: string): string {
  const { year, month, day } = parts(iso);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${weekdays[weekday]}, ${months[month - 1]} ${day}, ${year}`;
}

function clock(hour: number, minute: number): { time: string; half: string } {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return {
    time: `${twelve}:${String(minute).padStart(2, "0")}`,
    half: hour < 12 ? "AM" : "PM",
  };
}

/** Short month and day for a calendar tile: { month: "Dec", day: 12 }. */
export function eventDateTile(iso: string): { month: string; day: number } {
  const { month, day } = parts(iso);
  return { month: months[month - 1]!.slice(0, 3), day };
}

/** The local time span: "6:00-8:30 PM", or "9:30 AM-1:00 PM" across noon. */
export function formatEventTime(event: EventTimes): string {
  const start = parts(event.startsAt);
  const end = parts(event.endsAt);
  const from = clock(start.hour, start.minute);
  const to = clock(end.hour, end.minute);
  return from.half === to.half
    ? `${from.time}-${to.time} ${to.half}`
    : `${from.time} ${from.half}-${to.time} ${to.half}`;
}
