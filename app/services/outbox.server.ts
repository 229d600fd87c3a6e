/**
 * The notification outbox (product.md D6). A submission and its outbox rows are written in one
 * transaction; a worker in every server process then delivers them (e-mail to the team, the CRM
 * webhook when configured, and e-mails to account owners), retrying with backoff and giving up loudly after a bounded
 * number of tries. Workers on several instances claim rows with `FOR UPDATE SKIP LOCKED`, and a
 * claimed row is leased, so each row is delivered by one worker.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import {
  databaseErrorCode,
  type Database,
} from "#app/services/db/client.server.ts";
import {
  outbox,
  type OutboxChannel,
  type OutboxMessage,
} from "#app/services/db/schema.server.ts";

/** What the team is told about one submission. */
export interface Notification {
  /** 'lead', 'contact', 'support', 'newsletter' or 'resource-request'. */
  kind: string;
  /** The stored submission's id. */
  id: string;
  subject: string;
  /** The visitor, for Reply-To. */
  replyTo: { name?: string; email: string };
  /** Every submitted field, labelled, in the order the form shows them. */
  fields: { label: string; value: string }[];
  /** The submission as stored, for the webhook. */
  data: Record<string, unknown>;
  submittedAt: string;
}

/**
 * An e-mail to an account's owner (a link to confirm the address or reset the password). Its text
 * holds a live link, so the text is removed from the row once it is delivered or given up.
 */
export interface AccountEmail {
  to: string;
  subject: string;
  text: string;
  /**
   * A calendar invite sent with the e-mail (a booked call's .ics): its iTIP method and text.
   * Kept with the row like the text, and removed with it once delivered.
   */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
  /** The record the e-mail is about (a booking's id), so that a change can withdraw it unsent. */
  about?: string;
}

/** What a delivery is told about the try it makes. */
export interface DeliveryAttempt {
  /** The same on every try of one row: what an e-mail's Message-ID is made of. */
  key: string;
  /** The Message-ID of an earlier try that may have been accepted: send with it again. */
  unconfirmedMessageId?: string;
}

export type Deliver<Payload = Notification> = (
  payload: Payload,
  attempt: DeliveryAttempt,
) => Promise<void>;

/**
 * A try that sent the whole e-mail and got no reply: the mail server may have accepted it. The
 * row records the Message-ID, and the next try sends the e-mail with it again, so that the
 * receiving side can recognise a second copy.
 */
