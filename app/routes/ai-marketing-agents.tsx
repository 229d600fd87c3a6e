import { BenefitsList } from "#app/components/sections/benefits-list.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { PlanCards } from "#app/components/sections/plan-cards.tsx";
import { StepsSection } from "#app/components/sections/steps-section.tsx";
import {
  aiAgentsBenefits,
  aiAgentsCta,
  aiAgentsFeatures,
  aiAgentsHero,
  aiAgentsJsonLd,
  aiAgentsPlans,
  aiAgentsSeo,
  aiAgentsTraining,
} from "#app/content/ai-marketing-agents.ts";
import {
  planDetailsPath,
  plans,
  popularBadgeLabel,
} from "#app/content/plans.ts";
import { pageMeta } from "#app/lib/seo.ts";

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
        popularLabel={popularBadgeLabel}
        tone="muted"
      />
      <CtaSection {...aiAgentsCta} />
    </>
  );
}
