"use client";

/**
 * The booked slots of one date, for both booking forms (the public one on /contact and the
 * back office's Add New Patient): GET /api/appointments/slots?date=…, aborted when the date
 * changes or the form goes away (a plain fetch, so the public pages stay light); the time
 * options and field they show, booked and past slots disabled; and the chosen date's checks.
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
import { SelectField, type SelectFieldProps } from "@/components/ui/field";
import { SLOT_TIMES, formatSlot, isPastSlot, isRealDate } from "@/lib/shared/clinic-time";
import { chosenDateProblem, type BookingRules } from "@/lib/shared/validation/booking";

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

export type BookedSlots = {
  /** the booked times ("HH:MM") of the date; empty until loaded */
  booked: string[];
  status: SlotStatus;
  /** loads the date's slots again (after a slot went meanwhile) */
  reload: () => void;
};

async function fetchBookedSlots(date: string, signal: AbortSignal): Promise<string[]> {
  const res = await fetch(`/api/appointments/slots?date=${encodeURIComponent(date)}`, { signal, cache: "no-store" });
  const body = await res.json();
  if (!res.ok || !body?.success || !Array.isArray(body.bookedSlots)) throw new Error("slots");
  return body.bookedSlots.map((s: { value: string }) => s.value);
}

type Loaded = { date: string | null; booked: string[]; status: SlotStatus };
const NONE: Loaded = { date: null, booked: [], status: "idle" };

/** `date`: the date whose slots to show, or null while none is chosen (or it was refused). */
export function useBookedSlots(date: string | null): BookedSlots {
  // The last answer and the date it is for; another date reads as loading until its own comes.
  const [loaded, setLoaded] = useState<Loaded>(NONE);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!date) return;
    const controller = new AbortController();
    fetchBookedSlots(date, controller.signal).then(
      (booked) => setLoaded({ date, booked, status: "loaded" }),
      (error: Error) => {
        if (error.name !== "AbortError") setLoaded({ date, booked: [], status: "failed" });
      },
    );
    return () => {
      controller.abort();
      // what is shown meanwhile: the same date's times, marked as being checked again
      setLoaded((l) => (l.status === "idle" ? l : { ...l, status: "loading" }));
    };
  }, [date, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  if (date === null) return { booked: [], status: "idle", reload };
  if (loaded.date !== date) return { booked: [], status: "loading", reload };
  return { booked: loaded.booked, status: loaded.status, reload };
}

/**
 * The time <option>s of both booking forms: every consultation slot, those already booked
 * or already past on `date` disabled and marked "(Booked)" / "(Past)". `date` null: no date
 * chosen yet, nothing marked; `now` null: the clock is not read yet (before hydration).
 */
export function SlotOptions({
  date,
  booked,
  now,
  current,
}: {
  date: string | null;
  booked: readonly string[];
  now: Date | null;
  /** the slot the appointment being moved holds now: marked "(Current)" rather than "(Booked)" */
  current?: { preferredDate: string; preferredTime: string } | null;
}) {
  return SLOT_TIMES.map((time) => {
    const isCurrent = !!current && current.preferredDate === date && current.preferredTime === time;
    const isBooked = date !== null && booked.includes(time);
    const isPast = date !== null && now !== null && isPastSlot(date, time, now);
    return (
      <option key={time} value={time} disabled={isBooked || isPast || isCurrent}>
        {formatSlot(time)}
        {isCurrent ? " (Current)" : isBooked ? " (Booked)" : isPast ? " (Past)" : ""}
      </option>
    );
  });
}

/** A time field of the booking forms: `placeholder` ("Select a time" unless told), then SlotOptions. */
export function SlotSelectField({
  date,
  booked,
  now,
  current,
  placeholder = "Select a time",
  ...props
}: Parameters<typeof SlotOptions>[0] & Omit<SelectFieldProps, "placeholder" | "options"> & { placeholder?: string }) {
  return (
    <SelectField placeholder={placeholder} {...props}>
      <SlotOptions date={date} booked={booked} now={now} current={current} />
    </SelectField>
  );
}

type DateValues = { preferredDate: string; preferredTime: string };
type DateErrors = { preferredDate?: string; preferredTime?: string };

/**
 * The date of both booking forms and the booked slots it shows. `changeDate` takes a new
 * date: the time is cleared, and once the date is real (and, with `settleMs`, has stopped
 * changing that long) it is checked: a refused date says why in its error (SPEC §5: a Sunday
 * is cleared too, with an alert); an accepted one has its booked slots loaded.
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
  const slots = useBookedSlots(slotDate);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const pending = timer;
    return () => {
      if (pending.current) clearTimeout(pending.current);
    };
  }, []);

  function settle(date: string) {
    const problem = chosenDateProblem(date, new Date(), rules);
    if (problem) {
      if (problem.sunday) {
        setValues((v) => ({ ...v, preferredDate: "", preferredTime: "" }));
        window.alert(problem.message);
      }
      setErrors((e) => ({ ...e, preferredDate: problem.message }));
      return;
    }
    setSlotDate(date);
  }

  function changeDate(date: string) {
    setValues((v) => ({ ...v, preferredDate: date, preferredTime: "" }));
    setErrors((e) => ({ ...e, preferredDate: undefined, preferredTime: undefined }));
    setSlotDate(null);
    if (timer.current) clearTimeout(timer.current);
    if (!isRealDate(date)) return; // empty, or a year still being typed
    if (settleMs) timer.current = setTimeout(() => settle(date), settleMs);
    else settle(date);
  }

  /** forgets the date (after the form is sent) */
  const clearDate = () => setSlotDate(null);

  return { slots, changeDate, clearDate };
}
