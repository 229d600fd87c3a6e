import { CaseStudies } from "#app/components/sections/case-studies.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { ProcessSteps } from "#app/components/sections/process-steps.tsx";
import { RatedTestimonials } from "#app/components/sections/rated-testimonials.tsx";
import { ServiceCards } from "#app/components/sections/service-cards.tsx";
import { TagList } from "#app/components/sections/tag-list.tsx";
import {
  uxUiDesignServices,
  uxUiDesignCaseStudies,
  uxUiDesignCta,
  uxUiDesignProcess,
  uxUiDesignTestimonials,
  uxUiDesignTools,
} from "#app/content/ux-ui-design-sections.ts";

/** The UX/UI design page below the hero. */
export default function UxUiDesignSections() {
  return (
    <>
      <ServiceCards {...uxUiDesignServices} priceLabel="Price" />
      <ProcessSteps {...uxUiDesignProcess} tone="muted" />
      <CaseStudies {...uxUiDesignCaseStudies} />
      <TagList {...uxUiDesignTools} tone="muted" />
      <RatedTestimonials {...uxUiDesignTestimonials} />
      <CtaSection {...uxUiDesignCta} />
    </>
  );
}
