import { ComparisonTable } from "#app/components/sections/comparison-table.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { PlanCards } from "#app/components/sections/plan-cards.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { plans, popularBadgeLabel, signupPath } from "#app/content/plans.ts";
import {
  pricingComparison,
  pricingCta,
  pricingHero,
  pricingJsonLd,
  pricingPlansIntro,
  pricingPlansNote,
  pricingPolicies,
  pricingSeo,
} from "#app/content/pricing.ts";
import type { QuestionAnswer, SectionIntro } from "#app/content/types.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta = () =>
  pageMeta({ ...pricingSeo, path: "/pricing", jsonLd: pricingJsonLd() });

export default function Pricing() {
  return (
    <>
      <Hero {...pricingHero} />
      {/* The hero's h1 introduces the cards, so their h2 is for assistive technology only. */}
      <PlanCards
        intro={pricingPlansIntro}
        hideIntro
        plans={plans}
        variant="full"
        planHref={signupPath}
        popularLabel={popularBadgeLabel}
        note={pricingPlansNote}
      />
      <ComparisonTable {...pricingComparison} tone="muted" />
      <FaqList {...pricingPolicies} />
      <CtaSection {...pricingCta} />
    </>
  );
}

interface FaqListProps {
  intro: SectionIntro;
  items: readonly QuestionAnswer[];
  tone?: "default" | "muted";
}

/** Questions and answers, all open: short enough that hiding them would only cost a click. */
function FaqList({ intro, items, tone = "default" }: FaqListProps) {
  return (
    <SectionShell intro={intro} tone={tone}>
      <ul className="mx-auto mt-12 grid max-w-5xl gap-x-10 gap-y-8 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>
            <h3 className="text-lg font-semibold text-foreground">
              {item.question}
            </h3>
            <p className="mt-2 leading-7 text-muted-foreground">
              {item.answer}
            </p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
