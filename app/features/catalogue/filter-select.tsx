import { useId } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import {
  labelWithCount,
  type CountedChoice,
} from "#app/features/catalogue/filter.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * Props of `FilterSelect`: the visible `label`, the current `value`, `onValueChange`, and the
 * `options` (usually `optionsWithAll`: "All ..." first, a count above zero after each label,
 * product.md D4). An unknown value shows the first option.
 */
interface FilterSelectProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly CountedChoice[];
  className?: string;
}

/**
 * A labelled select of filter values: a native `<select>` (no script of its own, the phone's
 * picker), drawn without the browser's arrow and with the site's chevron instead.
 */
export function FilterSelect({
  label,
  value,
  onValueChange,
  options,
  className,
}: FilterSelectProps) {
  const id = useId();
  const selected = options.find((option) => option.id === value) ?? options[0];
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <NativeSelect
          id={id}
          value={selected?.id}
          onChange={(event) => onValueChange(event.target.value)}
          className="appearance-none truncate pr-9"
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {labelWithCount(option.label, option.count)}
            </option>
          ))}
        </NativeSelect>
        {/* 13 px in from the edge: inside the select's border and padding, as text would be. */}
        <Icon
          name="chevron-down"
          className="pointer-events-none absolute top-1/2 right-3.25 size-4 -translate-y-1/2 opacity-60"
        />
      </div>
    </div>
  );
}
