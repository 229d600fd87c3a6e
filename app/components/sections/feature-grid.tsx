import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import type {
  CallToAction,
  FeatureItem,
  SectionIntro,
} from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";

interface FeatureGridProps {
  intro: SectionIntro;
  features: readonly FeatureItem[];
  /** Columns on wide screens. */
  columns?: 2 | 3;
  tone?: "default" | "muted";
  action?: CallToAction;
}

/** Cards with an icon, a title and a sentence or two each. */
export function FeatureGrid({
  intro,
  features,
  columns = 3,
  tone = "default",
  action,
}: FeatureGridProps) {
  return (
    <SectionShell intro={intro} tone={tone}>
      <ul
        className={cn(
          "mt-12 grid gap-6 sm:grid-cols-2",
          columns === 3 ? "lg:grid-cols-3" : "lg:mx-auto lg:max-w-5xl",
        )}
      >
        {features.map((feature) => (
          <li key={feature.id} className="flex">
            <Card className="w-full">
              <CardHeader className="gap-3">
                <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon name={feature.icon} />
                </span>
                <CardTitle>{feature.title}</CardTitle>
                <CardDescription className="text-base leading-7">
                  {feature.description}
                </CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
      {action && (
        <div className="mt-12 text-center">
          <Button asChild variant="outline" size="lg">
            <Link to={action.to}>{action.label}</Link>
          </Button>
        </div>
      )}
    </SectionShell>
  );
}
