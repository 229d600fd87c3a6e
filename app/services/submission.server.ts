/**
 * The one way a public form's JSON submission is received (product.md D7): a foreign Origin gets
 * 403, every POST counts against a per-client, per-endpoint rate limit (429 with Retry-After), a
 * body that is not JSON gets 415, an oversized one 413, one that fails the form's own zod schema
 * 400 with `{ message, errors }`. A filled honeypot is answered as if accepted but stored as spam.
 * The submission is stored (with its notification, in one transaction) before the answer; if the
 * database fails the visitor gets 503 and a clear message, and nothing is half-stored. The same
 * checks serve JSON endpoints that store nothing, such as the chat assistant (`receiveJsonPost`).
 * The forms that store one row and its notification charge the rate limit in that same statement
 * (`chargesInStatement`), so that an accepted submission costs one round trip to the database.
 * A submission may carry an idempotency key (the `Idempotency-Key` header): the first stored
 * answer to a key is recorded with the submission, and a repeat gets it back (decision 0020).
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { z } from "zod";
import { site } from "#app/content/site.ts";
import { fieldErrors } from "#app/lib/field-errors.ts";
import { HONEYPOT_FIELD } from "#app/lib/form-names.ts";
import {
  fromFetchRequest,
  toResponse,
  type ApiAnswer,
  type ApiRequest,
} from "#app/services/api.server.ts";
import {
  databaseErrorCode,
  getDatabase,
  mayHaveCommitted,
  type Database,
} from "#app/services/db/client.server.ts";
import { getEnv } from "#app/services/env.server.ts";
import {
  findRecordedAnswer,
  IDEMPOTENCY_HEADER,
  KeyAlreadyAnswered,
  parseIdempotencyKey,
  type IdempotencyKey,
  type RecordedAnswer,
} from "#app/services/idempotency.server.ts";
import { afterAnswer } from "#app/services/after-answer.server.ts";
import { recordGoal } from "#app/services/goals.server.ts";
import { getLogger } from "#app/services/logger.server.ts";
import {
  accountLinkOrigin,
  foreignOriginMessage,
  originAllowed,
  siteOrigins,
} from "#app/services/origins.server.ts";
import { wakeOutbox } from "#app/services/outbox.server.ts";
import {
  hitRateLimit,
  RateLimitReached,
  refundRateLimit,
  secondsUntilReset,
  type RateLimit,
  type RateLimitCharge,
} from "#app/services/rate-limit.server.ts";

/** Largest accepted body: far above any honest form, far below anything harmful. */
export const MAX_BODY_BYTES = 32 * 1024;
/** How much of a too-large body of unknown length is read and dropped before answering 413. */
const MAX_DRAINED_BYTES = 4 * 1024 * 1024;

export const messages = {
  invalid: "Please correct the highlighted fields.",
  notJson: "Send the form as JSON (Content-Type: application/json).",
  notFormFields:
    "Send the form's fields (Content-Type: application/x-www-form-urlencoded).",
  malformed: "The request body is not valid JSON.",
  tooLarge: "The submission is too large.",
  foreignOrigin: foreignOriginMessage,
  rateLimited:
    "Too many submissions from your network. Please try again later.",
  unavailable: `We could not save your submission just now. Please try again in a few minutes or email us at ${site.email}.`,
  /** The database may have stored it after all (it stopped answering): a keyed retry is safe. */
  mayHaveReceived:
    "We may have received your submission, but could not confirm it just now. Sending it again is safe: it will not be stored twice.",
  /** The same, for a client that sent no key: a retry could store it twice. */
  mayHaveReceivedWithoutKey: `We may have received your submission, but could not confirm it just now. Please email us at ${site.email} rather than sending it again.`,
  invalidIdempotencyKey:
    "The Idempotency-Key header must be 16 to 128 letters, digits, '-' or '_'.",
  methodNotAllowed: "Use POST to submit this form.",
} as const;

