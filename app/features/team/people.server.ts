/**
 * The team itself (`/team/people`, owners only): its members, open invitations, role changes and
 * removals. A removed member keeps their account as a customer's. The owners are locked while a
 * change is checked, so two owners demoting each other at once cannot leave the team without one.
 */
import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { TeamRole } from "#app/content/team.ts";
import type { Database } from "#app/services/db/client.server.ts";
import { teamInvitations, users } from "#app/services/db/schema.server.ts";
import { endAllSessions } from "#app/services/sessions.server.ts";
import { writeAudit, type Actor } from "./audit.server.ts";

export async function openInvitations(db: Database, now = new Date()) {
  return db
    .select({
      email: teamInvitations.email,
      role: teamInvitations.role,
      expiresAt: teamInvitations.expiresAt,
    })
    .from(teamInvitations)
    .where(
      and(isNull(teamInvitations.usedAt), gt(teamInvitations.expiresAt, now)),
    )
    .orderBy(desc(teamInvitations.createdAt), asc(teamInvitations.email))
    .limit(100);
}

export type TeamChangeOutcome = "saved" | "last-owner" | "not-found";

/**
 * Gives member `userId` a new role, or removes them from the team (`customer`). Refused when it
 * would leave no owner.
 */
export async function setMemberRole(
  db: Database,
  userId: string,
  role: TeamRole | "customer",
  actor: Actor,
  now = new Date(),
): Promise<TeamChangeOutcome> {
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, "owner"))
      .for("update");
    const [member] = await tx
      .select({ role: users.role })
      .from(users)
      .where(
        and(eq(users.id, userId), sql`${users.role} in ('staff', 'owner')`),
      );
    if (!member) return "not-found";
    if (member.role === "owner" && role !== "owner" && owners.length <= 1)
      return "last-owner";
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    // A removed member is signed out everywhere: their open pages stop working at once.
    if (role === "customer") await endAllSessions(tx, userId);
    await writeAudit(
      tx,
      actor,
      role === "customer" ? "remove-member" : "change-role",
      { userId, from: member.role, to: role },
      { now },
    );
    return "saved";
  });
}
