/**
 * How notifications reach the team (product.md D6): an e-mail through SMTP_URL, sent from the
 * site's own address with the visitor in Reply-To, and a JSON POST to LEAD_WEBHOOK_URL. Without
 * SMTP_URL the notification is written to the log instead, so it is never silently dropped.
 */
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { site } from "#app/content/site.ts";
import type {
  Deliver,
  Notification,
  OutboxDelivery,
} from "#app/services/outbox.server.ts";

const WEBHOOK_TIMEOUT_MS = 10_000;

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

export interface MailSettings {
  smtpUrl?: string;
  /** The team's inbox. */
  to: string;
  /** The site's own address. */
  from: { name: string; address: string };
}

export function createEmailDelivery(
  settings: MailSettings,
  logger: Pick<Logger, "warn">,
): Deliver {
  if (!settings.smtpUrl) {
    return async (notification) => {
      logger.warn(
        { notification: { ...notification, data: undefined } },
        "SMTP_URL is not set: notification logged instead of e-mailed",
      );
    };
  }
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return async (notification) => {
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      replyTo: notification.replyTo.name
        ? {
            name: notification.replyTo.name,
            address: notification.replyTo.email,
          }
        : notification.replyTo.email,
      subject: notification.subject,
      text: emailText(notification),
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
  env: { SMTP_URL?: string; NOTIFY_EMAIL?: string; LEAD_WEBHOOK_URL?: string },
  logger: Pick<Logger, "warn">,
): OutboxDelivery {
  return {
    email: createEmailDelivery(
      {
        smtpUrl: env.SMTP_URL,
        to: env.NOTIFY_EMAIL ?? site.email,
        from: { name: site.name, address: site.email },
      },
      logger,
    ),
    webhook: env.LEAD_WEBHOOK_URL
      ? createWebhookDelivery(env.LEAD_WEBHOOK_URL)
      : undefined,
  };
}