export interface StoreContext {
  /**
   * The id the stored row takes. A row that becomes an item of the team's inbox keeps it there
   * (the triggers copy it), which is how its goal finds it (`recordGoal`).
   */
  itemId: string;
  /** The honeypot was filled: store as spam and notify nobody. */
  spam: boolean;
  /** Whether a webhook row should be queued beside the e-mail. */
  webhook: boolean;
  now: Date;
  /** The client's address, for limits of the endpoint's own (sign-in attempts per account). */
  clientAddress?: string;
  /**
   * For an endpoint that `chargesInStatement`: the rate-limit charge its store passes on to
   * `storeWithNotification`, which makes it in the submission's own statement.
   */
  charge?: RateLimitCharge;
  /** Where links e-mailed because of this submission lead (`accountLinkOrigin`). */
  linkOrigin: string;
  /**
   * The request's idempotency key: the store records it with the submission, in its statement
   * (`storeWithNotification`) or its transaction (`recordAnswer`).
   */
  idempotency?: IdempotencyKey;
}

/**
 * What a store may answer instead of the plain success: a refusal it found (409 for an e-mail
 * address already taken), or more for the success body and headers (a session cookie).
 */
export interface StoreOutcome {
  status?: number;
  body?: Record<string, unknown>;
  headers?: ApiAnswer["headers"];
}

export interface SubmissionEndpoint<Schema extends z.ZodType> {
  /** Names the endpoint in rate-limit keys and logs, e.g. "leads". */
  name: string;
  schema: Schema;
  /** Stores the submission (and its outbox rows, unless spam) in one transaction. */
  store: (
    db: Database,
    data: z.output<Schema>,
    context: StoreContext,
  ) => Promise<void | StoreOutcome>;
  /** The 2xx answer's message, or a function of the submission that gives it. */
  successMessage: string | ((data: z.output<Schema>) => string);
  /** 201 by default; 200 for idempotent endpoints such as the newsletter. */
  successStatus?: number;
  /**
   * The store passes `context.charge` to `storeWithNotification`, so that an accepted submission
   * is charged and stored in one statement (one round trip); the body is then checked before the
   * limit. Otherwise the limit is charged first, in a statement of its own.
   */
  chargesInStatement?: boolean;
  /** Every request is answered anew: the `Idempotency-Key` header is not read. */
  ignoresIdempotencyKey?: boolean;
  /**
   * What it stores is a goal of the site's analytics (a lead, an account, a booking): once
   * answered, the goal is recorded with the visit that brought it (docs/decisions/0026).
   */
  recordsGoal?: boolean;
}

export interface SubmissionDependencies {
  db: Database;
  rateLimit: RateLimit;
  webhook: boolean;
  /**
   * The origins whose pages may submit: the site's own (SITE_URL) and ALLOWED_ORIGINS. The
   * request's Host is not one of them, but for a copy reached at a loopback address
   * (`#app/services/origins.server.ts`).
   */
  allowedOrigins: readonly string[];
}

/** What the environment decides, read once: it is parsed once per process anyway. */
let configured: Omit<SubmissionDependencies, "db"> | undefined;

/** The dependencies the environment configures, for endpoints that share the pipeline. */
export function submissionDependencies(): SubmissionDependencies {
  if (!configured) {
    const env = getEnv();
    configured = {
      rateLimit: {
        max: env.RATE_LIMIT_MAX,
        windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      },
      webhook: Boolean(env.LEAD_WEBHOOK_URL),
      allowedOrigins: siteOrigins(),
    };
  }
  // The database is looked up each time: it is opened again after it was closed.
  return { db: getDatabase().db, ...configured };
}

// The server marks every /api/ answer `Cache-Control: no-store`.
const json = (
  status: number,
  body: unknown,
  headers?: ApiAnswer["headers"],
): ApiAnswer => ({ status, body, headers });

/**
 * An answer given before the body was read (or read to its end): the connection closes after
 * it, so that what the client is still sending is not read as its next request.
 */
const early = (
  status: number,
  body: unknown,
  headers?: Record<string, string>,
): ApiAnswer => json(status, body, { ...headers, Connection: "close" });

const utf8 = new TextDecoder();

