"use client";

/**
 * The patient's calendar (react-day-picker), loaded on its own (./booking-calendar.tsx) so
 * only the pages with a booking form carry it. It shows what the availability call says
 * before anyone chooses: open days can be picked; fully booked, closed days and Sundays
 * cannot, and say why in their accessible names ("Friday, 27 November 2026, closed: Pongal").
 *
 * Those days stay reachable by the arrow keys (aria-disabled rather than disabled, which
 * react-day-picker would skip), so someone who cannot see the colours still hears each day.
 * Only days outside today … the horizon are truly disabled. Dates are the clinic's
 * `YYYY-MM-DD`; the calendar works on local midnights of the same calendar days, so the
 * browser's time zone never shifts a day.
 */
import { useLocale, useTranslations } from "next-intl";
import { createContext, useContext, useEffect, useMemo, useRef, useState } from "react";
import { DayPicker, type ChevronProps, type DayButtonProps, type Matcher } from "react-day-picker";
import { ta } from "react-day-picker/locale/ta";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/locales";
import { reasonIn, type DayAvailability } from "@/lib/shared/calendar";
import { formatLongDate, isRealDate } from "@/lib/shared/clinic-time";
import type { Availability } from "./availability";
import { dayStatus, isClosedDay, isPickable, unavailableMessage, useDayWords } from "./day-words";

const pad = (n: number) => String(n).padStart(2, "0");
/** The local midnight of a clinic date. */
const toLocalDate = (date: string) => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(y, m - 1, d);
};
const toClinicDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const monthOf = (date: string) => toLocalDate(`${date.slice(0, 7)}-01`);

/**
 * What the day buttons read: the days as the availability call answered them, and the day
 * holding the focus. react-day-picker's own tab stop can stay behind on another day after a
 * month change by keyboard (then Tab would land there); while a day has the focus it is the
 * only tab stop, so Tab and Shift+Tab always leave the grid.
 */
type DaysShown = { days: ReadonlyMap<string, DayAvailability>; focused: string | null };
const DaysContext = createContext<DaysShown>({ days: new Map(), focused: null });

const NAV_BUTTON =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 " +
  "hover:border-brand-600 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:border-slate-200 " +
  "aria-disabled:text-slate-300 aria-disabled:hover:bg-white";

const CLASS_NAMES = {
  root: "w-full",
  months: "w-full",
  month: "grid grid-cols-[auto_1fr_auto] items-center gap-y-3",
  month_caption: "text-center",
  caption_label: "text-base font-bold text-slate-900",
  button_previous: NAV_BUTTON,
  button_next: NAV_BUTTON,
  chevron: "size-6 fill-current",
  month_grid: "col-span-3 w-full table-fixed border-collapse",
  weekday: "pb-1 text-center text-xs font-semibold text-slate-600",
  // a hair between the days, so each button keeps a full 44 px of width on a 390 px phone
  day: "h-12 px-px py-0.5 text-center align-middle",
} as const;

/** How a day button looks, by what can be done with it (each look has more than a colour: a fill, a bar, a strike). */
const LOOKS = {
  selected: "bg-brand-700 font-bold text-white hover:bg-brand-800",
  open: "bg-brand-50 font-semibold text-brand-900 ring-1 ring-inset ring-brand-200 hover:bg-brand-100 hover:ring-brand-600",
  full: "cursor-not-allowed bg-amber-100 text-amber-900",
  closed: "cursor-not-allowed bg-slate-200/70 text-slate-600 line-through decoration-slate-700 decoration-2",
  // a day the clinic closed (not a Sunday): its own look, and pressing it says why (issue 29)
  closure:
    "cursor-help bg-heart-50 text-heart-800 ring-1 ring-inset ring-heart-300 line-through decoration-heart-700 decoration-2",
  faded: "cursor-not-allowed text-slate-400",
} as const;

function lookOf(modifiers: DayButtonProps["modifiers"], day: DayAvailability | undefined): keyof typeof LOOKS {
  if (modifiers.selected) return "selected";
  if (modifiers.disabled) return "faded";
  if (isPickable(day)) return "open";
  if (day?.state === "full") return "full";
  if (day?.state === "closed") return "closure";
  return isClosedDay(day) ? "closed" : "faded";
}

