/**
 * Writes stored submissions to standard output, for the team to read without a database client:
 *   npm run export -- leads --since 2026-11-01 --format csv > leads.csv
 * Reads DATABASE_URL (PostgreSQL) or the embedded database in DATA_DIR. The embedded database
 * takes one process at a time: stop the server first, or use PostgreSQL.
 */
import { openConfiguredDatabase } from "#app/services/db/client.server.ts";
import {
  exportColumns,
  formatSubmissions,
  parseExportArgs,
  selectSubmissions,
} from "./export-lib.ts";

let options;
try {
  options = parseExportArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const database = openConfiguredDatabase();
try {
  await database.migrate();
  const rows = await selectSubmissions(database.db, options);
  process.stdout.write(
    formatSubmissions(rows, options.format, exportColumns(options.kind)),
  );
  console.error(`${rows.length} ${options.kind} exported.`);
} catch (error) {
  console.error(
    "Export failed: the database could not be read.",
    (error as Error).message,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
