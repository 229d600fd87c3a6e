/**
 * Fixed-window rate limiting with its counters in the database, so that every app instance on
 * one PostgreSQL shares them (architecture.md: nothing shared lives only in process memory).
 */
import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/services/db/client.server.ts";
import { preparedStatement } from "#app/services/db/prepared.server.ts";
import { rateLimits } from "#app/services/db/schema.server.ts";

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for `Retry-After`); 0 when allowed. */
  retryAfterSeconds: number;
  /** When allowed: the end of the window charged, for `refundRateLimit`. */
  windowEnd?: Date;
}

/**
 * Units a request costs: an accepted submission costs ACCEPTED_COST, one refused as invalid costs
 * one, so that a broken client (a form that keeps failing) does not use up its network's allowance
 * four times as fast as real submissions. `max` counts accepted submissions.
 */
const ACCEPTED_COST = 4;

/**
 * The counters' statements do not wait for the disk at commit: every request of a client updates
 * the same row, and a synchronous commit would hold that row locked for the length of a disk
 * flush while the client's other requests queue behind it. A database crash may then forget the
 * last moment's counts, which lets a client through a little sooner; the submissions' own
 * statements commit synchronously.
 */
const asynchronousCommit = sql`(select set_config('synchronous_commit', 'off', true)) as asynchronous_commit`;

/** What one submission charges its client: the key is the endpoint's name and the address. */
export interface RateLimitCharge {
  key: string;
  limit: RateLimit;
  now: Date;
}

/**
 * A submission's store found its client's window full, charged nothing and stored nothing: the
 * client gets 429.
 */
export class RateLimitReached extends Error {
  constructor() {
    super("rate limit reached");
    this.name = "RateLimitReached";
  }
}

/**
 * The charge of `cost` units as an upsert of the client's counter, returning `resetAt` when there
 * was room and nothing when the window is full (then the row is left as it was). Its values are
 * the placeholders of `chargeValues`. One statement: concurrent requests on any instance see each
 * other's counts.
 */
export function rateLimitCharge(
  db: Database,
  {
    cost = ACCEPTED_COST,
    asynchronous,
    unless,
  }: {
    cost?: number;
    asynchronous: boolean;
    /** A condition under which nothing is charged (and nothing returned). */
    unless?: SQL;
  },
) {
  const units = sql.raw(String(cost));
  const windowOver = sql`${rateLimits.resetAt} <= ${sql.placeholder("chargeNow")}::timestamptz`;
  return db
    .insert(rateLimits)
    .select(
      sql`select ${sql.placeholder("chargeKey")}::text, ${units}, ${sql.placeholder("chargeResetAt")}::timestamptz ${asynchronous ? sql`from ${asynchronousCommit}` : sql``} ${unless ? sql`where not (${unless})` : sql``}`,
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${windowOver} then ${units} else ${rateLimits.hits} + ${units} end`,
        resetAt: sql`case when ${windowOver} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
      setWhere: sql`${windowOver} or ${rateLimits.hits} < ${sql.placeholder("chargeCapacity")}::integer`,
    })
    .returning({ resetAt: rateLimits.resetAt });
}

/** The values of `rateLimitCharge`'s placeholders. */
export function chargeValues({ key, limit, now }: RateLimitCharge) {
  return {
    chargeKey: key,
    chargeNow: now.toISOString(),
    chargeResetAt: new Date(
      now.getTime() + limit.windowSeconds * 1000,
    ).toISOString(),
    chargeCapacity: limit.max * ACCEPTED_COST,
  };
}

/**
 * Whether the window of `key` still has room for a request, charging it `cost` units at once (an
 * accepted submission's by default, so that a request let through costs one round trip of
 * bookkeeping; if it is refused after all, `refundRateLimit` gives the difference back). Requests
 * in flight thus count as accepted until they are refused, and a request over the limit changes
 * nothing (its answer then needs one more look, for Retry-After).
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: RateLimit,
  now: Date = new Date(),
  cost: number = ACCEPTED_COST,
): Promise<RateLimitResult> {
  const statement = preparedStatement(db, `rate_limit_hit_${cost}`, (name) =>
    rateLimitCharge(db, { cost, asynchronous: true }).prepare(name),
  );
  const [hit] = await statement.execute(chargeValues({ key, limit, now }));
  if (hit)
    return { allowed: true, retryAfterSeconds: 0, windowEnd: hit.resetAt };
  return {
    allowed: false,
    retryAfterSeconds: await secondsUntilReset(db, key, limit, now),
  };
}

/** For a 429's Retry-After: the seconds until the window of `key` ends, at least one. */
export async function secondsUntilReset(
  db: Database,
  key: string,
  { windowSeconds }: RateLimit,
  now: Date = new Date(),
): Promise<number> {
  const [window] = await db
    .select({ resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const waitMs = window
    ? window.resetAt.getTime() - now.getTime()
    : windowSeconds * 1000;
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/**
 * Gives back what `hitRateLimit` charged beyond one unit, for a request it let through that was
 * then refused or could not be stored, or all of it (`whole`) for a repeat answered with its
 * idempotency key's first answer; nothing once that window has ended.
 */
export async function refundRateLimit(
  db: Database,
  key: string,
  windowEnd: Date,
  { whole = false }: { whole?: boolean } = {},
): Promise<void> {
  await db.execute(sql`
    update rate_limits set hits = hits - ${whole ? ACCEPTED_COST : ACCEPTED_COST - 1}
    from ${asynchronousCommit}
    where key = ${key} and reset_at = ${windowEnd.toISOString()}`);
}

/** Drops windows that ended before `now` (called now and then by the outbox worker). */
export async function pruneRateLimits(
  db: Database,
  now: Date = new Date(),
): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where reset_at <= ${now.toISOString()}`,
  );
}
