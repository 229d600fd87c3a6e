/**
 * A submission's row stored with what comes with it, in one statement: one round trip, and
 * everything or nothing (product.md D6). Each part is built by the module that owns it and only
 * composed here: the rate limit's charge (`rate-limit.server.ts`), the idempotency key and its
 * answer (`idempotency.server.ts`), the notification's outbox rows (`outbox.server.ts`), and the
 * row itself. Each part reads one row from the part before it, so a part that stores nothing
 * (the window full, the key already answered) leaves nothing for the rest.
 */
import {
  getTableColumns,
  getTableName,
  sql,
  type InferInsertModel,
  type InferSelectModel,
  type SQL,
} from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#app/services/db/client.server.ts";
import { preparedStatement } from "#app/services/db/prepared.server.ts";
import {
  claimKey,
  keyAnswered,
  KeyAlreadyAnswered,
  keyValues,
  type IdempotencyKey,
} from "#app/services/idempotency.server.ts";
import {
  notificationChannels,
  notificationValues,
  queueNotification,
  type Notification,
} from "#app/services/outbox.server.ts";
import {
  chargeValues,
  rateLimitCharge,
  RateLimitReached,
  type RateLimitCharge,
} from "#app/services/rate-limit.server.ts";

/**
 * `values` as the database will hold them: every column of `table`, in its order, null where no
 * value is given. Every column that has a default must be given one (the id, the creation time),
 * since the database's default is not known here.
 */
export function asStored<Table extends PgTable>(
  table: Table,
  values: InferInsertModel<Table>,
): InferSelectModel<Table> {
  const given = values as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (given[key] === undefined && column.hasDefault)
      throw new Error(
        `${key} needs a value: the database's default is not known here`,
      );
    row[key] = given[key] ?? null;
  }
  return row as InferSelectModel<Table>;
}

/**
 * Inserts a submission's row and, unless it is spam (no notification), its outbox rows, in one
 * statement, without a transaction held open between statements. With a `charge`, the same
 * statement charges the client's rate limit first and stores nothing when the window is full
 * (`RateLimitReached`). With an `idempotency` key, it records the key and its answer, and
 * stores, charges and queues nothing when the key is already answered (`KeyAlreadyAnswered`).
 */
export async function storeWithNotification<Table extends PgTable>(
  db: Database,
  table: Table,
  row: InferSelectModel<Table>,
  notification: Notification | undefined,
  {
    webhook,
    charge,
    idempotency,
  }: {
    webhook: boolean;
    charge?: RateLimitCharge;
    idempotency?: IdempotencyKey;
  },
): Promise<void> {
  const channels = notificationChannels(notification, webhook);
  const columns = Object.entries(getTableColumns(table));
  const statement = preparedStatement(
    db,
    `store_${getTableName(table)}_${channels.join("_") || "spam"}${charge ? "_charged" : ""}${idempotency ? "_keyed" : ""}`,
    (name) => {
      // The charge's one row when there is room (none when the window is full, or when the key
      // was answered already: a repeat is not charged again).
      const charged = charge
        ? db.$with("charge", {}).as(
            rateLimitCharge(db, {
              asynchronous: false,
              unless: idempotency ? keyAnswered() : undefined,
            }).getSQL(),
          )
        : undefined;
      const fromCharge: SQL = charged ? sql`from ${charged}` : sql``;
      // Then the key's row, none when another request holds the key.
      const keyed = idempotency
        ? db.$with("idempotency", {}).as(claimKey(fromCharge))
        : undefined;
      const source = keyed ?? charged;
      const from: SQL = source ? sql`from ${source}` : sql``;
      // A data-modifying WITH runs to completion whether or not the main statement reads it.
      const queued =
        channels.length > 0
          ? db.$with("notification", {}).as(queueNotification(channels, from))
          : undefined;
      const withs = [charged, keyed, queued].filter(
        (part) => part !== undefined,
      );
      // Every column, each from the placeholder of its name, cast to the column's type.
      return db
        .with(...withs)
        .insert(table)
        .select(
          sql`select ${sql.join(
            columns.map(
              ([key, column]) =>
                sql`${sql.placeholder(key)}::${sql.raw(column.getSQLType())}`,
            ),
            sql`, `,
          )} ${from}`,
        )
        .returning({ stored: sql<number>`1` })
        .prepare(name);
    },
  );
  const stored = await statement.execute({
    // The values as the columns give them to the driver (a Date as text, JSON as text).
    ...Object.fromEntries(
      columns.map(([key, column]) => {
        const value = (row as Record<string, unknown>)[key];
        return [
          key,
          value === null || value === undefined
            ? null
            : column.mapToDriverValue(value),
        ];
      }),
    ),
    ...notificationValues(notification),
    ...(charge && chargeValues(charge)),
    ...(idempotency && keyValues(idempotency)),
  });
  // Nothing stored: the key was answered already, or (without one) the window is full.
  if (stored.length === 0)
    throw idempotency ? new KeyAlreadyAnswered() : new RateLimitReached();
}
