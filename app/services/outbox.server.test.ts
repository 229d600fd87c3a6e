/**
 * The outbox delivers the team's notifications and account owners' links: to a real SMTP server
 * started here, to a webhook receiver started here, through failures, hangs and retries, into the log without SMTP in
 * development, and nowhere (pending) without SMTP in production.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { site } from "#app/content/site.ts";
import { leadsEndpoint } from "#app/features/lead/lead.server.ts";
import { outbox } from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import {
  createAccountEmailDelivery,
  createEmailDelivery,
  DEFAULT_SMTP_REPLY_TIMEOUT_MS,
  emailDeliveryTimeoutMs,
  createWebhookDelivery,
  emailText,
} from "#app/services/notify.server.ts";
import {
  backoffMs,
  outboxTimings,
  retrySpanMs,
  defaultOutboxOptions,
  enqueueAccountEmail,
  processOutbox,
  pruneOutbox,
  startOutboxWorker,
  wakeOutbox,
  type OutboxOptions,
} from "#app/services/outbox.server.ts";
import { startSmtpServer } from "#app/services/smtp-test-server.server.ts";
import { handleSubmission } from "#app/services/submission.server.ts";

const TEAM_INBOX = "team@dmvaiagents.example";
/** Retries without waiting: the tests move time by making rows due. */
const fast: OutboxOptions = {
  ...defaultOutboxOptions,
  baseBackoffMs: 1,
  maxBackoffMs: 1,
  maxAttempts: 4,
};

const silentLogger = () => ({
  info: vi.fn(),
  warn: vi.fn(),
  error: vi.fn(),
});

const lead = {
  name: "Dana Whitfield",
  email: "dana@capitolbakery.example",
  phone: "(202) 555-0187",
  company: "Capitol Bakery",
  website: "",
  businessType: "Restaurant/Food Service",
  goals: "More weekday catering orders\nfrom offices downtown",
  source: "Free Audit Page",
  attribution: { utmSource: "newsletter" },
};

