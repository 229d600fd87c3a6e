import { useState } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  containerClass,
  SectionHeading,
} from "#app/components/sections/section-heading.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import {
  auditExpectations,
  auditFormAnchor,
  auditFormIntro,
  freeAuditHero,
  freeAuditJsonLd,
  freeAuditSeo,
} from "#app/content/free-audit.ts";
import { AuditConfirmation } from "#app/features/lead/audit-confirmation.tsx";
import type { AuditRequester } from "#app/features/lead/lead-form.tsx";
import { ToastOutlet } from "#app/components/ui/toast-outlet.tsx";
import { clientPart } from "#app/lib/client-part.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { FORM_NAMES } from "#app/lib/form-names.ts";
import { type FormResult, useFormResult } from "#app/lib/form-result.ts";
import { leadsEndpoint } from "#app/features/lead/lead.server.ts";
import { formAction } from "#app/services/form-action.server.ts";

// The form's code loads when the form is on screen or reached for; the server HTML holds it. The
// toasts load when the form is first focused.
const LeadForm = clientPart(
  () =>
    import("#app/features/lead/lead-form.tsx").then(
      (module) => module.LeadForm,
    ),
  "visible",
);

export const meta = () =>
  pageMeta({
    ...freeAuditSeo,
    path: "/free-audit",
    jsonLd: freeAuditJsonLd(),
  });

/** The form posted without script: the page again, with its errors or the confirmation. */
export const action = formAction({ [FORM_NAMES.lead]: leadsEndpoint });

export default function FreeAudit() {
  const result = useFormResult(FORM_NAMES.lead);
  // Who sent the request once it is in; the confirmation then replaces the page (spec §2).
  const [requester, setRequester] = useState<AuditRequester | null>(() =>
    result?.ok
      ? { name: result.values.name ?? "", email: result.values.email ?? "" }
      : null,
  );
  return (
    <>
      {requester ? (
        <AuditConfirmation requester={requester} />
      ) : (
        <>
          <Hero {...freeAuditHero} />
          <AuditRequest onSubmitted={setRequester} result={result} />
        </>
      )}
      <ToastOutlet />
    </>
  );
}

/** The lead form beside what a visitor can count on. */
function AuditRequest({
  onSubmitted,
  result,
}: {
  onSubmitted: (requester: AuditRequester) => void;
  result: FormResult | undefined;
}) {
  return (
    <section
      id={auditFormAnchor}
      aria-labelledby={`${auditFormAnchor}-title`}
      className="py-16 sm:py-24"
    >
      <div className={containerClass}>
        <SectionHeading id={`${auditFormAnchor}-title`} {...auditFormIntro} />
        <div className="mt-12 grid gap-8 lg:grid-cols-3">
          <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8 lg:col-span-2">
            <LeadForm onSubmitted={onSubmitted} result={result} />
          </div>
          <aside
            aria-labelledby={`${auditFormAnchor}-expect`}
            className="h-fit rounded-2xl bg-muted p-6 sm:p-8"
          >
            <h3
              id={`${auditFormAnchor}-expect`}
              className="text-lg font-semibold text-foreground"
            >
              {auditExpectations.title}
            </h3>
            <ul className="mt-6 space-y-6">
              {auditExpectations.items.map((item) => (
                <li key={item.id} className="flex gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-background text-primary">
                    <Icon name={item.icon} className="size-4" />
                  </span>
                  <div>
                    <p className="font-medium text-foreground">{item.title}</p>
                    <p className="mt-1 text-sm leading-6 text-muted-foreground">
                      {item.description}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </section>
  );
}
