import { CaseStudies } from "#app/components/sections/case-studies.tsx";
import { ChecklistCards } from "#app/components/sections/checklist-cards.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { PackageCards } from "#app/components/sections/package-cards.tsx";
import { PlatformComparison } from "#app/components/sections/platform-comparison.tsx";
import { ServiceCards } from "#app/components/sections/service-cards.tsx";
import {
  eCommerceCta,
  eCommerceFeatures,
  eCommercePackages,
  eCommercePlatforms,
  eCommerceServices,
  eCommerceStories,
} from "#app/content/e-commerce-sections.ts";

/** The e-commerce page below the hero. */
export default function ECommerceSections() {
  return (
    <>
      <ServiceCards {...eCommerceServices} />
      <PlatformComparison {...eCommercePlatforms} tone="muted" />
      <CaseStudies {...eCommerceStories} />
      <ChecklistCards {...eCommerceFeatures} tone="muted" />
      <PackageCards {...eCommercePackages} />
      <CtaSection {...eCommerceCta} />
    </>
  );
}
