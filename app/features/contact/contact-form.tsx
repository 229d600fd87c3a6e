import { useEffect, useId, useRef } from "react";
import { contactFormCopy, contactMessages } from "#app/content/contact.ts";
import { InputField, TextareaField } from "#app/components/ui/bound-fields.tsx";
import {
  FormOutcome,
  HoneypotField,
  SubmitButton,
} from "#app/components/ui/form-field.tsx";
import { formActionPath, type FormResult } from "#app/lib/form-result.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import type { ContactInput } from "./schema.ts";
import { FORM_NAMES, HONEYPOT_FIELD } from "#app/lib/form-names.ts";

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
 * field in the server's HTML, and again when a link on the page changes it, unless the visitor
 * has typed something else there.
 */
export function ContactForm({
  service = "",
  result,
}: {
  service?: string;
  /** The page's answer when the form was posted without script. */
  result?: FormResult;
}) {
  const id = useId();
  const { form, state, failureMessage, onSubmit, prepare } =
    useApiForm<ContactInput>({
      loadSchema: () =>
        import("./schema.ts").then((module) => module.ContactSchema),
      endpoint: "/api/contact",
      defaultValues: { ...emptyMessage, service },
      withAttribution: true,
      // Sent: the form empties, the service asked for by the address included.
      onSuccess: (handle) => {
        handle.reset();
        handle.setValue("service", "");
      },
      result,
    });
  const { register } = form;

  // The server renders the field with the query's value; a link on the page may change it later.
  // The field takes the new value while it is empty or still holds the last value filled in
  // this way.
  const filledIn = useRef(service);
  useEffect(() => {
    if (!service) return;
    const current = form.getValues("service") ?? "";
    if (current !== "" && current !== filledIn.current) return;
    form.setValue("service", service);
    filledIn.current = service;
  }, [service, form]);

  return (
    <form
      // Without script (or before it has run) the browser posts the form to the page's action.
      method="post"
      action={formActionPath(FORM_NAMES.contact)}
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
