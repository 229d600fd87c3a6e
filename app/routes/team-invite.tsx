import { data, Form, redirect, useActionData } from "react-router";
import type { Route } from "./+types/team-invite";
import { containerEdges } from "#app/components/sections/section-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { teamText } from "#app/content/team.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { tokenPageHeaders } from "#app/lib/account-page-headers.ts";
import {
  acceptInvitation,
  peekInvitation,
} from "#app/features/team/invitations.server.ts";
import { fieldClass, Notice } from "#app/features/team/team-ui.tsx";
import { getDatabase } from "#app/services/db/client.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";
import { hitRateLimit } from "#app/services/rate-limit.server.ts";
import { setCookieHeaders } from "#app/services/sessions.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";

/** The invitation's page: the form for a link that still works; opening it uses nothing up. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = token
    ? await readForPage(
        () => peekInvitation(getDatabase().db, token),
        "read a team invitation",
      )
    : undefined;
  return data(
    { token: invitation ? token : "", invitation },
    { headers: tokenPageHeaders },
  );
}

/** Tries per client address: a token is 256 random bits, passwords are the thing to slow. */
const ATTEMPTS = { max: 10, windowSeconds: 15 * 60 };

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = getDatabase();
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 200) : "";
  };
  const limit = await readForPage(
    () =>
      hitRateLimit(
        db,
        `team-invite:${context.get(clientAddressContext) ?? "unknown"}`,
        ATTEMPTS,
      ),
    "check the invitation's rate limit",
  );
  if (!limit.allowed)
    return data(
      { message: teamText.messages.tooMany },
      { status: 429, headers: tokenPageHeaders },
    );
  const outcome = await readForPage(
    () =>
      acceptInvitation(db, field("token"), {
        password: field("password"),
        firstName: field("firstName"),
        lastName: field("lastName"),
      }),
    "accept a team invitation",
  );
  if (outcome.ok)
    throw redirect("/team", {
      status: 303,
      headers: setCookieHeaders(outcome.setCookie),
    });
  const messages = {
    invalid: teamText.invite.invalid,
    "wrong-password": teamText.invite.wrongPassword,
    "weak-password": outcome.message ?? teamText.invite.weakPassword,
    "missing-name": teamText.invite.missingName,
  };
  return data(
    { message: messages[outcome.reason] },
    {
      status: outcome.reason === "invalid" ? 410 : 400,
      headers: tokenPageHeaders,
    },
  );
}

export const headers = () => tokenPageHeaders;

export const meta = () =>
  pageMeta({ ...teamText.seo.invite, path: "/team/invite", noindex: true });

export default function TeamInvite({ loaderData }: Route.ComponentProps) {
  const { token, invitation } = loaderData;
  const outcome = useActionData<typeof action>();
  const text = teamText.invite;
  return (
    <section className="py-12 sm:py-16">
      <div className={`${containerEdges} max-w-md`}>
        <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-foreground">{text.heading}</h1>
          <Notice message={outcome?.message} tone="error" />
          {!invitation ? (
            <p className="text-muted-foreground">{text.invalid}</p>
          ) : (
            <>
              <p className="break-words text-muted-foreground">
                {(invitation.existingAccount
                  ? text.existingAccount
                  : text.newAccount)(
                  invitation.email,
                  teamText.roles[invitation.role].toLowerCase(),
                )}
              </p>
              <Form method="post" className="grid gap-4">
                <input type="hidden" name="token" value={token} />
                <input
                  type="hidden"
                  name="email"
                  value={invitation.email}
                  autoComplete="username"
                />
                {!invitation.existingAccount && (
                  <>
                    <label className={fieldClass}>
                      <span className="font-medium">{text.firstName}</span>
                      <Input
                        name="firstName"
                        required
                        autoComplete="given-name"
                      />
                    </label>
                    <label className={fieldClass}>
                      <span className="font-medium">{text.lastName}</span>
                      <Input
                        name="lastName"
                        required
                        autoComplete="family-name"
                      />
                    </label>
                  </>
                )}
                <label className={fieldClass}>
                  <span className="font-medium">
                    {invitation.existingAccount
                      ? text.password
                      : text.newPassword}
                  </span>
                  <Input
                    type="password"
                    name="password"
                    required
                    minLength={invitation.existingAccount ? undefined : 8}
                    autoComplete={
                      invitation.existingAccount
                        ? "current-password"
                        : "new-password"
                    }
                  />
                </label>
                <Button type="submit">{text.accept}</Button>
              </Form>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
