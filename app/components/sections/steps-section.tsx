import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { CallToAction, SectionIntro, Step } from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";
import { SectionShell } from "#app/components/sections/section-shell.tsx";

interface StepsSectionProps {
  intro: SectionIntro;
  steps: readonly Step[];
  action?: CallToAction;
  /** Steps side by side on wide screens: 3 (the default), or 5 for a five-step process. */
  columns?: 3 | 5;
  tone?: "default" | "muted";
}

const columnClasses = {
  3: "md:grid-cols-3",
  // Five narrow columns need the width of a large screen; two per row before that.
  5: "sm:grid-cols-2 lg:grid-cols-5 lg:gap-6",
} as const;

/** A numbered sequence; the ordered list carries the numbers for assistive technology. */
export function StepsSection({
  intro,
  steps,
  action,
  columns = 3,
  tone = "default",
}: StepsSectionProps) {
  return (
    <SectionShell intro={intro} tone={tone}>
      <ol className={cn("mt-12 grid gap-8", columnClasses[columns])}>
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
    </SectionShell>
  );
}
