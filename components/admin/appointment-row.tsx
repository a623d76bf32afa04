"use client";

/**
 * One appointment of the admin table: a table row from 1024 px, a card below. Columns of
 * SPEC §2: Patient Name (with Patient Info), Contact Info, Service, Date & Time, Additional
 * Info (first 50 characters), Address & Occupation (address's first 40), Status (a toggle)
 * and Actions (delete).
 */
import { SolidIcon } from "@/components/ui/solid-icon";
import type { AppointmentRecord } from "@/lib/server/domain/appointments";
import { ADDITIONAL_INFO_PREVIEW, ADDRESS_PREVIEW, isDone, preview, shortDate, slotLabel } from "./appointment-format";

export const APPOINTMENT_COLUMNS = [
  "Patient Name",
  "Contact Info",
  "Service",
  "Date & Time",
  "Additional Info",
  "Address & Occupation",
  "Status",
  "Actions",
] as const;

export function AppointmentRow({
  row,
  busy,
  onInfo,
  onToggle,
  onDelete,
}: {
  row: AppointmentRecord;
  busy?: "status" | "delete";
  onInfo: (opener: HTMLElement) => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const done = isDone(row);
  const info = preview(row.additional_info, ADDITIONAL_INFO_PREVIEW);
  const address = preview(row.patient_address, ADDRESS_PREVIEW);
  const cell =
    "flex gap-3 py-1.5 lg:table-cell lg:px-3 lg:py-3.5 lg:align-top before:w-24 before:shrink-0 before:pt-px before:text-xs before:font-medium before:uppercase before:tracking-wide before:text-slate-500 before:content-[attr(data-label)] lg:before:content-none";
  const none = <span className="text-slate-400">—</span>;

  return (
    <tr
      data-appointment-id={row.id}
      className={`block rounded-xl p-4 ring-1 ring-slate-200 lg:table-row lg:rounded-none lg:p-0 lg:ring-0 ${busy === "delete" ? "opacity-60" : ""}`}
    >
      <td className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-3 mb-1.5 lg:mb-0 lg:table-cell lg:border-0 lg:py-3.5 lg:pl-6 lg:pr-3 lg:align-top">
        <span className="font-semibold text-slate-900">{row.name}</span>
        <button
          type="button"
          onClick={(e) => onInfo(e.currentTarget)}
          aria-label={`Patient Info for ${row.name}`}
          className="inline-flex items-center gap-1 rounded-md border border-brand-200 bg-brand-50 px-2 py-1 text-xs font-medium text-brand-800 hover:border-brand-300 hover:bg-brand-100 lg:mt-1.5 lg:flex lg:w-fit"
        >
          <SolidIcon name="info" /> Patient Info
        </button>
      </td>
      <td data-label="Contact" className={cell}>
        <span className="flex min-w-0 flex-col gap-0.5">
          {row.phone ? (
            <a
              href={`tel:${row.phone.replace(/[^\d+]/g, "")}`}
              className="text-slate-800 hover:text-brand-800 hover:underline"
            >
              {row.phone}
            </a>
          ) : (
            none
          )}
          {row.email && (
            <a href={`mailto:${row.email}`} className="break-all text-slate-600 hover:text-brand-800 hover:underline">
              {row.email}
            </a>
          )}
        </span>
      </td>
      <td data-label="Service" className={cell}>
        <span className="text-slate-800">{row.service_required || none}</span>
      </td>
      <td data-label="Date & Time" className={`${cell} lg:whitespace-nowrap`}>
        <span className="flex flex-col">
          <span className="text-slate-800">{shortDate(row.preferred_date)}</span>
          <span className="text-slate-600">{slotLabel(row.preferred_time)}</span>
        </span>
      </td>
      <td data-label="Additional Info" className={`${cell} lg:max-w-56`}>
        {info ? (
          <span className="text-slate-700" title={row.additional_info !== info ? row.additional_info : undefined}>
            {info}
          </span>
        ) : (
          none
        )}
      </td>
      <td data-label="Address" className={`${cell} lg:max-w-56`}>
        <span className="flex min-w-0 flex-col gap-0.5">
          {address ? (
            <span className="text-slate-700" title={row.patient_address !== address ? row.patient_address : undefined}>
              {address}
            </span>
          ) : (
            none
          )}
          {row.patient_occupation && <span className="text-slate-500">{row.patient_occupation}</span>}
        </span>
      </td>
      <ActionCell className="lg:px-3">
        <button
          type="button"
          onClick={onToggle}
          disabled={!!busy}
          title={done ? "Mark as pending" : "Mark as done"}
          className={`inline-flex min-w-24 items-center justify-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold ring-1 transition-colors disabled:cursor-wait disabled:opacity-60 ${
            done
              ? "bg-emerald-50 text-emerald-800 ring-emerald-200 hover:bg-emerald-100"
              : "bg-amber-50 text-amber-900 ring-amber-200 hover:bg-amber-100"
          }`}
        >
          {busy === "status" ? (
            <span
              className="size-3 animate-spin rounded-full border-2 border-current/30 border-t-current"
              aria-hidden
            />
          ) : done ? (
            <SolidIcon name="check" />
          ) : (
            <span className="size-2 rounded-full bg-amber-500" aria-hidden />
          )}
          {done ? "Done" : "Pending"}
          <span className="sr-only">{`, mark ${row.name}'s appointment as ${done ? "pending" : "done"}`}</span>
        </button>
      </ActionCell>
      <ActionCell className="justify-end lg:pl-3 lg:pr-6">
        <button
          type="button"
          onClick={onDelete}
          disabled={!!busy}
          aria-label={`Delete ${row.name}'s appointment`}
          className="inline-flex items-center gap-1.5 rounded-lg border border-heart-100 bg-white px-2.5 py-1.5 text-xs font-medium text-heart-700 hover:border-heart-600 hover:bg-heart-50 disabled:cursor-wait disabled:opacity-60"
        >
          <SolidIcon name="trash" /> Delete
        </button>
      </ActionCell>
    </tr>
  );
}

/** A cell of the row's actions: half the card's width on small screens, a table cell on large ones. */
function ActionCell({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <td
      className={`mt-2 inline-flex w-1/2 items-center border-t border-slate-100 pt-3 lg:mt-0 lg:table-cell lg:w-auto lg:border-0 lg:py-3.5 lg:align-top ${className}`}
    >
      {children}
    </td>
  );
}
