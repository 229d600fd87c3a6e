import { blogPage, blogPostPage } from "#app/content/blog.ts";
import { containerClass } from "#app/components/sections/section-heading.tsx";

/**
 * What the blog's pages show while a client-side navigation waits for their data from the
 * database (spec §2: the list's skeleton has six cards): shapes of the page to come, announced
 * as loading. Other pages are prerendered and arrive without a wait worth showing. The root loads
 * this module when the browser is idle after hydration, so the blog's copy it reads is not part of any page's first load.
 */
export function PendingSkeleton({ pathname }: { pathname: string }) {
  return pathname === "/blog" ? <BlogListSkeleton /> : <PostSkeleton />;
}

const bar = "animate-pulse rounded-md bg-muted";

function BlogListSkeleton() {
  return (
    <section
      role="status"
      aria-label={blogPage.loading}
      className={`${containerClass} py-16`}
    >
      <h1 className="text-3xl font-bold text-foreground sm:text-4xl">
        {blogPage.title}
      </h1>
      <div className={`${bar} mt-4 h-5 w-full max-w-2xl`} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <li
            key={index}
            data-testid="post-card-skeleton"
            className="rounded-2xl border p-6"
          >
            <div className={`${bar} h-5 w-24`} />
            <div className={`${bar} mt-4 h-6 w-5/6`} />
            <div className={`${bar} mt-3 h-4 w-full`} />
            <div className={`${bar} mt-2 h-4 w-4/5`} />
            <div className={`${bar} mt-6 h-4 w-28`} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PostSkeleton() {
  return (
    <section
      role="status"
      aria-label={blogPostPage.loading}
      className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6"
    >
      <h1 className="sr-only">{blogPostPage.loading}</h1>
      <div className={`${bar} h-5 w-40`} />
      <div className={`${bar} mt-6 h-10 w-full`} />
      <div className={`${bar} mt-3 h-10 w-3/4`} />
      <div className={`${bar} mt-8 h-5 w-full`} />
      <div className={`${bar} mt-3 h-5 w-full`} />
      <div className={`${bar} mt-3 h-5 w-2/3`} />
      <div className={`${bar} mt-10 aspect-video w-full`} />
    </section>
  );
}
