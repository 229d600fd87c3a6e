import type { Route } from "./+types/book-manage";
import { Form, Link, data, useLocation } from "react-router";
import { containerEdges } from "#app/components/sections/section-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-field.tsx";
import { manageSeo } from "#app/content/book.ts";
import { site } from "#app/content/site.ts";
import {
  bookingChangeEndpoint,
  managePageData,
} from "#app/features/booking/book-page.server.ts";
import { clientPart } from "#app/lib/client-part.tsx";
import { tokenPageHeaders } from "#app/lib/account-page-headers.ts";
import { formActionPath, useFormResult } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { getDatabase } from "#app/services/db/client.server.ts";
import { submitForm } from "#app/services/form-action.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";

const ZonePicker = clientPart(
  () =>
    import("#app/features/booking/booking-page.tsx").then(
      (module) => module.ZonePicker,
    ),
  "now",
);
const SlotPicker = clientPart(
  () =>
    import("#app/features/booking/booking-page.tsx").then(
      (module) => module.SlotPicker,
    ),
  "now",
);

export function loader({ request }: Route.LoaderArgs) {
  return readForPage(
    () => managePageData(getDatabase().db, new URL(request.url)),
    "read a booking's manage link",
  );
}

/** Moving or cancelling, through the same pipeline (Origin, rate limit) as every form. */
export async function action(args: Route.ActionArgs) {
  const { result, headers } = await submitForm(
    args,
    "booking-change",
    bookingChangeEndpoint,
  );
  return data(result, { status: result.ok ? 200 : result.status, headers });
}

// The token is in the address: never cached, and no other site is sent a Referer from here.
export const headers = () => tokenPageHeaders;

export const meta = () =>
  pageMeta({
    ...manageSeo,
    path: "/book/manage",
    noindex: true,
  });

export default function BookManage({ loaderData }: Route.ComponentProps) {
  const { token, zone, booking, days } = loaderData;
  const result = useFormResult("booking-change");
  const location = useLocation();
  const action = formActionPath("booking-change", location.search);
  const contact = (
    <p>
      Please call us at{" "}
      <a className="underline" href={`tel:${site.phoneE164}`}>
        {site.phone}
      </a>{" "}
      or write to{" "}
      <a className="underline" href={`mailto:${site.email}`}>
        {site.email}
      </a>
      .
    </p>
  );
  return (
    <section className="py-12 sm:py-16">
      <div className={`${containerEdges} grid max-w-4xl gap-6`}>
        <h1 className="text-3xl font-bold tracking-tight text-foreground">
          Your strategy call
        </h1>
        {result ? (
          <FormAlert variant={result.ok ? "success" : "error"}>
            {result.message}
            {result.ok && typeof result.body.when === "string"
              ? ` ${result.body.when}.`
              : ""}
          </FormAlert>
        ) : null}
        {!booking ? (
          <div className="grid gap-4">
            <p>This link does not open a booked call.</p>
            <p>
              <Link className="underline" to="/book">
                Book a new call
              </Link>
            </p>
          </div>
        ) : booking.cancelled ? (
          <div className="grid gap-4">
            <p>
              The call on <strong>{booking.when}</strong> is cancelled.
            </p>
            <p>
              <Link className="underline" to="/book">
                Book another time
              </Link>
            </p>
          </div>
        ) : (
          <div className="grid gap-8">
            <p className="text-lg" data-testid="booked-time">
              Booked for <strong>{booking.when}</strong>
            </p>
            {!booking.allowed ? (
              <div className="grid gap-2 rounded-md bg-muted p-4">
                <p>
                  The call is less than {loaderData.changeNoticeHours} hours
                  away, so it can no longer be moved or cancelled here.
                </p>
                {contact}
              </div>
            ) : (
              <>
                <div className="grid gap-6 rounded-2xl border bg-card p-6 shadow-sm">
                  <h2 className="text-xl font-semibold">Move the call</h2>
                  <ZonePicker zone={zone} keep={{ token }} />
                  <Form
                    method="post"
                    action={action}
                    preventScrollReset
                    className="grid gap-6"
                  >
                    <input type="hidden" name="token" value={token} />
                    <input type="hidden" name="intent" value="reschedule" />
                    <input type="hidden" name="tz" value={zone.timeZone} />
                    <SlotPicker days={days} error={result?.errors.start} />
                    <Button type="submit">Move the call</Button>
                  </Form>
                </div>
                <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-sm">
                  <h2 className="text-xl font-semibold">Cancel the call</h2>
                  <p>
                    Cancelling removes the call from your calendar through an
                    updated invite.
                  </p>
                  <Form method="post" action={action} preventScrollReset>
                    <input type="hidden" name="token" value={token} />
                    <input type="hidden" name="intent" value="cancel" />
                    <Button type="submit" variant="destructive">
                      Cancel the call
                    </Button>
                  </Form>
                </div>
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
