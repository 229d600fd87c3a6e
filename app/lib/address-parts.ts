/**
 * What a page or an endpoint reads from its address (a path segment, a query parameter), checked
 * before anything uses it: malformed percent-encoding makes `decodeURIComponent` throw, and
 * PostgreSQL refuses text holding NUL. An address that fails names nothing the site has: it is
 * answered 400 or 404, never with an error of the site's own.
 */

/** Longest parameter value read; the site has no name or category longer. */
export const MAX_PARAMETER_LENGTH = 200;

/** A path segment or query part decoded, or undefined when its percent-encoding is malformed. */
export function decodeAddressPart(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * The address's query parameters, or undefined when a name or a value is malformed
 * percent-encoding ("%", "%E0%A4%A"), which URLSearchParams would silently turn into U+FFFD.
 */
export function queryParameters(url: string): URLSearchParams | undefined {
  const search = new URL(url, "http://localhost").search.slice(1);
  const parameters = new URLSearchParams();
  for (const pair of search.split("&")) {
    if (!pair) continue;
    const [name = "", value = ""] = pair.replace(/\+/g, " ").split(/=(.*)/s);
    const decodedName = decodeAddressPart(name);
    const decodedValue = decodeAddressPart(value);
    if (decodedName === undefined || decodedValue === undefined)
      return undefined;
    parameters.append(decodedName, decodedValue);
  }
  return parameters;
}

/**
 * Whether a value read from an address is plain text: no control character (NUL included), no
 * lone surrogate, at most `maxLength` characters.
 */
export function isPlainParameter(
  value: string,
  maxLength = MAX_PARAMETER_LENGTH,
): boolean {
  return (
    value.length <= maxLength && value.isWellFormed() && !/\p{Cc}/u.test(value)
  );
}
