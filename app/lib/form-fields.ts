/**
 * Building blocks shared by the site's form schemas (`app/features/<form>/schema.ts`): the same
 * zod schema validates in the browser and again on the server (architecture.md, convention 3).
 */
import { z } from "zod";
import {
  attributionKeys,
  type Attribution,
  type AttributionKey,
} from "#app/lib/attribution.ts";

// Zod compiles object parsers with `new Function` when it can, and probes for that once; the
// site's Content-Security-Policy refuses it, and the browser reports the refusal as an issue on
// every form page. Every schema of the site is built after this module has run (they import it).
z.config({ jitless: true });

export const EMAIL_MESSAGE = "Please enter a valid email address";

/** Longest accepted text of a one-line field and of a message, in characters. */
export const MAX_LINE_LENGTH = 200;
const MAX_TEXT_LENGTH = 5000;

const tooLong = (max: number) => `Please keep this under ${max} characters`;

export const UNSUPPORTED_CHARACTERS_MESSAGE =
  "Please remove unsupported characters";

/**
 * NUL and lone UTF-16 surrogates (half of an emoji, a broken paste): PostgreSQL stores neither
 * (NUL fails the insert; a lone surrogate fails in JSON or is silently replaced), and no keyboard
 * types them. The other control characters (escape, bell, backspace) have no place in a form
 * either: in the team's e-mail or an export they garble what is shown. A field holding one is
 * refused with UNSUPPORTED_CHARACTERS_MESSAGE, the same on every form, rather than cleaned behind
 * the visitor's back. In Unicode mode a well-formed pair is one code point outside `\p{Cs}`, so
 * emoji pass. Tabs and line breaks are text: kept in a message, and in a one-line field (a paste
 * from a spreadsheet) each run of them becomes one space.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSUPPORTED_CHARACTER = /[\p{Cs}\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r\u2028\u2029]+/g;

/** A letter, mark, digit or emoji part: what a zero-width joiner or non-joiner may join. */
const JOINABLE = String.raw`[\p{L}\p{M}\p{N}\p{Extended_Pictographic}\p{Emoji_Modifier}]`;
/**
 * Invisible format characters (Unicode category Cf): bidi controls (after an RTL override,
 * "gnp.exe" reads "exe.png"), zero-width spaces, word joiners, byte-order marks, soft hyphens. In a
 * one-line field (a name, a company, the subject of the team's e-mail) nobody sees them and they
 * make text read as something else, so they are removed. A zero-width joiner or non-joiner
 * between two letters or emoji is kept: Persian and Indic names and emoji sequences need it.
 */
const INVISIBLE_FORMAT = new RegExp(
  String.raw`(?!(?<=${JOINABLE})[\u200C\u200D](?=${JOINABLE}))\p{Cf}`,
  "gu",
);

/**
 * Text as one line: each run of tabs and line breaks becomes one space, invisible format
 * characters go (see INVISIBLE_FORMAT), and the ends are trimmed. For one-line fields, and for the
 * e-mail headers made from them.
 */
export const oneLineText = (value: string): string =>
  value.replace(LINE_BREAKS_AND_TABS, " ").replace(INVISIBLE_FORMAT, "").trim();

/** Whether `value` holds a character that cannot be stored (see UNSUPPORTED_CHARACTER). */
const hasUnsupportedCharacters = (value: string): boolean =>
  UNSUPPORTED_CHARACTER.test(value);

/**
 * A trimmed string without unsupported characters (refused before any rule chained after it):
 * the base of every visible text field, the lead's website included. A one-line string is made
 * one line by `oneLineText`.
 */
export const storableString = (
  params?: { error: string },
  { multiline = false }: { multiline?: boolean } = {},
) => {
  const trimmed = z.string(params).trim();
  return (multiline ? trimmed : trimmed.overwrite(oneLineText)).refine(
    (value) => !hasUnsupportedCharacters(value),
    UNSUPPORTED_CHARACTERS_MESSAGE,
  );
};

