"use client";

/**
 * Patients: the searchable, paged list (50 a page with the total; the server searches its
 * normalised keys), the CSV export, delete, and the profile with its details, bookings,
 * notes and reports. Writes reload what they made stale (adminKeys) instead of patching rows.
 */
import { keepPreviousData, useMutationState, useQueryClient } from "@tanstack/react-query";
import type {
  BookedForPatient,
  NoteAnswer,
  PatientProfileAnswer,
  PatientsListAnswer,
  PatientUpdatedAnswer,
  ReportRecord,
  ReportUploadedAnswer,
} from "@/lib/shared/api/patients";
import { todayIst } from "@/lib/shared/clinic-time";
import type { FormInput } from "@/lib/shared/validation/mini";
import { NOTE_MESSAGES, type noteSchema, type noteUpdateSchema } from "@/lib/shared/validation/notes";
import {
  PATIENT_PAGE_SIZE,
  type bookForPatientSchema,
  type patientUpdateSchema,
} from "@/lib/shared/validation/patients";
import { REPORT_MESSAGES } from "@/lib/shared/validation/reports";
import { adminFetch, adminJson, adminUpload, ApiError, errorMessage } from "../ui/api";
import { fileNameFromDisposition, saveBlob, saveCsv } from "../ui/downloads";
import { patientsCsv, patientsCsvFileName } from "./patient-format";
import { invalidateAfter, useAdminMutation, useAdminQuery } from "../query/hooks";
import { adminKeys, REFRESH_MS } from "../query/keys";

/** One page of the list, with the search it answers. */
export type PatientsList = Pick<PatientsListAnswer, "patients" | "total" | "search">;

function listUrl(search: string, page: number, exportCsv = false): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (exportCsv) params.set("export", "csv");
  else {
    params.set("page", String(page));
    params.set("pageSize", String(PATIENT_PAGE_SIZE));
  }
  return `/api/admin/patients?${params}`;
}

export function usePatients(search: string, page: number) {
  return useAdminQuery({
    queryKey: adminKeys.patientList(search, page),
    queryFn: async ({ background, signal }): Promise<PatientsList> => {
      const body = await adminJson<PatientsListAnswer>(
        listUrl(search, page),
        { background, signal },
        "Failed to load patients",
      );
      return { patients: body.patients, total: body.total, search };
    },
    refetchInterval: REFRESH_MS.patients,
    placeholderData: keepPreviousData,
    meta: { errorLog: "Error fetching patients:", errorNotice: "Could not load the patients. Please try Refresh." },
  });
}

/** Download CSV: every patient matching the search. */
export function useExportPatients() {
  return useAdminMutation({
    mutationFn: async (search: string) => {
      const body = await adminJson<PatientsListAnswer>(listUrl(search, 1, true), {}, "Failed to export patients");
      saveCsv(patientsCsv(body.patients), patientsCsvFileName(Boolean(search), todayIst(new Date())));
    },
    meta: { errorLog: "Error exporting patients:", errorNotice: "Could not download the CSV. Please try again." },
  });
}

/** Deletes a patient with everything of theirs. */
export function useDeletePatient() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (patientId: number) =>
      adminJson(`/api/admin/patient/${patientId}`, { method: "DELETE" }, "Failed to delete patient"),
    onSuccess: () => void invalidateAfter(client, "patientsChanged"),
    meta: { errorLog: "Error deleting patient:" },
  });
}

/** The profile; `patientKey` is the patient's ID (the admin UI always uses the ID). */
export function usePatientProfile(patientKey: string) {
  return useAdminQuery({
    queryKey: adminKeys.patientProfile(patientKey),
    queryFn: async ({ background, signal }) =>
      (
        await adminJson<PatientProfileAnswer>(
          `/api/admin/patient/${encodeURIComponent(patientKey)}`,
          { background, signal },
          "Could not load this patient.",
        )
      ).patient,
    meta: { errorLog: "Error fetching patient profile:" },
  });
}

/** Add Note; settles once the profile shows the new note. */
export function useAddNote(patientId: number) {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (payload: FormInput<typeof noteSchema>) =>
      adminJson<NoteAnswer>("/api/admin/patient/notes", { json: payload }, NOTE_MESSAGES.failed),
    onSuccess: () => invalidateAfter(client, "profileChanged", patientId),
  });
}

