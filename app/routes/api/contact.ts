/** POST /api/contact: the contact form (product.md D3). */
import { contactEndpoint } from "#app/features/contact/contact.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import {
  handleSubmission,
  methodNotAllowed,
} from "#app/services/submission.server.ts";
import type { Route } from "./+types/contact";

export const loader = methodNotAllowed;

export function action({ request, context }: Route.ActionArgs) {
  return handleSubmission(
    request,
    context.get(clientAddressContext),
    contactEndpoint,
  );
}
