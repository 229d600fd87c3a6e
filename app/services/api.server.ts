/**
 * What a JSON endpoint sees of a request and what it answers, without a framework: the server
 * answers `/api/*` with these straight from Express (docs/decisions/0013), and the Fetch forms
 * (`fromFetchRequest`, `toResponse`) serve code and tests that speak Request and Response.
 */

export interface ApiRequest {
  method: string;
  /** The path and query string, as requested (`/api/blog/posts?cursor=...`). */
  url: string;
  /** A header's value (the name in lower case); undefined when the request has none. */
  header(name: string): string | undefined;
  /**
   * The body as it arrives, or undefined for none. Read with `next()` only: ending the iteration
   * early (`return()`) would close the connection before the answer could be sent.
   */
  body(): AsyncIterator<Uint8Array> | undefined;
}

export interface ApiAnswer {
  status: number;
  /** Sent as JSON; nothing is sent with a 304. */
  body: unknown;
  /** A list for a header sent more than once (`Set-Cookie`). */
  headers?: Record<string, string | string[]>;
}

/** A request of the Fetch API as an endpoint sees it. */
export function fromFetchRequest(request: Request): ApiRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    url: url.pathname + url.search,
    header: (name) => request.headers.get(name) ?? undefined,
    body: () => request.body?.values({ preventCancel: true }),
  };
}

/** An endpoint's answer as a Fetch `Response`. */
export function toResponse(answer: ApiAnswer): Response {
  const headers = Object.entries(answer.headers ?? {}).flatMap(
    ([name, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (one) => [name, one] as [string, string],
      ),
  );
  if (answer.status === 304)
    return new Response(null, { status: 304, headers });
  return Response.json(answer.body, {
    status: answer.status,
    headers,
  });
}
