/**
 * The chat assistant's side of the browser: the conversation kept for the tab (sessionStorage, so
 * that it survives navigations and reloads) and the call to `POST /api/chat`. The hand-off to a
 * person is `chat-handoff.ts`. No React here.
 */
import {
  chatConnectionFailure,
  chatGreeting,
  type ChatHandoffKind,
} from "#app/content/chat.ts";

export type ChatRole = "user" | "assistant";

/** A page of the site the assistant points to under its reply. */
export interface ChatLink {
  label: string;
  href: string;
}

/** Spec §3: a chat message; an assistant's reply may carry links to the site's pages. */
export interface ChatMessage {
  role: ChatRole;
  content: string;
  timestamp: string;
  links?: ChatLink[];
}

/** What the tab keeps: the messages and the hand-off the assistant offered, if any. */
export interface ChatState {
  messages: ChatMessage[];
  handoff: ChatHandoffKind | null;
}

export const CHAT_STORAGE_KEY = "chat.conversation";
/**
 * Set while the panel is open; the launcher (`components/layout/chat-launcher.tsx`) reads it on
 * the tab's next page load. The two spell it each: importing a value from one into the other
 * would split the launcher off the root chunk into a file of its own.
 */
export const CHAT_OPEN_KEY = "chat.open";
export const CHAT_ENDPOINT = "/api/chat";
/**
 * The server's limits (`MAX_CHAT_MESSAGE_LENGTH`, `MAX_CONVERSATION_MESSAGES` in `schema.ts`,
 * which is not imported here: it brings zod): a longer message is not sent, and a request
 * carries the latest messages only, so that a long conversation is still answered.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** The server's answer to a longer message (`CHAT_MESSAGE_TOO_LONG` in `schema.ts`). */
export const CHAT_MESSAGE_TOO_LONG = `Please keep your message under ${CHAT_MESSAGE_MAX_LENGTH} characters`;
export const CHAT_CONVERSATION_MAX_MESSAGES = 50;

const now = () => new Date().toISOString();

export const assistantMessage = (
  content: string,
  links?: ChatLink[],
): ChatMessage => ({
  role: "assistant",
  content,
  timestamp: now(),
  ...(links && links.length > 0 ? { links } : {}),
});

export const userMessage = (content: string): ChatMessage => ({
  role: "user",
  content,
  timestamp: now(),
});

/** A conversation that holds the greeting only. */
export const newChat = (): ChatState => ({
  messages: [assistantMessage(chatGreeting)],
  handoff: null,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

const isHandoffKind = (value: unknown): value is ChatHandoffKind =>
  value === "lead" || value === "support";

/** A path of this site ("/pricing", "/free-audit#form"); never another origin or a scheme. */
const isSitePath = (href: string) => /^\/(?![/\\])[^\s\\]*$/.test(href);

/** The links that point to the site's own pages; anything else is dropped. */
export function siteLinks(value: unknown): ChatLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((link) =>
    isRecord(link) &&
    typeof link.label === "string" &&
    link.label.trim() !== "" &&
    typeof link.href === "string" &&
    isSitePath(link.href)
      ? [{ label: link.label.trim(), href: link.href }]
      : [],
  );
}

function parseMessage(value: unknown): ChatMessage | undefined {
  if (
    !isRecord(value) ||
    (value.role !== "user" && value.role !== "assistant") ||
    typeof value.content !== "string" ||
    typeof value.timestamp !== "string"
  )
    return undefined;
  const links = siteLinks(value.links);
  return {
    role: value.role,
    content: value.content,
    timestamp: value.timestamp,
    ...(links.length > 0 ? { links } : {}),
  };
}

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The tab's store, or none where storage is blocked (some private modes throw on access). */
function tabStorage(): KeyValueStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The tab's conversation, or a new one when there is none or it cannot be read. */
export function loadChat(storage = tabStorage()): ChatState {
  try {
    const stored: unknown = JSON.parse(
      storage?.getItem(CHAT_STORAGE_KEY) ?? "null",
    );
    if (!isRecord(stored) || !Array.isArray(stored.messages)) return newChat();
    const messages = stored.messages.map(parseMessage);
    if (messages.length === 0 || messages.some((message) => !message))
      return newChat();
    return {
      messages: messages as ChatMessage[],
      handoff: isHandoffKind(stored.handoff) ? stored.handoff : null,
    };
  } catch {
    return newChat();
  }
}

export function saveChat(state: ChatState, storage = tabStorage()): void {
  try {
    storage?.setItem(CHAT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Full or blocked storage: the conversation still lives until the tab is reloaded.
  }
}

/** Whether the panel is open, for the launcher on the tab's next page load. */
export function rememberOpen(open: boolean, storage = tabStorage()): void {
  try {
    if (open) storage?.setItem(CHAT_OPEN_KEY, "1");
    else storage?.removeItem(CHAT_OPEN_KEY);
  } catch {
    // Blocked storage: the panel starts closed on the next page load.
  }
}

/** The latest messages as the API takes them: role, content and timestamp. */
export const toConversation = (messages: readonly ChatMessage[]) =>
  messages
    .slice(-CHAT_CONVERSATION_MAX_MESSAGES)
    .map(({ role, content, timestamp }) => ({
      role,
      content,
      timestamp,
    }));

/** What a question came back with: a message to append (and a hand-off to offer), or nothing. */
export type AssistantAnswer =
  { message: ChatMessage; offerHandoff?: ChatHandoffKind } | undefined;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Asks the assistant (`POST /api/chat`, spec §7). A reply with `success: true` is appended, a
 * rate-limit answer (429) included; `success: false` is ignored; any other failure, the network's
 * included, is logged and answered with the connection-failure message (spec §8).
 */
export async function askAssistant(
  message: string,
  earlier: readonly ChatMessage[],
): Promise<AssistantAnswer> {
  let response: Response;
  try {
    response = await fetch(CHAT_ENDPOINT, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message, conversation: toConversation(earlier) }),
    });
  } catch (error) {
    console.error("The assistant could not be reached:", error);
    return { message: assistantMessage(chatConnectionFailure) };
  }
  const body = await readJson(response);
  if (isRecord(body) && body.success === true) {
    if (typeof body.response === "string" && body.response.trim() !== "")
      return {
        message: assistantMessage(body.response, siteLinks(body.links)),
        ...(isHandoffKind(body.offerHandoff)
          ? { offerHandoff: body.offerHandoff }
          : {}),
      };
  } else if (isRecord(body) && body.success === false) return undefined;
  console.error(`The assistant answered ${response.status} without a reply.`);
  return { message: assistantMessage(chatConnectionFailure) };
}
