/**
 * What the chat assistant says in its own words (product.md D8): replies to greetings and thanks,
 * the honest fallback, the hand-off offers and confirmations, and the rate-limit notice. Its
 * answers' figures come from the site's content, never from here: these texts state no price,
 * guarantee or timeline, except the reply times that the site's own forms promise (spec §8).
 */
import { site } from "#app/content/site.ts";

/** A site page an answer points to. */
export interface ChatLink {
  label: string;
  /** A path on this site. */
  href: string;
}

const freeAuditLink = { label: "Free Audit", href: "/free-audit" };
const contactLink = { label: "Contact", href: "/contact" };

export const chatAnswers = {
  greeting:
    "Hello! I can answer questions about our AI marketing agents and their plans, our web, design, e-commerce and app services, our hours and the areas we serve. What would you like to know?",
  thanks: "You're welcome! Is there anything else I can help you with?",
  /** When the site's content does not answer the question. */
  noAnswer:
    "I'm sorry, I don't have that information. I can answer questions about our AI marketing agents and their plans, and about our web development, design, e-commerce and mobile app services. For anything else, our team can help: request a free audit, send us a message, or ask me to put you in touch with a person.",
  noAnswerLinks: [freeAuditLink, contactLink],
  /** Before the plan list, when the visitor asks about a plan, price or offer the site does not state. */
  unknownPlan:
    "I'm sorry, I don't have information about that. These are the plans we offer:",
  /** Before one of the catalogue's offers, when the visitor asks of it what the site does not state. */
  unknownOffer:
    "I'm sorry, I don't have information about that. This is what we offer:",
  /**
   * Around the facts that answer a price question but state no price: first that there is none
   * to give, then how to get one.
   */
  noPrice:
    "I'm sorry, I don't have that information. We don't have a published price for it; here is what I can tell you:",
  quoteOffer: "Our team can give you a quote if you send us a message.",
  noPriceLinks: [contactLink],
  /** Before the facts that answer "what return can I expect?". */
  roiIntro:
    "Results depend on your business, your market and where you start, so I can't promise a specific return. Here is what I can tell you:",
  /** Offers of the in-chat contact form. */
  handoff: {
    lead: "I can pass your details to our team so they can get in touch with you. Leave your name and email below (a phone number is optional).",
    // A customer with a problem may rather write or call at once: the support page's channels.
    support: `I can pass this conversation to a person on our support team. Leave your name and email below and they'll get back to you. You can also email ${site.email} or call ${site.phone}, ${site.hours.label}.`,
  },
  /** What the visitor reads once the in-chat form is sent. */
  handoffConfirmation: {
    lead: `Thanks! Our team has your details and this conversation, and will contact you within 24 hours during business hours (${site.hours.label}).`,
    support: `Thanks! Your message is with our support team, and they'll get back to you by email within 2 hours during business hours (${site.hours.label}).`,
  },
  rateLimited: `You're sending messages faster than I can answer. Please wait a minute and try again, or email us at ${site.email}.`,
  unavailable: `I'm having trouble answering right now. Please try again in a few minutes, or email us at ${site.email}.`,
} as const satisfies {
  noAnswerLinks: readonly ChatLink[];
  noPriceLinks: readonly ChatLink[];
  [key: string]: unknown;
};
