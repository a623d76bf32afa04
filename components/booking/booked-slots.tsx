"use client";

/**
 * The booked slots of one date, for both booking forms (the public one on /contact and the
 * back office's Add New Patient): GET /api/appointments/slots?date=…, aborted when the date
 * changes or the form goes away (a plain fetch, so the public pages stay light); and the
 * time options they show, booked and past slots disabled.
 */
import { useCallback, useEffect, useState } from "react";
import { SLOT_TIMES, formatSlot, isPastSlot } from "@/lib/shared/clinic-time";

export type SlotStatus = "idle" | "loading" | "loaded" | "failed";

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
}: {
  date: string | null;
  booked: readonly string[];
  now: Date | null;
}) {
  return SLOT_TIMES.map((time) => {
    const isBooked = date !== null && booked.includes(time);
    const isPast = date !== null && now !== null && isPastSlot(date, time, now);
    return (
      <option key={time} value={time} disabled={isBooked || isPast}>
        {formatSlot(time)}
        {isBooked ? " (Booked)" : isPast ? " (Past)" : ""}
      </option>
    );
  });
}
