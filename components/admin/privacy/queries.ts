"use client";

/**
 * Privacy (FEATURES.md §7): a patient's WhatsApp consent recorded or withdrawn at the desk,
 * their data exported as a ZIP, the rights requests log (open first) with Record and Mark
 * done, and the patients past the retention period. A change reloads the lists and the
 * profiles it touches: a withdrawal or an export also writes a rights request.
 */
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import type { PatientsListAnswer } from "@/lib/shared/api/patients";
import type {
  ConsentAnswer,
  RetentionList,
  RightsRequestAnswer,
  RightsRequestPage,
  RightsRequestRecord,
} from "@/lib/shared/api/privacy";
import type { RightsRequestInput, RightsStatus } from "@/lib/shared/validation/privacy";
import { adminFetch, adminJson, ApiError, errorMessage } from "../ui/api";
import { fileNameFromDisposition, saveBlob } from "../ui/downloads";
import { invalidateAfter, useAdminMutation, useAdminQuery } from "../query/hooks";
import { privacyKeys } from "../query/keys";

/** One page of the rights requests: open ones first (oldest first), then done ones (newest first). */
export function useRightsRequests(status: RightsStatus, page: number) {
  return useAdminQuery({
    queryKey: privacyKeys.requests(status, page),
    queryFn: async ({ background, signal }): Promise<RightsRequestPage> => {
      const params = new URLSearchParams({ status, page: String(page) });
      const body = await adminJson<RightsRequestPage>(
        `/api/admin/rights-requests?${params}`,
        { background, signal },
        "Could not load the rights requests.",
      );
      return { requests: body.requests, total: body.total, page: body.page, totalPages: body.totalPages };
    },
    placeholderData: keepPreviousData,
    meta: { errorLog: "Error fetching rights requests:" },
  });
}

/** The patients past the retention period, oldest last visit first. Nothing is deleted by it. */
export function useRetention() {
  return useAdminQuery({
    queryKey: privacyKeys.retention,
    queryFn: async ({ background, signal }): Promise<RetentionList> => {
      const body = await adminJson<RetentionList>(
        "/api/admin/retention",
        { background, signal },
        "Could not load the retention review.",
      );
      return { years: body.years, cutoffDate: body.cutoffDate, patients: body.patients, total: body.total };
    },
    meta: { errorLog: "Error fetching the retention review:" },
  });
}

/** How many patients the request form offers for a search. */
export const PATIENT_MATCHES = 6;

/** The first patients matching a search (a name, ID, email or phone), for the request form; none for no term. */
export function usePatientMatches(term: string) {
  return useAdminQuery({
    queryKey: privacyKeys.patientMatches(term),
    queryFn: async ({ background, signal }) => {
      const params = new URLSearchParams({ search: term, page: "1", pageSize: String(PATIENT_MATCHES) });
      const body = await adminJson<PatientsListAnswer>(
        `/api/admin/patients?${params}`,
        { background, signal },
        "Could not search the patients.",
      );
      return { patients: body.patients, total: body.total };
    },
    enabled: term !== "",
    placeholderData: keepPreviousData,
    meta: { errorLog: "Error searching patients:" },
  });
}

/** Record a request: answers the server's "Request recorded.". */
export function useRecordRequest() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (input: RightsRequestInput) =>
      adminJson<RightsRequestAnswer>(
        "/api/admin/rights-requests",
        { json: input },
        "Could not record the request. Please try again.",
      ),
    onSuccess: () => invalidateAfter(client, "privacyChanged"),
    meta: { errorLog: "Error recording a rights request:" },
  });
}

/** Mark done: whatever the answer (done now, or already done elsewhere: 409), the lists are read again. */
export function useMarkRequestDone() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (request: RightsRequestRecord) =>
      adminJson<RightsRequestAnswer>(
        `/api/admin/rights-requests/${request.id}`,
        { method: "PATCH", json: { done: true } },
        "Could not mark the request as done. Please try again.",
      ),
    onSettled: () => invalidateAfter(client, "privacyChanged"),
    meta: { errorLog: "Error marking a rights request done:" },
  });
}

/** Record (true) or withdraw (false) the patient's WhatsApp or SMS consent at the desk. */
export function useSetConsent(patientId: number, channel: "whatsapp" | "sms") {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (agreed: boolean) =>
      adminJson<ConsentAnswer>(
        `/api/admin/patient/${patientId}/consent`,
        { json: { [channel]: agreed } },
        "Could not save the consent. Please try again.",
      ),
    // a withdrawal drops waiting messages on that channel and logs a request
    onSuccess: () => invalidateAfter(client, "whatsappConsentChanged"),
    meta: { errorLog: `Error saving ${channel === "sms" ? "SMS" : "WhatsApp"} consent:` },
  });
}

/** Export data: the patient's ZIP, saved under the server's file name; the export is logged as a request. */
export function useExportPatientData(patientId: number) {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: async () => {
      const res = await adminFetch(`/api/admin/patient/${patientId}/export`, { method: "POST" });
      if (!res.ok)
        throw new ApiError(await errorMessage(res, "Could not export the data. Please try again."), res.status);
      const name = fileNameFromDisposition(res.headers.get("content-disposition")) ?? `patient-${patientId}.zip`;
      saveBlob(await res.blob(), name);
    },
    onSuccess: () => invalidateAfter(client, "privacyChanged"),
    meta: { errorLog: "Error exporting patient data:" },
  });
}
