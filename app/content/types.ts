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

/**
 * A priced service of a custom-service page (web development, UX/UI design, e-commerce, mobile
 * apps), drawn by `ServiceCards`.
 */
export interface ServiceOffering {
  id: string;
  title: string;
  description: string;
  features: readonly string[];
  /** The price as visitors read it: "$15,000–$75,000", "Starting at $2,500". */
  priceText: string;
  /** How long it takes, as visitors read it: "8-16 weeks". */
  timelineText: string;
  /**
   * Whole US dollars for structured data: a range (min and max) or a "starting at" price (min);
   * `per: "month"` for a recurring price ("from $2,000 a month").
   */
  price?: { min: number; max?: number; per?: "month" };
  icon?: IconName;
  /** The card's link, usually "Learn More" to `contactServicePath(title)`. */
  action: CallToAction;
}

/**
 * A service's name and price alone, which a page's structured data and its cards (with description
 * and features) both read: `serviceOffering()` joins the two.
 */
export interface ServicePrice {
  id: string;
  title: string;
  /** Whole US dollars: a range (min and max) or a "starting at" price (min only). */
  min: number;
  max?: number;
  /** A floor written "$5,000+" rather than "Starting at $5,000". */
  orMore?: boolean;
  /** A recurring price: "Starting at $2,000/month". */
  per?: "month";
}

/** A step of a delivery process, drawn by `ProcessSteps`; the list order gives its number. */
export interface ProcessStep {
  id: string;
  title: string;
  description: string;
  /** What the client receives at the end of the step. */
  deliverables?: readonly string[];
  /** How long the step usually takes: "1-2 weeks". */
  duration?: string;
}

/** A decorative drawing in place of a photo: fixed aspect ratio, described by `alt`. */
export interface CaseStudyVisual {
  alt: string;
  /** Which drawing: a website in a browser, a dashboard, a phone app or a store. */
  kind: "website" | "dashboard" | "mobile" | "store";
}

/** A past project, drawn by `CaseStudies`. */
export interface CaseStudy {
  id: string;
  title: string;
  description: string;
  /** Category, industry or platform label shown as a badge. */
  category: string;
  /** Who the client is, without naming them if they asked not to be: "Family-owned bakery, Silver Spring". */
  client?: string;
  /** Headline figures. */
  metrics?: readonly Stat[];
  /** Outcomes in a sentence each. */
  results?: readonly string[];
  /** Features delivered. */
  features?: readonly string[];
  technologies?: readonly string[];
  /** "12 weeks" */
  timeline?: string;
  /** A revenue figure, as displayed: "$1.2M first-year online sales". */
  revenue?: string;
  visual?: CaseStudyVisual;
}

/** A testimonial with a star rating, drawn by `RatedTestimonials`. */
export interface RatedTestimonial {
  id: string;
  name: string;
  /** Role and business: "Owner, Capitol Hill dental practice". */
  title: string;
  content: string;
  /** Whole stars out of 5. */
  rating: 1 | 2 | 3 | 4 | 5;
}

/**
 * A titled card of short items: labels drawn as badges by `TagList` (technologies, tools), or a
 * checklist drawn by `ChecklistCards` (feature categories, predictions).
 */
export interface ItemGroup {
  id: string;
  title: string;
  description?: string;
  icon?: IconName;
  items: readonly string[];
}

/** One line of a benefits checklist, drawn by `BenefitsList`. */
export interface Benefit {
  id: string;
  title: string;
  description: string;
}

/** A customer story of the marketing pages, drawn by `TestimonialCards`. */
export interface Testimonial {
  id: string;
  quote: string;
  /** First name, role, business type and town: "Maria G., owner, bakery in Silver Spring". */
  author: string;
  /** The headline result: "3x more website visits in six months". */
  metric: string;
}

/** A list item of a long document: plain text, or a term with its explanation. */
export type DocumentListItem = string | { term: string; text: string };

/** A way to reach the business inside a long document; `href` makes it a link. */
export interface DocumentContactLine {
  id: string;
  label: string;
  text: string;
  href?: string;
}

export type DocumentBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly DocumentListItem[] }
  | { kind: "contact"; items: readonly DocumentContactLine[] };

/** A numbered section of a long document (a policy), drawn by `DocumentSections`. */
export interface DocumentSection {
  /** Stable id, also the section's in-page anchor. */
  id: string;
  title: string;
  blocks: readonly DocumentBlock[];
}

/** A platform in a side-by-side comparison, drawn by `PlatformComparison`. */
export interface Platform {
  id: string;
  name: string;
  description: string;
  pros: readonly string[];
  cons: readonly string[];
  bestFor: string;
  /** What the platform itself costs, as visitors read it. */
  pricing: string;
}

/** A package's name and price alone, for the structured data; `servicePackage()` adds the details. */
export type PackagePrice = Pick<
  ServicePackage,
  "id" | "name" | "price" | "popular"
>;

/** A fixed-scope package or pricing tier, drawn by `PackageCards`. */
export interface ServicePackage {
  id: string;
  name: string;
  /** The price as visitors read it: "$12,000", "$25,000+", "$5,000–$15,000". */
  priceText: string;
  /** Whole US dollars for structured data: a fixed price (min), a range (min and max) or a floor (min, `orMore`). */
  price: { min: number; max?: number; orMore?: boolean };
  description: string;
  features: readonly string[];
  /** "8-12 weeks" */
  timelineText: string;
  /** Shows the "Most Popular" badge. */
  popular: boolean;
  /** Get Started, to `contactServicePath(name)`. */
  action: CallToAction;
}

/** How much a trend matters to local businesses; it picks the badge colour (`impactBadgeVariant`). */
export type TrendImpact = "Critical" | "High" | "Medium" | "Low";

/** A market trend, drawn by `TrendCards`. */
export interface Trend {
  id: string;
  title: string;
  description: string;
  impact: TrendImpact;
  /** When it bites: "Now", "Next 12-24 months". */
  timeline: string;
  /** Estimated share of local businesses already acting on it, 0 to 100. */
  adoption: number;
  details: readonly string[];
  /** What it means for businesses in DC, Maryland and Northern Virginia. */
  dmvImpact: string;
  icon?: IconName;
}

/** A report, guide or checklist a visitor can ask for, drawn by `DownloadCards`. */
export interface DownloadableResource {
  id: string;
  title: string;
  description: string;
  /** "Report", "Checklist", "Guide", "Template" */
  type: string;
  /** "PDF", "Spreadsheet" */
  format: string;
  icon?: IconName;
}

/**
 * A dated event, drawn by `EventList`. Whether it is upcoming or past is worked out from its
 * times when the page renders (`eventStatus` in lib/events.ts), never written down.
 */
export interface ScheduledEvent {
  id: string;
  name: string;
  /** "Workshop", "Meetup", "Webinar" */
  type: string;
  description: string;
  /** ISO 8601 with the local (Eastern) offset: "2025-03-20T18:00:00-04:00". */
  startsAt: string;
  endsAt: string;
  /** "Arlington, VA" or "Online" */
  location: string;
  topics?: readonly string[];
  /** Register Now, to `contactServicePath(name)`: offered only while the event is upcoming. */
  registration: CallToAction;
}
