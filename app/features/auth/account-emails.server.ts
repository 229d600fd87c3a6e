/**
 * The links e-mailed to an account's owner, queued in the outbox inside the caller's transaction:
 * the token is stored (hashed) and the e-mail queued together, or neither. Links point at the
 * site's canonical address (SITE_URL), or at the loopback address a copy on this machine was used
 * at, never at another Host, which a client can forge to have a link sent that leads elsewhere
 * (`accountLinkOrigin`).
 */
import { accountEmails } from "#app/content/account-links.ts";
import { issueAccountToken } from "#app/services/account-tokens.server.ts";
import type { Database } from "#app/services/db/client.server.ts";
import type { AccountTokenPurpose } from "#app/services/db/schema.server.ts";
import { enqueueAccountEmail } from "#app/services/outbox.server.ts";

type Executor = Pick<Database, "insert">;

interface Recipient {
  id: string;
  email: string;
  firstName: string;
}

/** Where each kind of link leads, and its e-mail. */
const links: Record<
  AccountTokenPurpose,
  {
    path: string;
    email: {
      subject: string;
      text: (firstName: string, link: string) => string;
    };
  }
> = {
  "email-verification": {
    path: "/verify-email",
    email: accountEmails.verification,
  },
  "password-reset": {
    path: "/reset-password",
    email: accountEmails.passwordReset,
  },
};

/**
 * Queues an e-mail to the account's owner with a new link of `purpose`: the one that confirms
 * the address (at signup, and again on request) or the one to choose a new password. The link
 * leads to `linkOrigin` (`accountLinkOrigin` of the request that asked for it).
 */
export async function queueAccountLink(
  tx: Executor,
  user: Recipient,
  purpose: AccountTokenPurpose,
  now: Date,
  linkOrigin: string,
): Promise<void> {
  const token = await issueAccountToken(tx, user.id, purpose, now);
  const { path, email } = links[purpose];
  await enqueueAccountEmail(tx, purpose, {
    to: user.email,
    subject: email.subject,
    text: email.text(
      user.firstName,
      `${linkOrigin}${path}?token=${encodeURIComponent(token)}`,
    ),
  });
}
