/** How it works page: head tags, hero and structured data. The rest is in `how-it-works-sections.ts`. */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import {
  freelancerMonthlyCost,
  lowestMonthlyPrice,
} from "#app/content/plans.ts";
import { site } from "#app/content/site.ts";
import type { HeroContent, Step } from "#app/content/types.ts";

const from = formatPrice(lowestMonthlyPrice);
const freelancer = `${formatPrice(freelancerMonthlyCost)}+`;

export const howItWorksSeo = {
  title: "How Our AI Marketing Agents Work",
  description: `See how an AI marketing agent turns one blog post into social posts, SEO updates and results for your DMV business. Live in 24-48 hours, from ${from}/month.`,
  keywords: [
    "how AI marketing agents work",
    "AI marketing automation",
    "automated blog and social posts",
    "local SEO automation",
    "marketing freelancer alternative",
    "DMV small business marketing",
  ],
} as const;

export const howItWorksHero = {
  eyebrow: "How it works",
  title: "How Your AI Marketing Agent Works",
  description: `Your agent writes a blog post, turns it into social posts, updates your SEO and reports the results, then does it again on schedule. You get the output of a marketing team for a flat ${from} a month instead of ${freelancer} for a freelancer.`,
  actions: [
    { label: "Get Your Free Audit", to: "/free-audit" },
    { label: "View Pricing", to: "/pricing" },
  ],
  points: [
    "Professional setup included",
    "Live 24-48 hours after your audit",
    "Month-to-month, no contracts",
  ],
} as const satisfies HeroContent;

/** The three setup steps; the page's steps section and the HowTo record both read them. */
export const setupSteps = [
  {
    id: "connect",
    title: "Connect Your Platforms",
    description:
      "Give your agent access to your website, social media accounts and Google Business Profile. Our team walks you through each connection, and you keep ownership of every account.",
  },
  {
    id: "configure",
    title: "Configure Your Agent",
    description:
      "We train your agent on your brand voice, services, service area and goals, and agree on the topics and keywords that matter to your customers. Professional setup is included in every plan.",
  },
  {
    id: "activate",
    title: "Activate Automation",
    description:
      "Your agent goes live 24-48 hours after your free audit. From then on it writes, publishes and tracks on schedule, and every result shows up in your dashboard.",
  },
] as const satisfies readonly Step[];

/** The setup as a schema.org HowTo, plus the breadcrumb. */
export function howItWorksJsonLd(): JsonLd[] {
  const url = absoluteUrl("/how-it-works");
  return [
    {
      "@context": "https://schema.org",
      "@type": "HowTo",
      "@id": `${url}#howto`,
      name: `How to put a ${site.name} AI marketing agent to work`,
      description: howItWorksSeo.description,
      url,
      step: setupSteps.map((step, index) => ({
        "@type": "HowToStep",
        position: index + 1,
        name: step.title,
        text: step.description,
      })),
      publisher: { "@id": `${site.url}/#organization` },
    },
    breadcrumbJsonLd([{ name: "How It Works", path: "/how-it-works" }]),
  ];
}
