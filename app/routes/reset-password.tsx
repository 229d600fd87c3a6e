import { eq } from "drizzle-orm";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import { containerEdges } from "#app/components/sections/section-heading.tsx";
import { ToastOutlet } from "#app/components/ui/toast-outlet.tsx";
import {
  resetPasswordMessages,
  resetPasswordPage,
} from "#app/content/account-links.ts";
import { clientPart } from "#app/lib/client-part.tsx";
import { FORM_NAMES } from "#app/lib/form-names.ts";
import { useFormResult } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { peekAccountToken } from "#app/services/account-tokens.server.ts";
import { getDatabase } from "#app/services/db/client.server.ts";
import { users } from "#app/services/db/schema.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";
import { tokenPageHeaders } from "#app/lib/account-page-headers.ts";
import { resetPasswordEndpoint } from "#app/features/auth/password-reset.server.ts";
import { submitForm } from "#app/services/form-action.server.ts";

const ResetPasswordForm = clientPart(
  () =>
    import("#app/features/auth/reset-password-form.tsx").then(
      (module) => module.ResetPasswordForm,
    ),
  "visible",
);

/**
 * The e-mailed link's page: the form for a link that still works (with the account's address,
 * for the password manager), otherwise a way to ask for a new link. Opening it uses nothing up;
 * only the new password does.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token) return { token: "", email: undefined };
  const { db } = getDatabase();
  const email = await readForPage(async () => {
    const userId = await peekAccountToken(
      db,
      token,
      "password-reset",
      new Date(),
    );
    if (!userId) return undefined;
    const [user] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return user?.email;
  }, "read a password-reset link");
  return { token: email ? token : "", email };
}

/**
 * The form posted without script: the new password signs the visitor in and goes to the
 * dashboard with the session cookie, as the script does; refused, the page again with the
 * message (a link that stopped working shows as such).
 */
export async function action(args: Route.ActionArgs) {
  const { result, headers } = await submitForm(
    args,
    FORM_NAMES.resetPassword,
    resetPasswordEndpoint,
  );
  // The toast the script shows is a notice on the dashboard here.
  if (result.ok)
    return redirect("/dashboard?notice=password-changed", {
      status: 303,
      headers,
    });
  return data(result, { status: result.status, headers });
}

// The link's token is in the address: never cached, never sent on as a Referer.
export const headers = () => tokenPageHeaders;

export const meta = () =>
  pageMeta({
    ...resetPasswordPage.seo,
    path: "/reset-password",
    noindex: true,
  });

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { token, email } = loaderData;
  const result = useFormResult(FORM_NAMES.resetPassword);
  return (
    <section className="py-12 sm:py-16">
      <div className={`${containerEdges} max-w-md`}>
        <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          {email ? (
            <>
              <h1 className="text-2xl font-bold text-foreground">
                {resetPasswordPage.title}
              </h1>
              <p className="mt-2 text-muted-foreground">
                {resetPasswordPage.intro}
              </p>
              <p className="mt-1 mb-6 text-sm text-muted-foreground">{email}</p>
              <ResetPasswordForm token={token} email={email} result={result} />
            </>
          ) : (
            <>
              <h1 className="text-2xl font-bold text-foreground">
                {resetPasswordPage.invalidTitle}
              </h1>
              <p className="mt-2 mb-6 text-muted-foreground">
                {resetPasswordMessages.linkInvalid}
              </p>
              <Link
                to="/forgot-password"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {resetPasswordPage.requestAgain}
              </Link>
            </>
          )}
        </div>
      </div>
      <ToastOutlet />
    </section>
  );
}
