import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  webToolsHero,
  webToolsJsonLd,
  webToolsSeo,
} from "#app/content/web-tools.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const Sections = lazy(() => import("./web-tools.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...webToolsSeo,
    path: "/web-tools",
    jsonLd: webToolsJsonLd(),
  });

export default function WebTools() {
  return (
    <>
      <Hero {...webToolsHero} />
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    </>
  );
}
