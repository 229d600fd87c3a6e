/**
 * The inbox's filters parsed from the URL at the boundary: anything unknown is dropped rather than
 * refused, so an old or edited link still opens.
 */
import { z } from "zod";
import { inboxKinds, inboxStatuses, inboxViews } from "#app/content/team.ts";
import type { InboxFilters } from "./inbox-filters.ts";

const optional = <T extends z.ZodType>(schema: T) =>
  schema.optional().catch(undefined);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const uuid = z.uuid();

const FiltersSchema = z.object({
  view: z.enum(inboxViews).catch("all"),
  type: optional(z.enum(inboxKinds)),
  status: optional(z.enum(inboxStatuses)),
  assignee: optional(z.union([z.literal("none"), uuid])),
  source: optional(z.string().trim().toLowerCase().min(1).max(100)),
  from: optional(day),
  to: optional(day),
  q: optional(z.string().trim().min(1).max(200)),
  after: optional(z.string().max(200)),
});

export function parseInboxFilters(params: URLSearchParams): InboxFilters {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (value !== "") raw[key] ??= value;
  const parsed = FiltersSchema.parse(raw);
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as unknown as InboxFilters;
}
