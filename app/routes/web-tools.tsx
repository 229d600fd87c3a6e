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
import { clientPart } from "#app/lib/client-part.tsx";
import { pageMeta } from "#app/lib/seo.ts";

// The category buttons and the calculator: each one's code loads when it is on screen or reached
// for. The server HTML holds both in full (the render waits for them).
const ToolBrowser = clientPart(
  () =>
    import("#app/features/catalogue/tool-browser.tsx").then(
      (module) => module.ToolBrowser,
    ),
  "visible",
);
const ProjectCostCalculator = clientPart(
  () =>
    import("#app/features/catalogue/cost-calculator-panel.tsx").then(
      (module) => module.ProjectCostCalculator,
    ),
  "visible",
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
      <ToolBrowser />
      <ProjectCostCalculator />
      <CtaSection {...webToolsCta} />
    </>
  );
}
