import { ComparisonTable } from "#app/components/sections/comparison-table.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FaqList } from "#app/components/sections/faq-list.tsx";
import {
  pricingComparison,
  pricingCta,
  pricingPolicies,
} from "#app/content/pricing-details.ts";

/** The pricing page below the plan cards. */
export default function PricingDetails() {
  return (
    <>
      <ComparisonTable {...pricingComparison} tone="muted" />
      <FaqList {...pricingPolicies} />
      <CtaSection {...pricingCta} />
    </>
  );
}
