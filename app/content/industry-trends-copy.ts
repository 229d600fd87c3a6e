/**
 * The industry trends page's copy that never hydrates: the hero, the trends and the predictions
 * (docs/decisions/0021), none of it in the page's JavaScript. The events, the resources, the
 * newsletter, head tags and structured data are in `industry-trends.ts`.
 */
import type {
  HeroContent,
  ItemGroup,
  SectionIntro,
  Trend,
} from "#app/content/types.ts";
import {
  trendsNewsletterAnchor,
  trendsReportsAnchor,
} from "#app/content/industry-trends.ts";

export const industryTrendsHero = {
  eyebrow: "Industry Trends",
  title: "The Digital Trends Shaping DMV Businesses",
  description:
    "What is changing in search, social media, online buying and marketing automation, and what it means for small businesses in Washington DC, Maryland and Northern Virginia. Practical takeaways from our team, without the hype.",
  actions: [
    { label: "Get the Free Reports", to: `#${trendsReportsAnchor}` },
    { label: "Join the Newsletter", to: `#${trendsNewsletterAnchor}` },
  ],
  points: [
    "Six trends with a local angle",
    "Predictions you can plan around",
    "Free reports and checklists",
  ],
} as const satisfies HeroContent;

export const industryTrends = {
  intro: {
    eyebrow: "Trends to watch",
    title: "Six Trends That Matter for Local Businesses",
    description:
      "Not every headline deserves your budget. These are the shifts we see changing how customers in the DMV find, compare and buy from local businesses.",
  },
  trends: [
    {
      id: "ai-search",
      title: "AI Answers in Search",
      description:
        "Search engines and AI assistants now answer many questions directly, summarizing a handful of sources instead of listing ten links. Being one of those sources is the new page one.",
      impact: "Critical",
      timeline: "Happening now",
      adoption: 35,
      details: [
        "Clear, factual answers to the questions customers actually ask",
        "Structured data that states your hours, services and service area",
        "The same business details on your website, maps listing and directories",
      ],
      dmvImpact:
        "Searches like “HVAC repair in Fairfax” or “dentist open Saturday near Silver Spring” often get an AI summary first. Businesses with thin websites are left out of those answers.",
      icon: "sparkles",
    },
    {
      id: "ai-marketing-agents",
      title: "AI Marketing Agents",
      description:
        "Small businesses are handing routine marketing (blog posts, social posts, rank tracking) to AI agents trained on their brand, instead of juggling freelancers and separate tools.",
      impact: "Critical",
      timeline: "Happening now",
      adoption: 20,
      details: [
        "A steady publishing schedule without adding staff",
        "Brand voice and goals set once, applied to every post",
        "Results in one dashboard instead of five logins",
      ],
      dmvImpact:
        "Where a freelance marketer often costs $1,500+ a month, a flat-rate agent lets a two-person shop in Rockville keep a posting schedule that used to take a hire.",
      icon: "bot",
    },
    {
      id: "mobile-buying",
      title: "Mobile-First Buying",
      description:
        "Local searches and a growing share of purchases start on a phone. Slow pages and clumsy checkouts lose customers before they ever call.",
      impact: "High",
      timeline: "Happening now",
      adoption: 55,
      details: [
        "Pages that load quickly on a mobile connection",
        "One-tap wallets such as Apple Pay and Google Pay",
        "Click-to-call, directions and booking within thumb's reach",
      ],
      dmvImpact:
        "Commuters on Metro and drivers stuck on the Beltway browse and book from their phones. A restaurant or salon that is awkward on a small screen loses that spur-of-the-moment visit.",
      icon: "smartphone",
    },
    {
      id: "privacy-first",
      title: "Privacy-First Marketing",
      description:
        "Browsers are limiting third-party tracking and states are writing privacy laws. Marketing built on your own customer relationships holds up best.",
      impact: "High",
      timeline: "Next 12 months",
      adoption: 30,
      details: [
        "A clear privacy policy and honest consent for email and text messages",
        "Email and loyalty lists you own instead of rented audiences",
        "Analytics set up to respect visitors' choices",
      ],
      dmvImpact:
        "Virginia and Maryland both have consumer data privacy laws. Even businesses below their thresholds are expected by customers and partners to handle personal data with the same care.",
      icon: "lock",
    },
    {
      id: "short-video",
      title: "Short-Form Video",
      description:
        "Short vertical videos reach more people on social networks than photos or text, and they no longer need a studio: a phone and a clear idea are enough.",
      impact: "Medium",
      timeline: "Happening now",
      adoption: 40,
      details: [
        "Behind-the-scenes clips and quick how-tos",
        "Captions on every video, since many people watch with the sound off",
        "One clip reused across several networks",
      ],
      dmvImpact:
        "Neighborhood content, like a new menu in Shaw or a finished kitchen in Bethesda, travels well locally and builds recognition before a customer ever searches.",
      icon: "video",
    },
    {
      id: "voice-conversational",
      title: "Voice and Conversational Search",
      description:
        "People ask phones, cars and smart speakers full questions, and chat assistants on websites answer them. Answers have to be short, specific and easy to find.",
      impact: "Medium",
      timeline: "Next 12-24 months",
      adoption: 25,
      details: [
        "FAQ pages written the way people speak",
        "Accurate hours, phone number and address everywhere",
        "A website chat assistant that answers from your own content",
      ],
      dmvImpact:
        "Hands-free questions from the car, such as “tire shop open now near Tysons”, favor businesses whose hours and services are up to date online.",
      icon: "mic",
    },
  ],
  labels: { adoption: "Estimated adoption" },
  note: "Adoption is our team's rough estimate of the share of DMV small businesses already acting on each trend, based on the businesses we talk to and audit. It is a guide, not survey data.",
} as const satisfies {
  intro: SectionIntro;
  trends: readonly Trend[];
  labels: { adoption: string };
  note: string;
};

export const industryPredictions = {
  intro: {
    eyebrow: "Predictions",
    title: "What We Expect Next",
    description:
      "Our view of where things are heading, by area, so you can plan your next year of marketing and technology spending.",
  },
  groups: [
    {
      id: "search-discovery",
      title: "Search & Discovery",
      icon: "search",
      items: [
        "AI summaries keep taking clicks from generic articles; specific, local, first-hand content keeps earning them",
        "Reviews and up-to-date business profiles weigh more in local results",
        "Structured data becomes a basic requirement, not an extra",
      ],
    },
    {
      id: "customer-experience",
      title: "Customer Experience",
      icon: "users",
      items: [
        "Customers expect answers at any hour, by chat or text",
        "Online booking and ordering are expected even from the smallest shops",
        "Accessible websites are treated as a baseline, not a nice-to-have",
      ],
    },
    {
      id: "commerce-payments",
      title: "Commerce & Payments",
      icon: "shopping-cart",
      items: [
        "Wallet payments and buy online, pick up in store become standard for local retail",
        "Small catalogs sell through social networks as well as their own stores",
        "Memberships and subscriptions spread from software to local services",
      ],
    },
    {
      id: "marketing-operations",
      title: "Marketing Operations",
      icon: "bot",
      items: [
        "AI agents handle routine publishing while owners focus on strategy and customers",
        "Owners expect one dashboard instead of a stack of separate tools",
        "Flat monthly pricing keeps replacing hourly billing for routine marketing",
      ],
    },
  ],
} as const satisfies { intro: SectionIntro; groups: readonly ItemGroup[] };
