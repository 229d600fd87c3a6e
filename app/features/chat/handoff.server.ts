/**
 * `POST /api/chat/handoff` (product.md D6, D8): the visitor asks the assistant for a person and
 * leaves a name and an e-mail address. Through the site's one submission pipeline, a "lead"
 * hand-off is stored as a lead and a "support" one as a support message, each with the
 * conversation's transcript and its team notification in one statement. The transcript is kept
 * with the submission (and the team's notification of it) only: nothing of a chat is logged.
 */
import { chatAnswers } from "#app/content/chat-answers.ts";
import type { Database } from "#app/services/db/client.server.ts";
import { supportMessages } from "#app/services/db/schema.server.ts";
import { storeLeadRow } from "#app/services/leads.server.ts";
import {
  attributionLabels,
  labelledFields,
} from "#app/services/notification-fields.server.ts";
import {
  asStored,
  storeWithNotification,
} from "#app/services/submission-store.server.ts";
import type {
  StoreContext,
  SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import {
  ChatHandoffSchema,
  type ChatHandoffData,
  type ChatMessage,
} from "./schema.ts";

/** The lead's source, so the team knows where it came from. */
export const CHAT_LEAD_SOURCE = "Chat assistant";
/** The support message's subject. */
export const CHAT_SUPPORT_SUBJECT = "Chat hand-off";

const speakers = { user: "Visitor", assistant: "Assistant" } as const;

/** The conversation as the team reads it: one paragraph per message, with who said it and when. */
export function transcriptOf(conversation: readonly ChatMessage[]): string {
  if (conversation.length === 0) return "(The conversation was empty.)";
  return conversation
    .map(
      (message) =>
        `${speakers[message.role]}${message.timestamp ? ` (${message.timestamp})` : ""}: ${message.content}`,
    )
    .join("\n\n");
}

const leadLabels = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  source: "Source",
  goals: "Conversation",
  ...attributionLabels,
};

const supportLabels = {
  name: "Name",
  email: "Email",
  priority: "Priority",
  subject: "Subject",
  message: "Conversation",
};

function storeLead(
  db: Database,
  handoff: ChatHandoffData,
  context: StoreContext,
): Promise<void> {
  return storeLeadRow(
    db,
    {
      name: handoff.name,
      email: handoff.email,
      phone: handoff.phone ?? null,
      goals: transcriptOf(handoff.conversation),
      source: CHAT_LEAD_SOURCE,
      ...handoff.attribution,
    },
    context,
    {
      kind: "lead",
      subject: `New lead from the chat assistant: ${handoff.name}`,
      labels: leadLabels,
    },
  );
}

async function storeSupportMessage(
  db: Database,
  handoff: ChatHandoffData,
  { itemId, spam, webhook, now, charge, idempotency }: StoreContext,
): Promise<void> {
  // A support message has no phone column: a number given goes first in the message.
  const transcript = transcriptOf(handoff.conversation);
  const stored = asStored(supportMessages, {
    id: itemId,
    name: handoff.name,
    email: handoff.email,
    subject: CHAT_SUPPORT_SUBJECT,
    message: handoff.phone
      ? `Phone: ${handoff.phone}\n\n${transcript}`
      : transcript,
    priority: "normal",
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
          subject: `Support (${stored.priority}): ${stored.subject} from ${stored.name}`,
          replyTo: { name: stored.name, email: stored.email },
          fields: labelledFields(supportLabels, data),
          data,
          submittedAt: now.toISOString(),
        },
    { webhook, charge, idempotency },
  );
}

async function storeHandoff(
  db: Database,
  handoff: ChatHandoffData,
  context: StoreContext,
): Promise<void> {
  if (handoff.kind === "lead") await storeLead(db, handoff, context);
  else await storeSupportMessage(db, handoff, context);
}

export const chatHandoffEndpoint = {
  name: "chat-handoff",
  schema: ChatHandoffSchema,
  store: storeHandoff,
  recordsGoal: true,
  // What happens next depends on who takes it over.
  successMessage: (handoff: ChatHandoffData) =>
    chatAnswers.handoffConfirmation[handoff.kind],
  chargesInStatement: true,
} satisfies SubmissionEndpoint<typeof ChatHandoffSchema>;
