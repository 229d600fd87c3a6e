/**
 * SEO automation service page: head tags, the copy of every section in page order and the
 * structured data. The offers are the plans of the catalogue.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import { lowestMonthlyPrice } from "#app/content/plans.ts";
import {
  keywordAllowanceRange,
  allowancesByPlan,
  planAllowances,
} from "#app/content/plan-allowances.ts";
import { planOffers } from "#app/content/plan-offers.ts";
import { serviceJsonLd } from "#app/content/service-schema.ts";
import type {
  HeroContent,
  Benefit,
  ComparisonColumns,
  ComparisonRow,
  CtaContent,
  FeatureItem,
  SectionIntro,
  Step,
} from "#app/content/types.ts";
import { contactServicePath } from "#app/lib/paths.ts";

const from = formatPrice(lowestMonthlyPrice);

/** The service's name: its breadcrumb and contact-form subject. */
export const seoServiceName = "SEO Automation";

export const seoSeo = {
  title: "Automated Local SEO for DC, Maryland & Virginia Businesses",
  description: `Local SEO on autopilot: keyword research, optimized blog posts, Google Business Profile updates and rank tracking for DMV businesses. From ${from}/month.`,
  keywords: [
    "SEO automation",
    "automated local SEO",
    "local SEO Washington DC",
    "Northern Virginia SEO",
    "Maryland SEO services",
    "Google Business Profile optimization",
    "keyword rank tracking",
    "small business SEO",
  ],
} as const;

export const seoHero = {
  eyebrow: "SEO Automation",
  title: "Local SEO That Keeps Working While You Do",
  description:
    "Your AI agent researches what DMV customers search for, publishes content that answers them, keeps your Google Business Profile fresh and tracks your rankings. No agency retainer and no SEO tools to learn.",
  actions: [
    { label: "Get Your Free Audit", to: "/free-audit" },
    { label: "View Plans & Pricing", to: "/pricing" },
  ],
  points: [
    `${keywordAllowanceRange()} keywords tracked, by plan`,
    "Competitor analysis in your free audit",
    "Month-to-month, no contracts",
  ],
  panel: {
    title: "Your SEO, on autopilot",
    status: "Working 24/7",
    items: [
      { id: "research", label: "Local keyword research", icon: "target" },
      {
        id: "content",
        label: "Search-optimized blog posts",
        icon: "file-text",
      },
      { id: "maps", label: "Google Business Profile updates", icon: "map-pin" },
      {
        id: "rankings",
        label: "Keyword and rank tracking",
        icon: "trending-up",
      },
    ],
  },
} as const satisfies HeroContent;

export function seoJsonLd(): JsonLd[] {
  return [
    serviceJsonLd({
      path: "/seo-automation",
      name: seoServiceName,
      serviceType: "Search engine optimization",
      description:
        "Automated local SEO by an AI marketing agent: keyword research, search-optimized blog posts, Google Business Profile updates, keyword and rank tracking, and a results dashboard.",
      offers: planOffers(),
    }),
    breadcrumbJsonLd([{ name: seoServiceName, path: "/seo-automation" }]),
  ];
}

/** The plan that lists competitor monitoring (Pro). */
const competitorPlan = planAllowances(/competitor monitoring/i)[0]?.planName;
/** The plan that lists rank tracking reports (Dominate). */
const reportsPlan = planAllowances(/rank tracking reports/i)[0]?.planName;

export const seoFeatures = {
  intro: {
    eyebrow: "What gets done",
    title: "The SEO Work Small Businesses Never Have Time For",
    description:
      "Local SEO is a long list of small, regular jobs. Your agent does them every week, so your visibility keeps building instead of stalling.",
  },
  features: [
    {
      id: "research",
      title: "Local keyword research",
      description:
        "Your agent finds the searches that match your services and your service area, like “emergency plumber Arlington” or “family dentist Silver Spring”.",
      icon: "target",
    },
    {
      id: "content",
      title: "Search-optimized blog posts",
      description: `Articles built around those keywords and written in your voice: ${allowancesByPlan(/blog posts/)}.`,
      icon: "file-text",
    },
    {
      id: "maps",
      title: "Google Business Profile updates",
      description:
        "Fresh updates keep your maps listing active, which helps you appear when nearby customers search on their phones.",
      icon: "map-pin",
    },
    {
      id: "tracking",
      title: "Keyword and rank tracking",
      description: `Where you rank for the searches that matter, always up to date in your dashboard: ${allowancesByPlan(/keywords tracked/)}.`,
      icon: "trending-up",
    },
    {
      id: "competitors",
      title: "Competitor insight",
      description: `Your free audit includes a competitor analysis. On the ${competitorPlan} plan your agent keeps monitoring the local businesses you compete with.`,
      icon: "eye",
    },
    {
      id: "reports",
      title: "Clear reporting",
      description: `Rankings, published content and progress in your results dashboard, with rank tracking reports on the ${reportsPlan} plan.`,
      icon: "bar-chart",
    },
  ],
} as const satisfies { intro: SectionIntro; features: readonly FeatureItem[] };

