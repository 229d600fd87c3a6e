/**
 * A form posted to its page's action (without script, or before the page's script has run) is
 * answered with the page again, rendered with the action's result: each field's error beside
 * the field, what was typed kept, or the success state. The messages are the JSON API's.
 */
import { useActionData } from "react-router";

export interface FormResult {
  /** Which of the page's forms was sent: the `?form=` of its action. */
  form: string;
  status: number;
  ok: boolean;
  message: string;
  /** Each wrong field's message, by the field's name. */
  errors: Record<string, string>;
  /** What was sent, to put back in the fields (never a password or the honeypot). */
  values: Record<string, string>;
  /** The rest of the JSON answer's body, for a page that shows more of it. */
  body: Record<string, unknown>;
}

/**
 * The `action` of the page's form named `name`: the page itself, naming the form, with the rest
 * of the page's query (`search`, such as `?next=/dashboard`) kept for the page that answers.
 */
export function formActionPath(name: string, search = ""): string {
  const query = new URLSearchParams(search);
  query.set("form", name);
  return `?${query}`;
}

function isFormResult(value: unknown): value is FormResult {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { form?: unknown }).form === "string"
  );
}

/** The action's result for the form named `name`, when it is what this page answers. */
export function useFormResult(name: string): FormResult | undefined {
  const result: unknown = useActionData();
  return isFormResult(result) && result.form === name ? result : undefined;
}
