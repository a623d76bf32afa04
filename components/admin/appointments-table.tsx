"use client";

/**
 * The one appointment table of the admin area (SPEC §2): Today's Appointments, Select
 * Date and All Appointments are this component with a different scope.
 *
 * Columns: Patient Name (with Patient Info, which opens the profile modal), Contact Info,
 * Service, Date & Time, Additional Info (first 50 characters), Address & Occupation
 * (address's first 40), Status (a toggle) and Actions (delete). Toolbar: Refresh,
 * Download CSV and where exports live. Below 1024 px each row becomes a card.
 *
 * All Appointments is paged on the server (50 a page) with the total count, so it stays
 * fast with tens of thousands of rows; a date has at most 13 rows and is read whole.
 * The status toggle and delete change the row only after the server confirmed. Failures
 * the spec only logs are logged and shown as a small notice.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { AppointmentRecord } from "@/lib/server/domain/appointments";
import { formatLongDate, isSunday, todayIst } from "@/lib/shared/clinic-time";
import { APPOINTMENT_MESSAGES, DEFAULT_PAGE_SIZE } from "@/lib/shared/validation/appointments";
import { adminJson, isSessionExpired } from "./api";
import {
  CalendarIcon,
  CheckIcon,
  DownloadIcon,
  EmptyState,
  InfoIcon,
  LoadFailed,
  RefreshIcon,
  saveBlob,
  Spinner,
  ToolbarButton,
  TrashIcon,
} from "./admin-ui";
import {
  ADDITIONAL_INFO_PREVIEW,
  ADDRESS_PREVIEW,
  appointmentsCsv,
  csvFileName,
  isDone,
  preview,
  shortDate,
  slotLabel,
} from "./appointment-format";
import { useNotice } from "./notice";
import { PatientProfileModal } from "./patient-profile-modal";

export type AppointmentsScope = { kind: "today" } | { kind: "date"; date: string } | { kind: "all" };

type ListAnswer = { appointments: AppointmentRecord[]; total?: number; page?: number; pageSize?: number };

const PAGE_SIZE = DEFAULT_PAGE_SIZE;
const numberFormat = new Intl.NumberFormat("en-IN");
const plural = (n: number, one: string, many: string) => `${numberFormat.format(n)} ${n === 1 ? one : many}`;

/** The clinic's date now, by this browser's clock (as the booking form reads it). */
const clinicToday = () => todayIst(new Date());

function listUrl(kind: AppointmentsScope["kind"], date: string, page: number, exportCsv = false): string {
  const params = new URLSearchParams();
  if (kind !== "all") params.set("date", date);
  else if (!exportCsv) {
    params.set("page", String(page));
    params.set("pageSize", String(PAGE_SIZE));
  }
  if (exportCsv) params.set("export", "csv");
  return `/api/appointments/data?${params}`;
}


