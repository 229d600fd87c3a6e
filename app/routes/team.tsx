import { data, Link } from "react-router";
import type { Route } from "./+types/team";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import {
  inboxKinds,
  inboxStatuses,
  inboxViews,
  teamText,
} from "#app/content/team.ts";
import { pageMeta } from "#app/lib/seo.ts";
import {
  requireTeamMember,
  teamPageHeaders,
} from "#app/features/team/access.server.ts";
import { formatEastern } from "#app/features/team/format.ts";
import { inboxQuery } from "#app/features/team/inbox-filters.ts";
import {
  inboxSources,
  listInbox,
  teamMembers,
} from "#app/features/team/inbox.server.ts";
import {
  fieldClass,
  kindLabel,
  linkClass,
  StatusBadge,
  TeamShell,
} from "#app/features/team/team-ui.tsx";
import { parseInboxFilters } from "#app/features/team/inbox-filters.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";
import { setCookieHeaders } from "#app/services/sessions.server.ts";

/** The inbox: one page of items under the URL's filters, for a member of the team. */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, member, setCookie } = await requireTeamMember(request);
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const [page, members, sources] = await readForPage(
    () =>
      Promise.all([
        listInbox(db, filters, member.id),
        teamMembers(db),
        inboxSources(db),
      ]),
    "read the team inbox",
  );
  const headers = setCookieHeaders(setCookie);
  for (const [name, value] of Object.entries(teamPageHeaders))
    headers.set(name, value);
  return data(
    {
      role: member.role,
      filters,
      rows: page.rows.map((row) => ({
        ...row,
        receivedAt: formatEastern(row.receivedAt),
      })),
      next: page.next,
      members: members.map(({ id, name }) => ({ id, name })),
      sources,
    },
    { headers },
  );
}

export const headers = () => teamPageHeaders;

export const meta = () =>
  pageMeta({ ...teamText.seo.inbox, path: "/team", noindex: true });

export default function TeamInbox({ loaderData }: Route.ComponentProps) {
  const { role, filters, rows, next, members, sources } = loaderData;
  const text = teamText.inbox;
  const { after: _after, ...withoutCursor } = filters;
  return (
    <TeamShell role={role} current="inbox">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold text-foreground sm:text-3xl">
          {text.heading}
        </h1>
        <p className="text-muted-foreground">{text.intro}</p>
      </header>
      <nav aria-label="Views">
        <ul className="flex flex-wrap gap-2">
          {inboxViews.map((view) => (
            <li key={view}>
              <Link
                to={`/team${inboxQuery({ ...withoutCursor, view })}`}
                aria-current={filters.view === view ? "page" : undefined}
                className={
                  filters.view === view
                    ? "inline-block rounded-full bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground"
                    : "inline-block rounded-full border px-3 py-1.5 text-sm font-medium text-foreground hover:bg-secondary"
                }
              >
                {teamText.views[view]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {filters.view === "needs-reply" && (
        <p className="text-sm text-muted-foreground">{text.needsReplyHint}</p>
      )}
      <form
        method="get"
        action="/team"
        aria-label={text.filters}
        className="grid gap-3 rounded-2xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {filters.view !== "all" && (
          <input type="hidden" name="view" value={filters.view} />
        )}
        <label className={`${fieldClass} sm:col-span-2 lg:col-span-4`}>
          <span className="font-medium">{text.search}</span>
          <Input
            type="search"
            name="q"
            defaultValue={filters.q ?? ""}
            placeholder={text.searchHint}
          />
        </label>
        <label className={fieldClass}>
          <span className="font-medium">{text.type}</span>
          <NativeSelect name="type" defaultValue={filters.type ?? ""}>
            <option value="">{text.anyType}</option>
            {inboxKinds.map((kind) => (
              <option key={kind} value={kind}>
                {teamText.kinds[kind]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className={fieldClass}>
          <span className="font-medium">{text.status}</span>
          <NativeSelect name="status" defaultValue={filters.status ?? ""}>
            <option value="">{text.anyStatus}</option>
            {inboxStatuses.map((status) => (
              <option key={status} value={status}>
                {teamText.statuses[status]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className={fieldClass}>
          <span className="font-medium">{text.assignee}</span>
          <NativeSelect name="assignee" defaultValue={filters.assignee ?? ""}>
            <option value="">{text.anyone}</option>
            <option value="none">{text.unassigned}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className={fieldClass}>
          <span className="font-medium">{text.source}</span>
          <NativeSelect name="source" defaultValue={filters.source ?? ""}>
            <option value="">{text.anySource}</option>
            {[
              ...new Set([
                ...(filters.source ? [filters.source] : []),
                ...sources,
              ]),
            ].map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className={fieldClass}>
          <span className="font-medium">{text.from}</span>
          <Input type="date" name="from" defaultValue={filters.from ?? ""} />
        </label>
        <label className={fieldClass}>
          <span className="font-medium">{text.to}</span>
          <Input type="date" name="to" defaultValue={filters.to ?? ""} />
        </label>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
          <Button type="submit">{text.apply}</Button>
          <Link to="/team" className={linkClass}>
            {text.clear}
          </Link>
          {role === "owner" && (
            <a
              href={`/team/export.csv${inboxQuery(withoutCursor)}`}
              className={linkClass}
              download
            >
              {text.download}
            </a>
          )}
        </div>
      </form>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">{text.empty}</p>
      ) : (
        <ul className="grid gap-3" aria-label="Inbox items">
          {rows.map((row) => (
            <li
              key={row.id}
              className="grid min-w-0 gap-1 rounded-xl border bg-card p-4 text-sm sm:grid-cols-[1fr_auto] sm:gap-x-6"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  {row.unread && (
                    <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                      {text.unread}
                    </span>
                  )}
                  <span className="font-semibold text-foreground">
                    {kindLabel(row.kind)}
                  </span>
                  <StatusBadge status={row.status} />
                </p>
                <p className="mt-1 text-base break-words">
                  <Link
                    to={`/team/items/${row.id}`}
                    className={
                      row.unread ? `${linkClass} font-bold` : linkClass
                    }
                  >
                    {row.name ?? row.email}
                  </Link>
                  {row.company && (
                    <span className="text-muted-foreground">
                      {" "}
                      · {row.company}
                    </span>
                  )}
                </p>
                <p className="break-words text-muted-foreground">
                  {text.columns.source}: {row.source}
                  {row.landingPage && ` · ${row.landingPage}`}
                </p>
              </div>
              <div className="text-muted-foreground sm:text-right">
                <p>{row.receivedAt}</p>
                <p>
                  {text.columns.assignee}: {row.assigneeName ?? text.unassigned}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages" className="flex flex-wrap gap-4">
        {filters.after && (
          <Link to={`/team${inboxQuery(withoutCursor)}`} className={linkClass}>
            {text.newest}
          </Link>
        )}
        {next && (
          <Link
            to={`/team${inboxQuery({ ...withoutCursor, after: next })}`}
            className={linkClass}
          >
            {text.older}
          </Link>
        )}
      </nav>
    </TeamShell>
  );
}
