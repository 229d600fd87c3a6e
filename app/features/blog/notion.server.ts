/**
 * The Notion client of the blog sync (product.md D9). Notion allows about three requests a second
 * and answers 429 with a Retry-After (in seconds) beyond that, and its API is sometimes slow or
 * briefly down. Every request of a client made here therefore waits its turn in one pacer shared
 * by the whole sync, has a timeout of its own, and is retried a bounded number of times on 429
 * and 5xx, with exponential backoff or after the wait that Notion asked for.
 *
 * The SDK can retry by itself (twice by default: 429 and 529 on every method, 500 and 503 on GET
 * only). Its retries are turned off so that a failure is retried once, here: in the fetch that the
 * SDK calls, where every retry also waits its turn, where the data source query (a POST that only
 * reads) is retried on 5xx as well, and where a wait that Notion asked for slows down every
 * request, not just the one that was refused. The sync only reads, so any request may be repeated.
 */
import { Client, LogLevel } from "@notionhq/client";

type ClientOptions = NonNullable<ConstructorParameters<typeof Client>[0]>;
type NotionFetch = NonNullable<ClientOptions["fetch"]>;

export interface NotionClientOptions {
  token: string;
  /** Where the API is (`https://api.notion.com` unless given); tests point it at a local server. */
  baseUrl?: string;
  requestsPerSecond?: number;
  /** Retries after the first try of a request. */
  maxRetries?: number;
  /** Longest wait for one try, its response body included. */
  requestTimeoutMs?: number;
  /** Wait before the first retry when Notion names none; it doubles with each further one. */
  retryBaseDelayMs?: number;
  /** Longest wait before a retry; a Retry-After beyond it ends the request instead. */
  maxRetryDelayMs?: number;
}

export const notionClientDefaults = {
  requestsPerSecond: 3,
  maxRetries: 4,
  requestTimeoutMs: 30_000,
  retryBaseDelayMs: 1_000,
  maxRetryDelayMs: 60_000,
} satisfies Omit<NotionClientOptions, "token" | "baseUrl">;

const sleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Spaces requests at least `intervalMs` apart, in the order they ask. */
function createPacer(intervalMs: number) {
  let nextAt = 0;
  return {
    async turn() {
      const now = Date.now();
      const at = Math.max(now, nextAt);
      nextAt = at + intervalMs;
      if (at > now) await sleep(at - now);
    },
    /** Holds every request until `time`: Notion asked the integration to wait. */
    holdUntil(time: number) {
      nextAt = Math.max(nextAt, time);
    },
  };
}

const isRetryableStatus = (status: number) =>
  status === 429 || (status >= 500 && status <= 599);

/** Retry-After in seconds, as Notion sends it; undefined when absent or unreadable. */
function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get("retry-after")?.trim();
  return value && /^\d+$/.test(value) ? Number(value) * 1000 : undefined;
}

/** What went wrong when no answer came, said plainly ("fetch failed" says little). */
function describeFailure(error: unknown, timeoutMs: number): Error {
  if (!(error instanceof Error)) return new Error(String(error));
  if (error.name === "TimeoutError")
    return new Error(`Notion did not answer within ${timeoutMs} ms`, {
      cause: error,
    });
  const cause = error.cause as
    { code?: unknown; message?: unknown } | undefined;
  const reason = cause?.code ?? cause?.message;
  return reason
    ? new Error(`Notion could not be reached (${String(reason)})`, {
        cause: error,
      })
    : error;
}

function createNotionFetch(settings: typeof notionClientDefaults): NotionFetch {
  const pacer = createPacer(Math.ceil(1000 / settings.requestsPerSecond));
  const backoffMs = (retry: number) =>
    Math.min(
      settings.retryBaseDelayMs * 2 ** retry * (0.5 + Math.random() / 2),
      settings.maxRetryDelayMs,
    );

  return async (url, init) => {
    for (let retry = 0; ; retry++) {
      await pacer.turn();
      let response: Response;
      try {
        response = await fetch(url, {
          method: init?.method,
          headers: init?.headers,
          body: init?.body,
          // Covers the body too, which the SDK reads after this returns.
          signal: AbortSignal.timeout(settings.requestTimeoutMs),
        });
      } catch (error) {
        // No answer (refused, reset, timed out): as retryable as a 503.
        if (retry >= settings.maxRetries)
          throw describeFailure(error, settings.requestTimeoutMs);
        await sleep(backoffMs(retry));
        continue;
      }
      if (!isRetryableStatus(response.status) || retry >= settings.maxRetries)
        return response;
      const askedMs = retryAfterMs(response);
      // Retrying sooner than Notion asked would only be refused again: give up instead.
      if (askedMs !== undefined && askedMs > settings.maxRetryDelayMs)
        return response;
      await response.body?.cancel();
      if (askedMs !== undefined) pacer.holdUntil(Date.now() + askedMs);
      else await sleep(backoffMs(retry));
    }
  };
}

/** A Notion client for `token` whose requests are paced, bounded in time and retried. */
export function createNotionClient(options: NotionClientOptions): Client {
  const settings = {
    requestsPerSecond:
      options.requestsPerSecond ?? notionClientDefaults.requestsPerSecond,
    maxRetries: options.maxRetries ?? notionClientDefaults.maxRetries,
    requestTimeoutMs:
      options.requestTimeoutMs ?? notionClientDefaults.requestTimeoutMs,
    retryBaseDelayMs:
      options.retryBaseDelayMs ?? notionClientDefaults.retryBaseDelayMs,
    maxRetryDelayMs:
      options.maxRetryDelayMs ?? notionClientDefaults.maxRetryDelayMs,
  };
  const attempts = settings.maxRetries + 1;
  return new Client({
    auth: options.token,
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    fetch: createNotionFetch(settings),
    retry: false,
    // The SDK's own timer spans the whole fetch above, retries and waits included; each try has
    // its own timeout there.
    timeoutMs:
      attempts * settings.requestTimeoutMs +
      settings.maxRetries * settings.maxRetryDelayMs +
      5_000,
    // Failures reach the sync's report and log; the SDK would also print them to the console.
    logLevel: LogLevel.ERROR,
  });
}
