import { useId } from "react";
import { site } from "#app/content/site.ts";
import {
  FormAlert,
  FormOutcome,
  HoneypotField,
  SubmitButton,
} from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/cn.ts";
import { formActionPath, type FormResult } from "#app/lib/form-result.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import type { NewsletterInput } from "./schema.ts";
import { FORM_NAMES, HONEYPOT_FIELD } from "#app/lib/form-names.ts";

interface NewsletterFormProps {
  /** Where the visitor subscribed, stored with the address (e.g. "Industry Trends"). */
  source: string;
  buttonLabel?: string;
  className?: string;
  /** The page's answer when the form was posted without script. */
  result?: FormResult;
}

/** An e-mail field that subscribes to the newsletter (product.md D3); idempotent per address. */
export function NewsletterForm({
  source,
  buttonLabel = "Subscribe",
  className,
  result,
}: NewsletterFormProps) {
  const id = useId();
  const { form, state, failureMessage, onSubmit, prepare } =
    useApiForm<NewsletterInput>({
      loadSchema: () =>
        import("./schema.ts").then((module) => module.NewsletterSchema),
      endpoint: "/api/newsletter",
      defaultValues: { email: "", botcheck: "" },
      extra: { source },
      result,
    });
  const error = form.errorOf("email");

  if (state === "succeeded")
    return (
      <FormAlert variant="success" className={className}>
        You're subscribed. Look out for our next update at{" "}
        {(result?.ok ? result.values.email : undefined) ??
          form.getValues("email")}
        .
      </FormAlert>
    );

  return (
    <form
      // Without script (or before it has run) the browser posts the form to the page's action.
      method="post"
      action={formActionPath(FORM_NAMES.newsletter)}
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      className={cn("relative grid gap-2", className)}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@business.com"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register("email")}
        />
        <SubmitButton
          submitting={state === "submitting"}
          label={buttonLabel}
          submittingLabel="Subscribing..."
        />
      </div>
      <input type="hidden" name="source" value={source} />
      <HoneypotField {...form.register(HONEYPOT_FIELD)} />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <FormOutcome
        state={state}
        failure={
          failureMessage ??
          `We couldn't subscribe you just now. Please try again or email us at ${site.email}.`
        }
      />
    </form>
  );
}
