/**
 * Booking, moving and cancelling strategy calls, and the time the team blocks (product.md D12).
 * Every write runs in one transaction that first takes a transaction-level advisory lock shared
 * by all booking writes, then checks the slot against what is taken (bookings with their buffer,
 * blocks, busy times, the calls per day) and writes the booking with its e-mails, reminders and
 * the team's notification. The exclusion constraint `bookings_no_overlap` stands behind the
 * check: two live bookings never overlap, whatever the instances or the code paths.
 */
import { and, asc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { site } from "#app/content/site.ts";
import { getBusyTimes } from "#app/features/booking/busy-feed.server.ts";
import {
  googleCalendarLink,
  inviteIcs,
  outlookCalendarLink,
  callLocation,
  callTitle,
  type InviteDetails,
} from "#app/features/booking/invite.server.ts";
import {
  freeSlots,
  isTimeZone,
  ruleSlotAt,
  slotConflict,
  type BookingRules,
  type BusinessHours,
  type Interval,
} from "#app/features/booking/slots.server.ts";
import type { BookingData } from "#app/features/booking/schema.ts";
import {
  databaseErrorCode,
  type Database,
} from "#app/services/db/client.server.ts";
import {
  bookingBlocks,
  bookings,
  type Booking,
  type BookingBlock,
} from "#app/services/db/schema.server.ts";
import { getEnv } from "#app/services/env.server.ts";
import {
  enqueueAccountEmail,
  enqueueNotification,
  withdrawAccountEmails,
} from "#app/services/outbox.server.ts";
import {
  newSecretToken,
  secretTokenHash,
} from "#app/services/secret-tokens.server.ts";

/** Everything that decides which calls can be booked. */
export interface BookingConfig {
  hours: BusinessHours;
  rules: BookingRules;
  /** Until how long before its start a call may be moved or cancelled by the visitor. */
  changeNoticeMinutes: number;
  meetingUrl?: string;
  /** The team's busy times (its calendar feed), as last read. */
  busy: () => readonly Interval[];
}

/** The configuration the environment and the site configuration give. */
export function bookingConfig(): BookingConfig {
  const env = getEnv();
  return {
    hours: site.hours,
    rules: {
      lengthMinutes: env.BOOKING_LENGTH_MINUTES,
      bufferMinutes: env.BOOKING_BUFFER_MINUTES,
      noticeMinutes: env.BOOKING_NOTICE_HOURS * 60,
      horizonDays: env.BOOKING_HORIZON_DAYS,
      callsPerDay: env.BOOKING_CALLS_PER_DAY,
    },
    changeNoticeMinutes: env.BOOKING_CHANGE_NOTICE_HOURS * 60,
    meetingUrl: env.BOOKING_MEETING_URL,
    busy: getBusyTimes,
  };
}

/** PostgreSQL's exclusion_violation: another booking took an overlapping slot. */
const EXCLUSION_VIOLATION = "23P01";
/** The advisory lock every booking write holds until its transaction ends. */
const BOOKING_LOCK = 7_302_433_101;

const REMINDER_KIND = "booking-reminder";
/** The reminders: a day and an hour before the call. */
const REMINDERS = [
  { beforeMinutes: 24 * 60, label: "tomorrow" },
  { beforeMinutes: 60, label: "in one hour" },
] as const;

type Executor = Pick<Database, "select" | "execute">;

/**
 * What the team's change also records (its audit entry), in the change's transaction: the two are
 * stored together or not at all. `changed` is the row the change wrote, when the entry needs it.
 */
export type RecordChange<Changed = void> = (
  tx: Pick<Database, "insert">,
  changed: Changed,
) => Promise<void>;

/** The live bookings, blocks and busy times that touch [from, to). */
async function takenBetween(
  db: Executor,
  config: BookingConfig,
  from: Date,
  to: Date,
  exceptBookingId?: string,
) {
  const live = await db
    .select({ id: bookings.id, start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        isNull(bookings.cancelledAt),
        lt(bookings.startsAt, to),
        gt(bookings.blockedUntil, from),
      ),
    );
  const blocks = await db
    .select({ start: bookingBlocks.startsAt, end: bookingBlocks.endsAt })
    .from(bookingBlocks)
    .where(and(lt(bookingBlocks.startsAt, to), gt(bookingBlocks.endsAt, from)));
  return {
    bookings: live.filter((booking) => booking.id !== exceptBookingId),
    busy: [...blocks, ...config.busy()],
  };
}

/** The window the free slots of `now` lie in, with a day's margin for the calls per day. */
function window(config: BookingConfig, now: Date) {
  return {
    from: new Date(now.getTime() - 86_400_000),
    to: DateTime.fromJSDate(now)
      .plus({ days: config.rules.horizonDays + 2 })
      .toJSDate(),
  };
}

/** The calls that can be booked now. */
export async function listFreeSlots(
  db: Executor,
  config: BookingConfig,
  now: Date,
): Promise<Interval[]> {
  const { from, to } = window(config, now);
  const taken = await takenBetween(db, config, from, to);
  return freeSlots(config.hours, config.rules, now, taken);
}

export type SlotRefusal =
  /** Not a slot of the rules: outside the hours, inside the notice or past the horizon. */
  | { kind: "invalid-slot" }
  /** Taken a moment ago (or blocked): the free slots as they are now. */
  | { kind: "taken"; slots: Interval[] };

export interface BookingContext {
  now: Date;
  /** A new booking's id: the submission's, which its inbox item and goal share. */
  id?: string;
  webhook: boolean;
  /** The origin of the links e-mailed (the manage link). */
  linkOrigin: string;
  config: BookingConfig;
}

export const manageUrl = (origin: string, token: string) =>
  `${origin}/book/manage?token=${encodeURIComponent(token)}`;

/** "Monday 15 March 2027, 9:00 AM EDT" in `zone`. */
export function formatCallTime(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone })
    .setLocale("en-US")
    .toFormat("cccc d LLLL yyyy, h:mm a ZZZZ");
}

