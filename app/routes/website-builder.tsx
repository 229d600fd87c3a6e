import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  builderHero,
  builderJsonLd,
  builderSeo,
} from "#app/content/website-builder.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const Sections = lazy(() => import("./website-builder.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...builderSeo,
    path: "/website-builder",
    jsonLd: builderJsonLd(),
  });

export default function WebsiteBuilder() {
  return (
    <>
      <Hero {...builderHero} />
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    </>
  );
}
