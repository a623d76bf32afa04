"use client";

/**
 * The one appointment table of the admin area (SPEC §2): Today's Appointments, Select
 * Date and All Appointments are this component with a different scope. Toolbar: Refresh,
 * Download CSV and where exports live. Below 1024 px each row becomes a card.
 *
 * Data comes from the query layer (components/admin/queries/appointments.ts): the list
 * refreshes at the scope's interval, the status toggle and delete change a row only after
 * the server confirmed, and failures the spec only logs are logged and shown as a notice.
 * All Appointments' page lives in the URL (?page=2).
 */
import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { formatLongDate, isSunday } from "@/lib/shared/clinic-time";
import { APPOINTMENT_MESSAGES } from "@/lib/shared/validation/appointments";
import { shortDate } from "./appointment-format";
import { APPOINTMENT_COLUMNS, AppointmentRow } from "./appointment-row";
import { EmptyState, ListPending } from "./list-states";
import { lastPage, ListToolbar, Pager, plural } from "./list-toolbar";
import { PatientProfileModal } from "./patient-profile-modal";
import {
  APPOINTMENTS_PAGE_SIZE,
  clinicToday,
  useAppointments,
  useAppointmentsBusy,
  useDeleteAppointment,
  useExportAppointments,
  useFileLocation,
  useToggleStatus,
  type AppointmentsScope,
} from "./queries/appointments";
import { useAdminNotice } from "./queries/provider";
import { pageForUrl, pageParam, useUrlState } from "./queries/url-state";

const numberFormat = new Intl.NumberFormat("en-IN");

export function AppointmentsTable({ scope }: { scope: AppointmentsScope }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const showNotice = useAdminNotice();
  const [params, setParams] = useUrlState();
  const page = scope.kind === "all" ? pageParam(params.get("page")) : 1;

  const list = useAppointments(scope, page);
  const busy = useAppointmentsBusy();
  const toggleStatus = useToggleStatus();
  const remove = useDeleteAppointment({
    onDeleted: (row) => {
      headingRef.current?.focus();
      showNotice(`${row.name}'s appointment on ${shortDate(row.preferred_date)} was deleted.`, "success");
    },
  });
  const exportCsv = useExportAppointments();
  const showFileLocation = useFileLocation("appointments");
  const [profileKey, setProfileKey] = useState<string | null>(null);
  const profileOpener = useRef<HTMLElement | null>(null);

  const [openedOn] = useState(clinicToday);
  const date = list.data?.date ?? (scope.kind === "date" ? scope.date : openedOn);
  const rows = list.data?.appointments ?? null;
  const total = list.data?.total ?? 0;

  // a page past the end (rows deleted meanwhile): go to the last page
  const pastTheEnd = scope.kind === "all" && rows?.length === 0 && total > 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) setParams({ page: pageForUrl(lastPage(total, APPOINTMENTS_PAGE_SIZE)) }, { replace: true });
  }, [pastTheEnd, total, setParams]);

  const heading =
    scope.kind === "all"
      ? "All Appointments"
      : scope.kind === "today"
        ? `Today · ${formatLongDate(date)}`
        : formatLongDate(date);
  const emptyMessage =
    scope.kind === "today"
      ? APPOINTMENT_MESSAGES.emptyToday
      : scope.kind === "all"
        ? APPOINTMENT_MESSAGES.emptyAll
        : APPOINTMENT_MESSAGES.emptyDate(formatLongDate(date));

  /** Another page: back to the table's top, where reading starts (focus too, for keyboards). */
  function turnPage(to: number) {
    setParams({ page: pageForUrl(to) });
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: "start" }); // its id gives it the sticky header's scroll margin
  }
  const first = (page - 1) * APPOINTMENTS_PAGE_SIZE + 1;
  const last = Math.min(total, page * APPOINTMENTS_PAGE_SIZE);

  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-end gap-x-6 gap-y-4 border-b border-slate-200 px-4 py-4 sm:px-6">
        <div className="mr-auto min-w-0">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
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
        <ListToolbar
          refreshing={{ loading: list.isFetching, loaded: rows !== null }}
          onRefresh={() => void list.refresh()}
          exporting={exportCsv.isPending}
          canExport={rows !== null}
          onExport={() => exportCsv.mutate({ kind: scope.kind, date })}
          onFileLocation={showFileLocation}
        />
      </div>

      <ListPending
        what="appointments"
        loaded={rows !== null}
        failed={list.isError}
        onRetry={() => void list.refresh()}
      />

      {rows !== null && rows.length === 0 && (
        <EmptyState
          icon={<Icon name="calendar" className="size-4" />}
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
                {APPOINTMENT_COLUMNS.map((label) => (
                  <th key={label} scope="col" className="px-3 py-3 first:pl-6 last:pr-6">
                    {label}
                  </th>
                ))}
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
                  onToggle={() => toggleStatus.mutate(row)}
                  onDelete={() => remove(row)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {scope.kind === "all" && rows !== null && (
        <Pager
          page={page}
          pageSize={APPOINTMENTS_PAGE_SIZE}
          total={total}
          loading={list.isFetching}
          onPage={turnPage}
          live
        />
      )}

      {profileKey && (
        <PatientProfileModal patientKey={profileKey} returnFocus={profileOpener} onClose={() => setProfileKey(null)} />
      )}
    </section>
  );
}
