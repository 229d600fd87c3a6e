import { Icon } from "#app/components/ui/icon.tsx";

/**
 * Props of `TitledList`:
 * - `title`: the short label above the list ("Results", "Deliverables").
 * - `items`: the lines; they must be unique (they are the keys). None: nothing is drawn.
 * - `className`: for the block, such as a rule above it.
 */
interface TitledListProps {
  title: string;
  items?: readonly string[];
  className?: string;
}

/** A labelled list of short sentences inside a card, each with a round tick. */
export function TitledList({ title, items, className }: TitledListProps) {
  if (!items?.length) return null;
  return (
    <div className={className}>
      <p className="text-sm font-semibold text-foreground">{title}</p>
      <ul className="mt-2 space-y-1.5">
        {items.map((item) => (
          <li
            key={item}
            className="flex gap-2 text-sm leading-6 text-muted-foreground"
          >
            <Icon
              name="circle-check"
              className="mt-1 size-4 shrink-0 text-success"
            />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
