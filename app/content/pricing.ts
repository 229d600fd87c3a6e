/**
 * Pricing page copy. Prices, plan names and features come from the plan catalogue, so the page,
 * its comparison table and its JSON-LD offers cannot disagree with it.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import {
  freelancerMonthlyCost,
  lowestMonthlyPrice,
  popularPlan,
  yearlySavingsClaim,
  plans,
} from "#app/content/plans.ts";
import { moneyBackGuarantee } from "#app/content/guarantee.ts";
import { planOffers } from "#app/content/plan-offers.ts";
import { serviceJsonLd } from "#app/content/service-schema.ts";
import { site } from "#app/content/site.ts";
import type {
  ComparisonColumns,
  ComparisonRow,
  CtaContent,
  HeroContent,
  QuestionAnswer,
  SectionIntro,
} from "#app/content/types.ts";

const from = formatPrice(lowestMonthlyPrice);
const freelancer = `${formatPrice(freelancerMonthlyCost)}+`;
/** "A, B and C" */
function listOf(items: readonly string[]): string {
  return items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export const pricingSeo = {
  title: `AI Marketing Agent Pricing: Plans from ${from}/month`,
  description: `Compare ${listOf(plans.map((plan) => `${plan.name} (${formatPrice(plan.monthlyPrice)})`))} AI marketing agent plans for DMV businesses. Professional setup included, month-to-month billing, no contracts and a 30-day money-back guarantee.`,
  keywords: [
    "AI marketing agent pricing",
    "AI marketing cost",
    "small business marketing plans",
    "marketing agency alternative",
    "Washington DC marketing",
    "Northern Virginia marketing",
    "Maryland marketing",
  ],
} as const;

export const pricingHero = {
  eyebrow: "Pricing",
  title: "Simple, Flat-Rate Pricing for Your AI Marketing Team",
  description: `One flat monthly price covers your agent's content, social media and SEO work. At ${from} flat versus ${freelancer} a month for a freelancer, you save ${yearlySavingsClaim} per year, with no surprise invoices.`,
  actions: [],
  points: [
    "Professional setup included",
    "Month-to-month, no contracts",
    "30-day money-back guarantee",
  ],
} as const satisfies HeroContent;

export const pricingPlansIntro = {
  title: "Choose your plan",
} as const satisfies SectionIntro;

export const pricingPlansNote =
  "Every plan includes professional setup, month-to-month billing with no contracts or hidden fees, and a 30-day money-back guarantee.";

/** "Starter $297 · Pro $497 · Dominate $997" */
export const planPriceList = plans
  .map((plan) => `${plan.name} ${formatPrice(plan.monthlyPrice)}`)
  .join(" · ");

/** "10 to 100+": the keyword allowances of the smallest and largest plans, read from their features. */
export function keywordRange(): string {
  const counts = plans.flatMap((plan) =>
    plan.features.flatMap(
      (feature) => /^(\d+\+?) keywords\b/.exec(feature)?.[1] ?? [],
    ),
  );
  return `${counts[0]} to ${counts[counts.length - 1]}`;
}

export const pricingComparison = {
  intro: {
    eyebrow: "Compare",
    title: "An AI Agent vs. Hiring a Freelancer",
    description: `A freelance marketer typically costs ${freelancer} a month and works the hours you pay for. Your AI agent starts at ${from}, flat, and never takes a day off.`,
  },
  caption: `A freelance marketer compared with a ${site.name} plan`,
  columns: {
    feature: "What you get",
    competitor: "Freelance marketer",
    agent: "Your AI agent",
  },
  rows: [
    {
      id: "monthly-cost",
      feature: "Monthly cost",
      competitor: `${freelancer}, often billed by the hour`,
      agent: `${planPriceList}, flat`,
    },
    {
      id: "availability",
      feature: "Availability",
      competitor: "Business hours, shared with other clients",
      agent: "24/7",
    },
    {
      id: "setup",
      feature: "Professional setup",
      competitor: "Often billed as extra hours",
      agent: "Included",
    },
    {
      id: "commitment",
      feature: "Commitment",
      competitor: "Retainers and minimum terms are common",
      agent: "Month-to-month, no contracts",
    },
    {
      id: "content",
      feature: "Blog and social posts",
      competitor: "As many as the hours allow",
      agent: "Published on a set schedule in every plan",
    },
    {
      id: "keywords",
      feature: "Keyword tracking",
      competitor: "Separate tools at extra cost",
      agent: `${keywordRange()} keywords, by plan`,
    },
    {
      id: "dashboard",
      feature: "Results dashboard",
      competitor: "Manual reports, if any",
      agent: true,
    },
    {
      id: "guarantee",
      feature: "30-day money-back guarantee",
      competitor: "Rarely offered",
      agent: true,
    },
  ],
  note: `${from} flat versus ${freelancer} a month for a freelancer: ${yearlySavingsClaim} saved per year.`,
} as const satisfies {
  intro: SectionIntro;
  caption: string;
  columns: ComparisonColumns;
  rows: readonly ComparisonRow[];
  note: string;
};

export const pricingPolicies = {
  intro: {
    eyebrow: "Good to know",
    title: "Straight Answers About Billing",
    description:
      "No hidden fees and no confusing contracts. Here is exactly how it works.",
  },
  items: [
    {
      id: "setup",
      question: "Is setup included?",
      answer:
        "Yes. Professional setup is included with every plan. We configure your agent, train it on your brand voice and goals, and your agent is live 24-48 hours after your free audit.",
    },
    {
      id: "contract",
      question: "Do I have to sign a contract?",
      answer:
        "No. Every plan is billed month-to-month with no contracts. You stay because the results are worth it, not because you are locked in.",
    },
    {
      id: "guarantee",
      question: "What if it isn't right for my business?",
      answer: moneyBackGuarantee,
    },
    {
      id: "change-plan",
      question: "Can I change plans later?",
      answer:
        "Yes. Upgrades take effect immediately, so your agent starts doing more right away. Downgrades take effect at your next billing cycle.",
    },
    {
      id: "which-plan",
      question: "Which plan should I choose?",
      answer: `${popularPlan.name} is our most popular plan. If you are not sure, start with a free audit: we analyze your competitors and build a custom strategy, with no obligation, and recommend the plan that fits.`,
    },
    {
      id: "freelancer",
      question: "How does this compare to hiring a freelancer?",
      answer: `A freelance marketer typically costs ${freelancer} a month. Your agent costs ${from} flat, which saves ${yearlySavingsClaim} per year, and it works around the clock.`,
    },
  ],
} as const satisfies { intro: SectionIntro; items: readonly QuestionAnswer[] };

export const pricingCta = {
  title: "Not Sure Which Plan Fits?",
  description:
    "Get a free marketing audit with a competitor analysis and a custom strategy for your business. We will recommend the right plan, with no obligation.",
  actions: [
    { label: "Get Your Free Audit", to: "/free-audit" },
    { label: "Talk to Our Team", to: "/contact" },
  ],
  note: "30-day money-back guarantee on every plan",
} as const satisfies CtaContent;

/** The plans as schema.org offers: one Service with a monthly-priced Offer per plan. */

export function pricingJsonLd(): JsonLd[] {
  return [
    serviceJsonLd({
      path: "/pricing",
      name: "AI Marketing Agents",
      serviceType: "AI marketing automation",
      description:
        "AI marketing agents trained on your brand that run your blog posts, social media, SEO and keyword tracking, and report results in a dashboard.",
      offers: planOffers(),
    }),
    breadcrumbJsonLd([{ name: "Pricing", path: "/pricing" }]),
  ];
}