/** A trimmed one-line text of `min` (with `message`) to MAX_LINE_LENGTH characters. */
export const lineField = (min: number, message: string) =>
  storableString({ error: message })
    .min(min, message)
    .max(MAX_LINE_LENGTH, tooLong(MAX_LINE_LENGTH));

/** A trimmed multi-line text of `min` (with `message`) to MAX_TEXT_LENGTH characters. */
export const textField = (min: number, message: string) =>
  storableString({ error: message }, { multiline: true })
    .min(min, message)
    .max(MAX_TEXT_LENGTH, tooLong(MAX_TEXT_LENGTH));

/** An optional one-line text: missing, empty or blank all mean "not given". */
export const optionalLineField = () =>
  storableString().max(MAX_LINE_LENGTH, tooLong(MAX_LINE_LENGTH)).optional();

/** An optional multi-line text. */
export const optionalTextField = () =>
  storableString(undefined, { multiline: true })
    .max(MAX_TEXT_LENGTH, tooLong(MAX_TEXT_LENGTH))
    .optional();

/**
 * An e-mail address, trimmed and lower-cased (the database stores addresses lower-cased). NUL
 * and lone surrogates never make a valid address: they get EMAIL_MESSAGE like any other typo.
 */
export const emailField = () =>
  z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .max(254, EMAIL_MESSAGE)
    .pipe(z.email({ error: EMAIL_MESSAGE }));

/**
 * The honeypot field (`HONEYPOT_FIELD` in form-names.ts): hidden from people, filled by bots. It
 * is never stored, so any text is taken: refusing odd characters here would tell a bot why.
 */
export const honeypotField = () => z.string().max(MAX_LINE_LENGTH).optional();

/** Longest kept landing page or referrer, and UTM value (longer ones are dropped, not cut). */
const MAX_ATTRIBUTION_URL_LENGTH = 500;
const MAX_UTM_LENGTH = 200;

/**
 * An absolute `http:` or `https:` address with a host, without white space or control
 * characters. Written out, like the lead's website rule, so that no engine's URL parser decides.
 */
const WEB_URL = /^https?:\/\/[^/?#\\@\s\p{Cc}]+(?:[/?#][^\s\p{Cc}]*)?$/iu;
/**
 * A path of the site itself, as `attributionOf` records the landing page ("/pricing?utm_source=x").
 * "//host" and "/\host" would name another host, so the path may not start with them.
 */
const SITE_PATH = /^\/(?![/\\])[^\s\p{Cc}]*$/u;

const attributionRules = {
  landingPage: (value) => SITE_PATH.test(value) || WEB_URL.test(value),
  referrer: (value) => WEB_URL.test(value),
} satisfies Partial<Record<AttributionKey, (value: string) => boolean>>;

/**
 * One attribution value, or undefined: a value that is not a string, is blank or over-long, holds
 * a control character, NUL or lone surrogate, or (landing page, referrer) is not an http(s)
 * address is dropped, never refused: the visitor cannot see or correct it, and a lead must not
 * be lost over attribution.
 */
function attributionValue(key: AttributionKey, value: unknown) {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  const max = key.startsWith("utm")
    ? MAX_UTM_LENGTH
    : MAX_ATTRIBUTION_URL_LENGTH;
  if (text === "" || text.length > max) return undefined;
  if (/[\p{Cc}\p{Cs}]/u.test(text)) return undefined;
  const rule: ((value: string) => boolean) | undefined =
    attributionRules[key as keyof typeof attributionRules];
  return rule && !rule(text) ? undefined : text;
}

/**
 * First-touch attribution as the browser sends it (`attribution.ts`), cleaned: bad values are
 * dropped one by one (see `attributionValue`), unknown keys ignored, and anything but a record
 * taken as no attribution at all. It never fails a submission.
 */
export const AttributionSchema = z
  .unknown()
  .transform((input): Attribution | undefined => {
    if (typeof input !== "object" || input === null || Array.isArray(input))
      return undefined;
    const attribution: Attribution = {};
    for (const key of attributionKeys) {
      const value = attributionValue(
        key,
        (input as Record<string, unknown>)[key],
      );
      if (value !== undefined) attribution[key] = value;
    }
    return attribution;
  })
  .optional();
