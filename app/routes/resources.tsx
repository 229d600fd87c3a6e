import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  resourcesHero,
  resourcesJsonLd,
  resourcesSeo,
} from "#app/content/resources.ts";
import { pageMeta } from "#app/lib/seo.ts";

// The library and its filters load after first paint; the server HTML holds it all
// (docs/decisions/0005).
const Sections = lazy(() => import("./resources.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...resourcesSeo,
    path: "/resources",
    jsonLd: resourcesJsonLd(),
  });

export default function Resources() {
  return (
    <>
      <Hero {...resourcesHero} />
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    </>
  );
}
