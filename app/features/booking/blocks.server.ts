/**
 * The team's form for blocking time on the booking calendar (`/team/calendar`), as its action
 * parses it: a day in the business's zone, and optionally a range of hours that day. The day
 * and hours become instants through luxon, per local date, so a block on a day the clocks
 * change covers that day as the team reads it.
 */
import { DateTime } from "luxon";
import { z } from "zod";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .or(z.literal(""));

export const BlockFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("block"),
    day,
    from: time.optional().default(""),
    until: time.optional().default(""),
    reason: z.string().trim().max(200).optional().default(""),
  }),
  z.object({ intent: z.literal("unblock"), blockId: z.uuid() }),
]);

export type BlockForm = z.output<typeof BlockFormSchema>;

/**
 * The instants [start, end) that the form's day and hours name in `zone`: the whole day when no
 * hour is given, from an hour to the day's end, or the start of the day to an hour; undefined for
 * a day that does not exist or an end that is not after the start.
 */
export function blockRange(
  form: { day: string; from: string; until: string },
  zone: string,
): { start: Date; end: Date } | undefined {
  const date = DateTime.fromISO(form.day, { zone });
  if (!date.isValid) return undefined;
  const at = (hhmm: string) => {
    const [hour, minute] = hhmm.split(":").map(Number);
    return date.set({ hour, minute, second: 0, millisecond: 0 });
  };
  const start = form.from ? at(form.from) : date.startOf("day");
  const end = form.until
    ? at(form.until)
    : date.plus({ days: 1 }).startOf("day");
  if (end <= start) return undefined;
  return { start: start.toJSDate(), end: end.toJSDate() };
}
