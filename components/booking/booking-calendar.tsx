"use client";

/**
 * The calendar beside a booking form's date input (the public form on /contact and the
 * manage page's reschedule panel): a labelled group holding the date picker, loaded as its
 * own chunk once the days are read (so no other page carries react-day-picker; React.lazy, as
 * it never renders on the server: the days are read in the browser), and a
 * key to its looks. Until the days are read it keeps the calendar's place; if they cannot be
 * read it says so and the typed date works as before.
 */
import { useTranslations } from "next-intl";
import { lazy, Suspense } from "react";
import type { Availability } from "./availability";

/** As tall as the calendar of a five-week month (a caption, the weekdays, the weeks, its note), so little moves when it comes. */
const CALENDAR_HEIGHT = "h-[21.5rem]";

function Placeholder({ text }: { text: string }) {
  return (
    <div
      className={`${CALENDAR_HEIGHT} flex items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 text-center text-sm text-slate-600`}
    >
      {text}
    </div>
  );
}

function Loading() {
  const t = useTranslations("booking.calendar");
  return <Placeholder text={t("loading")} />;
}

const DatePicker = lazy(() => import("./date-picker").then((m) => ({ default: m.DatePicker })));

const KEY = [
  { label: "available", swatch: "bg-brand-50 ring-1 ring-inset ring-brand-200" },
  {
    label: "full",
    swatch:
      "bg-amber-100 after:absolute after:bottom-0.5 after:left-1/2 after:h-0.5 after:w-2.5 after:-translate-x-1/2 after:rounded-full after:bg-amber-600",
  },
  {
    label: "closed",
    swatch:
      "bg-slate-100 after:absolute after:top-1/2 after:left-1 after:right-1 after:h-0.5 after:-translate-y-1/2 after:bg-slate-600",
  },
  {
    label: "closure",
    swatch:
      "bg-heart-50 ring-1 ring-inset ring-heart-300 after:absolute after:top-1/2 after:left-1 after:right-1 after:h-0.5 after:-translate-y-1/2 after:bg-heart-700",
  },
] as const;

/** The key: what each look of a day means. */
function CalendarKey() {
  const t = useTranslations("booking.calendar");
  return (
    <ul
      className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700 md:mt-14 md:flex-col md:gap-y-3"
      aria-label={t("key")}
    >
      {KEY.map((k) => (
        <li key={k.label} className="flex items-center gap-2">
          <span aria-hidden="true" className={`relative inline-block size-5 shrink-0 rounded ${k.swatch}`} />
          {t(k.label)}
        </li>
      ))}
    </ul>
  );
}

export function BookingCalendar({
  id,
  availability,
  value,
  onPick,
  onFull,
  className = "",
}: {
  /** the group's label is `${id}-label` */
  id: string;
  availability: Availability;
  /** the form's date (as typed, or picked here) */
  value: string;
  onPick: (date: string) => void;
  /** a fully booked day pressed (the public form offers its waiting list) */
  onFull?: (date: string) => void;
  className?: string;
}) {
  const t = useTranslations("booking.calendar");
  const labelId = `${id}-label`;
  return (
    <div role="group" aria-labelledby={labelId} className={className} data-testid="booking-calendar">
      <p id={labelId} className="mb-3 block text-sm font-semibold text-slate-800">
        {t("label")}
      </p>
      {availability.status === "failed" ? (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">{t("failed")}</p>
      ) : (
        <div className="flex flex-col gap-3 md:flex-row md:items-start md:gap-8">
          {/* at most 24rem wide: roomy days on a phone, and no stretched grid on a desk */}
          <div className="w-full max-w-sm">
            {availability.status === "loaded" ? (
              <Suspense fallback={<Loading />}>
                <DatePicker value={value} onPick={onPick} onFull={onFull} availability={availability} />
              </Suspense>
            ) : (
              <Loading />
            )}
          </div>
          <CalendarKey />
        </div>
      )}
    </div>
  );
}
