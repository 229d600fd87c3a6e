/**
 * A form bound to one zod schema and one JSON endpoint: validation in the browser with the schema
 * the server parses again, the visitor's attribution added to the body, the server's field errors
 * (400) put back on their fields, and the values kept whenever sending fails.
 */
import { useState } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { readFirstTouch } from "#app/lib/attribution.ts";

type SubmitState = "idle" | "submitting" | "succeeded" | "failed";

export interface ApiFormOptions<Input extends FieldValues> {
  schema: z.ZodType<FieldValues, Input>;
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

export function useApiForm<Input extends FieldValues>({
  schema,
  endpoint,
  defaultValues,
  withAttribution = false,
  extra,
  onSuccess,
  onFailure,
}: ApiFormOptions<Input>): ApiForm<Input> {
  const form: ApiFormHandle<Input> = useForm<Input, unknown, FieldValues>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const [state, setState] = useState<SubmitState>("idle");

  const onSubmit = form.handleSubmit(async (values) => {
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

  return { form, state, onSubmit };
}
