import { BenefitsList } from "#app/components/sections/benefits-list.tsx";
import { ComparisonTable } from "#app/components/sections/comparison-table.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { StepsSection } from "#app/components/sections/steps-section.tsx";
import {
  seoBenefits,
  seoComparison,
  seoCta,
  seoFeatures,
  seoHero,
  seoJsonLd,
  seoProcess,
  seoSeo,
} from "#app/content/seo-automation.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta = () =>
  pageMeta({ ...seoSeo, path: "/seo-automation", jsonLd: seoJsonLd() });

export default function SeoAutomation() {
  return (
    <>
      <Hero {...seoHero} />
      <FeatureGrid {...seoFeatures} />
      <StepsSection {...seoProcess} columns={5} tone="muted" />
      <BenefitsList {...seoBenefits} />
      <ComparisonTable {...seoComparison} tone="muted" />
      <CtaSection {...seoCta} />
    </>
  );
}
