import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  howItWorksHero,
  howItWorksJsonLd,
  howItWorksSeo,
} from "#app/content/how-it-works.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const HowItWorksSections = lazy(() => import("./how-it-works.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...howItWorksSeo,
    path: "/how-it-works",
    jsonLd: howItWorksJsonLd(),
  });

export default function HowItWorks() {
  return (
    <>
      <Hero {...howItWorksHero} />
      <Suspense fallback={null}>
        <HowItWorksSections />
      </Suspense>
    </>
  );
}
