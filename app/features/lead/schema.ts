/** The free-audit lead form (spec §5): the browser and `POST /api/leads` parse the same schema. */
import { z } from "zod";
import { businessTypes } from "#app/content/business-types.ts";
import {
  AttributionSchema,
  MAX_LINE_LENGTH,
  emailField,
  honeypotField,
  lineField,
  optionalLineField,
  optionalTextField,
  textField,
} from "#app/lib/form-fields.ts";

export const WEBSITE_MESSAGE = "Please enter a valid URL";
export const AUDIT_SOURCE = "Free Audit Page";

export const LeadSchema = z.object({
  name: lineField(2, "Name must be at least 2 characters"),
  email: emailField(),
  phone: lineField(10, "Please enter a valid phone number"),
  company: lineField(2, "Company name must be at least 2 characters"),
  // A URL or nothing at all.
  // A URL or nothing; "mybusiness.com" is read as "https://mybusiness.com".
  website: z
    .string()
    .trim()
    .transform((value) =>
      value && !/^[a-z][a-z\d+.-]*:/i.test(value) ? `https://${value}` : value,
    )
    .pipe(
      z.union([
        z.literal(""),
        z
          .url({ protocol: /^https?$/, error: WEBSITE_MESSAGE })
          .max(MAX_LINE_LENGTH, WEBSITE_MESSAGE),
      ]),
    )
    .optional(),
  businessType: z
    .string()
    .min(1, "Please select a business type")
    .pipe(z.enum(businessTypes, { error: "Please select a business type" })),
  currentMarketing: optionalTextField(),
  goals: textField(10, "Please describe your marketing goals"),
  source: optionalLineField(),
  attribution: AttributionSchema,
  botcheck: honeypotField(),
});

/** What the form holds (before parsing) and what the API receives. */
export type LeadInput = z.input<typeof LeadSchema>;
export type LeadData = z.output<typeof LeadSchema>;
