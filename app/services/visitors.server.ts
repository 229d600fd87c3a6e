/**
 * Who a visitor is, for one day only (docs/decisions/0026): a keyed hash of the day's secret salt,
 * the client's address and its user agent. The salt is random, made by the day's first request
 * that needs it, shared by every instance through the database, and deleted once its day is over,
 * so yesterday's hashes can no longer be recomputed from an address. Nothing is stored in the
 * browser. Days are dates in the site's zone.
 */
import { createHmac, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { isbot } from "isbot";
import { site } from "#app/content/site.ts";
import type { Database } from "#app/services/db/client.server.ts";
import { analyticsSalts } from "#app/services/db/schema.server.ts";

/** The date of `at` in the site's zone, as YYYY-MM-DD. */
export function siteDay(at: Date): string {
  return (
    DateTime.fromJSDate(at, { zone: site.hours.timeZone }).toISODate() ?? ""
  );
}

/** What a request tells of its sender; the header names in lower case. */
export interface VisitorRequest {
  clientAddress: string | undefined;
  header(name: string): string | undefined;
}

/**
 * Whether the request may be counted: not a bot (a maintained list of crawlers and tools), and
 * not sent by a browser whose owner asked not to be tracked (Do Not Track, Global Privacy
 * Control). Without an address or a user agent there is nobody to count.
 */
export function isCountable(request: VisitorRequest): boolean {
  const userAgent = request.header("user-agent");
  if (!request.clientAddress || !userAgent) return false;
  if (request.header("dnt") === "1" || request.header("sec-gpc") === "1")
    return false;
  return !isbot(userAgent);
}

/** The salts read, per database and by day: a day's salt never changes once made. */
const saltsRead = new WeakMap<Database, Map<string, string>>();

function knownSaltsOf(db: Database): Map<string, string> {
  let known = saltsRead.get(db);
  if (!known) saltsRead.set(db, (known = new Map()));
  return known;
}

/** The salt of `day`, made if it is the first request of the day. */
export async function saltOf(db: Database, day: string): Promise<string> {
  const knownSalts = knownSaltsOf(db);
  const known = knownSalts.get(day);
  if (known) return known;
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(sql`${analyticsSalts.day} = ${day}`);
  if (!row) throw new Error(`no analytics salt for ${day}`);
  // Only today's (and at midnight, yesterday's) salt is ever needed again.
  for (const other of knownSalts.keys())
    if (other < day) knownSalts.delete(other);
  knownSalts.set(day, row.salt);
  return row.salt;
}

/** The visitor: 52 bits of HMAC-SHA256(salt, address + user agent), exact as a JS number. */
export function visitorHash(
  salt: string,
  clientAddress: string,
  userAgent: string,
): number {
  const digest = createHmac("sha256", salt)
    .update(`${clientAddress}\n${userAgent}`)
    .digest();
  return digest.readUIntBE(0, 6) * 16 + (digest[6]! >> 4);
}

/** The visitor of a countable request on `day`; undefined for one that may not be counted. */
export async function visitorOf(
  db: Database,
  request: VisitorRequest,
  day: string,
): Promise<number | undefined> {
  if (!isCountable(request)) return undefined;
  const salt = await saltOf(db, day);
  return visitorHash(
    salt,
    request.clientAddress!,
    request.header("user-agent")!,
  );
}

/** Deletes every salt of a day before `today`: their hashes can no longer be made again. */
export async function forgetPastSalts(
  db: Database,
  today: string,
): Promise<number> {
  const deleted = await db
    .delete(analyticsSalts)
    .where(lt(analyticsSalts.day, today))
    .returning({ day: analyticsSalts.day });
  const knownSalts = knownSaltsOf(db);
  for (const day of knownSalts.keys()) if (day < today) knownSalts.delete(day);
  return deleted.length;
}
