import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  mobileAppsHero,
  mobileAppsJsonLd,
  mobileAppsSeo,
} from "#app/content/mobile-apps.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const Sections = lazy(() => import("./mobile-apps.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...mobileAppsSeo,
    path: "/mobile-apps",
    jsonLd: mobileAppsJsonLd(),
  });

export default function MobileApps() {
  return (
    <>
      <Hero {...mobileAppsHero} />
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    </>
  );
}
