/** The signup form (spec §5): the browser and `POST /api/auth/signup` parse the same schema. */
import { z } from "zod";
import { resetPasswordMessages } from "#app/content/account-links.ts";
import { defaultPlanId, isPlanId } from "#app/content/plans.ts";
import {
  emailField,
  honeypotField,
  lineField,
  MAX_LINE_LENGTH,
  optionalLineField,
} from "#app/lib/form-fields.ts";

export const PASSWORD_MESSAGE = "Password must be at least 8 characters";

// Taken as typed: never trimmed or changed, so that what the visitor typed is what signs in.
const newPasswordField = () =>
  z
    .string({ error: PASSWORD_MESSAGE })
    .min(8, PASSWORD_MESSAGE)
    .max(
      MAX_LINE_LENGTH,
      `Please keep this under ${MAX_LINE_LENGTH} characters`,
    );

export const SignupSchema = z.object({
  email: emailField(),
  firstName: lineField(2, "First name must be at least 2 characters"),
  lastName: lineField(2, "Last name must be at least 2 characters"),
  company: optionalLineField(),
  phone: optionalLineField(),
  password: newPasswordField(),
  // The plan of `?plan=`; anything else is the default plan, as on the page.
  subscriptionPlan: z
    .unknown()
    .optional()
    .transform((value) => (isPlanId(value) ? value : defaultPlanId)),
  botcheck: honeypotField(),
});

export type SignupInput = z.input<typeof SignupSchema>;
export type SignupData = z.output<typeof SignupSchema>;

export const SigninSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: "Please enter your password" })
    .min(1, "Please enter your password")
    .max(
      MAX_LINE_LENGTH,
      `Please keep this under ${MAX_LINE_LENGTH} characters`,
    ),
  botcheck: honeypotField(),
});

export type SigninInput = z.input<typeof SigninSchema>;
export type SigninData = z.output<typeof SigninSchema>;

/** "Forgot your password?": the account's address. */
export const ForgotPasswordSchema = z.object({
  email: emailField(),
  botcheck: honeypotField(),
});

export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;
export type ForgotPasswordData = z.output<typeof ForgotPasswordSchema>;

/** The new password, with the token of the e-mailed link (a hidden field of the page). */
export const ResetPasswordSchema = z.object({
  token: z
    .string({ error: resetPasswordMessages.linkInvalid })
    .min(1, resetPasswordMessages.linkInvalid)
    .max(MAX_LINE_LENGTH, resetPasswordMessages.linkInvalid),
  password: newPasswordField(),
  botcheck: honeypotField(),
});

export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;
export type ResetPasswordData = z.output<typeof ResetPasswordSchema>;
