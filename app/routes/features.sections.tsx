import { ComparisonTable } from "#app/components/sections/comparison-table.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { TestimonialCards } from "#app/components/sections/testimonial-cards.tsx";
import {
  featureCards,
  featuresCta,
  featuresTestimonials,
  toolsComparison,
} from "#app/content/features-sections.ts";

/** The features page below the hero. */
export default function FeaturesSections() {
  return (
    <>
      <FeatureGrid {...featureCards} />
      <ComparisonTable {...toolsComparison} tone="muted" />
      <TestimonialCards {...featuresTestimonials} />
      <CtaSection {...featuresCta} />
    </>
  );
}
