import { data, Form, redirect, useActionData } from "react-router";
import type { Route } from "./+types/team-people";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { teamRoles, teamText } from "#app/content/team.ts";
import { pageMeta } from "#app/lib/seo.ts";
import {
  requireTeamAction,
  requireTeamMember,
  teamPageHeaders,
} from "#app/features/team/access.server.ts";
import { formatEastern } from "#app/features/team/format.ts";
import { teamMembers } from "#app/features/team/inbox.server.ts";
import { inviteToTeam } from "#app/features/team/invitations.server.ts";
import { PeopleFormSchema } from "#app/features/team/team-forms.server.ts";
import {
  openInvitations,
  setMemberRole,
} from "#app/features/team/people.server.ts";
import { fieldClass, Notice, TeamShell } from "#app/features/team/team-ui.tsx";
import {
  accountLinkOrigin,
  requestOrigin,
} from "#app/services/origins.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";

/** The team and its open invitations: owners only. */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, member } = await requireTeamMember(request, { owner: true });
  const [members, invitations] = await readForPage(
    () => Promise.all([teamMembers(db), openInvitations(db)]),
    "read the team",
  );
  const done = new URL(request.url).searchParams.get("done");
  return data(
    {
      role: member.role,
      me: member.id,
      done,
      members,
      invitations: invitations.map((invitation) => ({
        ...invitation,
        expiresAt: formatEastern(invitation.expiresAt),
      })),
    },
    { headers: teamPageHeaders },
  );
}

/** Invite, change a role, remove: each saved change comes back by GET with what was done. */
export async function action({ request }: Route.ActionArgs) {
  const { db, member } = await requireTeamAction(request, { owner: true });
  const parsed = PeopleFormSchema.safeParse(
    Object.fromEntries(await request.formData()),
  );
  const refuse = (status: number, message: string) =>
    data({ ok: false as const, message }, { status, headers: teamPageHeaders });
  if (!parsed.success) return refuse(400, teamText.messages.invalid);
  const form = parsed.data;
  const actor = { id: member.id, name: member.name };
  if (form.intent === "invite") {
    await readForPage(
      () =>
        inviteToTeam(db, {
          email: form.email,
          role: form.role,
          origin: accountLinkOrigin(requestOrigin(request)),
          actor,
        }),
      "invite a member of the team",
    );
    throw redirect("/team/people?done=invited", {
      status: 303,
      headers: teamPageHeaders,
    });
  }
  const outcome = await readForPage(
    () =>
      setMemberRole(
        db,
        form.userId,
        form.intent === "remove" ? "customer" : form.role,
        actor,
      ),
    "change a member of the team",
  );
  if (outcome === "last-owner") return refuse(409, teamText.messages.lastOwner);
  if (outcome === "not-found")
    return refuse(404, teamText.messages.unknownMember);
  throw redirect(`/team/people?done=${form.intent}`, {
    status: 303,
    headers: teamPageHeaders,
  });
}

export const headers = () => teamPageHeaders;

export const meta = () =>
  pageMeta({ ...teamText.seo.people, path: "/team/people", noindex: true });

const doneMessages: Record<string, string> = {
  invited: "Invitation sent. The link works once, for 7 days.",
  role: teamText.messages.roleChanged,
  remove: teamText.messages.removed,
};

export default function TeamPeople({ loaderData }: Route.ComponentProps) {
  const { role, me, done, members, invitations } = loaderData;
  const outcome = useActionData<typeof action>();
  const text = teamText.people;
  return (
    <TeamShell role={role} current="people">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold text-foreground sm:text-3xl">
          {text.heading}
        </h1>
        <p className="text-muted-foreground">{text.intro}</p>
      </header>
      <Notice message={done ? doneMessages[done] : undefined} />
      <Notice
        message={outcome && !outcome.ok ? outcome.message : undefined}
        tone="error"
      />
      <section aria-labelledby="people-members" className="grid gap-3">
        <h2 id="people-members" className="text-lg font-semibold">
          {text.members}
        </h2>
        <ul className="grid gap-3">
          {members.map((person) => (
            <li
              key={person.id}
              className="grid min-w-0 gap-3 rounded-xl border bg-card p-4 text-sm sm:grid-cols-[1fr_auto]"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">
                  {person.name} {person.id === me && text.you}
                </p>
                <p className="break-words text-muted-foreground">
                  {person.email} ·{" "}
                  {teamText.roles[person.role as "staff" | "owner"]}
                </p>
              </div>
              <div className="flex flex-wrap items-end gap-3">
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="userId" value={person.id} />
                  <label className={fieldClass}>
                    <span className="font-medium">
                      {text.role}
                      <span className="sr-only"> of {person.name}</span>
                    </span>
                    <NativeSelect name="role" defaultValue={person.role}>
                      {teamRoles.map((option) => (
                        <option key={option} value={option}>
                          {teamText.roles[option]}
                        </option>
                      ))}
                    </NativeSelect>
                  </label>
                  <Button type="submit" variant="outline">
                    {text.changeRole}
                    <span className="sr-only"> of {person.name}</span>
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="userId" value={person.id} />
                  <Button type="submit" variant="outline">
                    {text.remove}
                    <span className="sr-only">: {person.name}</span>
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="people-invite" className="grid gap-3">
        <h2 id="people-invite" className="text-lg font-semibold">
          {text.inviteHeading}
        </h2>
        <Form
          method="post"
          className="grid gap-3 rounded-2xl border bg-card p-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
        >
          <input type="hidden" name="intent" value="invite" />
          <label className={fieldClass}>
            <span className="font-medium">{text.email}</span>
            <Input type="email" name="email" required autoComplete="off" />
          </label>
          <label className={fieldClass}>
            <span className="font-medium">{text.role}</span>
            <NativeSelect name="role" defaultValue="staff">
              {teamRoles.map((option) => (
                <option key={option} value={option}>
                  {teamText.roles[option]}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button type="submit">{text.invite}</Button>
        </Form>
      </section>
      <section aria-labelledby="people-pending" className="grid gap-3">
        <h2 id="people-pending" className="text-lg font-semibold">
          {text.pending}
        </h2>
        {invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{text.noPending}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {invitations.map((invitation, index) => (
              <li key={index} className="break-words">
                {invitation.email} · {teamText.roles[invitation.role]} ·{" "}
                {text.expires} {invitation.expiresAt}
              </li>
            ))}
          </ul>
        )}
      </section>
    </TeamShell>
  );
}
