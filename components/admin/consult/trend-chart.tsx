/**
 * One flowsheet series as a small trend chart (FEATURES.md §10): a caption with the latest
 * value, its change and the target, a hand-drawn SVG (the target band, round y ticks, x by
 * date) and the same values as a table, newest first. BP passes diastolic as `second`, drawn
 * on the same axes.
 *
 * The SVG keeps its aspect (a 320 × 140 viewBox scaled to the width, capped so the labels
 * stay a readable size): squashing it would turn the dots into ellipses. Dates are the
 * clinic's YYYY-MM-DD days read as UTC, so no browser's time zone moves them a day.
 */
import type { LabFlag } from "@/lib/content/lab-ranges";
import type { FlowPoint, SeriesCode } from "@/lib/shared/api/consult";
import { onTarget } from "@/lib/shared/consult-targets";
import type { Risk } from "@/lib/shared/validation/consult";
import {
  axisFormat,
  fullDate,
  HEIGHT,
  latestChange,
  linear,
  niceTicks,
  PLOT,
  rowsOf,
  type Series,
  seriesOf,
  shortName,
  summaryOf,
  targetText,
  titleOf,
  utcDay,
  WIDTH,
  withUnit,
} from "./trend-series";

// Per series: the first solid brand blue, the second dashed violet (told apart in grey print too).
const LOOKS = [
  { line: "stroke-brand-600", dot: "fill-brand-600", dash: undefined },
  { line: "stroke-violet-700", dot: "fill-violet-700", dash: "5 3" },
] as const;

export function TrendChart({
  code,
  points,
  risk,
  second,
  id,
}: {
  code: SeriesCode;
  points: FlowPoint[];
  risk: Risk;
  /** a second series drawn on the same axes (BP: diastolic beside systolic) */
  second?: { code: SeriesCode; points: FlowPoint[] };
  /** prefix of the element ids, unique when a page shows several charts */
  id?: string;
}) {
  const series = [seriesOf(code, points, risk), ...(second ? [seriesOf(second.code, second.points, risk)] : [])];
  const title = titleOf(series.map((s) => s.label));
  const headingId = `${id ?? `trend-${code}`}-heading`;
  return (
    <figure
      data-series={code}
      aria-labelledby={headingId}
      className="min-w-0 break-inside-avoid text-slate-700 print:text-black"
    >
      <Caption series={series} title={title} headingId={headingId} />
      {points.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No values recorded yet.</p>
      ) : (
        <>
          <Plot series={series} />
          <Legend series={series} title={title} />
          <ValuesTable series={series} title={title} />
        </>
      )}
    </figure>
  );
}

/** The title, the latest value (green on target, red off it), its change, and the target. */
function Caption({ series, title, headingId }: { series: Series[]; title: string; headingId: string }) {
  const latest = series.flatMap((s) => {
    const { latest, change } = latestChange(s.points);
    return latest ? [{ s, latest, change }] : [];
  });
  const changes = latest.flatMap(({ s, change }) => (change === null ? [] : [{ s, change }]));
  const target = targetText(series);
  const judged = latest.some(({ s }) => s.band);
  const offTarget = latest.some(({ s, latest }) => !onTarget(latest.value, s.band));
  const tone = !judged ? "text-slate-900" : offTarget ? "text-heart-700" : "text-emerald-800";
  // BP's changes name their series: "systolic up 6 from 136, diastolic down 2 from 90"
  const named = (s: Series) => (series.length > 1 ? `${shortName(s.label, title).toLowerCase()} ` : "");
  return (
    <figcaption className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900 print:text-black">
        {title}
      </h3>
      {latest.length > 0 && (
        <span className={`text-lg font-semibold tabular-nums print:text-black ${tone}`}>
          {withUnit(latest.map((l) => l.latest.value).join("/"), latest[0].latest.unit)}
          {judged && <span className="sr-only">{offTarget ? " (off target)" : " (on target)"}</span>}
          {latest.map((l) => l.latest.flag && <FlagBadge key={l.s.code} flag={l.latest.flag} />)}
        </span>
      )}
      {changes.length > 0 && (
        <span className="text-sm tabular-nums text-slate-600 print:text-black">
          <span aria-hidden="true">{changes.map((c) => arrow(c.change)).join(" / ")}</span>
          <span className="sr-only">{changes.map((c) => named(c.s) + words(c.s, c.change)).join(", ")}</span>
        </span>
      )}
      {target && <span className="text-sm text-slate-600 print:text-black">target {target}</span>}
    </figcaption>
  );
}

