/**
 * The report's daily chart, drawn as SVG when the page is rendered (d3's scales and line
 * generator, no script in the browser): visitors and pages viewed per day. Its name and
 * description say what it shows; the figures are in the table beside it.
 */
import { scaleLinear } from "d3-scale";
import { line } from "d3-shape";

/**
 * Drawn at two sizes, since an SVG's text scales with it: a narrow one for phones and a wide one
 * for larger screens, so the labels stay readable on both.
 */
const sizes = {
  narrow: { width: 360, height: 220 },
  wide: { width: 960, height: 280 },
} as const;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 40 };

export interface ChartSeries {
  label: string;
  /** A class that sets the line's stroke colour. */
  className: string;
  values: number[];
}

export function DailyChart({
  days,
  series,
  titleId,
  descriptionId,
  size,
  className,
}: {
  size: keyof typeof sizes;
  className?: string;
  /** Labels for the x axis, one per value. */
  days: string[];
  series: ChartSeries[];
  titleId: string;
  descriptionId: string;
}) {
  const { width: WIDTH, height: HEIGHT } = sizes[size];
  const most = Math.max(1, ...series.flatMap((one) => one.values));
  const x = scaleLinear()
    .domain([0, Math.max(1, days.length - 1)])
    .range([MARGIN.left, WIDTH - MARGIN.right]);
  const y = scaleLinear()
    .domain([0, most])
    .nice(4)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const path = line<number>()
    .x((_value, index) => x(index))
    .y((value) => y(value));
  // The first, middle and last day: enough to place the line in time on a phone.
  const labelled = [
    ...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]),
  ].filter((index) => index >= 0);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${titleId} ${descriptionId}`}
      className={`h-auto w-full ${className ?? ""}`}
    >
      {y.ticks(4).map((tick) => (
        <g key={tick}>
          <line
            x1={MARGIN.left}
            x2={WIDTH - MARGIN.right}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-border"
          />
          <text
            x={MARGIN.left - 6}
            y={y(tick)}
            dy="0.32em"
            textAnchor="end"
            className="fill-muted-foreground text-[12px]"
          >
            {tick.toLocaleString("en-US")}
          </text>
        </g>
      ))}
      {labelled.map((index) => (
        <text
          key={index}
          x={x(index)}
          y={HEIGHT - 8}
          textAnchor={
            index === 0 && days.length > 1
              ? "start"
              : index === days.length - 1 && days.length > 1
                ? "end"
                : "middle"
          }
          className="fill-muted-foreground text-[12px]"
        >
          {days[index]}
        </text>
      ))}
      {series.map((one) => (
        <path
          key={one.label}
          d={path(one.values) ?? ""}
          fill="none"
          strokeWidth={2.5}
          strokeLinejoin="round"
          className={one.className}
        />
      ))}
    </svg>
  );
}
