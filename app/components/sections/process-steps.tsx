import type { ProcessStep, SectionIntro } from "#app/content/types.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { TitledList } from "#app/components/sections/titled-list.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";

/**
 * Props of `ProcessSteps`:
 * - `intro`: the section's eyebrow, h2 and lead.
 * - `steps`: `ProcessStep[]` (content/types.ts): title, description, optional `deliverables` list
 *   and optional `duration`. The list order gives the step numbers.
 * - `deliverablesLabel`: the term before each step's deliverables ("Deliverables").
 * - `tone`: `muted` for a grey band.
 */
interface ProcessStepsProps {
  intro: SectionIntro;
  steps: readonly ProcessStep[];
  deliverablesLabel?: string;
  tone?: "default" | "muted";
}

/**
 * A numbered process as cards. The ordered list carries the numbers for assistive technology, so
 * the drawn number is hidden from it.
 */
export function ProcessSteps({
  intro,
  steps,
  deliverablesLabel = "Deliverables",
  tone = "default",
}: ProcessStepsProps) {
  return (
    <SectionShell intro={intro} tone={tone}>
      <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {steps.map((step, index) => (
          <li
            key={step.id}
            className="flex flex-col rounded-xl border bg-card p-6 shadow-sm"
          >
            <div className="flex items-center justify-between gap-4">
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              {step.duration && (
                <p className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">
                  <Icon name="clock" className="size-3.5" />
                  {step.duration}
                </p>
              )}
            </div>
            <h3 className="mt-5 text-xl font-semibold text-foreground">
              {step.title}
            </h3>
            <p className="mt-2 leading-7 text-muted-foreground">
              {step.description}
            </p>
            <TitledList
              title={deliverablesLabel}
              items={step.deliverables}
              className="mt-5 border-t pt-4"
            />
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
