/**
 * The chat assistant's copy (spec §2 "Chat assistant", §8): the greeting, the quick questions,
 * the free-audit prompts, the panel's labels, the connection-failure message and the hand-off
 * form. The answers themselves come from `POST /api/chat`. The floating button's own label lives
 * with the button (`components/layout/chat-launcher.tsx`), which every page loads: this file
 * loads with the panel, on demand.
 */
import { site } from "#app/content/site.ts";

export interface ChatQuickQuestion {
  id: string;
  /** Sent as the visitor's message. */
  question: string;
}

/** The conversation's first message. */
export const chatGreeting =
  "Hi! Ask me how our AI marketing agents work, what they cost, or how they help DMV businesses grow.";

/** Offered while the conversation holds only the greeting (spec §2). */
export const chatQuickQuestions = [
  { id: "how-agents-work", question: "How do your AI marketing agents work?" },
  { id: "roi", question: "What ROI can I expect?" },
  { id: "dmv-expertise", question: "Do you know the DMV market?" },
] as const satisfies readonly ChatQuickQuestion[];

/** The free-audit button beside the quick questions. */
export const chatAuditButton = {
  label: "Get a free marketing audit",
  to: "/free-audit",
} as const;

/** The free-audit prompt once the conversation holds more than three messages (spec §2). */
export const chatAuditPrompt = {
  title: "Want a plan made for your business?",
  text: "Our free AI marketing audit reviews your website, local search and social channels, and we follow up within 24 hours.",
  label: "Start my free audit",
  to: "/free-audit",
} as const;

/** Spec §8: the assistant's message when `POST /api/chat` cannot be reached. */
export const chatConnectionFailure = `I'm having trouble connecting right now. Please try again or contact us directly at ${site.email}`;

export const chatLabels = {
  title: "AI Assistant",
  subtitle: `${site.name} · Online 24/7`,
  conversation: "Conversation",
  messages: "Messages",
  you: "You said:",
  assistant: "Assistant said:",
  relatedPages: "Related pages",
  quickQuestions: "Popular questions",
  inputLabel: "Your message",
  inputPlaceholder: "Type your question...",
  /** After the count of the message's characters and its limit, "12/1000", for screen readers. */
  characters: "characters",
  send: "Send message",
  thinking: "Thinking...",
  startOver: "Start over",
  close: "Close chat",
} as const;

export type ChatHandoffKind = "lead" | "support";

/** The in-chat form that passes the conversation to a person (`POST /api/chat/handoff`). */
export const chatHandoff = {
  titles: {
    lead: "Talk to our team",
    support: "Get help from our support team",
  },
  intros: {
    lead: "Leave your details and a marketing specialist will get in touch about your business. We'll pass on this conversation, so there's no need to repeat yourself.",
    support:
      "Leave your details and our support team will follow up by email. We'll pass on this conversation, so there's no need to repeat yourself.",
  },
  fields: {
    name: "Your name",
    email: "Email address",
    phone: "Phone (optional)",
  },
  submit: "Send my details",
  submitting: "Sending...",
  dismiss: "Not now",
  /** When the server could not take the details; what was typed stays in the form. */
  failure: `We couldn't send your details. They're still here, so please try again, or email us directly at ${site.email}.`,
} as const satisfies {
  titles: Record<ChatHandoffKind, string>;
  intros: Record<ChatHandoffKind, string>;
  fields: Record<"name" | "email" | "phone", string>;
  submit: string;
  submitting: string;
  dismiss: string;
  failure: string;
};
