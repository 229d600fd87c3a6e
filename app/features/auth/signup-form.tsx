import { useId } from "react";
import { useNavigate } from "react-router";
import { signupMessages, signupPage } from "#app/content/signup.ts";
import type { PlanId } from "#app/content/plans.ts";
import { InputField } from "#app/components/ui/bound-fields.tsx";
import { HoneypotField, SubmitButton } from "#app/components/ui/form-field.tsx";
import { HONEYPOT_FIELD } from "#app/lib/form-names.ts";
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
 * `subscriptionPlan`.
 */
export function SignupForm({ planId }: { planId: PlanId }) {
  const id = useId();
  const navigate = useNavigate();
  const { form, state, onSubmit, prepare } = useApiForm<SignupInput>({
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
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <SubmitButton
        size="lg"
        submitting={state === "submitting"}
        label={signupPage.submitLabel}
        submittingLabel={signupPage.submittingLabel}
      />
    </form>
  );
}
