import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  socialHero,
  socialJsonLd,
  socialSeo,
} from "#app/content/social-media-management.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const Sections = lazy(() => import("./social-media-management.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...socialSeo,
    path: "/social-media-management",
    jsonLd: socialJsonLd(),
  });

export default function SocialMediaManagement() {
  return (
    <>
      <Hero {...socialHero} />
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    </>
  );
}
