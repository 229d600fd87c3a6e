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
  storableString,
  textField,
} from "#app/lib/form-fields.ts";

export const WEBSITE_MESSAGE = "Please enter a valid URL";

/**
 * The Website field's rule, written out so that the browser and the server decide alike: zod's
 * `z.url()` leans on the engine's `new URL()`, and Chromium's parser takes "not a url at all" as
 * a host (it escapes the spaces) where Node's refuses it.
 *
 * An address is `http://` or `https://`, a host name, an optional port and an optional path,
 * query or fragment without white space, control characters or lone surrogates. The host name
 * has at least two labels; each label is letters (any script), digits and hyphens, 1 to 63
 * characters, neither starting nor ending with a hyphen; the last label (the top-level domain)
 * is 2 or more letters or a punycode `xn--` label. So "café.com" and "xn--caf-dma.com" are taken
 * as typed, while "localhost", IP addresses, user names ("user@host") and "https:////host" are
 * not.
 */
const LABEL = String.raw`[\p{L}\p{Nd}](?:[\p{L}\p{M}\p{Nd}-]{0,61}[\p{L}\p{M}\p{Nd}])?`;
const TOP_LABEL = String.raw`(?:\p{L}[\p{L}\p{M}]{1,62}|xn--[a-z\d](?:[a-z\d-]{0,57}[a-z\d])?)`;
const HOSTNAME = new RegExp(String.raw`^(?:${LABEL}\.)+${TOP_LABEL}$`, "iu");
const WEB_ADDRESS =
  /^https?:\/\/([^/?#:\\@\s]+)(?::(\d{1,5}))?(?:[/?#][^\s\p{Cc}\p{Cs}]*)?$/iu;
const MAX_HOSTNAME_LENGTH = 253;

/** Whether `value` is a web address by the rule above (the scheme included). */
export function isWebAddress(value: string): boolean {
  if (value.length > MAX_LINE_LENGTH) return false;
  const match = WEB_ADDRESS.exec(value);
  if (!match) return false;
  const [, hostname = "", port] = match;
  return (
    hostname.length <= MAX_HOSTNAME_LENGTH &&
    HOSTNAME.test(hostname) &&
    (port === undefined || Number(port) <= 65535)
  );
}

/**
 * `value` with `https://` in front unless it names a scheme of its own ("ftp:", "javascript:",
 * "https:"), which the rule then judges. "example.com:8080" is a host and port, not a scheme.
 * "//example.com" gets no special reading: it becomes "https:////example.com" and is refused.
 */
function withScheme(value: string): string {
  return value && !/^[a-z][a-z\d+.-]*:(?!\d)/i.test(value)
    ? `https://${value}`
    : value;
}

export const LeadSchema = z.object({
  name: lineField(2, "Name must be at least 2 characters"),
  email: emailField(),
  phone: lineField(10, "Please enter a valid phone number"),
  company: lineField(2, "Company name must be at least 2 characters"),
  // A web address or nothing; "mybusiness.com" is read as "https://mybusiness.com".
  // NUL or a lone surrogate gets the message every text field gives them, and only that one.
  website: storableString()
    .transform(withScheme)
    .refine((value) => value === "" || isWebAddress(value), WEBSITE_MESSAGE)
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
