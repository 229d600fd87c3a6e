import { expect } from "./fixtures.ts";

/** What a form's zod schema answers: the issues, each with its field path and message. */
interface Schema {
  safeParse(value: unknown): {
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
}

/**
 * The message a form's schema gives each of these fields for `value` (spec §5): the forms and the
 * server show the schema's messages, whose texts the forms' own tests pin.
 */
export function fieldMessages(
  schema: Schema,
  value: Record<string, unknown>,
  fields: readonly string[],
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (fields.includes(field)) messages[field] ??= issue.message;
  }
  expect(Object.keys(messages).toSorted(), "fields refused").toEqual(
    [...fields].toSorted(),
  );
  return messages;
}

/** The messages for these fields left empty. */
export const emptyFieldMessages = (schema: Schema, fields: readonly string[]) =>
  fieldMessages(
    schema,
    Object.fromEntries(fields.map((field) => [field, ""])),
    fields,
  );
