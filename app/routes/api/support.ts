/** POST /api/support: the support form (spec §7). */
import { supportEndpoint } from "#app/features/support/support.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import {
  handleSubmission,
  methodNotAllowed,
} from "#app/services/submission.server.ts";
import type { Route } from "./+types/support";

export const loader = methodNotAllowed;

export function action({ request, context }: Route.ActionArgs) {
  return handleSubmission(
    request,
    context.get(clientAddressContext),
    supportEndpoint,
  );
}
