/**
 * The bookable strategy calls (product.md D12): the business hours of the site configuration,
 * expanded per local calendar date in their own zone, cut to the minimum notice and the horizon,
 * then thinned by what is taken (bookings with their buffer, blocked time, the team's busy
 * calendar, full days). Every computation is on instants; luxon turns a local date and time into
 * an instant, so a day of 23 or 25 hours (the changes to and from daylight saving time) gets the
 * slots its wall clock shows, never a slot shifted by an hour.
 */
import { DateTime } from "luxon";

export interface BusinessHours {
  /** English weekday names ("Monday"), as in the site configuration. */
  days: readonly string[];
  /** "HH:mm", local time in `timeZone`. */
  opens: string;
  closes: string;
  /** IANA zone the hours are kept in. */
  timeZone: string;
}

export interface BookingRules {
  lengthMinutes: number;
  /** Free time kept after every call before the next may start. */
  bufferMinutes: number;
  /** How long before its start a call may still be booked. */
  noticeMinutes: number;
  /** How many calendar days ahead calls may be booked. */
  horizonDays: number;
  /** The most calls on one local date of the business. */
  callsPerDay: number;
}

export interface Interval {
  start: Date;
  end: Date;
}

/** What is already taken when the free slots are worked out. */
export interface Taken {
  /** Booked calls still on (not cancelled), as [start, end). */
  bookings: readonly Interval[];
  /** Time the team blocked, and busy times from its calendar. */
  busy: readonly Interval[];
}

const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

const minutesOf = (time: string) => {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
};

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  return zone.length <= 64 && DateTime.local().setZone(zone).isValid;
}

/** The local calendar date ("YYYY-MM-DD") of `instant` in `zone`. */
export function localDate(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toISODate() ?? "";
}

/**
 * Every slot the rules allow, ignoring what is taken: on each business day from today to the
 * horizon, calls of `lengthMinutes` from opening until the last one that ends by closing, that
 * start at least `noticeMinutes` after `now` and before `now` plus `horizonDays` calendar days.
 */
export function ruleSlots(
  hours: BusinessHours,
  rules: BookingRules,
  now: Date,
): Interval[] {
  const zone = hours.timeZone;
  const earliest = now.getTime() + rules.noticeMinutes * 60_000;
  const here = DateTime.fromJSDate(now, { zone });
  const latest = here.plus({ days: rules.horizonDays }).toMillis();
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const slots: Interval[] = [];
  for (let offset = 0; offset <= rules.horizonDays; offset++) {
    // Calendar arithmetic on the local date, never 24-hour steps.
    const day = here.startOf("day").plus({ days: offset });
    if (!hours.days.includes(WEEKDAYS[day.weekday - 1] ?? "")) continue;
    for (
      let minute = opens;
      minute + rules.lengthMinutes <= closes;
      minute += rules.lengthMinutes
    ) {
      const start = DateTime.fromObject(
        {
          year: day.year,
          month: day.month,
          day: day.day,
          hour: Math.floor(minute / 60),
          minute: minute % 60,
        },
        { zone },
      );
      const startMs = start.toMillis();
      if (startMs < earliest || startMs >= latest) continue;
      slots.push({
        start: new Date(startMs),
        end: new Date(startMs + rules.lengthMinutes * 60_000),
      });
    }
  }
  return slots;
}

const overlaps = (a: Interval, b: Interval) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/** A call's time with the buffer kept after it: what two calls may never share. */
export function withBuffer(slot: Interval, bufferMinutes: number): Interval {
  return {
    start: slot.start,
    end: new Date(slot.end.getTime() + bufferMinutes * 60_000),
  };
}

/** Why a slot the rules allow cannot be booked, or null when it can. */
export function slotConflict(
  slot: Interval,
  taken: Taken,
  hours: BusinessHours,
  rules: BookingRules,
): "booked" | "busy" | "day-full" | null {
  const buffered = withBuffer(slot, rules.bufferMinutes);
  if (
    taken.bookings.some((booking) =>
      overlaps(buffered, withBuffer(booking, rules.bufferMinutes)),
    )
  )
    return "booked";
  // The buffer keeps the team's own appointments apart from calls on both sides.
  const margin = {
    start: new Date(slot.start.getTime() - rules.bufferMinutes * 60_000),
    end: buffered.end,
  };
  if (taken.busy.some((busy) => overlaps(margin, busy))) return "busy";
  const date = localDate(slot.start, hours.timeZone);
  const sameDay = taken.bookings.filter(
    (booking) => localDate(booking.start, hours.timeZone) === date,
  ).length;
  if (sameDay >= rules.callsPerDay) return "day-full";
  return null;
}

/** The slots that can be booked now. */
export function freeSlots(
  hours: BusinessHours,
  rules: BookingRules,
  now: Date,
  taken: Taken,
): Interval[] {
  return ruleSlots(hours, rules, now).filter(
    (slot) => slotConflict(slot, taken, hours, rules) === null,
  );
}

/** The slots whose start falls on a local date from `from` to `to` (inclusive) in `zone`. */
export function slotsBetween(
  slots: readonly Interval[],
  zone: string,
  from?: string,
  to?: string,
): Interval[] {
  return slots.filter((slot) => {
    const date = localDate(slot.start, zone);
    return (!from || date >= from) && (!to || date <= to);
  });
}

/** Whether `start` is the start of a slot the rules allow (hours, notice, horizon). */
export function ruleSlotAt(
  start: Date,
  hours: BusinessHours,
  rules: BookingRules,
  now: Date,
): Interval | undefined {
  return ruleSlots(hours, rules, now).find(
    (slot) => slot.start.getTime() === start.getTime(),
  );
}
