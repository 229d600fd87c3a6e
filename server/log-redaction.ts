/**
 * A request's URL as the access log keeps it: the token of an e-mailed account link
 * (`/reset-password?token=...`) opens the account, so the log never holds it.
 */
export function withoutSecrets(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, "$1[redacted]");
}