/** The call's time for the visitor: in their zone, with New York's beside it when it differs. */
function whenText(booking: Booking, hours: BusinessHours): string {
  const theirs = formatCallTime(booking.startsAt, booking.timeZone);
  if (booking.timeZone === hours.timeZone) return theirs;
  return `${theirs} (${booking.timeZone}); ${formatCallTime(booking.startsAt, hours.timeZone)} in our office`;
}

const callOf = (booking: Booking) => ({
  id: booking.id,
  name: booking.name,
  email: booking.email,
  startsAt: booking.startsAt,
  endsAt: booking.endsAt,
  sequence: booking.sequence,
});

function inviteDetails(
  config: BookingConfig,
  origin: string,
  token?: string,
): InviteDetails {
  return {
    meetingUrl: config.meetingUrl,
    manageUrl: token ? manageUrl(origin, token) : `${origin}/book`,
  };
}

/** The visitor's e-mail with the invite: a new or moved call (REQUEST) or a cancelled one. */
async function queueVisitorEmail(
  tx: Parameters<typeof enqueueAccountEmail>[0],
  booking: Booking,
  change: "booked" | "moved" | "cancelled",
  context: BookingContext,
  token?: string,
) {
  const details = inviteDetails(context.config, context.linkOrigin, token);
  const call = callOf(booking);
  const when = whenText(booking, context.config.hours);
  const changeHours = context.config.changeNoticeMinutes / 60;
  const lines =
    change === "cancelled"
      ? [
          `Hi ${booking.name},`,
          "",
          `Your strategy call on ${when} is cancelled. The attached update removes it from your calendar.`,
          "",
          `Book another time whenever suits you: ${context.linkOrigin}/book`,
          "",
          `Questions? Reply to this e-mail or call us at ${site.phone}.`,
        ]
      : [
          `Hi ${booking.name},`,
          "",
          change === "booked"
            ? `Your 30-minute strategy call with ${site.name} is booked for ${when}.`
            : `Your strategy call has moved to ${when}.`,
          "",
          `Where: ${callLocation(details)}`,
          "",
          "The attached invite adds the call to your calendar. Or add it here:",
          `Google Calendar: ${googleCalendarLink(call, details)}`,
          `Outlook: ${outlookCalendarLink(call, details)}`,
          "",
          `Need another time? Move or cancel the call until ${changeHours} hours before it starts: ${details.manageUrl}`,
          "",
          `Talk soon,`,
          site.name,
        ];
  const subject =
    change === "cancelled"
      ? `Cancelled: ${callTitle}`
      : change === "moved"
        ? `Moved: ${callTitle}, ${formatCallTime(booking.startsAt, booking.timeZone)}`
        : `Booked: ${callTitle}, ${formatCallTime(booking.startsAt, booking.timeZone)}`;
  await enqueueAccountEmail(tx, `booking-${change}`, {
    to: booking.email,
    subject,
    text: lines.join("\n"),
    calendar: {
      method: change === "cancelled" ? "CANCEL" : "REQUEST",
      content: inviteIcs(
        call,
        details,
        change === "cancelled" ? "CANCEL" : "REQUEST",
        context.now,
      ),
    },
    about: booking.id,
  });
}

