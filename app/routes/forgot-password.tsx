import { Link } from "react-router";
import { containerEdges } from "#app/components/sections/section-heading.tsx";
import { ToastOutlet } from "#app/components/ui/toast-outlet.tsx";
import { forgotPasswordPage } from "#app/content/account-links.ts";
import { clientPart } from "#app/lib/client-part.tsx";
import { FORM_NAMES } from "#app/lib/form-names.ts";
import { useFormResult } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { accountPageHeaders } from "#app/lib/account-page-headers.ts";
import { forgotPasswordEndpoint } from "#app/features/auth/password-reset.server.ts";
import { formAction } from "#app/services/form-action.server.ts";

// The form's code loads when the form is on screen or reached for; the server HTML holds it.
const ForgotPasswordForm = clientPart(
  () =>
    import("#app/features/auth/forgot-password-form.tsx").then(
      (module) => module.ForgotPasswordForm,
    ),
  "visible",
);

/** The form posted without script: the page again, with the one answer every address gets. */
export const action = formAction({
  [FORM_NAMES.forgotPassword]: forgotPasswordEndpoint,
});

export const headers = () => accountPageHeaders;

export const meta = () =>
  pageMeta({
    ...forgotPasswordPage.seo,
    path: "/forgot-password",
    noindex: true,
  });

export default function ForgotPassword() {
  const result = useFormResult(FORM_NAMES.forgotPassword);
  return (
    <section className="py-12 sm:py-16">
      <div className={`${containerEdges} max-w-md`}>
        <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-foreground">
            {forgotPasswordPage.title}
          </h1>
          <p className="mt-2 mb-6 text-muted-foreground">
            {forgotPasswordPage.intro}
          </p>
          <ForgotPasswordForm result={result} />
          <p className="mt-6 text-sm">
            <Link
              to="/signin"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {forgotPasswordPage.backToSignin}
            </Link>
          </p>
        </div>
      </div>
      <ToastOutlet />
    </section>
  );
}
