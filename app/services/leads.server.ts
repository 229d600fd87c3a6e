/** Stores a lead (audit request or resource request) together with its team notification. */
import {
  attributionLabels,
  labelledFields,
} from "#app/services/notification-fields.server.ts";
import type { Database } from "#app/services/db/client.server.ts";
import { leads, type NewLead } from "#app/services/db/schema.server.ts";
import {
  asStored,
  storeWithNotification,
} from "#app/services/submission-store.server.ts";
import type { StoreContext } from "#app/services/submission.server.ts";

const leadLabels = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  website: "Website",
  businessType: "Business type",
  currentMarketing: "Current marketing",
  goals: "Marketing goals",
  source: "Source",
  ...attributionLabels,
};

export async function storeLeadRow(
  db: Database,
  row: NewLead,
  { itemId, spam, webhook, now, charge, idempotency }: StoreContext,
  {
    labels = leadLabels,
    ...notification
  }: {
    kind: string;
    subject: string;
    /** The notification's fields and their labels; every lead field by default. */
    labels?: Record<string, string>;
  },
): Promise<void> {
  const stored = asStored(leads, {
    ...row,
    id: itemId,
    isSpam: spam,
    createdAt: now,
  });
  const { isSpam: _spam, ...data } = stored;
  await storeWithNotification(
    db,
    leads,
    stored,
    spam
      ? undefined
      : {
          ...notification,
          id: stored.id,
          replyTo: { name: stored.name, email: stored.email },
          fields: labelledFields(labels, data),
          data,
          submittedAt: now.toISOString(),
        },
    { webhook, charge, idempotency },
  );
}
