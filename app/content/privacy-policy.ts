/** Privacy policy page: head tags, hero, revision date and structured data. The text is in `privacy-policy-sections.ts`. */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { site } from "#app/content/site.ts";
import type { HeroContent } from "#app/content/types.ts";

export const privacyPolicySeo = {
  title: "Privacy Policy",
  description: `How ${site.name} collects, uses, shares and protects the information you give us through the forms on this website, and the choices you have.`,
  keywords: [
    "privacy policy",
    "personal information",
    "cookies",
    "data protection",
    site.name,
  ],
} as const;

export const privacyPolicyHero = {
  eyebrow: "Legal",
  title: "Privacy Policy",
  description: `What ${site.name} collects when you use this website, why, who sees it and how to get it corrected or deleted, in plain English.`,
  actions: [],
} as const satisfies HeroContent;

/** Spec §2: "Last updated December 2024". */
export const privacyPolicyUpdated = {
  text: "December 2024",
  dateTime: "2024-12",
} as const;

export function privacyPolicyJsonLd(): JsonLd[] {
  const url = absoluteUrl("/privacy-policy");
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebPage",
      "@id": `${url}#webpage`,
      url,
      name: `${site.name} Privacy Policy`,
      description: privacyPolicySeo.description,
      inLanguage: "en-US",
      dateModified: privacyPolicyUpdated.dateTime,
      isPartOf: { "@id": `${site.url}/#website` },
      publisher: { "@id": `${site.url}/#organization` },
    },
    breadcrumbJsonLd([{ name: "Privacy Policy", path: "/privacy-policy" }]),
  ];
}
