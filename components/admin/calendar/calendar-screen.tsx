"use client";

/**
 * The Clinic calendar (FEATURES.md §2): the month of evenings (Sundays, closures, how full
 * each evening is), closing the clinic on days picked there, the booked patients inside a
 * closure just added (to move or cancel), the closures ahead with Remove, Tamil Nadu's
 * public holidays to close on in one step, and the announcement patients see. The month
 * shown lives in the URL (?month=2026-12; none for this month).
 */
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { ClosureAdded } from "@/lib/shared/api/calendar";
import { describeClosure, type ClosureRecord } from "@/lib/shared/calendar";
import { isRealDate } from "@/lib/shared/clinic-time";
import { CALENDAR_MESSAGES } from "@/lib/shared/validation/calendar";
import { useConfirm } from "../ui/confirm-dialog";
import type { BookingRules } from "@/lib/shared/validation/booking";
import { AnnouncementPanel } from "../dashboard/announcement-panel";
import { clinicToday } from "../appointments/queries";
import { useCalendarMonth, useClosureCounts, useClosures, useRemoveClosure, type HolidayOutcome } from "./queries";
import { useAdminNotice } from "../query/provider";
import { useUrlState } from "../query/url-state";
import { AffectedList } from "./affected-list";
import { addMonths, monthLabel, monthOf, rangeOf, type DayRange } from "./calendar-format";
import { ClosurePanel } from "./closure-form";
import { ClosuresList } from "./closures-list";
import { HolidaysPanel } from "./holidays-panel";
import { MonthGrid } from "./month-grid";
import { WaitlistPanel } from "../waitlist/waitlist-panel";
import { CARD } from "../ui/panel";

/** Days picked on the grid: the first one picked, and the range so far. */
type Pick = { anchor: string; range: DayRange; awaitingEnd: boolean };

const validMonth = (value: string | null) => (value && isRealDate(`${value}-01`) ? value : null);

