import { Link } from "react-router";
import { containerEdges } from "#app/components/sections/section-heading.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { accountDeletedPage } from "#app/content/dashboard.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { accountPageHeaders } from "#app/lib/account-page-headers.ts";

// Where "Delete my account" ends: the visitor sees that it was done, with or without script.
export const headers = () => accountPageHeaders;

export const meta = () =>
  pageMeta({
    ...accountDeletedPage.seo,
    path: "/account-deleted",
    noindex: true,
  });

export default function AccountDeleted() {
  return (
    <section className="py-12 sm:py-16">
      <div className={`${containerEdges} max-w-md`}>
        <div
          role="status"
          className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
        >
          <Icon name="circle-check" className="mb-4 size-10 text-primary" />
          <h1 className="text-2xl font-bold text-foreground">
            {accountDeletedPage.title}
          </h1>
          <p className="mt-2 mb-6 text-muted-foreground">
            {accountDeletedPage.text}
          </p>
          <Link
            to="/"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {accountDeletedPage.home}
          </Link>
        </div>
      </div>
    </section>
  );
}
