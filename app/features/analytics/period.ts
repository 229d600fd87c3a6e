/**
 * The report's period, read from the page's address: a preset (the last 7, 28 or 90 days, the
 * last 12 months, each ending today) or custom dates. Anything else falls back to the default,
 * so a mistyped address shows a report rather than an error. Days are dates in the site's zone.
 */
import { DateTime } from "luxon";

export const periodPresets = ["7d", "28d", "90d", "12m", "custom"] as const;
export type PeriodPreset = (typeof periodPresets)[number];
export const defaultPreset: PeriodPreset = "28d";

/** The longest custom period: two years, what the rollups are kept for at least. */
export const MAX_PERIOD_DAYS = 731;

export interface Period {
  preset: PeriodPreset;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string | null): DateTime | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const parsed = DateTime.fromISO(value, { zone: "utc" });
  return parsed.isValid ? parsed : undefined;
}

export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const end = DateTime.fromISO(today, { zone: "utc" });
  const start =
    preset === "7d"
      ? end.minus({ days: 6 })
      : preset === "90d"
        ? end.minus({ days: 89 })
        : preset === "12m"
          ? end.minus({ years: 1 }).plus({ days: 1 })
          : end.minus({ days: 27 });
  return {
    preset: preset === "custom" ? defaultPreset : preset,
    from: start.toISODate()!,
    to: today,
  };
}

export function parsePeriod(params: URLSearchParams, today: string): Period {
  const preset = params.get("period");
  if (preset === "custom") {
    const from = validDay(params.get("from"));
    const to = validDay(params.get("to"));
    const end = to && to.toISODate()! > today ? validDay(today)! : to;
    if (
      from &&
      end &&
      from <= end &&
      end.diff(from, "days").days < MAX_PERIOD_DAYS
    )
      return {
        preset: "custom",
        from: from.toISODate()!,
        to: end.toISODate()!,
      };
  }
  if (periodPresets.includes(preset as PeriodPreset) && preset !== "custom")
    return presetPeriod(preset as PeriodPreset, today);
  return presetPeriod(defaultPreset, today);
}

/** The period's parameters for a link (the CSV downloads keep the page's period). */
export function periodQuery(period: Period): string {
  const params = new URLSearchParams({ period: period.preset });
  if (period.preset === "custom") {
    params.set("from", period.from);
    params.set("to", period.to);
  }
  return params.toString();
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  let day = DateTime.fromISO(from, { zone: "utc" });
  const end = DateTime.fromISO(to, { zone: "utc" });
  while (day <= end) {
    days.push(day.toISODate()!);
    day = day.plus({ days: 1 });
  }
  return days;
}

/** The period of the same length just before. */
export function previousPeriod(from: string, to: string) {
  const start = DateTime.fromISO(from, { zone: "utc" });
  const length = daysBetween(from, to).length;
  return {
    from: start.minus({ days: length }).toISODate()!,
    to: start.minus({ days: 1 }).toISODate()!,
  };
}
