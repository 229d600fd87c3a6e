import { useId } from "react";
import { site } from "#app/content/site.ts";
import { InputField, SelectField } from "#app/components/ui/bound-fields.tsx";
import {
  FormAlert,
  FormOutcome,
  HoneypotField,
  SubmitButton,
} from "#app/components/ui/form-field.tsx";
import { FORM_NAMES, HONEYPOT_FIELD } from "#app/lib/form-names.ts";
import { formActionPath, type FormResult } from "#app/lib/form-result.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import type { ResourceRequestInput } from "./schema.ts";

interface ResourceRequestFormProps {
  /** The resource asked for: the dialog's own, or the one the page's list starts on. */
  resource: string;
  /** The page's resources to choose from; without them the form asks for `resource` alone. */
  choices?: readonly string[];
  /** The page's answer when the form was posted without script. */
  result?: FormResult;
}

/**
 * A request for a downloadable resource (product.md D3): a name and an e-mail address, sent to
 * `POST /api/resource-requests` and stored as a lead. Without script (or before it has run) the
 * browser posts it to the page's action, which answers with the page and the same messages.
 */
export function ResourceRequestForm({
  resource,
  choices,
  result,
}: ResourceRequestFormProps) {
  const id = useId();
  const { form, state, failureMessage, onSubmit, prepare } =
    useApiForm<ResourceRequestInput>({
      loadSchema: () =>
        import("./schema.ts").then((module) => module.ResourceRequestSchema),
      endpoint: "/api/resource-requests",
      defaultValues: { name: "", email: "", resource, botcheck: "" },
      withAttribution: true,
      result,
    });
  const { register, getValues } = form;

  if (state === "succeeded") {
    // After a post without script the fields were not kept: the answer holds what was sent.
    const sent = result?.ok
      ? result.values
      : { resource: getValues("resource"), email: getValues("email") };
    return (
      <FormAlert variant="success">
        Thank you! We'll email “{sent.resource}” to {sent.email}.
      </FormAlert>
    );
  }

  return (
    <form
      // Without script (or before it has run) the browser posts the form to the page's action.
      method="post"
      action={formActionPath(FORM_NAMES.resourceRequest)}
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      className="relative grid gap-4"
    >
      {choices ? (
        <SelectField
          form={form}
          name="resource"
          id={`${id}-resource`}
          label="Resource"
          required
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </SelectField>
      ) : (
        <input type="hidden" {...register("resource")} />
      )}
      <InputField
        form={form}
        name="name"
        id={`${id}-name`}
        label="Your name"
        required
        autoComplete="name"
      />
      <InputField
        form={form}
        name="email"
        id={`${id}-email`}
        label="Email address"
        required
        type="email"
        autoComplete="email"
      />
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <FormOutcome
        state={state}
        failure={
          failureMessage ??
          `We couldn't send your request. Please try again or email us at ${site.email}.`
        }
      />
      <SubmitButton
        submitting={state === "submitting"}
        label="Email it to me"
        submittingLabel="Sending..."
      />
    </form>
  );
}
