"use client";

/**
 * The booked and closed slots of one date, for every booking form (the public one on
 * /contact, the manage page, the desk's): GET /api/appointments/slots?date=…, aborted when the
 * date changes or the form goes away (a plain fetch, so the public pages stay light); the time
 * options and field they show, closed, booked and past slots disabled; and the chosen date's checks.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type SetStateAction,
} from "react";
import { useLocale, useTranslations } from "next-intl";
import { reasonIn } from "@/lib/shared/calendar";
import { SelectField, type SelectFieldProps } from "@/components/ui/field";
import { SLOT_TIMES, formatSlot, isPastSlot, isRealDate } from "@/lib/shared/clinic-time";
import { chosenDateProblem, type BookingRules } from "@/lib/shared/validation/booking";
import {
  closedDayMessage,
  fullDayMessage,
  noTimesLeftMessage,
  partClosedMessage,
  useDayWords,
  type DayWords,
} from "./day-words";
import { useSay } from "./use-say";

export type SlotStatus = "idle" | "loading" | "loaded" | "failed";

/** The clock the forms read: the time to the last 30 s, none while rendering on the server. */
const CLOCK_STEP_MS = 30_000;
function subscribeClock(onTick: () => void) {
  const timer = setInterval(onTick, CLOCK_STEP_MS);
  return () => clearInterval(timer);
}
const readClock = () => Math.floor(Date.now() / CLOCK_STEP_MS) * CLOCK_STEP_MS;
const noClock = () => null;

/** The browser's clock (ms), read after hydration and every 30 s (for "today" and past slots); null on the server. */
export function useBrowserClock(): number | null {
  return useSyncExternalStore(subscribeClock, readClock, noClock);
}

/** What the slots call answers for a date: its booked times, the times a closure blocks, and why. */
type SlotsAnswer = { booked: string[]; closed: string[]; closure: { reason: string; reasonTa: string | null } | null };
const NO_SLOTS: SlotsAnswer = { booked: [], closed: [], closure: null };

export type BookedSlots = SlotsAnswer & {
  /** booked: the booked times ("HH:MM") of the date; closed: the closed ones; both empty until loaded */
  status: SlotStatus;
  /** loads the date's slots again (after a slot went meanwhile, or the clinic closed it) */
  reload: () => void;
};

const values = (list: unknown): string[] => (Array.isArray(list) ? list.map((s: { value: string }) => s.value) : []);

async function fetchBookedSlots(date: string, signal: AbortSignal): Promise<SlotsAnswer> {
  const res = await fetch(`/api/appointments/slots?date=${encodeURIComponent(date)}`, { signal, cache: "no-store" });
  const body = await res.json();
  if (!res.ok || !body?.success || !Array.isArray(body.bookedSlots)) throw new Error("slots");
  const reason = body.closure?.reason;
  const reasonTa = body.closure?.reasonTa;
  return {
    booked: values(body.bookedSlots),
    closed: values(body.closedSlots),
    closure: typeof reason === "string" ? { reason, reasonTa: typeof reasonTa === "string" ? reasonTa : null } : null,
  };
}

type Loaded = SlotsAnswer & { date: string | null; status: SlotStatus };
const NONE: Loaded = { ...NO_SLOTS, date: null, status: "idle" };

/** `date`: the date whose slots to show, or null while none is chosen (or it was refused). */
export function useBookedSlots(date: string | null): BookedSlots {
  // The last answer and the date it is for; another date reads as loading until its own comes.
  const [loaded, setLoaded] = useState<Loaded>(NONE);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!date) return;
    const controller = new AbortController();
    fetchBookedSlots(date, controller.signal).then(
      (answer) => setLoaded({ ...answer, date, status: "loaded" }),
      (error: Error) => {
        if (error.name !== "AbortError") setLoaded({ ...NO_SLOTS, date, status: "failed" });
      },
    );
    return () => {
      controller.abort();
      // what is shown meanwhile: the same date's times, marked as being checked again
      setLoaded((l) => (l.status === "idle" ? l : { ...l, status: "loading" }));
    };
  }, [date, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  if (date === null) return { ...NO_SLOTS, status: "idle", reload };
  if (loaded.date !== date) return { ...NO_SLOTS, status: "loading", reload };
  const { booked, closed, closure, status } = loaded;
  return { booked, closed, closure, status, reload };
}

