import { Link } from "react-router";
import type { Route } from "./+types/verify-email";
import { containerEdges } from "#app/components/sections/section-heading.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { verifyEmailPage } from "#app/content/account-links.ts";
import { verifyEmail } from "#app/features/auth/email-verification.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { getDatabase } from "#app/services/db/client.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";
import { tokenPageHeaders } from "#app/lib/account-page-headers.ts";

/**
 * The link e-mailed at signup: opening it confirms the address. A GET that changes something,
 * as such links must be; a mail scanner that opens it first confirms an address that did receive
 * the e-mail, which is all the link proves.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const confirmed = token
    ? await readForPage(
        () => verifyEmail(getDatabase().db, token),
        "confirm an e-mail address",
      )
    : false;
  return { confirmed };
}

// The link's token is in the address: never cached, never sent on as a Referer.
export const headers = () => tokenPageHeaders;

export const meta = () =>
  pageMeta({ ...verifyEmailPage.seo, path: "/verify-email", noindex: true });

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { confirmed } = loaderData;
  return (
    <section className="py-12 sm:py-16">
      <div className={`${containerEdges} max-w-md`}>
        <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          {confirmed && (
            <Icon name="circle-check" className="mb-4 size-10 text-primary" />
          )}
          <h1 className="text-2xl font-bold text-foreground">
            {confirmed
              ? verifyEmailPage.confirmedTitle
              : verifyEmailPage.invalidTitle}
          </h1>
          <p className="mt-2 mb-6 text-muted-foreground">
            {confirmed
              ? verifyEmailPage.confirmedText
              : verifyEmailPage.invalidText}
          </p>
          <Link
            to="/dashboard"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {verifyEmailPage.toDashboard}
          </Link>
        </div>
      </div>
    </section>
  );
}
