import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PlanCards } from "#app/components/sections/plan-cards.tsx";
import { PromoSection } from "#app/components/sections/promo-section.tsx";
import { StatsGrid } from "#app/components/sections/stats-grid.tsx";
import { StepsSection } from "#app/components/sections/steps-section.tsx";
import {
  dashboardPreview,
  homeCta,
  homeFeatures,
  homePricingTeaser,
  homeSteps,
  localExpertise,
  websiteBuilderPromo,
} from "#app/content/home-sections.ts";
import { planDetailsPath, plans } from "#app/content/plans.ts";

/** The home page below the hero. */
export default function HomeSections() {
  return (
    <>
      <StepsSection {...homeSteps} />
      <FeatureGrid {...homeFeatures} tone="muted" />
      <PlanCards
        {...homePricingTeaser}
        plans={plans}
        variant="teaser"
        planHref={planDetailsPath}
      />
      <StatsGrid {...dashboardPreview} />
      <PromoSection {...websiteBuilderPromo} />
      <FeatureGrid {...localExpertise} columns={2} />
      <CtaSection {...homeCta} />
    </>
  );
}
