/**
 * Statements that every submission runs, built once per database and prepared under a name: a
 * request then sends only its values. node-postgres parses a named statement once per connection
 * (PostgreSQL keeps its plan), and neither driver has the query text built again.
 */
import type { Database } from "#app/services/db/client.server.ts";

const statements = new WeakMap<Database, Map<string, unknown>>();

/** The statement `name` of `db`, made by `prepare(name)` the first time it is asked for. */
export function preparedStatement<Statement>(
  db: Database,
  name: string,
  prepare: (name: string) => Statement,
): Statement {
  let prepared = statements.get(db);
  if (!prepared) statements.set(db, (prepared = new Map()));
  let statement = prepared.get(name) as Statement | undefined;
  if (statement === undefined) {
    statement = prepare(name);
    prepared.set(name, statement);
  }
  return statement;
}
