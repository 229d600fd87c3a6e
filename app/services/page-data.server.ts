/**
 * Database reads of the pages rendered per request (the blog, the account pages): a database
 * that cannot answer makes the page a 503 (the error page, and a status that a load balancer or
 * monitor reads as "try again"), not a 500, and the log says which page failed.
 */
import { data } from "react-router";
import { databaseErrorCode } from "#app/services/db/client.server.ts";
import { getLogger } from "#app/services/logger.server.ts";

export async function readForPage<T>(
  work: () => Promise<T>,
  what: string,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    getLogger().error({ code: databaseErrorCode(error) }, `could not ${what}`);
    throw data(null, { status: 503 });
  }
}
