/**
 * What `npm run team` does: `invite EMAIL --role owner|staff` stores a one-time invitation to the
 * team's workspace, queues its e-mail through the outbox and returns the link to print.
 */
import { z } from "zod";
import { site } from "#app/content/site.ts";
import { teamRoles, type TeamRole } from "#app/content/team.ts";
import { inviteToTeam } from "#app/features/team/invitations.server.ts";
import type { Database } from "#app/services/db/client.server.ts";

export const usage = "Usage: npm run team -- invite EMAIL --role owner|staff";

export interface InviteCommand {
  command: "invite";
  email: string;
  role: TeamRole;
}

/** Parses the command line; throws an Error whose message says what is wrong. */
export function parseTeamArgs(args: readonly string[]): InviteCommand {
  const [command, email, ...rest] = args;
  if (command !== "invite" || !email) throw new Error(usage);
  if (!z.email().safeParse(email.trim()).success)
    throw new Error(`Not an e-mail address: ${email}\n${usage}`);
  let role: string | undefined;
  for (let index = 0; index < rest.length; index++) {
    const arg = rest[index]!;
    if (arg === "--role") role = rest[++index];
    else if (arg.startsWith("--role=")) role = arg.slice("--role=".length);
    else throw new Error(`Unknown option: ${arg}\n${usage}`);
  }
  if (!role || !(teamRoles as readonly string[]).includes(role))
    throw new Error(`--role must be owner or staff\n${usage}`);
  return { command: "invite", email: email.trim(), role: role as TeamRole };
}

/** Stores the invitation and queues its e-mail; the link goes to the site's public address. */
export function runInvite(
  db: Database,
  { email, role }: InviteCommand,
  origin: string = site.url,
): Promise<string> {
  return inviteToTeam(db, {
    email,
    role,
    origin,
    actor: { id: null, name: "Command line" },
  });
}
