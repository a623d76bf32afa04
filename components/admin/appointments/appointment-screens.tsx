"use client";

/**
 * The three appointment screens of SPEC §2 — Today's Appointments, Select Date and All
 * Appointments — each the shared AppointmentsTable in the admin shell. Their refresh
 * intervals (SPEC §9: 10 minutes for today, 3 for select-date and all) are the query
 * layer's (components/admin/query/keys.ts REFRESH_MS). `bookingRules` come from the
 * server page (app/admin/…/page.tsx) for Reschedule's slot picker. Today's list also has
 * "Doctor running late" (./running-late-dialog.tsx) and, above it, tonight's queue
 * (./tonight); Today and Select Date print their day's list (./tonight/print-list.tsx).
 */
import { useId, useState } from "react";
import { formatLongDate, isRealDate } from "@/lib/shared/clinic-time";
import type { BookingRules } from "@/lib/shared/validation/booking";
import { AppointmentsTable } from "./appointments-table";
import { clinicToday } from "./queries";
import { RunningLateButton } from "../queue/running-late-dialog";
import { PrintList } from "../queue/print-list";
import { TonightPanel } from "../queue/queue-panel";
import { useUrlState } from "../query/url-state";
import { CARD } from "../ui/panel";

type ScreenProps = { bookingRules: BookingRules };

export function TodayAppointments({ bookingRules }: ScreenProps) {
  return (
    <>
      <TonightPanel bookingRules={bookingRules} />
      <AppointmentsTable
        scope={{ kind: "today" }}
        bookingRules={bookingRules}
        actions={
          <>
            <PrintList date={null} />
            <RunningLateButton />
          </>
        }
      />
    </>
  );
}

export function AllAppointments({ bookingRules }: ScreenProps) {
  return <AppointmentsTable scope={{ kind: "all" }} bookingRules={bookingRules} />;
}

/** Why a typed date is not shown, or null when it can be (any real date: past days are the history). */
function dateProblem(value: string): string | null {
  if (!value) return "Please choose a date.";
  if (!isRealDate(value)) return "Please choose a valid date.";
  return null;
}

/**
 * A date picker (default: today in the clinic) above the table of that date — a coming day,
 * or a past one for its history. The shown date is the URL's (?date=2026-11-25; none for
 * today); a date that cannot be shown stays in the picker with the reason, and the last
 * good one stays on screen.
 */
export function SelectDateAppointments({ bookingRules }: ScreenProps) {
  const inputId = useId();
  const [today] = useState(clinicToday);
  const [params, setParams] = useUrlState();
  const fromUrl = params.get("date") ?? today;
  const [shown, setShown] = useState(() => (dateProblem(fromUrl) ? today : fromUrl));
  const [typed, setTyped] = useState(fromUrl);

  // Back, Forward or a link changed the URL: show its date
  const [seenUrl, setSeenUrl] = useState(fromUrl);
  if (fromUrl !== seenUrl) {
    setSeenUrl(fromUrl);
    setTyped(fromUrl);
    if (!dateProblem(fromUrl)) setShown(fromUrl);
  }

  const problem = dateProblem(typed);

  return (
    <>
      <div className={`${CARD} mb-5 flex flex-wrap items-end gap-x-6 gap-y-3 px-4 py-4 sm:px-6`}>
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
            Appointment date
          </label>
          <input
            id={inputId}
            type="date"
            value={typed}
            onChange={(e) => {
              const value = e.target.value;
              setTyped(value);
              if (dateProblem(value)) return;
              setShown(value);
              setSeenUrl(value);
              setParams({ date: value === today ? null : value }, { replace: true });
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            className="block rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
        </div>
        <p className="pb-2 text-sm text-slate-600">
          {problem ? (
            <span id={`${inputId}-problem`} className="text-heart-700">
              {problem} Showing {formatLongDate(shown)}.
            </span>
          ) : shown < today ? (
            "Showing the appointments of a past day."
          ) : (
            "Showing the appointments of the chosen day."
          )}
        </p>
      </div>
      <AppointmentsTable
        scope={{ kind: "date", date: shown }}
        bookingRules={bookingRules}
        actions={<PrintList date={shown} />}
      />
    </>
  );
}
