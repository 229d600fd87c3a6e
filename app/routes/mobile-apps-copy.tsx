/**
 * The copy of /mobile-apps: the whole page, which holds no widget. The route declares it a client
 * part that never loads on the first visit, so the browser keeps the server's HTML and neither
 * this text nor the sections that lay it out are in the page's JavaScript (docs/decisions/0021).
 */
import { CaseStudies } from "#app/components/sections/case-studies.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { PackageCards } from "#app/components/sections/package-cards.tsx";
import { ProcessSteps } from "#app/components/sections/process-steps.tsx";
import { ServiceCards } from "#app/components/sections/service-cards.tsx";
import { TagList } from "#app/components/sections/tag-list.tsx";
import {
  mobileAppsCaseStudies,
  mobileAppsCta,
  mobileAppsHero,
  mobileAppsProcess,
  mobileAppsServices,
  mobileAppsStack,
  mobileAppsTiers,
} from "#app/content/mobile-apps-copy.ts";

export default function MobileAppsCopy() {
  return (
    <>
      <Hero {...mobileAppsHero} />
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