function DayButton({ day, modifiers, className, children, tabIndex, ...props }: DayButtonProps) {
  const { days, focused } = useContext(DaysContext);
  const t = useTranslations("booking.calendar");
  const locale = useLocale() as Locale;
  const info = days.get(day.isoDate);
  const ref = useRef<HTMLButtonElement>(null);
  // as react-day-picker's own button: the day the arrow keys moved to takes the focus
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const look = lookOf(modifiers, info);
  // in range but not bookable: still focusable, so its name is heard, but marked as not pressable
  const blocked = !modifiers.disabled && !isPickable(info);
  const title =
    info?.state === "closed"
      ? t("titleClosed", { reason: reasonIn(info, locale) ?? "" })
      : info?.state === "sunday"
        ? t("titleSunday")
        : undefined;
  const today =
    modifiers.today && look !== "closed" && look !== "closure" ? "underline decoration-2 underline-offset-4" : "";
  return (
    <button
      ref={ref}
      {...props}
      tabIndex={focused === null ? tabIndex : focused === day.isoDate ? 0 : -1}
      aria-disabled={props["aria-disabled"] || (blocked ? true : undefined)}
      title={title}
      className={`${className ?? ""} relative flex h-11 w-full items-center justify-center rounded-lg text-base tabular-nums focus-visible:z-10 ${LOOKS[look]} ${today}`}
    >
      {children}
      {look === "full" ? (
        <span
          aria-hidden="true"
          className="absolute bottom-1 left-1/2 h-1 w-4 -translate-x-1/2 rounded-full bg-amber-600"
        />
      ) : null}
    </button>
  );
}

function Chevron({ orientation, className }: ChevronProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path
        d={orientation === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const COMPONENTS = { DayButton, Chevron };

/** The weekdays over the grid, short, in the page's language ("Sun", "ஞாயி."); the month in its caption (react-day-picker's locale). */
const WEEKDAY_NAMES = (locale: Locale) => {
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: "short" });
  return { formatWeekdayName: (weekday: Date) => format.format(weekday) };
};
const DAY_PICKER_LOCALES = { en: undefined, ta } as const;

export type DatePickerProps = {
  /** the form's date: "" or a date being typed, or a clinic date */
  value: string;
  /** a bookable day was picked */
  onPick: (date: string) => void;
  /** a fully booked day was pressed */
  onFull?: (date: string) => void;
  /** the availability answer (loaded) */
  availability: Pick<Availability, "from" | "to" | "days">;
};

export function DatePicker({ value, onPick, onFull, availability: { from, to, days } }: DatePickerProps) {
  const inRange = (date: string) => isRealDate(date) && date >= from && date <= to;
  const [month, setMonth] = useState(() => monthOf(inRange(value) ? value : from));
  // why the day last pressed cannot be booked (said below the calendar, and announced)
  const [note, setNote] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);

  // a date typed into the input brings the calendar to its month, and an old note goes
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setNote(null);
    if (inRange(value)) setMonth(monthOf(value));
  }

  const bounds = useMemo(() => {
    const first = toLocalDate(from);
    const last = toLocalDate(to);
    const disabled: Matcher[] = [{ before: first }, { after: last }];
    return { first, last, disabled };
  }, [from, to]);

  const words = useDayWords();
  const { t, locale } = words;
  const labels = useMemo(
    () => ({
      labelDayButton: (date: Date, modifiers: Record<string, boolean>) => {
        const clinicDate = toClinicDate(date);
        const status = modifiers.disabled ? t("calendar.status.none") : dayStatus(days.get(clinicDate), words);
        let name = t("calendar.day", { date: formatLongDate(clinicDate, locale), status });
        if (modifiers.today) name = t("calendar.today", { day: name });
        return modifiers.selected ? t("calendar.selected", { day: name }) : name;
      },
      labelNav: () => t("calendar.months"),
      labelPrevious: () => t("calendar.previous"),
      labelNext: () => t("calendar.next"),
    }),
    [days, words, t, locale],
  );
  const formatters = useMemo(() => WEEKDAY_NAMES(locale), [locale]);

  function press(date: Date) {
    const clinicDate = toClinicDate(date);
    const day = days.get(clinicDate);
    if (!isPickable(day)) {
      setNote(day ? unavailableMessage(day, words) : null);
      // a full evening: the form may offer its waiting list (FEATURES.md §14)
      if (day?.state === "full") onFull?.(clinicDate);
      return;
    }
    setNote(null);
    onPick(clinicDate);
  }

  const shown = useMemo(() => ({ days, focused }), [days, focused]);
  const selected = inRange(value) && isPickable(days.get(value)) ? toLocalDate(value) : undefined;
  return (
    <DaysContext.Provider value={shown}>
      <DayPicker
        mode="single"
        required
        selected={selected}
        onSelect={(_, pressed) => press(pressed)}
        onDayFocus={(date) => setFocused(toClinicDate(date))}
        onDayBlur={() => setFocused(null)}
        month={month}
        onMonthChange={(next) => {
          setMonth(next);
          setNote(null);
        }}
        startMonth={bounds.first}
        endMonth={bounds.last}
        today={bounds.first}
        disabled={bounds.disabled}
        navLayout="around"
        classNames={CLASS_NAMES}
        components={COMPONENTS}
        labels={labels}
        formatters={formatters}
        locale={DAY_PICKER_LOCALES[locale]}
        // Sunday first in both languages (date-fns' Tamil starts on Monday; Tamil wall calendars do not)
        weekStartsOn={0}
      />
      <p aria-live="polite" className="mt-2 min-h-5 text-sm font-medium text-slate-800">
        {note}
      </p>
    </DaysContext.Provider>
  );
}
