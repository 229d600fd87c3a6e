/**
 * Learning center (knowledge-base FAQ): head tags, hero and structured data. The questions, the
 * category chips and the contact options are in `learning-center-sections.ts`.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import type { HeroContent } from "#app/content/types.ts";

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
