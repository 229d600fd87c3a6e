/** How it works page copy, section by section, in the order the page shows them, and its structured data. */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import {
  freelancerMonthlyCost,
  lowestMonthlyPrice,
  yearlySavingsClaim,
} from "#app/content/plans.ts";
import { site } from "#app/content/site.ts";
import type {
  ComparisonColumns,
  ComparisonRow,
  CtaContent,
  FeatureItem,
  HeroContent,
  SectionIntro,
  Step,
} from "#app/content/types.ts";

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

/** Spec §2: the flow from blog post to social posts to SEO update to results. */
export const contentFlow = {
  intro: {
    eyebrow: "One piece of content, four results",
    title: "From One Blog Post to Real Results",
    description:
      "Every piece of content your agent writes is put to work several times over. Here is what happens to a single blog post.",
  },
  stages: [
    {
      id: "blog-post",
      title: "Blog post",
      description:
        "Your agent writes a helpful, search-friendly article in your brand voice about a question your customers actually ask.",
      icon: "file-text",
    },
    {
      id: "social-posts",
      title: "Social posts",
      description:
        "The article becomes short posts for your social channels, each pointing readers back to your website.",
      icon: "share",
    },
    {
      id: "seo-update",
      title: "SEO update",
      description:
        "New keywords are tracked, your site gains fresh content and your Google Business Profile gets an update.",
      icon: "search",
    },
    {
      id: "results",
      title: "Results",
      description:
        "Traffic, rankings and social reach land in your dashboard, and what worked shapes the next post.",
      icon: "bar-chart",
    },
  ],
} as const satisfies { intro: SectionIntro; stages: readonly FeatureItem[] };

export const setupSection = {
  intro: {
    eyebrow: "Getting started",
    title: "Three Steps to Your 24/7 Marketing Team",
    description:
      "No software to learn and no one to hire. We handle the setup with you; your agent handles the work.",
  },
  steps: setupSteps,
} as const satisfies { intro: SectionIntro; steps: readonly Step[] };

export const dailyTasks = {
  intro: {
    eyebrow: "Every day",
    title: "What Your Agent Does Every Day",
    description:
      "While you serve your customers, your agent keeps your marketing moving, without reminders, sick days or a pile of tools to manage.",
  },
  features: [
    {
      id: "rankings",
      title: "Checks your search rankings",
      description:
        "Tracks the keywords your customers search for and spots the pages that are climbing or slipping, so nothing goes unnoticed.",
      icon: "search",
    },
    {
      id: "content",
      title: "Writes and schedules content",
      description:
        "Drafts blog posts and social updates in your brand voice and keeps your publishing calendar full for the weeks ahead.",
      icon: "pen-line",
    },
    {
      id: "profiles",
      title: "Keeps your profiles active",
      description:
        "Publishes to your social accounts and refreshes your Google Business Profile, so nearby customers see a business that is open and busy.",
      icon: "map-pin",
    },
    {
      id: "reporting",
      title: "Reports what changed",
      description:
        "Updates your dashboard with what was published, how your rankings moved and how your audience grew. No report to chase.",
      icon: "bar-chart",
    },
  ],
} as const satisfies { intro: SectionIntro; features: readonly FeatureItem[] };

export const freelancerComparison = {
  intro: {
    eyebrow: "Compare",
    title: "A Freelancer vs. Your AI Agent",
    description: `${from} flat versus ${freelancer} a month for a freelance marketer: ${yearlySavingsClaim} saved a year, with more work done.`,
  },
  caption: `The same marketing work done by a freelance marketer and by a ${site.name} agent`,
  columns: {
    feature: "Task",
    competitor: "Freelance marketer",
    agent: "Your AI agent",
  },
  rows: [
    {
      id: "monthly-cost",
      feature: "Monthly cost",
      competitor: `${freelancer} a month`,
      agent: `${from} flat`,
    },
    {
      id: "blog-posts",
      feature: "Blog posts",
      competitor: "Written when the billed hours allow",
      agent: "Written and published on schedule, in your brand voice",
    },
    {
      id: "social-posts",
      feature: "Social media posts",
      competitor: "Scheduled by hand, often in batches",
      agent: "Created from your content and posted on schedule",
    },
    {
      id: "rank-tracking",
      feature: "Keyword and rank tracking",
      competitor: "Separate tools, often billed on top",
      agent: "Built in and checked every day",
    },
    {
      id: "business-profile",
      feature: "Google Business Profile updates",
      competitor: "Often left out",
      agent: "Kept fresh with regular updates",
    },
    {
      id: "reporting",
      feature: "Reporting",
      competitor: "A monthly report, if any",
      agent: "A results dashboard you can check anytime",
    },
    {
      id: "availability",
      feature: "Availability",
      competitor: "Business hours, shared with other clients",
      agent: "24/7, with no vacations or sick days",
    },
    {
      id: "commitment",
      feature: "Commitment",
      competitor: "Retainers and minimum terms are common",
      agent: "Month-to-month, no contracts",
    },
    {
      id: "setup",
      feature: "Professional setup",
      competitor: "Often billed as extra hours",
      agent: "Included in every plan",
    },
  ],
  note: `Freelance rates vary; ${freelancer} a month is a typical cost for regular content, social media and SEO work.`,
} as const satisfies {
  intro: SectionIntro;
  caption: string;
  columns: ComparisonColumns;
  rows: readonly ComparisonRow[];
  note: string;
};

export const howItWorksCta = {
  title: "Ready to See It Work for Your Business?",
  description:
    "Start with a free audit: we review your current marketing, analyze your local competitors and build a custom strategy, with no obligation. If you go ahead, your agent is live 24-48 hours later.",
  actions: [
    { label: "Get Your Free Audit", to: "/free-audit" },
    { label: "Explore Features", to: "/features" },
  ],
  note: "Month-to-month · No contracts · 30-day money-back guarantee",
} as const satisfies CtaContent;

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
