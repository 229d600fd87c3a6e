/** POST /api/resource-requests: "Access Resource" / "Download Free", stored as a lead. */
import { resourceRequestEndpoint } from "#app/features/resource-request/resource-request.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import {
  handleSubmission,
  methodNotAllowed,
} from "#app/services/submission.server.ts";
import type { Route } from "./+types/resource-requests";

export const loader = methodNotAllowed;

export function action({ request, context }: Route.ActionArgs) {
  return handleSubmission(
    request,
    context.get(clientAddressContext),
    resourceRequestEndpoint,
  );
}
