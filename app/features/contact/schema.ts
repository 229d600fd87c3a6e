/**
 * The contact form (product.md D3): the browser and `POST /api/contact` parse the same schema.
 * The spec sets no rules beyond a valid e-mail; a reply needs a name and a message.
 */
import { z } from "zod";
import {
  AttributionSchema,
  emailField,
  honeypotField,
  lineField,
  optionalLineField,
  textField,
} from "#app/lib/form-fields.ts";

export const ContactSchema = z.object({
  firstName: lineField(1, "Please enter your first name"),
  lastName: lineField(1, "Please enter your last name"),
  email: emailField(),
  phone: optionalLineField(),
  company: optionalLineField(),
  service: optionalLineField(),
  message: textField(10, "Please write a message of at least 10 characters"),
  attribution: AttributionSchema,
  botcheck: honeypotField(),
});

export type ContactInput = z.input<typeof ContactSchema>;
export type ContactData = z.output<typeof ContactSchema>;
