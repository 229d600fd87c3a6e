/**
 * Contact page below the hero: the form's copy and notices (product.md D3) and the contact
 * details beside it, all read from the site configuration (product.md D5).
 */
import { mailtoLink, site, telLink } from "#app/content/site.ts";
import type { CtaContent, IconName } from "#app/content/types.ts";

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
