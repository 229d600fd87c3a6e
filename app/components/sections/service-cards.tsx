import { useId } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import type { SectionIntro, ServiceOffering } from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import {
  containerClass,
  SectionHeading,
} from "#app/components/sections/section-heading.tsx";

/**
 * Props of `ServiceCards`:
 * - `intro`: the section's eyebrow, h2 and lead.
 * - `services`: `ServiceOffering[]` (content/types.ts): title, description, features, `priceText`,
 *   `timelineText`, optional `icon`, and `action` (the card's link, e.g. Learn More to
 *   `contactServicePath(title)`). A link whose label does not name the service gets an sr-only
 *   " about <title>" so that it makes sense out of context.
 * - `priceLabel`, `timelineLabel`: the terms before the price and timeline ("Investment", "Timeline").
 * - `note`: a line under the cards, such as what the prices include.
 * - `tone`: `muted` for a grey band.
 */
interface ServiceCardsProps {
  intro: SectionIntro;
  services: readonly ServiceOffering[];
  priceLabel?: string;
  timelineLabel?: string;
  note?: string;
  tone?: "default" | "muted";
}

/** Priced service cards with features, price, timeline and a link each. */
export function ServiceCards({
  intro,
  services,
  priceLabel = "Investment",
  timelineLabel = "Timeline",
  note,
  tone = "default",
}: ServiceCardsProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("py-16 sm:py-24", tone === "muted" && "bg-muted")}
    >
      <div className={containerClass}>
        <SectionHeading id={headingId} {...intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id} className="flex">
              <Card className="w-full">
                <CardHeader className="gap-3">
                  {service.icon && (
                    <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                      <Icon name={service.icon} />
                    </span>
                  )}
                  <CardTitle className="text-xl">{service.title}</CardTitle>
                  <CardDescription className="text-base leading-7">
                    {service.description}
                  </CardDescription>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col gap-6">
                  <ul className="space-y-2">
                    {service.features.map((feature) => (
                      <li
                        key={feature}
                        className="flex gap-2 text-sm leading-6 text-foreground"
                      >
                        <Icon
                          name="check"
                          className="mt-0.5 size-4 shrink-0 text-success"
                        />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <dl className="mt-auto grid grid-cols-2 gap-4 border-t pt-4 text-sm">
                    <div>
                      <dt className="text-muted-foreground">{priceLabel}</dt>
                      <dd className="mt-1 font-semibold text-foreground">
                        {service.priceText}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">{timelineLabel}</dt>
                      <dd className="mt-1 font-semibold text-foreground">
                        {service.timelineText}
                      </dd>
                    </div>
                  </dl>
                </CardContent>
                <CardFooter>
                  <Button asChild variant="outline" className="w-full">
                    <Link to={service.action.to}>
                      {service.action.label}
                      {!service.action.label.includes(service.title) && (
                        <span className="sr-only"> about {service.title}</span>
                      )}
                      <Icon name="arrow-right" className="size-4" />
                    </Link>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
        {note && (
          <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted-foreground">
            {note}
          </p>
        )}
      </div>
    </section>
  );
}
