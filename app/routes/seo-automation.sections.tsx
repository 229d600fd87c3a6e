import { BenefitsList } from "#app/components/sections/benefits-list.tsx";
import { ComparisonTable } from "#app/components/sections/comparison-table.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { StepsSection } from "#app/components/sections/steps-section.tsx";
import {
  seoBenefits,
  seoComparison,
  seoCta,
  seoFeatures,
  seoProcess,
} from "#app/content/seo-automation-sections.ts";

/** The SEO automation page below the hero. */
export default function SeoAutomationSections() {
  return (
    <>
      <FeatureGrid {...seoFeatures} />
      <StepsSection {...seoProcess} columns={5} tone="muted" />
      <BenefitsList {...seoBenefits} />
      <ComparisonTable {...seoComparison} tone="muted" />
      <CtaSection {...seoCta} />
    </>
  );
}
