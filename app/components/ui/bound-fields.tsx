/**
 * Form fields bound to a form (`useApiForm`) by name: the label, the control registered under
 * that name, and the field's error from the form state, tied together by `FormField`.
 */
import * as React from "react";
import type { FieldName, FormHandle } from "#app/lib/use-api-form.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";

interface BoundFieldProps<Values extends object> {
  form: FormHandle<Values>;
  name: FieldName<Values>;
  /** The control's id; a form makes its ids unique with `useId`. */
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  required?: boolean;
  className?: string;
}

type ControlProps<Tag extends "input" | "textarea" | "select"> = Omit<
  React.ComponentProps<Tag>,
  "form" | "name" | "id"
>;

/** Splits a bound field's props into the field's, the registration and the control's own. */
function useBinding<Values extends object, Rest>({
  form,
  name,
  id,
  label,
  hint,
  required,
  className,
  ...control
}: BoundFieldProps<Values> & Rest) {
  return {
    field: { id, label, hint, required, className, error: form.errorOf(name) },
    registration: form.register(name),
    control,
  };
}

function InputField<Values extends object>(
  props: BoundFieldProps<Values> & ControlProps<"input">,
) {
  const { field, registration, control } = useBinding(props);
  return (
    <FormField {...field}>
      {(aria) => <Input {...control} {...aria} {...registration} />}
    </FormField>
  );
}

function TextareaField<Values extends object>(
  props: BoundFieldProps<Values> & ControlProps<"textarea">,
) {
  const { field, registration, control } = useBinding(props);
  return (
    <FormField {...field}>
      {(aria) => <Textarea {...control} {...aria} {...registration} />}
    </FormField>
  );
}

function SelectField<Values extends object>(
  props: BoundFieldProps<Values> & ControlProps<"select">,
) {
  const { field, registration, control } = useBinding(props);
  return (
    <FormField {...field}>
      {(aria) => <NativeSelect {...control} {...aria} {...registration} />}
    </FormField>
  );
}

export { InputField, SelectField, TextareaField };
