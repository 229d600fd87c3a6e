import { Badge } from "#app/components/ui/badge.tsx";
import type { SectionIntro, TagGroup } from "#app/content/types.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";

/**
 * Props of `TagList`:
 * - `intro`: the section's eyebrow, h2 and lead.
 * - `groups`: `TagGroup[]` (content/types.ts): a titled card each (optional `icon` and
 *   `description`) listing its `items` (technologies, tools, platforms) as badges.
 * - `tone`: `muted` for a grey band.
 */
interface TagListProps {
  intro: SectionIntro;
  groups: readonly TagGroup[];
  tone?: "default" | "muted";
}

/** Groups of short labels, such as a technology stack or a tool set. */
export function TagList({ intro, groups, tone = "default" }: TagListProps) {
  return (
    <SectionShell intro={intro} tone={tone}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <li
            key={group.id}
            className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm"
          >
            <div className="flex items-center gap-3">
              {group.icon && (
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon name={group.icon} />
                </span>
              )}
              <h3 className="text-lg font-semibold text-foreground">
                {group.title}
              </h3>
            </div>
            {group.description && (
              <p className="text-sm leading-6 text-muted-foreground">
                {group.description}
              </p>
            )}
            <ul className="flex flex-wrap gap-2">
              {group.items.map((item) => (
                <li key={item}>
                  <Badge variant="secondary" className="px-2.5 py-1 text-sm">
                    {item}
                  </Badge>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
