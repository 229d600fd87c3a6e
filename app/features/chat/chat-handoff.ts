/**
 * The hand-off of the conversation to a person (`POST /api/chat/handoff`): the visitor's details,
 * the conversation and where the visitor first came from (a lead carries it), sent through the
 * site's API client like the other forms. Loaded with the in-chat form only.
 */
import type { ChatHandoffKind } from "#app/content/chat.ts";
import { ApiError, apiRequest, uncertainOutcomeMessage } from "#app/lib/api.ts";
import { readFirstTouch } from "#app/lib/attribution.ts";
import { serverFieldErrors } from "#app/lib/use-api-form.ts";
import {
  toConversation,
  type ChatMessage,
} from "#app/features/chat/chat-client.ts";

export const CHAT_HANDOFF_ENDPOINT = "/api/chat/handoff";

export interface HandoffDetails {
  name: string;
  email: string;
  phone: string;
  botcheck: string;
}

export type HandoffField = "name" | "email" | "phone";

export type HandoffResult =
  | { sent: true; message: string }
  | {
      sent: false;
      /** The server's word on each field it refused (400). */
      fieldErrors: Partial<Record<HandoffField, string>>;
      /**
       * The server's explanation of a refusal (400), or its word that the hand-off may have been
       * received (503), when it gave one.
       */
      message?: string;
    };

const handoffFields: readonly HandoffField[] = ["name", "email", "phone"];

/** The `message` of a JSON body, if it has one. */
function messageOf(body: unknown): string | undefined {
  return typeof body === "object" &&
    body !== null &&
    "message" in body &&
    typeof body.message === "string"
    ? body.message
    : undefined;
}

function refusal(error: ApiError): string | undefined {
  try {
    return messageOf(JSON.parse(error.body));
  } catch {
    return undefined;
  }
}

/**
 * Sends the hand-off under the form's idempotency key; what the server said, or why it did not
 * take it.
 */
export async function sendHandoff(
  kind: ChatHandoffKind,
  details: HandoffDetails,
  messages: readonly ChatMessage[],
  idempotencyKey?: string,
): Promise<HandoffResult> {
  const phone = details.phone.trim();
  try {
    const response = await apiRequest(
      "POST",
      CHAT_HANDOFF_ENDPOINT,
      {
        kind,
        name: details.name.trim(),
        email: details.email.trim(),
        ...(phone ? { phone } : {}),
        conversation: toConversation(messages),
        attribution: readFirstTouch(),
        botcheck: details.botcheck,
      },
      { idempotencyKey },
    );
    const message = messageOf(await response.json().catch(() => undefined));
    if (message) return { sent: true, message };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const errors = serverFieldErrors(error);
      const fieldErrors: Partial<Record<HandoffField, string>> = {};
      for (const field of handoffFields)
        if (errors[field]) fieldErrors[field] = errors[field];
      return { sent: false, fieldErrors, message: refusal(error) };
    }
    const uncertain = uncertainOutcomeMessage(error);
    if (uncertain) return { sent: false, fieldErrors: {}, message: uncertain };
    if (!(error instanceof ApiError))
      console.error("The hand-off could not be sent:", error);
  }
  return { sent: false, fieldErrors: {} };
}
