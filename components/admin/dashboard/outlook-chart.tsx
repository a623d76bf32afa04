"use client";

/**
 * The dashboard's weeks ahead (FEATURES.md §5): the next 14 days' booked slots as a bar per
 * day, today first (tonight's walk-ins counted, as the Today card does), against a full
 * evening (13 slots) — Sundays and days the clinic closed shaded as closed, not drawn as empty
 * days — and beside it last month's no-show rate.
 *
 * The SVG has no viewBox: its x positions are percentages of its own width, so the bars
 * narrow with the screen while the labels keep their real size (a scaled viewBox would
 * shrink the text to nothing at 390 px). Screen readers get a summary on the image and the
 * day-by-day counts as a table.
 */
import type { BookingOutlook } from "@/lib/shared/api/dashboard";
import { SLOT_TIMES } from "@/lib/shared/clinic-time";
import { dateNames, shortDate } from "../appointments/appointment-format";
import { plural } from "../ui/list-toolbar";
import { CARD } from "../ui/panel";

/** A full evening: every slot booked. */
const FULL = SLOT_TIMES.length;

// heights in px: the counts above the bars, the bars, the two label lines under them
const TOP = 18;
const PLOT = 104;
const BASE = TOP + PLOT;
const HEIGHT = BASE + 34;
/** A bar's share of its day's column. */
const BAR = 0.6;

const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 0 });
const monthName = new Intl.DateTimeFormat("en-IN", { month: "long", timeZone: "UTC" });

/** "2026-10" → "October" (en-IN). */
function monthOf(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return monthName.format(new Date(Date.UTC(y, m - 1, 1)));
}

const booked = (n: number) => `${n} of ${FULL} slots booked`;

/** A day the clinic does not open: a Sunday, or closed all day. */
const shut = (d: BookingOutlook["days"][number]) => d.sunday || d.closed !== null;

/** The image's one-sentence summary: the total, the busiest day, the Sundays and closures. */
function summary(days: BookingOutlook["days"]): string {
  const open = days.filter((d) => !shut(d));
  const total = open.reduce((sum, d) => sum + d.booked, 0);
  const busiest = open.reduce<(typeof open)[number] | null>(
    (top, d) => (d.booked > (top?.booked ?? 0) ? d : top),
    null,
  );
  const busiestText = busiest
    ? `; the busiest, ${dayName(busiest.date)}, has ${booked(busiest.booked)}`
    : "; no evening has a booking yet";
  const sundays = days.filter((d) => d.sunday).length;
  const closures = days.filter((d) => !d.sunday && d.closed !== null).length;
  const closed = [
    sundays ? plural(sundays, "Sunday", "Sundays") : null,
    closures ? `${plural(closures, "other day", "other days")} (clinic closed)` : null,
  ].filter(Boolean);
  const closedText = closed.length ? `; closed on ${closed.join(" and ")}` : "";
  return `Bookings over the next ${days.length} days, today first: ${total} in all${busiestText}${closedText}.`;
}

/** "Tue 24 Nov" */
function dayName(date: string): string {
  const n = dateNames(date);
  return n ? `${n.weekday} ${n.day} ${n.month}` : date;
}

