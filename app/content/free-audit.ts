/**
 * Free audit page: head tags, hero and structured data. The form's copy, the messages and the
 * confirmation are in `free-audit-sections.ts` (loaded with the form, after first paint).
 */
import {
  absoluteUrl,
  breadcrumbJsonLd,
  serviceAreasJsonLd,
  type JsonLd,
} from "#app/lib/seo.ts";
import { site } from "#app/content/site.ts";
import type { HeroContent } from "#app/content/types.ts";

/** Where the hero's button jumps to: the form's section. */
export const auditFormAnchor = "audit-form";

export const freeAuditSeo = {
  title: "Free AI Marketing Audit for DC, Maryland & Virginia Businesses",
  description:
    "Request a free marketing audit: a review of your website, search and social presence, a competitor analysis and a custom AI strategy for your DMV business. No obligation.",
  keywords: [
    "free marketing audit",
    "free SEO audit",
    "AI marketing strategy",
    "competitor analysis",
    "local marketing audit Washington DC",
    "Northern Virginia marketing audit",
    "Maryland small business marketing",
  ],
} as const;

/** The three benefit tiles of the hero (spec §2, Free audit). */
export const auditBenefits = [
  { id: "strategy-analysis", label: "Strategy Analysis", icon: "target" },
  { id: "ai-recommendations", label: "AI Recommendations", icon: "brain" },
  { id: "action-plan", label: "Action Plan", icon: "file-text" },
] as const;

export const freeAuditHero = {
  eyebrow: "Free Marketing Audit",
  title: "Get Your Free AI Marketing Audit",
  description:
    "See how your business shows up online next to your local competitors, and what an AI marketing agent would do about it. We review your website, search rankings and social media, then walk you through a custom strategy. Free, with no obligation.",
  actions: [{ label: "Start My Free Audit", to: `#${auditFormAnchor}` }],
  points: [
    "100% free, no obligation",
    "Competitor analysis included",
    "We contact you within 24 hours",
  ],
  panel: {
    title: "What your free audit includes",
    status: "Free",
    items: auditBenefits,
  },
} as const satisfies HeroContent;

export function freeAuditJsonLd(): JsonLd[] {
  const url = absoluteUrl("/free-audit");
  return [
    {
      "@context": "https://schema.org",
      "@type": "Service",
      "@id": `${url}#service`,
      name: "Free AI Marketing Audit",
      serviceType: "Marketing audit",
      description:
        "A free review of a local business's website, search rankings and social media, with a competitor analysis, AI recommendations and an action plan.",
      url,
      provider: { "@id": `${site.url}/#organization`, name: site.name },
      areaServed: serviceAreasJsonLd,
      offers: {
        "@type": "Offer",
        price: 0,
        priceCurrency: "USD",
        url,
        availability: "https://schema.org/InStock",
      },
    },
    breadcrumbJsonLd([{ name: "Free Audit", path: "/free-audit" }]),
  ];
}