/** The reminders still ahead of `now`, each due at its time even after a restart. */
async function queueReminders(
  tx: Parameters<typeof enqueueAccountEmail>[0],
  booking: Booking,
  context: BookingContext,
  token?: string,
) {
  const details = inviteDetails(context.config, context.linkOrigin, token);
  for (const reminder of REMINDERS) {
    const due = new Date(
      booking.startsAt.getTime() - reminder.beforeMinutes * 60_000,
    );
    if (due.getTime() <= context.now.getTime()) continue;
    await enqueueAccountEmail(
      tx,
      REMINDER_KIND,
      {
        to: booking.email,
        subject: `Reminder: ${callTitle} ${reminder.label}`,
        text: [
          `Hi ${booking.name},`,
          "",
          `A reminder of your strategy call on ${whenText(booking, context.config.hours)}.`,
          `Where: ${callLocation(details)}`,
          "",
          `Move or cancel: ${details.manageUrl}`,
        ].join("\n"),
        about: booking.id,
      },
      { notBefore: due },
    );
  }
}

async function queueTeamNotification(
  tx: Parameters<typeof enqueueNotification>[0],
  booking: Booking,
  change: "booked" | "moved" | "cancelled",
  context: BookingContext,
) {
  const when = formatCallTime(booking.startsAt, context.config.hours.timeZone);
  const verb = { booked: "New", moved: "Moved", cancelled: "Cancelled" }[
    change
  ];
  await enqueueNotification(
    tx,
    {
      kind: change === "booked" ? "booking" : `booking-${change}`,
      id: booking.id,
      subject: `${verb} strategy call: ${booking.company} (${booking.name}), ${when}`,
      replyTo: { name: booking.name, email: booking.email },
      fields: [
        { label: "Call", value: when },
        { label: "Name", value: booking.name },
        { label: "Email", value: booking.email },
        { label: "Phone", value: booking.phone ?? "(not given)" },
        { label: "Company", value: booking.company },
        { label: "Business type", value: booking.businessType },
        { label: "To discuss", value: booking.topic },
        { label: "Visitor's time zone", value: booking.timeZone },
        ...(booking.cancelledBy
          ? [{ label: "Cancelled by", value: booking.cancelledBy }]
          : []),
      ],
      data: {
        id: booking.id,
        start: booking.startsAt.toISOString(),
        end: booking.endsAt.toISOString(),
        name: booking.name,
        email: booking.email,
        phone: booking.phone,
        company: booking.company,
        businessType: booking.businessType,
        topic: booking.topic,
        timeZone: booking.timeZone,
        status: change,
      },
      submittedAt: context.now.toISOString(),
    },
    { webhook: context.webhook },
  );
}

