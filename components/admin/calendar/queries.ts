"use client";

/**
 * The Clinic calendar (FEATURES.md §2): a month of evenings (booked counts and closed times),
 * the closures not yet ended, adding one (answered with the pending appointments inside it)
 * or a Tamil Nadu holiday per day in one go, and removing one. A closure changes what the
 * appointment tables mark and the dashboard counts, so adding or removing one reloads those
 * too; the month sits under the appointments key, so any appointment change reloads it.
 */
import { useQueries, useQueryClient } from "@tanstack/react-query";
import type { AppointmentsListAnswer } from "@/lib/shared/api/appointments";
import type { CalendarMonth, ClosureAdded, ClosuresAnswer } from "@/lib/shared/api/calendar";
import { blockedTimes, type ClosureRecord } from "@/lib/shared/calendar";
import type { ClosureInput } from "@/lib/shared/validation/calendar";
import { adminJson, ApiError, type AdminRequestInit } from "../ui/api";
import { invalidateAfter, useAdminMutation, useAdminQuery } from "../query/hooks";
import { adminKeys, REFRESH_MS } from "../query/keys";

const fetchMonth = (month: string, init: AdminRequestInit) =>
  adminJson<CalendarMonth>(`/api/admin/calendar?month=${month}`, init, "Failed to load the calendar");

const fetchDayPending = async (date: string, init: AdminRequestInit) =>
  (
    await adminJson<AppointmentsListAnswer>(
      `/api/appointments/data?date=${date}&status=pending`,
      init,
      "Failed to load appointments",
    )
  ).appointments;

/** One month of evenings, "YYYY-MM". */
export function useCalendarMonth(month: string) {
  return useAdminQuery({
    queryKey: adminKeys.calendarMonth(month),
    queryFn: ({ background, signal }) => fetchMonth(month, { background, signal }),
    refetchInterval: REFRESH_MS.calendar,
    meta: { errorLog: "Error fetching the calendar:" },
  });
}

/** The closures that have not ended, earliest first. */
export function useClosures() {
  return useAdminQuery({
    queryKey: adminKeys.closures,
    queryFn: async ({ background, signal }) =>
      (await adminJson<ClosuresAnswer>("/api/admin/closures", { background, signal }, "Failed to load the closures"))
        .closures,
    refetchInterval: REFRESH_MS.calendar,
    meta: { errorLog: "Error fetching closures:" },
  });
}

const monthOf = (date: string) => date.slice(0, 7);

/** Every "YYYY-MM" from `from`'s month to `to`'s. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = monthOf(from).split("-").map(Number);
  for (let month = monthOf(from); month <= monthOf(to); month = `${y}-${String(m).padStart(2, "0")}`) {
    months.push(month);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return months;
}

/** Booked appointments still inside closures: by closure id, and by date for the parts of evenings. */
export type InsideCounts = {
  /** by closure id (undefined while counted) */
  byClosure: Map<number, number | undefined>;
  /** by date, the pending appointments at the times parts of evenings close */
  partOfEvening: Map<string, number>;
};

/**
 * How many booked appointments are still inside each closure, from today on. A whole-day
 * closure counts its days' booked evenings from the months (the calendar's own data, shared
 * with the grid); a part of an evening counts that day's pending appointments at the closed
 * times (the day's list, as Select date reads it). No calls of its own kind.
 */
