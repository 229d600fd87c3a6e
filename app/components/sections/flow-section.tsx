import type { FeatureItem, SectionIntro } from "#app/content/types.ts";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

interface FlowSectionProps {
  intro: SectionIntro;
  /** The stages in order; each leads into the next. */
  stages: readonly FeatureItem[];
  tone?: "default" | "muted";
}

/**
 * A chain of stages joined by arrows: down the page on small screens, across it on wide ones.
 * The ordered list carries the sequence for assistive technology; the arrows are decoration.
 */
export function FlowSection({
  intro,
  stages,
  tone = "default",
}: FlowSectionProps) {
  return (
    <SectionShell intro={intro} tone={tone}>
      <ol className="mx-auto mt-12 grid max-w-md gap-4 lg:max-w-none lg:grid-cols-4 lg:gap-12">
        {stages.map((stage, index) => (
          <li
            key={stage.id}
            className="relative flex flex-col items-center gap-4"
          >
            <div className="flex h-full w-full flex-col rounded-xl border bg-card p-6 text-center shadow-sm">
              <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon name={stage.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-foreground">
                {stage.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">
                {stage.description}
              </p>
            </div>
            {index < stages.length - 1 && (
              <Icon
                name="arrow-right"
                className="size-6 rotate-90 text-primary lg:absolute lg:top-1/2 lg:-right-9 lg:-translate-y-1/2 lg:rotate-0"
              />
            )}
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
