import { BenefitsList } from "#app/components/sections/benefits-list.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import {
  socialBenefits,
  socialCta,
  socialFeatures,
  socialPlatforms,
} from "#app/content/social-media-management-sections.ts";

/** The social media management page below the hero. */
export default function SocialMediaManagementSections() {
  return (
    <>
      <FeatureGrid {...socialPlatforms} />
      <FeatureGrid {...socialFeatures} tone="muted" />
      <BenefitsList {...socialBenefits} />
      <CtaSection {...socialCta} />
    </>
  );
}
