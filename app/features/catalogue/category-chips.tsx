import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { IconName } from "#app/content/types.ts";
import {
  labelWithCount,
  type CountedChoice,
} from "#app/features/catalogue/filter.ts";
import { cn } from "#app/lib/cn.ts";

/** One filter button: its id, label, optional icon and the count it shows (none when undefined). */
type CategoryChipOption = CountedChoice & { icon?: IconName };

/**
 * Props of `CategoryChips`:
 * - `label`: names the group of buttons for assistive technology ("Question categories").
 * - `chips`: the buttons in order, with their computed counts (`optionsWithAll` or `withCounts`,
 *   product.md D4); a chip without a count shows its bare label.
 * - `selected`, `onSelect`: the chosen id and what choosing another one does. The widget keeps
 *   the choice (in the URL); the buttons only show it, as pressed.
 */
interface CategoryChipsProps {
  label: string;
  chips: readonly CategoryChipOption[];
  selected: string;
  onSelect: (id: string) => void;
  className?: string;
}

/** A row of toggle buttons that picks one category. */
export function CategoryChips({
  label,
  chips,
  selected,
  onSelect,
  className,
}: CategoryChipsProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn("flex flex-wrap justify-center gap-2", className)}
    >
      {chips.map((chip) => {
        const pressed = chip.id === selected;
        return (
          <Button
            key={chip.id}
            type="button"
            size="sm"
            variant={pressed ? "default" : "outline"}
            aria-pressed={pressed}
            onClick={() => onSelect(chip.id)}
          >
            {chip.icon && <Icon name={chip.icon} className="size-4" />}
            {labelWithCount(chip.label, chip.count)}
          </Button>
        );
      })}
    </div>
  );
}
