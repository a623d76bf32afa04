"use client";

/**
 * The one appointment table of the admin area (SPEC §2): Today's Appointments, Select
 * Date and All Appointments are this component with a different scope. Toolbar: Refresh,
 * Download CSV and where exports live; below it the status filter (every scope) and the
 * search (All Appointments). Below 1280 px each row becomes a card (the columns do not fit a landscape tablet).
 *
 * Data comes from the query layer (components/admin/appointments/queries.ts): the list
 * refreshes at the scope's interval, a status change, reschedule or delete changes a row
 * only after the server confirmed, and failures the spec only logs are logged and shown as
 * a notice. Page, filter and search live in the URL (?page=2&status=active&q=asha); the
 * CSV holds what the view shows, every page of it.
 */
import { useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import type { AppointmentRecord } from "@/lib/shared/api/appointments";
import { formatLongDate, isSunday } from "@/lib/shared/clinic-time";
import { APPOINTMENT_MESSAGES } from "@/lib/shared/validation/appointments";
import type { BookingRules } from "@/lib/shared/validation/booking";
import { AppointmentSearch, StatusFilterSelect, useAppointmentFilters } from "./appointment-filters";
import { canReschedule, filterWord, shortDate, statusLabel, type AppointmentFilters } from "./appointment-format";
import { APPOINTMENT_COLUMNS, AppointmentRow } from "./appointment-row";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { ListToolbar, plural } from "../ui/list-toolbar";
import { CardTable, listPage, PagedList, usePaging } from "../ui/paged-list";
import { PatientProfileModal } from "../patients/patient-profile-modal";
import {
  APPOINTMENTS_PAGE_SIZE,
  clinicToday,
  useAppointments,
  useAppointmentsBusy,
  useAppointmentsTotal,
  useDeleteAppointment,
  useExportAppointments,
  useFileLocation,
  useSetStatus,
  type AppointmentsScope,
} from "./queries";
import { useAdminNotice } from "../query/provider";
import { RescheduleModal } from "./reschedule-modal";
import { OWNER } from "@/lib/shared/roles";
import { useAdminSession } from "../session/session-context";
import { useDayQueue } from "../queue/queries";
import { REFRESH_MS } from "../query/keys";

const numberFormat = new Intl.NumberFormat("en-IN");

/**
 * `bookingRules`: the configured booking rules, from the server page (for Reschedule's slot
 * picker); `actions`: the screen's own buttons before Refresh (Today's Running late).
 */
export function AppointmentsTable({
  scope,
  bookingRules,
  actions,
}: {
  scope: AppointmentsScope;
  bookingRules: BookingRules;
  actions?: React.ReactNode;
}) {
  const showNotice = useAdminNotice();
  const paging = usePaging(APPOINTMENTS_PAGE_SIZE, { paged: scope.kind === "all" });
  const { page, headingRef } = paging;
  const { filters, filtered, setStatus, setSearch } = useAppointmentFilters(scope.kind === "all");

  const list = useAppointments(scope, page, filters);
  // Today's rows say where tonight's patients stand, as the Tonight panel above does (the same query, shared)
  const queue = useDayQueue(clinicToday(), REFRESH_MS.queue, scope.kind === "today");
  const tonight = new Map((queue.data?.queue ?? []).map((e) => [e.appointmentId, e]));
  const unfilteredTotal = useAppointmentsTotal(scope, filtered);
  const busy = useAppointmentsBusy();
  const setRowStatus = useSetStatus();
  const remove = useDeleteAppointment({
    onDeleted: (row) => {
      headingRef.current?.focus();
      showNotice(`${row.name}'s appointment on ${shortDate(row.preferred_date)} was deleted.`, "success");
    },
  });
  const [deleting, setDeleting] = useState<AppointmentRecord | null>(null);
  const exportCsv = useExportAppointments();
  const { can } = useAdminSession();
  const showFileLocation = useFileLocation("appointments");
  const [profileKey, setProfileKey] = useState<string | null>(null);
  const profileOpener = useRef<HTMLElement | null>(null);
  const [moving, setMoving] = useState<AppointmentRecord | null>(null);
  const moveOpener = useRef<HTMLElement | null>(null);

  const [openedOn] = useState(clinicToday);
  const date = list.data?.date ?? (scope.kind === "date" ? scope.date : openedOn);
  const listed = listPage(list, list.data?.appointments);
  const { rows, total } = listed;
  const { first, last } = paging.range(total);

  const heading =
    scope.kind === "all"
      ? "All Appointments"
      : scope.kind === "today"
        ? `Today · ${formatLongDate(date)}`
        : formatLongDate(date);

  function reschedule(row: AppointmentRecord, opener: HTMLElement) {
    if (!canReschedule(row)) {
      showNotice(APPOINTMENT_MESSAGES.rescheduleClosed(statusLabel(row)), "info");
      return;
    }
    moveOpener.current = opener;
    setMoving(row);
  }

  return (
    <>
      <PagedList
        paging={paging}
        title={heading}
        count={countLine(scope, total, filtered ? unfilteredTotal : undefined)}
        countTestId="appointment-count"
        toolbar={
          <ListToolbar
            before={actions}
            refreshing={{ loading: list.isFetching, loaded: rows !== null }}
            onRefresh={() => void list.refresh()}
            exporting={exportCsv.isPending}
            canExport={rows !== null}
            onExport={() => exportCsv.mutate({ kind: scope.kind, date, filters })}
            onFileLocation={can(OWNER) ? showFileLocation : undefined}
          />
        }
        filters={
          <>
            {scope.kind === "all" && <AppointmentSearch search={filters.search} onSearch={setSearch} />}
            <StatusFilterSelect value={filters.status} onChange={setStatus} />
          </>
        }
        what="appointments"
        list={listed}
        empty={{
          icon: <Icon name="calendar" className="size-4" />,
          message: emptyMessage(scope, date, filters),
          hint: filtered
            ? widenHint(filters)
            : scope.kind !== "all" && isSunday(date)
              ? "The clinic is closed on Sundays."
              : undefined,
        }}
      >
        {(rows) => (
          <CardTable
            caption={
              <>
                {heading}: {plural(rows.length, "appointment", "appointments")}
                {scope.kind === "all" ? `, ${first} to ${last} of ${numberFormat.format(total)}` : ""}
                {filters.status ? `, showing ${filterWord(filters.status)}` : ""}
                {filters.search ? `, matching “${filters.search}”` : ""}
              </>
            }
            columns={APPOINTMENT_COLUMNS}
            busy={list.isPlaceholderData}
          >
            {rows.map((row) => (
              <AppointmentRow
                key={row.id}
                row={row}
                busy={busy[row.id]}
                onInfo={(opener) => {
                  profileOpener.current = opener;
                  setProfileKey(String(row.patient_id));
                }}
                onToggle={() =>
                  setRowStatus.mutate({ row, status: row.status === "Done" ? "" : "Done", from: "toggle" })
                }
                onStatus={(status) => setRowStatus.mutate({ row, status, from: "menu" })}
                onReschedule={(opener) => reschedule(row, opener)}
                onDelete={() => setDeleting(row)}
                queue={tonight.get(row.id)}
              />
            ))}
          </CardTable>
        )}
      </PagedList>

      {deleting && (
        <ConfirmDialog
          title="Delete appointment?"
          question={APPOINTMENT_MESSAGES.deleteConfirm}
          confirmLabel="Delete"
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}

      {moving && (
        <RescheduleModal
          row={moving}
          rules={bookingRules}
          returnFocus={moveOpener}
          onClose={() => {
            // the row may have left this list (moved to another day): then back to the list's heading
            if (!moveOpener.current?.isConnected) moveOpener.current = headingRef.current;
            setMoving(null);
          }}
        />
      )}

      {profileKey && (
        <PatientProfileModal
          patientKey={profileKey}
          bookingRules={bookingRules}
          returnFocus={profileOpener}
          onClose={() => setProfileKey(null)}
        />
      )}
    </>
  );
}

/**
 * "5 appointments"; All Appointments: "1,234 appointments in total". Under a filter, out of
 * how many: "3 of 120 appointments" ("3 matching appointments" until the whole is counted).
 * `unfiltered`: undefined when no filter is on, null while it is being counted.
 */
function countLine(scope: AppointmentsScope, total: number, unfiltered: number | null | undefined): string {
  if (unfiltered === undefined) {
    const count = plural(total, "appointment", "appointments");
    return scope.kind === "all" ? `${count} in total` : count;
  }
  if (unfiltered === null)
    return `${numberFormat.format(total)} matching ${total === 1 ? "appointment" : "appointments"}`;
  return `${numberFormat.format(total)} of ${plural(unfiltered, "appointment", "appointments")}`;
}

/** How to see more than a filtered list's nothing. */
function widenHint({ status, search }: AppointmentFilters): string {
  if (status && search) return "Clear the search or choose “All appointments” to see more.";
  return search ? "Clear the search to see every appointment." : "Choose “All appointments” to see every one.";
}

/** What an empty list says: the spec's words, or what the filters found nothing for. */
function emptyMessage(scope: AppointmentsScope, date: string, { status, search }: AppointmentFilters): string {
  const when = scope.kind === "today" ? " today" : scope.kind === "date" ? ` on ${formatLongDate(date)}` : "";
  if (search) return `No ${status ? `${filterWord(status)} ` : ""}appointments match “${search}”${when}.`;
  if (status) return `No ${filterWord(status)} appointments${when}.`;
  if (scope.kind === "today") return APPOINTMENT_MESSAGES.emptyToday;
  if (scope.kind === "all") return APPOINTMENT_MESSAGES.emptyAll;
  return APPOINTMENT_MESSAGES.emptyDate(formatLongDate(date));
}
