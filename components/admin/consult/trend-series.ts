/**
 * A trend chart's arithmetic and words (trend-chart.tsx draws them): the viewBox, round ticks,
 * linear scales, dates read as UTC days, a series' title, target and summary, the table's rows.
 */
import type { FlowPoint, SeriesCode } from "@/lib/shared/api/consult";
import { seriesLabel, targetBand, type Band } from "@/lib/shared/consult-targets";
import type { Risk } from "@/lib/shared/validation/consult";

// The viewBox, and the plot inside it (room on the left for the y labels, below for the dates).
export const WIDTH = 320;
export const HEIGHT = 140;
export const PLOT = { left: 36, right: WIDTH - 12, top: 10, bottom: HEIGHT - 24 };

export const axisFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "2-digit",
  timeZone: "UTC",
});
const fullFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-03-12" → its midnight UTC in ms. */
export function utcDay(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
}

/** "12 Mar 2026": what is read (tooltips, the summary, the table); the axis, short of room, has "12 Mar 26". */
export const fullDate = (date: string) => fullFormat.format(utcDay(date));

/** "142 mmHg", "142/88 mmHg", "72/min", or the bare number for a unitless test (INR). */
export const withUnit = (value: number | string, unit: string) =>
  unit === "" ? `${value}` : unit.startsWith("/") ? `${value}${unit}` : `${value} ${unit}`;

/** The last point, and how far it moved from the one before (1 decimal; null with fewer than 2). */
export function latestChange(points: FlowPoint[]): { latest: FlowPoint | null; change: number | null } {
  const latest = points.at(-1) ?? null;
  const previous = points.at(-2);
  // `|| 0`: a change that rounds away reads as 0, never −0
  const change = latest && previous ? Math.round((latest.value - previous.value) * 10) / 10 || 0 : null;
  return { latest, change };
}

/** Maps `from0`–`from1` onto `to0`–`to1`; an empty domain (one value, one day) maps to the middle. */
export function linear(from0: number, from1: number, to0: number, to1: number) {
  return (v: number) => (from1 === from0 ? (to0 + to1) / 2 : to0 + ((v - from0) / (from1 - from0)) * (to1 - to0));
}

/** 3–4 round ticks (steps of 1, 2, 2.5 or 5 × 10ⁿ) from at or below `lo` to at or above `hi`. */
export function niceTicks(lo: number, hi: number): number[] {
  if (lo === hi) {
    const pad = Math.abs(lo) * 0.1 || 1;
    [lo, hi] = [lo - pad, hi + pad];
  }
  const base = 10 ** Math.floor(Math.log10((hi - lo) / 3));
  // ε: 0.6 / 0.2 is 2.9999…, which must not floor to 2
  const first = (step: number) => Math.floor(lo / step + 1e-9);
  const last = (step: number) => Math.ceil(hi / step - 1e-9);
  // 20 × base is at least 2/3 of the span, so at most 3 steps: the search always ends there
  const steps = [1, 2, 2.5, 5, 10, 20].map((m) => m * base);
  const step = steps.find((s) => last(s) - first(s) <= 3) ?? steps[steps.length - 1];
  const count = Math.max(last(step) - first(step), 2);
  // toPrecision drops float noise (0.30000000000000004)
  return Array.from({ length: count + 1 }, (_, i) => Number(((first(step) + i) * step).toPrecision(12)));
}

export type Series = { code: SeriesCode; label: string; unit: string; points: FlowPoint[]; band: Band | null };

export function seriesOf(code: SeriesCode, points: FlowPoint[], risk: Risk): Series {
  const { label, unit } = seriesLabel(code);
  return { code, label, unit: points.at(-1)?.unit ?? unit, points, band: targetBand(code, risk) };
}

/** "BP" for "BP systolic" and "BP diastolic" (their shared first words), else both names. */
export function titleOf(labels: string[]): string {
  if (labels.length === 1) return labels[0];
  const words = labels.map((l) => l.split(" "));
  const shared = [];
  for (const [i, word] of words[0].entries()) {
    if (words.every((w) => w[i] === word)) shared.push(word);
    else break;
  }
  return shared.length > 0 ? shared.join(" ") : labels.join(" and ");
}

/** A series' name beside the title: "BP diastolic" under "BP" → "Diastolic". */
export function shortName(label: string, title: string): string {
  const rest = label.startsWith(`${title} `) ? label.slice(title.length + 1) : label;
  return rest[0].toUpperCase() + rest.slice(1);
}

/** The targets in one phrase: "< 130/80 mmHg" when both are upper limits in one unit. */
export function targetText(series: Series[]): string | null {
  const bands = series.map((s) => s.band).filter((b): b is Band => b !== null);
  if (bands.length === 0) return null;
  const upperOnly = bands.every((b) => b.min === undefined && b.max !== undefined);
  if (bands.length === 2 && upperOnly && series[0].unit === series[1].unit)
    return `< ${bands.map((b) => b.max).join("/")} ${series[0].unit}`;
  return bands.map((b) => b.label).join(", ");
}

/** "BP systolic, 5 values from 12 Mar 2026 to 28 Nov 2026, latest 142 mmHg" */
export function summaryOf(s: Series): string {
  const first = s.points[0];
  const last = s.points[s.points.length - 1];
  const span =
    s.points.length === 1
      ? `1 value on ${fullDate(first.date)}`
      : `${s.points.length} values from ${fullDate(first.date)} to ${fullDate(last.date)}`;
  return `${s.label}, ${span}, latest ${withUnit(last.value, last.unit)}`;
}

/** One table row per day (newest first); a day with two entries of a series gets a row for each. */
export function rowsOf(series: Series[]): { date: string; values: (FlowPoint | null)[] }[] {
  const dates = [...new Set(series.flatMap((s) => s.points.map((p) => p.date)))].sort().reverse();
  return dates.flatMap((date) => {
    const onDay = series.map((s) => s.points.filter((p) => p.date === date).reverse());
    const count = Math.max(...onDay.map((points) => points.length));
    return Array.from({ length: count }, (_, i) => ({ date, values: onDay.map((points) => points[i] ?? null) }));
  });
}
