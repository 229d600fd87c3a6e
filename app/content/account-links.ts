/**
 * The copy of the links e-mailed to account owners (product.md D2): the e-mails themselves, the
 * pages that ask for a password reset and choose the new password, and the page the address
 * confirmation opens.
 */
import { site } from "./site.ts";

const signature = [
  "",
  `The ${site.name} team`,
  `${site.phone} · ${site.email}`,
].join("\n");

export const accountEmails = {
  verification: {
    subject: `Confirm your email address for ${site.name}`,
    text: (firstName: string, link: string) =>
      [
        `Hi ${firstName},`,
        "",
        `Thanks for creating your ${site.name} account. Please confirm that this is your email address by opening this link:`,
        "",
        link,
        "",
        "The link works for 7 days. Until then your account works as usual; confirming makes sure our messages about your agent reach you.",
        "",
        `If you did not create this account, ignore this e-mail or tell us at ${site.email}.`,
        signature,
      ].join("\n"),
  },
  passwordReset: {
    subject: `Reset your ${site.name} password`,
    text: (firstName: string, link: string) =>
      [
        `Hi ${firstName},`,
        "",
        `We received a request to reset the password of your ${site.name} account. To choose a new password, open this link within one hour:`,
        "",
        link,
        "",
        "The link works once. Choosing a new password signs you out everywhere else.",
        "",
        "If you did not ask for this, ignore this e-mail: your password stays as it is.",
        signature,
      ].join("\n"),
  },
} as const;

export const forgotPasswordMessages = {
  // The same answer whether or not the address has an account: it tells nobody which do.
  success:
    "If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.",
  failureTitle: "Request Failed",
  failureFallback: "Something went wrong. Please try again.",
} as const;

export const forgotPasswordPage = {
  seo: {
    title: "Reset Your Password",
    description: `Get a link to choose a new password for your ${site.name} account.`,
  },
  title: "Forgot your password?",
  intro:
    "Enter the email address of your account and we will send you a link to choose a new one.",
  submitLabel: "Send Reset Link",
  submittingLabel: "Sending...",
  sentTitle: "Check your email",
  backToSignin: "Back to sign in",
} as const;

export const resetPasswordMessages = {
  success: "Your password has been changed.",
  successDetail: "You are signed in, and signed out everywhere else.",
  failureTitle: "Password Not Changed",
  failureFallback: "Something went wrong. Please try again.",
  linkInvalid:
    "This link has expired or has already been used. Please ask for a new one.",
} as const;

export const resetPasswordPage = {
  seo: {
    title: "Choose a New Password",
    description: `Choose a new password for your ${site.name} account.`,
  },
  title: "Choose a new password",
  intro:
    "Your new password replaces the old one and signs you out everywhere else.",
  passwordLabel: "New Password",
  submitLabel: "Change Password",
  submittingLabel: "Changing Password...",
  invalidTitle: "This link no longer works",
  requestAgain: "Ask for a new link",
} as const;

export const verifyEmailPage = {
  seo: {
    title: "Confirm Your Email Address",
    description: `Confirm the email address of your ${site.name} account.`,
  },
  confirmedTitle: "Your email address is confirmed",
  confirmedText:
    "Thank you. Our messages about your plan and your AI agent will reach you at this address.",
  invalidTitle: "This link no longer works",
  invalidText:
    "It has expired or has already been used. If you confirmed your address already, there is nothing more to do; otherwise your dashboard sends a new link.",
  toDashboard: "Go to your dashboard",
} as const;
