/** POST /api/contact: the contact form (product.md D3). */
import { storeContactMessage } from "#app/features/contact/contact.server.ts";
import { ContactSchema } from "#app/features/contact/schema.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import {
  handleSubmission,
  methodNotAllowed,
  type SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import type { Route } from "./+types/contact";

export const loader = methodNotAllowed;

export const endpoint = {
  name: "contact",
  schema: ContactSchema,
  store: storeContactMessage,
  successMessage: "Thank you for your message. We'll reply within 24 hours.",
} satisfies SubmissionEndpoint<typeof ContactSchema>;

export function action({ request, context }: Route.ActionArgs) {
  return handleSubmission(request, context.get(clientAddressContext), endpoint);
}
