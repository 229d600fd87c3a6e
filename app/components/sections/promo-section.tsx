import { useId } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ActionLink } from "#app/components/sections/action-link.tsx";
import type {
  CallToAction,
  FeatureItem,
  SectionIntro,
} from "#app/content/types.ts";
import {
  containerClass,
  SectionHeading,
} from "#app/components/sections/section-heading.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

interface PromoSectionProps {
  intro: SectionIntro;
  items: readonly FeatureItem[];
  /** The first action is the primary one. */
  actions: readonly CallToAction[];
}

// The default focus outline is blue, too faint on the brand-dark background.
const onDarkFocus = "focus-visible:outline-white";

/** A dark band promoting a second offer, with a drawing of a page being built. */
export function PromoSection({ intro, items, actions }: PromoSectionProps) {
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
