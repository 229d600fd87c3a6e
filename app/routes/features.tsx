import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  featuresHero,
  featuresJsonLd,
  featuresSeo,
} from "#app/content/features.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const FeaturesSections = lazy(() => import("./features.sections.tsx"));

export const meta = () =>
  pageMeta({ ...featuresSeo, path: "/features", jsonLd: featuresJsonLd() });

export default function Features() {
  return (
    <>
      <Hero {...featuresHero} />
      <Suspense fallback={null}>
        <FeaturesSections />
      </Suspense>
    </>
  );
}
