/**
 * Whether a new password is too easy to guess (NIST SP 800-63B: checked against lists of common
 * and breached passwords, and against words the owner is known by), with zxcvbn and its common
 * and English dictionaries. They are large: they load on the first check, on the server only.
 */
import type { ZxcvbnFactory, ZxcvbnResult } from "@zxcvbn-ts/core";
import { weakPasswordMessages } from "#app/content/signup.ts";

/** zxcvbn's score from which a password is accepted: about 10^8 guesses or more. */
const MIN_SCORE = 3;
/**
 * Only the first characters are analysed: zxcvbn's time grows quickly with length, and a
 * password is at least as strong as its beginning, so a longer one is never judged weaker.
 */
const ANALYSED_LENGTH = 32;
/** Shorter words of the owner's would be found inside ordinary words. */
const MIN_OWN_WORD_LENGTH = 3;

let checker: Promise<ZxcvbnFactory> | undefined;

function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(
    ([core, common, english]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
        maxLength: ANALYSED_LENGTH,
      }),
  );
  return checker;
}

/** What a new password's owner is known by: the e-mail address and the name. */
export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
  company?: string | null;
}

/** The owner's words as zxcvbn's user inputs: the address, its name part and that part's pieces. */
function ownWords({ email, firstName, lastName, company }: PasswordOwner) {
  const localPart = email.split("@")[0] ?? "";
  const words = [
    email,
    localPart,
    ...localPart.split(/[^\p{L}\p{N}]+/u),
    firstName,
    lastName,
    company ?? "",
  ].map((word) => word.trim().toLowerCase());
  return [...new Set(words)].filter(
    (word) => word.length >= MIN_OWN_WORD_LENGTH,
  );
}

const isPattern = (pattern: string) =>
  pattern === "repeat" || pattern === "sequence" || pattern === "spatial";

/** Why zxcvbn's verdict refuses the password, in the visitor's words; undefined when it passes. */
function refusal({ score, sequence }: ZxcvbnResult): string | undefined {
  const dictionaries = sequence.map((match) =>
    match.pattern === "dictionary" ? match.dictionaryName : undefined,
  );
  if (dictionaries.includes("userInputs")) return weakPasswordMessages.personal;
  if (score >= MIN_SCORE) return undefined;
  if (dictionaries.some((name) => name?.startsWith("passwords")))
    return weakPasswordMessages.common;
  if (sequence.some((match) => isPattern(match.pattern)))
    return weakPasswordMessages.pattern;
  return weakPasswordMessages.guessable;
}

/**
 * The message that refuses `password` for `owner` (a common or breached password, a simple
 * pattern, one that holds the owner's address or name, or one otherwise easy to guess), or
 * undefined when it is strong enough.
 */
export async function passwordWeakness(
  password: string,
  owner: PasswordOwner,
): Promise<string | undefined> {
  const zxcvbn = await loadChecker();
  return refusal(zxcvbn.check(password, ownWords(owner)));
}
