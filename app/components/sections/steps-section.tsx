import { useId } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { CallToAction, SectionIntro, Step } from "#app/content/types.ts";
import {
  containerClass,
  SectionHeading,
} from "#app/components/sections/section-heading.tsx";

interface StepsSectionProps {
  intro: SectionIntro;
  steps: readonly Step[];
  action?: CallToAction;
}

/** A numbered sequence; the ordered list carries the numbers for assistive technology. */
export function StepsSection({ intro, steps, action }: StepsSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-24">
      <div className={containerClass}>
        <SectionHeading id={headingId} {...intro} />
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.id} className="relative flex flex-col items-start">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-xl font-semibold text-foreground">
                {step.title}
              </h3>
              <p className="mt-2 leading-7 text-muted-foreground">
                {step.description}
              </p>
            </li>
          ))}
        </ol>
        {action && (
          <div className="mt-12 text-center">
            <Button asChild variant="outline" size="lg">
              <Link to={action.to}>{action.label}</Link>
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
