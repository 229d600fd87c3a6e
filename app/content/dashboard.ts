import { resetPasswordMessages } from "#app/content/account-links.ts";
import { signupMessages } from "#app/content/signup.ts";
/** The account dashboard's copy (product.md D2). */
export const dashboardPage = {
  seo: {
    title: "Your Dashboard",
    description: "Your DMV AI Agents account: your plan and what happens next.",
  },
  greeting: (firstName: string) => `Welcome, ${firstName}!`,
  intro:
    "Your account is ready. Here is your plan and what happens between now and your AI agent's first post.",
  planTitle: "Your plan",
  statusLabel: "Status",
  statuses: {
    pending: {
      label: "Pending",
      detail:
        "No card has been charged; billing starts only once your agent is live.",
    },
  } as Record<string, { label: string; detail: string } | undefined>,
  /** How the team first gets in touch with a pending account: by phone only if it gave one. */
  firstContact: {
    byPhone:
      "Our team calls you within one business day to confirm your plan and schedule your free audit.",
    byEmail: (email: string) =>
      `Our team emails you at ${email} within one business day to confirm your plan and schedule your free audit. If you would rather talk, book your onboarding call.`,
  },
  nextTitle: "What happens next",
  nextSteps: [
    {
      title: "Your free audit",
      text: "We review your website, listings and competitors and agree your goals with you.",
    },
    {
      title: "Agent setup",
      text: "Your AI agent is trained on your brand voice and set up 24-48 hours after the audit.",
    },
    {
      title: "First results",
      text: "Your agent starts publishing and tracking, and you get a monthly report of what it did.",
    },
  ],
  helpTitle: "Questions before then?",
  bookCall: "Book your onboarding call",
  supportLink: "Contact support",
  signOut: "Sign out",
  confirmEmail: {
    title: "Please confirm your email address",
    text: (email: string) =>
      `We sent a link to ${email} when you created your account. Your account works in the meantime; confirming makes sure our messages about your agent reach you.`,
    resend: "Send the link again",
    resent: (email: string) => `A new link is on its way to ${email}.`,
    tooMany:
      "We have sent several links in the last hour. Please check your inbox and spam folder, or wait an hour and try again.",
  },
  deleteAccount: {
    summary: "Delete my account",
    warning:
      "This deletes your account, your subscription and every session at once, as our privacy policy promises. It cannot be undone.",
    passwordLabel: "Your password, to confirm",
    submit: "Delete my account for good",
    wrongPassword:
      "That password is not correct. Your account was not deleted.",
    tooManyAttempts:
      "Too many attempts. Please wait 15 minutes and try again, or contact support.",
  },
} as const;

/** The page a deleted account's owner lands on. */
export const accountDeletedPage = {
  seo: {
    title: "Account Deleted",
    description: "Your DMV AI Agents account has been deleted.",
  },
  title: "Your account has been deleted",
  text: "Your account, your subscription and every session are gone, and we have let our team know. Thank you for trying DMV AI Agents.",
  home: "Back to the home page",
} as const;

/**
 * What the dashboard says after a form posted without script brought the visitor there
 * (`/dashboard?notice=`): the notices the script shows as toasts after the same forms.
 */
export const dashboardNotices = {
  "account-created": {
    title: signupMessages.success,
    description: signupMessages.successDetail,
  },
  "password-changed": {
    title: resetPasswordMessages.success,
    description: resetPasswordMessages.successDetail,
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type DashboardNotice = keyof typeof dashboardNotices;

export function dashboardNotice(
  value: string | null,
): DashboardNotice | undefined {
  return value !== null && Object.hasOwn(dashboardNotices, value)
    ? (value as DashboardNotice)
    : undefined;
}
