/**
 * A form bound to one zod schema and one JSON endpoint: validation in the browser with the schema
 * the server parses again, the visitor's attribution added to the body, the server's field errors
 * (400) put back on their fields, and the values kept whenever sending fails.
 *
 * The schema and its resolver (zod, about 20 KiB) load when the visitor first focuses a field or
 * submits, not with the page: a form is interactive without them.
 */
import { useState } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { readFirstTouch } from "#app/lib/attribution.ts";

type SubmitState = "idle" | "submitting" | "succeeded" | "failed";

export interface ApiFormOptions<Input extends FieldValues> {
  /** Loads the form's schema, e.g. `() => import("./schema.ts").then((m) => m.LeadSchema)`. */
  loadSchema: () => Promise<z.ZodType<FieldValues, Input>>;
  endpoint: string;
  defaultValues: DefaultValues<Input>;
  /** Send the visitor's first-touch attribution (leads and contact messages). */
  withAttribution?: boolean;
  /** Extra fields sent with every submission (such as the lead's `source`). */
  extra?: Record<string, unknown>;
  onSuccess?: (form: ApiFormHandle<Input>) => void;
  onFailure?: (error: unknown) => void;
}

/** The react-hook-form handle; submitted values are the schema's parsed output. */
export type ApiFormHandle<Input extends FieldValues> = UseFormReturn<
  Input,
  unknown,
  FieldValues
>;

export interface ApiForm<Input extends FieldValues> {
  form: ApiFormHandle<Input>;
  state: SubmitState;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
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

/** The resolver that validates with the schema `loadSchema` brings, loaded on first use. */
function lazyZodResolver<Input extends FieldValues>(
  loadSchema: ApiFormOptions<Input>["loadSchema"],
) {
  let loading: Promise<Resolver<Input, unknown, FieldValues>> | undefined;
  const load = () =>
    (loading ??= Promise.all([
      import("@hookform/resolvers/zod"),
      loadSchema(),
    ]).then(([{ zodResolver }, schema]) => zodResolver(schema))).catch(
      (error: unknown) => {
        // A failed download is tried again at the next attempt.
        loading = undefined;
        throw error;
      },
    );
  const resolver: Resolver<Input, unknown, FieldValues> = async (
    values,
    context,
    options,
  ) => (await load())(values, context, options);
  return { resolver, prepare: () => void load().catch(() => {}) };
}

export function useApiForm<Input extends FieldValues>({
  loadSchema,
  endpoint,
  defaultValues,
  withAttribution = false,
  extra,
  onSuccess,
  onFailure,
}: ApiFormOptions<Input>): ApiForm<Input> {
  const [validation] = useState(() => lazyZodResolver(loadSchema));
  const form: ApiFormHandle<Input> = useForm<Input, unknown, FieldValues>({
    resolver: validation.resolver,
    defaultValues,
  });
  const [state, setState] = useState<SubmitState>("idle");

  const send = form.handleSubmit(async (values) => {
    setState("submitting");
    try {
      await apiRequest("POST", endpoint, {
        ...values,
        ...extra,
        ...(withAttribution ? { attribution: readFirstTouch() } : {}),
      });
      setState("succeeded");
      onSuccess?.(form);
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error)))
        form.setError(field as Path<Input>, { type: "server", message });
      setState("failed");
      onFailure?.(error);
    }
  });

  // The validation could not be downloaded (the connection dropped): the visitor is told, as for
  // a failed send, and keeps every value.
  const onSubmit = async (event?: React.BaseSyntheticEvent) => {
    try {
      await send(event);
    } catch (error) {
      setState("failed");
      onFailure?.(error);
    }
  };

  return { form, state, onSubmit, prepare: validation.prepare };
}
