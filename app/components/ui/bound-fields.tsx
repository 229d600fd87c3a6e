/**
 * Form fields bound to a react-hook-form form by name: the label, the control registered under
 * that name, and the field's error from the form state, tied together by `FormField`.
 */
import * as React from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";

interface BoundFieldProps<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, FieldValues>;
  name: Path<Values>;
  /** The control's id; a form makes its ids unique with `useId`. */
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  required?: boolean;
  className?: string;
}

function useBoundField<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  required,
  className,
}: BoundFieldProps<Values>) {
  const { error } = form.getFieldState(name, form.formState);
  return {
    field: { id, label, hint, required, className, error: error?.message },
    registration: form.register(name),
  };
}

function InputField<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  required,
  className,
  ...inputProps
}: BoundFieldProps<Values> &
  Omit<React.ComponentProps<"input">, "form" | "name" | "id">) {
  const { field, registration } = useBoundField({
    form,
    name,
    id,
    label,
    hint,
    required,
    className,
  });
  return (
    <FormField {...field}>
      {(control) => <Input {...inputProps} {...control} {...registration} />}
    </FormField>
  );
}

function TextareaField<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  required,
  className,
  ...textareaProps
}: BoundFieldProps<Values> &
  Omit<React.ComponentProps<"textarea">, "form" | "name" | "id">) {
  const { field, registration } = useBoundField({
    form,
    name,
    id,
    label,
    hint,
    required,
    className,
  });
  return (
    <FormField {...field}>
      {(control) => (
        <Textarea {...textareaProps} {...control} {...registration} />
      )}
    </FormField>
  );
}

function SelectField<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  required,
  className,
  ...selectProps
}: BoundFieldProps<Values> &
  Omit<React.ComponentProps<"select">, "form" | "name" | "id">) {
  const { field, registration } = useBoundField({
    form,
    name,
    id,
    label,
    hint,
    required,
    className,
  });
  return (
    <FormField {...field}>
      {(control) => (
        <NativeSelect {...selectProps} {...control} {...registration} />
      )}
    </FormField>
  );
}

export { InputField, SelectField, TextareaField };
