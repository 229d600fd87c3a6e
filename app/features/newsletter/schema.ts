/** The newsletter field (product.md D3): `POST /api/newsletter`, idempotent per e-mail. */
import { z } from "zod";
import {
  emailField,
  honeypotField,
  optionalLineField,
} from "#app/lib/form-fields.ts";

export const NewsletterSchema = z.object({
  email: emailField(),
  /** The page or block the visitor subscribed from. */
  source: optionalLineField(),
  botcheck: honeypotField(),
});

export type NewsletterInput = z.input<typeof NewsletterSchema>;
export type NewsletterData = z.output<typeof NewsletterSchema>;
