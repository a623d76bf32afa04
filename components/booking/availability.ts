"use client";

/**
 * The days the patient's date picker shows: GET /api/appointments/availability, read when
 * the form mounts and again after a booking or a refusal (a day may have filled or closed
 * meanwhile). A plain fetch, as the slots are read, so the public pages carry no query library.
 * If it fails the forms work as before: the typed date and the server's checks.
 */
import { useCallback, useEffect, useState } from "react";
import { DAY_STATES, type DayAvailability } from "@/lib/shared/calendar";
import { isRealDate } from "@/lib/shared/clinic-time";

export type AvailabilityStatus = "off" | "loading" | "loaded" | "failed";

export type Availability = {
  status: AvailabilityStatus;
  /** the first and last day the answer covers (today and the last bookable day, clinic time) */
  from: string;
  to: string;
  days: ReadonlyMap<string, DayAvailability>;
  /** reads the days again, keeping the ones shown meanwhile */
  reload: () => void;
};

type Answer = Pick<Availability, "from" | "to" | "days">;

const isDay = (d: unknown): d is DayAvailability =>
  !!d &&
  isRealDate((d as DayAvailability).date) &&
  (DAY_STATES as readonly string[]).includes((d as DayAvailability).state);

async function fetchAvailability(signal: AbortSignal): Promise<Answer> {
  const res = await fetch("/api/appointments/availability", { signal, cache: "no-store" });
  const body = await res.json();
  if (!res.ok || !body?.success || !isRealDate(body.from) || !isRealDate(body.to) || !Array.isArray(body.days)) {
    throw new Error("availability");
  }
  const days = (body.days as unknown[]).filter(isDay);
  return { from: body.from, to: body.to, days: new Map(days.map((d) => [d.date, d])) };
}

const EMPTY: Answer = { from: "", to: "", days: new Map() };

/** `enabled` false (a form without the calendar): nothing is read, status "off". */
export function useAvailability(enabled = true): Availability {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchAvailability(controller.signal).then(
      (next) => {
        setAnswer(next);
        setFailed(false);
      },
      (error: Error) => {
        if (error.name !== "AbortError") setFailed(true);
      },
    );
    return () => controller.abort();
  }, [enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // a failed reload keeps the days already shown; the server checks every booking anyway
  const status: AvailabilityStatus = !enabled ? "off" : answer ? "loaded" : failed ? "failed" : "loading";
  return { status, ...(answer ?? EMPTY), reload };
}
