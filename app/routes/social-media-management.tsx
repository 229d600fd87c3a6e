import { BenefitsList } from "#app/components/sections/benefits-list.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  socialBenefits,
  socialCta,
  socialFeatures,
  socialHero,
  socialJsonLd,
  socialPlatforms,
  socialSeo,
} from "#app/content/social-media-management.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta = () =>
  pageMeta({
    ...socialSeo,
    path: "/social-media-management",
    jsonLd: socialJsonLd(),
  });

export default function SocialMediaManagement() {
  return (
    <>
      <Hero {...socialHero} />
      <FeatureGrid {...socialPlatforms} />
      <FeatureGrid {...socialFeatures} tone="muted" />
      <BenefitsList {...socialBenefits} />
      <CtaSection {...socialCta} />
    </>
  );
}
