/** Features page: head tags, hero and structured data. The rest is in `features-sections.ts`. */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import { lowestMonthlyPrice } from "#app/content/plans.ts";
import { site } from "#app/content/site.ts";
import type { HeroContent } from "#app/content/types.ts";

const from = formatPrice(lowestMonthlyPrice);

export const featuresSeo = {
  title: "AI Marketing Agent Features: Content, Social, SEO & Analytics",
  description: `Blog posts, social media, local SEO, Google Business Profile updates and a results dashboard from one AI agent, not a stack of tools. From ${from}/month.`,
  keywords: [
    "AI marketing agent features",
    "automated content creation",
    "social media automation",
    "local SEO tools",
    "Google Business Profile management",
    "marketing analytics dashboard",
    "all-in-one marketing for small business",
  ],
} as const;

export const featuresHero = {
  eyebrow: "Features",
  title: "One AI Agent. Your Whole Marketing Toolkit.",
  description: `Content, social media, SEO and reporting usually mean four tools, four logins and hours of your week. Your agent does the work of all of them, trained on your brand, for one flat price from ${from} a month.`,
  actions: [
    { label: "Get Your Free Audit", to: "/free-audit" },
    { label: "See How It Works", to: "/how-it-works" },
  ],
  points: [
    "Professional setup included",
    "Month-to-month, no contracts",
    "30-day money-back guarantee",
  ],
} as const satisfies HeroContent;

export function featuresJsonLd(): JsonLd[] {
  const url = absoluteUrl("/features");
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebPage",
      "@id": `${url}#webpage`,
      url,
      name: featuresSeo.title,
      description: featuresSeo.description,
      inLanguage: "en-US",
      isPartOf: { "@id": `${site.url}/#website` },
      about: { "@id": `${site.url}/#organization` },
    },
    breadcrumbJsonLd([{ name: "Features", path: "/features" }]),
  ];
}