export function OutlookPanel({ outlook }: { outlook: BookingOutlook }) {
  const total = outlook.days.reduce((sum, d) => sum + (d.sunday ? 0 : d.booked), 0);
  return (
    <section
      aria-labelledby="outlook-heading"
      data-testid="outlook"
      className={`${CARD} flex flex-col gap-5 p-4 sm:p-5 lg:flex-row`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="outlook-heading" className="text-base font-semibold text-slate-900">
            The next {outlook.days.length} days
          </h2>
          <p className="text-sm text-slate-600" data-testid="outlook-total">
            {plural(total, "booking", "bookings")}
          </p>
        </div>
        <OutlookChart days={outlook.days} />
        <Legend />
      </div>
      <NoShowRate noShow={outlook.noShow} />
    </section>
  );
}

/** The bars, and the same counts as a table for screen readers. */
export function OutlookChart({ days }: { days: BookingOutlook["days"] }) {
  const max = Math.max(FULL, ...days.map((d) => d.booked));
  const column = 100 / days.length;
  const center = (i: number) => `${(i + 0.5) * column}%`;
  const height = (n: number) => (n / max) * PLOT;
  return (
    <div className="mt-3">
      <svg
        role="img"
        aria-label={summary(days)}
        width="100%"
        height={HEIGHT}
        className="block overflow-visible"
        data-testid="outlook-chart"
      >
        {/* a full evening */}
        <line
          x1="0"
          x2="100%"
          y1={BASE - height(FULL)}
          y2={BASE - height(FULL)}
          className="stroke-slate-300"
          strokeDasharray="4 4"
        />
        <line x1="0" x2="100%" y1={BASE} y2={BASE} className="stroke-slate-300" />
        {days.map((d, i) => {
          const names = dateNames(d.date);
          const x = `${(i + (1 - BAR) / 2) * column}%`;
          return (
            <g
              key={d.date}
              data-outlook-day={d.date}
              data-booked={d.sunday ? undefined : d.booked}
              data-closed={d.closed ?? undefined}
            >
              {shut(d) ? (
                <rect
                  x={`${(i + 0.1) * column}%`}
                  width={`${column * 0.8}%`}
                  y={TOP}
                  height={PLOT}
                  rx={4}
                  className="fill-slate-100"
                />
              ) : (
                d.booked > 0 && (
                  <>
                    <rect
                      x={x}
                      width={`${column * BAR}%`}
                      y={BASE - height(d.booked)}
                      height={height(d.booked)}
                      rx={3}
                      className={d.booked >= FULL ? "fill-brand-800" : "fill-brand-600"}
                    />
                    <text
                      x={center(i)}
                      y={BASE - height(d.booked) - 5}
                      textAnchor="middle"
                      className="fill-slate-700 text-[11px] font-medium tabular-nums"
                    >
                      {d.booked}
                    </text>
                  </>
                )
              )}
              <text
                x={center(i)}
                y={BASE + 15}
                textAnchor="middle"
                className={`text-[11px] ${i === 0 ? "fill-slate-900 font-semibold" : shut(d) ? "fill-slate-400" : "fill-slate-600"}`}
              >
                {names?.weekday[0]}
              </text>
              <text
                x={center(i)}
                y={BASE + 29}
                textAnchor="middle"
                className={`text-[11px] tabular-nums ${i === 0 ? "fill-slate-900 font-semibold" : shut(d) ? "fill-slate-400" : "fill-slate-600"}`}
              >
                {names?.day}
              </text>
            </g>
          );
        })}
      </svg>
      {/* hidden by its wrapper: a table grows to its content whatever its own width (sideways scroll) */}
      <div className="sr-only">
        <table>
          <caption>Bookings per day, today first</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Booked</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d, i) => (
              <tr key={d.date}>
                <th scope="row">
                  {i === 0 ? "Today, " : ""}
                  {shortDate(d.date)}
                </th>
                <td>{d.sunday ? "Closed (Sunday)" : d.closed !== null ? `Closed (${d.closed})` : booked(d.booked)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** What the dashed line and the shaded days mean. */
function Legend() {
  return (
    <p aria-hidden className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <span className="w-4 border-t border-dashed border-slate-400" /> A full evening ({FULL} slots)
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="size-3 rounded-sm bg-slate-100 ring-1 ring-slate-200" /> Closed (Sunday or a closure)
      </span>
    </p>
  );
}

/** Last calendar month's share of no-shows among the booked patients whose outcome was recorded. */
function NoShowRate({ noShow }: { noShow: BookingOutlook["noShow"] }) {
  const month = monthOf(noShow.month);
  return (
    <div
      data-testid="no-show-rate"
      className="border-t border-slate-200 pt-4 text-sm lg:w-56 lg:shrink-0 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-5"
    >
      {noShow.rate === null ? (
        <>
          <p className="font-medium text-slate-800">No recorded outcomes in {month}</p>
          <p className="mt-1 text-slate-600">The no-show rate shows once appointments are marked Done or No-show.</p>
        </>
      ) : (
        <>
          <p className="text-slate-600">No-shows in {month}</p>
          <p className="mt-0.5 text-3xl font-semibold tabular-nums tracking-tight text-slate-900">
            {percent.format(noShow.rate)}
          </p>
          <p className="mt-1 text-slate-600">
            {noShow.noShows} of {noShow.outcomes} booked {noShow.outcomes === 1 ? "patient" : "patients"} with a
            recorded outcome
          </p>
        </>
      )}
    </div>
  );
}
