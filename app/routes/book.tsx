import type { Route } from "./+types/book";
import { containerEdges } from "#app/components/sections/section-heading.tsx";
import { bookHero, bookJsonLd, bookSeo } from "#app/content/book.ts";
import { bookingsEndpoint } from "#app/features/booking/booking-api.server.ts";
import { bookPageData } from "#app/features/booking/book-page.server.ts";
import { clientPart } from "#app/lib/client-part.tsx";
import { useFormResult } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { getDatabase } from "#app/services/db/client.server.ts";
import { formAction } from "#app/services/form-action.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";

const BookingForm = clientPart(
  () =>
    import("#app/features/booking/booking-page.tsx").then(
      (module) => module.BookingForm,
    ),
  "now",
);
const ZonePicker = clientPart(
  () =>
    import("#app/features/booking/booking-page.tsx").then(
      (module) => module.ZonePicker,
    ),
  "now",
);
const BookingConfirmation = clientPart(
  () =>
    import("#app/features/booking/booking-page.tsx").then(
      (module) => module.BookingConfirmation,
    ),
  "never",
);

/** The free calls, in `?tz=` or Eastern time; `?email=` fills the e-mail field. */
export function loader({ request }: Route.LoaderArgs) {
  return readForPage(
    () => bookPageData(getDatabase().db, new URL(request.url)),
    "list the free strategy calls",
  );
}

/** The booking posted without script: the page again, with its errors or the confirmation. */
export const action = formAction({ booking: bookingsEndpoint });

// The free times change by the minute.
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = () =>
  pageMeta({ ...bookSeo, path: "/book", jsonLd: bookJsonLd() });

export default function Book({ loaderData }: Route.ComponentProps) {
  const { zone, days, email } = loaderData;
  const result = useFormResult("booking");
  const booked = result?.ok
    ? {
        when:
          typeof result.body.when === "string" ? result.body.when : undefined,
        email: result.values.email ?? "",
      }
    : undefined;
  return (
    <section className="py-12 sm:py-16">
      <div className={`${containerEdges} max-w-4xl`}>
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
          {bookHero.title}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
          {bookHero.intro}
        </p>
        <div className="mt-8 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          {booked ? (
            <BookingConfirmation when={booked.when} email={booked.email} />
          ) : (
            <div className="grid gap-8">
              <ZonePicker zone={zone} keep={email ? { email } : {}} />
              <BookingForm
                days={days}
                zone={zone}
                email={email}
                result={result}
              />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
