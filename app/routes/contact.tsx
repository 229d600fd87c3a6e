import { useId } from "react";
import {
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { containerClass } from "#app/components/sections/section-heading.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { FormAlert } from "#app/components/ui/form-field.tsx";
import {
  contactCta,
  contactFormCopy,
  contactHero,
  contactInfo,
  contactJsonLd,
  contactSeo,
} from "#app/content/contact.ts";
import { clientPart } from "#app/lib/client-part.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { useQueryState } from "#app/lib/use-query-state.ts";
import { FORM_NAMES } from "#app/lib/form-names.ts";
import { type FormResult, useFormResult } from "#app/lib/form-result.ts";
import { contactEndpoint } from "#app/features/contact/contact.server.ts";
import { chatHandoffEndpoint } from "#app/features/chat/handoff.server.ts";
import { formAction } from "#app/services/form-action.server.ts";

// The form's code loads when the form is on screen or reached for; the server HTML holds it.
const ContactForm = clientPart(
  () =>
    import("#app/features/contact/contact-form.tsx").then(
      (module) => module.ContactForm,
    ),
  "visible",
);

export const meta = () =>
  pageMeta({
    ...contactSeo,
    path: "/contact",
    jsonLd: contactJsonLd(),
  });

/**
 * The service a link asked about (`?service=`), so that the server's HTML has it in the form.
 * The prerendered page has none; an address with a query is rendered per request.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return requestedService(request);
}

/** The same read in the browser: a client-side navigation here asks the server for nothing. */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return requestedService(request);
}

function requestedService(request: Request) {
  return { service: new URL(request.url).searchParams.get("service") ?? "" };
}

/**
 * The forms posted without script: the contact form, and the chat's hand-off (the chat panel
 * needs script, but its form posts here like any other): the page again with the result.
 */
export const action = formAction({
  [FORM_NAMES.contact]: contactEndpoint,
  [FORM_NAMES.chatHandoff]: chatHandoffEndpoint,
});

export default function Contact() {
  const result = useFormResult(FORM_NAMES.contact);
  return (
    <>
      <Hero {...contactHero} />
      <ChatHandoffResult />
      <FormAndDetails result={result} />
      <CtaSection {...contactCta} />
    </>
  );
}

/**
 * The answer to the chat's hand-off form when it was posted without script: the server's
 * confirmation, or what to correct. The chat itself needs script, so this is its only echo.
 */
function ChatHandoffResult() {
  const result = useFormResult(FORM_NAMES.chatHandoff);
  if (!result) return null;
  const errors = Object.values(result.errors);
  return (
    <div className={`${containerClass} pt-12`}>
      <FormAlert variant={result.ok ? "success" : "error"}>
        <p>{result.message}</p>
        {errors.length > 0 ? (
          <ul className="mt-2 list-disc pl-5">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : null}
      </FormAlert>
    </div>
  );
}

/** The form beside the contact details. */
function FormAndDetails({ result }: { result: FormResult | undefined }) {
  const formTitleId = useId();
  const infoTitleId = useId();
  // Set by the "Learn More" and "Get Started" links of the service pages (product.md D3): read
  // by the loader for the server's HTML, then from the address as links on the page change it.
  const { service: requested } = useLoaderData<typeof loader>();
  const [service] = useQueryState("service", requested);
  return (
    <div className={`${containerClass} py-16 sm:py-24`}>
      <div className="grid gap-8 lg:grid-cols-3">
        <section aria-labelledby={formTitleId} className="lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle as="h2" id={formTitleId} className="text-2xl">
                {contactFormCopy.title}
              </CardTitle>
              <CardDescription className="text-base">
                {contactFormCopy.description}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm service={service} result={result} />
            </CardContent>
          </Card>
        </section>
        <section aria-labelledby={infoTitleId}>
          <h2
            id={infoTitleId}
            className="text-2xl font-semibold tracking-tight text-foreground"
          >
            {contactInfo.title}
          </h2>
          <p className="mt-2 text-muted-foreground">
            {contactInfo.description}
          </p>
          <ul className="mt-6 grid gap-4">
            {contactInfo.cards.map((card) => (
              <li
                key={card.id}
                className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon name={card.icon} />
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold text-foreground">
                    {card.title}
                  </h3>
                  {"link" in card ? (
                    <a
                      href={card.link.href}
                      className="mt-1 inline-block font-medium break-all text-primary underline-offset-4 hover:underline"
                    >
                      {card.link.label}
                    </a>
                  ) : null}
                  {card.lines.map((line) => (
                    <p
                      key={line}
                      className="mt-1 text-sm text-muted-foreground"
                    >
                      {line}
                    </p>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
