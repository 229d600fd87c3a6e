/**
 * Idempotency keys (decision 0020): a form sends one random key per intent, and the first
 * submission stored under it records its answer (status and JSON body, never a header) in the
 * same statement or transaction as its rows. A request that repeats the key within the window
 * gets that answer and stores, charges and queues nothing. The key is a parameter of the
 * submission pipeline: the JSON API reads it from the `Idempotency-Key` header.
 */
import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/services/db/client.server.ts";
import { idempotencyKeys } from "#app/services/db/schema.server.ts";

/** The request header that carries the key on the JSON API. */
export const IDEMPOTENCY_HEADER = "idempotency-key";

/** How long a key's first answer stands: a retry a day later is a new submission. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A random value (a UUID, base64url): letters, digits, `-` and `_`, 16 to 128 of them. */
const KEY_FORMAT = /^[A-Za-z0-9_-]{16,128}$/;

/** The header's key; undefined without one, "invalid" for a value that is not a key. */
export function parseIdempotencyKey(
  value: string | undefined,
): string | undefined | "invalid" {
  if (value === undefined) return undefined;
  return KEY_FORMAT.test(value) ? value : "invalid";
}

/** An answer as a key keeps it. */
export interface RecordedAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A submission's key, as the store that records it sees it. */
export interface IdempotencyKey {
  /** The endpoint's name: keys count per endpoint. */
  endpoint: string;
  key: string;
  now: Date;
  /** The answer the submission gets when it is stored with `outcome`. */
  answer(outcome?: { status?: number; body?: Record<string, unknown> }): {
    status: number;
    body: Record<string, unknown>;
  };
}

/** Keys created before this are expired: another submission may take them. */
export const windowStart = (now: Date) =>
  new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);

/**
 * The key was already answered by another request (found when recording): its transaction rolls
 * back, and the pipeline answers the recorded answer.
 */
export class KeyAlreadyAnswered extends Error {
  constructor() {
    super("idempotency key already answered");
    this.name = "KeyAlreadyAnswered";
  }
}

/** The answer recorded for `key` within the window, if there is one. */
export async function findRecordedAnswer(
  db: Pick<Database, "select">,
  { endpoint, key, now }: Pick<IdempotencyKey, "endpoint" | "key" | "now">,
): Promise<RecordedAnswer | undefined> {
  const [row] = await db
    .select({ status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.endpoint, endpoint),
        eq(idempotencyKeys.key, key),
        gt(idempotencyKeys.createdAt, windowStart(now)),
      ),
    );
  return row;
}

/**
 * Records the answer of a submission stored inside the caller's transaction `tx`; throws
 * `KeyAlreadyAnswered` (so that the transaction rolls back) when another request has answered the
 * key. A refusal (an answer of 300 or more) records nothing, so that the visitor may correct the
 * form and send it again with the same key; it still gives way to an answer already recorded (two
 * clicks: the second finds the address the first just registered).
 */
export async function recordAnswer(
  tx: Pick<Database, "insert" | "select">,
  key: IdempotencyKey | undefined,
  outcome?: { status?: number; body?: Record<string, unknown> },
): Promise<void> {
  if (!key) return;
  const answer = key.answer(outcome);
  if (answer.status >= 300) {
    if (await findRecordedAnswer(tx, key)) throw new KeyAlreadyAnswered();
    return;
  }
  const [recorded] = await tx
    .insert(idempotencyKeys)
    .values({
      endpoint: key.endpoint,
      key: key.key,
      status: answer.status,
      body: answer.body,
      createdAt: key.now,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.endpoint, idempotencyKeys.key],
      set: {
        status: sql`excluded.status`,
        body: sql`excluded.body`,
        createdAt: sql`excluded.created_at`,
      },
      // An expired key is taken over; a live one stays the first's.
      setWhere: sql`${idempotencyKeys.createdAt} <= ${windowStart(key.now).toISOString()}::timestamptz`,
    })
    .returning({ status: idempotencyKeys.status });
  if (!recorded) throw new KeyAlreadyAnswered();
}

/** Deletes the keys whose window has ended (hourly, with the other prunes). */
export async function pruneIdempotencyKeys(
  db: Database,
  now: Date = new Date(),
): Promise<void> {
  await db.execute(
    sql`delete from idempotency_keys where created_at <= ${windowStart(now).toISOString()}`,
  );
}

/**
 * For a statement that stores a submission: true when the key was answered within its window
 * (then nothing is charged again). Its values are the placeholders of `keyValues`.
 */
export function keyAnswered(): SQL {
  return sql`exists (select 1 from ${idempotencyKeys} where ${idempotencyKeys.endpoint} = ${sql.placeholder("keyEndpoint")}::text and ${idempotencyKeys.key} = ${sql.placeholder("keyKey")}::text and ${idempotencyKeys.createdAt} > ${sql.placeholder("keyWindowStart")}::timestamptz)`;
}

/**
 * For a statement that stores a submission: the insert of the key and its answer, one row for
 * each row of `from` (none when `from` is empty), returning nothing when another request holds
 * the key within its window, so that nothing else is stored. The key's unique index decides
 * between concurrent requests.
 */
export function claimKey(from: SQL): SQL {
  const column = (name: string) => sql.identifier(name);
  const { endpoint, key, status, body, createdAt } = idempotencyKeys;
  return sql`insert into ${idempotencyKeys} (${column(endpoint.name)}, ${column(key.name)}, ${column(status.name)}, ${column(body.name)}, ${column(createdAt.name)}) select ${sql.placeholder("keyEndpoint")}::text, ${sql.placeholder("keyKey")}::text, ${sql.placeholder("keyStatus")}::integer, ${sql.placeholder("keyBody")}::jsonb, ${sql.placeholder("keyNow")}::timestamptz ${from} on conflict (${column(endpoint.name)}, ${column(key.name)}) do update set ${column(status.name)} = excluded.${column(status.name)}, ${column(body.name)} = excluded.${column(body.name)}, ${column(createdAt.name)} = excluded.${column(createdAt.name)} where ${createdAt} <= ${sql.placeholder("keyWindowStart")}::timestamptz returning 1`;
}

/** The values of the placeholders of `keyAnswered` and `claimKey`. */
export function keyValues(idempotency: IdempotencyKey) {
  const { status, body } = idempotency.answer();
  return {
    keyEndpoint: idempotency.endpoint,
    keyKey: idempotency.key,
    keyStatus: status,
    keyBody: JSON.stringify(body),
    keyNow: idempotency.now.toISOString(),
    keyWindowStart: windowStart(idempotency.now).toISOString(),
  };
}
