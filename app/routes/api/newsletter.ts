/** POST /api/newsletter: idempotent per e-mail address (product.md D3). */
import { newsletterEndpoint } from "#app/features/newsletter/newsletter.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import {
  handleSubmission,
  methodNotAllowed,
} from "#app/services/submission.server.ts";
import type { Route } from "./+types/newsletter";

export const loader = methodNotAllowed;

export function action({ request, context }: Route.ActionArgs) {
  return handleSubmission(
    request,
    context.get(clientAddressContext),
    newsletterEndpoint,
  );
}
