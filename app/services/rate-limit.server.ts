/**
 * Fixed-window rate limiting with its counters in the database, so that every app instance on
 * one PostgreSQL shares them (architecture.md: nothing shared lives only in process memory).
 */
import { eq, sql } from "drizzle-orm";
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
 * Units a request costs: an accepted submission costs ACCEPTED_COST, one refused as invalid (or
 * because the database failed) costs one, so that a broken client (a form that keeps failing)
 * does not use up its network's allowance four times as fast as real submissions. `max` counts
 * accepted submissions.
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

/**
 * Whether the window of `key` still has room for a request. One let through is charged as an
 * accepted submission at once, in the same statement, so that an accepted submission costs one
 * round trip of bookkeeping; if it is refused after all (invalid, or not stored), `refundRateLimit`
 * gives the difference back. Requests in flight thus count as accepted until they are refused, and
 * a request over the limit changes nothing (its answer then needs one more look, for Retry-After).
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  { max, windowSeconds }: RateLimit,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const [hit] = await preparedStatement(db, "rate_limit_hit", (name) => {
    const cost = sql.raw(String(ACCEPTED_COST));
    const windowOver = sql`${rateLimits.resetAt} <= ${sql.placeholder("now")}::timestamptz`;
    // One statement: concurrent requests on any instance see each other's counts.
    return db
      .insert(rateLimits)
      .select(
        sql`select ${sql.placeholder("key")}::text, ${cost}, ${sql.placeholder("resetAt")}::timestamptz from ${asynchronousCommit}`,
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${windowOver} then ${cost} else ${rateLimits.hits} + ${cost} end`,
          resetAt: sql`case when ${windowOver} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
        setWhere: sql`${windowOver} or ${rateLimits.hits} < ${sql.placeholder("capacity")}::integer`,
      })
      .returning({ resetAt: rateLimits.resetAt })
      .prepare(name);
  }).execute({
    key,
    now: now.toISOString(),
    resetAt: new Date(now.getTime() + windowSeconds * 1000).toISOString(),
    capacity: max * ACCEPTED_COST,
  });
  if (hit)
    return { allowed: true, retryAfterSeconds: 0, windowEnd: hit.resetAt };
  // Over the limit: the window's row was left as it was.
  const [window] = await db
    .select({ resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const waitMs = window
    ? window.resetAt.getTime() - now.getTime()
    : windowSeconds * 1000;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  };
}

/**
 * Gives back what `hitRateLimit` charged beyond one unit, for a request it let through that was
 * then refused or could not be stored; nothing once that window has ended.
 */
export async function refundRateLimit(
  db: Database,
  key: string,
  windowEnd: Date,
): Promise<void> {
  await db.execute(sql`
    update rate_limits set hits = hits - ${ACCEPTED_COST - 1}
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
