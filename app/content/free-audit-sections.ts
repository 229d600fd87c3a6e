/**
 * Free audit page below the hero: the lead form's copy (spec §2: three sections), the messages of
 * spec §8 and the confirmation that replaces the page after a successful request.
 */
import { site } from "#app/content/site.ts";
import type {
  CallToAction,
  IconName,
  SectionIntro,
  Step,
} from "#app/content/types.ts";

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
