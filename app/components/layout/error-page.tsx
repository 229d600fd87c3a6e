import { Link } from "react-router";
import { mailtoLink, site } from "#app/content/site.ts";

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-md px-5 text-sm font-semibold";

/** product.md D10: the not-found page speaks to visitors. */
function NotFoundPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        404 Page Not Found
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">
        We couldn't find the page you were looking for. It may have moved, or
        the address may have a typo.
      </p>
      <nav
        aria-label="Helpful links"
        className="mt-8 flex flex-wrap justify-center gap-3"
      >
        <Link
          to="/"
          className={`${buttonClass} bg-primary text-primary-foreground hover:bg-primary/90`}
        >
          Go to the home page
        </Link>
        <Link
          to="/blog"
          className={`${buttonClass} border bg-background hover:bg-muted`}
        >
          Read the blog
        </Link>
        <Link
          to="/contact"
          className={`${buttonClass} border bg-background hover:bg-muted`}
        >
          Contact us
        </Link>
      </nav>
    </section>
  );
}

/** Shown for any unexpected error: friendly, with no technical details. */
function ServerErrorPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        Something went wrong
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Sorry, this page ran into a problem on our side. Please try again in a
        moment. If it keeps happening, email us at{" "}
        <a
          className="text-primary underline underline-offset-4"
          href={mailtoLink("Website problem")}
        >
          {site.email}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className={`${buttonClass} bg-primary text-primary-foreground hover:bg-primary/90`}
        >
          Go to the home page
        </Link>
      </div>
    </section>
  );
}

/** The page shown by the root error boundary. */
export default function ErrorPage({ notFound }: { notFound: boolean }) {
  return notFound ? <NotFoundPage /> : <ServerErrorPage />;
}
