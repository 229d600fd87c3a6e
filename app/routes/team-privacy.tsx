import { data, Form, useActionData } from "react-router";
import type { Route } from "./+types/team-privacy";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { teamText } from "#app/content/team.ts";
import { pageMeta } from "#app/lib/seo.ts";
import {
  requireTeamAction,
  requireTeamMember,
  teamPageHeaders,
} from "#app/features/team/access.server.ts";
import { normalEmail } from "#app/features/team/invitations.server.ts";
import {
  deleteEverythingAbout,
  storedAbout,
  totalStored,
} from "#app/features/team/privacy.server.ts";
import { PrivacyFormSchema } from "#app/features/team/team-forms.server.ts";
import { fieldClass, Notice, TeamShell } from "#app/features/team/team-ui.tsx";
import { readForPage } from "#app/services/page-data.server.ts";

/** Owners only: the address to delete, from the item page's link or typed in. */
export async function loader({ request }: Route.LoaderArgs) {
  const { member } = await requireTeamMember(request, { owner: true });
  const email = new URL(request.url).searchParams.get("email") ?? "";
  return data(
    { role: member.role, email: email.slice(0, 254) },
    { headers: teamPageHeaders },
  );
}

type PrivacyAnswer =
  | {
      step: "review";
      email: string;
      counts: Record<string, number>;
      total: number;
    }
  | { step: "deleted"; message: string }
  | { step: "refused"; message: string };

/**
 * Two steps: "review" shows what is stored for the address; "delete", with the address typed
 * again, deletes it all and writes the audit entry.
 */
export async function action({ request }: Route.ActionArgs) {
  const { db, member } = await requireTeamAction(request, { owner: true });
  const parsed = PrivacyFormSchema.safeParse(
    Object.fromEntries(await request.formData()),
  );
  const answer = (body: PrivacyAnswer, status = 200) =>
    data(body, { status, headers: teamPageHeaders });
  if (!parsed.success)
    return answer({ step: "refused", message: teamText.messages.invalid }, 400);
  const form = parsed.data;
  const email = normalEmail(form.email);
  if (form.intent === "review") {
    const counts = await readForPage(
      () => storedAbout(db, email),
      "count what is stored for an address",
    );
    return answer({
      step: "review",
      email,
      counts: { ...counts },
      total: totalStored(counts),
    });
  }
  if (normalEmail(form.confirm) !== email)
    return answer(
      { step: "refused", message: teamText.messages.confirmMismatch },
      400,
    );
  const outcome = await readForPage(
    () =>
      deleteEverythingAbout(db, email, { id: member.id, name: member.name }),
    "delete what is stored for an address",
  );
  if (!outcome.ok)
    return answer(
      { step: "refused", message: teamText.messages.memberAddress },
      409,
    );
  return answer({
    step: "deleted",
    message: teamText.messages.deleted(totalStored(outcome.counts)),
  });
}

export const headers = () => teamPageHeaders;

export const meta = () =>
  pageMeta({ ...teamText.seo.privacy, path: "/team/privacy", noindex: true });

const countLabels: Record<string, string> = {
  leads: "Free-audit, resource and chat requests",
  contactMessages: "Contact messages",
  supportMessages: "Support messages",
  newsletter: "Newsletter subscriptions",
  accounts: "Customer accounts",
  bookings: "Booked calls",
  inboxItems: "Inbox items, with their notes and history",
};

export default function TeamPrivacy({ loaderData }: Route.ComponentProps) {
  const { role, email } = loaderData;
  const outcome = useActionData<typeof action>() as PrivacyAnswer | undefined;
  const text = teamText.privacy;
  return (
    <TeamShell role={role} current="privacy">
      <header className="grid max-w-2xl gap-2">
        <h1 className="text-2xl font-bold text-foreground sm:text-3xl">
          {text.heading}
        </h1>
        <p className="text-muted-foreground">{text.intro}</p>
      </header>
      <Notice
        message={outcome?.step === "deleted" ? outcome.message : undefined}
      />
      <Notice
        message={outcome?.step === "refused" ? outcome.message : undefined}
        tone="error"
      />
      {outcome?.step === "review" ? (
        <section
          aria-labelledby="privacy-review"
          className="grid max-w-2xl gap-3 rounded-2xl border bg-card p-4 sm:p-6"
        >
          <h2 id="privacy-review" className="text-lg font-semibold break-words">
            {outcome.total === 0 ? text.nothing : text.found(outcome.total)}
          </h2>
          <ul className="grid gap-1 text-sm">
            {Object.entries(outcome.counts).map(([key, count]) => (
              <li key={key}>
                {countLabels[key] ?? key}: {count}
              </li>
            ))}
          </ul>
          {outcome.total > 0 && (
            <Form method="post" className="grid gap-3">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="email" value={outcome.email} />
              <p className="text-sm break-words">{outcome.email}</p>
              <label className={fieldClass}>
                <span className="font-medium">{text.confirmLabel}</span>
                <Input name="confirm" required autoComplete="off" />
              </label>
              <Button type="submit" variant="destructive">
                {text.confirm}
              </Button>
            </Form>
          )}
        </section>
      ) : (
        <Form
          method="post"
          className="grid max-w-2xl gap-3 rounded-2xl border bg-card p-4 sm:p-6"
        >
          <input type="hidden" name="intent" value="review" />
          <label className={fieldClass}>
            <span className="font-medium">{text.email}</span>
            <Input
              type="email"
              name="email"
              required
              defaultValue={email}
              autoComplete="off"
            />
          </label>
          <Button type="submit">{text.review}</Button>
        </Form>
      )}
    </TeamShell>
  );
}
