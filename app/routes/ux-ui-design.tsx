import { CaseStudies } from "#app/components/sections/case-studies.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { ProcessSteps } from "#app/components/sections/process-steps.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { ServiceCards } from "#app/components/sections/service-cards.tsx";
import { TagList } from "#app/components/sections/tag-list.tsx";
import type { RatedTestimonial, SectionIntro } from "#app/content/types.ts";
import {
  uxUiDesignCaseStudies,
  uxUiDesignCta,
  uxUiDesignHero,
  uxUiDesignJsonLd,
  uxUiDesignProcess,
  uxUiDesignSeo,
  uxUiDesignServices,
  uxUiDesignTestimonials,
  uxUiDesignTools,
} from "#app/content/ux-ui-design.ts";
import { cn } from "#app/lib/cn.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta = () =>
  pageMeta({
    ...uxUiDesignSeo,
    path: "/ux-ui-design",
    jsonLd: uxUiDesignJsonLd(),
  });

export default function UxUiDesign() {
  return (
    <>
      <Hero {...uxUiDesignHero} />
      <ServiceCards {...uxUiDesignServices} priceLabel="Price" />
      <ProcessSteps {...uxUiDesignProcess} tone="muted" />
      <CaseStudies {...uxUiDesignCaseStudies} />
      <TagList {...uxUiDesignTools} tone="muted" />
      <RatedTestimonials {...uxUiDesignTestimonials} />
      <CtaSection {...uxUiDesignCta} />
    </>
  );
}

/**
 * Props of `RatedTestimonials`:
 * - `intro`: the section's eyebrow, h2 and lead.
 * - `testimonials`: `RatedTestimonial[]` (content/types.ts): `name`, `title` (role and business),
 *   `content` (the quote) and `rating` (whole stars out of 5, read out as "Rated 5 out of 5").
 * - `tone`: `muted` for a grey band.
 */
interface RatedTestimonialsProps {
  intro: SectionIntro;
  testimonials: readonly RatedTestimonial[];
  tone?: "default" | "muted";
}

const maxRating = 5;

/** Quotes with a star rating, the reviewer's name and role. */
function RatedTestimonials({
  intro,
  testimonials,
  tone = "default",
}: RatedTestimonialsProps) {
  return (
    <SectionShell intro={intro} tone={tone}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id} className="flex">
            <figure className="flex w-full flex-col gap-5 rounded-xl border bg-card p-6 shadow-sm">
              <Stars rating={testimonial.rating} />
              <blockquote className="flex-1 leading-7 text-foreground">
                <p>“{testimonial.content}”</p>
              </blockquote>
              <figcaption className="border-t pt-4">
                <p className="font-semibold text-foreground">
                  {testimonial.name}
                </p>
                <p className="text-sm text-muted-foreground">
                  {testimonial.title}
                </p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

/** The stars are drawn for the eye; the sentence beside them is what assistive technology reads. */
function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5">
      {Array.from({ length: maxRating }, (_, index) => (
        <svg
          key={index}
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          className={cn(
            "size-5 shrink-0",
            index < rating ? "text-amber-500" : "text-slate-300",
          )}
        >
          <path
            fill="currentColor"
            d="m12 2.5 2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z"
          />
        </svg>
      ))}
      <span className="sr-only">{`Rated ${rating} out of ${maxRating}`}</span>
    </p>
  );
}
