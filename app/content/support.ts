/**
 * Support center copy (spec §2, Support center): head tags, hero, the three ways to reach us, the
 * FAQ, the self-service cards, the support form's copy and notices (spec §8), the closing call to
 * action and structured data. Facts come from the site configuration and the plan catalogue.
 */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import { moneyBackGuarantee } from "#app/content/guarantee.ts";
import { plans } from "#app/content/plans.ts";
import { mailtoLink, site, telLink } from "#app/content/site.ts";
import {
  DEFAULT_SUPPORT_PRIORITY,
  type SupportPriority,
} from "#app/content/support-priorities.ts";
import type {
  CallToAction,
  CtaContent,
  HeroContent,
  IconName,
  SectionIntro,
} from "#app/content/types.ts";

export const supportSeo = {
  title: "Support Center: Live Chat, Email, Phone & FAQ",
  description: `Help for ${site.name} clients: live chat 24/7, email support with replies within 2 hours, phone support ${site.hours.label}, and answers about your AI agent, billing and setup.`,
  keywords: [
    "AI marketing agent support",
    "customer support",
    "help center",
    "billing questions",
    "AI agent setup",
    "DMV marketing agency support",
  ],
} as const;

export const supportHero = {
  eyebrow: "Support Center",
  title: "How Can We Help?",
  description:
    "Get answers fast: chat with our assistant any time, email the support team, call us during business hours, or search the questions our clients ask most.",
  actions: [],
  points: [
    "Live chat 24/7",
    "Email replies within 2 hours",
    `Phone ${site.hours.label}`,
  ],
} as const satisfies HeroContent;

/**
 * A way to reach support. `live-chat` opens the on-page assistant; the others are links
 * (`mailto:` with a prefilled draft, `tel:`).
 */
export interface SupportContactOption {
  id: "live-chat" | "email" | "phone";
  title: string;
  description: string;
  icon: IconName;
  availability: string;
  response: string;
  actionLabel: string;
  href?: string;
}

/** A question of the support FAQ; `category` groups it (agents, setup, billing, support). */
export interface SupportFaq {
  id: string;
  category: "agents" | "setup" | "billing" | "support";
  question: string;
  answer: string;
}

const emailSubject = "Support request";
const emailBody = [
  `Hello ${site.name} support team,`,
  "",
  "Business name:",
  "Website:",
  "What I need help with:",
  "",
  "Thank you,",
].join("\n");

export const supportEmailLink = `${mailtoLink(emailSubject)}&body=${encodeURIComponent(emailBody)}`;

export const supportOptions = {
  intro: {
    eyebrow: "Contact support",
    title: "Choose How to Reach Us",
    description:
      "Pick the channel that suits you. Every message reaches the same team that sets up and runs your agent.",
  },
  options: [
    {
      id: "live-chat",
      title: "Live Chat",
      description:
        "Ask our on-page assistant about your agent, plans or setup and get an answer straight away, or ask it to hand you over to a person.",
      icon: "message-square",
      availability: "24/7",
      response: "Instant",
      actionLabel: "Start Live Chat",
    },
    {
      id: "email",
      title: "Email Support",
      description:
        "Send the details, links or screenshots and the support team picks it up, day or night.",
      icon: "mail",
      availability: "24/7",
      response: "Within 2 hours",
      actionLabel: "Email Support",
      href: supportEmailLink,
    },
    {
      id: "phone",
      title: "Phone Support",
      description: `Talk to a member of our team in ${site.location} during business hours.`,
      icon: "phone",
      availability: site.hours.label,
      response: "Immediate",
      actionLabel: `Call ${site.phone}`,
      href: telLink(),
    },
  ],
} as const satisfies {
  intro: SectionIntro;
  options: readonly SupportContactOption[];
};

/** What Live Chat says when the chat button cannot be found (spec §2, §8). */
export const liveChatUnavailable = {
  title: "Live chat is not available right now",
  description: `Please use the chat button at the bottom right of the page, or email us at ${site.email}.`,
} as const;

/** The service of interest that the Video Tutorials card fills in on the contact form. */
export const videoWalkthroughService = "Video Walkthrough";

const lowerFirst = (text: string) =>
  text.charAt(0).toLowerCase() + text.slice(1);

const planPrices = plans
  .map((plan) => `${plan.name} ${formatPrice(plan.monthlyPrice)}`)
  .join(", ")
  .replace(/, ([^,]+)$/, " and $1");

const planContent = plans
  .map(
    (plan) =>
      `${plan.name}: ${lowerFirst(plan.features[0])} and ${lowerFirst(plan.features[1])}`,
  )
  .join("; ");

