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
 * announced are remembered. The place to ask from outlives one screen (the notice is
 * mounted once for the admin area): going from Today's list to the dashboard loses no booking.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { Fragment, useCallback, useEffect, useRef, useState } from "react";
import type { NewBooking, RecentBookingsAnswer } from "@/lib/shared/api/appointments";
import { todayIst } from "@/lib/shared/clinic-time";
import { ApiError, adminJson } from "../ui/api";
import { dateNames, slotLabel } from "../appointments/appointment-format";
import { adminKeys } from "../query/keys";

/** How often the desk asks. With the server's overlap, a booking shows well within 15 s. */
export const NEW_BOOKINGS_POLL_MS = 5_000;
/** How long the notice stays (while it is not pointed at or focused). */
export const NEW_BOOKINGS_NOTICE_MS = 20_000;
/** The notice's fade before it goes. */
const FADE_MS = 700;
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

/** Not under `appointments`: a booking's reload must not ask again. */
const NEW_BOOKINGS_KEY = ["new-bookings"] as const;

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
 * Asks for new bookings every NEW_BOOKINGS_POLL_MS while the tab is shown (a query with
 * `refetchInterval`, paused while hidden, asked at once when the tab is shown again); calls
 * `onBookings` with the ones not announced before, after reloading what they make stale.
 * Mounted once for the signed-in admin area (components/admin/shell/admin-chrome.tsx), so the
 * place to ask from lives in this hook and outlives every screen.
 */
export function useNewBookings(onBookings: (bookings: NewBooking[]) => void): void {
  const client = useQueryClient();
  const announce = useRef(onBookings);
  useEffect(() => {
    announce.current = onBookings;
  }, [onBookings]);
  /** where the next question starts, and what was announced */
  const cursor = useRef<{ since: string | null; announced: Set<number> }>({ since: null, announced: new Set() });

  useQuery({
    queryKey: NEW_BOOKINGS_KEY,
    queryFn: async ({ signal }) => {
      const c = cursor.current;
      const recent = async () => {
        const query = c.since ? `?since=${encodeURIComponent(c.since)}` : "";
        const { bookings, until } = await adminJson<RecentBookingsAnswer>(`/api/admin/appointments/recent${query}`, {
          background: true,
          signal,
        });
        c.since = until;
        const fresh = bookings.filter((b) => !c.announced.has(b.id));
        for (const b of fresh) c.announced.add(b.id);
        while (c.announced.size > ANNOUNCED_KEPT) c.announced.delete(c.announced.values().next().value!);
        return fresh;
      };
      try {
        if (c.since === null) {
          // The first `until` lies a few seconds back: ask again at once, and take the
          // bookings of those seconds as known — made before this screen opened, they are in
          // what it has just loaded, and are not news.
          await recent();
          await recent();
          return null;
        }
        const fresh = await recent();
        if (fresh.length) {
          // reloaded as background fetches: nobody asked, so they keep no session alive
          for (const queryKey of STALE_AFTER_BOOKING) void client.invalidateQueries({ queryKey });
          announce.current(fresh);
        }
      } catch (error) {
        // a `since` the server refuses: start again from now. The session gone: the gate
        // brings back the login. Anything else (offline, a restart): ask at the next turn.
        if (error instanceof ApiError && error.status === 400) c.since = null;
      }
      return null;
    },
    refetchInterval: NEW_BOOKINGS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: "always",
    staleTime: 0,
    gcTime: 0,
  });
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
