/**
 * Fixed-window rate limiting with its counters in the database, so that every app instance on
 * one PostgreSQL shares them (architecture.md: nothing shared lives only in process memory).
 */
import { sql } from "drizzle-orm";
import type { Database } from "#app/services/db/client.server.ts";

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for `Retry-After`); 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Units a request costs: an accepted submission costs ACCEPTED_COST, one refused as invalid costs
 * one, so that a broken client (a form that keeps failing) does not use up its network's
 * allowance four times as fast as real submissions. `max` counts accepted submissions.
 */
const ACCEPTED_COST = 4;

/**
 * Counts one unit under `key` and says whether the window still has room. An accepted
 * submission then pays the rest of its cost with `chargeRateLimit`.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  { max, windowSeconds }: RateLimit,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const resetAt = new Date(now.getTime() + windowSeconds * 1000);
  // One statement: concurrent requests on any instance see each other's counts.
  const result = await db.execute<{
    hits: number;
    reset_at: string | Date;
  }>(sql`
    insert into rate_limits (key, hits, reset_at)
    values (${key}, 1, ${resetAt.toISOString()})
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= ${now.toISOString()} then 1
                  else rate_limits.hits + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at
                      else rate_limits.reset_at end
    returning hits, reset_at`);
  const row = result.rows[0]!;
  if (row.hits <= max * ACCEPTED_COST)
    return { allowed: true, retryAfterSeconds: 0 };
  const waitMs = new Date(row.reset_at).getTime() - now.getTime();
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  };
}

/** Adds the rest of an accepted submission's cost to the window `hitRateLimit` counted in. */
export async function chargeRateLimit(
  db: Database,
  key: string,
): Promise<void> {
  await db.execute(
    sql`update rate_limits set hits = hits + ${ACCEPTED_COST - 1} where key = ${key}`,
  );
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
