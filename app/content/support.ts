/**
 * Support center: head tags, hero and structured data. The contact options, FAQ, self-service
 * cards and the form's copy are in `support-sections.ts`.
 */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { site } from "#app/content/site.ts";
import type { HeroContent } from "#app/content/types.ts";

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