export class UnconfirmedDelivery extends Error {
  readonly messageId: string;
  constructor(messageId: string, cause: unknown) {
    super(
      `no reply after the whole message was sent; it may have been accepted (Message-ID ${messageId}): ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.messageId = messageId;
  }
}

export interface OutboxDelivery {
  /** Absent in production without SMTP_URL: e-mail rows then wait until it is configured. */
  email?: Deliver;
  /** Present when LEAD_WEBHOOK_URL is set. */
  webhook?: Deliver;
  /** E-mails to account owners; absent, like `email`, in production without SMTP_URL. */
  account?: Deliver<AccountEmail>;
}

type Executor = Pick<Database, "insert">;

/** The notification's outbox rows: one per channel. */
function notificationRows(notification: Notification, webhook: boolean) {
  const channels: OutboxChannel[] = webhook ? ["email", "webhook"] : ["email"];
  return channels.map((channel) => ({
    kind: notification.kind,
    channel,
    payload: notification as unknown as Record<string, unknown>,
  }));
}

/** Adds the notification's outbox rows (inside the caller's transaction). */
export async function enqueueNotification(
  tx: Executor,
  notification: Notification,
  { webhook }: { webhook: boolean },
): Promise<void> {
  await tx.insert(outbox).values(notificationRows(notification, webhook));
}

/**
 * Adds an e-mail to an account's owner or a visitor (inside the caller's transaction); one with
 * `notBefore` is not sent before then (a reminder), even after a restart: the time is the row's.
 */
export async function enqueueAccountEmail(
  tx: Executor,
  kind: string,
  email: AccountEmail,
  { notBefore }: { notBefore?: Date } = {},
): Promise<void> {
  await tx.insert(outbox).values({
    kind,
    channel: "account",
    payload: email as unknown as Record<string, unknown>,
    ...(notBefore ? { nextAttemptAt: notBefore } : {}),
  });
}

/**
 * Withdraws the e-mails of `kind` about `about` that are still waiting (a cancelled or moved
 * call's reminders), inside the caller's transaction.
 */
export async function withdrawAccountEmails(
  tx: Pick<Database, "execute">,
  kind: string,
  about: string,
): Promise<void> {
  await tx.execute(sql`
    delete from outbox
    where kind = ${kind} and channel = 'account' and status = 'pending'
      and payload->>'about' = ${about}`);
}

/** What a finished row keeps of its payload: an account e-mail's link goes once it is done with. */
function finishedPayload(message: OutboxMessage): Record<string, unknown> {
  if (message.channel !== "account") return message.payload;
  const { text: _link, calendar: _invite, ...rest } = message.payload;
  return rest;
}

/** The outbox's channels for a notification: none for spam, the webhook when configured. */
export function notificationChannels(
  notification: Notification | undefined,
  webhook: boolean,
): OutboxChannel[] {
  if (!notification) return [];
  return webhook ? ["email", "webhook"] : ["email"];
}

/**
 * For a statement that stores a submission: the insert of its notification on each of
 * `channels`, one row per channel for each row of `from` (none when `from` is empty). Its values
 * are the placeholders of `notificationValues`.
 */
export function queueNotification(
  channels: readonly OutboxChannel[],
  from: SQL,
): SQL {
  const rows = channels.map(
    (channel) =>
      sql`select ${sql.placeholder("outboxKind")}::text, ${channel}::text, ${sql.placeholder("outboxPayload")}::jsonb ${from}`,
  );
  return sql`insert into ${outbox} (${sql.identifier(outbox.kind.name)}, ${sql.identifier(outbox.channel.name)}, ${sql.identifier(outbox.payload.name)}) ${sql.join(rows, sql` union all `)}`;
}

/** The values of `queueNotification`'s placeholders. */
export function notificationValues(notification: Notification | undefined) {
  return {
    outboxKind: notification?.kind,
    outboxPayload: notification && JSON.stringify(notification),
  };
}

export interface OutboxOptions {
  /** Tries before a row is marked failed. */
  maxAttempts: number;
  /** Delay after the first failure; it doubles with each further one, up to `maxBackoffMs`. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** How long a claimed row is reserved for its worker; renewed while it is being delivered. */
  leaseMs: number;
  /** Longest one delivery may take before it counts as failed. */
  deliveryTimeoutMs: number;
  batchSize: number;
  /**
   * The clock that decides which rows are due (a reminder's time); the database's `now()` when
   * absent. Tests set it to walk through a day.
   */
  dueBy?: () => Date;
}

export const defaultOutboxOptions: OutboxOptions = {
  // 30 s doubling up to an hour: the 31st try comes just over 24 hours after the first
  // (retrySpanMs), so that a mail server's day-long outage loses no notification.
  maxAttempts: 31,
  baseBackoffMs: 30_000,
  maxBackoffMs: 3_600_000,
  leaseMs: 120_000,
  deliveryTimeoutMs: 60_000,
  batchSize: 10,
};

/** The wait after the `attempts`-th failed try. */
export function backoffMs(attempts: number, options: OutboxOptions): number {
  return Math.min(
    options.baseBackoffMs * 2 ** Math.max(0, attempts - 1),
    options.maxBackoffMs,
  );
}

/** How long after the first try the last one comes: the longest outage a notification outlasts. */
export function retrySpanMs(options: OutboxOptions): number {
  let span = 0;
  for (let attempts = 1; attempts < options.maxAttempts; attempts++)
    span += backoffMs(attempts, options);
  return span;
}

/**
 * The worker's timings for a longest delivery of `deliveryTimeoutMs`: a claimed row's lease
 * outlasts it, so that no other instance takes a row whose delivery is still running.
 */
export function outboxTimings(
  deliveryTimeoutMs: number,
): Pick<OutboxOptions, "deliveryTimeoutMs" | "leaseMs"> {
  return { deliveryTimeoutMs, leaseMs: deliveryTimeoutMs + 60_000 };
}

const interval = (ms: number) => sql`(${ms} * interval '1 millisecond')`;

/**
 * Claims up to `batchSize` due rows of the channels that can be delivered: counts the try and
 * leases them to this worker.
 */
async function claimDueMessages(
  db: Database,
  channels: OutboxChannel[],
  options: OutboxOptions,
): Promise<OutboxMessage[]> {
  if (channels.length === 0) return [];
  const result = await db.execute<Record<string, unknown>>(sql`
    update outbox
    set attempts = attempts + 1, next_attempt_at = now() + ${interval(options.leaseMs)}
    where id in (
      select id from outbox
      where status = 'pending'
        and next_attempt_at <= ${options.dueBy ? options.dueBy().toISOString() : sql`now()`}
        and channel in (${sql.join(
          channels.map((channel) => sql`${channel}`),
          sql`, `,
        )})
      order by id
      limit ${options.batchSize}
      for update skip locked
    )
    returning id`);
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db.query.outbox.findMany({
    where: (row, { inArray }) => inArray(row.id, ids),
    orderBy: (row, { asc }) => asc(row.id),
  });
}

/**
 * Runs one delivery within `deliveryTimeoutMs`, renewing the row's lease meanwhile so that no
 * other worker claims it while it is being sent.
 */
async function deliverWithLease(
  db: Database,
  message: OutboxMessage,
  deliver: Deliver<never>,
  options: OutboxOptions,
): Promise<void> {
  const renewal = setInterval(
    () =>
      void db
        .execute(
          sql`update outbox set next_attempt_at = now() + ${interval(options.leaseMs)}
            where id = ${message.id} and status = 'pending'`,
        )
        .catch(() => {}),
    options.leaseMs / 3,
  );
  let deadline: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      deliver(message.payload as never, {
        key: `${message.id}.${message.createdAt.getTime()}`,
        unconfirmedMessageId: message.unconfirmedMessageId ?? undefined,
      }),
      new Promise<never>((_, reject) => {
        deadline = setTimeout(
          () =>
            reject(
              new Error(
                `delivery took longer than ${options.deliveryTimeoutMs} ms`,
              ),
            ),
          options.deliveryTimeoutMs,
        );
      }),
    ]);
  } finally {
    clearInterval(renewal);
    clearTimeout(deadline);
  }
}

/**
 * Delivers the due rows once, side by side, so that a slow one holds up none of the others;
 * returns how many were claimed.
 */
export async function processOutbox(
  db: Database,
  delivery: OutboxDelivery,
  logger: Pick<Logger, "info" | "warn" | "error">,
  options: OutboxOptions = defaultOutboxOptions,
): Promise<number> {
  const channels = (Object.keys(delivery) as OutboxChannel[]).filter(
    (channel) => delivery[channel] !== undefined,
  );
  const messages = await claimDueMessages(db, channels, options);
  // Every delivery finishes before the worker looks again, even when one cannot record its outcome.
  const outcomes = await Promise.allSettled(
    messages.map((message) =>
      deliverMessage(db, message, delivery, logger, options),
    ),
  );
  const failure = outcomes.find((outcome) => outcome.status === "rejected");
  if (failure) throw failure.reason;
  return messages.length;
}

async function deliverMessage(
  db: Database,
  message: OutboxMessage,
  delivery: OutboxDelivery,
  logger: Pick<Logger, "info" | "warn" | "error">,
  options: OutboxOptions,
): Promise<void> {
  const context = {
    outboxId: message.id,
    kind: message.kind,
    channel: message.channel,
    attempts: message.attempts,
  };
  try {
    const deliver: Deliver<never> | undefined = delivery[message.channel];
    if (!deliver) throw new Error(`no ${message.channel} delivery configured`);
    await deliverWithLease(db, message, deliver, options);
    await db
      .update(outbox)
      .set({
        status: "sent",
        sentAt: new Date(),
        lastError: null,
        payload: finishedPayload(message),
      })
      .where(eq(outbox.id, message.id));
    logger.info(context, "notification delivered");
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error);
    // Kept once known: a later try that is refused does not undo an earlier one's acceptance.
    const unconfirmedMessageId =
      error instanceof UnconfirmedDelivery
        ? error.messageId
        : message.unconfirmedMessageId;
    if (message.attempts >= options.maxAttempts) {
      await db
        .update(outbox)
        .set({
          status: "failed",
          lastError,
          unconfirmedMessageId,
          payload: finishedPayload(message),
        })
        .where(eq(outbox.id, message.id));
      logger.error(
        { ...context, lastError },
        "notification failed for good: no more retries; the submission is stored, follow it up by hand (npm run export -- failed-notifications)",
      );
    } else {
      const waitMs = backoffMs(message.attempts, options);
      await db.execute(sql`
        update outbox set last_error = ${lastError},
          unconfirmed_message_id = ${unconfirmedMessageId},
          next_attempt_at = now() + ${interval(waitMs)}
        where id = ${message.id}`);
      logger.warn(
        { ...context, lastError, retryInMs: waitMs },
        "notification failed; will retry",
      );
    }
  }
}

/**
 * How long a delivered (or abandoned) notification is kept: its payload copies the visitor's
 * submission, which stays in its own table; the copy is a delivery record, kept no longer than
 * the privacy policy's 90 days for such records.
 */
const OUTBOX_RETENTION_DAYS = 90;

/** Deletes the rows that are done (sent or failed) and older than the retention period. */
export async function pruneOutbox(
  db: Database,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 86_400_000);
  const result = await db.execute<Record<string, unknown>>(sql`
    delete from outbox
    where status <> 'pending' and created_at < ${cutoff.toISOString()}
    returning id`);
  return result.rows.length;
}

// Endpoints wake the worker of their process at once instead of waiting for its next poll.
const wakeTarget = new EventTarget();

/** Asks the worker of this process to look at the outbox now rather than at its next tick. */
export function wakeOutbox(): void {
  wakeTarget.dispatchEvent(new Event("wake"));
}

export interface OutboxWorker {
  /** Stops polling and waits for the delivery in progress. */
  stop(): Promise<void>;
}

/** Polls the outbox every `pollMs` (and whenever woken) until stopped. */
export function startOutboxWorker(
  db: Database,
  delivery: OutboxDelivery,
  logger: Pick<Logger, "info" | "warn" | "error">,
  {
    pollMs = 5_000,
    ...options
  }: Partial<OutboxOptions> & { pollMs?: number } = {},
): OutboxWorker {
  const settings = { ...defaultOutboxOptions, ...options };
  let stopped = false;
  let again = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      try {
        // A full batch means more may be due: keep going until the outbox is drained.
        while (
          !stopped &&
          (await processOutbox(db, delivery, logger, settings)) ===
            settings.batchSize
        );
      } catch (error) {
        // Query errors quote their parameters (visitors' details): log the code only.
        logger.error(
          { code: databaseErrorCode(error) },
          "outbox worker could not reach the database; will try again",
        );
      }
    })().finally(() => {
      running = undefined;
      if (stopped) return;
      if (again) {
        again = false;
        run();
      } else timer = setTimeout(run, pollMs);
    });
  };

  wakeTarget.addEventListener("wake", run);
  run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wakeTarget.removeEventListener("wake", run);
      await running;
    },
  };
}
