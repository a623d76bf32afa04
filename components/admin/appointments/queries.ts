"use client";

/**
 * Appointments: the lists of the three appointment screens (narrowed by a status filter
 * and, on All Appointments, a search — both the server's), the status toggle and menu,
 * reschedule, delete, the CSV export and where the exports are kept. All Appointments is
 * paged on the server (50 a page, with the total); a date is read whole. Today's list asks
 * for the clinic's date at each fetch, so after midnight a refresh shows the new day.
 */
import { keepPreviousData, useMutationState, useQueryClient } from "@tanstack/react-query";
import type {
  AppointmentChangedAnswer,
  AppointmentRecord,
  AppointmentsListAnswer,
  FileLocationsAnswer,
} from "@/lib/shared/api/appointments";
import { todayIst } from "@/lib/shared/clinic-time";
import { DEFAULT_PAGE_SIZE, STATUS_LABELS, type AppointmentStatus } from "@/lib/shared/validation/appointments";
import type { SlotInput } from "@/lib/shared/validation/booking";
import { adminJson, ApiError } from "../ui/api";
import { appointmentsCsv, csvFileName, slotText, type AppointmentFilters } from "./appointment-format";
import { saveCsv } from "../ui/downloads";
import { invalidateAfter, useAdminMutation, useAdminQuery } from "../query/hooks";
import { adminKeys, REFRESH_MS } from "../query/keys";
import { useAdminNotice } from "../query/provider";

export type AppointmentsScope = { kind: "today" } | { kind: "date"; date: string } | { kind: "all" };
export type AppointmentsKind = AppointmentsScope["kind"];
export const APPOINTMENTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** One page of a list, with the date it is for (today's: the clinic's date when it was read). */
export type AppointmentsList = { appointments: AppointmentRecord[]; total: number; date: string };

/** The clinic's date now, by this browser's clock (as the booking form reads it). */
export const clinicToday = () => todayIst(new Date());

type Paging = { page: number; pageSize: number } | null;

function listUrl(kind: AppointmentsKind, date: string, paging: Paging, filters: AppointmentFilters, exportCsv = false) {
  const params = new URLSearchParams();
  if (kind !== "all") params.set("date", date);
  if (paging) {
    params.set("page", String(paging.page));
    params.set("pageSize", String(paging.pageSize));
  }
  if (filters.search) params.set("search", filters.search);
  if (filters.status) params.set("status", filters.status);
  if (exportCsv) params.set("export", "csv");
  return `/api/appointments/data?${params}`;
}

/** The list of a scope (and page, for All Appointments) under its filters, refreshed at the spec's interval. */
export function useAppointments(scope: AppointmentsScope, page: number, filters: AppointmentFilters) {
  const { kind } = scope;
  const date = scope.kind === "date" ? scope.date : null;
  const paging = kind === "all" ? { page, pageSize: APPOINTMENTS_PAGE_SIZE } : null;
  return useAdminQuery({
    queryKey: adminKeys.appointmentList(kind, date, paging?.page ?? null, filters),
    queryFn: async ({ background, signal }): Promise<AppointmentsList> => {
      const day = date ?? clinicToday();
      const body = await adminJson<AppointmentsListAnswer>(
        listUrl(kind, day, paging, filters),
        { background, signal },
        "Failed to load appointments",
      );
      return { appointments: body.appointments, total: body.total ?? body.appointments.length, date: day };
    },
    refetchInterval: REFRESH_MS[kind],
    // another page or filter keeps the rows in view until it arrives (nothing jumps); another date starts empty
    placeholderData: (previous, query) =>
      previous && (kind === "all" || query?.queryKey[2] === date) ? keepPreviousData(previous) : undefined,
    meta: {
      errorLog: "Error fetching appointments:",
      errorNotice: "Could not load the appointments. Please try Refresh.",
    },
  });
}

/**
 * How many appointments the scope holds with no filter, for "3 of 120 appointments"; read
 * only while a filter is on (one row asked for, the total is what counts).
 */
export function useAppointmentsTotal(scope: AppointmentsScope, enabled: boolean): number | null {
  const { kind } = scope;
  const date = scope.kind === "date" ? scope.date : null;
  const query = useAdminQuery({
    queryKey: adminKeys.appointmentTotal(kind, date),
    queryFn: async ({ background, signal }) => {
      const url = listUrl(kind, date ?? clinicToday(), { page: 1, pageSize: 1 }, { status: null, search: "" });
      return (await adminJson<AppointmentsListAnswer>(url, { background, signal })).total ?? 0;
    },
    enabled,
    refetchInterval: REFRESH_MS[kind],
    meta: { errorLog: "Error counting appointments:" },
  });
  return enabled ? (query.data ?? null) : null;
}

const STATUS_KEY = ["appointment-status"] as const;
const DELETE_KEY = ["appointment-delete"] as const;

type StatusChange = { row: AppointmentRecord; status: AppointmentStatus; from: "toggle" | "menu" };