/** Takes the booking writes' lock and checks the slot again inside the transaction. */
async function checkSlotInTransaction(
  tx: Executor,
  slot: Interval,
  context: BookingContext,
  exceptBookingId?: string,
): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK})`);
  const { from, to } = window(context.config, slot.start);
  const taken = await takenBetween(
    tx,
    context.config,
    from,
    to,
    exceptBookingId,
  );
  return (
    slotConflict(slot, taken, context.config.hours, context.config.rules) ===
    null
  );
}

class SlotTaken extends Error {}

/** The answer to a slot that was taken: the free slots as they are now. */
async function taken(db: Database, context: BookingContext) {
  return {
    kind: "taken" as const,
    slots: await listFreeSlots(db, context.config, context.now),
  };
}

export type CreateBookingResult =
  SlotRefusal | { kind: "booked"; booking: Booking; token: string };

/** Books a call: the row, the visitor's invite, the reminders and the team's notification. */
export async function createBooking(
  db: Database,
  data: BookingData,
  context: BookingContext,
  record?: (tx: Database, booking: Booking) => Promise<void>,
): Promise<CreateBookingResult> {
  const { hours, rules } = context.config;
  const slot = ruleSlotAt(new Date(data.start), hours, rules, context.now);
  if (!slot) return { kind: "invalid-slot" };
  const token = newSecretToken();
  try {
    const booking = await db.transaction(async (tx) => {
      if (!(await checkSlotInTransaction(tx, slot, context)))
        throw new SlotTaken();
      const [row] = await tx
        .insert(bookings)
        .values({
          id: context.id,
          name: data.name,
          email: data.email,
          phone: data.phone || null,
          company: data.company,
          businessType: data.businessType,
          topic: data.topic,
          timeZone:
            data.timeZone && isTimeZone(data.timeZone)
              ? data.timeZone
              : hours.timeZone,
          startsAt: slot.start,
          endsAt: slot.end,
          blockedUntil: new Date(
            slot.end.getTime() + rules.bufferMinutes * 60_000,
          ),
          manageTokenHash: secretTokenHash(token),
          ...data.attribution,
          createdAt: context.now,
          updatedAt: context.now,
        })
        .returning();
      const booking = row!;
      await queueVisitorEmail(tx, booking, "booked", context, token);
      await queueReminders(tx, booking, context, token);
      await queueTeamNotification(tx, booking, "booked", context);
      await record?.(tx as unknown as Database, booking);
      return booking;
    });
    return { kind: "booked", booking, token };
  } catch (error) {
    if (
      error instanceof SlotTaken ||
      databaseErrorCode(error) === EXCLUSION_VIOLATION
    )
      return taken(db, context);
    throw error;
  }
}

/** The live or cancelled booking a manage link opens, or undefined. */
export async function findBookingByToken(
  db: Pick<Database, "select">,
  token: string,
): Promise<Booking | undefined> {
  if (!token || token.length > 100) return undefined;
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.manageTokenHash, secretTokenHash(token)));
  return booking;
}

/** Whether the visitor may still move or cancel the call themselves. */
export function changeAllowed(
  booking: Booking,
  config: Pick<BookingConfig, "changeNoticeMinutes">,
  now: Date,
): boolean {
  return (
    booking.cancelledAt === null &&
    booking.startsAt.getTime() - config.changeNoticeMinutes * 60_000 >
      now.getTime()
  );
}

export type ChangeRefusal = { kind: "not-found" } | { kind: "too-late" };

/** Moves a call to another free slot: same UID, SEQUENCE + 1, new reminders. */
export async function rescheduleBooking(
  db: Database,
  token: string,
  start: Date,
  context: BookingContext,
): Promise<ChangeRefusal | SlotRefusal | { kind: "moved"; booking: Booking }> {
  const current = await findBookingByToken(db, token);
  if (!current || current.cancelledAt) return { kind: "not-found" };
  if (!changeAllowed(current, context.config, context.now))
    return { kind: "too-late" };
  const { hours, rules } = context.config;
  const slot = ruleSlotAt(start, hours, rules, context.now);
  if (!slot) return { kind: "invalid-slot" };
  try {
    const moved = await db.transaction(async (tx) => {
      if (!(await checkSlotInTransaction(tx, slot, context, current.id)))
        throw new SlotTaken();
      const [row] = await tx
        .update(bookings)
        .set({
          startsAt: slot.start,
          endsAt: slot.end,
          blockedUntil: new Date(
            slot.end.getTime() + rules.bufferMinutes * 60_000,
          ),
          sequence: sql`${bookings.sequence} + 1`,
          updatedAt: context.now,
        })
        .where(and(eq(bookings.id, current.id), isNull(bookings.cancelledAt)))
        .returning();
      if (!row) throw new SlotTaken();
      await withdrawAccountEmails(tx, REMINDER_KIND, row.id);
      await queueVisitorEmail(tx, row, "moved", context, token);
      await queueReminders(tx, row, context, token);
      await queueTeamNotification(tx, row, "moved", context);
      return row;
    });
    return { kind: "moved", booking: moved };
  } catch (error) {
    if (
      error instanceof SlotTaken ||
      databaseErrorCode(error) === EXCLUSION_VIOLATION
    )
      return taken(db, context);
    throw error;
  }
}

/** Cancels a live booking: METHOD:CANCEL with the same UID, reminders withdrawn. */
async function cancel(
  db: Database,
  booking: Booking,
  actor: string,
  context: BookingContext,
  { token, record }: { token?: string; record?: RecordChange } = {},
): Promise<Booking | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({
        cancelledAt: context.now,
        cancelledBy: actor,
        sequence: sql`${bookings.sequence} + 1`,
        updatedAt: context.now,
      })
      .where(and(eq(bookings.id, booking.id), isNull(bookings.cancelledAt)))
      .returning();
    if (!row) return undefined;
    await withdrawAccountEmails(tx, REMINDER_KIND, row.id);
    await queueVisitorEmail(tx, row, "cancelled", context, token);
    await queueTeamNotification(tx, row, "cancelled", context);
    await record?.(tx);
    return row;
  });
}

/** A booking by its id (for `/team`). */
export async function findBooking(
  db: Pick<Database, "select">,
  bookingId: string,
): Promise<Booking | undefined> {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return booking;
}

/** The visitor cancels through the manage link, until the change notice. */
export async function cancelBookingByToken(
  db: Database,
  token: string,
  context: BookingContext,
): Promise<ChangeRefusal | { kind: "cancelled"; booking: Booking }> {
  const current = await findBookingByToken(db, token);
  if (!current || current.cancelledAt) return { kind: "not-found" };
  if (!changeAllowed(current, context.config, context.now))
    return { kind: "too-late" };
  const booking = await cancel(db, current, "visitor", context, { token });
  return booking ? { kind: "cancelled", booking } : { kind: "not-found" };
}

/**
 * The team cancels a call on the visitor's behalf (for `/team`): at any time before it starts;
 * the visitor gets the same cancellation as when they cancel themselves.
 */
export async function cancelBookingForVisitor(
  db: Database,
  bookingId: string,
  {
    actor,
    record,
    ...context
  }: BookingContext & { actor: string; record?: RecordChange },
): Promise<ChangeRefusal | { kind: "cancelled"; booking: Booking }> {
  const [current] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!current || current.cancelledAt) return { kind: "not-found" };
  if (current.startsAt.getTime() <= context.now.getTime())
    return { kind: "too-late" };
  const booking = await cancel(db, current, actor, context, { record });
  return booking ? { kind: "cancelled", booking } : { kind: "not-found" };
}

/**
 * Blocks [start, end) from booking (for `/team`): a day off, an event. Calls booked there already
 * stay booked; the team cancels them on the visitor's behalf if it must.
 */
export async function blockTime(
  db: Database,
  {
    start,
    end,
    reason,
    actor,
    record,
  }: {
    start: Date;
    end: Date;
    reason?: string;
    actor: string;
    record?: RecordChange<BookingBlock>;
  },
): Promise<BookingBlock> {
  if (!(end.getTime() > start.getTime()))
    throw new RangeError("a block must end after it starts");
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK})`);
    // The same range sent twice (a second tap, a form sent again) is the block already there.
    const [same] = await tx
      .select()
      .from(bookingBlocks)
      .where(
        and(eq(bookingBlocks.startsAt, start), eq(bookingBlocks.endsAt, end)),
      )
      .limit(1);
    if (same) return same;
    const [block] = await tx
      .insert(bookingBlocks)
      .values({ startsAt: start, endsAt: end, reason, createdBy: actor })
      .returning();
    await record?.(tx, block!);
    return block!;
  });
}

/** Lifts a block; false when there was none with that id. */
export async function unblockTime(
  db: Database,
  blockId: string,
  record?: RecordChange,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(bookingBlocks)
      .where(eq(bookingBlocks.id, blockId))
      .returning({ id: bookingBlocks.id });
    if (removed.length === 0) return false;
    await record?.(tx);
    return true;
  });
}

/** The blocks that end after `from`, earliest first (for `/team`). */
export function listBlocks(
  db: Pick<Database, "select">,
  from: Date,
): Promise<BookingBlock[]> {
  return db
    .select()
    .from(bookingBlocks)
    .where(gt(bookingBlocks.endsAt, from))
    .orderBy(asc(bookingBlocks.startsAt));
}
