/**
 * GET /api/health: liveness and database reachability for load balancers and uptime checks.
 */
import { getDatabase, pingDatabase } from "#app/services/db/client.server.ts";
import { getHealth } from "#app/services/health.server.ts";

export function loader() {
  return getHealth(async () => {
    await pingDatabase();
    return getDatabase().kind;
  });
}