/**
 * The time <option>s of the booking forms: every consultation slot, those a closure blocks,
 * already booked or already past on `date` disabled and marked "(Closed)" / "(Booked)" /
 * "(Past)", in the page's language. `date` null: no date chosen yet, nothing marked; `now`
 * null: the clock is not read yet (before hydration).
 */
export function SlotOptions({
  date,
  booked,
  closed = [],
  now,
  current,
}: {
  date: string | null;
  booked: readonly string[];
  /** the times a closure blocks (the slots answer's closedSlots) */
  closed?: readonly string[];
  now: Date | null;
  /** the slot the appointment being moved holds now: marked "(Current)" rather than "(Booked)" */
  current?: { preferredDate: string; preferredTime: string } | null;
}) {
  const t = useTranslations("booking.slots");
  const locale = useLocale();
  return SLOT_TIMES.map((time) => {
    const isCurrent = !!current && current.preferredDate === date && current.preferredTime === time;
    const isClosed = date !== null && closed.includes(time);
    const isBooked = date !== null && booked.includes(time);
    const isPast = date !== null && now !== null && isPastSlot(date, time, now);
    const mark = isCurrent ? "current" : isClosed ? "closed" : isBooked ? "booked" : isPast ? "past" : null;
    const shown = formatSlot(time, locale);
    return (
      <option key={time} value={time} disabled={mark !== null}>
        {mark ? t(mark, { time: shown }) : shown}
      </option>
    );
  });
}

/**
 * What a time field says of a date whose slots are loaded, when the usual words would not
 * do: closed all evening (with the reason), every time left booked, none left today, or some
 * times closed. Null otherwise. `own`: the time the appointment being moved holds there.
 */
function slotsNote(
  date: string,
  slots: BookedSlots,
  now: Date | null,
  words: DayWords,
  own: string | null = null,
): string | null {
  if (slots.status !== "loaded") return null;
  const closed = new Set(slots.closed);
  const upcoming = SLOT_TIMES.filter((time) => !(now && isPastSlot(date, time, now)));
  if (!upcoming.length) return noTimesLeftMessage(date, words);
  const open = upcoming.filter((time) => !closed.has(time));
  if (!open.length)
    return closedDayMessage(date, reasonIn(slots.closure, words.locale) ?? words.t("days.closedReason"), words);
  if (open.every((time) => time === own || slots.booked.includes(time))) return fullDayMessage(date, words);
  if (!slots.closure) return null;
  const someBooked = slots.booked.some((time) => time !== own && !closed.has(time));
  const partClosed = partClosedMessage(reasonIn(slots.closure, words.locale)!, words);
  return someBooked ? `${partClosed} ${words.t("notes.someBooked")}` : partClosed;
}

/**
 * What a time field says under itself while a date is chosen and its slots load (the public
 * form, the manage page and the desk's pickers): `failed` is what to say when the free times
 * could not be read.
 */
export function useTimeNote() {
  const words = useDayWords();
  const { t } = words;
  return (
    date: { chosen: boolean; value: string; own?: string | null },
    slots: BookedSlots,
    now: Date | null,
    failed: "failedSend" | "failedTry",
  ): string => {
    if (!date.chosen) return t("slots.chooseDateFirst");
    if (slots.status === "loading") return t("slots.checking");
    if (slots.status === "failed") return t(`slots.${failed}`);
    const own = date.own ?? null;
    const note = slotsNote(date.value, slots, now, words, own);
    if (note) return note;
    if (slots.booked.some((time) => time !== own)) return t("notes.someBooked");
    return t("slots.hours");
  };
}

