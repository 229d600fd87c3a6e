/**
 * A request's URL as the access log keeps it: the token of an e-mailed link
 * (`/reset-password?token=...`, `/team/invite?token=...`) opens an account, so the log never holds
 * it; nor does it hold what the team searched for or the address it deletes in `/team` (a
 * visitor's name or e-mail address), including in a sign-in's `next=` back to such a page.
 */
export function withoutSecrets(url: string): string {
  let kept = url.replace(/([?&]token=)[^&#]*/gi, "$1[redacted]");
  if (/^\/team(\/|\?|#|$)/.test(kept))
    kept = kept.replace(/([?&](?:q|email)=)[^&#]*/gi, "$1[redacted]");
  return kept.replace(
    /([?&]next=)(%2Fteam[^&#]*)/gi,
    (match, name: string, next: string) =>
      /%3F/i.test(next) ? `${name}[redacted]` : match,
  );
}
