/** The signup page's copy and messages (spec §2 Signup, §7; product.md D2). */
export const signupMessages = {
  success: "Account Created Successfully!",
  successDetail:
    "Your AI marketing agent is being set up. Taking you to your dashboard...",
  failureTitle: "Signup Failed",
  failureFallback: "Something went wrong. Please try again.",
  emailTaken: "An account with this email already exists.",
} as const;
