import { useId } from "react";
import { Link } from "react-router";
import { businessTypes } from "#app/content/business-types.ts";
import {
  auditFormSections,
  auditMessages,
  businessTypePlaceholder,
} from "#app/content/free-audit.ts";
import {
  InputField,
  TextareaField,
  SelectField,
} from "#app/components/ui/bound-fields.tsx";
import {
  FormOutcome,
  HoneypotField,
  SubmitButton,
} from "#app/components/ui/form-field.tsx";
import { uncertainOutcomeMessage } from "#app/lib/api.ts";
import { formActionPath, type FormResult } from "#app/lib/form-result.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { prepareToasts, toast } from "#app/lib/use-toast.ts";
import {
  AUDIT_SOURCE,
  FORM_NAMES,
  HONEYPOT_FIELD,
} from "#app/lib/form-names.ts";
import type { LeadInput } from "./schema.ts";

/** Who asked for the audit, for the confirmation. */
export interface AuditRequester {
  name: string;
  email: string;
}

const emptyLead: LeadInput = {
  name: "",
  email: "",
  phone: "",
  company: "",
  website: "",
  businessType: "",
  currentMarketing: "",
  goals: "",
  botcheck: "",
};

function FormPart({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    // The floated legend leaves the border line, so each part can open with a rule.
    <fieldset className="border-t pt-8 first:border-t-0 first:pt-0">
      <legend className="float-left mb-5 w-full">
        <h3 className="text-lg font-semibold text-foreground">{title}</h3>
        <span className="mt-1 block text-sm text-muted-foreground">
          {description}
        </span>
      </legend>
      <div className="clear-both grid gap-5">{children}</div>
    </fieldset>
  );
}

/**
 * The free-audit lead form (spec §2, §5): three parts, the spec's messages, 'Submitting...' while
 * sending. Sends `source: 'Free Audit Page'` and the visitor's attribution to `POST /api/leads`.
 * On success it raises the 'Success!' toast and hands over to the confirmation; on failure the
 * values stay and a notice says so.
 */
export function LeadForm({
  onSubmitted,
  result,
}: {
  onSubmitted: (requester: AuditRequester) => void;
  /** The page's answer when the form was posted without script. */
  result?: FormResult;
}) {
  const id = useId();
  const { form, state, failureMessage, onSubmit, prepare } =
    useApiForm<LeadInput>({
      loadSchema: () =>
        import("./schema.ts").then((module) => module.LeadSchema),
      endpoint: "/api/leads",
      defaultValues: emptyLead,
      withAttribution: true,
      extra: { source: AUDIT_SOURCE },
      onSuccess: (handle) => {
        toast({
          title: auditMessages.successTitle,
          description: auditMessages.success,
        });
        onSubmitted({
          name: handle.getValues("name").trim(),
          email: handle.getValues("email").trim(),
        });
      },
      onFailure: (error) =>
        toast({
          title: auditMessages.failureTitle,
          description: uncertainOutcomeMessage(error) ?? auditMessages.failure,
          variant: "destructive",
        }),
      result,
    });
  const { register } = form;

  return (
    <form
      // Without script (or before it has run) the browser posts the form to the page's action.
      method="post"
      action={formActionPath(FORM_NAMES.lead)}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => {
        prepare();
        prepareToasts();
      }}
      className="relative grid gap-8"
    >
      <FormPart {...auditFormSections.contact}>
        <InputField
          form={form}
          name="name"
          id={`${id}-name`}
          label="Full Name"
          required
          autoComplete="name"
        />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <InputField
            form={form}
            name="email"
            id={`${id}-email`}
            label="Email Address"
            required
            type="email"
            autoComplete="email"
            placeholder="you@yourbusiness.com"
          />
          <InputField
            form={form}
            name="phone"
            id={`${id}-phone`}
            label="Phone Number"
            required
            type="tel"
            autoComplete="tel"
            placeholder="(202) 555-0100"
          />
        </div>
      </FormPart>

      <FormPart {...auditFormSections.business}>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <InputField
            form={form}
            name="company"
            id={`${id}-company`}
            label="Company Name"
            required
            autoComplete="organization"
          />
          <InputField
            form={form}
            name="website"
            id={`${id}-website`}
            label="Website"
            hint="Optional. For example: yourbusiness.com"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://www.yourbusiness.com"
          />
        </div>
        <SelectField
          form={form}
          name="businessType"
          id={`${id}-business-type`}
          label="Business Type"
          required
        >
          <option value="">{businessTypePlaceholder}</option>
          {businessTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
      </FormPart>

      <FormPart {...auditFormSections.goals}>
        <TextareaField
          form={form}
          name="currentMarketing"
          id={`${id}-current-marketing`}
          label="Current Marketing"
          hint="Optional. For example: a Facebook page we post on now and then, flyers, a freelancer for our website."
          rows={3}
        />
        <TextareaField
          form={form}
          name="goals"
          id={`${id}-goals`}
          label="Marketing Goals"
          required
          hint="For example: more bookings from Arlington and Alexandria, ranking for “bakery near me”, a steady stream of social posts."
          rows={4}
        />
      </FormPart>

      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <FormOutcome
        state={state}
        failure={
          failureMessage ??
          `${auditMessages.failure} ${auditMessages.failureAlternative}`
        }
      />
      <div className="grid gap-3">
        <SubmitButton
          size="lg"
          submitting={state === "submitting"}
          label="Get My Free Audit"
          submittingLabel="Submitting..."
        />
        <p className="text-center text-sm text-muted-foreground">
          Free, with no obligation. We use your details only to prepare your
          audit and contact you about it. Read our{" "}
          <Link
            to="/privacy-policy"
            className="font-medium text-primary underline underline-offset-4"
          >
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </form>
  );
}
