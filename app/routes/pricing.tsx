import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import { PlanCards } from "#app/components/sections/plan-cards.tsx";
import { plans, signupPath } from "#app/content/plans.ts";
import {
  pricingHero,
  pricingJsonLd,
  pricingPlansIntro,
  pricingPlansNote,
  pricingSeo,
} from "#app/content/pricing.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the plan cards loads after first paint; the server HTML holds it all (docs/decisions/0005).
const PricingDetails = lazy(() => import("./pricing.details.tsx"));

export const meta = () =>
  pageMeta({ ...pricingSeo, path: "/pricing", jsonLd: pricingJsonLd() });

export default function Pricing() {
  return (
    <>
      <Hero {...pricingHero} />
      {/* The hero's h1 introduces the cards, so their h2 is for assistive technology only. */}
      <PlanCards
        intro={pricingPlansIntro}
        hideIntro
        plans={plans}
        variant="full"
        planHref={signupPath}
        note={pricingPlansNote}
      />
      <Suspense fallback={null}>
        <PricingDetails />
      </Suspense>
    </>
  );
}
