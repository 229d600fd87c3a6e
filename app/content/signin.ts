/** The sign-in page's copy and messages (product.md D2). */
export const signinMessages = {
  success: "Signed in.",
  failureTitle: "Sign-in Failed",
  failureFallback: "Something went wrong. Please try again.",
  // One message for an unknown address and a wrong password: neither says which.
  invalid: "Incorrect email or password.",
  tooManyAttempts:
    "Too many sign-in attempts for this account. Please wait 15 minutes and try again.",
} as const;

export const signinPage = {
  seo: {
    title: "Sign In",
    description: "Sign in to your DMV AI Agents account.",
  },
  title: "Sign in to your account",
  intro: "See your plan and what happens next.",
  submitLabel: "Sign In",
  submittingLabel: "Signing In...",
  forgotPassword: "Forgot your password?",
  noAccount: "No account yet?",
  choosePlan: "Choose a plan",
} as const;
