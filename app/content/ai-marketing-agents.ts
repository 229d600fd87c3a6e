/**
 * AI marketing agents service page: head tags, the copy of every section in page order and the
 * structured data. The offers are the plans of the catalogue.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import {
  lowestMonthlyPrice,
  freelancerMonthlyCost,
  yearlySavingsClaim,
} from "#app/content/plans.ts";
import { planOffers } from "#app/content/plan-offers.ts";
import { serviceJsonLd } from "#app/content/service-schema.ts";
import type {
  HeroContent,
  Benefit,
  CallToAction,
  CtaContent,
  FeatureItem,
  SectionIntro,
  Step,
} from "#app/content/types.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import {
  allowancesByPlan,
  keywordAllowanceRange,
  planAllowances,
} from "#app/content/plan-allowances.ts";

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

const freelancer = `${formatPrice(freelancerMonthlyCost)}+`;
/** The plan that lists competitor monitoring (Pro). */
const competitorPlan = planAllowances(/competitor monitoring/i)[0]?.planName;

export const aiAgentsFeatures = {
  intro: {
    eyebrow: "What your agent does",
    title: "Content, SEO, Social Media and Analytics, Handled",
    description:
      "Your agent takes on the marketing work that a busy owner never gets to, and does it on a schedule instead of when there is time.",
  },
  features: [
    {
      id: "blog",
      title: "Blog posts that answer real questions",
      description: `Search-friendly articles about your services and your part of the DMV, written in your voice and published on schedule: ${allowancesByPlan(/blog posts/)}.`,
      icon: "file-text",
    },
    {
      id: "social",
      title: "Social posts on a steady rhythm",
      description: `Posts for the networks your customers use, so your business stays visible between visits: ${allowancesByPlan(/social posts/)}.`,
      icon: "share",
    },
    {
      id: "keywords",
      title: "Keyword and ranking tracking",
      description: `Your agent watches the searches that bring customers in, ${keywordAllowanceRange()} keywords depending on your plan, and shows you which way each one is moving.`,
      icon: "search",
    },
    {
      id: "maps",
      title: "Google Business Profile updates",
      description:
        "Regular updates keep your maps listing active, so you stay visible when someone nearby searches for what you do.",
      icon: "map-pin",
    },
    {
      id: "competitors",
      title: "An eye on the competition",
      description: `Your free audit starts with a competitor analysis, and the ${competitorPlan} plan keeps monitoring local competitors so your strategy keeps up with theirs.`,
      icon: "eye",
    },
    {
      id: "dashboard",
      title: "A results dashboard",
      description:
        "Everything your agent published and every ranking it tracks, in one place you can check anytime. No monthly report to chase.",
      icon: "bar-chart",
    },
  ],
} as const satisfies { intro: SectionIntro; features: readonly FeatureItem[] };

export const aiAgentsTraining = {
  intro: {
    eyebrow: "Onboarding",
    title: "Trained Like a New Hire, Working Within Days",
    description:
      "You would not hand a new employee the keys without an introduction. Your agent gets the same onboarding, and our team does the setup.",
  },
  steps: [
    {
      id: "audit",
      title: "Free audit and strategy",
      description:
        "We review your current marketing, analyze your local competitors and build a custom strategy. There is no obligation to sign up.",
    },
    {
      id: "training",
      title: "Brand and goals training",
      description:
        "Professional setup is included: we teach your agent your brand voice, services, service area and goals, and connect your platforms.",
    },
    {
      id: "launch",
      title: "Your agent goes to work",
      description:
        "Your agent is live 24-48 hours after your audit. From then on it publishes, posts and tracks around the clock, and every result lands in your dashboard.",
    },
  ],
} as const satisfies { intro: SectionIntro; steps: readonly Step[] };

export const aiAgentsBenefits = {
  intro: {
    eyebrow: "Why an AI agent",
    title: "Why DMV Businesses Put an Agent on Their Team",
    description:
      "Hundreds of local businesses already use our agents instead of juggling freelancers and separate marketing tools.",
  },
  benefits: [
    {
      id: "cost",
      title: "A fraction of the cost",
      description: `${from} a month, flat, versus ${freelancer} a month for a freelancer: ${yearlySavingsClaim} saved per year.`,
    },
    {
      id: "consistency",
      title: "Marketing that never slips",
      description:
        "Posts go out on schedule during your busiest season, your vacation and every week in between.",
    },
    {
      id: "one-place",
      title: "One agent instead of five tools",
      description:
        "Content, social media, keyword tracking and reporting come from one agent and one monthly price, not a stack of separate subscriptions.",
    },
    {
      id: "local",
      title: "Built for the DMV",
      description:
        "Your agent writes for the neighborhoods and searches of DC, Maryland and Northern Virginia, not a generic national audience.",
    },
    {
      id: "transparent",
      title: "No hidden fees, no contracts",
      description:
        "Month-to-month billing with professional setup included. You stay because it works, not because you are locked in.",
    },
    {
      id: "guarantee",
      title: "30-day money-back guarantee",
      description:
        "Every plan is backed by a 30-day money-back guarantee, so trying an agent carries no risk.",
    },
  ],
} as const satisfies { intro: SectionIntro; benefits: readonly Benefit[] };

export const aiAgentsPlans = {
  intro: {
    eyebrow: "Plans",
    title: "Pick the Agent That Fits Your Goals",
    description:
      "Every plan includes the same trained agent. Higher plans publish more often, track more keywords and add support.",
  },
  note: "Every plan includes professional setup, month-to-month billing and a 30-day money-back guarantee.",
  action: { label: "Compare All Plans", to: "/pricing" },
} as const satisfies {
  intro: SectionIntro;
  note: string;
  action: CallToAction;
};

export const aiAgentsCta = {
  title: "Meet Your AI Marketing Agent",
  description:
    "Start with a free audit: a competitor analysis and a custom strategy for your business, with no obligation. If you go ahead, your agent is live 24-48 hours later.",
  actions: [
    { label: "Get Your Free Audit", to: "/free-audit" },
    {
      label: "Talk to Our Team",
      to: contactServicePath(aiAgentsServiceName),
    },
  ],
  note: "Month-to-month · No contracts · Professional setup included",
} as const satisfies CtaContent;
