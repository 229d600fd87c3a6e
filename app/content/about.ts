/** About page copy, section by section, in the order the page shows them, the company's values and its structured data. */
import {
  absoluteUrl,
  breadcrumbJsonLd,
  serviceAreasJsonLd,
  type JsonLd,
} from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import {
  freelancerMonthlyCost,
  lowestMonthlyPrice,
} from "#app/content/plans.ts";
import { site } from "#app/content/site.ts";
import type {
  CtaContent,
  FeatureItem,
  HeroContent,
  SectionIntro,
} from "#app/content/types.ts";

const from = formatPrice(lowestMonthlyPrice);
const freelancer = `${formatPrice(freelancerMonthlyCost)}+`;

export const aboutSeo = {
  title: "About Us: The DMV Team Behind Your AI Marketing Agent",
  description: `Meet the ${site.location} team that builds, trains and supports AI marketing agents for local businesses in Washington DC, Maryland and Virginia since ${site.foundingYear}.`,
  keywords: [
    "about DMV AI Agents",
    "AI marketing company Northern Virginia",
    "Washington DC marketing team",
    "local AI marketing experts",
    "small business marketing DMV",
  ],
} as const;

export const aboutHero = {
  eyebrow: "About us",
  title: "More Than Just an Agency, We're the Team Behind the Agent",
  description: `We are a ${site.location} team that builds, trains and looks after AI marketing agents for local businesses across DC, Maryland and Virginia. Hundreds of local businesses already rely on them, and on us.`,
  actions: [{ label: "Meet Your Agent", to: "/free-audit" }],
} as const satisfies HeroContent;

/** Our Mission's three values; the page and the AboutPage record both read them. */
export const companyValues = [
  {
    id: "transparency",
    title: "Transparency",
    description:
      "No hidden fees and no confusing contracts. Month-to-month billing, a 30-day money-back guarantee, and every post and result visible in your dashboard.",
    icon: "eye",
  },
  {
    id: "innovation",
    title: "Innovation",
    description:
      "We keep improving our agents as AI and search change, so your marketing keeps up without you having to learn new tools.",
    icon: "lightbulb",
  },
  {
    id: "partnership",
    title: "Partnership",
    description:
      "Your success is our success. We listen, adjust your agent's strategy as your business grows and answer the phone when you call.",
    icon: "handshake",
  },
] as const satisfies readonly FeatureItem[];

export const missionStatement =
  "To give every local business in the DMV a marketing team that works around the clock, at a price that makes sense, with real people to call when it matters.";

/** Spec §2: what the about page's structured data names as the company's specialties. */
export const aboutSpecialties = [
  "AI marketing automation",
  "SEO optimization",
  "social media management",
  "content creation",
  "marketing analytics",
] as const;

export const dmvStory = {
  intro: {
    eyebrow: "Our story",
    title: "It All Started in the DMV",
    description: `We started ${site.name} in ${site.foundingYear} after hearing the same story from business owners all over the region: restaurant owners, contractors and dental practices who knew they should be blogging, posting and keeping their listings fresh, but never had the hours. So we built an AI agent that does that work for them, and a local team that stands behind every agent.`,
  },
  features: [
    {
      id: "local-team",
      title: "Local Team",
      description: `We live and work in the DMV, based in ${site.location}. We know that marketing a business in Georgetown is not the same as in Bethesda or Tysons.`,
      icon: "users",
    },
    {
      id: "real-focus",
      title: "Real Focus",
      description:
        "We work with small and mid-size local businesses only, so everything we build answers a problem our clients actually have.",
      icon: "target",
    },
    {
      id: "ai-experts",
      title: "AI Experts",
      description:
        "We build, train and supervise our agents ourselves, and keep people in charge of the strategy behind every one of them.",
      icon: "brain",
    },
    {
      id: "fast-results",
      title: "Fast Results",
      description:
        "Your agent goes live 24-48 hours after your free audit, and your dashboard shows what it is doing from the first week.",
      icon: "rocket",
    },
  ],
} as const satisfies { intro: SectionIntro; features: readonly FeatureItem[] };

export const whyAiNow = {
  intro: {
    eyebrow: "The moment",
    title: "Why AI? Why Now?",
    description:
      "Local marketing has changed more in the last few years than in the decade before. Here is why an AI agent makes sense for a local business today.",
  },
  features: [
    {
      id: "search-first",
      title: "Customers search before they buy",
      description:
        "Before they call or visit, most people look a business up online. If you are not showing up with fresh, helpful content, a competitor is.",
      icon: "search",
    },
    {
      id: "consistency",
      title: "Consistency wins",
      description:
        "Search engines and social feeds reward businesses that publish regularly, which is exactly what a busy owner finds hardest to keep up.",
      icon: "calendar-check",
    },
    {
      id: "brand-voice",
      title: "AI can finally sound like you",
      description:
        "Today's AI writes in your brand voice when it is trained well. We do that training for you, so what your agent publishes is worth reading.",
      icon: "sparkles",
    },
    {
      id: "price",
      title: "Team output at a small-business price",
      description: `A flat ${from} a month instead of ${freelancer} for a freelancer puts steady, professional marketing within reach of every local business.`,
      icon: "dollar",
    },
  ],
} as const satisfies { intro: SectionIntro; features: readonly FeatureItem[] };

export const mission = {
  intro: {
    eyebrow: "What we stand for",
    title: "Our Mission",
    description: missionStatement,
  },
  features: companyValues,
} as const satisfies { intro: SectionIntro; features: readonly FeatureItem[] };

export const aboutCta = {
  title: "Ready to Meet Your Agent?",
  description:
    "Start with a free audit of your marketing and your local competitors, or schedule a strategy call to talk through your goals with our team. No obligation either way.",
  actions: [
    { label: "Start Free Audit", to: "/free-audit" },
    {
      label: "Schedule Strategy Call",
      to: "/book",
    },
  ],
  note: `${site.locationDetail} · ${site.hours.label}`,
} as const satisfies CtaContent;

/** The page as a schema.org AboutPage about the site's organization record. */
export function aboutJsonLd(): JsonLd[] {
  const url = absoluteUrl("/about");
  return [
    {
      "@context": "https://schema.org",
      "@type": "AboutPage",
      "@id": `${url}#webpage`,
      url,
      name: aboutHero.title,
      description: aboutSeo.description,
      inLanguage: "en-US",
      isPartOf: { "@id": `${site.url}/#website` },
      mainEntity: {
        "@id": `${site.url}/#organization`,
        name: site.name,
        foundingDate: String(site.foundingYear),
        areaServed: serviceAreasJsonLd,
        knowsAbout: aboutSpecialties,
      },
      hasPart: {
        "@type": "WebPageElement",
        name: "Our Mission",
        description: missionStatement,
        about: companyValues.map((value) => ({
          "@type": "Thing",
          name: value.title,
          description: value.description,
        })),
      },
    },
    breadcrumbJsonLd([{ name: "About", path: "/about" }]),
  ];
}
