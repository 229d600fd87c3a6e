import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  eCommerceHero,
  eCommerceJsonLd,
  eCommerceSeo,
} from "#app/content/e-commerce.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const Sections = lazy(() => import("./e-commerce.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...eCommerceSeo,
    path: "/e-commerce",
    jsonLd: eCommerceJsonLd(),
  });

export default function ECommerce() {
  return (
    <>
      <Hero {...eCommerceHero} />
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    </>
  );
}
