import { BenefitsList } from "#app/components/sections/benefits-list.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { StepsSection } from "#app/components/sections/steps-section.tsx";
import {
  builderBenefits,
  builderBusinessTypes,
  builderCta,
  builderFeatures,
  builderSteps,
} from "#app/content/website-builder-sections.ts";

/** The website builder page below the hero. */
export default function WebsiteBuilderSections() {
  return (
    <>
      <FeatureGrid {...builderFeatures} columns={2} />
      <FeatureGrid {...builderBusinessTypes} tone="muted" />
      <StepsSection {...builderSteps} />
      <BenefitsList {...builderBenefits} tone="muted" />
      <CtaSection {...builderCta} />
    </>
  );
}
