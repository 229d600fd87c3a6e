/**
 * What the `/book` and `/book/manage` pages show, worked out on the server so that they work
 * without script: the free calls grouped by the visitor's local date, with their labels written
 * in the zone the page names, and the manage link's booking with what it still allows.
 */
import { z } from "zod";
import { DateTime } from "luxon";
import type { Database } from "#app/services/db/client.server.ts";
import type { Booking } from "#app/services/db/schema.server.ts";
import type {
  StoreContext,
  StoreOutcome,
  SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import {
  bookingConfig,
  cancelBookingByToken,
  changeAllowed,
  findBookingByToken,
  formatCallTime,
  listFreeSlots,
  rescheduleBooking,
  type BookingConfig,
} from "./booking.server.ts";
import { bookingApiMessages } from "./booking-api.server.ts";
import { bookingMessages } from "./schema.ts";
import { isTimeZone, type Interval } from "./slots.server.ts";

/** Zones offered in the picker; the visitor's own is added when it is not among them. */
const COMMON_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Madrid",
  "Europe/Berlin",
  "Asia/Kolkata",
  "Asia/Tokyo",
  "Australia/Sydney",
  "UTC",
];

export interface SlotDay {
  date: string;
  /** "Monday, March 15" */
  label: string;
  slots: { start: string; label: string }[];
}

export interface ZoneChoice {
  timeZone: string;
  /** "Eastern Time (New York)", or the zone's own name */
  label: string;
  zones: string[];
}

/** The page's zone: `?tz=` when it is a real zone, else the business's. */
export function pageZone(tz: string | null, config: BookingConfig): ZoneChoice {
  const timeZone = tz && isTimeZone(tz) ? tz : config.hours.timeZone;
  const zones = COMMON_ZONES.includes(timeZone)
    ? COMMON_ZONES
    : [timeZone, ...COMMON_ZONES];
  return { timeZone, label: zoneLabel(timeZone, new Date()), zones };
}

/** "America/New_York (EST, UTC-5)": the zone named as IANA spells it, with its offset now. */
export function zoneLabel(zone: string, at: Date): string {
  const here = DateTime.fromJSDate(at, { zone }).setLocale("en-US");
  return `${zone.replace(/_/g, " ")} (${here.toFormat("ZZZZ")}, UTC${here.toFormat("ZZ")})`;
}

/** The slots grouped by their local date in `zone`, labelled there. */
export function slotDays(slots: readonly Interval[], zone: string): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const local = DateTime.fromJSDate(slot.start, { zone }).setLocale("en-US");
    const date = local.toISODate() ?? "";
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: local.toFormat("cccc, LLLL d"), slots: [] };
      days.push(day);
    }
    day.slots.push({
      start: slot.start.toISOString(),
      label: local.toFormat("h:mm a"),
    });
  }
  return days;
}

/** The `/book` page's data. */
export async function bookPageData(db: Database, url: URL, now = new Date()) {
  const config = bookingConfig();
  const zone = pageZone(url.searchParams.get("tz"), config);
  const slots = await listFreeSlots(db, config, now);
  return {
    zone,
    days: slotDays(slots, zone.timeZone),
    email: (url.searchParams.get("email") ?? "").slice(0, 254),
    changeNoticeHours: config.changeNoticeMinutes / 60,
  };
}

/** What the manage page shows of a booking. */
export function bookingView(booking: Booking, zone: string) {
  return {
    when: formatCallTime(booking.startsAt, zone),
    start: booking.startsAt.toISOString(),
    name: booking.name,
    cancelled: booking.cancelledAt !== null,
    past: false,
  };
}

/** The `/book/manage` page's data; `booking` is undefined for a link that opens nothing. */
export async function managePageData(db: Database, url: URL, now = new Date()) {
  const config = bookingConfig();
  const token = url.searchParams.get("token") ?? "";
  const booking = await findBookingByToken(db, token);
  const zone = pageZone(
    url.searchParams.get("tz") ?? booking?.timeZone ?? null,
    config,
  );
  if (!booking) return { token: "", zone, booking: undefined, days: [] };
  const allowed = changeAllowed(booking, config, now);
  return {
    token,
    zone,
    booking: {
      ...bookingView(booking, zone.timeZone),
      past: booking.startsAt.getTime() <= now.getTime(),
      allowed,
    },
    days: allowed
      ? slotDays(
          (await listFreeSlots(db, config, now)).filter(
            (slot) => slot.start.getTime() !== booking.startsAt.getTime(),
          ),
          zone.timeZone,
        )
      : [],
    changeNoticeHours: config.changeNoticeMinutes / 60,
  };
}

export const manageMessages = {
  moved: "Your call has moved. The updated invite is on its way to your inbox.",
  cancelled:
    "Your call is cancelled. The cancellation is on its way to your inbox, and it removes the call from your calendar.",
  tooLate:
    "The call is too close to move or cancel here. Please call or e-mail us instead.",
  notFound:
    "This link does not open a booked call any more: the call may have been cancelled.",
} as const;

const ChangeSchema = z.object({
  token: z.string().min(1).max(100),
  intent: z.enum(["reschedule", "cancel"]),
  start: z.string().max(40).optional(),
  tz: z.string().max(64).optional(),
  botcheck: z.string().max(200).optional(),
});

/** The manage page's two forms, through the submission pipeline like every other form. */
export const bookingChangeEndpoint = {
  name: "booking-changes",
  schema: ChangeSchema,
  ignoresIdempotencyKey: true,
  successMessage: (data) =>
    data.intent === "cancel" ? manageMessages.cancelled : manageMessages.moved,
  async store(
    db: Database,
    data: z.output<typeof ChangeSchema>,
    context: StoreContext,
  ): Promise<StoreOutcome> {
    const bookingContext = {
      now: context.now,
      webhook: context.webhook,
      linkOrigin: context.linkOrigin,
      config: bookingConfig(),
    };
    const start = data.start ? new Date(data.start) : undefined;
    if (
      data.intent === "reschedule" &&
      (!start || Number.isNaN(start.getTime()))
    )
      return {
        status: 400,
        body: {
          message: bookingMessages.slot,
          errors: { start: bookingMessages.slot },
        },
      };
    const result =
      data.intent === "cancel"
        ? await cancelBookingByToken(db, data.token, bookingContext)
        : await rescheduleBooking(db, data.token, start!, bookingContext);
    switch (result.kind) {
      case "not-found":
        return { status: 404, body: { message: manageMessages.notFound } };
      case "too-late":
        return { status: 409, body: { message: manageMessages.tooLate } };
      case "invalid-slot":
        return {
          status: 400,
          body: {
            message: bookingApiMessages.invalidSlot,
            errors: { start: bookingMessages.slot },
          },
        };
      case "taken":
        return {
          status: 409,
          body: {
            message: bookingApiMessages.taken,
            errors: { start: bookingApiMessages.taken },
          },
        };
      default:
        return {
          body: {
            when: formatCallTime(
              result.booking.startsAt,
              data.tz && isTimeZone(data.tz)
                ? data.tz
                : result.booking.timeZone,
            ),
          },
        };
    }
  },
} satisfies SubmissionEndpoint<typeof ChangeSchema>;
