/**
 * AI marketing agents service page: head tags, hero and structured data. The offers are the
 * plans of the catalogue; the copy below the hero is in `ai-marketing-agents-sections.ts`.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import { lowestMonthlyPrice } from "#app/content/plans.ts";
import { planOffers } from "#app/content/plan-offers.ts";
import { serviceJsonLd } from "#app/content/service-schema.ts";
import type { HeroContent } from "#app/content/types.ts";

const from = formatPrice(lowestMonthlyPrice);

/** The service's name: its page title, breadcrumb and contact-form subject. */
export const aiAgentsServiceName = "AI Marketing Agents";

export const aiAgentsSeo = {
  title: "AI Marketing Agents for DC, Maryland & Virginia Businesses",
  description: `An AI marketing agent trained on your brand runs your blog, social media, SEO and Google Business Profile. From ${from}/month, setup included, no contracts.`,
  keywords: [
    "AI marketing agent",
    "AI marketing assistant for small business",
    "automated content marketing",
    "AI social media and SEO",
    "Washington DC marketing automation",
    "Northern Virginia AI marketing",
    "Maryland small business marketing",
  ],
} as const;

export const aiAgentsHero = {
  eyebrow: "AI Marketing Agents",
  title: "An AI Marketing Agent Trained Like Your Best Employee",
  description: `We train your agent on your brand voice, services and goals, the way you would onboard a new hire. Then it runs your content, SEO, social media and analytics every day, for a flat ${from} a month.`,
  actions: [
    { label: "Get Your Free Audit", to: "/free-audit" },
    { label: "View Plans & Pricing", to: "/pricing" },
  ],
  points: [
    "Professional setup included",
    "Month-to-month, no contracts",
    "Live 24-48 hours after your audit",
  ],
  panel: {
    title: "What your agent runs",
    status: "Working 24/7",
    items: [
      {
        id: "content",
        label: "Content: blog posts in your voice",
        icon: "file-text",
      },
      { id: "seo", label: "SEO: keywords and local rankings", icon: "search" },
      {
        id: "social",
        label: "Social media: posts on a schedule",
        icon: "share",
      },
      {
        id: "analytics",
        label: "Analytics: a live results dashboard",
        icon: "bar-chart",
      },
    ],
  },
} as const satisfies HeroContent;

export function aiAgentsJsonLd(): JsonLd[] {
  return [
    serviceJsonLd({
      path: "/ai-marketing-agents",
      name: aiAgentsServiceName,
      serviceType: "AI marketing automation",
      description:
        "AI marketing agents trained on a business's brand voice and goals that publish blog and social posts, track keywords and rankings, update the Google Business Profile and report results in a dashboard.",
      offers: planOffers(),
    }),
    breadcrumbJsonLd([
      { name: aiAgentsServiceName, path: "/ai-marketing-agents" },
    ]),
  ];
}