/** "▲ 6", "▼ 4", "no change" */
const arrow = (change: number) => (change > 0 ? `▲ ${change}` : change < 0 ? `▼ ${-change}` : "no change");

/** "up 6 from 136", "no change from 136" */
function words(s: Series, change: number): string {
  const before = s.points[s.points.length - 2].value;
  if (change === 0) return `no change from ${before}`;
  return `${change > 0 ? "up" : "down"} ${Math.abs(change)} from ${before}`;
}

/** The chart: band, ticks, dates, a line and a dot per value. */
function Plot({ series }: { series: Series[] }) {
  const all = series.flatMap((s) => s.points);
  // The first series' band joins the domain so it always shows; the second's is judged by its dots' colour.
  const band = series[0].band;
  const values = [...all.map((p) => p.value), ...(band ? [band.min, band.max] : [])].filter(
    (v): v is number => v !== undefined,
  );
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const y = linear(ticks[0], ticks[ticks.length - 1], PLOT.bottom, PLOT.top);
  const days = all.map((p) => utcDay(p.date));
  const firstDay = Math.min(...days);
  const lastDay = Math.max(...days);
  const x = linear(firstDay, lastDay, PLOT.left, PLOT.right);
  const dateLabels = firstDay === lastDay ? [firstDay] : [firstDay, lastDay];
  // open ends run to the plot's edge
  const bandTop = band?.max === undefined ? PLOT.top : y(band.max);
  const bandBottom = band?.min === undefined ? PLOT.bottom : y(band.min);
  return (
    <svg
      role="img"
      aria-label={series
        .filter((s) => s.points.length > 0)
        .map(summaryOf)
        .join("; ")}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="mt-2 block h-auto w-full max-w-md overflow-visible"
    >
      {band && (
        <rect
          x={PLOT.left}
          width={PLOT.right - PLOT.left}
          y={bandTop}
          height={bandBottom - bandTop}
          className="fill-emerald-100"
        />
      )}
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PLOT.left} x2={PLOT.right} y1={y(t)} y2={y(t)} className="stroke-slate-200" strokeWidth={1} />
          <text
            x={PLOT.left - 6}
            y={y(t)}
            textAnchor="end"
            dominantBaseline="middle"
            className="fill-slate-600 text-[10px]"
          >
            {t}
          </text>
        </g>
      ))}
      {dateLabels.map((day, i) => (
        <text
          key={day}
          x={dateLabels.length === 1 ? x(day) : i === 0 ? PLOT.left : PLOT.right}
          y={HEIGHT - 8}
          textAnchor={dateLabels.length === 1 ? "middle" : i === 0 ? "start" : "end"}
          className="fill-slate-600 text-[10px]"
        >
          {axisFormat.format(day)}
        </text>
      ))}
      {series.map((s, n) => (
        <g key={s.code}>
          {s.points.length > 1 && (
            <polyline
              points={s.points.map((p) => `${x(utcDay(p.date))},${y(p.value)}`).join(" ")}
              fill="none"
              strokeWidth={2}
              strokeLinejoin="round"
              strokeDasharray={LOOKS[n].dash}
              className={LOOKS[n].line}
            />
          )}
          {s.points.map((p, i) => {
            const off = !onTarget(p.value, s.band);
            return (
              <circle
                key={`${p.date}-${i}`}
                data-value={p.value}
                data-date={p.date}
                data-off-target={off || undefined}
                cx={x(utcDay(p.date))}
                cy={y(p.value)}
                r={off ? 4 : 3.5}
                strokeWidth={1.5}
                className={`stroke-white ${off ? "fill-heart-600" : LOOKS[n].dot}`}
              >
                <title>{`${fullDate(p.date)}: ${withUnit(p.value, p.unit)}`}</title>
              </circle>
            );
          })}
        </g>
      ))}
    </svg>
  );
}