/** Rows with a status change or delete under way: id → which. */
export function useAppointmentsBusy(): Record<number, "status" | "delete"> {
  const rowOf = (variables: unknown) =>
    "row" in (variables as object) ? (variables as StatusChange).row : (variables as AppointmentRecord);
  const rowId = { select: (m: { state: { variables: unknown } }) => rowOf(m.state.variables).id };
  const changing = useMutationState({ filters: { mutationKey: STATUS_KEY, status: "pending" }, ...rowId });
  const deleting = useMutationState({ filters: { mutationKey: DELETE_KEY, status: "pending" }, ...rowId });
  const busy: Record<number, "status" | "delete"> = {};
  for (const id of changing) busy[id] = "status";
  for (const id of deleting) busy[id] = "delete";
  return busy;
}

/** The server's own words for a refusal it explains (a slot taken since, a row gone); null for a failure. */
const refusal = (error: Error) =>
  error instanceof ApiError && [400, 404, 409].includes(error.status) ? error.message : null;

/**
 * Sets a status — the spec's toggle (pending ↔ Done) or the status menu (any of the four).
 * The row changes once the server confirmed and the list is read again; a change from the
 * menu is confirmed in the notice, since under a filter the row may leave the list.
 */
export function useSetStatus() {
  const client = useQueryClient();
  const showNotice = useAdminNotice();
  return useAdminMutation({
    mutationKey: STATUS_KEY,
    mutationFn: ({ row, status }: StatusChange) =>
      adminJson(
        "/api/appointments/status",
        { method: "PUT", json: { id: row.id, status } },
        "Failed to update the status",
      ),
    onSuccess: async (_body, { row, status, from }) => {
      await invalidateAfter(client, "appointmentChanged");
      if (from === "menu") showNotice(`${row.name}'s appointment is now ${STATUS_LABELS[status]}.`, "success");
    },
    onError: (error, { row }) =>
      showNotice(refusal(error) ?? `Could not update the status of ${row.name}'s appointment. Please try again.`),
    meta: { errorLog: "Error updating appointment status:" },
  });
}

/**
 * Moves an appointment to another slot (PUT /api/appointments/reschedule). The caller
 * handles a refusal (a slot taken meanwhile shows at the time field); success says where
 * it went, in the notice.
 */
export function useReschedule() {
  const client = useQueryClient();
  const showNotice = useAdminNotice();
  return useAdminMutation({
    mutationFn: ({ row, slot }: { row: AppointmentRecord; slot: SlotInput }) =>
      adminJson<AppointmentChangedAnswer>(
        "/api/appointments/reschedule",
        { method: "PUT", json: { id: row.id, ...slot } },
        "Could not move the appointment. Please try again.",
      ),
    onSuccess: async ({ appointment }, { row }) => {
      showNotice(`${row.name}'s appointment moved to ${slotText(appointment)}.`, "success");
      await invalidateAfter(client, "appointmentChanged");
    },
    meta: { errorLog: "Error rescheduling appointment:" },
  });
}

/** Deletes an appointment (the screen asks first); the lists and counts reload. */
export function useDeleteAppointment({ onDeleted }: { onDeleted: (row: AppointmentRecord) => void }) {
  const client = useQueryClient();
  const showNotice = useAdminNotice();
  const mutation = useAdminMutation({
    mutationKey: DELETE_KEY,
    mutationFn: (row: AppointmentRecord) =>
      adminJson(`/api/appointments/delete/${row.id}`, { method: "DELETE" }, "Failed to delete the appointment"),
    onSuccess: async (_body, row) => {
      await invalidateAfter(client, "appointmentDeleted");
      onDeleted(row);
    },
    onError: (_error, row) => showNotice(`Could not delete ${row.name}'s appointment. Please try again.`),
    meta: { errorLog: "Error deleting appointment:" },
  });
  return (row: AppointmentRecord) => mutation.mutate(row);
}

/** Download CSV: what the view shows — its filters and search, all pages — read fresh; the server logs the export. */
export function useExportAppointments() {
  return useAdminMutation({
    mutationFn: async ({
      kind,
      date,
      filters,
    }: {
      kind: AppointmentsKind;
      date: string;
      filters: AppointmentFilters;
    }) => {
      const url = listUrl(kind, date, null, filters, true);
      const body = await adminJson<AppointmentsListAnswer>(url, {}, "Failed to export appointments");
      saveCsv(appointmentsCsv(body.appointments), csvFileName(kind, date, filters));
    },
    meta: { errorLog: "Error exporting appointments:", errorNotice: "Could not download the CSV. Please try again." },
  });
}

/** File location: where the server keeps exports and backups, shown as a notice. */
export function useFileLocation(what: "appointments" | "patients") {
  const showNotice = useAdminNotice();
  const mutation = useAdminMutation({
    mutationFn: () =>
      adminJson<FileLocationsAnswer>(what === "appointments" ? "/api/appointments/files" : "/api/patients/files"),
    onSuccess: (body) =>
      // in the clinic's words, not the server's folders alone (issue 29: it read as a developer's message)
      showNotice(
        what === "appointments"
          ? `Appointments are kept in the clinic's database on the server. Every backup (Dashboard, Backups) holds them as a spreadsheet; the backups are in the server's "${body.filePaths.appointments}" folder.`
          : `Patient records are kept in the clinic's database on the server, and uploaded reports in its "${body.filePaths.reports ?? "uploads"}" folder. Every backup (Dashboard, Backups) holds the patient list as a spreadsheet.`,
        "info",
      ),
    meta: {
      errorLog: "Error fetching file paths:",
      errorNotice: "Could not look up where the files are kept. Please try again.",
    },
  });
  return () => mutation.mutate();
}
