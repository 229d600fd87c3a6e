import type { ItemGroup, SectionIntro } from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";
import { GroupCard } from "#app/components/sections/group-card.tsx";
import { CheckList } from "#app/components/sections/check-list.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";

/**
 * Props of `ChecklistCards`:
 * - `intro`: the section's eyebrow, h2 and lead.
 * - `groups`: `ItemGroup[]` (content/types.ts): a titled card each (optional `icon` and
 *   `description`) listing its `items` as a checklist. For labels short enough to be badges,
 *   `TagList` fits better.
 * - `columns`: cards per row on wide screens (4 by default, 2 for longer items).
 * - `tone`: `muted` for a grey band.
 */
interface ChecklistCardsProps {
  intro: SectionIntro;
  groups: readonly ItemGroup[];
  columns?: 2 | 4;
  tone?: "default" | "muted";
}

/** Titled cards with a checklist each: feature categories, predictions. */
export function ChecklistCards({
  intro,
  groups,
  columns = 4,
  tone = "default",
}: ChecklistCardsProps) {
  return (
    <SectionShell intro={intro} tone={tone}>
      <ul
        className={cn(
          "mt-12 grid gap-6 sm:grid-cols-2",
          columns === 4 ? "lg:grid-cols-4" : "lg:mx-auto lg:max-w-5xl",
        )}
      >
        {groups.map((group) => (
          <GroupCard key={group.id} group={group}>
            <CheckList items={group.items} />
          </GroupCard>
        ))}
      </ul>
    </SectionShell>
  );
}