/** What the lines, the band and the red dots mean (the table says the same in words). */
function Legend({ series, title }: { series: Series[]; title: string }) {
  return (
    <ul aria-hidden="true" className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 print:text-black">
      {series.length > 1 &&
        series.map((s, n) => (
          <li key={s.code} className="inline-flex items-center gap-1.5">
            <svg width="18" height="6" className="overflow-visible">
              <line
                x1="0"
                x2="18"
                y1="3"
                y2="3"
                strokeWidth={2}
                strokeDasharray={LOOKS[n].dash}
                className={LOOKS[n].line}
              />
            </svg>
            {shortName(s.label, title)}
          </li>
        ))}
      {series[0].band && (
        <li className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-emerald-100 print:ring-1 print:ring-emerald-300" /> Target
        </li>
      )}
      {series.some((s) => s.band) && (
        <li className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-heart-600" /> Off target
        </li>
      )}
    </ul>
  );
}

/**
 * The values in words, newest first: folded under "Values" (44 px tall, a finger's target) on screen, always shown on paper
 * (::details-content is what hides a closed <details>' content, so print makes it visible).
 */
function ValuesTable({ series, title }: { series: Series[]; title: string }) {
  const judged = series.some((s) => s.band);
  return (
    <details className="mt-2 text-sm print:details-content:[content-visibility:visible]">
      <summary className="flex min-h-11 cursor-pointer items-center text-slate-600 hover:text-slate-900 print:hidden">
        Values
      </summary>
      <table className="mt-1 w-full max-w-md text-left tabular-nums">
        <caption className="sr-only print:not-sr-only print:text-left print:text-xs">
          {title} values, newest first
        </caption>
        <thead className="text-xs text-slate-600 print:text-black">
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-1 pr-3 font-medium">
              Date
            </th>
            {series.map((s) => (
              <th key={s.code} scope="col" className="py-1 pr-3 font-medium">
                {series.length > 1 ? shortName(s.label, title) : s.label}
                {s.unit && ` (${s.unit})`}
              </th>
            ))}
            {judged && (
              <th scope="col" className="py-1 font-medium">
                On target
              </th>
            )}
          </tr>
        </thead>
        <tbody className="text-slate-800 print:text-black">
          {rowsOf(series).map(({ date, values }, i) => (
            <tr key={`${date}-${i}`} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-3 font-normal">
                {fullDate(date)}
              </th>
              {values.map((p, n) => (
                <td key={series[n].code} className="py-1 pr-3">
                  {p ? p.value : "—"}
                  {/* outside the lab's reference range (FEATURES.md §14, lib/content/lab-ranges.ts) */}
                  {p?.flag && <FlagBadge flag={p.flag} />}
                </td>
              ))}
              {judged && (
                <td className="py-1">
                  {values.every((p, n) => p === null || onTarget(p.value, series[n].band)) ? "Yes" : "No"}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** "High" / "Low": a lab value outside its reference range (FEATURES.md §14). */
export function FlagBadge({ flag }: { flag: LabFlag }) {
  return (
    <span className="ml-1.5 rounded bg-heart-50 px-1.5 py-0.5 align-middle text-xs font-semibold text-heart-800 ring-1 ring-heart-200 print:ring-black">
      {flag === "high" ? "High" : "Low"}
    </span>
  );
}
