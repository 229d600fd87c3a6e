import type { ReactNode } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { IconName } from "#app/content/types.ts";
import { visibleItems } from "#app/features/catalogue/filter.ts";

/** What a resource card shows; the resources hub's flattened resources fit it. */
interface ResourceCardData {
  title: string;
  description: string;
  type: string;
  duration: string;
  difficulty: string;
  topics: readonly string[];
  /** The category's title. */
  category: string;
}

/**
 * Props of `ResourceCard`:
 * - `resource`: title, description, type, duration, difficulty, topics and category title.
 * - `icon`: the category's icon.
 * - `topicsLabel`: the sr-only name of the topic list ("Topics").
 * - `action`: the card's button, such as the resource-request button (another feature, passed in
 *   by the route, since a feature never imports another).
 * - `topicLimit`: how many topic badges show before a "+N" badge (spec §9: 3).
 */
interface ResourceCardProps {
  resource: ResourceCardData;
  icon: IconName;
  topicsLabel: string;
  action: ReactNode;
  topicLimit?: number;
}

/** A guide, checklist or template of the resources hub, as a list item card. */
export function ResourceCard({
  resource,
  icon,
  topicsLabel,
  action,
  topicLimit = 3,
}: ResourceCardProps) {
  const { shown, hidden } = visibleItems(resource.topics, topicLimit);
  return (
    <li className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon name={icon} />
        </span>
        <p className="flex flex-wrap justify-end gap-1.5">
          <Badge variant="secondary">{resource.type}</Badge>
          <Badge variant="outline">{resource.difficulty}</Badge>
        </p>
      </div>
      <div>
        <p className="text-sm font-medium text-primary">{resource.category}</p>
        <h3 className="mt-1 text-lg leading-tight font-semibold text-foreground">
          {resource.title}
        </h3>
      </div>
      <p className="text-sm leading-6 text-muted-foreground">
        {resource.description}
      </p>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon name="clock" className="size-4" />
        {resource.duration}
      </p>
      <ul aria-label={topicsLabel} className="flex flex-wrap gap-2">
        {shown.map((topic) => (
          <li key={topic}>
            <Badge variant="outline" className="font-normal">
              {topic}
            </Badge>
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <Badge
              variant="outline"
              className="font-normal"
              title={resource.topics.slice(shown.length).join(", ")}
            >
              +{hidden}
              <span className="sr-only"> more topics</span>
            </Badge>
          </li>
        )}
      </ul>
      <div className="mt-auto pt-2">{action}</div>
    </li>
  );
}
