/**
 * The Patient Profile's Appointment History: each visit's date and time, service, note for
 * the desk, and its status in words (Pending, Done, Cancelled, No-show); visits that did not
 * happen are muted (a cancelled one struck through), so the ones that count stand out. A
 * pending visit a closure covers is marked "Clinic closed" with the reason.
 */
import type { ProfileAppointment } from "@/lib/shared/api/patients";
import { formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import { INACTIVE_STATUSES, STATUS_LABELS, type AppointmentStatus } from "@/lib/shared/validation/appointments";
import { ClinicClosed } from "../appointments/appointment-row";

const BADGES: Record<AppointmentStatus, string> = {
  "": "bg-amber-50 text-amber-900 ring-amber-200",
  Done: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  Cancelled: "bg-slate-100 text-slate-600 ring-slate-200",
  "No-show": "bg-slate-100 text-slate-600 ring-slate-200",
};

const isInactive = (status: string) => (INACTIVE_STATUSES as readonly string[]).includes(status);

export function ProfileAppointments({ appointments }: { appointments: ProfileAppointment[] }) {
  if (appointments.length === 0) return <p className="text-sm text-slate-600">No appointments yet.</p>;
  return (
    <ul
      className="divide-y divide-slate-100 rounded-xl border border-slate-200"
      aria-label="Appointments, newest first"
    >
      {appointments.map((a) => {
        const status = (a.status in STATUS_LABELS ? a.status : "") as AppointmentStatus;
        const muted = isInactive(status);
        return (
          <li
            key={a.id}
            data-appointment-id={a.id}
            data-status={STATUS_LABELS[status]}
            data-clinic-closed={a.closedReason && status === "" ? true : undefined}
            className={`flex flex-wrap items-start gap-x-4 gap-y-1 px-4 py-3 text-sm ${muted ? "bg-slate-50/80" : ""}`}
          >
            <div className="min-w-0 flex-1 basis-56">
              <p
                className={`font-medium ${muted ? "text-slate-500" : "text-slate-900"} ${
                  status === "Cancelled" ? "line-through decoration-slate-400" : ""
                }`}
              >
                <time dateTime={`${a.date}T${a.time}`}>
                  {formatLongDate(a.date)} · {formatSlot(a.time)}
                </time>
              </p>
              <p className={muted ? "text-slate-500" : "text-slate-700"}>{a.service || "—"}</p>
              {a.closedReason && status === "" && <ClinicClosed reason={a.closedReason} />}
              {a.additionalInfo && (
                <p className="mt-0.5 whitespace-pre-wrap break-words text-slate-500">{a.additionalInfo}</p>
              )}
            </div>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${BADGES[status]}`}>
              {STATUS_LABELS[status]}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
