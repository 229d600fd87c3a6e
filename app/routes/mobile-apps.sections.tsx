import { CaseStudies } from "#app/components/sections/case-studies.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { PackageCards } from "#app/components/sections/package-cards.tsx";
import { ProcessSteps } from "#app/components/sections/process-steps.tsx";
import { ServiceCards } from "#app/components/sections/service-cards.tsx";
import { TagList } from "#app/components/sections/tag-list.tsx";
import {
  mobileAppsCaseStudies,
  mobileAppsCta,
  mobileAppsProcess,
  mobileAppsServices,
  mobileAppsStack,
  mobileAppsTiers,
} from "#app/content/mobile-apps-sections.ts";

/** The mobile apps page below the hero. */
export default function MobileAppsSections() {
  return (
    <>
      <ServiceCards {...mobileAppsServices} />
      <TagList {...mobileAppsStack} tone="muted" />
      <ProcessSteps {...mobileAppsProcess} />
      <CaseStudies
        {...mobileAppsCaseStudies}
        labels={{ revenue: "Business impact" }}
        tone="muted"
      />
      <PackageCards {...mobileAppsTiers} />
      <CtaSection {...mobileAppsCta} />
    </>
  );
}
