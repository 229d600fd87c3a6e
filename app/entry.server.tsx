import { Writable } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import type { HandleErrorFunction } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import styles from "./app.css?inline";
import stylesheetHref from "./app.css?url";
import {
  cspNonceContext,
  InlineStylesContext,
} from "#app/lib/request-context.ts";
import { keepPageCss } from "#app/lib/critical-css.server.ts";
import { startScriptsAfterPaint } from "#app/lib/scripts-after-paint.server.ts";
import { getLogger } from "#app/services/logger.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // An error page (a 503 while the database is unavailable) must not outlive the error in a cache.
  if (responseStatusCode >= 500)
    responseHeaders.set("Cache-Control", "no-store");
  // A form refused for its rate (429, posted without script) tells the browser when to try again,
  // as the JSON endpoint does: the framework passes an action's headers to the page only through
  // a route's `headers` export, which no route needs for anything else.
  for (const headers of Object.values(
    routerContext.staticHandlerContext.actionHeaders,
  )) {
    const retryAfter = headers.get("Retry-After");
    if (retryAfter) responseHeaders.set("Retry-After", retryAfter);
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }
  // Prerendering at build time has no server context and therefore no nonce: the server
  // allows those pages' inline scripts by hash instead.
  let nonce: string | undefined;
  try {
    nonce = loadContext.get(cspNonceContext);
  } catch {
    nonce = undefined;
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <InlineStylesContext value={import.meta.env.DEV ? "" : styles}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineStylesContext>,
      {
        nonce,
        // Every document is sent complete, with the sections that load on demand in the browser
        // (React.lazy) rendered in place rather than streamed out of order: visitors without
        // JavaScript, crawlers and prerendering see the whole page as it will look.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          // The whole document is collected (it is complete anyway, see above) so that its
          // scripts can be set to start after the first paint. The development server keeps
          // the framework's eager scripts, which its hot reloading relies on.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const html = Buffer.concat(chunks).toString("utf8");
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                finishDocument(html, nonce === undefined).then(
                  (document) =>
                    new Response(document, {
                      headers: responseHeaders,
                      status: responseStatusCode,
                    }),
                ),
              );
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            getLogger().error(
              { err: error, url: request.url },
              "render failed",
            );
        },
      },
    );
  });
}

/**
 * Production documents start their scripts after the first paint. A page prerendered at build
 * time also inlines only the CSS its markup uses, which takes a few tens of milliseconds to work
 * out: pages rendered per request keep the whole stylesheet inline instead of paying that on
 * every request (docs/decisions/0018-page-css-and-main-thread-work.md).
 */
async function finishDocument(
  html: string,
  prerendering: boolean,
): Promise<string> {
  if (import.meta.env.DEV) return html;
  if (!prerendering) return startScriptsAfterPaint(html);
  return keepPageCss(startScriptsAfterPaint(html, stylesheetHref));
}

/** Unexpected errors go to the log; an unknown address is an ordinary 404, not an error. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  getLogger().error(
    { err: error, method: request.method, url: request.url },
    "request failed",
  );
};
