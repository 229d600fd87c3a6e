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
  mobileAppsJsonLd,
  mobileAppsProcess,
  mobileAppsSeo,
  mobileAppsServices,
  mobileAppsStack,
  mobileAppsTiers,
} from "#app/content/mobile-apps.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { loadStaticCopy, StaticCopy } from "#app/lib/static-copy.tsx";

export const meta = () =>
  pageMeta({
    ...mobileAppsSeo,
    path: "/mobile-apps",
    jsonLd: mobileAppsJsonLd(),
  });

// The page holds no widget: all of it is static copy. The server loader has nothing to load; it
// keeps React Router from running the client loader when the page hydrates.
export const loader = () => null;
export const clientLoader = loadStaticCopy;

export default function MobileApps() {
  return (
    <StaticCopy
      name="page"
      render={
        import.meta.env.SSR
          ? () => (
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
            )
          : undefined
      }
    />
  );
}
