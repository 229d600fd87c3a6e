import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  uxUiDesignHero,
  uxUiDesignJsonLd,
  uxUiDesignSeo,
} from "#app/content/ux-ui-design.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const Sections = lazy(() => import("./ux-ui-design.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...uxUiDesignSeo,
    path: "/ux-ui-design",
    jsonLd: uxUiDesignJsonLd(),
  });

export default function UxUiDesign() {
  return (
    <>
      <Hero {...uxUiDesignHero} />
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    </>
  );
}
