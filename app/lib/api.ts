/**
 * The browser's client for the site's JSON API (spec §7, §8): every call carries the session
 * cookie and any non-OK status becomes an ApiError.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A non-OK HTTP response. `message` is "<status>: <body text or status text>". */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => "");
  throw new ApiError(response.status, response.statusText, body);
}

/**
 * A new idempotency key: one per intent (a form until it is sent successfully), so that the
 * server stores a submission once however often it arrives (decision 0020). Random values from
 * `getRandomValues`, which pages served over plain HTTP have too (`randomUUID` needs HTTPS).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join(
    "",
  );
}

/**
 * Sends a request; a JSON body and its content type go out only when `body` is given, the
 * `Idempotency-Key` header only with `idempotencyKey`.
 */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
  { idempotencyKey }: { idempotencyKey?: string } = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const headers: Record<string, string> = {};
  if (hasBody) headers["Content-Type"] = "application/json";
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: Object.keys(headers).length > 0 ? headers : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * The server's message when it could not tell whether a submission was stored (a 503 whose body
 * says `outcome: "unknown"`): it may have been received, and sending it again with the same key
 * stores nothing twice. Undefined for any other failure.
 */
export function uncertainOutcomeMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 503) return undefined;
  try {
    const body = JSON.parse(error.body) as {
      message?: unknown;
      outcome?: unknown;
    };
    return body.outcome === "unknown" && typeof body.message === "string"
      ? body.message
      : undefined;
  } catch {
    return undefined;
  }
}

export interface GetJsonOptions {
  /** "returnNull" turns a 401 into `null` (signed-out visitor); the default throws like any error. */
  on401?: "throw" | "returnNull";
}

/** GETs `path` and parses the JSON reply. */
export async function getJson<T>(
  path: string,
  options?: { on401?: "throw" },
): Promise<T>;
export async function getJson<T>(
  path: string,
  options: GetJsonOptions,
): Promise<T | null>;
export async function getJson<T>(
  path: string,
  { on401 = "throw" }: GetJsonOptions = {},
): Promise<T | null> {
  const response = await fetch(path, { method: "GET", credentials: "include" });
  if (on401 === "returnNull" && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
