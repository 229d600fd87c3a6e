import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { CallToAction, IconName } from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";

/** A tool as a card shows it: spec §3 (name, description, icon, usage text) and its link. */
interface ToolCardItem {
  id: string;
  name: string;
  description: string;
  icon: IconName;
  /** How the tool is used or delivered: "Free · runs in your browser". */
  usage: string;
  /** An in-page anchor ("#cost-calculator") or a path on this site. */
  action: CallToAction;
}

/** The card's link: a plain anchor for a place on this page, a client-side link otherwise. */
function ToolAction({ tool }: { tool: ToolCardItem }) {
  const content = (
    <>
      {tool.action.label}
      {!tool.action.label.includes(tool.name) && (
        <span className="sr-only">{` (${tool.name})`}</span>
      )}
      <Icon name="arrow-right" className="size-4" />
    </>
  );
  return (
    <Button asChild variant="outline" className="mt-auto w-full">
      {tool.action.to.startsWith("#") ? (
        <a href={tool.action.to}>{content}</a>
      ) : (
        <Link to={tool.action.to}>{content}</Link>
      )}
    </Button>
  );
}

/**
 * Props of `ToolCards`:
 * - `tools`: the cards to show, already filtered.
 * - `className`: added to the list, such as its top margin.
 */
interface ToolCardsProps {
  tools: readonly ToolCardItem[];
  className?: string;
}

/** Tool cards with icon, name, usage text, description and a link each. */
export function ToolCards({ tools, className }: ToolCardsProps) {
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2 lg:grid-cols-3", className)}>
      {tools.map((tool) => (
        <li
          key={tool.id}
          className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm"
        >
          <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Icon name={tool.icon} />
          </span>
          <div>
            <h3 className="text-lg leading-tight font-semibold text-foreground">
              {tool.name}
            </h3>
            <p className="mt-1 text-sm font-medium text-success">
              {tool.usage}
            </p>
          </div>
          <p className="text-sm leading-6 text-muted-foreground">
            {tool.description}
          </p>
          <ToolAction tool={tool} />
        </li>
      ))}
    </ul>
  );
}
