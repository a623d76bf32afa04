"use client";

/**
 * The desk sees new bookings as they arrive (FEATURES.md §4): every signed-in admin screen
 * asks every few seconds for the patients' bookings made since it last asked
 * (GET /api/admin/appointments/recent), reloads the appointment lists and the dashboard's
 * counts when there are some, and shows a quiet notice: "New booking: 7:30 PM".
 *
 * The asking is background work: it carries the background header (adminJson `background`),
 * so it never keeps an unattended session alive, and the lists it reloads go out as
 * background fetches too (no user intent is marked). It pauses while the tab is hidden and
 * asks at once when the tab comes back.
 *
 * The first answer lists nothing and only says from when to ask (`until`, a few seconds
 * back); each next question asks from the previous answer's `until`. The question right
 * after the first only learns the bookings of those few seconds, made before the screen
 * opened and already in its lists. Answers overlap by a few seconds, so the ids already
 * announced are remembered. The place to ask from outlives one screen (every screen has
 * its own shell): going from Today's list to the dashboard loses no booking.
 */
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { Fragment, useCallback, useEffect, useRef, useState } from "react";
import { todayIst } from "@/lib/shared/clinic-time";
import { ApiError, adminJson, isSessionExpired } from "./api";
import { dateNames, slotLabel } from "./appointment-format";
import { adminKeys } from "./queries/keys";

/** How often the desk asks. With the server's overlap, a booking shows well within 15 s. */
export const NEW_BOOKINGS_POLL_MS = 5_000;
/** How long the notice stays (while it is not pointed at or focused). */
export const NEW_BOOKINGS_NOTICE_MS = 20_000;
/** The notice's fade before it goes. */
const FADE_MS = 700;
/** A place to ask from older than this (the admin area was left a while) is not picked up again. */
const CURSOR_FRESH_MS = 60_000;
/** Ids remembered as announced; far more than one answer holds (20). */
const ANNOUNCED_KEPT = 200;

/** What a new booking makes stale: the lists, the patients, the dashboard's counts, the outbox (its confirmation). */
const STALE_AFTER_BOOKING = [
  adminKeys.appointments,
  adminKeys.patients,
  adminKeys.stats,
  adminKeys.backupStats,
  adminKeys.messages,
];

export type NewBooking = { id: number; date: string; time: string };
type RecentAnswer = { bookings: NewBooking[]; until: string };

/** Where the next question starts, and what was announced: kept across the admin screens of this tab. */
const cursor: { since: string | null; savedAt: number; announced: Set<number> } = {
  since: null,
  savedAt: 0,
  announced: new Set(),
};

/** "7:30 PM" today, "Fri 27 Nov, 7:30 PM" another day. */
export function bookingWhen({ date, time }: Pick<NewBooking, "date" | "time">, today: string): string {
  const slot = slotLabel(time);
  if (date === today) return slot;
  const n = dateNames(date);
  return n ? `${n.weekday} ${n.day} ${n.month}, ${slot}` : `${date}, ${slot}`;
}

/**
 * The notice's words: "New booking: 7:30 PM"; a few at once, each named ("3 new bookings:
 * 7:30 PM, 8:00 PM and Fri 27 Nov, 6:00 PM"); many at once, how many ("5 new bookings").
 * A time is never broken across lines.
 */
function NewBookingsText({ bookings, today }: { bookings: readonly NewBooking[]; today: string }) {
  const times = bookings.map((b) => bookingWhen(b, today));
  if (times.length > 3) return <>{times.length} new bookings</>;
  return (
    <>
      {times.length === 1 ? "New booking: " : `${times.length} new bookings: `}
      {times.map((time, i) => (
        <Fragment key={i}>
          {i === 0 ? "" : i === times.length - 1 ? " and " : ", "}
          <span className="whitespace-nowrap">{time}</span>
        </Fragment>
      ))}
    </>
  );
}

/** The one day the bookings are for, or null (several days). */
function dayOf(bookings: readonly NewBooking[]): string | null {
  const dates = new Set(bookings.map((b) => b.date));
  return dates.size === 1 ? [...dates][0] : null;
}

/**
 * Asks for new bookings every NEW_BOOKINGS_POLL_MS while the tab is shown; calls
 * `onBookings` with the ones not announced before, after reloading what they make stale.
 */
