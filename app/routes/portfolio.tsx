import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  portfolioHero,
  portfolioJsonLd,
  portfolioSeo,
} from "#app/content/portfolio.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const Sections = lazy(() => import("./portfolio.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...portfolioSeo,
    path: "/portfolio",
    jsonLd: portfolioJsonLd(),
  });

export default function Portfolio() {
  return (
    <>
      <Hero {...portfolioHero} />
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    </>
  );
}
