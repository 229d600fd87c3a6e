import { data } from "react-router";
import type { Route } from "./+types/team-report-csv";
import {
  requireTeamMember,
  teamPageHeaders,
} from "#app/features/team/access.server.ts";
import { reportCsv } from "#app/features/analytics/report-page.server.ts";
import { writeAudit } from "#app/features/team/audit.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";

/**
 * One table of the report for the period in the address, as CSV: `?table=<name>&period=…`. The
 * download is written to the audit log, like the inbox's export: the leads' table names people.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, member } = await requireTeamMember(request);
  const download = await readForPage(async () => {
    const table = await reportCsv(db, new URL(request.url).searchParams);
    if (table)
      await writeAudit(db, { id: member.id, name: member.name }, "export", {
        report: table.filename,
      });
    return table;
  }, "download a table of the report");
  if (!download) throw data(null, { status: 404, headers: teamPageHeaders });
  return new Response(download.csv, {
    headers: {
      ...teamPageHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${download.filename}"`,
    },
  });
}
