/**
 * The team's busy times, read from its calendar's iCal feed (`BOOKING_BUSY_ICS_URL`) with
 * node-ical every few minutes, so that a dentist appointment in the team's calendar is not
 * offered as a free slot. Recurring events are expanded over the booking horizon. Every wait is
 * bounded (the whole read, body included, has a deadline) and a failed read keeps the last good
 * copy: the feed failing never empties the calendar nor stops the bookings. Each instance reads
 * the feed itself; the status (last success, last error) is for `/team`.
 */
import ical, { type VEvent } from "node-ical";
import { DateTime } from "luxon";
import type { Logger } from "pino";
import type { Interval } from "#app/features/booking/slots.server.ts";

/** The longest one read of the feed may take, body included. */
export const BUSY_FEED_TIMEOUT_MS = 10_000;
/** A calendar feed larger than this is refused rather than parsed. */
const MAX_FEED_BYTES = 5 * 1024 * 1024;

export interface BusyFeedStatus {
  configured: boolean;
  lastSuccessAt?: Date;
  lastErrorAt?: Date;
  lastError?: string;
  /** Busy intervals in the copy in use. */
  busyCount: number;
}

let busy: readonly Interval[] = [];
let status: BusyFeedStatus = { configured: false, busyCount: 0 };

/** The busy times of the last good read (none before the first, or without a feed). */
export function getBusyTimes(): readonly Interval[] {
  return busy;
}

/** How the feed is doing: when it was last read, and the last failure. */
export function getBusyFeedStatus(): BusyFeedStatus {
  return { ...status };
}

/** Forgets the feed's copy and status (tests). */
export function resetBusyFeed(): void {
  busy = [];
  status = { configured: false, busyCount: 0 };
}

const isEvent = (entry: unknown): entry is VEvent =>
  typeof entry === "object" &&
  entry !== null &&
  (entry as { type?: unknown }).type === "VEVENT";

/** A full-day event blocks its whole date in the business's zone. */
function fullDay(start: Date, end: Date, zone: string): Interval {
  const day = (date: Date) =>
    DateTime.fromObject(
      {
        year: date.getFullYear(),
        month: date.getMonth() + 1,
        day: date.getDate(),
      },
      { zone },
    ).toJSDate();
  return { start: day(start), end: day(end) };
}

/**
 * The busy intervals of an iCal text between `from` and `to`: every event that is neither
 * cancelled nor marked free, recurring ones expanded. Throws on a text that is not iCalendar.
 */
export function parseBusyTimes(
  text: string,
  from: Date,
  to: Date,
  zone: string,
): Interval[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text))
    throw new Error("the feed is not an iCalendar file");
  const parsed = ical.sync.parseICS(text);
  const intervals: Interval[] = [];
  for (const event of Object.values(parsed).filter(isEvent)) {
    if (String(event.status ?? "").toUpperCase() === "CANCELLED") continue;
    if (String(event.transparency ?? "").toUpperCase() === "TRANSPARENT")
      continue;
    if (!(event.start instanceof Date)) continue;
    const instances = ical.expandRecurringEvent(event, {
      from,
      to,
      expandOngoing: true,
    });
    for (const instance of instances) {
      const start = new Date(instance.start);
      const end = instance.end
        ? new Date(instance.end)
        : new Date(start.getTime() + (instance.isFullDay ? 86_400_000 : 0));
      intervals.push(
        instance.isFullDay ? fullDay(start, end, zone) : { start, end },
      );
    }
  }
  return intervals.filter(
    (interval) =>
      interval.end.getTime() > from.getTime() &&
      interval.start.getTime() < to.getTime(),
  );
}

/** Reads the feed within `timeoutMs`, body included. */
async function readFeed(url: string, timeoutMs: number): Promise<string> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { Accept: "text/calendar" },
  });
  if (!response.ok) throw new Error(`the feed answered ${response.status}`);
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > MAX_FEED_BYTES) throw new Error("the feed is too large");
  const text = await response.text();
  if (text.length > MAX_FEED_BYTES) throw new Error("the feed is too large");
  return text;
}

export interface BusyFeedOptions {
  url: string;
  zone: string;
  horizonDays: number;
  timeoutMs?: number;
  now?: () => Date;
}

/**
 * Reads the feed once. On success its busy times replace the copy in use; on any failure (no
 * answer in time, an error status, garbage) the copy stays and the status records the error.
 */
export async function refreshBusyFeed({
  url,
  zone,
  horizonDays,
  timeoutMs = BUSY_FEED_TIMEOUT_MS,
  now = () => new Date(),
}: BusyFeedOptions): Promise<boolean> {
  status.configured = true;
  try {
    const text = await readFeed(url, timeoutMs);
    const from = now();
    const to = DateTime.fromJSDate(from)
      .plus({ days: horizonDays + 1 })
      .toJSDate();
    busy = parseBusyTimes(
      text,
      new Date(from.getTime() - 86_400_000),
      to,
      zone,
    );
    status = {
      ...status,
      lastSuccessAt: now(),
      busyCount: busy.length,
    };
    return true;
  } catch (error) {
    const message =
      error instanceof Error
        ? error.name === "TimeoutError"
          ? `no answer within ${timeoutMs} ms`
          : error.message
        : String(error);
    status = { ...status, lastErrorAt: now(), lastError: message };
    return false;
  }
}

/** Reads the feed now and every `minutes` until stopped. */
export function startBusyFeed(
  options: BusyFeedOptions & { minutes: number },
  logger: Pick<Logger, "warn">,
): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    const ok = await refreshBusyFeed(options);
    if (!ok)
      logger.warn(
        { lastError: status.lastError },
        "the busy-times calendar feed could not be read; the last good copy stays in use",
      );
    if (!stopped) timer = setTimeout(run, options.minutes * 60_000);
  };
  void run();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** The feed the environment configures (`BOOKING_BUSY_ICS_URL`), or none. */
export function startConfiguredBusyFeed(
  env: {
    BOOKING_BUSY_ICS_URL?: string;
    BOOKING_BUSY_REFRESH_MINUTES: number;
    BOOKING_HORIZON_DAYS: number;
  },
  zone: string,
  logger: Pick<Logger, "warn">,
): { stop(): void } | undefined {
  if (!env.BOOKING_BUSY_ICS_URL) return undefined;
  return startBusyFeed(
    {
      url: env.BOOKING_BUSY_ICS_URL,
      zone,
      horizonDays: env.BOOKING_HORIZON_DAYS,
      minutes: env.BOOKING_BUSY_REFRESH_MINUTES,
    },
    logger,
  );
}
