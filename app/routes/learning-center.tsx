import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  learningCenterHero,
  learningCenterJsonLd,
  learningCenterSeo,
} from "#app/content/learning-center.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const Sections = lazy(() => import("./learning-center.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...learningCenterSeo,
    path: "/learning-center",
    jsonLd: learningCenterJsonLd(),
  });

export default function LearningCenter() {
  return (
    <>
      <Hero {...learningCenterHero} />
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    </>
  );
}
