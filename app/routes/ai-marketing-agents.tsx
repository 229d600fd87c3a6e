import { Hero } from "#app/components/sections/hero.tsx";
import {
  aiAgentsHero,
  aiAgentsJsonLd,
  aiAgentsSeo,
  aiAgentsBenefits,
  aiAgentsCta,
  aiAgentsFeatures,
  aiAgentsPlans,
  aiAgentsTraining,
} from "#app/content/ai-marketing-agents.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { BenefitsList } from "#app/components/sections/benefits-list.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PlanCards } from "#app/components/sections/plan-cards.tsx";
import { StepsSection } from "#app/components/sections/steps-section.tsx";
import { planDetailsPath, plans } from "#app/content/plans.ts";

export const meta = () =>
  pageMeta({
    ...aiAgentsSeo,
    path: "/ai-marketing-agents",
    jsonLd: aiAgentsJsonLd(),
  });

export default function AiMarketingAgents() {
  return (
    <>
      <Hero {...aiAgentsHero} />
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
