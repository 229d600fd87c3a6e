/**
 * Invites someone to the team's workspace from the command line (the first owner comes this way):
 *   npm run team -- invite owner@example.com --role owner
 * Prints the one-time link (valid 7 days) and queues it as an e-mail through the outbox, which the
 * running site sends. Reads DATABASE_URL (PostgreSQL, while the site runs) or the embedded
 * database in DATA_DIR (one process at a time: stop the server first).
 */
import { openConfiguredDatabase } from "#app/services/db/client.server.ts";
import { parseTeamArgs, runInvite } from "./team-lib.ts";

let command;
try {
  command = parseTeamArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const database = openConfiguredDatabase();
try {
  await database.migrate();
  const link = await runInvite(database.db, command);
  console.log(link);
  console.error(
    `Invitation for ${command.role} stored; the e-mail is queued and the link works once, for 7 days.`,
  );
} catch (error) {
  console.error(
    "Invitation failed: the database could not be written.",
    (error as Error).message,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
