/** POST /api/support: the support form (spec §7). */
import { SupportSchema } from "#app/features/support/schema.ts";
import { storeSupportMessage } from "#app/features/support/support.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import {
  handleSubmission,
  methodNotAllowed,
  type SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import type { Route } from "./+types/support";

export const loader = methodNotAllowed;

export const endpoint = {
  name: "support",
  schema: SupportSchema,
  store: storeSupportMessage,
  successMessage:
    "Message sent successfully! We'll get back to you within 2 hours.",
} satisfies SubmissionEndpoint<typeof SupportSchema>;

export function action({ request, context }: Route.ActionArgs) {
  return handleSubmission(request, context.get(clientAddressContext), endpoint);
}
