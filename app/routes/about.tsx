import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  aboutCta,
  aboutHero,
  aboutJsonLd,
  aboutSeo,
  dmvStory,
  mission,
  whyAiNow,
} from "#app/content/about.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta = () =>
  pageMeta({ ...aboutSeo, path: "/about", jsonLd: aboutJsonLd() });

export default function About() {
  return (
    <>
      <Hero {...aboutHero} />
      <FeatureGrid {...dmvStory} columns={2} />
      <FeatureGrid {...whyAiNow} columns={2} tone="muted" />
      <FeatureGrid {...mission} />
      <CtaSection {...aboutCta} />
    </>
  );
}
