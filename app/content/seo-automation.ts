/**
 * SEO automation service page: head tags, hero and structured data. The offers are the plans of
 * the catalogue; the copy below the hero is in `seo-automation-sections.ts`.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import { lowestMonthlyPrice } from "#app/content/plans.ts";
import { keywordAllowanceRange } from "#app/content/plan-allowances.ts";
import { planOffers } from "#app/content/plan-offers.ts";
import { serviceJsonLd } from "#app/content/service-schema.ts";
import type { HeroContent } from "#app/content/types.ts";

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
