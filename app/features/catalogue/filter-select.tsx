import { useId } from "react";
import { Label } from "#app/components/ui/label.tsx";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "#app/components/ui/select.tsx";
import {
  countSuffix,
  type CountedChoice,
} from "#app/features/catalogue/filter.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * Props of `FilterSelect`: the visible `label`, the current `value`, `onValueChange`, and the
 * `options` (usually `optionsWithAll`: "All ..." first, a count above zero after each label,
 * product.md D4). An unknown value shows the first option's label.
 */
interface FilterSelectProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly CountedChoice[];
  className?: string;
}

/** A labelled select of filter values. */
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
      <Select value={selected?.id} onValueChange={onValueChange}>
        <SelectTrigger id={id}>
          {/* Written out, so the server HTML shows the choice before the options exist. */}
          <SelectValue>{selected?.label}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.id} value={option.id}>
              {option.label}
              {countSuffix(option.count)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
