import { Badge } from "#app/components/ui/badge.tsx";
import type { SectionIntro, ItemGroup } from "#app/content/types.ts";
import { GroupCard } from "#app/components/sections/group-card.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";

/**
 * Props of `TagList`:
 * - `intro`: the section's eyebrow, h2 and lead.
 * - `groups`: `ItemGroup[]` (content/types.ts): a titled card each (optional `icon` and
 *   `description`) listing its `items` (technologies, tools, platforms) as badges.
 * - `tone`: `muted` for a grey band.
 */
interface TagListProps {
  intro: SectionIntro;
  groups: readonly ItemGroup[];
  tone?: "default" | "muted";
}

/** Groups of short labels, such as a technology stack or a tool set. */
export function TagList({ intro, groups, tone = "default" }: TagListProps) {
  return (
    <SectionShell intro={intro} tone={tone}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <GroupCard key={group.id} group={group}>
            <ul className="flex flex-wrap gap-2">
              {group.items.map((item) => (
                <li key={item}>
                  <Badge variant="secondary" className="px-2.5 py-1 text-sm">
                    {item}
                  </Badge>
                </li>
              ))}
            </ul>
          </GroupCard>
        ))}
      </ul>
    </SectionShell>
  );
}
