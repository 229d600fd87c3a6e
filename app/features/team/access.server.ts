/**
 * Who may use `/team`: every loader and action asks here, on the server. Anonymous visitors go
 * to the sign-in page and come back; a customer's account gets 404 (the workspace is not
 * advertised); staff get 404 on what is the owners' alone (the team, exports, deletion). An
 * action must also come from the site's own pages and stays within a rate limit per member.
 */
import { data, redirect } from "react-router";
import type { TeamRole } from "#app/content/team.ts";
import { teamText } from "#app/content/team.ts";
import { getDatabase, type Database } from "#app/services/db/client.server.ts";
import { originAllowed, requestOrigin } from "#app/services/origins.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";
import { hitRateLimit } from "#app/services/rate-limit.server.ts";
import { currentSession } from "#app/services/sessions.server.ts";

export interface TeamMember {
  id: string;
  email: string;
  name: string;
  role: TeamRole;
}

export interface TeamAccess {
  db: Database;
  member: TeamMember;
  /** Renewed session cookies to send back, if any. */
  setCookie: string[];
}

/** The headers of every `/team` answer: one member's view, never cached or stored. */
export const teamPageHeaders = {
  "Cache-Control": "private, no-store",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Referrer-Policy": "same-origin",
} as const;

/** Changes a member may make per minute: a busy morning's triage, not a script's. */
export const TEAM_ACTIONS_PER_MINUTE = 60;

const notFound = () => data(null, { status: 404, headers: teamPageHeaders });

/**
 * The signed-in member of the team, or the answer that refuses the request (thrown): the sign-in
 * page for anonymous visitors, 404 for a customer, or for staff where `owner` is asked.
 */
export async function requireTeamMember(
  request: Request,
  { owner = false }: { owner?: boolean } = {},
): Promise<TeamAccess> {
  const { db } = getDatabase();
  const session = await readForPage(
    () => currentSession(db, request),
    "read a team member's session",
  );
  if (!session) {
    const url = new URL(request.url);
    throw redirect(
      `/signin?next=${encodeURIComponent(url.pathname + url.search)}`,
      { headers: teamPageHeaders },
    );
  }
  const { user } = session;
  if (user.role === "customer" || (owner && user.role !== "owner"))
    throw notFound();
  return {
    db,
    member: {
      id: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      role: user.role,
    },
    setCookie: session.setCookie ?? [],
  };
}

/**
 * `requireTeamMember` for an action: also refuses another site's page (403; the server refuses
 * it first, this holds should the action ever be reached another way) and a member over the rate
 * limit (429).
 */
export async function requireTeamAction(
  request: Request,
  options: { owner?: boolean } = {},
): Promise<TeamAccess> {
  if (request.method !== "POST")
    throw data(null, { status: 405, headers: teamPageHeaders });
  if (!originAllowed(requestOrigin(request)))
    throw data(null, { status: 403, headers: teamPageHeaders });
  const access = await requireTeamMember(request, options);
  const limit = await readForPage(
    () =>
      hitRateLimit(access.db, `team:${access.member.id}`, {
        max: TEAM_ACTIONS_PER_MINUTE,
        windowSeconds: 60,
      }),
    "check a team member's rate limit",
  );
  if (!limit.allowed)
    throw data(
      { ok: false as const, message: teamText.messages.tooMany },
      {
        status: 429,
        headers: {
          ...teamPageHeaders,
          "Retry-After": String(limit.retryAfterSeconds),
        },
      },
    );
  return access;
}
