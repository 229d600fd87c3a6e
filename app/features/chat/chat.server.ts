/**
 * `POST /api/chat` (spec §7, product.md D8): the visitor's question and the conversation so far,
 * answered from the site's facts, phrased by the language model when one is configured. It goes
 * through the same checks as the site's forms (`receiveJsonPost`): Origin, rate limit, content
 * type, size and schema. Nothing of the conversation is stored or logged.
 */
import { chatAnswers } from "#app/content/chat-answers.ts";
import type { ApiAnswer, ApiRequest } from "#app/services/api.server.ts";
import {
  receiveJsonPost,
  submissionDependencies,
  type SubmissionDependencies,
} from "#app/services/submission.server.ts";
import { planAnswer } from "./answer.server.ts";
import {
  getModelConfig,
  phraseAnswer,
  type ModelConfig,
} from "./model.server.ts";
import { ChatRequestSchema, type ChatRequestData } from "./schema.ts";

export interface ChatDependencies extends Pick<
  SubmissionDependencies,
  "db" | "rateLimit" | "allowedOrigins"
> {
  /** The language model, when one is configured. */
  model?: ModelConfig;
}

/**
 * A chat counts against its own limit, per minute (the 429 message asks the visitor to wait a
 * minute): as many messages a minute as the forms accept submissions a window.
 */
const CHAT_WINDOW_SECONDS = 60;

export function chatDependencies(): ChatDependencies {
  const { db, rateLimit, allowedOrigins } = submissionDependencies();
  return {
    db,
    allowedOrigins,
    rateLimit: { max: rateLimit.max, windowSeconds: CHAT_WINDOW_SECONDS },
    model: getModelConfig(),
  };
}

async function answerQuestion(
  { message, conversation }: ChatRequestData,
  model: ModelConfig | undefined,
): Promise<ApiAnswer> {
  const planned = await planAnswer(message, conversation);
  const reply = model
    ? await phraseAnswer(planned, message, conversation, model)
    : planned.answer;
  return { status: 200, body: { success: true, ...reply } };
}

/**
 * The pipeline's refusals as the chat gives them: 429 as a friendly assistant message (with its
 * Retry-After), 400 with `success: false` (which the widget leaves unanswered), 503 in the chat's
 * words. The others (403, 405, 413, 415) are the forms' own.
 */
function asChatAnswer(answer: ApiAnswer): ApiAnswer {
  switch (answer.status) {
    case 429:
      return {
        ...answer,
        body: { success: true, response: chatAnswers.rateLimited },
      };
    case 400:
      return {
        ...answer,
        body: { success: false, ...(answer.body as Record<string, unknown>) },
      };
    case 503:
      return { ...answer, body: { message: chatAnswers.unavailable } };
    default:
      return answer;
  }
}

export async function answerChat(
  request: ApiRequest,
  clientAddress: string | undefined,
  deps: ChatDependencies = chatDependencies(),
): Promise<ApiAnswer> {
  return asChatAnswer(
    await receiveJsonPost(
      request,
      clientAddress,
      { name: "chat", schema: ChatRequestSchema },
      deps,
      (data) => answerQuestion(data, deps.model),
    ),
  );
}
