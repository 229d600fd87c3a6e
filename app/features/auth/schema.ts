/** The signup form (spec §5): the browser and `POST /api/auth/signup` parse the same schema. */
import { z } from "zod";
import { defaultPlanId, isPlanId } from "#app/content/plans.ts";
import {
  emailField,
  honeypotField,
  lineField,
  MAX_LINE_LENGTH,
  optionalLineField,
} from "#app/lib/form-fields.ts";

export const PASSWORD_MESSAGE = "Password must be at least 8 characters";

export const SignupSchema = z.object({
  email: emailField(),
  firstName: lineField(2, "First name must be at least 2 characters"),
  lastName: lineField(2, "Last name must be at least 2 characters"),
  company: optionalLineField(),
  phone: optionalLineField(),
  // Taken as typed: never trimmed or changed, so that what the visitor typed is what signs in.
  password: z
    .string({ error: PASSWORD_MESSAGE })
    .min(8, PASSWORD_MESSAGE)
    .max(
      MAX_LINE_LENGTH,
      `Please keep this under ${MAX_LINE_LENGTH} characters`,
    ),
  // The plan of `?plan=`; anything else is the default plan, as on the page.
  subscriptionPlan: z
    .unknown()
    .optional()
    .transform((value) => (isPlanId(value) ? value : defaultPlanId)),
  botcheck: honeypotField(),
});

export type SignupInput = z.input<typeof SignupSchema>;
export type SignupData = z.output<typeof SignupSchema>;
