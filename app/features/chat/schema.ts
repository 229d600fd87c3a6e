/**
 * The chat assistant's two requests (spec §7, product.md D8): a question (`POST /api/chat`) and
 * the in-chat contact form (`POST /api/chat/handoff`). The widget and the server parse the same
 * schemas.
 */
import { z } from "zod";
import {
  AttributionSchema,
  emailField,
  honeypotField,
  lineField,
  storableString,
} from "#app/lib/form-fields.ts";

/** Longest question, in characters (after trimming). */
export const MAX_CHAT_MESSAGE_LENGTH = 1000;
/** Most earlier messages sent with a question or a hand-off. */
export const MAX_CONVERSATION_MESSAGES = 50;
/** Longest earlier message, in characters. */
export const MAX_CONVERSATION_CONTENT_LENGTH = 4000;

export const CHAT_MESSAGE_REQUIRED = "Please type a message";
export const CHAT_MESSAGE_TOO_LONG = `Please keep your message under ${MAX_CHAT_MESSAGE_LENGTH} characters`;
export const CONVERSATION_INVALID = "The conversation could not be read";

export const chatRoles = ["user", "assistant"] as const;
export type ChatRole = (typeof chatRoles)[number];

/**
 * One earlier message (spec §3: role, content, timestamp). Its text may end up in a stored
 * hand-off, so it follows the forms' rule on unsupported characters.
 */
export const ChatMessageSchema = z.object({
  role: z.enum(chatRoles, { error: CONVERSATION_INVALID }),
  content: storableString(
    { error: CONVERSATION_INVALID },
    { multiline: true },
  ).max(MAX_CONVERSATION_CONTENT_LENGTH, CONVERSATION_INVALID),
  timestamp: storableString({ error: CONVERSATION_INVALID }).max(
    64,
    CONVERSATION_INVALID,
  ),
});

export type ChatMessage = z.output<typeof ChatMessageSchema>;

export const ConversationSchema = z
  .array(ChatMessageSchema, { error: CONVERSATION_INVALID })
  .max(MAX_CONVERSATION_MESSAGES, CONVERSATION_INVALID);

export const ChatRequestSchema = z.object({
  message: storableString({ error: CHAT_MESSAGE_REQUIRED }, { multiline: true })
    .min(1, CHAT_MESSAGE_REQUIRED)
    .max(MAX_CHAT_MESSAGE_LENGTH, CHAT_MESSAGE_TOO_LONG),
  conversation: ConversationSchema.default([]),
});

export type ChatRequest = z.input<typeof ChatRequestSchema>;
export type ChatRequestData = z.output<typeof ChatRequestSchema>;

export const handoffKinds = ["lead", "support"] as const;
export type HandoffKind = (typeof handoffKinds)[number];

/** A blank optional field is no value at all. */
const blankAsMissing = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * The conversation as the browser posts it in a form (one field of JSON, when the page's script
 * did not send it), or as the JSON body holds it.
 */
const conversationField = z.preprocess((value) => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, ConversationSchema);

/** The in-chat contact form: the lead form's rules and messages for the fields they share. */
export const ChatHandoffSchema = z.object({
  kind: z.enum(handoffKinds, { error: "Please choose how we can help" }),
  name: lineField(2, "Name must be at least 2 characters"),
  email: emailField(),
  phone: z.preprocess(
    blankAsMissing,
    lineField(10, "Please enter a valid phone number").optional(),
  ),
  conversation: conversationField,
  attribution: AttributionSchema,
  botcheck: honeypotField(),
});

export type ChatHandoffInput = z.input<typeof ChatHandoffSchema>;
export type ChatHandoffData = z.output<typeof ChatHandoffSchema>;
