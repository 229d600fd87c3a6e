import { ComparisonTable } from "#app/components/sections/comparison-table.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { StepsSection } from "#app/components/sections/steps-section.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import {
  contentFlow,
  dailyTasks,
  freelancerComparison,
  howItWorksCta,
  howItWorksHero,
  howItWorksJsonLd,
  howItWorksSeo,
  setupSection,
} from "#app/content/how-it-works.ts";
import type { FeatureItem, SectionIntro } from "#app/content/types.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta = () =>
  pageMeta({
    ...howItWorksSeo,
    path: "/how-it-works",
    jsonLd: howItWorksJsonLd(),
  });

export default function HowItWorks() {
  return (
    <>
      <Hero {...howItWorksHero} />
      <FlowSection {...contentFlow} tone="muted" />
      <StepsSection {...setupSection} />
      <FeatureGrid {...dailyTasks} columns={2} tone="muted" />
      <ComparisonTable {...freelancerComparison} />
      <CtaSection {...howItWorksCta} />
    </>
  );
}

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
function FlowSection({ intro, stages, tone = "default" }: FlowSectionProps) {
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
