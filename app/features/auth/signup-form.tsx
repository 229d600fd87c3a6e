import { useId } from "react";
import { useLocation, useNavigate } from "react-router";
import { signupMessages, signupPage } from "#app/content/signup.ts";
import type { PlanId } from "#app/content/plans.ts";
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
import type { SignupInput } from "./schema.ts";
import { NewPasswordField } from "./new-password-field.tsx";
import { serverMessage } from "./server-message.ts";

const emptyAccount: SignupInput = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  phone: "",
  password: "",
  botcheck: "",
};

/**
 * The account form (spec §2 Signup, §5): 'Creating Account...' while sending, the 'Account
 * Created Successfully!' notice and /dashboard on success, 'Signup Failed' with the server's
 * message (or the spec's fallback) on failure, the values kept. The plan travels as
 * `subscriptionPlan`. Without script the form posts to the page, which answers with the redirect to
 * /dashboard or with the page again (`result`: errors beside the fields, values kept, never the
 * password).
 */
export function SignupForm({
  planId,
  result,
}: {
  planId: PlanId;
  /** The page's answer when the form was posted without script. */
  result?: FormResult;
}) {
  const id = useId();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { form, state, failureMessage, onSubmit, prepare } =
    useApiForm<SignupInput>({
      loadSchema: () =>
        import("./schema.ts").then((module) => module.SignupSchema),
      endpoint: "/api/auth/signup",
      defaultValues: emptyAccount,
      extra: { subscriptionPlan: planId },
      onSuccess: () => {
        toast({
          title: signupMessages.success,
          description: signupMessages.successDetail,
          page: "/dashboard",
        });
        void navigate("/dashboard");
      },
      onFailure: (error) =>
        toast({
          title: signupMessages.failureTitle,
          description: serverMessage(error) ?? signupMessages.failureFallback,
          variant: "destructive",
        }),
      result,
    });
  const { register } = form;

  return (
    <form
      // Without script (or before it has run) the browser posts the form to the page's action,
      // keeping `?plan=` for the page that answers.
      method="post"
      action={formActionPath(FORM_NAMES.signup, search)}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => {
        prepare();
        prepareToasts();
      }}
      className="grid gap-5"
    >
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <InputField
          form={form}
          name="firstName"
          id={`${id}-first-name`}
          label="First Name"
          required
          autoComplete="given-name"
        />
        <InputField
          form={form}
          name="lastName"
          id={`${id}-last-name`}
          label="Last Name"
          required
          autoComplete="family-name"
        />
      </div>
      <InputField
        form={form}
        name="email"
        id={`${id}-email`}
        label="Email Address"
        required
        type="email"
        autoComplete="email"
      />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <InputField
          form={form}
          name="company"
          id={`${id}-company`}
          label="Company Name"
          autoComplete="organization"
        />
        <InputField
          form={form}
          name="phone"
          id={`${id}-phone`}
          label="Phone Number"
          type="tel"
          autoComplete="tel"
        />
      </div>
      <NewPasswordField form={form} id={`${id}-password`} label="Password" />
      {/* The plan, which the script sends beside the fields. */}
      <input type="hidden" name="subscriptionPlan" value={planId} />
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      {/* A refusal the page's action answered (no script): the toast's message, in the form. */}
      {failureMessage ? (
        <FormAlert variant="error">{failureMessage}</FormAlert>
      ) : null}
      <SubmitButton
        size="lg"
        submitting={state === "submitting"}
        label={signupPage.submitLabel}
        submittingLabel={signupPage.submittingLabel}
      />
    </form>
  );
}
