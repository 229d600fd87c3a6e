import { data } from "react-router";
import type { Route } from "./+types/team-report-csv";
import {
  requireTeamMember,
  teamPageHeaders,
} from "#app/features/team/access.server.ts";
import { reportCsv } from "#app/features/analytics/report-page.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";

/** One table of the report for the period in the address, as CSV: `?table=<name>&period=…`. */
export async function loader({ request }: Route.LoaderArgs) {
  const { db } = await requireTeamMember(request);
  const download = await readForPage(
    () => reportCsv(db, new URL(request.url).searchParams),
    "download a table of the report",
  );
  if (!download) throw data(null, { status: 404, headers: teamPageHeaders });
  return new Response(download.csv, {
    headers: {
      ...teamPageHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${download.filename}"`,
    },
  });
}
