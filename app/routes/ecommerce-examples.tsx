import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  ecommerceExamplesHero,
  ecommerceExamplesJsonLd,
  ecommerceExamplesSeo,
} from "#app/content/ecommerce-examples.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const Sections = lazy(() => import("./ecommerce-examples.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...ecommerceExamplesSeo,
    path: "/ecommerce-examples",
    jsonLd: ecommerceExamplesJsonLd(),
  });

export default function EcommerceExamples() {
  return (
    <>
      <Hero {...ecommerceExamplesHero} />
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    </>
  );
}
