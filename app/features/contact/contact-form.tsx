import { useEffect, useId, useRef } from "react";
import {
  contactFormCopy,
  contactMessages,
} from "#app/content/contact-sections.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  FormAlert,
  FormField,
  HoneypotField,
} from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { useHydrated } from "#app/lib/use-query-state.ts";
import { ContactSchema, type ContactInput } from "./schema.ts";

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
  const { form, state, onSubmit } = useApiForm<ContactInput>({
    schema: ContactSchema,
    endpoint: "/api/contact",
    defaultValues: emptyMessage,
    withAttribution: true,
    onSuccess: (handle) => handle.reset(),
  });
  const {
    register,
    formState: { errors },
  } = form;

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

  const submitting = state === "submitting";
  // Until React has taken over, a click would submit the page natively (a GET with the
  // values in the URL); the prerendered button waits for hydration.
  const hydrated = useHydrated();

  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          id={`${id}-first-name`}
          label="First Name"
          required
          error={errors.firstName?.message}
        >
          {(control) => (
            <Input
              autoComplete="given-name"
              {...control}
              {...register("firstName")}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-last-name`}
          label="Last Name"
          required
          error={errors.lastName?.message}
        >
          {(control) => (
            <Input
              autoComplete="family-name"
              {...control}
              {...register("lastName")}
            />
          )}
        </FormField>
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          id={`${id}-email`}
          label="Email Address"
          required
          error={errors.email?.message}
        >
          {(control) => (
            <Input
              type="email"
              autoComplete="email"
              {...control}
              {...register("email")}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-phone`}
          label="Phone Number"
          error={errors.phone?.message}
        >
          {(control) => (
            <Input
              type="tel"
              autoComplete="tel"
              {...control}
              {...register("phone")}
            />
          )}
        </FormField>
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          id={`${id}-company`}
          label="Company Name"
          error={errors.company?.message}
        >
          {(control) => (
            <Input
              autoComplete="organization"
              {...control}
              {...register("company")}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-service`}
          label="Service of interest"
          hint={contactFormCopy.serviceHint}
          error={errors.service?.message}
        >
          {(control) => (
            <Input
              autoComplete="off"
              placeholder="e.g. SEO Automation"
              {...control}
              {...register("service")}
            />
          )}
        </FormField>
      </div>
      <FormField
        id={`${id}-message`}
        label="Message"
        required
        error={errors.message?.message}
      >
        {(control) => (
          <Textarea
            rows={5}
            className="field-sizing-fixed!"
            placeholder="Tell us about your business and what you need help with."
            {...control}
            {...register("message")}
          />
        )}
      </FormField>
      <HoneypotField {...register("botcheck")} />
      {state === "succeeded" ? (
        <FormAlert variant="success">{contactMessages.success}</FormAlert>
      ) : null}
      {state === "failed" ? (
        <FormAlert variant="error">{contactMessages.failure}</FormAlert>
      ) : null}
      <Button type="submit" size="lg" disabled={submitting || !hydrated}>
        {submitting
          ? contactFormCopy.submittingLabel
          : contactFormCopy.submitLabel}
      </Button>
    </form>
  );
}
