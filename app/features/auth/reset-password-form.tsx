import { useId } from "react";
import { useNavigate } from "react-router";
import {
  resetPasswordMessages,
  resetPasswordPage,
} from "#app/content/account-links.ts";
import { HoneypotField, SubmitButton } from "#app/components/ui/form-field.tsx";
import { HONEYPOT_FIELD } from "#app/lib/form-names.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { prepareToasts, toast } from "#app/lib/use-toast.ts";
import { NewPasswordField } from "./new-password-field.tsx";
import type { ResetPasswordInput } from "./schema.ts";
import { serverMessage } from "./server-message.ts";

/**
 * The new password for the e-mailed link's `token`: on success the visitor is signed in (every
 * other session ended) and goes to the dashboard; a link that stopped working says so.
 */
export function ResetPasswordForm({
  token,
  email,
}: {
  token: string;
  email: string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const { form, state, onSubmit, prepare } = useApiForm<ResetPasswordInput>({
    loadSchema: () =>
      import("./schema.ts").then((module) => module.ResetPasswordSchema),
    endpoint: "/api/auth/reset-password",
    // The token is a value without a field: validated and sent with the password.
    defaultValues: { token, password: "", botcheck: "" },
    onSuccess: () => {
      toast({
        title: resetPasswordMessages.success,
        description: resetPasswordMessages.successDetail,
        page: "/dashboard",
      });
      void navigate("/dashboard", { replace: true });
    },
    onFailure: (error) =>
      toast({
        title: resetPasswordMessages.failureTitle,
        description:
          serverMessage(error) ?? resetPasswordMessages.failureFallback,
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
      {/* Not sent: it tells the password manager whose password this is. */}
      <input
        type="email"
        autoComplete="username"
        value={email}
        readOnly
        hidden
      />
      <NewPasswordField
        form={form}
        id={`${id}-password`}
        label={resetPasswordPage.passwordLabel}
      />
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <SubmitButton
        size="lg"
        submitting={state === "submitting"}
        label={resetPasswordPage.submitLabel}
        submittingLabel={resetPasswordPage.submittingLabel}
      />
    </form>
  );
}
