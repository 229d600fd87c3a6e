import { useId } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  resetPasswordMessages,
  resetPasswordPage,
} from "#app/content/account-links.ts";
import {
  FormAlert,
  HoneypotField,
  SubmitButton,
} from "#app/components/ui/form-field.tsx";
import { FORM_NAMES, HONEYPOT_FIELD } from "#app/lib/form-names.ts";
import { formActionPath, type FormResult } from "#app/lib/form-result.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { prepareToasts, toast } from "#app/lib/use-toast.ts";
import { NewPasswordField } from "./new-password-field.tsx";
import type { ResetPasswordInput } from "./schema.ts";
import { serverMessage } from "./server-message.ts";

/**
 * The new password for the e-mailed link's `token`: on success the visitor is signed in (every
 * other session ended) and goes to the dashboard; a link that stopped working says so. Without
 * script the form posts to the page, which answers with the redirect to the dashboard or with
 * the page again (`result`).
 */
export function ResetPasswordForm({
  token,
  email,
  result,
}: {
  token: string;
  email: string;
  /** The page's answer when the form was posted without script. */
  result?: FormResult;
}) {
  const id = useId();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { form, state, failureMessage, onSubmit, prepare } =
    useApiForm<ResetPasswordInput>({
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
      result,
    });
  const { register } = form;

  return (
    <form
      // Without script (or before it has run) the browser posts the form to the page's action,
      // keeping `?token=` for the page that answers.
      method="post"
      action={formActionPath(FORM_NAMES.resetPassword, search)}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => {
        prepare();
        prepareToasts();
      }}
      className="grid gap-5"
    >
      {/* The link's token, which the script sends from the form's values. */}
      <input type="hidden" name="token" value={token} />
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
      {/* A refusal the page's action answered (no script): the toast's message, in the form. */}
      {failureMessage ? (
        <FormAlert variant="error">{failureMessage}</FormAlert>
      ) : null}
      <SubmitButton
        size="lg"
        submitting={state === "submitting"}
        label={resetPasswordPage.submitLabel}
        submittingLabel={resetPasswordPage.submittingLabel}
      />
    </form>
  );
}
