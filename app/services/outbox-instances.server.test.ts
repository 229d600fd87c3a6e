/**
 * Two instances on one PostgreSQL database: each with its own connection pool and its own outbox
 * worker, as two server processes behind a load balancer. 200 concurrent submissions, spread over
 * both, must each be stored once and e-mailed once. Runs when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { site } from "#app/content/site.ts";
import { leadsEndpoint } from "#app/features/lead/lead.server.ts";
import {
  createDatabase,
  type OpenDatabase,
} from "#app/services/db/client.server.ts";
import { leads, outbox } from "#app/services/db/schema.server.ts";
import { createEmptyPostgresDatabase } from "#app/services/db/test-database.server.ts";
import { createEmailDelivery } from "#app/services/notify.server.ts";
import {
  startOutboxWorker,
  type OutboxWorker,
} from "#app/services/outbox.server.ts";
import { startSmtpServer } from "#app/services/smtp-test-server.server.ts";
import { handleSubmission } from "#app/services/submission.server.ts";

const SUBMISSIONS = 200;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "two instances on PostgreSQL",
  () => {
    let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
    const instances: OpenDatabase[] = [];
    const workers: OutboxWorker[] = [];
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    const subjects = () => smtp.received.map((mail) => mail.subject);

    beforeAll(async () => {
      empty = await createEmptyPostgresDatabase();
      for (let i = 0; i < 2; i++)
        instances.push(createDatabase({ url: empty.url }));
      await Promise.all(instances.map((instance) => instance.migrate()));
      smtp = await startSmtpServer();
    }, 60_000);

    afterAll(async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
      await Promise.all(instances.map((instance) => instance.close()));
      await smtp?.close();
      await empty?.drop();
    });

    it("stores and notifies each of 200 concurrent leads exactly once", async () => {
      const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
      for (const instance of instances)
        workers.push(
          startOutboxWorker(
            instance.db,
            {
              email: createEmailDelivery(
                {
                  smtpUrl: smtp.url,
                  to: "team@dmvaiagents.example",
                  from: { name: site.name, address: site.email },
                },
                logger,
              ),
            },
            logger,
            { pollMs: 50 },
          ),
        );

      const responses = await Promise.all(
        Array.from({ length: SUBMISSIONS }, (_, i) =>
          handleSubmission(
            new Request("http://localhost/api/leads", {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({
                name: `Owner ${i}`,
                email: `owner${i}@business${i}.example`,
                phone: "(703) 555-0100",
                company: `Business ${i}`,
                businessType: "Retail Store",
                goals: "More customers from nearby neighborhoods",
              }),
            }),
            `198.51.100.${i % 250}`,
            leadsEndpoint,
            {
              db: instances[i % 2]!.db,
              rateLimit: { max: 1000, windowSeconds: 60 },
              webhook: false,
              allowedOrigins: [site.url],
            },
          ),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(
        Array(SUBMISSIONS).fill(201),
      );

      await vi.waitFor(() => expect(subjects()).toHaveLength(SUBMISSIONS), {
        timeout: 60_000,
        interval: 200,
      });
      // A little longer: a duplicate delivery would arrive now.
      await new Promise((resolve) => setTimeout(resolve, 500));

      const db = instances[0]!.db;
      const stored = await db.select().from(leads);
      expect(stored).toHaveLength(SUBMISSIONS);
      expect(new Set(stored.map((lead) => lead.company)).size).toBe(
        SUBMISSIONS,
      );
      expect(subjects()).toHaveLength(SUBMISSIONS);
      expect(new Set(subjects()).size).toBe(SUBMISSIONS);
      const rows = await db.select().from(outbox);
      expect(rows).toHaveLength(SUBMISSIONS);
      expect(rows.every((row) => row.status === "sent")).toBe(true);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      expect(logger.error).not.toHaveBeenCalled();
    }, 120_000);

    it("sends each notification once when the mail server is slower than the lease", async () => {
      // Each message is accepted 1.2 s after it arrives, four leases of 300 ms: without the
      // lease renewed during the send, the other instance would claim the row and send it again.
      const slow = await startSmtpServer({ acceptDelayMs: 1_200 });
      const slowSubjects = () => slow.received.map((mail) => mail.subject);
      const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
      const slowWorkers = instances.map((instance) =>
        startOutboxWorker(
          instance.db,
          {
            email: createEmailDelivery(
              {
                smtpUrl: slow.url,
                to: "team@dmvaiagents.example",
                from: { name: site.name, address: site.email },
              },
              logger,
            ),
          },
          logger,
          { pollMs: 50, leaseMs: 300 },
        ),
      );
      try {
        await Promise.all(workers.map((worker) => worker.stop()));
        workers.length = 0;
        const count = 6;
        for (let i = 0; i < count; i++) {
          const response = await handleSubmission(
            new Request("http://localhost/api/leads", {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({
                name: `Slow ${i}`,
                email: `slow${i}@business.example`,
                phone: "(703) 555-0100",
                company: `Slow Business ${i}`,
                businessType: "Retail Store",
                goals: "More customers from nearby neighborhoods",
              }),
            }),
            `203.0.113.${i}`,
            leadsEndpoint,
            {
              db: instances[i % 2]!.db,
              rateLimit: { max: 1000, windowSeconds: 60 },
              webhook: false,
              allowedOrigins: [site.url],
            },
          );
          expect(response.status).toBe(201);
        }
        await vi.waitFor(() => expect(slowSubjects()).toHaveLength(count), {
          timeout: 30_000,
          interval: 200,
        });
        // Two more leases: a second delivery would have started by now.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(new Set(slowSubjects()).size).toBe(count);
        expect(slowSubjects()).toHaveLength(count);
      } finally {
        await Promise.all(slowWorkers.map((worker) => worker.stop()));
        await slow.close();
      }
    }, 60_000);
  },
);
