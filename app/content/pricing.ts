/**
 * Pricing page copy. Prices, plan names and features come from the plan catalogue, so the page,
 * its comparison table and its JSON-LD offers cannot disagree with it.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import {
  freelancerMonthlyCost,
  lowestMonthlyPrice,
  yearlySavingsClaim,
  plans,
} from "#app/content/plans.ts";
import { planOffers } from "#app/content/plan-offers.ts";
import { serviceJsonLd } from "#app/content/service-schema.ts";
import type { HeroContent, SectionIntro } from "#app/content/types.ts";

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
