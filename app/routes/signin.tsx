import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/signin";
import { containerEdges } from "#app/components/sections/section-heading.tsx";
import { ToastOutlet } from "#app/components/ui/toast-outlet.tsx";
import { signinPage } from "#app/content/signin.ts";
import { clientPart } from "#app/lib/client-part.tsx";
import { FORM_NAMES } from "#app/lib/form-names.ts";
import { useFormResult } from "#app/lib/form-result.ts";
import { safeNextPath } from "#app/lib/next-path.ts";
import { pageMeta } from "#app/lib/seo.ts";
import {
  databaseErrorCode,
  getDatabase,
} from "#app/services/db/client.server.ts";
import { getLogger } from "#app/services/logger.server.ts";
import { currentSession } from "#app/services/sessions.server.ts";
import { signinEndpoint } from "#app/features/auth/signin.server.ts";
import { submitForm } from "#app/services/form-action.server.ts";
import { accountPageHeaders } from "#app/lib/account-page-headers.ts";

// The form's code loads when the form is on screen or reached for; the server HTML holds it.
const SigninForm = clientPart(
  () =>
    import("#app/features/auth/signin-form.tsx").then(
      (module) => module.SigninForm,
    ),
  "visible",
);

/** Where to go after signing in (`?next=`, a path of this site); there at once when signed in. */
export async function loader({ request }: Route.LoaderArgs) {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  // The form shows even when the database cannot say whether the visitor is signed in; sending
  // it then answers with the forms' "could not save" message.
  const session = await currentSession(getDatabase().db, request).catch(
    (error: unknown) => {
      getLogger().error(
        { code: databaseErrorCode(error) },
        "sign-in page could not read the session",
      );
      return undefined;
    },
  );
  if (session) throw redirect(next);
  return { next };
}

/**
 * The form posted without script: signed in, the visitor goes to `next` with the session cookie,
 * as the script does; refused, the page again with the message and the address (never the
 * password).
 */
export async function action(args: Route.ActionArgs) {
  const { result, headers } = await submitForm(
    args,
    FORM_NAMES.signin,
    signinEndpoint,
  );
  if (result.ok) {
    const next = new URL(args.request.url).searchParams.get("next");
    return redirect(safeNextPath(next), { status: 303, headers });
  }
  return data(result, { status: result.status, headers });
}

export const headers = () => accountPageHeaders;

export const meta = () =>
  pageMeta({ ...signinPage.seo, path: "/signin", noindex: true });

export default function Signin({ loaderData }: Route.ComponentProps) {
  const result = useFormResult(FORM_NAMES.signin);
  return (
    <section className="py-12 sm:py-16">
      <div className={`${containerEdges} max-w-md`}>
        <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-foreground">
            {signinPage.title}
          </h1>
          <p className="mt-2 mb-6 text-muted-foreground">{signinPage.intro}</p>
          <SigninForm next={loaderData.next} result={result} />
          <p className="mt-4 text-sm">
            <Link
              to="/forgot-password"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {signinPage.forgotPassword}
            </Link>
          </p>
          <p className="mt-6 text-sm text-muted-foreground">
            {signinPage.noAccount}{" "}
            <Link
              to="/pricing"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {signinPage.choosePlan}
            </Link>
          </p>
        </div>
      </div>
      <ToastOutlet />
    </section>
  );
}
