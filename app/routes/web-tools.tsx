import { lazy, Suspense } from "react";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import {
  webToolsCta,
  webToolsFeatured,
  webToolsHero,
  webToolsJsonLd,
  webToolsSeo,
  webTools,
} from "#app/content/web-tools.ts";
import { ToolCards } from "#app/features/catalogue/tool-cards.tsx";
import { pageMeta } from "#app/lib/seo.ts";

// The category buttons and the calculator: their code loads during hydration instead of in the
// route chunk. The server HTML holds both in full (the render waits for them).
const ToolBrowser = lazy(() =>
  import("#app/features/catalogue/tool-browser.tsx").then((module) => ({
    default: module.ToolBrowser,
  })),
);
const ProjectCostCalculator = lazy(() =>
  import("#app/features/catalogue/cost-calculator-panel.tsx").then(
    (module) => ({ default: module.ProjectCostCalculator }),
  ),
);

const featuredTools = webTools.filter((tool) => tool.featured);

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
      <SectionShell intro={webToolsFeatured.intro}>
        <ToolCards tools={featuredTools} className="mt-12" />
      </SectionShell>
      <Suspense fallback={null}>
        <ToolBrowser />
      </Suspense>
      <Suspense fallback={null}>
        <ProjectCostCalculator />
      </Suspense>
      <CtaSection {...webToolsCta} />
    </>
  );
}
