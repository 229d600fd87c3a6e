import { useId } from "react";
import { supportFormCopy, supportMessages } from "#app/content/support.ts";
import { supportPriorities } from "#app/content/support-priorities.ts";
import {
  InputField,
  TextareaField,
  SelectField,
} from "#app/components/ui/bound-fields.tsx";
import {
  FormOutcome,
  HoneypotField,
  SubmitButton,
} from "#app/components/ui/form-field.tsx";
import { formActionPath, type FormResult } from "#app/lib/form-result.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import type { SupportInput } from "./schema.ts";
import { FORM_NAMES, HONEYPOT_FIELD } from "#app/lib/form-names.ts";

const emptyRequest: SupportInput = {
  name: "",
  email: "",
  subject: "",
  message: "",
  priority: supportFormCopy.defaultPriority,
  botcheck: "",
};

/**
 * The support form (spec §2-§5, §8): name, email, subject, message and priority (normal by
 * default), 'Sending...' while it sends to `POST /api/support`. Success empties it (priority back
 * to normal) with the spec's alert; failure keeps the text and names the address to write to.
 */
export function SupportForm({
  result,
}: {
  /** The page's answer when the form was posted without script. */
  result?: FormResult;
}) {
  const id = useId();
  const { form, state, failureMessage, onSubmit, prepare } =
    useApiForm<SupportInput>({
      loadSchema: () =>
        import("./schema.ts").then((module) => module.SupportSchema),
      endpoint: "/api/support",
      defaultValues: emptyRequest,
      onSuccess: (handle) => handle.reset(),
      result,
    });
  const { register } = form;

  return (
    <form
      // Without script (or before it has run) the browser posts the form to the page's action.
      method="post"
      action={formActionPath(FORM_NAMES.support)}
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      className="relative grid gap-5"
    >
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <InputField
          form={form}
          name="name"
          id={`${id}-name`}
          label="Name"
          required
          autoComplete="name"
        />
        <InputField
          form={form}
          name="email"
          id={`${id}-email`}
          label="Email"
          required
          type="email"
          autoComplete="email"
        />
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-[2fr_1fr]">
        <InputField
          form={form}
          name="subject"
          id={`${id}-subject`}
          label="Subject"
          required
        />
        <SelectField
          form={form}
          name="priority"
          id={`${id}-priority`}
          label="Priority"
        >
          {supportPriorities.map((priority) => (
            <option key={priority} value={priority}>
              {supportFormCopy.priorityLabels[priority]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        form={form}
        name="message"
        id={`${id}-message`}
        label="Message"
        required
        rows={5}
        className="field-sizing-fixed!"
        placeholder="What happened, and what did you expect? Links or your account email help us find it faster."
      />
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <FormOutcome
        state={state}
        success={supportMessages.success}
        failure={failureMessage ?? supportMessages.failure}
      />
      <SubmitButton
        size="lg"
        submitting={state === "submitting"}
        label={supportFormCopy.submitLabel}
        submittingLabel={supportFormCopy.submittingLabel}
      />
    </form>
  );
}
