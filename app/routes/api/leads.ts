/** POST /api/leads: the free-audit form (spec §7). */
import { storeLead } from "#app/features/lead/lead.server.ts";
import { LeadSchema } from "#app/features/lead/schema.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import {
  handleSubmission,
  methodNotAllowed,
  type SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import type { Route } from "./+types/leads";

export const loader = methodNotAllowed;

export const endpoint = {
  name: "leads",
  schema: LeadSchema,
  store: storeLead,
  successMessage:
    "Your free audit request has been submitted. We'll contact you within 24 hours.",
} satisfies SubmissionEndpoint<typeof LeadSchema>;

export function action({ request, context }: Route.ActionArgs) {
  return handleSubmission(request, context.get(clientAddressContext), endpoint);
}
