import {
  containerClass,
  SectionHeading,
} from "#app/components/sections/section-heading.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { auditFormAnchor } from "#app/content/free-audit.ts";
import {
  auditExpectations,
  auditFormIntro,
} from "#app/content/free-audit-sections.ts";
import { AuditConfirmation } from "#app/features/lead/audit-confirmation.tsx";
import {
  LeadForm,
  type AuditRequester,
} from "#app/features/lead/lead-form.tsx";

interface FreeAuditSectionsProps {
  /** Set once the request is in: the confirmation replaces the form (and the hero). */
  requester: AuditRequester | null;
  onSubmitted: (requester: AuditRequester) => void;
}

/** The free audit page below the hero: the lead form, then its confirmation. */
export default function FreeAuditSections({
  requester,
  onSubmitted,
}: FreeAuditSectionsProps) {
  return (
    <>
      {requester ? (
        <AuditConfirmation requester={requester} />
      ) : (
        <section
          id={auditFormAnchor}
          aria-labelledby={`${auditFormAnchor}-title`}
          className="py-16 sm:py-24"
        >
          <div className={containerClass}>
            <SectionHeading
              id={`${auditFormAnchor}-title`}
              {...auditFormIntro}
            />
            <div className="mt-12 grid gap-8 lg:grid-cols-3">
              <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8 lg:col-span-2">
                <LeadForm onSubmitted={onSubmitted} />
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
                        <p className="font-medium text-foreground">
                          {item.title}
                        </p>
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
      )}
      <Toaster />
    </>
  );
}