export function useClosureCounts(closures: ClosureRecord[], today: string): InsideCounts {
  const ahead = closures.filter((c) => c.endDate >= today);
  const wholeDays = ahead.filter((c) => c.startTime === null);
  const partDays = ahead.filter((c) => c.startTime !== null);
  const fromToday = (c: ClosureRecord) => monthsBetween(c.startDate < today ? today : c.startDate, c.endDate);
  const months = [...new Set(wholeDays.flatMap(fromToday))];
  const dates = [...new Set(partDays.map((c) => c.startDate))];
  const monthAnswers = useQueries({
    queries: months.map((month) => ({
      queryKey: adminKeys.calendarMonth(month),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchMonth(month, { background: true, signal }),
      refetchInterval: REFRESH_MS.calendar,
    })),
  });
  const dayAnswers = useQueries({
    queries: dates.map((date) => ({
      queryKey: adminKeys.closureDay(date),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchDayPending(date, { background: true, signal }),
      refetchInterval: REFRESH_MS.calendar,
    })),
  });
  const booked = new Map<string, number>();
  for (const answer of monthAnswers) for (const d of answer.data?.days ?? []) booked.set(d.date, d.booked);
  const pendingOn = new Map(dates.map((date, i) => [date, dayAnswers[i]?.data]));
  /** the pending appointments of the date at times the closures close */
  const insideOn = (date: string, on: ClosureRecord[]) => {
    const closed = new Set(on.flatMap((c) => blockedTimes(c, date) as string[]));
    return pendingOn.get(date)?.filter((r) => closed.has(r.preferred_time)).length;
  };

  const byClosure = new Map<number, number | undefined>();
  for (const c of wholeDays) {
    const loaded = fromToday(c).every((m) => monthAnswers[months.indexOf(m)]?.data);
    const covered = [...booked.keys()].filter((d) => d >= today && d >= c.startDate && d <= c.endDate);
    byClosure.set(c.id, loaded ? covered.reduce((sum, d) => sum + (booked.get(d) ?? 0), 0) : undefined);
  }
  for (const c of partDays) byClosure.set(c.id, insideOn(c.startDate, [c]));
  const partOfEvening = new Map<string, number>();
  for (const date of dates) {
    const inside = insideOn(
      date,
      partDays.filter((c) => c.startDate === date),
    );
    if (inside !== undefined) partOfEvening.set(date, inside);
  }
  return { byClosure, partOfEvening };
}

/** Everything a closure changes: the calendar, the tables' "Clinic closed" marks, profiles, dashboard counts. */

const postClosure = (input: ClosureInput) =>
  adminJson<ClosureAdded>("/api/admin/closures", { method: "POST", json: input }, "Could not add the closure.");

/** Closes the clinic for the chosen days or part of an evening. The form shows a refusal (400 fields, 409). */
export function useAddClosure() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: postClosure,
    onSuccess: () => invalidateAfter(client, "closuresChanged"),
    meta: { errorLog: "Error adding a closure:" },
  });
}

export type HolidayOutcome =
  | { date: string; name: string; ok: true; added: ClosureAdded }
  | { date: string; name: string; ok: false; message: string };

/**
 * Closes the clinic on each chosen holiday (one closure per day, its name the reason), one
 * after the other; answers each day's outcome, so a refused one is reported, not lost.
 */
export function useAddHolidays() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: async (holidays: { date: string; name: string; nameTa?: string }[]): Promise<HolidayOutcome[]> => {
      const outcomes: HolidayOutcome[] = [];
      for (const { date, name, nameTa } of holidays) {
        try {
          const added = await postClosure({
            startDate: date,
            endDate: date,
            startTime: null,
            endTime: null,
            notify: false,
            reason: name,
            reasonTa: nameTa ?? null,
          });
          outcomes.push({ date, name, ok: true, added });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error; // network or session: stop, nothing more would go through
          outcomes.push({ date, name, ok: false, message: error.message });
        }
      }
      return outcomes;
    },
    onSettled: () => invalidateAfter(client, "closuresChanged"),
    meta: {
      errorLog: "Error adding holidays:",
      errorNotice: "Could not reach the server. Some holidays may not have been added; please check the calendar.",
    },
  });
}

/** Removes a closure (its times can be booked again). */
export function useRemoveClosure() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (closure: ClosureRecord) =>
      adminJson(`/api/admin/closures/${closure.id}`, { method: "DELETE" }, "Could not remove the closure."),
    onSuccess: () => invalidateAfter(client, "closuresChanged"),
    meta: { errorLog: "Error removing a closure:" },
  });
}
