/**
 * A form bound to one zod schema and one JSON endpoint: validation in the browser with the schema
 * the server parses again, the visitor's attribution added to the body, the server's field errors
 * (400) put back on their fields, and the values kept whenever sending fails.
 *
 * The fields are uncontrolled (the browser holds what was typed, so typing re-renders nothing) and
 * the form state is this file alone: a form library would add 13 KiB to every page with a form
 * (decision 0005). Errors appear when the form is submitted; after that, a field's error follows
 * its value as the visitor corrects it. The schema (zod, about 20 KiB) loads when the visitor
 * first focuses a field or submits, not with the page: a form is interactive without it.
 *
 * One intent sends one submission (decision 0020): a submit while one is on its way is ignored,
 * and so is one of a form sent successfully and not edited since (its reset emptied it); every
 * request carries the form's idempotency key, which changes only after a success, so that the
 * server stores a retry after a failure at most once.
 */
import { useReducer, useRef, useState } from "react";
import type { z } from "zod";
import {
  ApiError,
  apiRequest,
  newIdempotencyKey,
  uncertainOutcomeMessage,
} from "#app/lib/api.ts";
import { readFirstTouch } from "#app/lib/attribution.ts";
import { fieldErrors } from "#app/lib/field-errors.ts";
import type { FormResult } from "#app/lib/form-result.ts";

type SubmitState = "idle" | "submitting" | "succeeded" | "failed";

/** The form's values as typed: every field is text (inputs, selects, text areas). */
type FormValues = Record<string, string | undefined>;
/** The names of an input's text fields (the schema may take more, such as `attribution`). */
export type FieldName<Input> = Extract<
  {
    [Key in keyof Input]-?: NonNullable<Input[Key]> extends string
      ? Key
      : never;
  }[keyof Input],
  string
>;
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Schema<Input> = z.ZodType<unknown, Input>;

export interface ApiFormOptions<Input extends object> {
  /** Loads the form's schema, e.g. `() => import("./schema.ts").then((m) => m.LeadSchema)`. */
  loadSchema: () => Promise<Schema<Input>>;
  endpoint: string;
  defaultValues: { [Name in FieldName<Input>]?: string };
  /** Send the visitor's first-touch attribution (leads and contact messages). */
  withAttribution?: boolean;
  /** Extra fields sent with every submission (such as the lead's `source`). */
  extra?: Record<string, unknown>;
  onSuccess?: (form: FormHandle<Input>) => void;
  onFailure?: (error: unknown) => void;
  /**
   * The page's action's answer when the form was posted without script (`useFormResult`): the
   * form starts in that state, with its errors and what was typed.
   */
  result?: FormResult;
}

/** What a field spreads onto its control: `<Input {...form.register("email")} />`. */
interface FieldRegistration {
  name: string;
  defaultValue: string;
  ref: (element: FieldElement | null) => void;
  onChange: () => void;
}

export interface FormHandle<Input extends object> {
  register: (name: FieldName<Input>) => FieldRegistration;
  /** The field's error message, if it has one. */
  errorOf: (name: FieldName<Input>) => string | undefined;
  getValues: (name: FieldName<Input>) => string;
  setValue: (name: FieldName<Input>, value: string) => void;
  /** Back to the default values, without errors. */
  reset: () => void;
}

export interface ApiForm<Input extends object> {
  form: FormHandle<Input>;
  state: SubmitState;
  /**
   * After a failure, the server's message when it may have received the submission after all
   * (the database stopped answering); the form shows it instead of its own failure text.
   */
  failureMessage?: string;
  onSubmit: (event?: { preventDefault: () => void }) => Promise<void>;
  /** Starts loading the validation (give it to the form's `onFocus`). */
  prepare: () => void;
}

