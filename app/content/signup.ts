/** The signup page's copy and messages (spec §2 Signup, §7; product.md D2). */
import { moneyBackTerms } from "#app/content/guarantee.ts";

export const signupMessages = {
  success: "Account Created Successfully!",
  // Shown on the dashboard, where the visitor already is.
  successDetail: "Your AI marketing agent is being set up.",
  failureTitle: "Signup Failed",
  failureFallback: "Something went wrong. Please try again.",
  emailTaken: "An account with this email already exists.",
} as const;

/** Why the server refuses a new password (signup and reset), shown at the password field. */
export const weakPasswordMessages = {
  common:
    "This password is too common. Choose a longer or less predictable one.",
  personal:
    "This password contains your name or email address. Choose one without them.",
  pattern:
    "This password is a simple pattern, such as repeated characters, a sequence or a row of keys. Choose a longer or less predictable one.",
  guessable:
    "This password is too easy to guess. Add a few more words, or choose a less predictable one.",
} as const;

/** What creating an account costs on the day, said on the form and by the assistant. */
export const noCardToday = "No card is charged today.";

export const signupPage = {
  seo: {
    title: "Create Your Account",
    description:
      "Create your DMV AI Agents account for the plan you chose. It takes under 2 minutes; the team gets in touch within one business day to set up your AI marketing agent.",
  },
  backLabel: "Back to Pricing",
  planEyebrow: "Your plan",
  moneyBack: `${moneyBackTerms}.`,
  formTitle: "Create your account",
  formIntro: `Takes under 2 minutes. ${noCardToday}`,
  submitLabel: "Create Account",
  submittingLabel: "Creating Account...",
  showPassword: "Show password",
  hidePassword: "Hide password",
  passwordHint: "At least 8 characters.",
  signInPrompt: "Already have an account?",
  signInLink: "Sign in",
} as const;
