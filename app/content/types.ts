/**
 * Shapes of the display data in `content/`. Sections take these as props, so content stays free of
 * React and sections stay free of where the data comes from.
 */

import type { IconName } from "#app/lib/icons.ts";

export type { IconName };

/** A link styled as a button or text link. `to` is a path on this site. */
export interface CallToAction {
  label: string;
  to: string;
}

/** The heading block that opens a section. */
export interface SectionIntro {
  /** Short label above the heading. */
  eyebrow?: string;
  title: string;
  description?: string;
}

/** A plan of the catalogue (`content/plans.ts`). */
export interface Plan {
  /** Stable id, also the `plan` query parameter of /signup. */
  id: string;
  /** Name on the pricing page (Starter, Pro, Dominate). */
  name: string;
  /** Name in the catalogue and on invoices (AI Starter Agent, ...). */
  catalogName: string;
  /** Whole US dollars per month. */
  monthlyPrice: number;
  description: string;
  features: readonly string[];
  ctaLabel: string;
  /** Shows the "Most Popular" badge. */
  popular: boolean;
  /** One-line allowance in the home page teaser. */
  teaser: string;
}

export interface FeatureItem {
  id: string;
  title: string;
  description: string;
  icon: IconName;
}

/** A figure of the dashboard preview or a results strip. */
export interface Stat {
  id: string;
  value: string;
  label: string;
}

/** One row of a two-way comparison; `true`/`false` render as a check or a cross. */
export interface ComparisonRow {
  id: string;
  feature: string;
  competitor: string | boolean;
  agent: string | boolean;
}

/** Column headings of a comparison table. */
export interface ComparisonColumns {
  feature: string;
  competitor: string;
  agent: string;
}

export interface Step {
  id: string;
  title: string;
  description: string;
}

export interface QuestionAnswer {
  id: string;
  question: string;
  answer: string;
}

/** A short item with an icon, such as the duties in the hero panel. */
export interface IconLabel {
  id: string;
  label: string;
  icon: IconName;
}

export interface HeroContent {
  eyebrow?: string;
  title: string;
  description: string;
  /** The first action is the primary one. */
  actions: readonly CallToAction[];
  /** Reassurances under the actions. */
  points?: readonly string[];
  /** An optional side panel listing what the product does. */
  panel?: {
    title: string;
    /** A short status beside the title, such as "Working 24/7". */
    status?: string;
    items: readonly IconLabel[];
  };
}

export interface CtaContent {
  title: string;
  description: string;
  /** The first action is the primary one. */
  actions: readonly CallToAction[];
  note?: string;
}