/** A time field of the booking forms: `placeholder` ("Select a time" unless told), then SlotOptions. */
/**
 * Where a form's date stands, as its time field reads it (the slot picker and the booking
 * form hold it so; the desk's Add New Patient builds it): a real date chosen, the slots read
 * for it, and the browser's clock (null until known).
 */
type SlotState = {
  dateChosen: boolean;
  values: { preferredDate: string };
  slots: { booked: readonly string[]; closed?: readonly string[] };
  now: Date | null;
};

/** The time of a booking form: its slots marked from `state`, held until a date is chosen (unless told). */
export function SlotSelectField({
  state,
  current,
  placeholder,
  disabled = !state.dateChosen,
  ...props
}: { state: SlotState } & Pick<Parameters<typeof SlotOptions>[0], "current"> &
  Omit<SelectFieldProps, "placeholder" | "options"> & { placeholder?: string }) {
  const t = useTranslations("booking.slots");
  const { dateChosen, values, slots, now } = state;
  return (
    <SelectField placeholder={placeholder ?? t("placeholder")} disabled={disabled} {...props}>
      <SlotOptions
        date={dateChosen ? values.preferredDate : null}
        booked={slots.booked}
        closed={slots.closed}
        now={now}
        current={current}
      />
    </SelectField>
  );
}

type DateValues = { preferredDate: string; preferredTime: string };
type DateErrors = { preferredDate?: string; preferredTime?: string };

/**
 * The date of the booking forms and the slots it shows. `changeDate` takes a new date: the
 * time is cleared, and once the date is real (and, when typed, has stopped changing for
 * `settleMs`) it is checked: a refused date says why in its error (SPEC §5: a Sunday is
 * cleared too, with an alert); an accepted one has its slots loaded. `pickDate` is the same
 * for a day picked on the calendar, which needs no settling.
 */
export function useChosenDate<V extends DateValues, E extends DateErrors>({
  rules,
  setValues,
  setErrors,
  settleMs = 0,
}: {
  rules: BookingRules;
  setValues: Dispatch<SetStateAction<V>>;
  setErrors: Dispatch<SetStateAction<E>>;
  /** wait this long for a typed date to settle (each keystroke fires a change) */
  settleMs?: number;
}) {
  // The date whose booked slots are shown: set once a chosen date has passed its checks.
  const [slotDate, setSlotDate] = useState<string | null>(null);
  const say = useSay();
  const slots = useBookedSlots(slotDate);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const pending = timer;
    return () => {
      if (pending.current) clearTimeout(pending.current);
    };
  }, []);

  function settle(date: string) {
    const problem = chosenDateProblem(date, new Date(), rules, say);
    if (problem) {
      const { message } = problem;
      if (problem.sunday) {
        setValues((v) => ({ ...v, preferredDate: "", preferredTime: "" }));
        window.alert(message);
      }
      setErrors((e) => ({ ...e, preferredDate: message }));
      return;
    }
    setSlotDate(date);
  }

  function setDate(date: string, waitMs: number) {
    setValues((v) => ({ ...v, preferredDate: date, preferredTime: "" }));
    setErrors((e) => ({ ...e, preferredDate: undefined, preferredTime: undefined }));
    setSlotDate(null);
    if (timer.current) clearTimeout(timer.current);
    if (!isRealDate(date)) return; // empty, or a year still being typed
    if (waitMs) timer.current = setTimeout(() => settle(date), waitMs);
    else settle(date);
  }

  const changeDate = (date: string) => setDate(date, settleMs);
  const pickDate = (date: string) => setDate(date, 0);

  /** forgets the date (after the form is sent) */
  const clearDate = () => setSlotDate(null);

  return { slots, changeDate, pickDate, clearDate };
}
