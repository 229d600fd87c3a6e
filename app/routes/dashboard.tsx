import { data, Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/dashboard";
import { MonthlyPrice } from "#app/components/sections/plan-cards.tsx";
import { containerClass } from "#app/components/sections/section-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { ToastOutlet } from "#app/components/ui/toast-outlet.tsx";
import {
  dashboardNotice,
  dashboardNotices,
  dashboardPage,
  type DashboardNotice,
} from "#app/content/dashboard.ts";
import { getPlan } from "#app/content/plans.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { deleteAccount } from "#app/features/auth/delete-account.server.ts";
import { resendVerificationEmail } from "#app/features/auth/email-verification.server.ts";
import { getDatabase } from "#app/services/db/client.server.ts";
import {
  accountLinkOrigin,
  requestOrigin,
} from "#app/services/origins.server.ts";
import { getEnv } from "#app/services/env.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";
import {
  currentSession,
  endSession,
  setCookieHeaders,
} from "#app/services/sessions.server.ts";
import { accountPageHeaders } from "#app/lib/account-page-headers.ts";

const readSession = (request: Request) =>
  readForPage(
    () => currentSession(getDatabase().db, request),
    "read the dashboard's session",
  );

/** The signed-in visitor's account; without a session, the sign-in page, then back here. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await readSession(request);
  const notice = dashboardNotice(
    new URL(request.url).searchParams.get("notice"),
  );
  // Signed out (a form sent twice without script gets its first answer, without the cookie):
  // the notice waits for the sign-in.
  if (!session)
    throw redirect(
      `/signin?next=${encodeURIComponent(notice ? `/dashboard?notice=${notice}` : "/dashboard")}`,
    );
  const { user } = session;
  // A member of the team signs in where customers do and lands in the team's workspace.
  if (user.role !== "customer")
    throw redirect("/team", {
      headers: setCookieHeaders(session.setCookie ?? []),
    });
  return data(
    {
      ...(notice && { notice }),
      firstName: user.firstName,
      email: user.email,
      planId: getPlan(user.plan).id,
      status: user.subscriptionStatus ?? "pending",
      hasPhone: Boolean(user.phone),
      emailVerified: user.emailVerifiedAt !== null,
    },
    {
      headers: setCookieHeaders(session.setCookie ?? []),
    },
  );
}

/**
 * The dashboard's two forms: "Send the link again" (the address confirmation) and "Delete my
 * account" (with the password, the account goes and the visitor sees that it has).
 */
export async function action({ request }: Route.ActionArgs) {
  const db = getDatabase().db;
  const session = await readSession(request);
  if (!session)
    throw redirect(`/signin?next=${encodeURIComponent("/dashboard")}`);
  const form = await request.formData();
  if (form.get("intent") === "resend-verification") {
    const { user } = session;
    // Already confirmed (in another tab): nothing to send, and the banner goes.
    const resent = user.emailVerifiedAt
      ? undefined
      : await readForPage(
          () =>
            resendVerificationEmail(
              db,
              user,
              accountLinkOrigin(requestOrigin(request)),
            ),
          "send the confirmation link again",
        );
    return data(
      { resent, error: undefined },
      { status: resent === "too-many" ? 429 : 200 },
    );
  }
  const password = form.get("password");
  const result = await readForPage(
    () =>
      deleteAccount(
        db,
        session.user.id,
        typeof password === "string" ? password : "",
        { webhook: Boolean(getEnv().LEAD_WEBHOOK_URL) },
      ),
    "delete an account",
  );
  if (result === "deleted")
    throw redirect("/account-deleted", {
      headers: setCookieHeaders(await endSession(db, request)),
    });
  return data(
    {
      resent: undefined,
      error:
        result === "too-many"
          ? dashboardPage.deleteAccount.tooManyAttempts
          : dashboardPage.deleteAccount.wrongPassword,
    },
    { status: result === "too-many" ? 429 : 400 },
  );
}

// One visitor's page: never cached, by the browser or anything between.
export const headers = () => accountPageHeaders;

export const meta = () =>
  pageMeta({ ...dashboardPage.seo, path: "/dashboard", noindex: true });

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { firstName, email, planId, status, hasPhone, emailVerified, notice } =
    loaderData;
  const outcome = useActionData<typeof action>();
  const plan = getPlan(planId);
  const statusText = dashboardPage.statuses[status] ?? {
    label: status,
    detail: "",
  };
  const onboarding = "/book";
  return (
    <section className="py-12 sm:py-16">
      <div className={`${containerClass} grid gap-8`}>
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold text-foreground">
              {dashboardPage.greeting(firstName)}
            </h1>
            <p className="mt-2 max-w-2xl text-muted-foreground">
              {dashboardPage.intro}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{email}</p>
          </div>
          {/* A form, so that signing out works before (and without) any script. */}
          <Form method="post" action="/signout">
            <Button type="submit" variant="outline">
              <Icon name="log-out" className="size-4" />
              {dashboardPage.signOut}
            </Button>
          </Form>
        </header>
        {/* The notice of the arrival, not of the page's own forms sent since. */}
        {notice && !outcome && <DashboardNoticeBanner notice={notice} />}
        {!emailVerified && (
          <ConfirmEmailBanner email={email} resent={outcome?.resent} />
        )}
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <section
            aria-labelledby="dashboard-plan"
            className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
          >
            <h2
              id="dashboard-plan"
              className="text-sm font-semibold tracking-wide text-primary uppercase"
            >
              {dashboardPage.planTitle}
            </h2>
            <p className="mt-2 text-2xl font-bold text-foreground">
              {plan.name}{" "}
              <span className="text-base font-medium text-muted-foreground">
                ({plan.catalogName})
              </span>
            </p>
            <MonthlyPrice amount={plan.monthlyPrice} className="mt-2" />
            <div className="mt-6 rounded-lg bg-secondary p-4 text-sm text-secondary-foreground">
              <p>
                <span className="font-semibold">
                  {dashboardPage.statusLabel}:
                </span>{" "}
                {statusText.label}
              </p>
              {statusText.detail && (
                <p className="mt-2 leading-6">{statusText.detail}</p>
              )}
              {status === "pending" && (
                <p className="mt-2 leading-6">
                  {hasPhone
                    ? dashboardPage.firstContact.byPhone
                    : dashboardPage.firstContact.byEmail(email)}
                </p>
              )}
            </div>
          </section>
          <section
            aria-labelledby="dashboard-next"
            className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
          >
            <h2
              id="dashboard-next"
              className="text-xl font-semibold text-foreground"
            >
              {dashboardPage.nextTitle}
            </h2>
            <ol className="mt-4 grid gap-4">
              {dashboardPage.nextSteps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-foreground">
                      {step.title}
                    </h3>
                    <p className="text-sm leading-6 text-muted-foreground">
                      {step.text}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
            <h3 className="mt-8 font-semibold text-foreground">
              {dashboardPage.helpTitle}
            </h3>
            <div className="mt-3 flex flex-wrap gap-3">
              <Button asChild>
                <Link to={onboarding}>{dashboardPage.bookCall}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/support">{dashboardPage.supportLink}</Link>
              </Button>
            </div>
          </section>
        </div>
      </div>
      <div className={`${containerClass} mt-8`}>
        <DeleteAccount error={outcome?.error} />
      </div>
      {/* Shows the signup's 'Account Created Successfully!' notice after the navigation here. */}
      <ToastOutlet />
    </section>
  );
}

/** A form's notice for a visitor whose page ran no script, in the page itself. */
function DashboardNoticeBanner({ notice }: { notice: DashboardNotice }) {
  const { title, description } = dashboardNotices[notice];
  return (
    <div
      role="status"
      className="rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm"
    >
      <p className="font-semibold text-foreground">{title}</p>
      <p className="mt-1 text-muted-foreground">{description}</p>
    </div>
  );
}

/**
 * Until the address is confirmed: where the link went, and a button (a plain form, working
 * without script) that sends it again. Nothing on the dashboard waits for it.
 */
function ConfirmEmailBanner({
  email,
  resent,
}: {
  email: string;
  resent?: "sent" | "too-many";
}) {
  const copy = dashboardPage.confirmEmail;
  return (
    <section
      aria-labelledby="dashboard-confirm-email"
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-primary/30 bg-secondary p-6 text-secondary-foreground"
    >
      <div className="flex gap-3">
        <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h2 id="dashboard-confirm-email" className="font-semibold">
            {copy.title}
          </h2>
          <p className="mt-1 text-sm leading-6">{copy.text(email)}</p>
          {resent && (
            <p role="status" className="mt-2 text-sm font-medium">
              {resent === "sent" ? copy.resent(email) : copy.tooMany}
            </p>
          )}
        </div>
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value="resend-verification" />
        <Button type="submit" variant="outline">
          {copy.resend}
        </Button>
      </Form>
    </section>
  );
}

/** "Delete my account", folded away: the password confirms it. Works without script. */
function DeleteAccount({ error }: { error?: string }) {
  const copy = dashboardPage.deleteAccount;
  return (
    <details
      open={Boolean(error)}
      className="rounded-2xl border border-destructive/30 p-6 sm:p-8"
    >
      <summary className="cursor-pointer font-semibold text-destructive">
        {copy.summary}
      </summary>
      <Form method="post" className="mt-4 grid max-w-md gap-4">
        <p className="text-sm leading-6 text-muted-foreground">
          {copy.warning}
        </p>
        <div className="grid gap-2">
          <label
            htmlFor="delete-account-password"
            className="text-sm font-medium"
          >
            {copy.passwordLabel}
          </label>
          <Input
            id="delete-account-password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "delete-account-error" : undefined}
          />
          {error && (
            <p
              id="delete-account-error"
              role="alert"
              className="text-sm text-destructive"
            >
              {error}
            </p>
          )}
        </div>
        <Button
          type="submit"
          variant="destructive"
          className="justify-self-start"
        >
          {copy.submit}
        </Button>
      </Form>
    </details>
  );
}
