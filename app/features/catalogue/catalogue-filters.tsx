import { useId, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * The pieces of a filterable catalogue (resources, directory, learning center, web tools): a
 * labelled search box, the filter bar, the live result line and the empty state (the select is in
 * `filter-select.tsx`, so that the catalogues without one do not load it). They hold no
 * state: the widget passes each value and its setter (usually `useQueryState`, so the choice
 * lives in the URL).
 */

/**
 * Props of `SearchField`: the visible `label`, a `placeholder`, the `value` and `onChange` (called
 * with the new text on every keystroke).
 */
interface SearchFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A search box with a visible label and a search icon. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className,
}: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="pl-9"
        />
      </div>
    </div>
  );
}

/** The card that holds a search box and its selects side by side. */
export function FilterBar({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        "grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6 md:grid-cols-[2fr_1fr_1fr]",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The "Showing N ..." line, announced politely when it changes. */
export function ResultCount({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <p
      aria-live="polite"
      className={cn("text-sm font-medium text-muted-foreground", className)}
    >
      {children}
    </p>
  );
}

/**
 * Props of `EmptyResults`: the `title` ("No businesses found"), a `hint` on what to try, and the
 * `clearLabel` button that calls `onClear` to reset the filters.
 */
interface EmptyResultsProps {
  title: string;
  hint: string;
  clearLabel: string;
  onClear: () => void;
}

/** What shows instead of cards when no item matches, with a button that clears the filters. */
export function EmptyResults({
  title,
  hint,
  clearLabel,
  onClear,
}: EmptyResultsProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon name="search" />
      </span>
      <h3 className="text-lg font-semibold text-foreground">{title}</h3>
      <p className="max-w-md text-muted-foreground">{hint}</p>
      <Button type="button" variant="outline" onClick={onClear}>
        <Icon name="x" className="size-4" />
        {clearLabel}
      </Button>
    </div>
  );
}
