/**
 * The project cost calculator of /web-tools (spec §5, §9): total hours = hours per week x weeks;
 * total cost = hourly rate x hours per week x weeks, shown with 2 decimals. A value that cannot be
 * parsed counts as 0.
 */

/** What the visitor typed, as the number inputs give it (text), or numbers. */
export interface CalculatorInput {
  hourlyRate: string | number;
  hoursPerWeek: string | number;
  weeks: string | number;
}

export interface CalculatorResult {
  totalHours: number;
  totalCost: number;
}

/**
 * A typed figure as a number: anything that cannot be parsed (empty, text, infinite) counts as 0.
 * A negative figure counts as 0 too: no project has negative hours or a negative rate, and a
 * negative total would only mislead.
 */
export function parseFigure(value: string | number): number {
  const number = typeof value === "number" ? value : Number.parseFloat(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
}

export function calculateProjectCost(input: CalculatorInput): CalculatorResult {
  const hourlyRate = parseFigure(input.hourlyRate);
  const hoursPerWeek = parseFigure(input.hoursPerWeek);
  const weeks = parseFigure(input.weeks);
  const totalHours = hoursPerWeek * weeks;
  return { totalHours, totalCost: hourlyRate * totalHours };
}

const hoursFormat = new Intl.NumberFormat("en-US", {
  maximumFractionDigits: 2,
});
const costFormat = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "320", "1,234.5": whole hours without decimals, parts of an hour to 2 places at most. */
export function formatHours(hours: number): string {
  return hoursFormat.format(hours);
}

/** "$48,000.00": always 2 decimals. */
export function formatCost(cost: number): string {
  return costFormat.format(cost);
}