/** Give it `key={date}` for the date scope, so another date starts from an empty table. */
export function AppointmentsTable({ scope, refreshMs }: { scope: AppointmentsScope; refreshMs: number }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { notice, showNotice } = useNotice();

  const [today, setToday] = useState(clinicToday);
  const date = scope.kind === "date" ? scope.date : today;
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<AppointmentRecord[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState<Record<number, "status" | "delete">>({});
  const [exporting, setExporting] = useState(false);
  const [profileKey, setProfileKey] = useState<string | null>(null);
  const profileOpener = useRef<HTMLElement | null>(null);

  // Only the newest request may set the rows (a slow answer for a previous date or page loses).
  const requestSeq = useRef(0);

  const kind = scope.kind;
  const load = useCallback(
    async ({ background = false }: { background?: boolean } = {}) => {
      const seq = ++requestSeq.current;
      // Today's view follows the calendar: after midnight a refresh shows the new day.
      const day = kind === "today" ? clinicToday() : date;
      if (kind === "today" && day !== date) setToday(day);
      setLoading(true);
      try {
        const body = await adminJson<ListAnswer>(listUrl(kind, day, page), { background }, "Failed to load appointments");
        if (seq !== requestSeq.current) return;
        setRows(body.appointments);
        setTotal(body.total ?? body.appointments.length);
        setLoadFailed(false);
        // a page past the end (rows deleted meanwhile): go to the last page
        if (kind === "all" && body.appointments.length === 0 && (body.total ?? 0) > 0 && page > 1) {
          setPage(Math.max(1, Math.ceil((body.total ?? 0) / PAGE_SIZE)));
        }
      } catch (error) {
        if (seq !== requestSeq.current || isSessionExpired(error)) return;
        console.error("Error fetching appointments:", error);
        setLoadFailed(true);
        showNotice("Could not load the appointments. Please try Refresh.");
      } finally {
        if (seq === requestSeq.current) setLoading(false);
      }
    },
    [kind, date, page, showNotice],
  );

  // On entry, when the date or page changes, and every `refreshMs` while the screen is open.
  useEffect(() => {
    void load();
    const timer = window.setInterval(() => void load({ background: true }), refreshMs);
    return () => window.clearInterval(timer);
  }, [load, refreshMs]);

  async function toggleStatus(row: AppointmentRecord) {
    const status = isDone(row) ? "" : "Done";
    setBusy((b) => ({ ...b, [row.id]: "status" }));
    try {
      const body = await adminJson<{ appointment: AppointmentRecord }>(
        "/api/appointments/status",
        { method: "PUT", json: { id: row.id, status } },
        "Failed to update the status",
      );
      setRows((current) => current?.map((r) => (r.id === row.id ? body.appointment : r)) ?? current);
    } catch (error) {
      if (isSessionExpired(error)) return;
      console.error("Error updating appointment status:", error);
      showNotice(`Could not update the status of ${row.name}'s appointment. Please try again.`);
    } finally {
      setBusy(({ [row.id]: _done, ...rest }) => rest);
    }
  }

  async function remove(row: AppointmentRecord) {
    if (!window.confirm(APPOINTMENT_MESSAGES.deleteConfirm)) return;
    setBusy((b) => ({ ...b, [row.id]: "delete" }));
    try {
      await adminJson(`/api/appointments/delete/${row.id}`, { method: "DELETE" }, "Failed to delete the appointment");
      setRows((current) => current?.filter((r) => r.id !== row.id) ?? current);
      setTotal((t) => Math.max(0, t - 1));
      headingRef.current?.focus();
      showNotice(`${row.name}'s appointment on ${shortDate(row.preferred_date)} was deleted.`, "success");
      // a paged list moves the next row up into this page
      if (scope.kind === "all") void load({ background: true });
    } catch (error) {
      if (isSessionExpired(error)) return;
      console.error("Error deleting appointment:", error);
      showNotice(`Could not delete ${row.name}'s appointment. Please try again.`);
    } finally {
      setBusy(({ [row.id]: _done, ...rest }) => rest);
    }
  }

  async function downloadCsv() {
    setExporting(true);
    try {
      // the whole list of this view (all pages), read fresh; the server logs the export
      const body = await adminJson<ListAnswer>(listUrl(kind, date, 1, true), {}, "Failed to export appointments");
      saveBlob(new Blob([appointmentsCsv(body.appointments)], { type: "text/csv;charset=utf-8" }), csvFileName(scope.kind, date));
    } catch (error) {
      if (isSessionExpired(error)) return;
      console.error("Error exporting appointments:", error);
      showNotice("Could not download the CSV. Please try again.");
    } finally {
      setExporting(false);
    }
  }

  async function showFileLocation() {
    try {
      const body = await adminJson<{ filePaths: { appointments: string } }>("/api/appointments/files");
      showNotice(`Appointment backups and exports are kept in ${body.filePaths.appointments}.`, "info");
    } catch (error) {
      if (isSessionExpired(error)) return;
      console.error("Error fetching file paths:", error);
      showNotice("Could not look up where the files are kept. Please try again.");
    }
  }

  const heading =
    scope.kind === "all" ? "All Appointments" : scope.kind === "today" ? `Today · ${formatLongDate(date)}` : formatLongDate(date);
  const emptyMessage =
    scope.kind === "today"
      ? APPOINTMENT_MESSAGES.emptyToday
      : scope.kind === "all"
        ? APPOINTMENT_MESSAGES.emptyAll
        : APPOINTMENT_MESSAGES.emptyDate(formatLongDate(date));
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  /** Another page: back to the table's top, where reading starts (focus too, for keyboards). */
  function turnPage(to: number) {
    setPage(Math.min(pages, Math.max(1, to)));
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: "start" }); // its id gives it the sticky header's scroll margin
  }
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);

  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-4 border-b border-slate-200 px-4 py-4 sm:px-6">
        <div className="mr-auto min-w-0">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            {heading}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600" data-testid="appointment-count">
            {rows === null
              ? "Loading…"
              : scope.kind === "all"
                ? `${plural(total, "appointment", "appointments")} in total`
                : plural(total, "appointment", "appointments")}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ToolbarButton onClick={() => void load()} disabled={loading} busy={loading && rows !== null}>
            <RefreshIcon /> Refresh
          </ToolbarButton>
          <ToolbarButton onClick={() => void downloadCsv()} disabled={exporting || rows === null} busy={exporting}>
            <DownloadIcon /> Download CSV
          </ToolbarButton>
          <button
            type="button"
            onClick={() => void showFileLocation()}
            className="rounded-lg px-2.5 py-2 text-sm font-medium text-slate-600 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            File location
          </button>
        </div>
      </div>

      {rows === null && !loadFailed && <Spinner label="Loading appointments…" />}

      {rows === null && loadFailed && <LoadFailed what="appointments" onRetry={() => void load()} />}

      {rows !== null && rows.length === 0 && (
        <EmptyState
          icon={<CalendarIcon />}
          message={emptyMessage}
          hint={scope.kind !== "all" && isSunday(date) ? "The clinic is closed on Sundays." : undefined}
        />
      )}

      {rows !== null && rows.length > 0 && (
        <div className="p-3 sm:p-4 lg:p-0">
          <table className="block w-full text-left text-sm lg:table">
            <caption className="sr-only">
              {heading}: {plural(rows.length, "appointment", "appointments")}
              {scope.kind === "all" ? `, ${first} to ${last} of ${numberFormat.format(total)}` : ""}
            </caption>
            <thead className="hidden bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500 lg:table-header-group">
              <tr>
                {["Patient Name", "Contact Info", "Service", "Date & Time", "Additional Info", "Address & Occupation", "Status", "Actions"].map(
                  (label) => (
                    <th key={label} scope="col" className="px-3 py-3 first:pl-6 last:pr-6">
                      {label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="block space-y-3 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-slate-100">
              {rows.map((row) => (
                <AppointmentRow
                  key={row.id}
                  row={row}
                  busy={busy[row.id]}
                  onInfo={(opener) => {
                    profileOpener.current = opener;
                    setProfileKey(String(row.patient_id));
                  }}
                  onToggle={() => void toggleStatus(row)}
                  onDelete={() => void remove(row)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {scope.kind === "all" && rows !== null && total > PAGE_SIZE && (
        <nav
          aria-label="Pages"
          className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:px-6"
        >
          <p>
            Showing {numberFormat.format(first)}–{numberFormat.format(last)} of {numberFormat.format(total)}
          </p>
          <div className="flex items-center gap-2">
            <ToolbarButton onClick={() => turnPage(page - 1)} disabled={page <= 1 || loading}>
              ← Previous
            </ToolbarButton>
            <span className="px-1 tabular-nums" aria-live="polite">
              Page {numberFormat.format(page)} of {numberFormat.format(pages)}
            </span>
            <ToolbarButton onClick={() => turnPage(page + 1)} disabled={page >= pages || loading}>
              Next →
            </ToolbarButton>
          </div>
        </nav>
      )}

      {profileKey && (
        <PatientProfileModal
          patientKey={profileKey}
          onClose={() => {
            setProfileKey(null);
            profileOpener.current?.focus();
          }}
        />
      )}
      {notice}
    </section>
  );
}

function AppointmentRow({
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
          <InfoIcon /> Patient Info
        </button>
      </td>
      <td data-label="Contact" className={cell}>
        <span className="flex min-w-0 flex-col gap-0.5">
          {row.phone ? (
            <a href={`tel:${row.phone.replace(/[^\d+]/g, "")}`} className="text-slate-800 hover:text-brand-800 hover:underline">
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
      <td className="mt-2 inline-flex w-1/2 items-center border-t border-slate-100 pt-3 lg:mt-0 lg:table-cell lg:w-auto lg:border-0 lg:px-3 lg:py-3.5 lg:align-top">
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
            <span className="size-3 animate-spin rounded-full border-2 border-current/30 border-t-current" aria-hidden />
          ) : done ? (
            <CheckIcon />
          ) : (
            <span className="size-2 rounded-full bg-amber-500" aria-hidden />
          )}
          {done ? "Done" : "Pending"}
          <span className="sr-only">{`, mark ${row.name}'s appointment as ${done ? "pending" : "done"}`}</span>
        </button>
      </td>
      <td className="mt-2 inline-flex w-1/2 items-center justify-end border-t border-slate-100 pt-3 lg:mt-0 lg:table-cell lg:w-auto lg:border-0 lg:py-3.5 lg:pl-3 lg:pr-6 lg:align-top">
        <button
          type="button"
          onClick={onDelete}
          disabled={!!busy}
          aria-label={`Delete ${row.name}'s appointment`}
          className="inline-flex items-center gap-1.5 rounded-lg border border-heart-100 bg-white px-2.5 py-1.5 text-xs font-medium text-heart-700 hover:border-heart-600 hover:bg-heart-50 disabled:cursor-wait disabled:opacity-60"
        >
          <TrashIcon /> Delete
        </button>
      </td>
    </tr>
  );
}
