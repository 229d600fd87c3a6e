/**
 * The `/book` and `/book/manage` pages' parts. Every form is a real form: without script the
 * zone picker is a GET form and the booking posts to the page's action; with script the page
 * detects the visitor's zone, changes it as soon as another is picked, and posts without a
 * reload (decision 0022). The times are written by the server in the zone the page names.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Form, useLocation, useNavigate, useNavigation } from "react-router";
import { businessTypes } from "#app/content/business-types.ts";
import { site } from "#app/content/site.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  FormAlert,
  FormField,
  HoneypotField,
} from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { formActionPath, type FormResult } from "#app/lib/form-result.ts";
import { HONEYPOT_FIELD } from "#app/lib/form-names.ts";

export interface SlotDayView {
  date: string;
  label: string;
  slots: { start: string; label: string }[];
}

export interface ZoneView {
  timeZone: string;
  label: string;
  zones: string[];
}

/** The zone the times are shown in: named always, changeable, detected with script. */
export function ZonePicker({
  zone,
  keep = {},
}: {
  zone: ZoneView;
  /** Query parameters the picker keeps (the manage link's token, a pre-filled e-mail). */
  keep?: Record<string, string>;
}) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const go = (timeZone: string) => {
    const query = new URLSearchParams(location.search);
    query.set("tz", timeZone);
    void navigate(`?${query}`, { replace: true, preventScrollReset: true });
  };
  // With script, a page opened without ?tz= shows the visitor's own zone.
  useEffect(() => {
    if (new URLSearchParams(location.search).has("tz")) return;
    const detected = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (detected && detected !== zone.timeZone) go(detected);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  return (
    <form
      ref={formRef}
      method="get"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        go(new FormData(event.currentTarget).get("tz") as string);
      }}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid w-64 max-w-full gap-2">
        <label htmlFor={`${id}-tz`} className="text-sm font-medium">
          Times shown in
        </label>
        <NativeSelect
          id={`${id}-tz`}
          name="tz"
          value={zone.timeZone}
          onChange={(event) => go(event.currentTarget.value)}
        >
          {zone.zones.map((name) => (
            <option key={name} value={name}>
              {name.replace(/_/g, " ")}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline">
        Show times
      </Button>
      <p
        className="basis-full text-sm text-muted-foreground"
        data-testid="zone"
      >
        Times in {zone.label}
      </p>
    </form>
  );
}

/** The free calls as radio buttons, one group per day. */
export function SlotPicker({
  days,
  error,
  selected,
}: {
  days: SlotDayView[];
  error?: string;
  selected?: string;
}) {
  const id = useId();
  if (days.length === 0)
    return (
      <p className="rounded-md bg-muted p-4 text-sm">
        No times are free in the coming weeks. Please call us at{" "}
        <a className="underline" href={`tel:${site.phoneE164}`}>
          {site.phone}
        </a>{" "}
        or e-mail{" "}
        <a className="underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
        .
      </p>
    );
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      className="grid gap-4"
    >
      <legend className="mb-2 text-base font-semibold">
        Pick a time (30 minutes)
      </legend>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="grid max-h-[28rem] gap-4 overflow-y-auto pr-1">
        {days.map((day) => (
          <div
            key={day.date}
            role="group"
            aria-labelledby={`${id}-${day.date}`}
          >
            <p id={`${id}-${day.date}`} className="mb-2 text-sm font-medium">
              {day.label}
            </p>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
              {day.slots.map((slot) => (
                <label
                  key={slot.start}
                  className="flex min-h-11 cursor-pointer items-center justify-center rounded-md border bg-background px-2 text-sm has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
                >
                  <input
                    type="radio"
                    name="start"
                    value={slot.start}
                    defaultChecked={slot.start === selected}
                    className="sr-only"
                    aria-label={`${day.label}, ${slot.label}`}
                  />
                  {slot.label}
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function Field({
  id,
  label,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  children: (aria: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby": string | undefined;
    "aria-required": boolean | undefined;
  }) => ReactNode;
}) {
  return (
    <FormField id={id} label={label} error={error} required={required}>
      {children}
    </FormField>
  );
}

/** The booking form: a time, then who is coming and what about. */
export function BookingForm({
  days,
  zone,
  email,
  result,
}: {
  days: SlotDayView[];
  zone: ZoneView;
  email: string;
  result?: FormResult;
}) {
  const id = useId();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const location = useLocation();
  return (
    <Form
      method="post"
      action={formActionPath("booking", location.search)}
      noValidate
      preventScrollReset
      className="relative grid gap-6"
    >
      {result && !result.ok ? (
        <FormAlert variant="error">{result.message}</FormAlert>
      ) : null}
      <SlotPicker days={days} error={errors.start} selected={values.start} />
      <input type="hidden" name="timeZone" value={zone.timeZone} />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name" required error={errors.name}>
          {(aria) => (
            <Input
              {...aria}
              name="name"
              autoComplete="name"
              defaultValue={values.name ?? ""}
            />
          )}
        </Field>
        <Field id={`${id}-email`} label="Email" required error={errors.email}>
          {(aria) => (
            <Input
              {...aria}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={values.email ?? email}
            />
          )}
        </Field>
        <Field id={`${id}-phone`} label="Phone (optional)" error={errors.phone}>
          {(aria) => (
            <Input
              {...aria}
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={values.phone ?? ""}
            />
          )}
        </Field>
        <Field
          id={`${id}-company`}
          label="Company"
          required
          error={errors.company}
        >
          {(aria) => (
            <Input
              {...aria}
              name="company"
              autoComplete="organization"
              defaultValue={values.company ?? ""}
            />
          )}
        </Field>
      </div>
      <Field
        id={`${id}-business-type`}
        label="Business type"
        required
        error={errors.businessType}
      >
        {(aria) => (
          <NativeSelect
            {...aria}
            name="businessType"
            defaultValue={values.businessType ?? ""}
          >
            <option value="">Select your business type</option>
            {businessTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field
        id={`${id}-topic`}
        label="What would you like to discuss?"
        required
        error={errors.topic}
      >
        {(aria) => (
          <Textarea
            {...aria}
            name="topic"
            rows={4}
            className="field-sizing-fixed!"
            placeholder="For example: more bookings from Google, or a website that brings in leads."
            defaultValue={values.topic ?? ""}
          />
        )}
      </Field>
      <HoneypotField name={HONEYPOT_FIELD} />
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? "Booking…" : "Book the call"}
      </Button>
    </Form>
  );
}

/** The page after booking. */
export function BookingConfirmation({
  when,
  email,
}: {
  when?: string;
  email: string;
}) {
  return (
    <div className="grid gap-4" data-testid="booking-confirmed">
      <h2 className="text-2xl font-semibold">Your strategy call is booked</h2>
      {when ? (
        <p className="text-lg">
          <strong>{when}</strong>
        </p>
      ) : null}
      <p>
        The calendar invite is on its way to <strong>{email}</strong>. Open it
        to add the call to your calendar; the e-mail also has a link to move or
        cancel it.
      </p>
      <p className="text-sm text-muted-foreground">
        Nothing in your inbox within a few minutes? Check the spam folder, or
        write to{" "}
        <a className="underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
        .
      </p>
    </div>
  );
}
