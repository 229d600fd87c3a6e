import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import { aboutHero, aboutJsonLd, aboutSeo } from "#app/content/about.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const AboutSections = lazy(() => import("./about.sections.tsx"));

export const meta = () =>
  pageMeta({ ...aboutSeo, path: "/about", jsonLd: aboutJsonLd() });

export default function About() {
  return (
    <>
      <Hero {...aboutHero} />
      <Suspense fallback={null}>
        <AboutSections />
      </Suspense>
    </>
  );
}
