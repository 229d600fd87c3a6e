/**
 * How notifications reach the team (product.md D6): an e-mail through SMTP_URL, sent from the
 * site's own address with the visitor in Reply-To, and a JSON POST to LEAD_WEBHOOK_URL; and how
 * account owners get their links (an e-mail from the site's address). Without SMTP_URL in
 * development e-mails are written to the log instead; in production they wait in the outbox until
 * SMTP_URL is set, and are never marked sent unsent.
 */
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { site } from "#app/content/site.ts";
import { oneLineText } from "#app/lib/form-fields.ts";
import type {
  AccountEmail,
  Deliver,
  Notification,
  OutboxDelivery,
} from "#app/services/outbox.server.ts";

const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * SMTP waits, far under the outbox's lease (2 min): nodemailer's defaults (2 min to connect,
 * 10 min of silence) would let another instance claim the row and send it a second time.
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  dnsTimeout: 10_000,
  socketTimeout: 30_000,
};

/** The plain-text body: one "Label: value" per field; multi-line values indented below. */
export function emailText(notification: Notification): string {
  const lines = notification.fields.map(({ label, value }) =>
    value.includes("\n")
      ? `${label}:\n${value.replace(/^/gm, "  ")}`
      : `${label}: ${value}`,
  );
  return [
    ...lines,
    "",
    `Submitted: ${notification.submittedAt}`,
    `Reference: ${notification.kind} ${notification.id}`,
    "",
    "Reply to this e-mail to answer the visitor directly.",
  ].join("\n");
}

const mailTransport = (smtpUrl: string) =>
  nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });

export interface MailSettings {
  smtpUrl?: string;
  /** The team's inbox. */
  to: string;
  /** The site's own address. */
  from: { name: string; address: string };
}

/**
 * The e-mail delivery; without an SMTP URL, a delivery to the log in development and none in
 * production (the rows stay pending).
 */
export function createEmailDelivery(
  settings: MailSettings,
  logger: Pick<Logger, "warn">,
  { production = false }: { production?: boolean } = {},
): Deliver | undefined {
  if (!settings.smtpUrl) {
    if (production) return undefined;
    return async (notification) => {
      logger.warn(
        { notification: { ...notification, data: undefined } },
        "SMTP_URL is not set: notification logged instead of e-mailed",
      );
    };
  }
  const transport = mailTransport(settings.smtpUrl);
  return async (notification) => {
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      // The forms' one-line fields are clean already; the headers made from them stay one line,
      // without invisible characters, whatever a row in the outbox holds.
      replyTo: notification.replyTo.name
        ? {
            name: oneLineText(notification.replyTo.name),
            address: notification.replyTo.email,
          }
        : notification.replyTo.email,
      subject: oneLineText(notification.subject),
      text: emailText(notification),
    });
  };
}

/**
 * The delivery of e-mails to account owners, from the site's address; like the team's e-mails,
 * logged in development without an SMTP URL and left pending in production.
 */
export function createAccountEmailDelivery(
  settings: Omit<MailSettings, "to">,
  logger: Pick<Logger, "warn">,
  { production = false }: { production?: boolean } = {},
): Deliver<AccountEmail> | undefined {
  if (!settings.smtpUrl) {
    if (production) return undefined;
    return async (email) => {
      logger.warn(
        { email },
        "SMTP_URL is not set: e-mail to an account owner logged instead of sent",
      );
    };
  }
  const transport = mailTransport(settings.smtpUrl);
  return async (email) => {
    await transport.sendMail({
      from: settings.from,
      to: email.to,
      subject: oneLineText(email.subject),
      text: email.text,
    });
  };
}

export function createWebhookDelivery(url: string): Deliver {
  return async (notification) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        type: notification.kind,
        id: notification.id,
        submittedAt: notification.submittedAt,
        data: notification.data,
      }),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok)
      throw new Error(
        `webhook answered ${response.status} ${response.statusText}`,
      );
  };
}

/** The deliveries the environment configures. */
export function createDelivery(
  env: {
    NODE_ENV?: string;
    SMTP_URL?: string;
    NOTIFY_EMAIL?: string;
    LEAD_WEBHOOK_URL?: string;
  },
  logger: Pick<Logger, "warn">,
): OutboxDelivery {
  const production = env.NODE_ENV === "production";
  if (production && !env.SMTP_URL)
    logger.warn(
      "SMTP_URL is not set: e-mails (the team's notifications, account owners' links) stay pending in the outbox until it is",
    );
  const from = { name: site.name, address: site.email };
  return {
    email: createEmailDelivery(
      { smtpUrl: env.SMTP_URL, to: env.NOTIFY_EMAIL ?? site.email, from },
      logger,
      { production },
    ),
    account: createAccountEmailDelivery(
      { smtpUrl: env.SMTP_URL, from },
      logger,
      { production },
    ),
    webhook: env.LEAD_WEBHOOK_URL
      ? createWebhookDelivery(env.LEAD_WEBHOOK_URL)
      : undefined,
  };
}
