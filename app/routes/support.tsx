import { useId } from "react";
import { Link } from "react-router";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import {
  supportCta,
  supportFaqs,
  supportFormCopy,
  supportHero,
  supportJsonLd,
  supportOptions,
  supportResources,
  supportSeo,
} from "#app/content/support.ts";
import { LiveChatButton } from "#app/features/support/live-chat-button.tsx";
import { ToastOutlet } from "#app/components/ui/toast-outlet.tsx";
import { clientPart } from "#app/lib/client-part.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { FORM_NAMES } from "#app/lib/form-names.ts";
import { type FormResult, useFormResult } from "#app/lib/form-result.ts";
import { supportEndpoint } from "#app/features/support/support.server.ts";
import { formAction } from "#app/services/form-action.server.ts";

// The widgets (FAQ search, form) load when they are on screen or reached for; the server HTML
// holds them. The toasts load when first needed.
const SupportFaqSection = clientPart(
  () =>
    import("#app/features/support/support-faq.tsx").then(
      (module) => module.SupportFaqSection,
    ),
  "visible",
);
const SupportForm = clientPart(
  () =>
    import("#app/features/support/support-form.tsx").then(
      (module) => module.SupportForm,
    ),
  "visible",
);

export const meta = () =>
  pageMeta({
    ...supportSeo,
    path: "/support",
    jsonLd: supportJsonLd(),
  });

/** The form posted without script: the page again, with its errors or the confirmation. */
export const action = formAction({ [FORM_NAMES.support]: supportEndpoint });

/** The support center (spec §2): contact options, FAQ, self-service, form, CTA. */
export default function Support() {
  const result = useFormResult(FORM_NAMES.support);
  return (
    <>
      <Hero {...supportHero} />
      <ContactOptions />
      <SupportFaqSection {...supportFaqs} tone="muted" />
      <SelfServiceCards />
      <SupportRequest result={result} />
      <CtaSection {...supportCta} />
      <ToastOutlet />
    </>
  );
}

function ContactOptions() {
  return (
    <SectionShell intro={supportOptions.intro}>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {supportOptions.options.map((option) => (
          <li
            key={option.id}
            className="flex flex-col gap-4 rounded-xl border bg-card p-6 text-center shadow-sm"
          >
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Icon name={option.icon} />
            </span>
            <h3 className="text-lg font-semibold text-foreground">
              {option.title}
            </h3>
            <p className="text-sm leading-6 text-muted-foreground">
              {option.description}
            </p>
            <dl className="grid gap-1 text-sm">
              <div className="flex justify-center gap-1.5">
                <dt className="text-muted-foreground">Available:</dt>
                <dd className="font-medium text-foreground">
                  {option.availability}
                </dd>
              </div>
              <div className="flex justify-center gap-1.5">
                <dt className="text-muted-foreground">Response:</dt>
                <dd className="font-medium text-foreground">
                  {option.response}
                </dd>
              </div>
            </dl>
            <div className="mt-auto pt-2">
              {"href" in option ? (
                <Button asChild variant="outline" className="w-full">
                  <a href={option.href}>
                    <Icon name={option.icon} className="size-4" />
                    {option.actionLabel}
                  </a>
                </Button>
              ) : (
                <LiveChatButton label={option.actionLabel} className="w-full" />
              )}
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

function SelfServiceCards() {
  return (
    <SectionShell intro={supportResources.intro}>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {supportResources.cards.map((card) => (
          <li
            key={card.id}
            className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm"
          >
            <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon name={card.icon} />
            </span>
            <h3 className="text-lg font-semibold text-foreground">
              {card.title}
            </h3>
            <p className="text-sm leading-6 text-muted-foreground">
              {card.description}
            </p>
            <Link
              to={card.action.to}
              className="mt-auto inline-flex min-h-6 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {card.action.label}
              <span className="sr-only"> ({card.title})</span>
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

function SupportRequest({ result }: { result: FormResult | undefined }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-muted py-16 sm:py-24">
      <div className="mx-auto w-full max-w-3xl px-4 sm:px-6 lg:px-8">
        <Card>
          <CardHeader>
            <CardTitle as="h2" id={titleId} className="text-2xl">
              {supportFormCopy.title}
            </CardTitle>
            <CardDescription className="text-base">
              {supportFormCopy.description}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <SupportForm result={result} />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
