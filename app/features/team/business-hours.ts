/**
 * Business hours (product.md D5: the site's configured days and hours, Eastern time) counted
 * backwards, for the inbox's "Needs reply" view: an item is late when more than one business
 * hour has passed since it arrived.
 */
import { site } from "#app/content/site.ts";

export const TEAM_TIME_ZONE = "America/New_York";

const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: TEAM_TIME_ZONE,
  weekday: "long",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

export interface BusinessHours {
  days: readonly string[];
  opens: string;
  closes: string;
}

/** Whether the minute that starts at `instant` is inside business hours. */
function openAt(instant: Date, hours: BusinessHours): boolean {
  let weekday = "";
  let minute = 0;
  for (const part of parts.formatToParts(instant)) {
    if (part.type === "weekday") weekday = part.value;
    if (part.type === "hour") minute += Number(part.value) * 60;
    if (part.type === "minute") minute += Number(part.value);
  }
  return (
    hours.days.includes(weekday) &&
    minute >= minutesOf(hours.opens) &&
    minute < minutesOf(hours.closes)
  );
}

const MINUTE = 60_000;

/**
 * The instant `minutes` business minutes before `now`: an item received before it has waited
 * longer than that. Walks back a minute at a time inside business hours and a quarter of an hour
 * at a time outside them (opening times fall on a quarter hour), a week at most.
 */
export function businessMinutesBefore(
  now: Date,
  minutes: number,
  hours: BusinessHours = site.hours,
): Date {
  // Whole minutes: a business minute is counted when it has fully passed.
  let cursor = Math.floor(now.getTime() / MINUTE) * MINUTE;
  let left = minutes;
  const limit = cursor - 8 * 24 * 60 * MINUTE;
  while (left > 0 && cursor > limit) {
    const previous = new Date(cursor - MINUTE);
    if (openAt(previous, hours)) {
      cursor -= MINUTE;
      left -= 1;
    } else {
      // Closed: jump to the previous quarter hour (or one minute when already on one).
      const step = cursor % (15 * MINUTE) || 15 * MINUTE;
      cursor -= step;
    }
  }
  return new Date(cursor);
}

export const weekdayNames = WEEKDAYS;
