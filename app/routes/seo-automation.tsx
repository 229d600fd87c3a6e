import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import { seoHero, seoJsonLd, seoSeo } from "#app/content/seo-automation.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const Sections = lazy(() => import("./seo-automation.sections.tsx"));

export const meta = () =>
  pageMeta({ ...seoSeo, path: "/seo-automation", jsonLd: seoJsonLd() });

export default function SeoAutomation() {
  return (
    <>
      <Hero {...seoHero} />
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    </>
  );
}
