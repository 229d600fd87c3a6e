import { expect } from "@playwright/test";
import { mailReaderUrl } from "./ports.ts";

interface Mail {
  from: string;
  to: string[];
  subject: string;
  raw: string;
}

/** The messages the site has sent to `address` so far (through the suite's mail server). */
async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(
    `${mailReaderUrl}/messages?to=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as Mail[];
}

/**
 * Waits for the `count`-th message with `subject` to reach `address` and returns the path of the
 * site's link in it (the e-mail links the address the suite's pages were used at; the tests open
 * the path).
 */
export async function linkInMail(
  address: string,
  subject: string,
  count = 1,
): Promise<string> {
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => {
        mails = (await mailsTo(address)).filter(
          (mail) => mail.subject === subject,
        );
        return mails.length;
      },
      { message: `e-mail "${subject}" to ${address}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  const link = /https?:\/\/\S+\?token=[\w-]+/.exec(mails[count - 1]!.raw)?.[0];
  if (!link) throw new Error(`no link in the e-mail "${subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Waits for a message with `subject` that mentions `text` to reach `address`, and returns it. */
export async function mailAbout(
  address: string,
  subject: string,
  text: string,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find(
          (mail) => mail.subject === subject && mail.raw.includes(text),
        );
        return Boolean(found);
      },
      { message: `e-mail "${subject}" to ${address}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** How many messages with `subject` have reached `address` so far. */
export async function countMails(
  address: string,
  subject: string,
): Promise<number> {
  return (await mailsTo(address)).filter((mail) => mail.subject === subject)
    .length;
}

/** How many distinct messages (by Message-ID) with `subject` have reached `address` so far. */
export async function countMessageIds(
  address: string,
  subject: string,
): Promise<number> {
  const ids = (await mailsTo(address))
    .filter((mail) => mail.subject === subject)
    .map((mail) => /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1] ?? mail.raw);
  return new Set(ids).size;
}
