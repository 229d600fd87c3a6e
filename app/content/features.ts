/** Features page copy, section by section, in the order the page shows them, and its structured data. */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import { lowestMonthlyPrice } from "#app/content/plans.ts";
import { site } from "#app/content/site.ts";
import type {
  ComparisonColumns,
  ComparisonRow,
  CtaContent,
  FeatureItem,
  HeroContent,
  SectionIntro,
  Testimonial,
} from "#app/content/types.ts";

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

export const featureCards = {
  intro: {
    eyebrow: "What your agent does",
    title: "Six Jobs, One Agent",
    description:
      "Each of these usually takes its own tool or its own hire. Your agent handles all six and connects them, so every piece of work feeds the next.",
  },
  features: [
    {
      id: "brand-training",
      title: "Trained on Your Brand",
      description:
        "Before it writes a word, your agent learns your services, service area, tone of voice and goals from our setup sessions with you. Everything it publishes sounds like your business, not like a template.",
      icon: "bot",
    },
    {
      id: "blog-content",
      title: "SEO Blog Content",
      description:
        "Helpful articles built around the questions your customers search for, written in your voice and published on your site on schedule, so your website keeps earning new visitors.",
      icon: "file-text",
    },
    {
      id: "social-media",
      title: "Social Media Automation",
      description:
        "Your blog posts, offers and news become ready-to-publish social posts for each of your channels, posted on a steady schedule without you logging in.",
      icon: "share",
    },
    {
      id: "rank-tracking",
      title: "Keyword & Rank Tracking",
      description:
        "Your agent tracks the local searches that bring in customers, like “plumber in Arlington” or “bakery near Silver Spring”, and shows which pages are climbing.",
      icon: "search",
    },
    {
      id: "business-profile",
      title: "Google Business Profile Updates",
      description:
        "Regular updates to your maps listing keep it fresh, which helps you show up when nearby customers search for what you offer.",
      icon: "map-pin",
    },
    {
      id: "dashboard",
      title: "Results Dashboard",
      description:
        "See what was published, how your rankings moved and how your audience grew, all in one place and in plain English, whenever you want to check.",
      icon: "bar-chart",
    },
  ],
} as const satisfies { intro: SectionIntro; features: readonly FeatureItem[] };

export const toolsComparison = {
  intro: {
    eyebrow: "Compare",
    title: "Your AI Agent vs. a Stack of Separate Tools",
    description:
      "A writing app, a social scheduler and an SEO tracker each charge a subscription, and each still needs you to do the work. Your agent does the work.",
  },
  caption: `Separate marketing tools compared with a ${site.name} agent`,
  columns: {
    feature: "What you need",
    competitor: "Separate tools",
    agent: "Your AI agent",
  },
  rows: [
    {
      id: "content",
      feature: "Blog content",
      competitor: "An AI writing app, plus your time to edit and publish",
      agent: "Written in your voice and published for you",
    },
    {
      id: "social",
      feature: "Social media",
      competitor: "A scheduling app; you still write every post",
      agent: "Posts created and scheduled for you",
    },
    {
      id: "seo",
      feature: "Keyword and rank tracking",
      competitor: "An SEO subscription and the know-how to read it",
      agent: "Included, with results in plain English",
    },
    {
      id: "business-profile",
      feature: "Google Business Profile",
      competitor: "Manual updates, when you remember",
      agent: "Regular updates, handled for you",
    },
    {
      id: "brand-voice",
      feature: "Your brand voice",
      competitor: "Explained again in every tool",
      agent: "Learned once, used everywhere",
    },
    {
      id: "reporting",
      feature: "Reporting",
      competitor: "Exports from each tool, combined by hand",
      agent: "One dashboard for everything",
    },
    {
      id: "setup",
      feature: "Setup",
      competitor: "You connect and configure each tool",
      agent: "Professional setup included",
    },
    {
      id: "support",
      feature: "Support",
      competitor: "A separate help desk for each vendor",
      agent: "One local team in the DMV",
    },
    {
      id: "cost",
      feature: "Cost",
      competitor: "A subscription per tool, plus your hours",
      agent: `One flat price from ${from} a month`,
    },
  ],
} as const satisfies {
  intro: SectionIntro;
  caption: string;
  columns: ComparisonColumns;
  rows: readonly ComparisonRow[];
};

export const featuresTestimonials = {
  intro: {
    eyebrow: "Customer stories",
    title: "What Local Business Owners Tell Us",
    description:
      "Owners across the DMV put their agents to work so they can get back to running their businesses.",
  },
  testimonials: [
    {
      id: "bakery-silver-spring",
      quote:
        "I used to post on Instagram when I remembered, which was almost never. Now there is a new post about our seasonal cakes every few days, and the blog actually brings people through the door. Customers tell me they found us on Google.",
      author: "Maria G., owner, bakery in Silver Spring",
      metric: "3x more website visits in 6 months",
    },
    {
      id: "hvac-fairfax",
      quote:
        "We were paying a freelancer more than the agent costs and getting a monthly report I never read. Now content goes out every week, and I can see exactly which searches send us calls.",
      author: "David K., owner, HVAC company in Fairfax",
      metric: "40% more calls from Google Maps",
    },
    {
      id: "dental-arlington",
      quote:
        "Our front desk spent Friday afternoons trying to come up with social posts. The agent handles it in our voice, and the team spends that time with patients instead.",
      author: "Priya S., practice manager, dental office in Arlington",
      metric: "10 hours a week back for the team",
    },
  ],
  note: "Illustrative stories of typical DMV clients; names are shortened. Results vary with your plan, your market and where you start.",
} as const satisfies {
  intro: SectionIntro;
  testimonials: readonly Testimonial[];
  note: string;
};

export const featuresCta = {
  title: "Put Every Feature to Work for Your Business",
  description:
    "Start with a free audit: we analyze your competitors and show you which features will move the needle for your business, with no obligation.",
  actions: [
    { label: "Get Your Free Audit", to: "/free-audit" },
    { label: "View Pricing", to: "/pricing" },
  ],
  note: "Professional setup included · Month-to-month · No contracts",
} as const satisfies CtaContent;

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
