import type { Route } from "./+types/team-export";
import {
  requireTeamMember,
  teamPageHeaders,
} from "#app/features/team/access.server.ts";
import { writeAudit } from "#app/features/team/audit.server.ts";
import { exportInbox } from "#app/features/team/export.server.ts";
import { inboxQuery } from "#app/features/team/inbox-filters.ts";
import { parseInboxFilters } from "#app/features/team/inbox-filters.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";

/** The inbox's current filter as CSV: owners only; the download is written to the audit log. */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, member } = await requireTeamMember(request, { owner: true });
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const csv = await readForPage(async () => {
    const text = await exportInbox(db, filters, member.id);
    await writeAudit(db, { id: member.id, name: member.name }, "export", {
      filter: inboxQuery({ ...filters, after: undefined }),
    });
    return text;
  }, "export the team inbox");
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      ...teamPageHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inbox-${day}.csv"`,
    },
  });
}
