import type { z } from "zod";

/**
 * `{ field: message }` for the first problem of each field: what the API answers with 400, and
 * what a form shows under its fields. Kept apart from the schemas' module so that a form can use
 * it without loading zod.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "form";
    errors[field] ??= issue.message;
  }
  return errors;
}
