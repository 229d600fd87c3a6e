/**
 * Learning center (knowledge-base FAQ): head tags, hero, structured data, the copy of the question
 * browser, the ways to reach the team and the closing call to action. The questions and their
 * categories are data in `learning-center-sections.ts`, loaded with the question browser.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { mailtoLink, site, telLink } from "#app/content/site.ts";
import type {
  CtaContent,
  HeroContent,
  IconName,
  SectionIntro,
} from "#app/content/types.ts";

export const learningCenterSeo = {
  title: "Learning Center: Website, SEO & E-Commerce Questions Answered",
  description:
    "Straight answers for DMV business owners: website timelines, e-commerce, SEO results, design and support plans. Search the questions or email us; we answer within 24 hours.",
  keywords: [
    "website FAQ",
    "how long does a website take",
    "small business SEO questions",
    "e-commerce website questions",
    "website support plans",
    "Washington DC web design questions",
    "Northern Virginia web developer",
    "Maryland small business website",
  ],
} as const;

export const learningCenterHero = {
  eyebrow: "Learning Center",
  title: "Answers to the Questions Business Owners Ask Us Most",
  description:
    "How long a website takes, what happens after launch, when SEO starts to pay off and how to pick an e-commerce platform: plain answers from our team in Northern Virginia, for businesses across DC, Maryland and Virginia.",
  actions: [
    { label: "Start Your Free Audit", to: "/free-audit" },
    { label: "Contact Our Team", to: "/contact" },
  ],
  points: [
    "Search by topic or keyword",
    "Email answers within 24 hours",
    "No jargon, no sales pitch",
  ],
} as const satisfies HeroContent;

export function learningCenterJsonLd(): JsonLd[] {
  return [
    breadcrumbJsonLd([{ name: "Learning Center", path: "/learning-center" }]),
  ];
}

/** A way to reach the team: a mailto:, tel: or site link with what to expect. */
export interface ContactOption {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  /** The reply promise or opening hours, shown in bold. */
  detail: string;
  /** What the link says: the address, the number or an action. */
  linkLabel: string;
  /** A `mailto:`, `tel:` or site path. */
  href: string;
}

export const learningCenterFaq = {
  intro: {
    eyebrow: "Knowledge Base",
    title: "Frequently Asked Questions",
    description:
      "Search the questions or pick a topic. Select a question to read the answer.",
  },
  searchLabel: "Search questions",
  searchPlaceholder: "Search questions and answers...",
  categoriesLabel: "Question categories",
  allLabel: "All",
  /** "Showing 15 questions" */
  itemName: { singular: "question", plural: "questions" },
  empty: {
    title: "No questions found",
    hint: "Try adjusting your search terms or browse all categories",
    clearLabel: "Clear Filters",
  },
} as const;

export const learningCenterContact = {
  intro: {
    eyebrow: "Still Have Questions?",
    title: "Ask Our Team Directly",
    description:
      "Did not find your answer? A real person on our team will help: by email, by phone or through the contact form.",
  },
  options: [
    {
      id: "email",
      title: "Email Us",
      description:
        "Send your question with a link to your website and we will reply with a specific answer.",
      icon: "mail",
      detail: "Answers within 24 hours",
      linkLabel: site.email,
      href: mailtoLink("Question from the Learning Center"),
    },
    {
      id: "phone",
      title: "Call Us",
      description:
        "Talk your project through with someone on our Northern Virginia team.",
      icon: "phone",
      detail: site.hours.label,
      linkLabel: site.phone,
      href: telLink(),
    },
    {
      id: "contact-form",
      title: "Send a Message",
      description:
        "Tell us about your business and what you need, and we will come back with next steps.",
      icon: "message-square",
      detail: "Reply within 24 hours",
      linkLabel: "Open the contact form",
      href: "/contact",
    },
  ],
} as const satisfies {
  intro: SectionIntro;
  options: readonly ContactOption[];
};

export const learningCenterCta = {
  title: "Get Answers Specific to Your Business",
  description:
    "Our free audit reviews your website, search visibility and competitors, and comes with a custom strategy. No obligation.",
  actions: [
    { label: "Start Your Free Audit", to: "/free-audit" },
    { label: "See Pricing", to: "/pricing" },
  ],
} as const satisfies CtaContent;
