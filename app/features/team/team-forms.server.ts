/** The forms of the team's pages and of deletion on request, as their actions parse them. */
import { z } from "zod";
import { teamRoles } from "#app/content/team.ts";

export const PeopleFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("invite"),
    email: z.email().max(254),
    role: z.enum(teamRoles),
  }),
  z.object({
    intent: z.literal("role"),
    userId: z.uuid(),
    role: z.enum(teamRoles),
  }),
  z.object({ intent: z.literal("remove"), userId: z.uuid() }),
]);

export const PrivacyFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("review"), email: z.email().max(254) }),
  z.object({
    intent: z.literal("delete"),
    email: z.email().max(254),
    confirm: z.string().max(254),
  }),
]);
