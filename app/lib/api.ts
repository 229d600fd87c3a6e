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

/** Sends a request; a JSON body and its content type go out only when `body` is given. */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: hasBody ? { "Content-Type": "application/json" } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(response);
  return response;
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
