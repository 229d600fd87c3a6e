import { ComparisonTable } from "#app/components/sections/comparison-table.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import {
  featureCards,
  featuresCta,
  featuresHero,
  featuresJsonLd,
  featuresSeo,
  featuresTestimonials,
  toolsComparison,
} from "#app/content/features.ts";
import type { SectionIntro, Testimonial } from "#app/content/types.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta = () =>
  pageMeta({ ...featuresSeo, path: "/features", jsonLd: featuresJsonLd() });

export default function Features() {
  return (
    <>
      <Hero {...featuresHero} />
      <FeatureGrid {...featureCards} />
      <ComparisonTable {...toolsComparison} tone="muted" />
      <TestimonialCards {...featuresTestimonials} />
      <CtaSection {...featuresCta} />
    </>
  );
}

interface TestimonialCardsProps {
  intro: SectionIntro;
  testimonials: readonly Testimonial[];
  /** A line under the cards, such as saying what the stories stand for. */
  note?: string;
  tone?: "default" | "muted";
}

/**
 * Customer stories: the headline result, the quote and who said it, one card each. Exported for
 * its unit test (`features.test.tsx`) only.
 */
export function TestimonialCards({
  intro,
  testimonials,
  note,
  tone = "default",
}: TestimonialCardsProps) {
  return (
    <SectionShell intro={intro} tone={tone} note={note}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id} className="flex">
            <figure className="flex w-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
              <p className="inline-flex w-fit items-center gap-2 rounded-md bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground">
                <Icon name="trending-up" className="size-4" />
                {testimonial.metric}
              </p>
              <blockquote className="mt-5 flex-1">
                <Icon name="quote" className="size-6 text-primary" />
                <p className="mt-3 leading-7 text-foreground">
                  {testimonial.quote}
                </p>
              </blockquote>
              <figcaption className="mt-6 border-t pt-4 text-sm font-medium text-muted-foreground">
                {testimonial.author}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
