"use client";

/**
 * The Patients Database's table (SPEC §2): Patient ID, Name, Contact Info and Actions
 * (Profile, delete). Below 768 px each row becomes a card.
 */
import { SolidIcon } from "@/components/ui/solid-icon";
import type { PatientListItem } from "@/lib/shared/api/patients";
import { formatPhone } from "@/lib/shared/phone";
import { EmailText } from "../ui/email-text";

const numberFormat = new Intl.NumberFormat("en-IN");

/** The table's columns: heading, classes. */
const COLUMNS = [
  ["Patient ID", "py-3 pl-6 pr-3"],
  ["Name", "px-3 py-3"],
  ["Contact Info", "px-3 py-3"],
  ["Actions", "py-3 pl-3 pr-6 text-right"],
] as const;

export function PatientsTable({
  rows,
  search,
  first,
  last,
  total,
  onProfile,
  onDelete,
}: {
  rows: PatientListItem[];
  /** the search these rows answer ("" for none) */
  search: string;
  first: number;
  last: number;
  total: number;
  onProfile: (patient: PatientListItem, opener: HTMLElement) => void;
  /** absent for a role the server refuses it (the desk): no Delete button is offered */
  onDelete?: (patient: PatientListItem, opener: HTMLElement) => void;
}) {
  return (
    <table className="block w-full text-left text-sm md:table">
      <caption className="sr-only">
        Patients{search ? ` matching ${search}` : ""}: {first} to {last} of {numberFormat.format(total)}
      </caption>
      <thead className="hidden bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500 md:table-header-group">
        <tr>
          {COLUMNS.map(([label, className]) => (
            <th key={label} scope="col" className={className}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-slate-100">
        {rows.map((p) => (
          <tr
            key={p.patient_id}
            data-patient-id={p.patient_id}
            className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-xl p-4 ring-1 ring-slate-200 md:table-row md:rounded-none md:p-0 md:ring-0 md:hover:bg-slate-50/70"
          >
            <td className="row-span-2 md:table-cell md:py-3.5 md:pl-6 md:pr-3 md:align-top">
              <span className="inline-flex min-w-10 justify-center rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold text-slate-700 tabular-nums">
                <span className="sr-only">Patient ID </span>
                {p.patient_id}
              </span>
            </td>
            <td className="font-semibold text-slate-900 md:table-cell md:px-3 md:py-3.5 md:align-top">{p.name}</td>
            <td className="min-w-0 md:table-cell md:px-3 md:py-3.5 md:align-top">
              <span className="flex min-w-0 flex-col gap-0.5">
                <a
                  href={`tel:${p.phone.replace(/[^\d+]/g, "")}`}
                  className="text-slate-800 hover:text-brand-800 hover:underline"
                >
                  {formatPhone(p.phone)}
                </a>
                {p.email && (
                  <a href={`mailto:${p.email}`} className="text-slate-600 hover:text-brand-800 hover:underline">
                    <EmailText email={p.email} />
                  </a>
                )}
              </span>
            </td>
            <td className="col-span-2 mt-2 flex justify-end gap-2 border-t border-slate-100 pt-3 md:mt-0 md:table-cell md:border-0 md:py-3.5 md:pl-3 md:pr-6 md:text-right md:align-top">
              <span className="inline-flex gap-2">
                <button
                  type="button"
                  onClick={(e) => onProfile(p, e.currentTarget)}
                  aria-label={`Profile of ${p.name}`}
                  className="inline-flex items-center gap-1.5 rounded-lg border border-brand-200 bg-brand-50 px-3 py-1.5 text-xs font-medium text-brand-800 hover:border-brand-300 hover:bg-brand-100"
                >
                  <SolidIcon name="user" className="size-3.5" /> Profile
                </button>
                {onDelete && (
                  <button
                    type="button"
                    onClick={(e) => onDelete(p, e.currentTarget)}
                    aria-label={`Delete ${p.name}`}
                    className="inline-flex items-center gap-1.5 rounded-lg border border-heart-100 bg-white px-3 py-1.5 text-xs font-medium text-heart-700 hover:border-heart-600 hover:bg-heart-50"
                  >
                    <SolidIcon name="trash" className="size-3.5" /> Delete
                  </button>
                )}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
