import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  pricingHero,
  pricingJsonLd,
  pricingSeo,
} from "#app/content/pricing.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const PricingDetails = lazy(() => import("./pricing.details.tsx"));

export const meta = () =>
  pageMeta({ ...pricingSeo, path: "/pricing", jsonLd: pricingJsonLd() });

export default function Pricing() {
  return (
    <>
      <Hero {...pricingHero} />
      <Suspense fallback={null}>
        <PricingDetails />
      </Suspense>
    </>
  );
}
