import { ComparisonTable } from "#app/components/sections/comparison-table.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { FlowSection } from "#app/components/sections/flow-section.tsx";
import { StepsSection } from "#app/components/sections/steps-section.tsx";
import {
  contentFlow,
  dailyTasks,
  freelancerComparison,
  howItWorksCta,
  setupSection,
} from "#app/content/how-it-works-sections.ts";

/** The how it works page below the hero. */
export default function HowItWorksSections() {
  return (
    <>
      <FlowSection {...contentFlow} tone="muted" />
      <StepsSection {...setupSection} />
      <FeatureGrid {...dailyTasks} columns={2} tone="muted" />
      <ComparisonTable {...freelancerComparison} />
      <CtaSection {...howItWorksCta} />
    </>
  );
}
