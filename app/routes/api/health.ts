/**
 * GET /api/health: liveness and database readiness (migrated and answering) for load balancers
 * and uptime checks.
 */
import {
  getDatabase,
  isDatabaseMigrated,
  pingDatabase,
} from "#app/services/db/client.server.ts";
import { getHealth } from "#app/services/health.server.ts";

export function loader() {
  return getHealth(async () => {
    // Until the server's migrations have run, the database cannot serve the site.
    if (!isDatabaseMigrated()) throw new Error("database not migrated yet");
    await pingDatabase();
    return getDatabase().kind;
  });
}
