import { useState } from "react";
import { signupPage } from "#app/content/signup.ts";
import { InputField } from "#app/components/ui/bound-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { FieldName, FormHandle } from "#app/lib/use-api-form.ts";

/**
 * A new password (signup, reset): the password manager's `new-password` hint, the rule as a
 * hint, and a Show/Hide button, since a new password typed blind is easily mistyped.
 */
export function NewPasswordField<Values extends { password: string }>({
  form,
  id,
  label,
}: {
  form: FormHandle<Values>;
  id: string;
  label: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="grid gap-2">
      <InputField
        form={form}
        name={"password" as FieldName<Values>}
        id={id}
        label={label}
        required
        type={shown ? "text" : "password"}
        autoComplete="new-password"
        hint={signupPage.passwordHint}
      />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="justify-self-start"
        aria-pressed={shown}
        aria-controls={id}
        onClick={() => setShown((isShown) => !isShown)}
      >
        <Icon name={shown ? "eye-off" : "eye"} className="size-4" />
        {shown ? signupPage.hidePassword : signupPage.showPassword}
      </Button>
    </div>
  );
}