/** The spec's five-step SEO process. */
export const seoProcess = {
  intro: {
    eyebrow: "Our process",
    title: "Five Steps From Invisible to Found",
    description:
      "The same proven sequence for every business, tuned to your market and run by your agent week after week.",
  },
  steps: [
    {
      id: "audit",
      title: "Audit",
      description:
        "We review your website, your maps listing and the local competitors who outrank you today. Free, with no obligation.",
    },
    {
      id: "keywords",
      title: "Keyword strategy",
      description:
        "We pick the keywords worth winning: your services, your neighborhoods and the questions customers ask before they buy.",
    },
    {
      id: "content",
      title: "Content and optimization",
      description:
        "Your agent publishes search-friendly posts on schedule, each built around a keyword and written in your brand voice.",
    },
    {
      id: "listing",
      title: "Local listing updates",
      description:
        "Your agent keeps your Google Business Profile fresh, so your maps listing stays active alongside your website.",
    },
    {
      id: "tracking",
      title: "Track and refine",
      description:
        "Your agent tracks every keyword, shows the movement in your dashboard and shifts effort toward what is working.",
    },
  ],
} as const satisfies { intro: SectionIntro; steps: readonly Step[] };

export const seoBenefits = {
  intro: {
    eyebrow: "Why automate SEO",
    title: "Steady SEO Beats Occasional SEO",
    description:
      "Search engines reward sites that keep publishing and listings that stay active. Automation makes that consistency effortless.",
  },
  benefits: [
    {
      id: "found-locally",
      title: "Found by customers nearby",
      description:
        "Show up for the searches people in DC, Maryland and Northern Virginia make when they are ready to call or visit.",
    },
    {
      id: "compounding",
      title: "Traffic that compounds",
      description:
        "Every post keeps answering searches long after it is published, so your library of content keeps working for you.",
    },
    {
      id: "no-tools",
      title: "No tools to buy or learn",
      description: `Keyword research, tracking of ${keywordAllowanceRange()} keywords and reporting come with your plan.`,
    },
    {
      id: "time",
      title: "Your time back",
      description:
        "No more evenings spent on keyword tools and listing updates. Your agent does the routine work every week.",
    },
    {
      id: "transparent",
      title: "Progress you can see",
      description:
        "Your dashboard shows what was published and how each keyword moved, so you never have to take results on faith.",
    },
    {
      id: "no-contracts",
      title: "No long-term contracts",
      description:
        "Month-to-month billing with professional setup included, unlike the six- or twelve-month retainers common in SEO.",
    },
  ],
  note: "SEO builds over time: most businesses should expect meaningful results in 3-6 months. We will never promise a #1 ranking, because no one honestly can.",
} as const satisfies {
  intro: SectionIntro;
  benefits: readonly Benefit[];
  note: string;
};

export const seoComparison = {
  intro: {
    eyebrow: "Compare",
    title: "An AI Agent vs. Doing SEO With Separate Tools",
    description:
      "SEO tools tell you what to do. Your agent does it, and one flat price covers the work.",
  },
  caption: "Doing SEO yourself with separate tools compared with an AI agent",
  columns: {
    feature: "SEO task",
    competitor: "Separate SEO tools",
    agent: "Your AI agent",
  },
  rows: [
    {
      id: "research",
      feature: "Keyword research",
      competitor: "Data to sort through yourself",
      agent: "Done for you, focused on your service area",
    },
    {
      id: "content",
      feature: "Writing optimized content",
      competitor: false,
      agent: "Blog posts published on schedule",
    },
    {
      id: "maps",
      feature: "Google Business Profile updates",
      competitor: "By hand, when you remember",
      agent: "Kept up to date regularly",
    },
    {
      id: "tracking",
      feature: "Rank tracking",
      competitor: "If you log in and check",
      agent: true,
    },
    {
      id: "setup",
      feature: "Setup",
      competitor: "Learn each tool yourself",
      agent: "Professional setup included",
    },
    {
      id: "cost",
      feature: "Cost",
      competitor: "A separate subscription per tool, plus your time",
      agent: `One flat price, from ${from}/month`,
    },
  ],
} as const satisfies {
  intro: SectionIntro;
  caption: string;
  columns: ComparisonColumns;
  rows: readonly ComparisonRow[];
};

export const seoCta = {
  title: "Find Out Where You Rank Today",
  description:
    "Your free audit shows how your business appears in local search, how your competitors compare and what it takes to move up. No obligation.",
  actions: [
    { label: "Get Your Free Audit", to: "/free-audit" },
    { label: "Talk to Our Team", to: contactServicePath(seoServiceName) },
  ],
  note: "Month-to-month · No contracts · Professional setup included",
} as const satisfies CtaContent;
