import { BenefitsList } from "#app/components/sections/benefits-list.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PlanCards } from "#app/components/sections/plan-cards.tsx";
import { StepsSection } from "#app/components/sections/steps-section.tsx";
import {
  aiAgentsBenefits,
  aiAgentsCta,
  aiAgentsFeatures,
  aiAgentsPlans,
  aiAgentsTraining,
} from "#app/content/ai-marketing-agents-sections.ts";
import { planDetailsPath, plans } from "#app/content/plans.ts";

/** The AI marketing agents page below the hero. */
export default function AiMarketingAgentsSections() {
  return (
    <>
      <FeatureGrid {...aiAgentsFeatures} />
      <StepsSection {...aiAgentsTraining} tone="muted" />
      <BenefitsList {...aiAgentsBenefits} />
      <PlanCards
        {...aiAgentsPlans}
        plans={plans}
        variant="teaser"
        planHref={planDetailsPath}
        tone="muted"
      />
      <CtaSection {...aiAgentsCta} />
    </>
  );
}
