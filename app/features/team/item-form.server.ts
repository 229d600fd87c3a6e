/**
 * The item page's forms as its action reads them (`intent` names the form), parsed at the
 * boundary.
 */
import { z } from "zod";
import { inboxStatuses } from "#app/content/team.ts";

const version = z.coerce.number().int().min(0);

export const ItemFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    version,
    status: z.enum(inboxStatuses),
    lostReason: z.string().trim().max(500).optional().default(""),
  }),
  z.object({
    intent: z.literal("assign"),
    version,
    assigneeId: z.union([z.literal(""), z.uuid()]),
  }),
  z.object({
    intent: z.literal("note"),
    text: z.string().trim().max(5000),
  }),
  z.object({ intent: z.literal("cancel-booking") }),
]);

export type ItemForm = z.output<typeof ItemFormSchema>;
