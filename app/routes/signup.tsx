import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/signup";
import { CheckList } from "#app/components/sections/check-list.tsx";
import { MonthlyPrice } from "#app/components/sections/plan-cards.tsx";
import { containerClass } from "#app/components/sections/section-heading.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { ToastOutlet } from "#app/components/ui/toast-outlet.tsx";
import { getPlan } from "#app/content/plans.ts";
import { signupPage } from "#app/content/signup.ts";
import { clientPart } from "#app/lib/client-part.tsx";
import { FORM_NAMES } from "#app/lib/form-names.ts";
import { useFormResult } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/seo.ts";
import {
  databaseErrorCode,
  getDatabase,
} from "#app/services/db/client.server.ts";
import { getLogger } from "#app/services/logger.server.ts";
import { currentSession } from "#app/services/sessions.server.ts";
import { signupEndpoint } from "#app/features/auth/signup.server.ts";
import { submitForm } from "#app/services/form-action.server.ts";
import { accountPageHeaders } from "#app/lib/account-page-headers.ts";

// The form's code loads when the form is on screen or reached for; the server HTML holds it.
const SignupForm = clientPart(
  () =>
    import("#app/features/auth/signup-form.tsx").then(
      (module) => module.SignupForm,
    ),
  "visible",
);

/**
 * The plan of `?plan=`: starter, growth or enterprise; anything else is growth (spec §2). A
 * visitor with a session has an account already (Back after signing up lands here): the dashboard.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // The form shows even when the database cannot say whether the visitor is signed in.
  const session = await currentSession(getDatabase().db, request).catch(
    (error: unknown) => {
      getLogger().error(
        { code: databaseErrorCode(error) },
        "sign-up page could not read the session",
      );
      return undefined;
    },
  );
  if (session) throw redirect("/dashboard");
  return { planId: getPlan(new URL(request.url).searchParams.get("plan")).id };
}

/**
 * The form posted without script: the new account's dashboard with its session cookie, as the
 * script does; refused, the page again with each error beside its field and the values (never
 * the password).
 */
export async function action(args: Route.ActionArgs) {
  const { result, headers } = await submitForm(
    args,
    FORM_NAMES.signup,
    signupEndpoint,
  );
  // The toast the script shows is a notice on the dashboard here.
  if (result.ok)
    return redirect("/dashboard?notice=account-created", {
      status: 303,
      headers,
    });
  return data(result, { status: result.status, headers });
}

// Rendered per request for the plan asked for; an account page is never cached.
export const headers = () => accountPageHeaders;

export const meta = () =>
  pageMeta({ ...signupPage.seo, path: "/signup", noindex: true });

export default function Signup({ loaderData }: Route.ComponentProps) {
  const plan = getPlan(loaderData.planId);
  const result = useFormResult(FORM_NAMES.signup);
  return (
    <section className="py-12 sm:py-16">
      <div className={containerClass}>
        <Link
          to="/pricing"
          className="inline-flex min-h-10 items-center gap-2 rounded-md text-sm font-medium text-primary hover:underline"
        >
          <Icon name="arrow-left" className="size-4" />
          {signupPage.backLabel}
        </Link>
        <div className="mt-6 grid items-start gap-8 lg:grid-cols-2">
          <aside
            aria-labelledby="signup-plan"
            className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
          >
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              {signupPage.planEyebrow}
            </p>
            <h2
              id="signup-plan"
              className="mt-2 text-2xl font-bold text-foreground"
            >
              {plan.name}{" "}
              <span className="text-base font-medium text-muted-foreground">
                ({plan.catalogName})
              </span>
            </h2>
            <MonthlyPrice amount={plan.monthlyPrice} className="mt-4" />
            <p className="mt-4 leading-7 text-muted-foreground">
              {plan.description}
            </p>
            <CheckList items={plan.features} size="lg" className="mt-6" />
            <p className="mt-6 flex gap-3 rounded-lg bg-secondary p-4 text-sm leading-6 text-secondary-foreground">
              <Icon name="shield-check" className="mt-0.5 size-5 shrink-0" />
              {signupPage.moneyBack}
            </p>
          </aside>
          <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-bold text-foreground">
              {signupPage.formTitle}
            </h1>
            <p className="mt-2 mb-6 text-muted-foreground">
              {signupPage.formIntro}
            </p>
            <SignupForm planId={plan.id} result={result} />
            <p className="mt-6 text-sm text-muted-foreground">
              {signupPage.signInPrompt}{" "}
              <Link
                to="/signin"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {signupPage.signInLink}
              </Link>
            </p>
          </div>
        </div>
      </div>
      <ToastOutlet />
    </section>
  );
}
