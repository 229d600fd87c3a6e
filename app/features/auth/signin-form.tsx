import { useId } from "react";
import { useNavigate } from "react-router";
import { signinMessages, signinPage } from "#app/content/signin.ts";
import { InputField } from "#app/components/ui/bound-fields.tsx";
import { HoneypotField, SubmitButton } from "#app/components/ui/form-field.tsx";
import { HONEYPOT_FIELD } from "#app/lib/form-names.ts";
import { safeNextPath } from "#app/lib/next-path.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { prepareToasts, toast } from "#app/lib/use-toast.ts";
import type { SigninInput } from "./schema.ts";
import { serverMessage } from "./server-message.ts";

const emptyCredentials: SigninInput = { email: "", password: "", botcheck: "" };

/**
 * The sign-in form: on success it goes to `next` (checked again here, as everywhere it is read: a
 * path of this site or the dashboard), on failure a notice gives the server's one message for a
 * wrong address or password.
 */
export function SigninForm({ next }: { next: string }) {
  const id = useId();
  const navigate = useNavigate();
  const { form, state, onSubmit, prepare } = useApiForm<SigninInput>({
    loadSchema: () =>
      import("./schema.ts").then((module) => module.SigninSchema),
    endpoint: "/api/auth/signin",
    defaultValues: emptyCredentials,
    onSuccess: () => void navigate(safeNextPath(next)),
    onFailure: (error) =>
      toast({
        title: signinMessages.failureTitle,
        description: serverMessage(error) ?? signinMessages.failureFallback,
        variant: "destructive",
      }),
  });
  const { register } = form;

  return (
    <form
      // Sent by script only: before the code has run a submit does nothing (SubmitButton).
      method="dialog"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => {
        prepare();
        prepareToasts();
      }}
      className="grid gap-5"
    >
      <InputField
        form={form}
        name="email"
        id={`${id}-email`}
        label="Email Address"
        required
        type="email"
        autoComplete="email"
      />
      <InputField
        form={form}
        name="password"
        id={`${id}-password`}
        label="Password"
        required
        type="password"
        autoComplete="current-password"
      />
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <SubmitButton
        size="lg"
        submitting={state === "submitting"}
        label={signinPage.submitLabel}
        submittingLabel={signinPage.submittingLabel}
      />
    </form>
  );
}
