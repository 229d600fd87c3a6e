import { useId } from "react";
import {
  forgotPasswordMessages,
  forgotPasswordPage,
} from "#app/content/account-links.ts";
import { InputField } from "#app/components/ui/bound-fields.tsx";
import {
  FormAlert,
  HoneypotField,
  SubmitButton,
} from "#app/components/ui/form-field.tsx";
import { FORM_NAMES, HONEYPOT_FIELD } from "#app/lib/form-names.ts";
import { formActionPath, type FormResult } from "#app/lib/form-result.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { prepareToasts, toast } from "#app/lib/use-toast.ts";
import type { ForgotPasswordInput } from "./schema.ts";
import { serverMessage } from "./server-message.ts";

const emptyRequest: ForgotPasswordInput = { email: "", botcheck: "" };

/**
 * Asks for a password-reset link. Once sent, the form gives way to the one answer every address
 * gets (it never says whether the address has an account); the page's own link leads back to
 * sign in. Without script the form posts to the page, which answers with the same (`result`).
 */
export function ForgotPasswordForm({
  result,
}: {
  /** The page's answer when the form was posted without script. */
  result?: FormResult;
}) {
  const id = useId();
  const { form, state, failureMessage, onSubmit, prepare } =
    useApiForm<ForgotPasswordInput>({
      loadSchema: () =>
        import("./schema.ts").then((module) => module.ForgotPasswordSchema),
      endpoint: "/api/auth/forgot-password",
      defaultValues: emptyRequest,
      onFailure: (error) =>
        toast({
          title: forgotPasswordMessages.failureTitle,
          description:
            serverMessage(error) ?? forgotPasswordMessages.failureFallback,
          variant: "destructive",
        }),
      result,
    });
  const { register } = form;

  if (state === "succeeded")
    return (
      <div role="status" className="grid gap-3">
        <h2 className="text-lg font-semibold text-foreground">
          {forgotPasswordPage.sentTitle}
        </h2>
        <p className="text-muted-foreground">
          {forgotPasswordMessages.success}
        </p>
      </div>
    );

  return (
    <form
      // Without script (or before it has run) the browser posts the form to the page's action.
      method="post"
      action={formActionPath(FORM_NAMES.forgotPassword)}
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
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      {/* A refusal the page's action answered (no script): the toast's message, in the form. */}
      {failureMessage ? (
        <FormAlert variant="error">{failureMessage}</FormAlert>
      ) : null}
      <SubmitButton
        size="lg"
        submitting={state === "submitting"}
        label={forgotPasswordPage.submitLabel}
        submittingLabel={forgotPasswordPage.submittingLabel}
      />
    </form>
  );
}
