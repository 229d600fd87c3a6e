import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { auditConfirmation } from "#app/content/free-audit.ts";
import { containerClass } from "#app/components/sections/section-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { AuditRequester } from "./lead-form.tsx";

/**
 * What replaces the free-audit page once the request is in (spec §2): the page's heading, the
 * promise to call within 24 hours, the next steps and when the agent is set up. It takes the
 * page's only h1 and the focus, so keyboard and screen-reader users land on it.
 */
export function AuditConfirmation({
  requester,
}: {
  requester: AuditRequester;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { title, description, nextStepsTitle, nextSteps, setupNote, actions } =
    auditConfirmation;

  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      aria-labelledby="audit-confirmation-title"
      className="bg-gradient-to-b from-secondary to-background py-16 sm:py-24"
    >
      <div className={containerClass}>
        <div className="mx-auto max-w-3xl">
          <div className="text-center">
            <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-success">
              <Icon name="circle-check" className="size-9" />
            </span>
            <h1
              id="audit-confirmation-title"
              ref={headingRef}
              tabIndex={-1}
              className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-foreground outline-none sm:text-5xl"
            >
              {title}
            </h1>
            <p className="mt-6 text-lg leading-8 text-pretty text-muted-foreground">
              {requester.name ? `Thank you, ${requester.name}. ` : null}
              {description}
              {requester.email
                ? ` We'll reach you at ${requester.email} or the phone number you gave us.`
                : null}
            </p>
          </div>
          <div className="mt-12 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <h2 className="text-2xl font-bold tracking-tight text-foreground">
              {nextStepsTitle}
            </h2>
            <ol className="mt-6 space-y-6">
              {nextSteps.map((step, index) => (
                <li key={step.id} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-foreground">
                      {step.title}
                    </h3>
                    <p className="mt-1 leading-7 text-muted-foreground">
                      {step.description}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
            <p className="mt-8 flex items-start gap-3 rounded-lg bg-muted p-4 text-sm leading-6 text-foreground">
              <Icon name="clock" className="mt-0.5 size-4 text-primary" />
              {setupNote}
            </p>
          </div>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link
                to={`/book${requester.email ? `?email=${encodeURIComponent(requester.email)}` : ""}`}
              >
                Book Your Strategy Call
              </Link>
            </Button>
            {actions.map((action) => (
              <Button key={action.to} asChild size="lg" variant="outline">
                <Link to={action.to}>{action.label}</Link>
              </Button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
