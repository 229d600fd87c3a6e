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
import {
  UnconfirmedDelivery,
  type AccountEmail,
  type Deliver,
  type DeliveryAttempt,
  type Notification,
  type OutboxDelivery,
} from "#app/services/outbox.server.ts";

const WEBHOOK_TIMEOUT_MS = 10_000;
const SMTP_CONNECT_TIMEOUT_MS = 10_000;
/** SMTP_REPLY_TIMEOUT_SECONDS's default, in ms. */
export const DEFAULT_SMTP_REPLY_TIMEOUT_MS = 120_000;

/**
 * SMTP waits: connecting is quick or not at all; a reply (the greeting, the one to the whole
 * message) may take as long as `replyTimeoutMs`, which must be above a slow server's reply: a
 * try given up before the reply sends the e-mail again.
 */
const smtpTimeouts = (replyTimeoutMs: number) => ({
  connectionTimeout: SMTP_CONNECT_TIMEOUT_MS,
  dnsTimeout: SMTP_CONNECT_TIMEOUT_MS,
  greetingTimeout: replyTimeoutMs,
  socketTimeout: replyTimeoutMs,
});

/** The longest an e-mail's delivery takes: connecting, then the two slow replies at most. */
export function emailDeliveryTimeoutMs(replyTimeoutMs: number): number {
  return SMTP_CONNECT_TIMEOUT_MS + 2 * replyTimeoutMs;
}

/** The notifications that are an item of the team's inbox, under the submission's id. */
const INBOX_KINDS = new Set([
  "lead",
  "contact",
  "support",
  "newsletter",
  "resource-request",
  "signup",
]);

/** Where the team works a notification's item: `/team/items/:id` on the site's address. */
export function teamItemLink(notification: Notification): string | undefined {
  if (!INBOX_KINDS.has(notification.kind)) return undefined;
  return `${site.url}/team/items/${encodeURIComponent(notification.id)}`;
}

/** The plain-text body: one "Label: value" per field; multi-line values indented below. */
export function emailText(notification: Notification): string {
  const link = teamItemLink(notification);
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
    ...(link ? ["", `Open it in the team inbox: ${link}`] : []),
    "",
    "Reply to this e-mail to answer the visitor directly.",
  ].join("\n");
}

interface Mail {
  from: MailSettings["from"];
  to: string;
  replyTo?: string | { name: string; address: string };
  subject: string;
  text: string;
  /** A calendar invite, as the alternative calendars read (text/calendar; method=...). */
  icalEvent?: { method: string; filename: string; content: string };
}

/**
 * Sends one e-mail with a Message-ID that every try of its outbox row shares. A failure without
 * a reply after the whole message went out is an `UnconfirmedDelivery`: the server may have
 * accepted it.
 */
async function sendMail(
  settings: Omit<MailSettings, "to"> & { smtpUrl: string },
  mail: Mail,
  attempt: DeliveryAttempt,
): Promise<void> {
  const domain = settings.from.address.split("@")[1] ?? "localhost";
  const messageId =
    attempt.unconfirmedMessageId ?? `<${attempt.key}.outbox@${domain}>`;
  let messageSent = false;
  const ignore = () => {};
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    ...smtpTimeouts(settings.replyTimeoutMs ?? DEFAULT_SMTP_REPLY_TIMEOUT_MS),
    // nodemailer says "message" once the whole message has gone out, before the server replies.
    logger: {
      level: ignore,
      trace: ignore,
      debug: ignore,
      info: (entry: { tnx?: string }) => {
        if (entry.tnx === "message") messageSent = true;
      },
      warn: ignore,
      error: ignore,
      fatal: ignore,
    },
  });
  try {
    await transport.sendMail({ ...mail, messageId });
  } catch (error) {
    const replied =
      typeof error === "object" && error !== null && "responseCode" in error;
    if (messageSent && !replied)
      throw new UnconfirmedDelivery(messageId, error);
    throw error;
  } finally {
    transport.close();
  }
}

export interface MailSettings {
  smtpUrl?: string;
  /** The longest wait for a reply of the mail server (default two minutes). */
  replyTimeoutMs?: number;
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
  const smtp = { ...settings, smtpUrl: settings.smtpUrl };
  return async (notification, attempt) => {
    await sendMail(
      smtp,
      {
        from: settings.from,
        to: settings.to,
        replyTo: notification.replyTo.name
          ? {
              name: oneLineText(notification.replyTo.name),
              address: notification.replyTo.email,
            }
          : notification.replyTo.email,
        // The forms' one-line fields are clean already; the headers made from them stay one
        // line, without invisible characters, whatever a row in the outbox holds.
        subject: oneLineText(notification.subject),
        text: emailText(notification),
      },
      attempt,
    );
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
  const smtp = { ...settings, smtpUrl: settings.smtpUrl };
  return async (email, attempt) => {
    await sendMail(
      smtp,
      {
        from: settings.from,
        to: email.to,
        subject: oneLineText(email.subject),
        text: email.text,
        ...(email.calendar && {
          icalEvent: {
            method: email.calendar.method,
            filename: "invite.ics",
            content: email.calendar.content,
          },
        }),
      },
      attempt,
    );
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
    SMTP_REPLY_TIMEOUT_SECONDS?: number;
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
  const replyTimeoutMs =
    env.SMTP_REPLY_TIMEOUT_SECONDS === undefined
      ? undefined
      : env.SMTP_REPLY_TIMEOUT_SECONDS * 1000;
  return {
    email: createEmailDelivery(
      {
        smtpUrl: env.SMTP_URL,
        replyTimeoutMs,
        to: env.NOTIFY_EMAIL ?? site.email,
        from,
      },
      logger,
      { production },
    ),
    account: createAccountEmailDelivery(
      { smtpUrl: env.SMTP_URL, replyTimeoutMs, from },
      logger,
      { production },
    ),
    webhook: env.LEAD_WEBHOOK_URL
      ? createWebhookDelivery(env.LEAD_WEBHOOK_URL)
      : undefined,
  };
}
