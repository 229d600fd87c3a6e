import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  dmvDirectoryHero,
  dmvDirectoryJsonLd,
  dmvDirectorySeo,
} from "#app/content/dmv-directory.ts";
import { pageMeta } from "#app/lib/seo.ts";

// The directory and its filters load after first paint; the server HTML holds it all
// (docs/decisions/0005).
const Sections = lazy(() => import("./dmv-directory.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...dmvDirectorySeo,
    path: "/dmv-directory",
    jsonLd: dmvDirectoryJsonLd(),
  });

export default function DmvDirectory() {
  return (
    <>
      <Hero {...dmvDirectoryHero} />
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    </>
  );
}
