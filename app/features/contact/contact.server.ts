/** Stores a contact message (`POST /api/contact`) with its team notification. */
import { contactMessages as contactNotices } from "#app/content/contact.ts";
import {
  attributionLabels,
  labelledFields,
} from "#app/services/notification-fields.server.ts";
import type { Database } from "#app/services/db/client.server.ts";
import { contactMessages } from "#app/services/db/schema.server.ts";
import {
  asStored,
  storeWithNotification,
} from "#app/services/submission-store.server.ts";
import type {
  StoreContext,
  SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import { type ContactData, ContactSchema } from "./schema.ts";

const labels = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  service: "Service of interest",
  message: "Message",
  ...attributionLabels,
};

async function storeContactMessage(
  db: Database,
  message: ContactData,
  { itemId, spam, webhook, now, charge, idempotency }: StoreContext,
): Promise<void> {
  const stored = asStored(contactMessages, {
    id: itemId,
    firstName: message.firstName,
    lastName: message.lastName,
    email: message.email,
    phone: message.phone || null,
    company: message.company || null,
    service: message.service || null,
    message: message.message,
    ...message.attribution,
    isSpam: spam,
    createdAt: now,
  });
  const { isSpam: _spam, ...data } = stored;
  const name = `${stored.firstName} ${stored.lastName}`;
  await storeWithNotification(
    db,
    contactMessages,
    stored,
    spam
      ? undefined
      : {
          kind: "contact",
          id: stored.id,
          subject: stored.service
            ? `Contact message about ${stored.service}: ${name}`
            : `Contact message: ${name}`,
          replyTo: { name, email: stored.email },
          fields: labelledFields(labels, data),
          data,
          submittedAt: now.toISOString(),
        },
    { webhook, charge, idempotency },
  );
}

/** The endpoint's definition, for its route's action. */
export const contactEndpoint = {
  name: "contact",
  schema: ContactSchema,
  store: storeContactMessage,
  recordsGoal: true,
  successMessage: contactNotices.success,
  chargesInStatement: true,
} satisfies SubmissionEndpoint<typeof ContactSchema>;