describe.each(testDatabases())("outbox delivery on %s", (kind) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await smtp.close();
  });

  const submit = async (
    body: Record<string, unknown> = lead,
    webhook = false,
  ) => {
    const response = await handleSubmission(
      new Request("http://localhost/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
      "203.0.113.9",
      leadsEndpoint,
      {
        db: database.db,
        rateLimit: { max: 1000, windowSeconds: 60 },
        webhook,
        allowedOrigins: [site.url],
      },
    );
    expect(response.status).toBe(201);
  };

  const emailDelivery = (url: string | undefined, logger = silentLogger()) =>
    createEmailDelivery(
      {
        smtpUrl: url,
        to: TEAM_INBOX,
        from: { name: site.name, address: site.email },
      },
      logger,
    );

  /** Makes every pending row due now, as if its backoff had passed. */
  const makeDue = () =>
    database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.status, "pending"));

  it("e-mails the team from the site's address with the visitor in Reply-To and every field", async () => {
    await submit();
    const logger = silentLogger();
    expect(
      await processOutbox(
        database.db,
        { email: emailDelivery(smtp.url) },
        logger,
        fast,
      ),
    ).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe(site.email);
    expect(mail!.to).toEqual([TEAM_INBOX]);
    const [head = "", body = ""] = mail!.raw.split("\r\n\r\n");
    const headers = head.replace(/\r\n[ \t]+/g, " ");
    expect(headers).toContain(`From: ${site.name} <${site.email}>`);
    expect(headers).toContain(
      "Reply-To: Dana Whitfield <dana@capitolbakery.example>",
    );
    expect(headers).toContain(
      "Subject: New free audit request: Capitol Bakery (Dana Whitfield)",
    );
    for (const line of [
      "Name: Dana Whitfield",
      "Email: dana@capitolbakery.example",
      "Phone: (202) 555-0187",
      "Company: Capitol Bakery",
      "Website: (not given)",
      "Business type: Restaurant/Food Service",
      "Marketing goals:",
      "  More weekday catering orders",
      "  from offices downtown",
      "Source: Free Audit Page",
      "UTM source: newsletter",
    ])
      expect(body.split("\r\n")).toContain(line);

    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    // Sent rows are not sent again.
    expect(
      await processOutbox(
        database.db,
        { email: emailDelivery(smtp.url) },
        logger,
        fast,
      ),
    ).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it("keeps the submission when the SMTP server is down and delivers once it is back", async () => {
    const port = smtp.port;
    await smtp.close();
    await submit();
    const logger = silentLogger();
    const delivery = { email: emailDelivery(`smtp://127.0.0.1:${port}`) };

    await processOutbox(database.db, delivery, logger, fast);
    const [failed] = await database.db.select().from(outbox);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ outboxId: failed!.id, attempts: 1 }),
      "notification failed; will retry",
    );

    smtp = await startSmtpServer({ port });
    await makeDue();
    await processOutbox(database.db, delivery, logger, fast);
    expect(smtp.received).toHaveLength(1);
    const [sent] = await database.db.select().from(outbox);
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("keeps trying for at least a day before it gives up", () => {
    expect(retrySpanMs(defaultOutboxOptions)).toBeGreaterThanOrEqual(
      24 * 3_600_000,
    );
    // And not needlessly longer: an hour's wait at most past the day.
    expect(retrySpanMs(defaultOutboxOptions)).toBeLessThan(25 * 3_600_000);
  });

  it("leases a claimed row for longer than the longest e-mail delivery", () => {
    const longest = emailDeliveryTimeoutMs(DEFAULT_SMTP_REPLY_TIMEOUT_MS);
    // Connecting, then the greeting and the reply to the whole message at their longest.
    expect(longest).toBeGreaterThan(2 * DEFAULT_SMTP_REPLY_TIMEOUT_MS);
    expect(outboxTimings(longest)).toEqual({
      deliveryTimeoutMs: longest,
      leaseMs: expect.any(Number),
    });
    expect(outboxTimings(longest).leaseMs).toBeGreaterThan(longest);
  });

  it("waits longer after each failure, up to a ceiling", () => {
    const options = {
      ...defaultOutboxOptions,
      baseBackoffMs: 30_000,
      maxBackoffMs: 3_600_000,
    };
    expect([1, 2, 3, 4].map((n) => backoffMs(n, options))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(backoffMs(20, options)).toBe(3_600_000);
  });

  it("posts the submission to the webhook once, after two failures", async () => {
    let calls = 0;
    const bodies: unknown[] = [];
    const receiver = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        calls++;
        if (calls <= 2) {
          res.writeHead(500).end("busy");
          return;
        }
        bodies.push({
          contentType: req.headers["content-type"],
          json: JSON.parse(body) as unknown,
        });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) =>
      receiver.listen(0, "127.0.0.1", resolve),
    );
    try {
      const { port } = receiver.address() as AddressInfo;
      await submit(lead, true);
      const delivery = {
        email: emailDelivery(smtp.url),
        webhook: createWebhookDelivery(`http://127.0.0.1:${port}/crm`),
      };
      const logger = silentLogger();
      for (let round = 0; round < 3; round++) {
        await processOutbox(database.db, delivery, logger, fast);
        await makeDue();
      }
      expect(calls).toBe(3);
      expect(bodies).toEqual([
        {
          contentType: "application/json",
          json: expect.objectContaining({
            type: "lead",
            id: expect.any(String),
            data: expect.objectContaining({
              name: "Dana Whitfield",
              email: "dana@capitolbakery.example",
              company: "Capitol Bakery",
              businessType: "Restaurant/Food Service",
              source: "Free Audit Page",
              utmSource: "newsletter",
            }),
          }),
        },
      ]);
      const rows = await database.db.select().from(outbox);
      expect(
        rows.map((row) => [row.channel, row.status, row.attempts]).sort(),
      ).toEqual([
        ["email", "sent", 1],
        ["webhook", "sent", 3],
      ]);
      // The e-mail went out once, not again with each webhook retry.
      expect(smtp.received).toHaveLength(1);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it("gives up loudly after the last try and keeps the submission", async () => {
    await submit();
    const logger = silentLogger();
    const failing = {
      email: () => Promise.reject(new Error("mailbox unavailable")),
    };
    for (let round = 0; round < fast.maxAttempts + 2; round++) {
      await processOutbox(database.db, failing, logger, fast);
      await makeDue();
    }
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({
      status: "failed",
      attempts: fast.maxAttempts,
      lastError: "mailbox unavailable",
    });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ outboxId: row!.id, kind: "lead" }),
      expect.stringContaining("notification failed for good"),
    );
  });

  it("writes the notification to the log when SMTP_URL is not set", async () => {
    await submit();
    const logger = silentLogger();
    await processOutbox(
      database.db,
      { email: emailDelivery(undefined, logger) },
      logger,
      fast,
    );
    expect(logger.warn).toHaveBeenCalledWith(
      {
        notification: expect.objectContaining({
          subject: "New free audit request: Capitol Bakery (Dana Whitfield)",
          fields: expect.arrayContaining([
            { label: "Email", value: "dana@capitolbakery.example" },
          ]),
        }),
      },
      "SMTP_URL is not set: notification logged instead of e-mailed",
    );
    const [row] = await database.db.select().from(outbox);
    expect(row!.status).toBe("sent");
  });

  it("waits for a slow mail server's reply as long as configured, and sends the e-mail once", async () => {
    // A server that queues the message before it replies; the configured wait is longer.
    const slow = await startSmtpServer({ acceptDelayMs: 1_500 });
    try {
      await submit();
      const email = createEmailDelivery(
        {
          smtpUrl: slow.url,
          replyTimeoutMs: 4_000,
          to: TEAM_INBOX,
          from: { name: site.name, address: site.email },
        },
        silentLogger(),
      );
      for (let round = 0; round < 3; round++) {
        await processOutbox(database.db, { email }, silentLogger(), fast);
        await makeDue();
      }
      expect(slow.received).toHaveLength(1);
      const [row] = await database.db.select().from(outbox);
      expect(row).toMatchObject({
        status: "sent",
        attempts: 1,
        unconfirmedMessageId: null,
      });
    } finally {
      await slow.close();
    }
  });

  it("records a try that sent the whole e-mail without a reply, and sends it again with the same Message-ID", async () => {
    const slow = await startSmtpServer({ acceptDelayMs: 2_000 });
    try {
      await submit();
      const settings = {
        to: TEAM_INBOX,
        from: { name: site.name, address: site.email },
      };
      const logger = silentLogger();
      await processOutbox(
        database.db,
        {
          email: createEmailDelivery(
            { ...settings, smtpUrl: slow.url, replyTimeoutMs: 500 },
            logger,
          ),
        },
        logger,
        fast,
      );
      const [unconfirmed] = await database.db.select().from(outbox);
      expect(unconfirmed).toMatchObject({ status: "pending", attempts: 1 });
      expect(unconfirmed!.unconfirmedMessageId).toMatch(/^<.+@.+>$/);
      expect(unconfirmed!.lastError).toContain("may have been accepted");

      await makeDue();
      await processOutbox(
        database.db,
        {
          email: createEmailDelivery(
            { ...settings, smtpUrl: smtp.url },
            logger,
          ),
        },
        logger,
        fast,
      );
      const [sent] = await database.db.select().from(outbox);
      expect(sent).toMatchObject({ status: "sent", attempts: 2 });
      // The slow server kept the first copy: both carry one Message-ID, so the inbox's side can
      // tell the second for what it is.
      await expect.poll(() => slow.received.length, { timeout: 5_000 }).toBe(1);
      const messageId = (raw: string) =>
        /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim();
      expect(messageId(slow.received[0]!.raw)).toBe(
        unconfirmed!.unconfirmedMessageId,
      );
      expect(messageId(smtp.received[0]!.raw)).toBe(
        unconfirmed!.unconfirmedMessageId,
      );
    } finally {
      await slow.close();
    }
  });

  it("leaves e-mails pending and untried in production without SMTP_URL", async () => {
    await submit();
    const logger = silentLogger();
    const email = createEmailDelivery(
      { to: TEAM_INBOX, from: { name: site.name, address: site.email } },
      logger,
      { production: true },
    );
    expect(email).toBeUndefined();
    expect(await processOutbox(database.db, { email }, logger, fast)).toBe(0);
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: "pending", attempts: 0, sentAt: null });
    // Nothing about the visitor reaches the log.
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.info).not.toHaveBeenCalled();

    // Once a transport is configured, the waiting e-mail goes out.
    await processOutbox(
      database.db,
      { email: emailDelivery(smtp.url) },
      logger,
      fast,
    );
    expect(smtp.received).toHaveLength(1);
  });

  describe("e-mails to account owners", () => {
    const link = `${site.url}/reset-password?token=a-live-token`;
    const queue = () =>
      enqueueAccountEmail(database.db, "password-reset", {
        to: "owner@example.com",
        subject: "Reset your password",
        text: `Hi Amara,\n\n${link}\n`,
      });
    const accountDelivery = (url: string | undefined, production = false) =>
      createAccountEmailDelivery(
        { smtpUrl: url, from: { name: site.name, address: site.email } },
        silentLogger(),
        { production },
      );

    it("sends the owner their link from the site's address, and keeps no copy of it", async () => {
      await queue();
      expect(
        await processOutbox(
          database.db,
          { account: accountDelivery(smtp.url) },
          silentLogger(),
          fast,
        ),
      ).toBe(1);
      const [mail] = smtp.received;
      expect(mail).toMatchObject({
        from: site.email,
        to: ["owner@example.com"],
        subject: "Reset your password",
      });
      expect(mail!.raw).toContain(link);
      const [row] = await database.db.select().from(outbox);
      expect(row).toMatchObject({
        status: "sent",
        channel: "account",
        payload: { to: "owner@example.com", subject: "Reset your password" },
      });
      expect(JSON.stringify(row!.payload)).not.toContain("a-live-token");
    });

    it("drops the link from a row it gives up on too", async () => {
      await queue();
      const failing = async () => {
        throw new Error("mailbox unavailable");
      };
      for (let attempt = 0; attempt < fast.maxAttempts; attempt++) {
        await processOutbox(
          database.db,
          { account: failing },
          silentLogger(),
          fast,
        );
        await makeDue();
      }
      const [row] = await database.db.select().from(outbox);
      expect(row!.status).toBe("failed");
      expect(JSON.stringify(row!.payload)).not.toContain("a-live-token");
    });

    it("sends a calendar invite with the e-mail, and nothing before its time", async () => {
      const invite =
        "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:call-1@example.com\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
      await enqueueAccountEmail(
        database.db,
        "booking-reminder",
        { to: "visitor@example.com", subject: "Later", text: "Soon." },
        { notBefore: new Date(Date.now() + 3_600_000) },
      );
      await enqueueAccountEmail(database.db, "booking-confirmation", {
        to: "visitor@example.com",
        subject: "Your call is booked",
        text: "See you then.",
        calendar: { method: "REQUEST", content: invite },
      });
      const delivery = { account: accountDelivery(smtp.url) };
      expect(
        await processOutbox(database.db, delivery, silentLogger(), fast),
      ).toBe(1);
      const [mail] = smtp.received;
      expect(mail!.subject).toBe("Your call is booked");
      expect(mail!.raw).toMatch(
        /text\/calendar; charset=utf-8; method=REQUEST/i,
      );
      expect(mail!.raw).toContain("invite.ics");
      const rows = await database.db.select().from(outbox);
      const sent = rows.find((row) => row.status === "sent");
      expect(JSON.stringify(sent!.payload)).not.toContain("VCALENDAR");
      expect(rows.find((row) => row.status === "pending")?.kind).toBe(
        "booking-reminder",
      );
    });

    it("leaves them pending in production without SMTP_URL, and sends them once it is set", async () => {
      await queue();
      const account = accountDelivery(undefined, true);
      expect(account).toBeUndefined();
      expect(
        await processOutbox(database.db, { account }, silentLogger(), fast),
      ).toBe(0);
      const [row] = await database.db.select().from(outbox);
      expect(row).toMatchObject({ status: "pending", attempts: 0 });
      await processOutbox(
        database.db,
        { account: accountDelivery(smtp.url) },
        silentLogger(),
        fast,
      );
      expect(smtp.received.map((mail) => mail.to)).toEqual([
        ["owner@example.com"],
      ]);
    });
  });

  it("fails a delivery that hangs after its deadline, without holding up the others", async () => {
    await submit();
    await submit({ ...lead, email: "second@capitolbakery.example" });
    const delivered: string[] = [];
    const email = async (notification: { replyTo: { email: string } }) => {
      // The first hangs for good (a server that never answers); the second goes through.
      if (notification.replyTo.email === lead.email)
        return new Promise<void>(() => {});
      delivered.push(notification.replyTo.email);
    };
    const logger = silentLogger();
    const started = Date.now();
    await processOutbox(database.db, { email }, logger, {
      ...fast,
      deliveryTimeoutMs: 300,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(delivered).toEqual(["second@capitolbakery.example"]);
    const rows = await database.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => row.status)).toEqual(["pending", "sent"]);
    expect(rows[0]!.lastError).toBe("delivery took longer than 300 ms");
  });

  it("renews the lease while a row is being sent, so a second worker cannot take it", async () => {
    await submit();
    let finish = () => {};
    const sending = new Promise<void>((resolve) => (finish = resolve));
    let sends = 0;
    const email = async () => {
      sends += 1;
      await sending;
    };
    const options = { ...fast, leaseMs: 300, deliveryTimeoutMs: 10_000 };
    const first = processOutbox(
      database.db,
      { email },
      silentLogger(),
      options,
    );
    // Three leases long: without renewal, the row would be due again for another instance.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(
      await processOutbox(database.db, { email }, silentLogger(), options),
    ).toBe(0);
    finish();
    expect(await first).toBe(1);
    expect(sends).toBe(1);
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("deletes done rows after the retention period and keeps pending ones", async () => {
    const day = 86_400_000;
    const now = new Date();
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
    const row = (status: "pending" | "sent" | "failed", daysAgo: number) => ({
      kind: "lead",
      payload: { status, daysAgo },
      status,
      createdAt: at(daysAgo),
    });
    await database.db
      .insert(outbox)
      .values([
        row("sent", 91),
        row("failed", 91),
        row("pending", 91),
        row("sent", 89),
      ]);
    expect(await pruneOutbox(database.db, now)).toBe(2);
    const kept = await database.db.select().from(outbox).orderBy(outbox.id);
    expect(kept.map((r) => r.payload)).toEqual([
      { status: "pending", daysAgo: 91 },
      { status: "sent", daysAgo: 89 },
    ]);
  });

  it("finds due rows through the index of pending rows, however many were sent", async () => {
    await database.db.execute(sql`
      insert into outbox (kind, payload, status, sent_at)
      select 'lead', '{}'::jsonb, 'sent', now() from generate_series(1, 20000)`);
    await submit();
    await database.db.execute(sql`analyze outbox`);
    const plan = await database.db.execute<Record<string, unknown>>(sql`
      explain select id from outbox
      where status = 'pending' and next_attempt_at <= now()
      order by id limit 10`);
    expect(JSON.stringify(plan.rows)).toContain("outbox_pending_due_idx");
  });

  it("runs as a worker that a submission wakes at once", async () => {
    const worker = startOutboxWorker(
      database.db,
      { email: emailDelivery(smtp.url) },
      silentLogger(),
      { ...fast, pollMs: 60_000 },
    );
    try {
      // The first poll finds nothing; the submission's wake-up delivers it without waiting.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await submit();
      wakeOutbox();
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), {
        timeout: 5_000,
      });
    } finally {
      await worker.stop();
    }
  });
});

describe("emailText", () => {
  it("puts one field per line and indents multi-line values", () => {
    expect(
      emailText({
        kind: "contact",
        id: "42",
        subject: "s",
        replyTo: { email: "a@b.example" },
        fields: [
          { label: "Name", value: "Ana" },
          { label: "Message", value: "Line one\nLine two" },
        ],
        data: {},
        submittedAt: "2026-11-22T10:00:00.000Z",
      }),
    ).toBe(
      [
        "Name: Ana",
        "Message:",
        "  Line one",
        "  Line two",
        "",
        "Submitted: 2026-11-22T10:00:00.000Z",
        "Reference: contact 42",
        "",
        `Open it in the team inbox: ${site.url}/team/items/42`,
        "",
        "Reply to this e-mail to answer the visitor directly.",
      ].join("\n"),
    );
  });

  it("links no item for a notification that is not in the team's inbox", () => {
    const text = emailText({
      kind: "account-deleted",
      id: "7",
      subject: "s",
      replyTo: { email: "a@b.example" },
      fields: [],
      data: {},
      submittedAt: "2026-11-22T10:00:00.000Z",
    });
    expect(text).not.toContain("/team/items/");
  });
});
