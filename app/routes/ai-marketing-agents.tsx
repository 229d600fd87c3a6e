import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  aiAgentsHero,
  aiAgentsJsonLd,
  aiAgentsSeo,
} from "#app/content/ai-marketing-agents.ts";
import { pageMeta } from "#app/lib/seo.ts";

// Below the hero loads after first paint; the server HTML holds it all (docs/decisions/0005).
const Sections = lazy(() => import("./ai-marketing-agents.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...aiAgentsSeo,
    path: "/ai-marketing-agents",
    jsonLd: aiAgentsJsonLd(),
  });

export default function AiMarketingAgents() {
  return (
    <>
      <Hero {...aiAgentsHero} />
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    </>
  );
}
