import { BenefitsList } from "#app/components/sections/benefits-list.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { StepsSection } from "#app/components/sections/steps-section.tsx";
import {
  builderBenefits,
  builderBusinessTypes,
  builderCta,
  builderFeatures,
  builderHero,
  builderJsonLd,
  builderSeo,
  builderSteps,
} from "#app/content/website-builder.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta = () =>
  pageMeta({
    ...builderSeo,
    path: "/website-builder",
    jsonLd: builderJsonLd(),
  });

export default function WebsiteBuilder() {
  return (
    <>
      <Hero {...builderHero} />
      <FeatureGrid {...builderFeatures} columns={2} />
      <FeatureGrid {...builderBusinessTypes} tone="muted" />
      <StepsSection {...builderSteps} />
      <BenefitsList {...builderBenefits} tone="muted" />
      <CtaSection {...builderCta} />
    </>
  );
}
