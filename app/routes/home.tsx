import { useId } from "react";
import { Link } from "react-router";
import { ActionLink } from "#app/components/sections/action-link.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { PlanCards } from "#app/components/sections/plan-cards.tsx";
import {
  containerClass,
  SectionHeading,
} from "#app/components/sections/section-heading.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { StepsSection } from "#app/components/sections/steps-section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import {
  dashboardPreview,
  homeCta,
  homeFeatures,
  homeHero,
  homePricingTeaser,
  homeSeo,
  homeSteps,
  localExpertise,
  websiteBuilderPromo,
  websiteJsonLd,
} from "#app/content/home.ts";
import {
  planDetailsPath,
  plans,
  popularBadgeLabel,
} from "#app/content/plans.ts";
import type {
  CallToAction,
  FeatureItem,
  SectionIntro,
  Stat,
} from "#app/content/types.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta = () =>
  pageMeta({ ...homeSeo, path: "/", jsonLd: [websiteJsonLd()] });

export default function Home() {
  return (
    <>
      <Hero {...homeHero} />
      <StepsSection {...homeSteps} />
      <FeatureGrid {...homeFeatures} tone="muted" />
      <PlanCards
        {...homePricingTeaser}
        plans={plans}
        variant="teaser"
        planHref={planDetailsPath}
        popularLabel={popularBadgeLabel}
      />
      <StatsGrid {...dashboardPreview} />
      <PromoSection {...websiteBuilderPromo} />
      <FeatureGrid {...localExpertise} columns={2} />
      <CtaSection {...homeCta} />
    </>
  );
}

interface StatsGridProps {
  intro: SectionIntro;
  stats: readonly Stat[];
  /** Title in the mock window bar, such as "Results dashboard". */
  windowTitle: string;
  /** A line under the preview, such as saying the figures are an example. */
  note?: string;
  tone?: "default" | "muted";
}

/** Dashboard preview: the figures in a window frame, with a decorative trend line. */
function StatsGrid({
  intro,
  stats,
  windowTitle,
  note,
  tone = "muted",
}: StatsGridProps) {
  return (
    <SectionShell intro={intro} tone={tone}>
      <div className="mx-auto mt-12 max-w-5xl overflow-hidden rounded-2xl border bg-card shadow-xl">
        <div className="flex items-center gap-2 border-b bg-muted px-4 py-3">
          <span aria-hidden="true" className="size-3 rounded-full bg-red-400" />
          <span
            aria-hidden="true"
            className="size-3 rounded-full bg-amber-400"
          />
          <span
            aria-hidden="true"
            className="size-3 rounded-full bg-green-500"
          />
          <p className="ms-3 text-sm font-medium text-muted-foreground">
            {windowTitle}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-px bg-border lg:grid-cols-4">
          {stats.map((stat) => (
            // Label first for screen readers; the figure shows first on screen.
            <div
              key={stat.id}
              className="flex flex-col-reverse justify-end gap-1 bg-card p-5 sm:p-6"
            >
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <TrendLine />
      </div>
      {/* Closer to the preview than SectionShell's note. */}
      {note && (
        <p className="mt-4 text-center text-sm text-muted-foreground">{note}</p>
      )}
    </SectionShell>
  );
}

/** Decorative: fixed height, so it never shifts the layout. */
function TrendLine() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 80"
      preserveAspectRatio="none"
      className="block h-24 w-full border-t text-primary"
    >
      <path
        d="M0 70 L40 64 L80 66 L120 52 L160 55 L200 40 L240 42 L280 28 L320 30 L360 16 L400 10 L400 80 L0 80 Z"
        className="fill-accent"
      />
      <path
        d="M0 70 L40 64 L80 66 L120 52 L160 55 L200 40 L240 42 L280 28 L320 30 L360 16 L400 10"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

interface PromoSectionProps {
  intro: SectionIntro;
  items: readonly FeatureItem[];
  /** The first action is the primary one. */
  actions: readonly CallToAction[];
}

// The default focus outline is blue, too faint on the brand-dark background.
const onDarkFocus = "focus-visible:outline-white";

/** A dark band promoting a second offer, with a drawing of a page being built. */
function PromoSection({ intro, items, actions }: PromoSectionProps) {
  const headingId = useId();
  const [primary, ...secondary] = actions;
  return (
    <section
      aria-labelledby={headingId}
      className="bg-brand-dark py-16 text-white sm:py-24"
    >
      <div
        className={`${containerClass} grid items-center gap-12 lg:grid-cols-2`}
      >
        <div>
          <SectionHeading id={headingId} {...intro} align="start" tone="dark" />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {items.map((item) => (
              <li key={item.id} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 text-blue-200">
                  <Icon name={item.icon} />
                </span>
                <div>
                  <h3 className="font-semibold text-white">{item.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-300">
                    {item.description}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {primary && (
            <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <ActionLink
                action={primary}
                size="lg"
                variant="secondary"
                className={onDarkFocus}
              />
              {secondary.map((action) => (
                <Button
                  key={action.to}
                  asChild
                  size="lg"
                  variant="outline"
                  className={`border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white ${onDarkFocus}`}
                >
                  <Link to={action.to}>{action.label}</Link>
                </Button>
              ))}
            </div>
          )}
        </div>
        <BuilderDrawing />
      </div>
    </section>
  );
}

/** Decorative page-builder sketch in plain CSS: fixed height, no image to load or shift. */
function BuilderDrawing() {
  return (
    <div
      aria-hidden="true"
      className="hidden h-80 rounded-2xl bg-white p-4 shadow-2xl md:block"
    >
      <div className="flex h-full gap-4">
        <div className="flex w-20 flex-col gap-2 rounded-lg bg-slate-100 p-2">
          <div className="h-8 rounded bg-slate-300" />
          <div className="h-8 rounded bg-slate-300" />
          <div className="h-8 rounded bg-blue-200" />
          <div className="h-8 rounded bg-slate-300" />
        </div>
        <div className="flex flex-1 flex-col gap-3">
          <div className="flex h-6 items-center gap-2">
            <div className="h-3 w-16 rounded bg-slate-300" />
            <div className="ms-auto h-3 w-10 rounded bg-slate-200" />
            <div className="h-3 w-10 rounded bg-slate-200" />
          </div>
          <div className="flex h-24 flex-col justify-center gap-2 rounded-lg bg-blue-700 p-4">
            <div className="h-3 w-2/3 rounded bg-white/90" />
            <div className="h-2 w-1/2 rounded bg-white/60" />
            <div className="mt-1 h-5 w-20 rounded bg-white" />
          </div>
          <div className="grid flex-1 grid-cols-3 gap-3">
            <div className="rounded-lg bg-slate-100" />
            <div className="rounded-lg border-2 border-dashed border-blue-500 bg-blue-50" />
            <div className="rounded-lg bg-slate-100" />
          </div>
        </div>
      </div>
    </div>
  );
}
