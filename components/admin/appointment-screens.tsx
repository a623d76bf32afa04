"use client";

/**
 * The three appointment screens of SPEC §2 — Today's Appointments, Select Date and All
 * Appointments — each the shared AppointmentsTable in the admin shell, with the spec's
 * refresh intervals (SPEC §9): 10 minutes for today, 3 for select-date and all.
 */
import Link from "next/link";
import { useId, useState } from "react";
import { formatLongDate, isRealDate, todayIst } from "@/lib/shared/clinic-time";
import { AdminShell } from "./admin-shell";
import { AppointmentsTable } from "./appointments-table";

const MINUTE = 60_000;
export const REFRESH_MS = { today: 10 * MINUTE, date: 3 * MINUTE, all: 3 * MINUTE } as const;

/** The header link back to the dashboard, in the shell's secondary style. */
export function BackToDashboard() {
  return (
    <Link
      href="/admin"
      className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-slate-700 shadow-sm transition-colors hover:bg-slate-50 hover:text-slate-900"
    >
      <span aria-hidden>←</span> Back to Dashboard
    </Link>
  );
}

export function TodayAppointments() {
  return (
    <AdminShell title="Today's Appointments" actions={<BackToDashboard />}>
      <AppointmentsTable scope={{ kind: "today" }} refreshMs={REFRESH_MS.today} />
    </AdminShell>
  );
}

export function AllAppointments() {
  return (
    <AdminShell title="All Appointments" actions={<BackToDashboard />}>
      <AppointmentsTable scope={{ kind: "all" }} refreshMs={REFRESH_MS.all} />
    </AdminShell>
  );
}

/** A date picker (default and minimum: today in the clinic) above the table of that date. */
export function SelectDateAppointments() {
  const inputId = useId();
  const [min] = useState(() => todayIst(new Date()));
  const [date, setDate] = useState(min);
  const [typed, setTyped] = useState(min);
  const problem = !typed ? "Please choose a date." : !isRealDate(typed) ? "Please choose a valid date." : typed < min ? "Please choose today or a later date." : null;

  return (
    <AdminShell title="Select Date" actions={<BackToDashboard />}>
      <div className="mb-5 flex flex-wrap items-end gap-x-6 gap-y-3 rounded-2xl bg-white px-4 py-4 shadow-sm ring-1 ring-slate-200 sm:px-6">
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
            Appointment date
          </label>
          <input
            id={inputId}
            type="date"
            value={typed}
            min={min}
            onChange={(e) => {
              const value = e.target.value;
              setTyped(value);
              if (value && isRealDate(value) && value >= min) setDate(value);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            className="block rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
        </div>
        <p className="pb-2 text-sm text-slate-600">
          {problem ? (
            <span id={`${inputId}-problem`} className="text-heart-700">
              {problem} Showing {formatLongDate(date)}.
            </span>
          ) : (
            "Showing the appointments of the chosen day."
          )}
        </p>
      </div>
      <AppointmentsTable key={date} scope={{ kind: "date", date }} refreshMs={REFRESH_MS.date} />
    </AdminShell>
  );
}
