/**
 * Free audit page copy: head tags, hero, the lead form's copy (spec §2: three sections), the
 * messages of spec §8, the confirmation that replaces the page after a successful request, and
 * structured data.
 */
import {
  absoluteUrl,
  breadcrumbJsonLd,
  serviceAreasJsonLd,
  type JsonLd,
} from "#app/lib/seo.ts";
import { site } from "#app/content/site.ts";
import type {
  CallToAction,
  HeroContent,
  IconName,
  SectionIntro,
  Step,
} from "#app/content/types.ts";

/** Where the hero's button jumps to: the form's section. */
export const auditFormAnchor = "audit-form";

export const freeAuditSeo = {
  title: "Free AI Marketing Audit for DC, Maryland & Virginia Businesses",
  description:
    "Request a free marketing audit: a review of your website, search and social presence, a competitor analysis and a custom AI strategy for your DMV business. No obligation.",
  keywords: [
    "free marketing audit",
    "free SEO audit",
    "AI marketing strategy",
    "competitor analysis",
    "local marketing audit Washington DC",
    "Northern Virginia marketing audit",
    "Maryland small business marketing",
  ],
} as const;

/** The three benefit tiles of the hero (spec §2, Free audit). */
export const auditBenefits = [
  { id: "strategy-analysis", label: "Strategy Analysis", icon: "target" },
  { id: "ai-recommendations", label: "AI Recommendations", icon: "brain" },
  { id: "action-plan", label: "Action Plan", icon: "file-text" },
] as const;

export const freeAuditHero = {
  eyebrow: "Free Marketing Audit",
  title: "Get Your Free AI Marketing Audit",
  description:
    "See how your business shows up online next to your local competitors, and what an AI marketing agent would do about it. We review your website, search rankings and social media, then walk you through a custom strategy. Free, with no obligation.",
  actions: [{ label: "Start My Free Audit", to: `#${auditFormAnchor}` }],
  points: [
    "100% free, no obligation",
    "Competitor analysis included",
    "We contact you within 24 hours",
  ],
  panel: {
    title: "What your free audit includes",
    status: "Free",
    items: auditBenefits,
  },
} as const satisfies HeroContent;

/** The spec's notices (§8); the failure text is what the visitor sees when sending fails. */
export const auditMessages = {
  successTitle: "Success!",
  success:
    "Your free audit request has been submitted. We'll contact you within 24 hours.",
  failureTitle: "Something went wrong",
  failure: "Failed to submit request. Please try again.",
  /** Said after the failure text in the notice beside the button. */
  failureAlternative: `If it keeps happening, email us at ${site.email} or call ${site.phone}.`,
} as const;

export const auditFormIntro = {
  eyebrow: "Request your audit",
  title: "Tell Us About Your Business",
  description:
    "The more you tell us about your business and your goals, the more useful your audit will be. Fields marked with an asterisk are required.",
} as const satisfies SectionIntro;

/** The form's three parts, in order (spec §2). */
export const auditFormSections = {
  contact: {
    title: "Contact Information",
    description: "Who we should send your results to.",
  },
  business: {
    title: "Business Information",
    description: "So we can look at the right website and competitors.",
  },
  goals: {
    title: "Marketing Goals",
    description: "What you do today and what you want to change.",
  },
} as const satisfies Record<string, { title: string; description: string }>;

export const businessTypePlaceholder = "Select your business type";

/** What a visitor can count on, beside the form. */
export const auditExpectations = {
  title: "What to Expect",
  items: [
    {
      id: "reply",
      title: "A reply within 24 hours",
      description:
        "A member of our team contacts you within 24 hours to confirm the details.",
      icon: "clock",
    },
    {
      id: "competitors",
      title: "A competitor analysis",
      description:
        "We compare your website, rankings and social media with the local businesses you compete with.",
      icon: "bar-chart",
    },
    {
      id: "strategy",
      title: "A custom strategy",
      description:
        "You get recommendations and an action plan built around your business and your goals.",
      icon: "lightbulb",
    },
    {
      id: "no-obligation",
      title: "No obligation",
      description:
        "The audit is free. Decide afterwards whether an AI marketing agent is right for you.",
      icon: "shield-check",
    },
  ],
} as const satisfies {
  title: string;
  items: readonly {
    id: string;
    title: string;
    description: string;
    icon: IconName;
  }[];
};

/** The view that replaces the page once the request is in (spec §2, Free audit). */
export const auditConfirmation = {
  title: "Request Submitted Successfully!",
  description:
    "Your free marketing audit request is in. A member of our team will contact you within 24 hours.",
  nextStepsTitle: "What Happens Next",
  nextSteps: [
    {
      id: "review",
      title: "Review of your current marketing",
      description:
        "We look at your website, search rankings, social media and listings, and compare them with your local competitors.",
    },
    {
      id: "consultation",
      title: "AI strategy consultation call",
      description:
        "We walk you through what we found and the strategy we recommend, on a call at a time that suits you.",
    },
    {
      id: "recommendations",
      title: "Custom automation recommendations",
      description:
        "You get a plan for what your AI marketing agent should take on first, and which plan fits your goals.",
    },
  ],
  setupNote:
    "If you decide to go ahead, your AI agent is set up and working 24-48 hours after your audit.",
  actions: [
    { label: "Back to Home", to: "/" },
    { label: "See How It Works", to: "/how-it-works" },
  ],
} as const satisfies {
  title: string;
  description: string;
  nextStepsTitle: string;
  nextSteps: readonly Step[];
  setupNote: string;
  actions: readonly CallToAction[];
};

export function freeAuditJsonLd(): JsonLd[] {
  const url = absoluteUrl("/free-audit");
  return [
    {
      "@context": "https://schema.org",
      "@type": "Service",
      "@id": `${url}#service`,
      name: "Free AI Marketing Audit",
      serviceType: "Marketing audit",
      description:
        "A free review of a local business's website, search rankings and social media, with a competitor analysis, AI recommendations and an action plan.",
      url,
      provider: { "@id": `${site.url}/#organization`, name: site.name },
      areaServed: serviceAreasJsonLd,
      offers: {
        "@type": "Offer",
        price: 0,
        priceCurrency: "USD",
        url,
        availability: "https://schema.org/InStock",
      },
    },
    breadcrumbJsonLd([{ name: "Free Audit", path: "/free-audit" }]),
  ];
}
