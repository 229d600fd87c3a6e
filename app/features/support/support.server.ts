/** Stores a support message (`POST /api/support`) with its team notification. */
import { supportMessages as supportNotices } from "#app/content/support.ts";
import { labelledFields } from "#app/services/notification-fields.server.ts";
import type { Database } from "#app/services/db/client.server.ts";
import { supportMessages } from "#app/services/db/schema.server.ts";
import {
  asStored,
  storeWithNotification,
} from "#app/services/submission-store.server.ts";
import type {
  StoreContext,
  SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import { type SupportData, SupportSchema } from "./schema.ts";

const labels = {
  name: "Name",
  email: "Email",
  priority: "Priority",
  subject: "Subject",
  message: "Message",
};

async function storeSupportMessage(
  db: Database,
  message: SupportData,
  { itemId, spam, webhook, now, charge, idempotency }: StoreContext,
): Promise<void> {
  const stored = asStored(supportMessages, {
    id: itemId,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    priority: message.priority,
    isSpam: spam,
    createdAt: now,
  });
  const { isSpam: _spam, ...data } = stored;
  await storeWithNotification(
    db,
    supportMessages,
    stored,
    spam
      ? undefined
      : {
          kind: "support",
          id: stored.id,
          subject: `Support (${stored.priority}): ${stored.subject}`,
          replyTo: { name: stored.name, email: stored.email },
          fields: labelledFields(labels, data),
          data,
          submittedAt: now.toISOString(),
        },
    { webhook, charge, idempotency },
  );
}

/** The endpoint's definition, for its route's action. */
export const supportEndpoint = {
  name: "support",
  schema: SupportSchema,
  store: storeSupportMessage,
  recordsGoal: true,
  successMessage: supportNotices.success,
  chargesInStatement: true,
} satisfies SubmissionEndpoint<typeof SupportSchema>;
