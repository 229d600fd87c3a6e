import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  supportHero,
  supportJsonLd,
  supportSeo,
} from "#app/content/support.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const Sections = lazy(() => import("./support.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...supportSeo,
    path: "/support",
    jsonLd: supportJsonLd(),
  });

export default function Support() {
  return (
    <>
      <Hero {...supportHero} />
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    </>
  );
}
