import type { RequestHandler } from "express";

/** A host name or an IPv4 address, or an IPv6 address in brackets, with an optional port. */
const VALID_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Where a health check without a Host header is answered from. */
const HEALTH_PATH = "/api/health";

/**
 * The URL of every request is built from its Host header, so a request whose Host cannot be part
 * of a URL is refused with 400 instead of failing with 500. HTTP/1.1 requires the header (Node
 * refuses a request without it); HTTP/1.0 does not, and load balancers' health checks often send
 * none: the health check is answered for them, every other path is refused.
 */
export function requireValidHost(): RequestHandler {
  return (req, res, next) => {
    const host = req.headers.host;
    if (host === undefined && req.path === HEALTH_PATH) {
      req.headers.host = "localhost";
      return next();
    }
    if (host !== undefined && VALID_HOST.test(host)) return next();
    res
      .status(400)
      .type("text/plain")
      .send(
        host === undefined
          ? "Bad Request: a Host header is required"
          : "Bad Request: invalid Host header",
      );
  };
}
