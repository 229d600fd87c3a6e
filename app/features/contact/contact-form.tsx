import { useEffect, useId, useRef } from "react";
import { contactFormCopy, contactMessages } from "#app/content/contact.ts";
import { InputField, TextareaField } from "#app/components/ui/bound-fields.tsx";
import {
  FormOutcome,
  HoneypotField,
  SubmitButton,
} from "#app/components/ui/form-field.tsx";
import { useApiForm } from "#app/lib/use-api-form.ts";
import type { ContactInput } from "./schema.ts";
import { HONEYPOT_FIELD } from "#app/lib/form-names.ts";

const emptyMessage: ContactInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  company: "",
  service: "",
  message: "",
  botcheck: "",
};

/**
 * The contact form (spec §2, product.md D3): posts to `POST /api/contact` with the visitor's
 * attribution, empties itself on success with a notice promising a reply within 24 hours, and
 * keeps what was typed on failure. `service` (from `?service=`) fills the "Service of interest"
 * field when it arrives, unless the visitor has typed something else there.
 */
export function ContactForm({ service = "" }: { service?: string }) {
  const id = useId();
  const { form, state, failureMessage, onSubmit, prepare } =
    useApiForm<ContactInput>({
      loadSchema: () =>
        import("./schema.ts").then((module) => module.ContactSchema),
      endpoint: "/api/contact",
      defaultValues: emptyMessage,
      withAttribution: true,
      onSuccess: (handle) => handle.reset(),
    });
  const { register } = form;

  // The prerendered page has no query: the value arrives after hydration, and again whenever a
  // link on the page changes it. The field takes it while it is empty or still holds the last
  // value filled in this way.
  const filledIn = useRef("");
  useEffect(() => {
    if (!service) return;
    const current = form.getValues("service") ?? "";
    if (current !== "" && current !== filledIn.current) return;
    form.setValue("service", service);
    filledIn.current = service;
  }, [service, form]);

  return (
    <form
      // Sent by script only: before the code has run a submit does nothing (SubmitButton).
      method="dialog"
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      className="relative grid gap-5"
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
      <div className="grid items-start gap-5 sm:grid-cols-2">
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
          name="phone"
          id={`${id}-phone`}
          label="Phone Number"
          type="tel"
          autoComplete="tel"
        />
      </div>
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
          name="service"
          id={`${id}-service`}
          label="Service of interest"
          hint={contactFormCopy.serviceHint}
          autoComplete="off"
          placeholder="e.g. SEO Automation"
        />
      </div>
      <TextareaField
        form={form}
        name="message"
        id={`${id}-message`}
        label="Message"
        required
        rows={5}
        className="field-sizing-fixed!"
        placeholder="Tell us about your business and what you need help with."
      />
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <FormOutcome
        state={state}
        success={contactMessages.success}
        failure={failureMessage ?? contactMessages.failure}
      />
      <SubmitButton
        size="lg"
        submitting={state === "submitting"}
        label={contactFormCopy.submitLabel}
        submittingLabel={contactFormCopy.submittingLabel}
      />
    </form>
  );
}
