import { createContext } from "react";
import { createContext as createRouterContext } from "react-router";

/** The per-request Content-Security-Policy nonce, set by the server for rendered pages. */
export const cspNonceContext = createRouterContext<string | undefined>(
  undefined,
);

/**
 * The visitor's address as the server sees it (behind TRUST_PROXY, the forwarded one): the route
 * actions that receive forms charge their rate limit to it, as the JSON API does.
 */
export const clientAddressContext = createRouterContext<string | undefined>(
  undefined,
);

/**
 * The site's stylesheet, inlined into the head by the server so that it never blocks first
 * paint. Only the server renderer provides it; the browser keeps the server's copy.
 */
export const InlineStylesContext = createContext<string>("");