export const supportFaqs = {
  intro: {
    eyebrow: "FAQ",
    title: "Frequently Asked Questions",
    description:
      "Quick answers about your AI agent, setup, billing and support. Search to find a topic.",
  },
  searchLabel: "Search frequently asked questions",
  searchPlaceholder: "Search questions and answers...",
  emptyText: "No FAQs found matching your search.",
  clearLabel: "Clear search",
  items: [
    {
      id: "what-agent-does",
      category: "agents",
      question: "What does an AI marketing agent actually do?",
      answer:
        "Your agent works like a marketing employee trained on your brand voice and goals. It publishes blog posts and social media posts, tracks your search rankings and keywords, keeps your Google Business Profile up to date and reports the results in your dashboard, around the clock.",
    },
    {
      id: "how-much-content",
      category: "agents",
      question: "How much content will my agent publish?",
      answer: `It depends on your plan. ${planContent}.`,
    },
    {
      id: "get-started",
      category: "setup",
      question: "How do I get started?",
      answer:
        "Request a free audit. We contact you within 24 hours, review your current marketing against your local competitors and go through a custom strategy with you on a consultation call, with no obligation.",
    },
    {
      id: "setup-time",
      category: "setup",
      question: "Is setup included, and how long does it take?",
      answer:
        "Yes. Professional setup is included in every plan. We connect your platforms and train your agent on your brand voice and goals, and your agent is live 24-48 hours after your audit.",
    },
    {
      id: "plan-prices",
      category: "billing",
      question: "How much do the plans cost?",
      answer: `${planPrices} per month, at a flat rate with professional setup included. The pricing page lists what each plan includes.`,
    },
    {
      id: "contract",
      category: "billing",
      question: "Do I have to sign a contract?",
      answer:
        "No. Every plan is billed month-to-month, with no contracts and no hidden fees.",
    },
    {
      id: "guarantee",
      category: "billing",
      question: "Is there a money-back guarantee?",
      answer: `Yes. ${moneyBackGuarantee}`,
    },
    {
      id: "change-plan",
      category: "billing",
      question: "Can I upgrade or downgrade my plan?",
      answer:
        "Yes. Upgrades take effect immediately, so your agent starts doing more right away. Downgrades take effect at your next billing cycle.",
    },
    {
      id: "support-hours",
      category: "support",
      question: "When can I reach support?",
      answer: `Live chat is available 24/7. Email support is available 24/7 and replies within 2 hours. Phone support answers at ${site.phone}, ${site.hours.label} (${lowerFirst(site.hours.weekendLabel)}).`,
    },
    {
      id: "service-area",
      category: "support",
      question: "Which areas do you serve?",
      answer: `We're a local team based in ${site.location}, working with businesses across Washington DC, Maryland and Virginia.`,
    },
  ],
} as const satisfies {
  intro: SectionIntro;
  searchLabel: string;
  searchPlaceholder: string;
  emptyText: string;
  clearLabel: string;
  items: readonly SupportFaq[];
};

/**
 * Self-service cards (spec §2), each leading to what its title promises: the setup steps on
 * /how-it-works, a walkthrough with our team on a video call (there are no recorded videos) and
 * the best-practice guides of the resources hub.
 */
export const supportResources = {
  intro: {
    eyebrow: "Self-service",
    title: "Guides and Walkthroughs",
    description:
      "Read how setup works, book a walkthrough with our team on a video call, or pick a best-practice guide from the resources hub.",
  },
  cards: [
    {
      id: "getting-started",
      title: "Getting Started Guide",
      description:
        "What happens in your first weeks: connecting your platforms, configuring your agent and activating automation.",
      icon: "rocket",
      action: { label: "See the Setup Steps", to: "/how-it-works" },
    },
    {
      id: "video-tutorials",
      title: "Video Tutorials",
      description:
        "Book a walkthrough on a video call: a member of our team shows you around live, from reading your dashboard to adjusting your agent, and answers your questions as you go.",
      icon: "video",
      action: {
        label: "Book a Video Walkthrough",
        to: "/book",
      },
    },
    {
      id: "best-practices",
      title: "Best Practices",
      description:
        "Guides, checklists and templates on local SEO, your Google Business Profile and planning your social posts, emailed to you free on request.",
      icon: "lightbulb",
      action: { label: "See Best Practices", to: "/resources" },
    },
  ],
} as const satisfies {
  intro: SectionIntro;
  cards: readonly {
    id: string;
    title: string;
    description: string;
    icon: IconName;
    action: CallToAction;
  }[];
};

export const supportFormCopy = {
  title: "Send a Support Request",
  description:
    "Tell us what you need and we'll get back to you within 2 hours.",
  submitLabel: "Send Message",
  submittingLabel: "Sending...",
  defaultPriority: DEFAULT_SUPPORT_PRIORITY,
  priorityLabels: {
    low: "Low",
    normal: "Normal",
    high: "High",
    urgent: "Urgent",
  } satisfies Record<SupportPriority, string>,
} as const;

/** The spec's alerts (§8), with the address from the site configuration. */
export const supportMessages = {
  success: "Message sent successfully! We'll get back to you within 2 hours.",
  failure: `Failed to send message. Please try again or email us directly at ${site.email}`,
} as const;

export const supportCta = {
  title: "Not a Client Yet?",
  description:
    "Start with a free audit: a competitor analysis and a custom strategy for your business, with no obligation.",
  actions: [
    { label: "Start Free Audit", to: "/free-audit" },
    { label: "View Pricing", to: "/pricing" },
  ],
} as const satisfies CtaContent;

export function supportJsonLd(): JsonLd[] {
  const url = absoluteUrl("/support");
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebPage",
      "@id": `${url}#webpage`,
      url,
      name: `${site.name} Support Center`,
      description: supportSeo.description,
      inLanguage: "en-US",
      about: {
        "@id": `${site.url}/#organization`,
        name: site.name,
        contactPoint: {
          "@type": "ContactPoint",
          contactType: "technical support",
          telephone: site.phoneE164,
          email: site.email,
          availableLanguage: "English",
          hoursAvailable: {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: site.hours.days,
            opens: site.hours.opens,
            closes: site.hours.closes,
          },
        },
      },
    },
    breadcrumbJsonLd([{ name: "Support", path: "/support" }]),
  ];
}