/** Reads at most MAX_BODY_BYTES of the body; undefined when it is longer. */
export async function readLimitedText(
  request: ApiRequest,
): Promise<string | undefined> {
  const declared = Number(request.header("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) return undefined;
  const body = request.body();
  if (!body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await body.next();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      // Not cancelled: that destroys the socket before the 413 can be sent. A body of unknown
      // length is read to its end while that is cheap, so that the client, still sending, gets
      // the answer; past that the answer closes the connection on what is left.
      while (size <= MAX_DRAINED_BYTES) {
        const next = await body.next();
        if (next.done) break;
        size += next.value.byteLength;
      }
      return undefined;
    }
    chunks.push(value);
  }
  return utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
}

/** What the origin rule reads of a request. */
const apiRequestOrigin = (request: ApiRequest) => ({
  origin: request.header("origin"),
  host: request.header("host"),
});

/** The answer to anything but POST on a submission endpoint. */
export function methodNotAllowed(): ApiAnswer {
  return early(405, { message: messages.methodNotAllowed }, { Allow: "POST" });
}

/** `receiveSubmission` for a request of the Fetch API. */
export async function handleSubmission<Schema extends z.ZodType>(
  request: Request,
  clientAddress: string | undefined,
  endpoint: SubmissionEndpoint<Schema>,
  deps?: SubmissionDependencies,
): Promise<Response> {
  return toResponse(
    await receiveSubmission(
      fromFetchRequest(request),
      clientAddress,
      endpoint,
      deps,
    ),
  );
}

/**
 * A form's submission, through `receiveJsonPost`'s checks; for an endpoint that
 * `chargesInStatement`, in this order instead: the method, the Origin, the body (refused with one
 * unit charged, or 429 when the window is full; refused all the same when the charge fails), then
 * the charge and the rows in one statement (429 and nothing stored when the window is full;
 * nothing charged when the database fails).
 */
export async function receiveSubmission<Schema extends z.ZodType>(
  request: ApiRequest,
  clientAddress: string | undefined,
  endpoint: SubmissionEndpoint<Schema>,
  deps: SubmissionDependencies = submissionDependencies(),
  format: BodyFormat = "json",
): Promise<ApiAnswer> {
  const linkOrigin = accountLinkOrigin(apiRequestOrigin(request));
  const headerKey = endpoint.ignoresIdempotencyKey
    ? undefined
    : parseIdempotencyKey(request.header(IDEMPOTENCY_HEADER));
  /** The header's key; a form posted by the browser is keyed by what it sent (`formKey`). */
  const keyOf = (text: string) =>
    format === "form" && !endpoint.ignoresIdempotencyKey
      ? formKey(endpoint.name, clientAddress, text)
      : headerKey;
  if (!endpoint.chargesInStatement)
    return receiveJsonPost(
      request,
      clientAddress,
      endpoint,
      deps,
      (data, text) => {
        const idempotencyKey = keyOf(text);
        return idempotencyKey === "invalid"
          ? Promise.resolve(invalidIdempotencyKey())
          : storeSubmission(data, clientAddress, endpoint, deps, {
              linkOrigin,
              idempotencyKey,
              request,
            });
      },
      format,
    );
  const refused = refuseMethodOrOrigin(request, deps.allowedOrigins);
  if (refused) return refused;
  const key = rateLimitKey(endpoint, clientAddress);
  const read = await readBody(request, endpoint.schema, format);
  const idempotencyKey = "data" in read ? keyOf(read.text) : undefined;
  const parsed =
    idempotencyKey === "invalid" && !("answer" in read)
      ? { answer: invalidIdempotencyKey() }
      : read;
  if ("answer" in parsed) {
    // A refused body costs a single unit, or is answered 429 when the window is full. Should the
    // charge fail, the refusal still tells the visitor what to correct: nothing is stored anyway.
    try {
      const limit = await hitRateLimit(
        deps.db,
        key,
        deps.rateLimit,
        new Date(),
        1,
      );
      return limit.allowed ? parsed.answer : tooManyRequests(limit);
    } catch (error) {
      getLogger().warn(
        { endpoint: endpoint.name, code: databaseErrorCode(error) },
        "could not charge a refused submission: database unavailable",
      );
      return parsed.answer;
    }
  }
  return storeSubmission(parsed.data, clientAddress, endpoint, deps, {
    linkOrigin,
    charge: { key, limit: deps.rateLimit, now: new Date() },
    idempotencyKey: idempotencyKey === "invalid" ? undefined : idempotencyKey,
    request,
  });
}

const invalidIdempotencyKey = (): ApiAnswer =>
  json(400, { message: messages.invalidIdempotencyKey, errors: {} });

/** What `receiveJsonPost` needs to know of an endpoint. */
export interface JsonPostEndpoint<Schema extends z.ZodType> {
  /** Names the endpoint in rate-limit keys and logs, e.g. "leads". */
  name: string;
  schema: Schema;
}

/**
 * The checks every public JSON POST goes through, in this order: the method (405), the Origin
 * (403), the client's rate limit (429 with Retry-After; 503 when it cannot be checked), the
 * content type (415), the body's size (413), JSON (400) and the endpoint's schema (400 with
 * `{ message, errors }`). `accept` answers the parsed body. A refused request (any answer of 300
 * or more) is charged a single unit of the rate limit.
 */
export async function receiveJsonPost<Schema extends z.ZodType>(
  request: ApiRequest,
  clientAddress: string | undefined,
  endpoint: JsonPostEndpoint<Schema>,
  deps: Pick<SubmissionDependencies, "db" | "rateLimit" | "allowedOrigins">,
  accept: (data: z.output<Schema>, text: string) => Promise<ApiAnswer>,
  format: BodyFormat = "json",
): Promise<ApiAnswer> {
  const refused = refuseMethodOrOrigin(request, deps.allowedOrigins);
  if (refused) return refused;

  const limitKey = rateLimitKey(endpoint, clientAddress);
  let windowEnd: Date | undefined;
  try {
    const limit = await hitRateLimit(deps.db, limitKey, deps.rateLimit);
    if (!limit.allowed) return tooManyRequests(limit);
    windowEnd = limit.windowEnd;
  } catch (error) {
    return rateLimitUnavailable(endpoint, error);
  }

  const parsed = await readBody(request, endpoint.schema, format);
  const answer =
    "answer" in parsed ? parsed.answer : await accept(parsed.data, parsed.text);
  // The hit charged the request as accepted; a refused one costs a single unit, a repeat of an
  // idempotency key nothing. Bookkeeping only: a failure is logged, and the client is charged a
  // little more than it should be.
  const repeat = answer.headers?.[REPLAYED_HEADER] !== undefined;
  if ((answer.status >= 300 || repeat) && windowEnd)
    await refundRateLimit(deps.db, limitKey, windowEnd, {
      whole: repeat,
    }).catch(() =>
      getLogger().warn(
        { endpoint: endpoint.name },
        "could not refund a refused submission",
      ),
    );
  return answer;
}

/** 405 for another method than POST, 403 for a foreign Origin; nothing for the rest. */
export function refuseMethodOrOrigin(
  request: ApiRequest,
  allowedOrigins: readonly string[],
): ApiAnswer | undefined {
  if (request.method !== "POST") return methodNotAllowed();
  if (!originAllowed(apiRequestOrigin(request), allowedOrigins))
    return early(403, { message: messages.foreignOrigin });
  return undefined;
}

/** Each endpoint has its own limit per client address. */
const rateLimitKey = (
  endpoint: { name: string },
  clientAddress: string | undefined,
) => `${endpoint.name}:${clientAddress ?? "unknown"}`;

const tooManyRequests = ({
  retryAfterSeconds,
}: {
  retryAfterSeconds: number;
}): ApiAnswer =>
  early(
    429,
    { message: messages.rateLimited },
    { "Retry-After": String(retryAfterSeconds) },
  );

function rateLimitUnavailable(
  endpoint: { name: string },
  error: unknown,
): ApiAnswer {
  getLogger().error(
    { endpoint: endpoint.name, code: databaseErrorCode(error) },
    "rate limit check failed: database unavailable",
  );
  return early(503, { message: messages.unavailable });
}

/**
 * How a submission's body arrives: JSON from the API's clients (and the site's own scripts), or
 * the fields of a form the browser posted to a page's action (`form-action.server.ts`).
 */
export type BodyFormat = "json" | "form";

const CONTENT_TYPES: Record<BodyFormat, RegExp> = {
  json: /^application\/json\s*(;|$)/i,
  form: /^application\/x-www-form-urlencoded\s*(;|$)/i,
};

/**
 * A form's fields as the schema reads them. The visitor's attribution, which the site's scripts
 * send as an object, arrives as one field of JSON.
 */
export function formFields(text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.fromEntries(
    new URLSearchParams(text),
  );
  if (typeof fields.attribution === "string") {
    try {
      fields.attribution = JSON.parse(fields.attribution);
    } catch {
      delete fields.attribution;
    }
  }
  return fields;
}

/**
 * The idempotency key of a form posted without script: what it sent, from where, to which
 * endpoint. A second press of the button or a reload that posts again sends the same, so one
 * intent stores one row; no page can hold a key of its own, prerendered as most are. What was
 * sent includes passwords (signup, a new password), so the key is an HMAC under a secret the
 * database never holds: a copy of the database gives no way to test guesses at them.
 */
function formKey(
  endpointName: string,
  clientAddress: string | undefined,
  text: string,
): string {
  return createHmac("sha256", formKeySecret())
    .update(`${endpointName}\n${clientAddress ?? ""}\n${text}`)
    .digest("base64url");
}

let processSecret: string | undefined;

/**
 * SESSION_SECRET's first secret, shared by every instance, so that a repeat that reaches another
 * instance gets the same key; unset, a secret of this process's own.
 */
function formKeySecret(): string {
  return (
    getEnv().SESSION_SECRET[0] ??
    (processSecret ??= randomBytes(32).toString("base64url"))
  );
}

/** The body, parsed by `schema`, or the answer that refuses it. */
async function readBody<Schema extends z.ZodType>(
  request: ApiRequest,
  schema: Schema,
  format: BodyFormat,
): Promise<{ data: z.output<Schema>; text: string } | { answer: ApiAnswer }> {
  const contentType = request.header("content-type") ?? "";
  if (!CONTENT_TYPES[format].test(contentType))
    return {
      answer: early(415, {
        message: format === "json" ? messages.notJson : messages.notFormFields,
      }),
    };
  const text = await readLimitedText(request);
  if (text === undefined)
    return { answer: early(413, { message: messages.tooLarge }) };
  let body: unknown;
  try {
    body = format === "json" ? JSON.parse(text) : formFields(text);
  } catch {
    return {
      answer: json(400, { message: messages.malformed, errors: {} }),
    };
  }

  const parsed = schema.safeParse(body);
  if (!parsed.success)
    return {
      answer: json(400, {
        message: messages.invalid,
        errors: fieldErrors(parsed.error),
      }),
    };
  return { data: parsed.data, text };
}

/**
 * How long a submission whose outcome is unknown looks for its key's answer before telling the
 * visitor that it may have been received.
 */
const UNKNOWN_OUTCOME_LOOKUP_MS = 2_000;

/** Stores a valid submission and answers it (the rest of `receiveSubmission`). */
async function storeSubmission<Schema extends z.ZodType>(
  data: z.output<Schema>,
  clientAddress: string | undefined,
  endpoint: SubmissionEndpoint<Schema>,
  deps: SubmissionDependencies,
  {
    linkOrigin,
    charge,
    idempotencyKey,
    request,
  }: {
    linkOrigin: string;
    charge?: RateLimitCharge;
    idempotencyKey?: string;
    /** Its headers tell the visitor of the goal (`recordGoal`). */
    request: Pick<ApiRequest, "header">;
  },
): Promise<ApiAnswer> {
  const honeypot = (data as Record<string, unknown>)[HONEYPOT_FIELD];
  const spam = typeof honeypot === "string" && honeypot.trim() !== "";
  const now = charge?.now ?? new Date();
  const itemId = randomUUID();
  const idempotency: IdempotencyKey | undefined = idempotencyKey
    ? {
        endpoint: endpoint.name,
        key: idempotencyKey,
        now,
        answer: (outcome) => {
          const { status, body } = answerOf(endpoint, data, outcome);
          return { status, body: body as Record<string, unknown> };
        },
      }
    : undefined;
  let outcome: void | StoreOutcome;
  try {
    // A store that runs a transaction is spared its work (a password hash) for a repeat.
    const recorded =
      idempotency && !endpoint.chargesInStatement
        ? await findRecordedAnswer(deps.db, idempotency)
        : undefined;
    if (recorded) return replay(recorded);
    outcome = await endpoint.store(deps.db, data, {
      itemId,
      spam,
      webhook: deps.webhook,
      now,
      clientAddress,
      charge,
      linkOrigin,
      idempotency,
    });
  } catch (error) {
    if (error instanceof KeyAlreadyAnswered && idempotency) {
      // Answered by another request; or, in a statement that charges, the window was full.
      const recorded = await findRecordedAnswer(deps.db, idempotency).catch(
        () => undefined,
      );
      if (recorded) return replay(recorded);
      if (charge) return rateLimited(endpoint, deps, charge);
      return json(503, { message: messages.unavailable });
    }
    if (error instanceof RateLimitReached && charge)
      return rateLimited(endpoint, deps, charge);
    getLogger().error(
      {
        endpoint: endpoint.name,
        code: databaseErrorCode(error),
        mayHaveCommitted: mayHaveCommitted(error),
      },
      "submission could not be stored",
    );
    if (!mayHaveCommitted(error))
      return json(503, { message: messages.unavailable });
    // The database stopped answering: the submission may be stored. Its key tells, if the
    // database answers now; otherwise the visitor hears the truth, and that a retry is safe.
    if (idempotency) {
      const recorded = await lookupWithin(
        findRecordedAnswer(deps.db, idempotency),
        UNKNOWN_OUTCOME_LOOKUP_MS,
      );
      if (recorded) return replay(recorded);
    }
    return json(503, {
      message: idempotency
        ? messages.mayHaveReceived
        : messages.mayHaveReceivedWithoutKey,
      outcome: "unknown",
    });
  }
  const answer = answerOf(endpoint, data, outcome);
  if (answer.status >= 300) return answer;
  if (spam)
    getLogger().warn(
      { endpoint: endpoint.name },
      "honeypot submission stored as spam",
    );
  else {
    wakeOutbox();
    if (endpoint.recordsGoal)
      afterAnswer("record a goal", async () => {
        await recordGoal(deps.db, {
          itemId,
          at: now,
          visitor: { clientAddress, header: request.header },
        });
      });
  }
  return answer;
}

/** The answer to a stored submission, or to the refusal its store found. */
function answerOf<Schema extends z.ZodType>(
  endpoint: SubmissionEndpoint<Schema>,
  data: z.output<Schema>,
  outcome: void | StoreOutcome,
): ApiAnswer {
  const status = outcome?.status ?? endpoint.successStatus ?? 201;
  if (status >= 300) return json(status, outcome?.body ?? {}, outcome?.headers);
  const message =
    typeof endpoint.successMessage === "function"
      ? endpoint.successMessage(data)
      : endpoint.successMessage;
  return json(
    status,
    { success: true, message, ...outcome?.body },
    outcome?.headers,
  );
}

/** Marks the answer to a repeated idempotency key. */
const REPLAYED_HEADER = "Idempotent-Replayed";

/** A repeated key's answer: the first's status and body, without its headers. */
const replay = ({ status, body }: RecordedAnswer): ApiAnswer =>
  json(status, body, { [REPLAYED_HEADER]: "true" });

function rateLimited(
  endpoint: { name: string },
  deps: SubmissionDependencies,
  charge: RateLimitCharge,
): Promise<ApiAnswer> {
  return secondsUntilReset(deps.db, charge.key, charge.limit, charge.now)
    .then((retryAfterSeconds) => tooManyRequests({ retryAfterSeconds }))
    .catch((lookupError: unknown) =>
      rateLimitUnavailable(endpoint, lookupError),
    );
}

/** What `lookup` finds within `ms`; undefined when it fails or takes longer. */
async function lookupWithin<T>(
  lookup: Promise<T | undefined>,
  ms: number,
): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      lookup.catch(() => undefined),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
