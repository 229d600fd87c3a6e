import { useId } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { HeroContent } from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";
import { containerEdges } from "#app/components/sections/section-heading.tsx";
import { ActionLink } from "#app/components/sections/action-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** The page's opening block with its single h1. With a panel it splits into two columns. */
export function Hero({
  eyebrow,
  title,
  description,
  actions,
  points,
  panel,
}: HeroContent) {
  const headingId = useId();
  const panelTitleId = useId();
  const [primary, ...secondary] = actions;
  return (
    <section
      aria-labelledby={headingId}
      className="bg-gradient-to-b from-secondary to-background py-16 sm:py-24"
    >
      <div
        className={cn(
          containerEdges,
          panel
            ? "grid max-w-7xl items-center gap-12 lg:grid-cols-2"
            : "max-w-4xl text-center",
        )}
      >
        <div>
          {eyebrow && (
            <p className="inline-flex items-center rounded-lg bg-accent px-3 py-1 text-sm font-medium text-accent-foreground sm:rounded-full">
              {eyebrow}
            </p>
          )}
          <h1
            id={headingId}
            className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          <p
            className={cn(
              "mt-6 text-lg leading-8 text-pretty text-muted-foreground sm:text-xl",
              !panel && "mx-auto max-w-2xl",
            )}
          >
            {description}
          </p>
          {primary && (
            <div
              className={cn(
                "mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap",
                !panel && "sm:justify-center",
              )}
            >
              <ActionLink action={primary} size="lg" />
              {secondary.map((action) => (
                <Button key={action.to} asChild size="lg" variant="outline">
                  <Link to={action.to}>{action.label}</Link>
                </Button>
              ))}
            </div>
          )}
          {points && points.length > 0 && (
            <ul
              className={cn(
                "mt-8 flex flex-col gap-x-6 gap-y-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap",
                !panel && "sm:justify-center",
              )}
            >
              {points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <Icon
                    name="circle-check"
                    className="size-4 shrink-0 text-success"
                  />
                  {point}
                </li>
              ))}
            </ul>
          )}
        </div>
        {panel && (
          <div className="rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
            <div className="flex items-center justify-between gap-4">
              <p id={panelTitleId} className="font-semibold text-foreground">
                {panel.title}
              </p>
              {panel.status && (
                // A status light, not a live reading: the text says what it means.
                <p className="inline-flex shrink-0 items-center gap-2 rounded-full bg-muted px-3 py-1 text-xs font-medium whitespace-nowrap text-success">
                  <span
                    aria-hidden="true"
                    className="size-2 shrink-0 rounded-full bg-success"
                  />
                  {panel.status}
                </p>
              )}
            </div>
            <ul aria-labelledby={panelTitleId} className="mt-6 space-y-3">
              {panel.items.map((item) => (
                <li
                  key={item.id}
                  className="flex items-center gap-3 rounded-lg border bg-background px-4 py-3"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
                    <Icon name={item.icon} className="size-4" />
                  </span>
                  <span className="text-sm font-medium text-foreground">
                    {item.label}
                  </span>
                  <Icon
                    name="circle-check"
                    className="ms-auto size-4 shrink-0 text-success"
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