/** The `errors` of a 400 answer (`{ message, errors: { field: text } }`), if that is what it is. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const body = JSON.parse(error.body) as { errors?: unknown };
    if (typeof body.errors !== "object" || body.errors === null) return {};
    return Object.fromEntries(
      Object.entries(body.errors).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  } catch {
    return {};
  }
}

/** The schema, downloaded once; a failed download is tried again at the next attempt. */
function lazySchema<Input>(loadSchema: () => Promise<Schema<Input>>) {
  let loading: Promise<Schema<Input>> | undefined;
  return () =>
    (loading ??= loadSchema().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * The fields of one form: their elements, the values of fields not on the page, and the errors.
 * One object for the form's lifetime, so effects that depend on it do not run again.
 */
function createFieldStore<Input extends object>(
  defaultValues: ApiFormOptions<Input>["defaultValues"],
  schema: () => Promise<Schema<Input>>,
  onErrorsChange: () => void,
  result: FormResult | undefined,
) {
  const defaults: FormValues = { ...defaultValues };
  const elements = new Map<string, FieldElement>();
  const refs = new Map<string, FieldRegistration["ref"]>();
  // A form the page's action answered starts with what was sent, unless it was accepted.
  let values: FormValues = {
    ...defaults,
    ...(result && !result.ok ? result.values : {}),
  };
  let errors: Record<string, string> = { ...result?.errors };
  let attempted = Object.keys(errors).length > 0;
  /** Whether the visitor has changed a field since the form was last sent successfully. */
  let editedSinceSuccess = true;

  const currentValues = () => {
    const all: FormValues = { ...values };
    for (const [name, element] of elements) all[name] = element.value;
    return all;
  };
  const setErrors = (next: Record<string, string>) => {
    errors = next;
    onErrorsChange();
  };
  const refOf = (name: string) => {
    let ref = refs.get(name);
    if (!ref) {
      ref = (element) => {
        if (element) elements.set(name, element);
        else {
          const gone = elements.get(name);
          if (gone) values[name] = gone.value;
          elements.delete(name);
        }
      };
      refs.set(name, ref);
    }
    return ref;
  };
  // After the first attempt, a field's error follows its value (the other fields keep theirs).
  const revalidate = (name: string) => {
    if (!attempted) return;
    void schema()
      .then((loaded) => {
        const result = loaded.safeParse(currentValues());
        const message = result.success
          ? undefined
          : fieldErrors(result.error)[name];
        if (errors[name] === message) return;
        const next = { ...errors };
        if (message === undefined) delete next[name];
        else next[name] = message;
        setErrors(next);
      })
      .catch(() => {});
  };

  const handle: FormHandle<Input> = {
    register: (name) => ({
      name,
      defaultValue: values[name] ?? "",
      ref: refOf(name),
      onChange: () => {
        editedSinceSuccess = true;
        revalidate(name);
      },
    }),
    errorOf: (name) => errors[name],
    getValues: (name) => elements.get(name)?.value ?? values[name] ?? "",
    setValue: (name, value) => {
      values[name] = value;
      const element = elements.get(name);
      if (element) element.value = value;
    },
    reset: () => {
      values = { ...defaults };
      for (const [name, element] of elements)
        element.value = defaults[name] ?? "";
      attempted = false;
      setErrors({});
    },
  };

  /** The first field with an error, in the order the page shows them, takes the focus. */
  const focusFirst = () => {
    const targets = Object.keys(errors)
      .map((name) => elements.get(name))
      .filter((element) => element !== undefined);
    targets.sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    targets[0]?.focus();
  };

  /** Validates every field; the parsed values, or undefined when a field is wrong. */
  const validate = async (): Promise<{ data: unknown } | undefined> => {
    attempted = true;
    const result = (await schema()).safeParse(currentValues());
    setErrors(result.success ? {} : fieldErrors(result.error));
    if (result.success) return { data: result.data };
    focusFirst();
    return undefined;
  };

  const showServerErrors = (next: Record<string, string>) => {
    setErrors(next);
    focusFirst();
  };

  return {
    handle,
    validate,
    showServerErrors,
    /** Called on a success: the form, unedited, is that intent sent. */
    sent: () => (editedSinceSuccess = false),
    /** A submit now would repeat the intent just sent (a second tap on an emptied form). */
    repeatsSuccess: () => !editedSinceSuccess,
  };
}

/** The state a form starts in: as the page's action left it, or idle. */
function initialState(result: FormResult | undefined): SubmitState {
  if (!result) return "idle";
  if (result.ok) return "succeeded";
  // Wrong fields show beside the fields, as after a check in the browser.
  return result.status === 400 && Object.keys(result.errors).length > 0
    ? "idle"
    : "failed";
}

export function useApiForm<Input extends object>({
  loadSchema,
  endpoint,
  defaultValues,
  withAttribution = false,
  extra,
  onSuccess,
  onFailure,
  result,
}: ApiFormOptions<Input>): ApiForm<Input> {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [schema] = useState(() => lazySchema(loadSchema));
  const [fields] = useState(() =>
    createFieldStore(defaultValues, schema, rerender, result),
  );
  const [state, setState] = useState<SubmitState>(() => initialState(result));
  // A refusal other than wrong fields (too many, unavailable) is told in the server's words.
  const [failureMessage, setFailureMessage] = useState(() =>
    initialState(result) === "failed" ? result?.message : undefined,
  );
  // Refs, not state: three clicks in one tick all run before React renders again.
  const sending = useRef(false);
  const idempotencyKey = useRef<string>(undefined);

  const onSubmit = async (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    if (sending.current || fields.repeatsSuccess()) return;
    sending.current = true;
    try {
      await send();
    } finally {
      sending.current = false;
    }
  };

  const send = async () => {
    let parsed: { data: unknown } | undefined;
    try {
      parsed = await fields.validate();
    } catch (error) {
      // The validation could not be downloaded (the connection dropped): the visitor is told, as
      // for a failed send, and keeps every value.
      setFailureMessage(undefined);
      setState("failed");
      onFailure?.(error);
      return;
    }
    if (!parsed) return;
    setState("submitting");
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      await apiRequest(
        "POST",
        endpoint,
        {
          ...(parsed.data as object),
          ...extra,
          ...(withAttribution ? { attribution: readFirstTouch() } : {}),
        },
        { idempotencyKey: idempotencyKey.current },
      );
      // The next submission is another intent.
      idempotencyKey.current = undefined;
      fields.sent();
      setState("succeeded");
      onSuccess?.(fields.handle);
    } catch (error) {
      fields.showServerErrors(serverFieldErrors(error));
      setFailureMessage(uncertainOutcomeMessage(error));
      setState("failed");
      onFailure?.(error);
    }
  };

  return {
    form: fields.handle,
    state,
    failureMessage,
    onSubmit,
    prepare: () => void schema().catch(() => {}),
  };
}
