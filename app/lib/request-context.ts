import { createContext } from "react";
import { createContext as createRouterContext } from "react-router";

// The Express server and the React Router server bundle each load this module; the context key
// must be the same object in both, so it lives on globalThis.
const nonceKey = Symbol.for("site.cspNonceContext");
const shared = globalThis as {
  [nonceKey]?: ReturnType<typeof createRouterContext<string | undefined>>;
};

/** The per-request Content-Security-Policy nonce, set by the server for rendered pages. */
export const cspNonceContext = (shared[nonceKey] ??= createRouterContext<
  string | undefined
>(undefined));

const clientKey = Symbol.for("site.clientAddressContext");
const sharedClient = globalThis as {
  [clientKey]?: ReturnType<typeof createRouterContext<string | undefined>>;
};

/** The client's IP address as Express sees it (honouring TRUST_PROXY), for rate limiting. */
export const clientAddressContext = (sharedClient[clientKey] ??=
  createRouterContext<string | undefined>(undefined));

/**
 * The site's stylesheet, inlined into the head by the server so that it never blocks first
 * paint. Only the server renderer provides it; the browser keeps the server's copy.
 */
export const InlineStylesContext = createContext<string>("");
