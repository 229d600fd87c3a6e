/**
 * The health answer for load balancers and uptime checks: 200 with the database kind when the
 * database answers, 503 otherwise.
 */
import type { ApiAnswer } from "#app/services/api.server.ts";
import { getLogger } from "#app/services/logger.server.ts";
import type { DatabaseKind } from "#app/services/db/client.server.ts";

const headers = { "Cache-Control": "no-store" };

/** The answer while the database cannot serve the site; the cause goes to the log only. */
export const databaseUnavailable: ApiAnswer = {
  status: 503,
  body: { status: "error", message: "Database unavailable" },
  headers,
};

/** Answers 200 when `check` (a database round trip that returns the driver) succeeds, else 503. */
export async function getHealth(
  check: () => Promise<DatabaseKind>,
): Promise<ApiAnswer> {
  try {
    const database = await check();
    return { status: 200, body: { status: "ok", database }, headers };
  } catch (error) {
    // The cause goes to the log only: it can name hosts, users or queries.
    getLogger().error(
      { err: error },
      "health check failed: database unavailable",
    );
    return databaseUnavailable;
  }
}
