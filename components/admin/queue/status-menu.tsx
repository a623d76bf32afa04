"use client";

/**
 * The status menu of an appointment row: a small button beside the spec's toggle that opens
 * the four statuses (Pending, Done, Cancelled, No-show), the current one checked.
 *
 * A popover menu (./popover-menu.ts: the top layer, Escape and a click outside close it, the
 * arrow keys move between the statuses), opened on the current status.
 */
import { Icon } from "@/components/ui/icon";
import type { AppointmentRecord } from "@/lib/shared/api/appointments";
import type { QueueEntry } from "@/lib/shared/api/queue";
import { formatSlot, timeIst, todayIst } from "@/lib/shared/clinic-time";
import { usePopoverMenu } from "../ui/popover-menu";
import { APPOINTMENT_STATUSES, STATUS_LABELS, type AppointmentStatus } from "@/lib/shared/validation/appointments";

/** What each status means for the slot, in the desk's words. */
const STATUS_HINTS: Record<AppointmentStatus, string> = {
  "": "Still to come",
  Done: "Seen by the doctor",
  Cancelled: "Frees the time for others",
  "No-show": "Did not come; keeps the time",
};

export const STATUS_DOT: Record<AppointmentStatus, string> = {
  "": "bg-amber-500",
  Done: "bg-emerald-600",
  Cancelled: "bg-slate-400",
  "No-show": "bg-slate-500",
};

/** w-60, and four two-line items */
const MENU_SIZE = { width: 240, height: 230 };

export function StatusMenu({
  name,
  status,
  disabled,
  noShowRefused,
  onChoose,
}: {
  /** the patient's name, for the button's and menu's labels */
  name: string;
  status: AppointmentStatus;
  disabled?: boolean;
  /** why No-show cannot be chosen yet (the appointment's time has not passed), or nothing */
  noShowRefused?: string | null;
  onChoose: (status: AppointmentStatus) => void;
}) {
  const menu = usePopoverMenu({
    items: "[role=menuitemradio]",
    align: "right",
    size: MENU_SIZE,
    initialFocus: (items) => items.find((item) => item.getAttribute("aria-checked") === "true"),
  });

  function choose(next: AppointmentStatus) {
    if (next === "No-show" && noShowRefused) return;
    menu.done();
    if (next !== status) onChoose(next);
  }

  return (
    <>
      <button
        {...menu.buttonProps}
        type="button"
        disabled={disabled}
        aria-label={`Change status of ${name}'s appointment`}
        title="Change status"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 ring-1 ring-slate-300 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:cursor-wait disabled:opacity-60 lg:size-8"
      >
        <Icon name="chevron-up" className="size-4 rotate-180" />
      </button>
      <div
        {...menu.menuProps}
        aria-label={`Status of ${name}'s appointment`}
        className="fixed inset-auto m-0 w-60 rounded-xl bg-white p-1.5 text-left shadow-lg ring-1 ring-slate-200"
      >
        {APPOINTMENT_STATUSES.map((value) => {
          const refused = value === "No-show" && value !== status ? (noShowRefused ?? null) : null;
          return (
            <button
              key={value || "pending"}
              type="button"
              role="menuitemradio"
              aria-checked={value === status}
              aria-disabled={refused ? true : undefined}
              onClick={() => choose(value)}
              className="flex w-full items-start gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm outline-none hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600/30 aria-checked:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
            >
              <span className={`mt-1.5 size-2 shrink-0 rounded-full ${STATUS_DOT[value]}`} aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{STATUS_LABELS[value]}</span>
                <span className="block text-xs text-slate-500">{refused ?? STATUS_HINTS[value]}</span>
              </span>
              {value === status && <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-700" />}
            </button>
          );
        })}
      </div>
    </>
  );
}

/**
 * Why No-show is not offered yet (issue 29): a patient not arrived is not "not coming" before
 * their time — the Tonight screen's rule, offered the same way here. One who checked in and left
 * may be marked at once.
 */
export function noShowTooEarly(
  row: Pick<AppointmentRecord, "status" | "preferred_date" | "preferred_time">,
  queue?: Pick<QueueEntry, "token"> | null,
  at: Date = new Date(),
): string | null {
  if (row.status !== "" || (queue && queue.token !== null)) return null;
  const today = todayIst(at);
  if (row.preferred_date > today) return "Not before the appointment's day";
  if (row.preferred_date === today && row.preferred_time > timeIst(at))
    return `Not before ${formatSlot(row.preferred_time)}`;
  return null;
}
