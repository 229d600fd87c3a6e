import { CaseStudies } from "#app/components/sections/case-studies.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { ProcessSteps } from "#app/components/sections/process-steps.tsx";
import { ServiceCards } from "#app/components/sections/service-cards.tsx";
import { TagList } from "#app/components/sections/tag-list.tsx";
import {
  webDevelopmentCta,
  webDevelopmentHero,
  webDevelopmentJsonLd,
  webDevelopmentProcess,
  webDevelopmentSeo,
  webDevelopmentServices,
  webDevelopmentStories,
  webDevelopmentTechnologies,
} from "#app/content/web-development.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta = () =>
  pageMeta({
    ...webDevelopmentSeo,
    path: "/web-development",
    jsonLd: webDevelopmentJsonLd(),
  });

export default function WebDevelopment() {
  return (
    <>
      <Hero {...webDevelopmentHero} />
      <ServiceCards {...webDevelopmentServices} />
      <TagList {...webDevelopmentTechnologies} tone="muted" />
      <CaseStudies {...webDevelopmentStories} />
      <ProcessSteps {...webDevelopmentProcess} tone="muted" />
      <CtaSection {...webDevelopmentCta} />
    </>
  );
}
