import { lazy, Suspense } from "react";
import { useLoaderData } from "react-router";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  industryTrendsHero,
  industryTrendsJsonLd,
  industryTrendsSeo,
} from "#app/content/industry-trends.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const Sections = lazy(() => import("./industry-trends.sections.tsx"));

/**
 * The moment of rendering, so that the server HTML and the hydrated page agree on which events
 * are past. The page is prerendered, so this is the build time; each build brings it up to date.
 */
export function loader() {
  return { now: new Date().toISOString() };
}

export const meta = () =>
  pageMeta({
    ...industryTrendsSeo,
    path: "/industry-trends",
    jsonLd: industryTrendsJsonLd(),
  });

export default function IndustryTrends() {
  const { now } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero {...industryTrendsHero} />
      <Suspense fallback={null}>
        <Sections now={now} />
      </Suspense>
    </>
  );
}
