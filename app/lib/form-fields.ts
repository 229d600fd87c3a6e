/**
 * Building blocks shared by the site's form schemas (`app/features/<form>/schema.ts`): the same
 * zod schema validates in the browser and again on the server (architecture.md, convention 3).
 */
import { z } from "zod";
import { attributionKeys, type AttributionKey } from "#app/lib/attribution.ts";

export const EMAIL_MESSAGE = "Please enter a valid email address";

/** Longest accepted text of a one-line field and of a message, in characters. */
export const MAX_LINE_LENGTH = 200;
const MAX_TEXT_LENGTH = 5000;

const tooLong = (max: number) => `Please keep this under ${max} characters`;

/** A trimmed one-line text of `min` (with `message`) to MAX_LINE_LENGTH characters. */
export const lineField = (min: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(MAX_LINE_LENGTH, tooLong(MAX_LINE_LENGTH));

/** A trimmed multi-line text of `min` (with `message`) to MAX_TEXT_LENGTH characters. */
export const textField = (min: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(MAX_TEXT_LENGTH, tooLong(MAX_TEXT_LENGTH));

/** An optional one-line text: missing, empty or blank all mean "not given". */
export const optionalLineField = () =>
  z.string().trim().max(MAX_LINE_LENGTH, tooLong(MAX_LINE_LENGTH)).optional();

/** An optional multi-line text. */
export const optionalTextField = () =>
  z.string().trim().max(MAX_TEXT_LENGTH, tooLong(MAX_TEXT_LENGTH)).optional();

/** An e-mail address, trimmed and lower-cased (the database stores addresses lower-cased). */
export const emailField = () =>
  z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .max(254, EMAIL_MESSAGE)
    .pipe(z.email({ error: EMAIL_MESSAGE }));

/** The honeypot field (`HONEYPOT_FIELD` in form-names.ts): hidden from people, filled by bots. */
export const honeypotField = () => z.string().max(MAX_LINE_LENGTH).optional();

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** First-touch attribution as the browser sends it (`attribution.ts`); over-long values are refused. */
export const AttributionSchema = z
  .object(
    Object.fromEntries(
      attributionKeys.map((key) => [
        key,
        // Addresses can be long; UTM values are short labels.
        optionalText(key.startsWith("utm") ? MAX_LINE_LENGTH : 2048),
      ]),
    ) as Record<AttributionKey, ReturnType<typeof optionalText>>,
  )
  .optional();

/** `{ field: message }` for the first problem of each field, as the API answers with 400. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "form";
    errors[field] ??= issue.message;
  }
  return errors;
}
