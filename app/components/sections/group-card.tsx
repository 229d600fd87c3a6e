import type { ReactNode } from "react";
import type { ItemGroup } from "#app/content/types.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/** A list item card with a group's icon, title and description, above the given items. */
export function GroupCard({
  group,
  children,
}: {
  group: ItemGroup;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <div className="flex items-center gap-3">
        {group.icon && (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Icon name={group.icon} />
          </span>
        )}
        <h3 className="text-lg leading-tight font-semibold text-foreground">
          {group.title}
        </h3>
      </div>
      {group.description && (
        <p className="text-sm leading-6 text-muted-foreground">
          {group.description}
        </p>
      )}
      {children}
    </li>
  );
}
