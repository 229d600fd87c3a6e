/** POST /api/leads: the free-audit form (spec §7). */
import { leadsEndpoint } from "#app/features/lead/lead.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import {
  handleSubmission,
  methodNotAllowed,
} from "#app/services/submission.server.ts";
import type { Route } from "./+types/leads";

export const loader = methodNotAllowed;

export function action({ request, context }: Route.ActionArgs) {
  return handleSubmission(
    request,
    context.get(clientAddressContext),
    leadsEndpoint,
  );
}
