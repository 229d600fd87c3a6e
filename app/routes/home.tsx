import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import { homeHero, homeSeo, websiteJsonLd } from "#app/content/home.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const HomeSections = lazy(() => import("./home.sections.tsx"));

export const meta = () =>
  pageMeta({ ...homeSeo, path: "/", jsonLd: [websiteJsonLd()] });

export default function Home() {
  return (
    <>
      <Hero {...homeHero} />
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
