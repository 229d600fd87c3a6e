/** Home page copy, section by section, in the order the page shows them. */
import { absoluteUrl, type JsonLd } from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import {
  freelancerMonthlyCost,
  lowestMonthlyPrice,
  yearlySavingsClaim,
} from "#app/content/plans.ts";
import { site } from "#app/content/site.ts";
import type {
  CallToAction,
  CtaContent,
  FeatureItem,
  HeroContent,
  SectionIntro,
  Stat,
  Step,
} from "#app/content/types.ts";

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

export const homeSteps = {
  intro: {
    eyebrow: "How it works",
    title: "Up and Running in Three Simple Steps",
    description:
      "No software to learn and no one to hire. We handle the setup; your agent handles the work.",
  },
  steps: [
    {
      id: "audit",
      title: "Get your free audit",
      description:
        "Tell us about your business. We review your current marketing, analyze your local competitors and hand you a custom strategy, with no obligation to sign up.",
    },
    {
      id: "setup",
      title: "We set up and train your agent",
      description:
        "Professional setup is included. We train your agent on your brand voice, services and goals and connect your platforms. It goes live 24-48 hours after your audit.",
    },
    {
      id: "results",
      title: "Watch your marketing run itself",
      description:
        "Your agent writes, posts and tracks your rankings around the clock while you run your business. Every result shows up in your dashboard.",
    },
  ],
  action: { label: "See the Full Process", to: "/how-it-works" },
} as const satisfies {
  intro: SectionIntro;
  steps: readonly Step[];
  action: CallToAction;
};

export const homeFeatures = {
  intro: {
    eyebrow: "What you get",
    title: "Everything a Marketing Team Does, Without the Payroll",
    description:
      "Your agent learns your business the way a new hire would, then takes on the marketing work that usually sinks to the bottom of your to-do list.",
  },
  features: [
    {
      id: "brand",
      title: "Trained on your brand",
      description:
        "Your agent learns your voice, services, service area and goals, so every post sounds like you and works toward the results you care about.",
      icon: "bot",
    },
    {
      id: "blog",
      title: "SEO blog posts",
      description:
        "Helpful, search-friendly articles that answer the questions your customers actually ask, published on schedule so your site keeps earning traffic.",
      icon: "file-text",
    },
    {
      id: "social",
      title: "Social media on autopilot",
      description:
        "Consistent posts keep your business in front of local customers, without you logging in every day to think of something to say.",
      icon: "share",
    },
    {
      id: "seo",
      title: "Keyword and rank tracking",
      description:
        "See where you rank for the searches that bring in customers, and which pages are climbing, without paying for separate SEO tools.",
      icon: "search",
    },
    {
      id: "maps",
      title: "Google Business Profile updates",
      description:
        "Fresh updates on your maps listing help you show up when nearby customers search for what you offer.",
      icon: "map-pin",
    },
    {
      id: "dashboard",
      title: "Results dashboard",
      description:
        "What was published, how your rankings moved and how your audience grew, all in one place. No guesswork and no report to chase.",
      icon: "bar-chart",
    },
  ],
} as const satisfies { intro: SectionIntro; features: readonly FeatureItem[] };

export const homePricingTeaser = {
  intro: {
    eyebrow: "Pricing",
    title: "Flat Monthly Pricing. No Contracts.",
    description: `${from} flat versus ${freelancer} a month for a freelancer: that is ${yearlySavingsClaim} saved per year. Pick the plan that matches your goals.`,
  },
  note: "Every plan includes professional setup, month-to-month billing and a 30-day money-back guarantee.",
  action: { label: "Compare All Plans", to: "/pricing" },
} as const satisfies {
  intro: SectionIntro;
  note: string;
  action: CallToAction;
};

/** Spec §9: the dashboard preview figures. */
export const dashboardPreview = {
  intro: {
    eyebrow: "Dashboard preview",
    title: "Every Result in One Clear Dashboard",
    description:
      "Know exactly what your agent did and what it did for you: content published, search visibility and social reach, always up to date.",
  },
  windowTitle: "Your AI agent: results dashboard",
  stats: [
    { id: "content", value: "247", label: "Content pieces" },
    { id: "seo", value: "89%", label: "SEO score improvement" },
    { id: "impressions", value: "1.2M", label: "Social impressions" },
    { id: "active", value: "24/7", label: "Active" },
  ],
  note: "Sample figures for illustration. Your results depend on your plan, your market and where you start.",
} as const satisfies {
  intro: SectionIntro;
  windowTitle: string;
  stats: readonly Stat[];
  note: string;
};

export const websiteBuilderPromo = {
  intro: {
    eyebrow: "Website builder",
    title: "Need a Website That Works as Hard as Your Agent?",
    description:
      "Build a professional site yourself with our drag-and-drop website builder, or have our team design and develop a custom one for you.",
  },
  items: [
    {
      id: "drag-and-drop",
      title: "Drag and drop",
      description:
        "Move text, images and sections into place. No code and no developer on call.",
      icon: "mouse-pointer",
    },
    {
      id: "responsive",
      title: "Mobile-responsive templates",
      description:
        "Every template adapts to phones, tablets and desktops on its own.",
      icon: "smartphone",
    },
    {
      id: "e-commerce",
      title: "E-commerce ready",
      description:
        "Add products and take orders online when you are ready to sell beyond your storefront.",
      icon: "shopping-cart",
    },
    {
      id: "seo",
      title: "Automatic SEO",
      description:
        "Search-friendly settings on every page help customers find your new site.",
      icon: "search",
    },
  ],
  actions: [
    { label: "Explore the Website Builder", to: "/website-builder" },
    { label: "Custom Web Development", to: "/web-development" },
  ],
} as const satisfies {
  intro: SectionIntro;
  items: readonly FeatureItem[];
  actions: readonly CallToAction[];
};

export const localExpertise = {
  intro: {
    eyebrow: "Local expertise",
    title: "Built in the DMV, for DMV Businesses",
    description: `Based in ${site.location}, we know this market from Capitol Hill to Annapolis to Loudoun County. Hundreds of local businesses already rely on our AI agents to win customers in their own neighborhoods.`,
  },
  features: [
    {
      id: "washington-dc",
      title: "Washington, DC",
      description:
        "Stand out in one of the country's most crowded local markets, with content tuned to neighborhoods from Capitol Hill and Navy Yard to Georgetown and Columbia Heights.",
      icon: "landmark",
    },
    {
      id: "maryland",
      title: "Maryland",
      description:
        "Reach customers in Bethesda, Silver Spring, Rockville, Gaithersburg and Annapolis with keywords and posts that speak to each community.",
      icon: "trees",
    },
    {
      id: "northern-virginia",
      title: "Northern Virginia",
      description:
        "From Arlington and Alexandria to Fairfax, Tysons and Loudoun County, your agent targets the searches nearby customers make every day.",
      icon: "map-pin",
    },
    {
      id: "local-team",
      title: "A local team behind every agent",
      description: `Real people who know the region set up your agent and answer your questions, ${site.hours.label}.`,
      icon: "handshake",
    },
  ],
} as const satisfies { intro: SectionIntro; features: readonly FeatureItem[] };

export const homeCta = {
  title: "Ready to Put Your Marketing on Autopilot?",
  description:
    "Start with a free audit: we analyze your competitors and build a custom strategy for your business, with no obligation. If you go ahead, your agent is live 24-48 hours after your audit.",
  actions: [
    { label: "Get Your Free Audit", to: "/free-audit" },
    { label: "View Pricing", to: "/pricing" },
  ],
  note: "Month-to-month · No contracts · Professional setup included",
} as const satisfies CtaContent;

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
