import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  learningCenterContact,
  learningCenterCta,
  learningCenterHero,
  learningCenterJsonLd,
  learningCenterSeo,
} from "#app/content/learning-center.ts";
import { clientPart } from "#app/lib/client-part.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import type { IconName, SectionIntro } from "#app/content/types.ts";
import { SectionShell } from "#app/components/sections/section-shell.tsx";

// The search and category chips, with the questions they show: their code loads when they are on
// screen or reached for. The server HTML holds every question (the render waits for it).
const FaqBrowser = clientPart(
  () =>
    import("#app/features/catalogue/faq-browser.tsx").then(
      (module) => module.FaqBrowser,
    ),
  "visible",
);

export const meta = () =>
  pageMeta({
    ...learningCenterSeo,
    path: "/learning-center",
    jsonLd: learningCenterJsonLd(),
  });

export default function LearningCenter() {
  return (
    <>
      <Hero {...learningCenterHero} />
      <FaqBrowser />
      <ContactOptions {...learningCenterContact} tone="muted" />
      <CtaSection {...learningCenterCta} />
    </>
  );
}

/** A way to reach the team: a `mailto:`, `tel:` or site link, with what to expect. */
interface ContactOptionItem {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  /** The reply promise or opening hours. */
  detail: string;
  /** The link's text: the address, the number or an action. */
  linkLabel: string;
  /** `mailto:`, `tel:` or a path on this site. */
  href: string;
}

/**
 * Props of `ContactOptions`:
 * - `intro`: the section's eyebrow, h2 and lead.
 * - `options`: one card each, with its link (a site path becomes a client-side link).
 * - `tone`: `muted` for a grey band.
 */
interface ContactOptionsProps {
  intro: SectionIntro;
  options: readonly ContactOptionItem[];
  tone?: "default" | "muted";
}

const linkClass =
  "mt-auto inline-flex min-h-6 items-center gap-2 rounded-sm font-semibold break-all text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** Cards for email, phone and the contact form, each with a working link. */
function ContactOptions({
  intro,
  options,
  tone = "default",
}: ContactOptionsProps) {
  return (
    <SectionShell intro={intro} tone={tone}>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {options.map((option) => (
          <li
            key={option.id}
            className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm"
          >
            <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon name={option.icon} />
            </span>
            <h3 className="text-lg leading-tight font-semibold text-foreground">
              {option.title}
            </h3>
            <p className="text-sm leading-6 text-muted-foreground">
              {option.description}
            </p>
            <p className="flex items-center gap-2 text-sm font-medium text-foreground">
              <Icon name="clock" className="size-4 text-success" />
              {option.detail}
            </p>
            {option.href.startsWith("/") ? (
              <Link to={option.href} className={linkClass}>
                {option.linkLabel}
                <Icon name="arrow-right" className="size-4" />
              </Link>
            ) : (
              <a href={option.href} className={linkClass}>
                {option.linkLabel}
              </a>
            )}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
