"use client";

/**
 * Appointments: the lists of the three appointment screens, the status toggle, delete, the
 * CSV export and where the exports are kept. All Appointments is paged on the server (50 a
 * page, with the total); a date has at most 13 rows and is read whole. Today's list asks
 * for the clinic's date at each fetch, so after midnight a refresh shows the new day.
 */
import { keepPreviousData, useMutationState, useQueryClient } from "@tanstack/react-query";
import type { AppointmentRecord } from "@/lib/server/domain/appointments";
import { todayIst } from "@/lib/shared/clinic-time";
import { APPOINTMENT_MESSAGES, DEFAULT_PAGE_SIZE } from "@/lib/shared/validation/appointments";
import { adminJson } from "../api";
import { appointmentsCsv, csvFileName, isDone } from "../appointment-format";
import { saveCsv } from "../downloads";
import { invalidate, useAdminMutation, useAdminQuery } from "./hooks";
import { adminKeys, REFRESH_MS } from "./keys";
import { useAdminNotice } from "./provider";

export type AppointmentsScope = { kind: "today" } | { kind: "date"; date: string } | { kind: "all" };
export type AppointmentsKind = AppointmentsScope["kind"];
export const APPOINTMENTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

type ListAnswer = { appointments: AppointmentRecord[]; total?: number };
/** One page of a list, with the date it is for (today's: the clinic's date when it was read). */
export type AppointmentsList = { appointments: AppointmentRecord[]; total: number; date: string };

/** The clinic's date now, by this browser's clock (as the booking form reads it). */
export const clinicToday = () => todayIst(new Date());

function listUrl(kind: AppointmentsKind, date: string, page: number, exportCsv = false): string {
  const params = new URLSearchParams();
  if (kind !== "all") params.set("date", date);
  else if (!exportCsv) {
    params.set("page", String(page));
    params.set("pageSize", String(APPOINTMENTS_PAGE_SIZE));
  }
  if (exportCsv) params.set("export", "csv");
  return `/api/appointments/data?${params}`;
}

/** The list of a scope (and page, for All Appointments), refreshed at the spec's interval. */
export function useAppointments(scope: AppointmentsScope, page: number) {
  const { kind } = scope;
  const date = scope.kind === "date" ? scope.date : null;
  return useAdminQuery({
    queryKey: adminKeys.appointmentList(kind, date, kind === "all" ? page : null),
    queryFn: async ({ background, signal }): Promise<AppointmentsList> => {
      const day = date ?? clinicToday();
      const body = await adminJson<ListAnswer>(
        listUrl(kind, day, page),
        { background, signal },
        "Failed to load appointments",
      );
      return { appointments: body.appointments, total: body.total ?? body.appointments.length, date: day };
    },
    refetchInterval: REFRESH_MS[kind],
    // another page keeps the rows in view until it arrives; another date starts empty
    placeholderData: kind === "all" ? keepPreviousData : undefined,
    meta: {
      errorLog: "Error fetching appointments:",
      errorNotice: "Could not load the appointments. Please try Refresh.",
    },
  });
}

const STATUS_KEY = ["appointment-status"] as const;
const DELETE_KEY = ["appointment-delete"] as const;

/** Rows with a status change or delete under way: id → which. */
export function useAppointmentsBusy(): Record<number, "status" | "delete"> {
  const rowId = { select: (m: { state: { variables: unknown } }) => (m.state.variables as AppointmentRecord).id };
  const toggling = useMutationState({ filters: { mutationKey: STATUS_KEY, status: "pending" }, ...rowId });
  const deleting = useMutationState({ filters: { mutationKey: DELETE_KEY, status: "pending" }, ...rowId });
  const busy: Record<number, "status" | "delete"> = {};
  for (const id of toggling) busy[id] = "status";
  for (const id of deleting) busy[id] = "delete";
  return busy;
}

/** Done ↔ pending; the row changes once the server confirmed and the list is read again. */
export function useToggleStatus() {
  const client = useQueryClient();
  const showNotice = useAdminNotice();
  return useAdminMutation({
    mutationKey: STATUS_KEY,
    mutationFn: (row: AppointmentRecord) =>
      adminJson(
        "/api/appointments/status",
        { method: "PUT", json: { id: row.id, status: isDone(row) ? "" : "Done" } },
        "Failed to update the status",
      ),
    onSuccess: () => invalidate(client, adminKeys.appointments, adminKeys.patients),
    onError: (_error, row) => showNotice(`Could not update the status of ${row.name}'s appointment. Please try again.`),
    meta: { errorLog: "Error updating appointment status:" },
  });
}

/** Deletes an appointment after the browser's confirmation; the lists and counts reload. */
export function useDeleteAppointment({ onDeleted }: { onDeleted: (row: AppointmentRecord) => void }) {
  const client = useQueryClient();
  const showNotice = useAdminNotice();
  const mutation = useAdminMutation({
    mutationKey: DELETE_KEY,
    mutationFn: (row: AppointmentRecord) =>
      adminJson(`/api/appointments/delete/${row.id}`, { method: "DELETE" }, "Failed to delete the appointment"),
    onSuccess: async (_body, row) => {
      await invalidate(client, adminKeys.appointments, adminKeys.stats, adminKeys.backupStats, adminKeys.patients);
      onDeleted(row);
    },
    onError: (_error, row) => showNotice(`Could not delete ${row.name}'s appointment. Please try again.`),
    meta: { errorLog: "Error deleting appointment:" },
  });
  return (row: AppointmentRecord) => {
    if (window.confirm(APPOINTMENT_MESSAGES.deleteConfirm)) mutation.mutate(row);
  };
}

/** Download CSV: the whole list of the view (all pages), read fresh; the server logs the export. */
export function useExportAppointments() {
  return useAdminMutation({
    mutationFn: async ({ kind, date }: { kind: AppointmentsKind; date: string }) => {
      const body = await adminJson<ListAnswer>(listUrl(kind, date, 1, true), {}, "Failed to export appointments");
      saveCsv(appointmentsCsv(body.appointments), csvFileName(kind, date));
    },
    meta: { errorLog: "Error exporting appointments:", errorNotice: "Could not download the CSV. Please try again." },
  });
}

/** File location: where the server keeps exports and backups, shown as a notice. */
export function useFileLocation(what: "appointments" | "patients") {
  const showNotice = useAdminNotice();
  const mutation = useAdminMutation({
    mutationFn: () =>
      adminJson<{ filePaths: Record<string, string>; message?: string }>(
        what === "appointments" ? "/api/appointments/files" : "/api/patients/files",
      ),
    onSuccess: (body) =>
      showNotice(
        what === "appointments"
          ? `Appointment backups and exports are kept in ${body.filePaths.appointments}.`
          : (body.message ?? `Patient exports are kept in ${body.filePaths.patients}.`),
        "info",
      ),
    meta: {
      errorLog: "Error fetching file paths:",
      errorNotice: "Could not look up where the files are kept. Please try again.",
    },
  });
  return () => mutation.mutate();
}
