/**
 * The optional language model, against a local server that speaks the chat-completions
 * protocol: its reply is used only when it is plain text stating no figure the facts do not;
 * a timeout, an error or a malformed reply gives the built-in answer.
 */
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { plans } from "#app/content/plans.ts";
import { parseEnv } from "#app/services/env.server.ts";
import { formatPrice } from "#app/lib/format.ts";
import { chatAnswers } from "#app/content/chat-answers.ts";
import { planAnswer } from "./answer.server.ts";
import {
  getModelConfig,
  phraseAnswer,
  refuseReply,
  type ModelConfig,
} from "./model.server.ts";
import type { ChatMessage } from "./schema.ts";

interface Recorded {
  path: string;
  authorization?: string;
  body: {
    model: string;
    messages: { role: string; content: string }[];
  };
}

/** How the server answers the next request. */
type Behaviour = (response: ServerResponse) => void;

const completion = (content: string) =>
  JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_736_000_000,
    model: "test-model",
    choices: [
      {
        index: 0,
        finish_reason: "stop",
        message: { role: "assistant", content },
      },
    ],
  });

const replyWith =
  (content: string): Behaviour =>
  (response) => {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(completion(content));
  };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

describe("the chat model", () => {
  let server: Server;
  let config: ModelConfig;
  let behaviour: Behaviour;
  let requests: Recorded[];
  let arrivals = 0;
  const logger = { warn: vi.fn() };

  beforeAll(async () => {
    server = createServer((request, response) => {
      // Counted on arrival: a client that gives up early must still show its one request.
      arrivals++;
      void readBody(request).then((body) => {
        requests.push({
          path: request.url ?? "",
          authorization: request.headers.authorization,
          body: JSON.parse(body) as Recorded["body"],
        });
        behaviour(response);
      });
    });
    await new Promise<void>((resolve) =>
      server.listen(0, "127.0.0.1", resolve),
    );
    const { port } = server.address() as AddressInfo;
    config = {
      baseURL: `http://127.0.0.1:${port}/v1`,
      apiKey: "test-key",
      model: "test-model",
      timeoutMs: 2000,
    };
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    requests = [];
    arrivals = 0;
    logger.warn.mockClear();
  });

  const starter = plans.find((plan) => plan.id === "starter")!;
  const question = "How much is the Starter plan?";
  const conversation: ChatMessage[] = [
    {
      role: "assistant",
      content: "Hi! How can I help?",
      timestamp: "2025-01-06T14:00:00Z",
    },
  ];
  const planned = () => planAnswer(question, conversation);

  /** The warning's reason, and proof that the visitor's text was not logged. */
  function warnedReason(): string {
    expect(logger.warn).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(logger.warn.mock.calls);
    expect(logged).not.toContain(question);
    return (logger.warn.mock.calls[0]![0] as { reason: string }).reason;
  }

  it("uses the model's reply, asked with the facts, the conversation and the question", async () => {
    const reply = `The Starter plan costs ${formatPrice(starter.monthlyPrice)} a month and includes ${starter.features[0].toLowerCase()}.`;
    behaviour = replyWith(reply);
    const builtIn = await planned();
    const answer = await phraseAnswer(
      builtIn,
      question,
      conversation,
      config,
      logger,
    );
    expect(answer).toEqual({ ...builtIn.answer, response: reply });
    expect(logger.warn).not.toHaveBeenCalled();

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.authorization).toBe("Bearer test-key");
    expect(request!.body.model).toBe("test-model");
    const [system, ...rest] = request!.body.messages;
    expect(system!.role).toBe("system");
    for (const fact of builtIn.facts)
      expect(system!.content).toContain(fact.text);
    expect(system!.content).toMatch(/only these facts/i);
    expect(rest).toEqual([
      { role: "assistant", content: "Hi! How can I help?" },
      { role: "user", content: question },
    ]);
  });

  it("keeps the built-in opening and closing sentences around the reply", async () => {
    behaviour = replyWith("Our team can quote an online store for you.");
    const builtIn = await planAnswer("I want a quote for an online store");
    const answer = await phraseAnswer(
      builtIn,
      "I want a quote for an online store",
      [],
      config,
      logger,
    );
    expect(answer.response).toBe(
      `Our team can quote an online store for you.\n\n${builtIn.outro}`,
    );
    expect(answer.offerHandoff).toBe("lead");
  });

  it("refuses a reply that names a price the catalogue does not have", async () => {
    behaviour = replyWith("The Starter plan is just $199 a month this week!");
    const builtIn = await planned();
    const answer = await phraseAnswer(
      builtIn,
      question,
      conversation,
      config,
      logger,
    );
    expect(answer).toEqual(builtIn.answer);
    expect(warnedReason()).toBe("reply states a price the facts do not");
  });

  it("refuses a reply with a figure or markup the facts do not have", async () => {
    const builtIn = await planned();
    expect(refuseReply("Get 90% off the Starter plan today.", builtIn)).toBe(
      "reply states a figure the facts do not",
    );
    expect(refuseReply("**Starter** is our plan.", builtIn)).toBe(
      "reply is not plain text",
    );
    expect(refuseReply("See <a href='/pricing'>pricing</a>.", builtIn)).toBe(
      "reply is not plain text",
    );
    expect(refuseReply("x".repeat(5000), builtIn)).toBe("reply too long");
    expect(refuseReply("", builtIn)).toBe("empty reply");
    // Every plan price is in the catalogue, whatever the facts found.
    expect(
      refuseReply(
        `Plans run from ${formatPrice(plans[0]!.monthlyPrice)} to ${formatPrice(plans.at(-1)!.monthlyPrice)} a month.`,
        { facts: [] },
      ),
    ).toBeUndefined();
  });

  it("falls back on a timeout, without retrying", async () => {
    behaviour = (response) => {
      setTimeout(() => {
        if (!response.destroyed) replyWith("Too late.")(response);
      }, 5000);
    };
    const builtIn = await planned();
    const started = Date.now();
    const answer = await phraseAnswer(
      builtIn,
      question,
      conversation,
      { ...config, timeoutMs: 500 },
      logger,
    );
    expect(Date.now() - started).toBeLessThan(4000);
    expect(answer).toEqual(builtIn.answer);
    expect(warnedReason()).toBe("timeout");
    // No second try follows the first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(arrivals).toBe(1);
  });

  it.each([
    [
      "text that is not JSON",
      (response: ServerResponse) => {
        response.writeHead(200, { "Content-Type": "text/plain" });
        response.end("garbage");
      },
      "malformed reply",
    ],
    [
      "JSON without choices",
      (response: ServerResponse) => {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ id: "x", object: "chat.completion" }));
      },
      "malformed reply",
    ],
    [
      "a choice without text",
      (response: ServerResponse) => {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(
          JSON.stringify({ choices: [{ message: { content: null } }] }),
        );
      },
      "malformed reply",
    ],
    [
      "broken JSON",
      (response: ServerResponse) => {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end("{not json");
      },
      "request failed",
    ],
    ["an empty reply", replyWith("   "), "empty reply"],
  ])("falls back on %s", async (_name, serve, reason) => {
    behaviour = serve;
    const builtIn = await planned();
    const answer = await phraseAnswer(
      builtIn,
      question,
      conversation,
      config,
      logger,
    );
    expect(answer).toEqual(builtIn.answer);
    expect(warnedReason()).toBe(reason);
  });

  it("falls back on an HTTP 500, without retrying", async () => {
    behaviour = (response) => {
      response.writeHead(500, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: { message: "overloaded" } }));
    };
    const builtIn = await planned();
    const answer = await phraseAnswer(
      builtIn,
      question,
      conversation,
      config,
      logger,
    );
    expect(answer).toEqual(builtIn.answer);
    expect(warnedReason()).toBe("request failed");
    expect(logger.warn.mock.calls[0]![0]).toMatchObject({ status: 500 });
    expect(arrivals).toBe(1);
  });

  it("is not asked about a question the facts do not cover, so its yes never shows", async () => {
    behaviour = replyWith("Yes! We repair leaking pipes and water heaters.");
    const question = "Do you repair leaking pipes and water heaters?";
    const builtIn = await planAnswer(question);
    expect(builtIn.facts).toEqual([]);
    expect(builtIn.answer.response).toBe(chatAnswers.noAnswer);
    const answer = await phraseAnswer(builtIn, question, [], config, logger);
    expect(answer).toEqual(builtIn.answer);
    expect(arrivals).toBe(0);
  });

  it("refuses a yes that no fact says, for a question the facts do cover", async () => {
    behaviour = replyWith("Yes, and we also fix plumbing for our clients.");
    const question = "Do you build mobile apps?";
    const builtIn = await planAnswer(question);
    expect(builtIn.facts.length).toBeGreaterThan(0);
    expect(builtIn.facts.some((fact) => /^yes\b/i.test(fact.text))).toBe(false);
    const answer = await phraseAnswer(builtIn, question, [], config, logger);
    expect(answer).toEqual(builtIn.answer);
    expect(warnedReason()).toBe("reply says yes where no fact does");
  });

  it("is not asked when there are no facts to phrase", async () => {
    behaviour = replyWith("We fix pipes too!");
    const builtIn = await planAnswer("do you do plumbing?");
    const answer = await phraseAnswer(
      builtIn,
      "do you do plumbing?",
      [],
      config,
      logger,
    );
    expect(answer).toEqual(builtIn.answer);
    expect(arrivals).toBe(0);
  });
});

describe("the model's configuration", () => {
  it("is off unless all three settings are given", () => {
    // The tests' environment configures no model.
    expect(getModelConfig()).toBeUndefined();
    const env = parseEnv({
      CHAT_LLM_BASE_URL: "https://llm.example.com/v1",
      CHAT_LLM_API_KEY: "key",
      CHAT_LLM_MODEL: "model",
    });
    expect(env).toMatchObject({
      CHAT_LLM_BASE_URL: "https://llm.example.com/v1",
      CHAT_LLM_API_KEY: "key",
      CHAT_LLM_MODEL: "model",
    });
    expect(() =>
      parseEnv({ CHAT_LLM_BASE_URL: "ftp://llm.example.com" }),
    ).toThrow(/CHAT_LLM_BASE_URL/);
  });
});
