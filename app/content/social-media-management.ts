/**
 * Social media management service page: head tags, the copy of every section in page order and
 * the structured data. The offers are the plans of the catalogue.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import { lowestMonthlyPrice } from "#app/content/plans.ts";
import { planOffers } from "#app/content/plan-offers.ts";
import { serviceJsonLd } from "#app/content/service-schema.ts";
import type {
  HeroContent,
  Benefit,
  CtaContent,
  FeatureItem,
  SectionIntro,
} from "#app/content/types.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import { allowancesByPlan } from "#app/content/plan-allowances.ts";

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

/** The spec's five platforms: general, photo-sharing, professional, microblogging, short-video. */
export const socialPlatforms = {
  intro: {
    eyebrow: "Platforms",
    title: "Five Platforms, One Consistent Voice",
    description:
      "Each network has its own audience and its own style. Your agent adapts every post to where it appears, without losing what makes your business yours.",
  },
  features: [
    {
      id: "facebook",
      title: "Facebook",
      description:
        "The general social network where neighbors look up local businesses: updates, offers, events and the hours customers check before they visit.",
      icon: "users",
    },
    {
      id: "instagram",
      title: "Instagram",
      description:
        "The photo-sharing network for showing your work: captions for your photos of dishes, projects, products and the team behind them.",
      icon: "camera",
    },
    {
      id: "linkedin",
      title: "LinkedIn",
      description:
        "The professional network for B2B services, law firms, consultants and contractors: expert tips and news that build trust with decision-makers.",
      icon: "briefcase",
    },
    {
      id: "x",
      title: "X",
      description:
        "The microblogging network for quick, timely updates: announcements, local news tie-ins and short takes that keep your name in the conversation.",
      icon: "message-square",
    },
    {
      id: "tiktok",
      title: "TikTok",
      description:
        "The short-video network for reaching younger local customers: video ideas, scripts and captions that show the personality of your business.",
      icon: "clapperboard",
    },
  ],
} as const satisfies { intro: SectionIntro; features: readonly FeatureItem[] };

export const socialFeatures = {
  intro: {
    eyebrow: "What your agent does",
    title: "Everything It Takes to Stay Visible",
    description:
      "Consistent, on-brand posting is what most small businesses struggle to keep up. It is exactly what your agent is built for.",
  },
  features: [
    {
      id: "voice",
      title: "Posts in your brand voice",
      description:
        "Your agent is trained on how you talk to customers, so a post reads like it came from you, not from a template.",
      icon: "pen-line",
    },
    {
      id: "calendar",
      title: "A steady posting schedule",
      description: `Posts go out on a regular rhythm, whatever kind of week you are having: ${allowancesByPlan(/social posts/)}.`,
      icon: "calendar-days",
    },
    {
      id: "repurpose",
      title: "Blog posts turned into social posts",
      description:
        "Each new article on your site becomes social posts that point customers back to it, so your content works twice.",
      icon: "repeat",
    },
    {
      id: "local",
      title: "A local angle",
      description:
        "Posts tie your business to DMV life: neighborhood events, the seasons, local news and the places your customers know.",
      icon: "map-pin",
    },
    {
      id: "hashtags",
      title: "Hashtags and timing",
      description:
        "Relevant local hashtags and posting times chosen for when your audience is most likely to be scrolling.",
      icon: "hash",
    },
    {
      id: "results",
      title: "Results in your dashboard",
      description:
        "See what was posted and how your social reach is growing in your results dashboard, without logging in to five apps.",
      icon: "bar-chart",
    },
  ],
} as const satisfies { intro: SectionIntro; features: readonly FeatureItem[] };

export const socialBenefits = {
  intro: {
    eyebrow: "Why it pays off",
    title: "Stay Top of Mind Without Living on Your Phone",
    description:
      "Customers pick the businesses they remember. Regular, useful posts keep you in front of them between visits.",
  },
  benefits: [
    {
      id: "presence",
      title: "An always-active presence",
      description:
        "A profile that posts regularly tells customers you are open, busy and paying attention.",
    },
    {
      id: "time",
      title: "Hours back every week",
      description:
        "No more thinking up captions at 10 PM. Your agent plans and writes the posts for you.",
    },
    {
      id: "consistency",
      title: "One voice on every platform",
      description:
        "Your brand sounds the same on all five networks, however many posts go out.",
    },
    {
      id: "local-reach",
      title: "Reach that stays local",
      description:
        "Content aimed at DC, Maryland and Northern Virginia customers, the people who can actually walk in or call.",
    },
    {
      id: "cost",
      title: "Less than a social media manager",
      description:
        "A flat monthly plan instead of a part-time hire or an agency retainer, with professional setup included.",
    },
    {
      id: "flexible",
      title: "No contracts",
      description:
        "Month-to-month billing and a 30-day money-back guarantee. Upgrade anytime to post more often.",
    },
  ],
} as const satisfies { intro: SectionIntro; benefits: readonly Benefit[] };

export const socialCta = {
  title: "Ready for Social Media That Runs Itself?",
  description:
    "Start with a free audit: we look at your current profiles, compare them with your local competitors and build a posting strategy for your business. No obligation.",
  actions: [
    { label: "Get Your Free Audit", to: "/free-audit" },
    { label: "Talk to Our Team", to: contactServicePath(socialServiceName) },
  ],
  note: "Month-to-month · No contracts · Professional setup included",
} as const satisfies CtaContent;
