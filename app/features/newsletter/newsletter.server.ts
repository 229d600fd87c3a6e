/**
 * Newsletter subscriptions (`POST /api/newsletter`): one row per address, whatever the number of
 * submissions; the team hears of an address once, when it first subscribes for real.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#app/services/db/client.server.ts";
import { newsletterSubscribers } from "#app/services/db/schema.server.ts";
import { recordAnswer } from "#app/services/idempotency.server.ts";
import { enqueueNotification } from "#app/services/outbox.server.ts";
import type {
  StoreContext,
  SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import { type NewsletterData, NewsletterSchema } from "./schema.ts";

async function storeNewsletterSubscriber(
  db: Database,
  subscriber: NewsletterData,
  { itemId, spam, webhook, now, idempotency }: StoreContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    // A new address is inserted; a real subscription clears an earlier honeypot row of the same
    // address (a bot may have used it). Any other repeat changes nothing and returns no row.
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({
        id: itemId,
        email: subscriber.email,
        source: subscriber.source || null,
        isSpam: spam,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: {
          isSpam: sql`${newsletterSubscribers.isSpam} and excluded.is_spam`,
        },
        setWhere: sql`${newsletterSubscribers.isSpam} and not excluded.is_spam`,
      })
      .returning({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        source: newsletterSubscribers.source,
        isSpam: newsletterSubscribers.isSpam,
      });
    // No row: the address was already subscribed for real, nothing changes.
    if (row && !row.isSpam)
      await enqueueNotification(
        tx,
        {
          kind: "newsletter",
          id: row.id,
          subject: `New newsletter subscriber: ${row.email}`,
          replyTo: { email: row.email },
          fields: [
            { label: "Email", value: row.email },
            { label: "Subscribed from", value: row.source ?? "(not given)" },
          ],
          data: { id: row.id, email: row.email, source: row.source },
          submittedAt: now.toISOString(),
        },
        { webhook },
      );
    await recordAnswer(tx, idempotency);
  });
}

/** The endpoint's definition, for its route's action. */
export const newsletterEndpoint = {
  name: "newsletter",
  schema: NewsletterSchema,
  store: storeNewsletterSubscriber,
  recordsGoal: true,
  successMessage: "You're subscribed.",
  successStatus: 200,
} satisfies SubmissionEndpoint<typeof NewsletterSchema>;