export function ClinicCalendarScreen({ bookingRules }: { bookingRules: BookingRules }) {
  const monthHeadingId = useId();
  const [today] = useState(clinicToday);
  const [params, setParams] = useUrlState();
  const month = validMonth(params.get("month")) ?? monthOf(today);
  const monthData = useCalendarMonth(month);
  const closures = useClosures();
  const [ask, asking] = useConfirm();
  const counts = useClosureCounts(closures.data ?? [], today);
  const remove = useRemoveClosure();
  const showNotice = useAdminNotice();
  const [focus, setFocus] = useState({ date: today, move: false });
  const [pick, setPick] = useState<Pick | null>(null);
  const [affected, setAffected] = useState<{ rows: ClosureAdded["affected"]; several: boolean } | null>(null);

  const showMonth = (to: string) => setParams({ month: to === monthOf(today) ? null : to });

  function moveFocus(date: string, move: boolean) {
    setFocus({ date, move });
    if (move && monthOf(date) !== month) showMonth(monthOf(date));
  }

  function pickDay(date: string, extend: boolean) {
    setPick((p) => {
      if (p && (extend || p.awaitingEnd))
        return { anchor: p.anchor, range: rangeOf(p.anchor, date), awaitingEnd: false };
      return { anchor: date, range: { start: date, end: date }, awaitingEnd: !extend };
    });
  }

  function removeClosure(c: ClosureRecord) {
    ask({
      title: "Remove closure",
      question: `Remove the closure ${describeClosure(c)} (${c.reason})? Patients can book those times again.`,
      confirmLabel: "Remove closure",
      onConfirm: () =>
        remove.mutate(c, {
          onSuccess: () =>
            showNotice(`${CALENDAR_MESSAGES.closureRemoved} ${c.reason}: the times can be booked again.`, "success"),
          onError: (error) => showNotice(error.message),
        }),
    });
  }

  function added({ affected: rows, notified }: ClosureAdded) {
    setPick(null);
    setAffected({ rows, several: false });
    showNotice(
      notified > 0
        ? `${CALENDAR_MESSAGES.closureAdded} ${notified} ${notified === 1 ? "message" : "messages"} to the patients inside it will go out shortly.`
        : CALENDAR_MESSAGES.closureAdded,
      "success",
    );
  }

  function holidaysAdded(outcomes: HolidayOutcome[]) {
    const rows = outcomes.flatMap((o) => (o.ok ? o.added.affected : []));
    if (outcomes.some((o) => o.ok)) setAffected({ rows, several: outcomes.filter((o) => o.ok).length > 1 });
  }

  // after a closure is added, its booked patients are what to read next
  useEffect(() => {
    if (affected) document.querySelector<HTMLElement>('[data-testid="affected-list"] h2')?.focus();
  }, [affected]);

  const range = pick?.range ?? null;
  const known = new Map([...(monthData.data?.closures ?? []), ...(closures.data ?? [])].map((c) => [c.id, c]));
  const closuresOn = range
    ? [...known.values()].filter((c) => c.startDate <= range.end && c.endDate >= range.start)
    : [];
  const pickedDay =
    range && range.start === range.end ? monthData.data?.days.find((d) => d.date === range.start) : undefined;
  const slotsPerEvening = monthData.data?.slotsPerEvening ?? 13;

  return (
    <>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby={monthHeadingId} className={`${CARD} min-w-0 p-3 sm:p-5`}>
          <div className="mb-3 flex items-center gap-2">
            <h2
              id={monthHeadingId}
              aria-live="polite"
              className="mr-auto text-base font-semibold text-slate-900 sm:text-lg"
              data-testid="calendar-month"
            >
              {monthLabel(month)}
            </h2>
            {month !== monthOf(today) && (
              <Button
                variant="neutral"
                size="toolbar"
                onClick={() => showMonth(monthOf(today))}
                title="Back to this month"
              >
                Today
              </Button>
            )}
            <Button
              variant="neutral"
              size="toolbar"
              onClick={() => showMonth(addMonths(month, -1))}
              aria-label="Previous month"
            >
              <Icon name="chevron-up" className="size-4 -rotate-90" />
            </Button>
            <Button
              variant="neutral"
              size="toolbar"
              onClick={() => showMonth(addMonths(month, 1))}
              aria-label="Next month"
            >
              <Icon name="chevron-up" className="size-4 rotate-90" />
            </Button>
          </div>
          <MonthGrid
            month={month}
            days={monthData.data?.month === month ? monthData.data.days : undefined}
            closures={[...known.values()]}
            slotsPerEvening={slotsPerEvening}
            partInside={counts.partOfEvening}
            today={today}
            selection={range}
            focusDate={focus.date}
            moveFocus={focus.move}
            onFocusDate={moveFocus}
            onPick={pickDay}
            labelledBy={monthHeadingId}
          />
          {monthData.isError && !monthData.data && (
            <p className="mt-2 text-sm text-heart-700">
              The month could not be loaded.{" "}
              <button type="button" onClick={() => void monthData.refresh()} className="font-medium underline">
                Try again
              </button>
            </p>
          )}
          <Legend />
        </section>

        <ClosurePanel
          selection={range}
          awaitingEnd={pick?.awaitingEnd ?? false}
          day={pickedDay}
          slotsPerEvening={slotsPerEvening}
          closuresOn={closuresOn}
          onClear={() => setPick(null)}
          onAdded={added}
          onRemove={removeClosure}
        />
        {/* the picked evening's waiting list (FEATURES.md §14): only when someone waits */}
        {pickedDay && <WaitlistPanel date={pickedDay.date} className="lg:col-span-2" />}
        {affected && (
          <div className="lg:col-span-2">
            <AffectedList
              rows={affected.rows}
              several={affected.several}
              rules={bookingRules}
              onDismiss={() => setAffected(null)}
            />
          </div>
        )}

        <div className="min-w-0 space-y-6">
          <ClosuresList
            closures={closures.data}
            failed={closures.isError}
            counts={counts.byClosure}
            today={today}
            removing={remove.isPending ? (remove.variables?.id ?? null) : null}
            onShow={(c) => {
              showMonth(monthOf(c.startDate < today ? today : c.startDate));
              setPick({ anchor: c.startDate, range: { start: c.startDate, end: c.endDate }, awaitingEnd: false });
            }}
            onRemove={removeClosure}
            onRetry={() => void closures.refresh()}
          />
          <AnnouncementPanel />
        </div>
        <HolidaysPanel today={today} closures={closures.data} onAdded={holidaysAdded} />
      </div>
      {asking}
    </>
  );
}

/** What the colours of the grid mean. */
function Legend() {
  const item = (swatch: string, text: string) => (
    <li className="flex items-center gap-1.5">
      <span aria-hidden className={`size-3 rounded ring-1 ring-inset ${swatch}`} />
      {text}
    </li>
  );
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-600" aria-label="Legend">
      {item("bg-heart-50 ring-heart-600/40", "Closed all day")}
      {item("bg-amber-50 ring-amber-200", "Closed part of the evening")}
      {item("bg-slate-100 ring-slate-200", "Sunday")}
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="h-1 w-5 rounded-full bg-brand-600" />
        Booked of the open times
      </li>
      <li className="flex items-center gap-1.5 sm:hidden">
        <span
          aria-hidden
          className="flex size-4 items-center justify-center rounded-full bg-heart-600 text-[10px] font-semibold text-white"
        >
          2
        </span>
        Booked inside a closure
      </li>
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden
          className="flex size-4 items-center justify-center rounded-full bg-brand-700 text-[9px] text-white"
        >
          1
        </span>
        Today
      </li>
    </ul>
  );
}
