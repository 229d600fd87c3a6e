import * as React from "react";
import { cn } from "#app/lib/cn.ts";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";

/** What a field's control needs so that its label, hint and error are tied to it. */
interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  "aria-required": boolean | undefined;
}

interface FormFieldProps {
  id: string;
  label: React.ReactNode;
  /** The field's error; shown under it and read out with it. */
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}

/** A label, a control, an optional hint and the field's error message. */
function FormField({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div data-slot="form-field" className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A field people never see and bots fill in (product.md D7): off screen, out of the tab order and
 * hidden from assistive technology.
 */
function HoneypotField(props: React.ComponentProps<"input">) {
  return (
    <div
      aria-hidden="true"
      className="absolute -left-[9999px] h-px w-px overflow-hidden"
    >
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}

/** A notice inside a form: success (polite status) or failure (assertive alert). */
function FormAlert({
  variant,
  className,
  ...props
}: React.ComponentProps<"div"> & { variant: "success" | "error" }) {
  return (
    <div
      role={variant === "error" ? "alert" : "status"}
      data-slot="form-alert"
      className={cn(
        "rounded-md border px-4 py-3 text-sm",
        variant === "error"
          ? "border-destructive/40 bg-destructive/10 text-destructive"
          : "border-emerald-600/30 bg-emerald-50 text-emerald-900",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A form's submit button: its label while idle, `submittingLabel` while sending. It is enabled
 * in the server's HTML: the site's forms have `method="dialog"`, so a press before their code has
 * run submits nowhere (a dialog-method form outside a dialog does nothing) instead of putting the
 * visitor's details in the address bar.
 */
function SubmitButton({
  submitting,
  label,
  submittingLabel,
  disabled,
  ...props
}: Omit<ButtonProps, "type" | "children"> & {
  submitting: boolean;
  label: React.ReactNode;
  submittingLabel: React.ReactNode;
}) {
  return (
    <Button type="submit" disabled={disabled || submitting} {...props}>
      {submitting ? submittingLabel : label}
    </Button>
  );
}

/** The notice after sending: `success` once sent (if given), `failure` when sending failed. */
function FormOutcome({
  state,
  success,
  failure,
}: {
  state: "idle" | "submitting" | "succeeded" | "failed";
  success?: React.ReactNode;
  failure: React.ReactNode;
}) {
  if (state === "succeeded" && success)
    return <FormAlert variant="success">{success}</FormAlert>;
  if (state === "failed")
    return <FormAlert variant="error">{failure}</FormAlert>;
  return null;
}

export { FormAlert, FormField, FormOutcome, HoneypotField, SubmitButton };
