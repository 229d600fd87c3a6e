/**
 * Contact page copy: head tags, hero, the form's copy and notices (product.md D3), the contact
 * details beside it and structured data. Every business fact comes from the site configuration
 * (`site.ts`, product.md D5).
 */
import {
  absoluteUrl,
  breadcrumbJsonLd,
  serviceAreasJsonLd,
  type JsonLd,
} from "#app/lib/seo.ts";
import { mailtoLink, site, telLink } from "#app/content/site.ts";
import type { CtaContent, HeroContent, IconName } from "#app/content/types.ts";

export const contactSeo = {
  title: "Contact Us: AI Marketing & Web Services in the DMV",
  description: `Talk to ${site.name} about AI marketing agents, websites, e-commerce and apps. Send a message and we'll reply within 24 hours, or call ${site.phone}, ${site.hours.label}.`,
  keywords: [
    "contact AI marketing agency",
    "marketing agency Northern Virginia",
    "web design agency Washington DC",
    "Maryland digital marketing",
    "DMV web development contact",
    "AI marketing consultation",
  ],
} as const;

export const contactHero = {
  eyebrow: "Contact Us",
  title: "Get In Touch",
  description: `Questions about AI marketing agents, a new website or an app? Send us a message or give us a call. We're a local team based in ${site.location}, working with businesses across Washington DC, Maryland and Virginia.`,
  actions: [],
  points: [
    "A reply within 24 hours",
    `Phone ${site.hours.label}`,
    "Serving DC, Maryland & Virginia",
  ],
} as const satisfies HeroContent;

/** One card of contact details; `link` makes its value actionable (tel:, mailto:). */
export interface ContactInfoCard {
  id: string;
  title: string;
  icon: IconName;
  lines: readonly string[];
  link?: { label: string; href: string };
}

export const contactFormCopy = {
  title: "Send Us a Message",
  description:
    "Fill out the form below and we'll get back to you within 24 hours.",
  serviceHint:
    "Filled in when you come from a service page. Change it or leave it empty.",
  submitLabel: "Send Message",
  submittingLabel: "Sending...",
} as const;

export const contactMessages = {
  success:
    "Thank you! Your message has been sent. We'll get back to you within 24 hours.",
  failure: `We couldn't send your message. Your text is still here, so please try again, or email us directly at ${site.email}.`,
} as const;

export const contactInfo = {
  title: "Contact Information",
  description: "Prefer to reach us directly? Here is how.",
  cards: [
    {
      id: "location",
      title: "Location",
      icon: "map-pin",
      lines: [site.location, site.locationDetail],
    },
    {
      id: "phone",
      title: "Phone",
      icon: "phone",
      lines: [site.hours.label],
      link: { label: site.phone, href: telLink() },
    },
    {
      id: "email",
      title: "Email",
      icon: "mail",
      lines: ["We reply within 24 hours"],
      link: { label: site.email, href: mailtoLink() },
    },
    {
      id: "hours",
      title: "Business Hours",
      icon: "clock",
      lines: [site.hours.label, site.hours.weekendLabel],
    },
  ],
} as const satisfies {
  title: string;
  description: string;
  cards: readonly ContactInfoCard[];
};

export const contactCta = {
  title: "Want a Full Review of Your Marketing?",
  description:
    "Request a free audit: we analyze your website, rankings and competitors and send you a custom strategy, with no obligation.",
  actions: [
    { label: "Start Free Audit", to: "/free-audit" },
    { label: "Visit the Support Center", to: "/support" },
  ],
} as const satisfies CtaContent;

export function contactJsonLd(): JsonLd[] {
  const url = absoluteUrl("/contact");
  return [
    {
      "@context": "https://schema.org",
      "@type": "ContactPage",
      "@id": `${url}#webpage`,
      url,
      name: `Contact ${site.name}`,
      description: contactSeo.description,
      inLanguage: "en-US",
      mainEntity: {
        "@id": `${site.url}/#organization`,
        name: site.name,
        contactPoint: {
          "@type": "ContactPoint",
          contactType: "customer service",
          telephone: site.phoneE164,
          email: site.email,
          areaServed: serviceAreasJsonLd,
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
    breadcrumbJsonLd([{ name: "Contact", path: "/contact" }]),
  ];
}
