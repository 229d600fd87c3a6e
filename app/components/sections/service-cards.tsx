import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import type { SectionIntro, ServiceOffering } from "#app/content/types.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { ActionLink } from "#app/components/sections/action-link.tsx";
import { CheckList } from "#app/components/sections/check-list.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";

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
  return (
    <SectionShell intro={intro} tone={tone} note={note}>
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
                <CheckList items={service.features} />
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
                <ActionLink
                  action={service.action}
                  subject={service.title}
                  variant="outline"
                  className="w-full"
                />
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
