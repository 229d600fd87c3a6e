import { useId } from "react";
import { site } from "#app/content/site.ts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { InputField } from "#app/components/ui/bound-fields.tsx";
import {
  FormAlert,
  FormOutcome,
  HoneypotField,
  SubmitButton,
} from "#app/components/ui/form-field.tsx";
import { useApiForm } from "#app/lib/use-api-form.ts";
import type { ResourceRequestInput } from "./schema.ts";
import { HONEYPOT_FIELD } from "#app/lib/form-names.ts";

interface ResourceRequestDialogProps {
  resource: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function ResourceRequestDialog({
  resource,
  open,
  onOpenChange,
}: ResourceRequestDialogProps) {
  const id = useId();
  const { form, state, failureMessage, onSubmit, prepare } =
    useApiForm<ResourceRequestInput>({
      loadSchema: () =>
        import("./schema.ts").then((module) => module.ResourceRequestSchema),
      endpoint: "/api/resource-requests",
      defaultValues: { name: "", email: "", resource, botcheck: "" },
      withAttribution: true,
    });
  const { register, getValues } = form;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Get “{resource}”</DialogTitle>
          <DialogDescription>
            Tell us where to send it and we'll email it to you. No spam: one
            email with the resource, and a reply from a real person if you have
            questions.
          </DialogDescription>
        </DialogHeader>
        {state === "succeeded" ? (
          <FormAlert variant="success">
            Thank you! We'll email “{resource}” to {getValues("email")}.
          </FormAlert>
        ) : (
          <form
            noValidate
            onSubmit={onSubmit}
            onFocus={prepare}
            className="relative grid gap-4"
          >
            <InputField
              form={form}
              name="name"
              id={`${id}-name`}
              label="Your name"
              required
              autoComplete="name"
            />
            <InputField
              form={form}
              name="email"
              id={`${id}-email`}
              label="Email address"
              required
              type="email"
              autoComplete="email"
            />
            <HoneypotField {...register(HONEYPOT_FIELD)} />
            <FormOutcome
              state={state}
              failure={
                failureMessage ??
                `We couldn't send your request. Please try again or email us at ${site.email}.`
              }
            />
            <SubmitButton
              submitting={state === "submitting"}
              label="Email it to me"
              submittingLabel="Sending..."
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
