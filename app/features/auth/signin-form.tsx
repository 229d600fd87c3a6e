import { useId } from "react";
import { useLocation, useNavigate } from "react-router";
import { signinMessages, signinPage } from "#app/content/signin.ts";
import { InputField } from "#app/components/ui/bound-fields.tsx";
import {
  FormAlert,
  HoneypotField,
  SubmitButton,
} from "#app/components/ui/form-field.tsx";
import { FORM_NAMES, HONEYPOT_FIELD } from "#app/lib/form-names.ts";
import { formActionPath, type FormResult } from "#app/lib/form-result.ts";
import { safeNextPath } from "#app/lib/next-path.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { prepareToasts, toast } from "#app/lib/use-toast.ts";
import type { SigninInput } from "./schema.ts";
import { serverMessage } from "./server-message.ts";

const emptyCredentials: SigninInput = { email: "", password: "", botcheck: "" };

/**
 * The sign-in form: on success it goes to `next` (checked again here, as everywhere it is read: a
 * path of this site or the dashboard), on failure a notice gives the server's one message for a
 * wrong address or password. Without script the form posts to the page, which answers with the
 * redirect to `next` or with the page again (`result`: the message, the address kept).
 */
export function SigninForm({
  next,
  result,
}: {
  next: string;
  /** The page's answer when the form was posted without script. */
  result?: FormResult;
}) {
  const id = useId();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { form, state, failureMessage, onSubmit, prepare } =
    useApiForm<SigninInput>({
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
      result,
    });
  const { register } = form;

  return (
    <form
      // Without script (or before it has run) the browser posts the form to the page's action,
      // keeping `?next=` for the redirect.
      method="post"
      action={formActionPath(FORM_NAMES.signin, search)}
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
      {/* A refusal the page's action answered (no script): the toast's message, in the form. */}
      {failureMessage ? (
        <FormAlert variant="error">{failureMessage}</FormAlert>
      ) : null}
      <SubmitButton
        size="lg"
        submitting={state === "submitting"}
        label={signinPage.submitLabel}
        submittingLabel={signinPage.submittingLabel}
      />
    </form>
  );
}
