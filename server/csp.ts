/**
 * Content-Security-Policy: no inline script runs without a per-request nonce (rendered pages) or
 * its hash (pages prerendered at build time, whose HTML cannot carry a fresh nonce). Inline
 * styles are allowed (docs/decisions/0008): the dialogs and selects write `<style>` elements
 * whose text depends on the browser, which no hash or static page's nonce can match.
 */
import { createHash, randomBytes } from "node:crypto";
import { AFTER_PAINT_MODULE_TYPE } from "#app/lib/scripts-after-paint.server.ts";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Hashes of the inline `<script>` elements of a page (executable ones only). */
export function inlineScriptHashes(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc=/i.test(attributes) || body === "") continue;
    // Data blocks such as JSON-LD never execute, so the policy does not apply to them. The
    // framework's module script waiting for the first paint runs later as a copy of itself.
    const type = /\btype=["']?([^"'\s>]+)/i
      .exec(attributes)?.[1]
      ?.toLowerCase();
    const executable =
      !type ||
      type === "module" ||
      type === AFTER_PAINT_MODULE_TYPE ||
      type.includes("javascript");
    if (!executable) continue;
    scripts.push(sha256(body));
  }
  return [...new Set(scripts)];
}

export interface CspSources {
  /** Nonce for rendered pages. */
  nonce?: string;
  scriptHashes?: readonly string[];
}

export function buildCsp({ nonce, scriptHashes = [] }: CspSources): string {
  const scriptSrc = [
    "'self'",
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...scriptHashes,
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    // No nonce or hash here: either would switch 'unsafe-inline' off.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join("; ");
}