/** Edit details: only the changed fields; every list and profile showing them reloads (appointments carry a copy). */
export function useUpdatePatient(patientId: number) {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (changes: FormInput<typeof patientUpdateSchema>) =>
      adminJson<PatientUpdatedAnswer>(
        `/api/admin/patient/${patientId}`,
        { method: "PATCH", json: changes },
        "Could not save the changes. Please try again.",
      ),
    onSuccess: () => invalidateAfter(client, "patientUpdated"),
  });
}

/** Book appointment for a known patient; the profile, the appointment lists and the counts reload. */
export function useBookForPatient(patientId: number) {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (payload: FormInput<ReturnType<typeof bookForPatientSchema>>) =>
      adminJson<BookedForPatient>(
        `/api/admin/patient/${patientId}/appointments`,
        { json: payload },
        "Could not book the appointment. Please try again.",
      ),
    onSuccess: () => invalidateAfter(client, "bookedForPatient", patientId),
  });
}

/** A note's Edit sends only what changed. */
export type NoteChanges = FormInput<typeof noteUpdateSchema>;

/** A note's Edit: its new text and/or date; settles once the profile shows it. */
export function useUpdateNote(patientId: number) {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: ({ id, changes }: { id: number; changes: NoteChanges }) =>
      adminJson<NoteAnswer>(
        `/api/admin/patient/notes/${id}`,
        { method: "PATCH", json: changes },
        "Could not save the note. Please try again.",
      ),
    onSuccess: () => invalidateAfter(client, "profileChanged", patientId),
  });
}

/** A note's Delete (after the confirmation); settles once the profile no longer shows it. */
export function useDeleteNote(patientId: number) {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (id: number) =>
      adminJson(`/api/admin/patient/notes/${id}`, { method: "DELETE" }, "Could not delete the note. Please try again."),
    onSuccess: () => invalidateAfter(client, "profileChanged", patientId),
  });
}

/** Upload Report with progress; settles once the profile shows the new report. */
export function useUploadReport(patientId: number) {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (fraction: number) => void }) =>
      adminUpload<ReportUploadedAnswer>(
        "/api/admin/patient/reports/upload",
        form,
        onProgress,
        REPORT_MESSAGES.uploadFailed,
      ),
    onSuccess: () => invalidateAfter(client, "profileChanged", patientId),
  });
}

const REPORT_DOWNLOAD_KEY = ["report-download"] as const;
const REPORT_DELETE_KEY = ["report-delete"] as const;

/** Reports with a download or delete under way: id → which. */
export function useReportsBusy(): Record<number, "download" | "delete"> {
  const reportId = { select: (m: { state: { variables: unknown } }) => (m.state.variables as ReportRecord).id };
  const downloading = useMutationState({
    filters: { mutationKey: REPORT_DOWNLOAD_KEY, status: "pending" },
    ...reportId,
  });
  const deleting = useMutationState({ filters: { mutationKey: REPORT_DELETE_KEY, status: "pending" }, ...reportId });
  const busy: Record<number, "download" | "delete"> = {};
  for (const id of downloading) busy[id] = "download";
  for (const id of deleting) busy[id] = "delete";
  return busy;
}

/** Download: saved under the report's name; the screen shows a failure (reportProblem). */
export function useDownloadReport() {
  return useAdminMutation({
    mutationKey: REPORT_DOWNLOAD_KEY,
    mutationFn: async (report: ReportRecord) => {
      const res = await adminFetch(`/api/admin/patient/reports/download/${encodeURIComponent(report.Timestamp)}`);
      if (!res.ok) throw new ApiError(await errorMessage(res, REPORT_MESSAGES.downloadFailed), res.status);
      saveBlob(await res.blob(), fileNameFromDisposition(res.headers.get("content-disposition")) ?? report.ReportName);
    },
    meta: { errorLog: "Error downloading report:" },
  });
}

/** Delete (the screen asks first, and shows a failure). */
export function useDeleteReport(patientId: number) {
  const client = useQueryClient();
  return useAdminMutation({
    mutationKey: REPORT_DELETE_KEY,
    mutationFn: (report: ReportRecord) =>
      adminJson(
        `/api/admin/patient/reports/${encodeURIComponent(report.Timestamp)}`,
        { method: "DELETE" },
        REPORT_MESSAGES.deleteFailed,
      ),
    onSuccess: () => invalidateAfter(client, "profileChanged", patientId),
    meta: { errorLog: "Error deleting report:" },
  });
}

/** What a failed download or delete says: the server's words, or `network` when it was not reached. */
export const reportProblem = (error: Error, network: string) => (error instanceof ApiError ? error.message : network);
