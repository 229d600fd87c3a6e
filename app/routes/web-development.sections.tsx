import { CaseStudies } from "#app/components/sections/case-studies.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { ProcessSteps } from "#app/components/sections/process-steps.tsx";
import { ServiceCards } from "#app/components/sections/service-cards.tsx";
import { TagList } from "#app/components/sections/tag-list.tsx";
import {
  webDevelopmentServices,
  webDevelopmentCta,
  webDevelopmentProcess,
  webDevelopmentStories,
  webDevelopmentTechnologies,
} from "#app/content/web-development-sections.ts";

/** The web development page below the hero. */
export default function WebDevelopmentSections() {
  return (
    <>
      <ServiceCards {...webDevelopmentServices} />
      <TagList {...webDevelopmentTechnologies} tone="muted" />
      <CaseStudies {...webDevelopmentStories} />
      <ProcessSteps {...webDevelopmentProcess} tone="muted" />
      <CtaSection {...webDevelopmentCta} />
    </>
  );
}
