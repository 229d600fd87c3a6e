import { useId } from "react";
import {
  supportFormCopy,
  supportMessages,
} from "#app/content/support-sections.ts";
import { supportPriorities } from "#app/content/support-priorities.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  FormAlert,
  FormField,
  HoneypotField,
} from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { useHydrated } from "#app/lib/use-query-state.ts";
import { SupportSchema, type SupportInput } from "./schema.ts";

// A native select (keyboard, mobile pickers and autofill for free) drawn like `Input`.
const selectClass =
  "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs md:text-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive";

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
export function SupportForm() {
  const id = useId();
  const { form, state, onSubmit } = useApiForm<SupportInput>({
    schema: SupportSchema,
    endpoint: "/api/support",
    defaultValues: emptyRequest,
    onSuccess: (handle) => handle.reset(),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const sending = state === "submitting";
  // Until React has taken over, a click would submit the page natively (a GET with the
  // values in the URL); the prerendered button waits for hydration.
  const hydrated = useHydrated();

  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          id={`${id}-name`}
          label="Name"
          required
          error={errors.name?.message}
        >
          {(control) => (
            <Input autoComplete="name" {...control} {...register("name")} />
          )}
        </FormField>
        <FormField
          id={`${id}-email`}
          label="Email"
          required
          error={errors.email?.message}
        >
          {(control) => (
            <Input
              type="email"
              autoComplete="email"
              {...control}
              {...register("email")}
            />
          )}
        </FormField>
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-[2fr_1fr]">
        <FormField
          id={`${id}-subject`}
          label="Subject"
          required
          error={errors.subject?.message}
        >
          {(control) => <Input {...control} {...register("subject")} />}
        </FormField>
        <FormField
          id={`${id}-priority`}
          label="Priority"
          error={errors.priority?.message}
        >
          {(control) => (
            <select
              className={selectClass}
              {...control}
              {...register("priority")}
            >
              {supportPriorities.map((priority) => (
                <option key={priority} value={priority}>
                  {supportFormCopy.priorityLabels[priority]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        id={`${id}-message`}
        label="Message"
        required
        error={errors.message?.message}
      >
        {(control) => (
          <Textarea
            rows={5}
            className="field-sizing-fixed!"
            placeholder="What happened, and what did you expect? Links or your account email help us find it faster."
            {...control}
            {...register("message")}
          />
        )}
      </FormField>
      <HoneypotField {...register("botcheck")} />
      {state === "succeeded" ? (
        <FormAlert variant="success">{supportMessages.success}</FormAlert>
      ) : null}
      {state === "failed" ? (
        <FormAlert variant="error">{supportMessages.failure}</FormAlert>
      ) : null}
      <Button type="submit" size="lg" disabled={sending || !hydrated}>
        {sending
          ? supportFormCopy.submittingLabel
          : supportFormCopy.submitLabel}
      </Button>
    </form>
  );
}
