"use client";

/**
 * "Tamil Nadu holidays": the public holidays still ahead (lib/content/holidays.ts, bundled),
 * a checkbox each — none ticked until the desk chooses. "Close the clinic on the chosen
 * days" adds one whole-day closure per day, the holiday's name its reason, and reports any
 * day that was refused. Days closed already, and Sundays, can't be chosen again.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { holidaysFrom, type Holiday } from "@/lib/content/holidays";
import { coversDate, type ClosureRecord } from "@/lib/shared/calendar";
import { isSunday } from "@/lib/shared/clinic-time";
import { shortDate } from "../appointments/appointment-format";
import { Message } from "../ui/alert";
import { useAddHolidays, type HolidayOutcome } from "./queries";
import { Panel } from "../ui/panel";

/** The holidays of one date (two can fall on the same day). */
type HolidayDay = { date: string; name: string; expected: boolean };

function byDate(holidays: Holiday[]): HolidayDay[] {
  const days = new Map<string, HolidayDay>();
  for (const h of holidays) {
    const day = days.get(h.date);
    if (day) {
      day.name = `${day.name} and ${h.name}`;
      day.expected ||= Boolean(h.expected);
    } else days.set(h.date, { date: h.date, name: h.name, expected: Boolean(h.expected) });
  }
  return [...days.values()];
}

export function HolidaysPanel({
  today,
  closures,
  onAdded,
}: {
  today: string;
  /** the closures not yet ended (undefined while loading) */
  closures: ClosureRecord[] | undefined;
  onAdded: (outcomes: HolidayOutcome[]) => void;
}) {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [report, setReport] = useState<HolidayOutcome[] | null>(null);
  const add = useAddHolidays();
  const days = byDate(holidaysFrom(today));
  const closedBy = (date: string) => closures?.find((c) => c.startTime === null && coversDate(c, date));
  const choosable = (d: HolidayDay) => closures !== undefined && !isSunday(d.date) && !closedBy(d.date);
  const picked = days.filter((d) => chosen.has(d.date) && choosable(d));

  function toggle(date: string, on: boolean) {
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(date);
      else next.delete(date);
      return next;
    });
  }

  function closeOnChosen() {
    if (!picked.length || add.isPending) return;
    setReport(null);
    add.mutate(
      picked.map(({ date, name }) => ({ date, name })),
      {
        onSuccess: (outcomes) => {
          setReport(outcomes);
          setChosen(new Set());
          onAdded(outcomes);
        },
      },
    );
  }

  const added = report?.filter((o) => o.ok) ?? [];
  const refused = report?.filter((o): o is Extract<HolidayOutcome, { ok: false }> => !o.ok) ?? [];

  return (
    <Panel
      title="Tamil Nadu holidays"
      description="Tick the days the clinic closes; each becomes a whole-day closure with the holiday as its reason. Dates marked “expected” follow the moon: check them against the Government’s list for the year."
      divided
      testId="holidays-panel"
    >
      {days.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-600 sm:px-5">No holidays listed ahead.</p>
      ) : (
        <fieldset>
          <legend className="sr-only">Holidays to close the clinic on</legend>
          <ul className="divide-y divide-slate-100">
            {days.map((d) => {
              const closure = closedBy(d.date);
              const sunday = isSunday(d.date);
              const id = `holiday-${d.date}`;
              const can = choosable(d);
              return (
                <li key={d.date} className="flex items-center gap-3 px-4 py-2.5 sm:px-5">
                  <input
                    id={id}
                    type="checkbox"
                    checked={can && chosen.has(d.date)}
                    disabled={!can || add.isPending}
                    onChange={(e) => toggle(d.date, e.target.checked)}
                    className="size-4 shrink-0 scroll-mb-32 accent-brand-700 disabled:opacity-50"
                  />
                  <label htmlFor={id} className={`min-w-0 flex-1 text-sm ${can ? "cursor-pointer" : ""}`}>
                    <span className="block font-medium text-slate-900">{d.name}</span>{" "}
                    <span className="text-slate-600">{shortDate(d.date)}</span>
                    {d.expected && (
                      <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600 ring-1 ring-slate-200">
                        expected
                      </span>
                    )}
                  </label>
                  {(closure || sunday) && (
                    <span
                      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${
                        closure
                          ? "bg-heart-50 text-heart-700 ring-heart-100"
                          : "bg-slate-100 text-slate-600 ring-slate-200"
                      }`}
                      title={closure ? closure.reason : undefined}
                    >
                      {closure ? "Closed" : "Sunday"}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {/* the action stays in view below a long list (not clipped: the section does not hide overflow) */}
      <div className="sticky bottom-0 space-y-3 rounded-b-2xl border-t border-slate-200 bg-white px-4 py-4 sm:px-5">
        {report && added.length > 0 && (
          <Message tone="success">
            Closed on {added.length === 1 ? "1 day" : `${added.length} days`}: {added.map((o) => o.name).join(", ")}.
          </Message>
        )}
        {refused.length > 0 && (
          <Message tone="error">
            Not closed: {refused.map((o) => `${o.name} (${shortDate(o.date)}): ${o.message}`).join(" ")}
          </Message>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="primary"
            size="dialog"
            onClick={closeOnChosen}
            disabled={!picked.length || add.isPending}
            busy={add.isPending}
          >
            {add.isPending
              ? "Closing…"
              : `Close the clinic on the chosen days${picked.length ? ` (${picked.length})` : ""}`}
          </Button>
          {picked.length > 0 && !add.isPending && (
            <Button variant="neutral" size="dialog" onClick={() => setChosen(new Set())}>
              Clear
            </Button>
          )}
        </div>
      </div>
    </Panel>
  );
}
