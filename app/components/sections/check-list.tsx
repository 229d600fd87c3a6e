import { cn } from "#app/lib/cn.ts";
import { Icon } from "#app/components/ui/icon.tsx";

const sizes = {
  default: {
    list: "space-y-2",
    item: "flex gap-2 text-sm leading-6 text-foreground",
    icon: "mt-0.5 size-4 shrink-0 text-success",
  },
  lg: {
    list: "space-y-3",
    item: "flex gap-3 text-sm leading-6 text-foreground",
    icon: "mt-0.5 size-5 shrink-0 text-success",
  },
};

/**
 * Props of `CheckList`:
 * - `items`: the lines, each ticked; they must be unique (they are the keys).
 * - `size`: `lg` for the wider spacing and larger ticks of price cards.
 * - `className`: added to the list, such as a rule above it.
 */
interface CheckListProps {
  items: readonly string[];
  size?: keyof typeof sizes;
  className?: string;
}

/** What a card includes, one ticked line each. */
export function CheckList({
  items,
  size = "default",
  className,
}: CheckListProps) {
  const classes = sizes[size];
  return (
    <ul className={cn(classes.list, className)}>
      {items.map((item) => (
        <li key={item} className={classes.item}>
          <Icon name="check" className={classes.icon} />
          {item}
        </li>
      ))}
    </ul>
  );
}
