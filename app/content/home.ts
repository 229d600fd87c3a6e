/** Home page copy, section by section, in the order the page shows them. */
import { absoluteUrl, type JsonLd } from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import {
  freelancerMonthlyCost,
  lowestMonthlyPrice,
} from "#app/content/plans.ts";
import { site } from "#app/content/site.ts";
import type { HeroContent } from "#app/content/types.ts";

const from = formatPrice(lowestMonthlyPrice);
const freelancer = `${formatPrice(freelancerMonthlyCost)}+`;

export const homeSeo = {
  title: "AI Marketing Agents for DC, Maryland & Northern Virginia Businesses",
  description: `Your 24/7 AI marketing team: blog posts, social media, SEO and Google Business Profile updates for DMV businesses. From ${from}/month with professional setup included and no contracts. Get a free audit.`,
  keywords: [
    "AI marketing agent",
    "AI marketing for small business",
    "Washington DC digital marketing",
    "Northern Virginia marketing agency",
    "Maryland small business marketing",
    "local SEO DMV",
    "social media management",
    "automated blog posts",
  ],
} as const;

export const homeHero = {
  eyebrow: "AI marketing for DC, Maryland & Northern Virginia businesses",
  title: "Your 24/7 AI Marketing Team",
  description: `An AI marketing agent, trained on your brand voice and goals, writes your blog posts, publishes your social posts, tracks your search rankings and keeps your Google Business Profile fresh. All for a flat ${from} a month instead of ${freelancer} for a freelancer.`,
  actions: [
    { label: "Get Your Free Audit", to: "/free-audit" },
    { label: "See How It Works", to: "/how-it-works" },
  ],
  points: [
    "Professional setup included",
    "Month-to-month, no contracts",
    "Free audit, no obligation",
  ],
  panel: {
    title: "What your agent handles",
    status: "Working 24/7",
    items: [
      {
        id: "blog",
        label: "SEO blog posts in your brand voice",
        icon: "file-text",
      },
      {
        id: "social",
        label: "Social posts on a steady schedule",
        icon: "share",
      },
      { id: "keywords", label: "Keyword and ranking tracking", icon: "search" },
      { id: "maps", label: "Google Business Profile updates", icon: "map-pin" },
      {
        id: "dashboard",
        label: "A results dashboard you can check anytime",
        icon: "bar-chart",
      },
    ],
  },
} as const satisfies HeroContent;

/** The site as a schema.org WebSite, published by the organization record of the root. */
export function websiteJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${site.url}/#website`,
    url: absoluteUrl("/"),
    name: site.name,
    description: homeSeo.description,
    inLanguage: "en-US",
    publisher: { "@id": `${site.url}/#organization` },
  };
}
