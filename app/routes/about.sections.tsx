import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import {
  aboutCta,
  dmvStory,
  mission,
  whyAiNow,
} from "#app/content/about-sections.ts";

/** The about page below the hero. */
export default function AboutSections() {
  return (
    <>
      <FeatureGrid {...dmvStory} columns={2} />
      <FeatureGrid {...whyAiNow} columns={2} tone="muted" />
      <FeatureGrid {...mission} />
      <CtaSection {...aboutCta} />
    </>
  );
}
