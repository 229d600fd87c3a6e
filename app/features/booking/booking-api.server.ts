/**
 * The booking's JSON API (product.md D12): `GET /api/booking/slots` lists the free calls in a
 * visitor's zone, `POST /api/bookings` books one through the one submission pipeline (Origin,
 * rate limit, schema, honeypot, idempotency key), and the `/book` page's action posts the same.
 */
import { randomUUID } from "node:crypto";
import { queryParameters } from "#app/lib/address-parts.ts";
import type { ApiAnswer, ApiRequest } from "#app/services/api.server.ts";
import {
  databaseErrorCode,
  getDatabase,
  type Database,
} from "#app/services/db/client.server.ts";
import { recordAnswer } from "#app/services/idempotency.server.ts";
import { getLogger } from "#app/services/logger.server.ts";
import type {
  StoreContext,
  StoreOutcome,
  SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import {
  bookingConfig,
  createBooking,
  formatCallTime,
  listFreeSlots,
  type BookingConfig,
} from "./booking.server.ts";
import { type BookingData, BookingSchema, bookingMessages } from "./schema.ts";
import { isTimeZone, slotsBetween, type Interval } from "./slots.server.ts";

export const bookingApiMessages = {
  booked:
    "Your call is booked. The calendar invite is on its way to your inbox.",
  invalidSlot:
    "That time cannot be booked: calls are on weekdays within our business hours, at least a few hours ahead and within the next weeks.",
  taken:
    "Someone booked that time a moment ago. Please choose another of the times below.",
  query:
    "Give from and to as YYYY-MM-DD dates (to not before from) and tz as an IANA time zone such as America/New_York.",
  method: "Use GET to list the free times.",
  unavailable:
    "The free times cannot be listed just now. Please try again in a few minutes.",
} as const;

/** Slots as the API answers them: UTC ISO instants. */
export const slotJson = (slot: Interval) => ({
  start: slot.start.toISOString(),
  end: slot.end.toISOString(),
});

/** The booking endpoint with a configuration and clock of its own (tests); the environment's by default. */
export function createBookingsEndpoint(
  config: () => BookingConfig = bookingConfig,
  clock: () => Date = () => new Date(),
) {
  async function storeBooking(
    db: Database,
    data: BookingData,
    context: StoreContext,
  ): Promise<StoreOutcome> {
    // A bot that filled the honeypot is answered like a person; nothing is booked.
    if (context.spam)
      return {
        body: {
          id: randomUUID(),
          start: data.start,
          end: data.start,
        },
      };
    const result = await createBooking(
      db,
      data,
      {
        now: clock(),
        id: context.itemId,
        webhook: context.webhook,
        linkOrigin: context.linkOrigin,
        config: config(),
      },
      (tx, booking) =>
        recordAnswer(tx, context.idempotency, {
          body: bookedBody(booking),
        }),
    );
    if (result.kind === "invalid-slot")
      return {
        status: 400,
        body: {
          message: bookingApiMessages.invalidSlot,
          errors: { start: bookingMessages.slot },
        },
      };
    if (result.kind === "taken")
      return {
        status: 409,
        body: {
          message: bookingApiMessages.taken,
          errors: { start: bookingApiMessages.taken },
          slots: result.slots.map(slotJson),
        },
      };
    return { body: bookedBody(result.booking) };
  }

  return {
    name: "bookings",
    schema: BookingSchema,
    store: storeBooking,
    recordsGoal: true,
    successMessage: bookingApiMessages.booked,
  } satisfies SubmissionEndpoint<typeof BookingSchema>;
}

/** The 201's body; `when` is the call's time as the visitor's zone writes it, for the page. */
const bookedBody = (booking: {
  id: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  email: string;
}) => ({
  id: booking.id,
  start: booking.startsAt.toISOString(),
  end: booking.endsAt.toISOString(),
  when: formatCallTime(booking.startsAt, booking.timeZone),
  timeZone: booking.timeZone,
});

export const bookingsEndpoint = createBookingsEndpoint();

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `GET /api/booking/slots?from=YYYY-MM-DD&to=YYYY-MM-DD&tz=IANA`. */
export async function answerSlots(
  request: Pick<ApiRequest, "method" | "url">,
  {
    db = getDatabase().db,
    config = bookingConfig(),
    now = new Date(),
  }: { db?: Database; config?: BookingConfig; now?: Date } = {},
): Promise<ApiAnswer> {
  if (request.method !== "GET" && request.method !== "HEAD")
    return {
      status: 405,
      body: { message: bookingApiMessages.method },
      headers: { Allow: "GET, HEAD" },
    };
  const query = queryParameters(request.url);
  const from = query?.get("from") ?? undefined;
  const to = query?.get("to") ?? undefined;
  const timeZone = query?.get("tz") || config.hours.timeZone;
  if (
    !query ||
    (from !== undefined && !DATE.test(from)) ||
    (to !== undefined && !DATE.test(to)) ||
    (from && to && to < from) ||
    !isTimeZone(timeZone)
  )
    return { status: 400, body: { message: bookingApiMessages.query } };
  try {
    const slots = await listFreeSlots(db, config, now);
    return {
      status: 200,
      body: {
        timeZone,
        slots: slotsBetween(slots, timeZone, from, to).map(slotJson),
      },
    };
  } catch (error) {
    getLogger().error(
      { code: databaseErrorCode(error) },
      "free slots could not be read",
    );
    return { status: 503, body: { message: bookingApiMessages.unavailable } };
  }
}
