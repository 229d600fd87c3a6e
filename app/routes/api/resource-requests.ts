/** POST /api/resource-requests: "Access Resource" / "Download Free", stored as a lead. */
import { storeResourceRequest } from "#app/features/resource-request/resource-request.server.ts";
import { ResourceRequestSchema } from "#app/features/resource-request/schema.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import {
  handleSubmission,
  methodNotAllowed,
  type SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import type { Route } from "./+types/resource-requests";

export const loader = methodNotAllowed;

export const endpoint = {
  name: "resource-requests",
  schema: ResourceRequestSchema,
  store: storeResourceRequest,
  successMessage: "Thank you! We'll email the resource to you.",
} satisfies SubmissionEndpoint<typeof ResourceRequestSchema>;

export function action({ request, context }: Route.ActionArgs) {
  return handleSubmission(request, context.get(clientAddressContext), endpoint);
}
