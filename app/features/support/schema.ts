/** The support form (spec §3, §5): the browser and `POST /api/support` parse the same schema. */
import { z } from "zod";
import {
  DEFAULT_SUPPORT_PRIORITY,
  supportPriorities,
} from "#app/content/support-priorities.ts";
import {
  emailField,
  honeypotField,
  lineField,
  textField,
} from "#app/lib/form-fields.ts";

export const SupportSchema = z.object({
  name: lineField(1, "Please enter your name"),
  email: emailField(),
  subject: lineField(1, "Please enter a subject"),
  message: textField(1, "Please enter a message"),
  priority: z
    .enum(supportPriorities, { error: "Please choose a priority" })
    .default(DEFAULT_SUPPORT_PRIORITY),
  botcheck: honeypotField(),
});

export type SupportInput = z.input<typeof SupportSchema>;
export type SupportData = z.output<typeof SupportSchema>;
