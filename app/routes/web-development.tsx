import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  webDevelopmentHero,
  webDevelopmentJsonLd,
  webDevelopmentSeo,
} from "#app/content/web-development.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const Sections = lazy(() => import("./web-development.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...webDevelopmentSeo,
    path: "/web-development",
    jsonLd: webDevelopmentJsonLd(),
  });

export default function WebDevelopment() {
  return (
    <>
      <Hero {...webDevelopmentHero} />
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    </>
  );
}
