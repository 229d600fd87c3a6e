/**
 * Names the browser's forms and the server agree on, kept apart from the schemas so that a form
 * can use them without loading its validation code before it is used.
 */

/**
 * The honeypot: a field hidden from people that bots fill in. A submission with it filled is
 * answered as if accepted, stored as spam and never notified (product.md D7).
 */
export const HONEYPOT_FIELD = "botcheck";

/** The source of a lead sent from the free audit page. */
export const AUDIT_SOURCE = "Free Audit Page";

/** Each form's name in its page's action (`?form=`): a page may hold several forms. */
export const FORM_NAMES = {
  lead: "lead",
  contact: "contact",
  support: "support",
  newsletter: "newsletter",
  resourceRequest: "resource-request",
  chatHandoff: "chat-handoff",
  signup: "signup",
  signin: "signin",
  forgotPassword: "forgot-password",
  resetPassword: "reset-password",
} as const;
