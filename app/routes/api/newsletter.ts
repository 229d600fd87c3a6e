/** POST /api/newsletter: idempotent per e-mail address (product.md D3). */
import { storeNewsletterSubscriber } from "#app/features/newsletter/newsletter.server.ts";
import { NewsletterSchema } from "#app/features/newsletter/schema.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import {
  handleSubmission,
  methodNotAllowed,
  type SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import type { Route } from "./+types/newsletter";

export const loader = methodNotAllowed;

export const endpoint = {
  name: "newsletter",
  schema: NewsletterSchema,
  store: storeNewsletterSubscriber,
  successMessage: "You're subscribed.",
  successStatus: 200,
} satisfies SubmissionEndpoint<typeof NewsletterSchema>;

export function action({ request, context }: Route.ActionArgs) {
  return handleSubmission(request, context.get(clientAddressContext), endpoint);
}
