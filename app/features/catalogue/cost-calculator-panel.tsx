import { useId, useState } from "react";
import { Link } from "react-router";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import type { CallToAction } from "#app/content/types.ts";
import { webToolsCalculator } from "#app/content/web-tools.ts";
import {
  calculateProjectCost,
  formatCost,
  formatHours,
} from "#app/lib/cost-calculator.ts";

/** One number input of the calculator: its key, visible label and placeholder. */
interface CalculatorField {
  id: string;
  label: string;
  placeholder: string;
}

/**
 * Props of `CostCalculatorPanel` (it holds no state; `ProjectCostCalculator` below passes values
 * and results):
 * - `fields`, `values`, `onChange`: the labelled number inputs, what each holds (as typed) and
 *   what typing does (called with the field's id and the new text).
 * - `totalHoursLabel`, `totalHours`, `totalCostLabel`, `totalCost`: the results, already
 *   formatted ("320", "$48,000.00"); they are announced politely when they change.
 * - `formula`, `note`: how the total is worked out, and a line under the results.
 * - `emptyHint`: shown under the results while every field is empty, so that totals of 0 next to
 *   the example placeholders do not read as a result.
 * - `action`: an optional link under the results, such as a request for a real quote.
 */
interface CostCalculatorPanelProps {
  fields: readonly CalculatorField[];
  values: Readonly<Record<string, string>>;
  onChange: (id: string, value: string) => void;
  totalHoursLabel: string;
  totalHours: string;
  totalCostLabel: string;
  totalCost: string;
  formula: string;
  note?: string;
  emptyHint?: string;
  action?: CallToAction;
}

/** The project cost calculator: three number inputs and live totals. */
export function CostCalculatorPanel({
  fields,
  values,
  onChange,
  totalHoursLabel,
  totalHours,
  totalCostLabel,
  totalCost,
  formula,
  note,
  emptyHint = "Enter your numbers to see the totals.",
  action,
}: CostCalculatorPanelProps) {
  const idPrefix = useId();
  const empty = fields.every((field) => !values[field.id]?.trim());
  return (
    <div className="mx-auto mt-12 grid max-w-4xl gap-8 rounded-2xl border bg-card p-6 shadow-sm sm:p-8 md:grid-cols-2">
      {/* Not a form: nothing is sent, the totals follow every keystroke. */}
      <div className="flex flex-col gap-5">
        {fields.map((field) => {
          const inputId = `${idPrefix}-${field.id}`;
          return (
            <div key={field.id} className="flex flex-col gap-2">
              <Label htmlFor={inputId}>{field.label}</Label>
              <Input
                id={inputId}
                name={field.id}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                autoComplete="off"
                placeholder={field.placeholder}
                // Placeholders are examples: italic, so they never pass for a typed figure.
                className="placeholder:italic"
                value={values[field.id] ?? ""}
                onChange={(event) => onChange(field.id, event.target.value)}
              />
            </div>
          );
        })}
        <p className="text-sm text-muted-foreground">{formula}</p>
      </div>
      <div className="flex flex-col gap-6 rounded-xl bg-muted p-6">
        <dl aria-live="polite" className="grid gap-6">
          <div>
            <dt className="text-sm font-medium text-muted-foreground">
              {totalHoursLabel}
            </dt>
            <dd className="mt-1 text-3xl font-bold tracking-tight text-foreground tabular-nums">
              {totalHours}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted-foreground">
              {totalCostLabel}
            </dt>
            <dd className="mt-1 text-4xl font-extrabold tracking-tight break-all text-primary tabular-nums">
              {totalCost}
            </dd>
          </div>
        </dl>
        {empty && (
          <p className="text-sm font-medium text-foreground">{emptyHint}</p>
        )}
        {note && <p className="text-sm text-muted-foreground">{note}</p>}
        {action && (
          <Button asChild variant="outline" className="mt-auto self-start">
            <Link to={action.to}>
              {action.label}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
}

type CalculatorValues = Record<
  (typeof webToolsCalculator.fields)[number]["id"],
  string
>;

/**
 * The web tools page's project cost calculator, in its section; what the visitor types stays on
 * the page (not in the URL).
 */
export function ProjectCostCalculator() {
  const copy = webToolsCalculator;
  const [values, setValues] = useState<CalculatorValues>({
    hourlyRate: "",
    hoursPerWeek: "",
    weeks: "",
  });
  const { totalHours, totalCost } = calculateProjectCost(values);
  return (
    <div id={copy.anchor} className="scroll-mt-16">
      <SectionShell intro={copy.intro}>
        <CostCalculatorPanel
          fields={copy.fields}
          values={values}
          onChange={(id, value) =>
            setValues((current) => ({ ...current, [id]: value }))
          }
          totalHoursLabel={copy.totalHoursLabel}
          totalHours={formatHours(totalHours)}
          totalCostLabel={copy.totalCostLabel}
          totalCost={formatCost(totalCost)}
          formula={copy.formula}
          note={copy.note}
          action={copy.action}
        />
      </SectionShell>
    </div>
  );
}
