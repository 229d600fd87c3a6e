import { ComparisonTable } from "#app/components/sections/comparison-table.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FaqList } from "#app/components/sections/faq-list.tsx";
import { PlanCards } from "#app/components/sections/plan-cards.tsx";
import { plans, signupPath } from "#app/content/plans.ts";
import { pricingPlansIntro, pricingPlansNote } from "#app/content/pricing.ts";
import {
  pricingComparison,
  pricingCta,
  pricingPolicies,
} from "#app/content/pricing-details.ts";

/** The pricing page below the hero: the plans, their comparison, the policies. */
export default function PricingDetails() {
  return (
    <>
      {/* The hero's h1 introduces the cards, so their h2 is for assistive technology only. */}
      <PlanCards
        intro={pricingPlansIntro}
        hideIntro
        plans={plans}
        variant="full"
        planHref={signupPath}
        note={pricingPlansNote}
      />
      <ComparisonTable {...pricingComparison} tone="muted" />
      <FaqList {...pricingPolicies} />
      <CtaSection {...pricingCta} />
    </>
  );
}
