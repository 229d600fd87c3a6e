/**
 * Social media management service page: head tags, hero and structured data. The offers are the
 * plans of the catalogue; the copy below the hero is in `social-media-management-sections.ts`.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import { lowestMonthlyPrice } from "#app/content/plans.ts";
import { planOffers } from "#app/content/plan-offers.ts";
import { serviceJsonLd } from "#app/content/service-schema.ts";
import type { HeroContent } from "#app/content/types.ts";

const from = formatPrice(lowestMonthlyPrice);

/** The service's name: its breadcrumb and contact-form subject. */
export const socialServiceName = "Social Media Management";

export const socialSeo = {
  title: "AI Social Media Management for DMV Small Businesses",
  description: `Facebook, Instagram, LinkedIn, X and TikTok posts written in your brand voice and published on schedule by an AI agent. From ${from}/month, no contracts.`,
  keywords: [
    "social media management",
    "AI social media manager",
    "small business social media",
    "social media marketing Washington DC",
    "Northern Virginia social media agency",
    "Maryland social media management",
    "automated social media posting",
  ],
} as const;

export const socialHero = {
  eyebrow: "Social Media Management",
  title: "Social Media That Shows Up Every Week, Even When You Can't",
  description:
    "Your AI agent plans, writes and schedules posts for Facebook, Instagram, LinkedIn, X and TikTok in your brand voice, so local customers keep seeing your business without you logging in every day.",
  actions: [
    { label: "Get Your Free Audit", to: "/free-audit" },
    { label: "View Plans & Pricing", to: "/pricing" },
  ],
  points: [
    "Five platforms covered",
    "Written in your brand voice",
    "Month-to-month, no contracts",
  ],
  panel: {
    title: "Planned for this week",
    status: "On schedule",
    items: [
      {
        id: "facebook",
        label: "Facebook: weekend event for neighbors",
        icon: "users",
      },
      {
        id: "instagram",
        label: "Instagram: behind-the-scenes photo",
        icon: "camera",
      },
      {
        id: "linkedin",
        label: "LinkedIn: expert tip for local pros",
        icon: "briefcase",
      },
      {
        id: "x",
        label: "X: quick update on this week's hours",
        icon: "message-square",
      },
      {
        id: "tiktok",
        label: "TikTok: short-video idea and caption",
        icon: "clapperboard",
      },
    ],
  },
} as const satisfies HeroContent;

export function socialJsonLd(): JsonLd[] {
  return [
    serviceJsonLd({
      path: "/social-media-management",
      name: socialServiceName,
      serviceType: "Social media management",
      description:
        "Social media management by an AI marketing agent: posts for Facebook, Instagram, LinkedIn, X and TikTok, written in the business's brand voice and published on a regular schedule.",
      offers: planOffers(),
    }),
    breadcrumbJsonLd([
      { name: socialServiceName, path: "/social-media-management" },
    ]),
  ];
}