export function useNewBookings(onBookings: (bookings: NewBooking[]) => void): void {
  const client = useQueryClient();
  const announce = useRef(onBookings);
  useEffect(() => {
    announce.current = onBookings;
  }, [onBookings]);

  useEffect(() => {
    if (Date.now() - cursor.savedAt > CURSOR_FRESH_MS) cursor.since = null;
    let timer: number | undefined;
    let controller: AbortController | null = null;
    let stopped = false;
    /** the next question only learns what is already known (see "start" below) */
    let priming = false;

    async function ask() {
      window.clearTimeout(timer);
      controller?.abort();
      const call = (controller = new AbortController());
      // "start": no place to ask from yet; "prime": right after it; "poll": the rest
      const step = cursor.since === null ? "start" : priming ? "prime" : "poll";
      priming = false;
      let delay = NEW_BOOKINGS_POLL_MS;
      try {
        const query = cursor.since ? `?since=${encodeURIComponent(cursor.since)}` : "";
        const { bookings, until } = await adminJson<RecentAnswer>(`/api/admin/appointments/recent${query}`, {
          background: true,
          signal: call.signal,
        });
        cursor.since = until;
        cursor.savedAt = Date.now();
        const fresh = bookings.filter((b) => !cursor.announced.has(b.id));
        for (const b of fresh) cursor.announced.add(b.id);
        while (cursor.announced.size > ANNOUNCED_KEPT) cursor.announced.delete(cursor.announced.values().next().value!);
        if (step === "start") {
          // The first `until` lies a few seconds back: ask again at once, and take the
          // bookings of those seconds as known — made before this screen opened, they are in
          // what it has just loaded, and are not news.
          priming = true;
          delay = 0;
        } else if (step === "poll" && fresh.length) {
          // reloaded as background fetches: nobody asked, so they keep no session alive
          for (const queryKey of STALE_AFTER_BOOKING) void client.invalidateQueries({ queryKey });
          announce.current(fresh);
        }
      } catch (error) {
        if (call.signal.aborted) return;
        // the session is gone: the gate brings back the login, and this screen goes with it
        if (isSessionExpired(error)) return;
        // a `since` the server refuses: start again from now
        if (error instanceof ApiError && error.status === 400) cursor.since = null;
        // anything else (offline, a restart): ask again at the next turn
      }
      if (!stopped && controller === call && document.visibilityState === "visible")
        timer = window.setTimeout(ask, delay);
    }

    function onVisibility() {
      if (document.visibilityState === "visible") void ask();
      else {
        window.clearTimeout(timer);
        controller?.abort();
        controller = null;
      }
    }

    if (document.visibilityState === "visible") void ask();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      controller?.abort();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [client]);
}

type Shown = { bookings: NewBooking[]; fading: boolean; id: number };

/**
 * The new-booking notice (a phone: over the header's title; wider: the bottom left, apart
 * from the admin notice at the bottom right): announced politely, dismissible, and
 * gone after NEW_BOOKINGS_NOTICE_MS — held while the pointer or focus is on it. Bookings
 * arriving while it shows join it. The live region stays mounted, so the first one is read
 * out too.
 */
export function NewBookingsNotice() {
  const pathname = usePathname();
  const params = useSearchParams();
  const [shown, setShown] = useState<Shown | null>(null);
  const [held, setHeld] = useState(false);
  const counter = useRef(0);

  const onBookings = useCallback((bookings: NewBooking[]) => {
    counter.current += 1;
    const id = counter.current;
    setShown((s) => ({ bookings: [...(s && !s.fading ? s.bookings : []), ...bookings], fading: false, id }));
  }, []);
  useNewBookings(onBookings);

  const id = shown?.id;
  const fading = shown?.fading ?? false;
  useEffect(() => {
    if (id === undefined || held) return;
    const timer = window.setTimeout(
      () => setShown((s) => (s?.id !== id ? s : s.fading ? null : { ...s, fading: true })),
      fading ? FADE_MS : NEW_BOOKINGS_NOTICE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [id, fading, held]);

  const today = todayIst(new Date());
  // the screen that lists them (Today's list or the date's), unless it is this one
  const day = shown ? dayOf(shown.bookings) : null;
  const here =
    (day === today && pathname === "/admin/today-appointment") ||
    (pathname === "/admin/select-date" && (params.get("date") ?? today) === day);
  const screen =
    day === null || here ? null : day === today ? "/admin/today-appointment" : `/admin/select-date?date=${day}`;
  const dismiss = () => {
    setShown(null);
    setHeld(false);
  };
  /** pointed at or focused: it stays (and comes back if it was fading) */
  const hold = () => {
    setHeld(true);
    setShown((s) => (s?.fading ? { ...s, fading: false } : s));
  };

  return (
    <div
      role="status"
      aria-live="polite"
      // a phone: over the header's title row; wider: the bottom left (the admin notice keeps the bottom right)
      className="pointer-events-none fixed inset-x-0 top-2 z-40 flex justify-center px-3 sm:top-auto sm:right-auto sm:bottom-4 sm:justify-start sm:px-6"
    >
      {shown && (
        <div
          data-testid="new-booking-notice"
          onMouseEnter={hold}
          onMouseLeave={() => setHeld(false)}
          onFocus={hold}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
          }}
          className={`pointer-events-auto flex w-full max-w-sm items-start sm:w-96 gap-3 rounded-xl bg-white px-4 py-3 text-sm text-slate-800 shadow-lg ring-1 ring-slate-200 transition-opacity duration-700 animate-widget-in ${
            shown.fading ? "opacity-0" : "opacity-100"
          }`}
        >
          <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-emerald-600" />
          <p className="min-w-0 flex-1 leading-relaxed">
            <NewBookingsText bookings={shown.bookings} today={today} />
            {screen && (
              <>
                {" "}
                <Link
                  href={screen}
                  onClick={dismiss}
                  className="whitespace-nowrap font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  View<span className="sr-only"> the list</span>
                </Link>
              </>
            )}
          </p>
          <button
            type="button"
            onClick={dismiss}
            className="-my-1 -mr-1 shrink-0 rounded-md px-2 py-1 text-xs font-medium text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
