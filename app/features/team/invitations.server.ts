/**
 * Invitations to the team: a one-time link valid 7 days (`/team/invite?token=`), e-mailed through
 * the outbox. The database keeps the token's hash only. Accepting it sets a password on a new
 * account, or gives an existing account its role after its own password is checked; the link is
 * used up in the statement that checks it, so two clicks cannot both succeed.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { teamText, type TeamRole } from "#app/content/team.ts";
import type { Database } from "#app/services/db/client.server.ts";
import { teamInvitations, users } from "#app/services/db/schema.server.ts";
import { enqueueAccountEmail } from "#app/services/outbox.server.ts";
import { passwordWeakness } from "#app/services/password-strength.server.ts";
import {
  hashPassword,
  verifyPassword,
} from "#app/services/passwords.server.ts";
import {
  newSecretToken,
  secretTokenHash,
} from "#app/services/secret-tokens.server.ts";
import { startSession } from "#app/services/sessions.server.ts";
import { writeAudit, type Actor } from "./audit.server.ts";

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Stores an invitation and queues its e-mail, with its audit entry, in one transaction; returns
 * the link.
 */
export async function inviteToTeam(
  db: Database,
  {
    email,
    role,
    origin,
    actor,
    now = new Date(),
  }: {
    email: string;
    role: TeamRole;
    origin: string;
    actor: Actor;
    now?: Date;
  },
): Promise<string> {
  const token = newSecretToken();
  const link = `${origin}/team/invite?token=${token}`;
  const address = normalEmail(email);
  await db.transaction(async (tx) => {
    await tx.insert(teamInvitations).values({
      id: secretTokenHash(token),
      email: address,
      role,
      invitedBy: actor.id,
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
      createdAt: now,
    });
    await enqueueAccountEmail(tx, "team-invitation", {
      to: address,
      subject: teamText.email.subject,
      text: teamText.email.text(link, teamText.roles[role].toLowerCase()),
    });
    await writeAudit(tx, actor, "invite", { role }, { now });
  });
  return link;
}

export interface OpenInvitation {
  email: string;
  role: TeamRole;
  /** Whether the address has an account already (then its password is asked). */
  existingAccount: boolean;
}

/** What an unused, unexpired invitation offers; nothing is changed. */
export async function peekInvitation(
  db: Database,
  token: string,
  now = new Date(),
): Promise<OpenInvitation | undefined> {
  const [row] = await db
    .select({
      email: teamInvitations.email,
      role: teamInvitations.role,
      userId: users.id,
    })
    .from(teamInvitations)
    .leftJoin(users, eq(users.email, teamInvitations.email))
    .where(
      and(
        eq(teamInvitations.id, secretTokenHash(token)),
        isNull(teamInvitations.usedAt),
        gt(teamInvitations.expiresAt, now),
      ),
    );
  return row
    ? { email: row.email, role: row.role, existingAccount: row.userId !== null }
    : undefined;
}

export type AcceptOutcome =
  | { ok: true; setCookie: string[] }
  | {
      ok: false;
      reason: "invalid" | "wrong-password" | "weak-password" | "missing-name";
      message?: string;
    };

/**
 * Accepts an invitation: for a new address, an account with the given name and password; for an
 * existing one, its password must match. Either way the account gets the role (an owner stays an
 * owner when invited as staff), a new session starts, and the link is used up.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  form: { password: string; firstName?: string; lastName?: string },
  now = new Date(),
): Promise<AcceptOutcome> {
  const invitation = await peekInvitation(db, token, now);
  if (!invitation) return { ok: false, reason: "invalid" };
  const [existing] = await db
    .select({
      id: users.id,
      password: users.password,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.email, invitation.email));
  let passwordHash: string | undefined;
  if (existing) {
    if (!(await verifyPassword(existing.password, form.password)))
      return { ok: false, reason: "wrong-password" };
  } else {
    const firstName = form.firstName?.trim() ?? "";
    const lastName = form.lastName?.trim() ?? "";
    if (!firstName || !lastName) return { ok: false, reason: "missing-name" };
    if (form.password.length < 8) return { ok: false, reason: "weak-password" };
    const weakness = await passwordWeakness(form.password, {
      email: invitation.email,
      firstName,
      lastName,
    });
    if (weakness)
      return { ok: false, reason: "weak-password", message: weakness };
    passwordHash = await hashPassword(form.password);
  }
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(teamInvitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(teamInvitations.id, secretTokenHash(token)),
          isNull(teamInvitations.usedAt),
          gt(teamInvitations.expiresAt, now),
        ),
      )
      .returning({ role: teamInvitations.role });
    if (!used) return { ok: false, reason: "invalid" } as const;
    let userId: string;
    if (existing) {
      userId = existing.id;
      const role = existing.role === "owner" ? "owner" : used.role;
      await tx.update(users).set({ role }).where(eq(users.id, userId));
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          email: invitation.email,
          firstName: form.firstName!.trim(),
          lastName: form.lastName!.trim(),
          password: passwordHash!,
          role: used.role,
          // The invitation reached the address: it is confirmed.
          emailVerifiedAt: now,
          createdAt: now,
        })
        .returning({ id: users.id });
      userId = created!.id;
    }
    const name = existing
      ? `${existing.firstName} ${existing.lastName}`
      : `${form.firstName!.trim()} ${form.lastName!.trim()}`;
    await writeAudit(
      tx,
      { id: userId, name },
      "join",
      { role: used.role },
      { now },
    );
    const setCookie = await startSession(tx, userId, now);
    return { ok: true, setCookie } as const;
  });
}
