"use client";

/**
 * The consulting room's calls (FEATURES.md §10): the chart in one query, and the writes that
 * reload it. The visit's own typing is saved by ./use-visit-autosave.ts.
 */
import { useQueryClient } from "@tanstack/react-query";
import type { ChartAnswer, ClinicalAnswer, LabsAnswer, VisitAnswer } from "@/lib/shared/api/consult";
import type { CallNextAnswer } from "@/lib/shared/api/queue";
import type { ClinicalSummaryInput, LabsInput } from "@/lib/shared/validation/consult";
import type { DrugRecord, PrescriptionRecord, TemplateRecord } from "@/lib/shared/api/prescriptions";
import type { PrescriptionInput, TemplateInput } from "@/lib/shared/validation/prescriptions";
import { adminJson } from "../ui/api";
import { invalidateAfter, useAdminMutation, useAdminQuery } from "../query/hooks";
import { consultKeys } from "../query/keys";

export function useChart(patientId: number | null) {
  return useAdminQuery({
    enabled: patientId !== null,
    queryKey: consultKeys.chart(patientId ?? 0),
    queryFn: async ({ background, signal }) =>
      (
        await adminJson<ChartAnswer>(
          `/api/admin/patient/${patientId}/chart`,
          { background, signal },
          "Failed to load the chart",
        )
      ).chart,
    meta: { errorLog: "Error fetching the chart:" },
  });
}

/** Opens (or finds) the visit of an appointment, or a new one for the patient; the chart then shows it. */
export function useOpenVisit() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (input: { patientId: number; appointmentId?: number | null }) =>
      adminJson<VisitAnswer>("/api/admin/visits", { json: input }, "Could not open the visit"),
    onSuccess: (_answer, { patientId }) => invalidateAfter(client, "chartChanged", patientId),
  });
}

/** A write that reloads the patient's chart once through. */
function useChartWrite<TVariables, TAnswer>(patientId: number, call: (variables: TVariables) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: call,
    onSuccess: () => invalidateAfter(client, "chartChanged", patientId),
  });
}

export const useFinishVisit = (patientId: number) =>
  useChartWrite(patientId, (visitId: number) =>
    adminJson<VisitAnswer>(`/api/admin/visits/${visitId}/finish`, { method: "POST" }, "Could not finish the visit"),
  );

export const useAddAddendum = (patientId: number) =>
  useChartWrite(patientId, ({ visitId, text }: { visitId: number; text: string }) =>
    adminJson<VisitAnswer>(`/api/admin/visits/${visitId}/addenda`, { json: { text } }, "Could not add the addendum"),
  );

export const useAddLabs = (patientId: number) =>
  useChartWrite(patientId, (input: LabsInput) =>
    adminJson<LabsAnswer>(`/api/admin/patient/${patientId}/labs`, { json: input }, "Could not save the results"),
  );

export const useSaveClinical = (patientId: number) =>
  useChartWrite(patientId, (input: ClinicalSummaryInput) =>
    adminJson<ClinicalAnswer>(
      `/api/admin/patient/${patientId}/clinical`,
      { method: "PATCH", json: input },
      "Could not save the summary",
    ),
  );

/** Next from the doctor's screen: this visit's patient is done and the next waiting one goes in. */
export function useNextPatient() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (current: number | null) =>
      adminJson<CallNextAnswer>("/api/admin/queue/next", { json: { current } }, "Could not call the next patient"),
    onSettled: () => invalidateAfter(client, "queueChanged"),
  });
}

// ——— Prescriptions (FEATURES.md §11) ———

export function useDrugSearch(search: string) {
  const term = search.trim();
  return useAdminQuery({
    enabled: term.length >= 2,
    queryKey: consultKeys.drugs(term.toLowerCase()),
    queryFn: async ({ background, signal }) =>
      (
        await adminJson<{ success: true; drugs: DrugRecord[] }>(
          `/api/admin/drugs?search=${encodeURIComponent(term)}`,
          { background, signal },
          "Failed to search the medicines",
        )
      ).drugs,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}

export function useTemplates() {
  return useAdminQuery({
    queryKey: consultKeys.templates,
    queryFn: async ({ background, signal }) =>
      (
        await adminJson<{ success: true; templates: TemplateRecord[] }>(
          "/api/admin/prescription-templates",
          { background, signal },
          "Failed to load the templates",
        )
      ).templates,
  });
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (input: TemplateInput) =>
      adminJson<{ success: true; template: TemplateRecord }>("/api/admin/prescription-templates", { json: input }),
    onSuccess: () => invalidateAfter(client, "templatesChanged"),
  });
}

type PrescriptionAnswer = { success: true; message: string; prescription: PrescriptionRecord };
export type FinaliseAnswer = PrescriptionAnswer & {
  followUp: { booked: { appointmentId: number; date: string; time: string } | null; reason: string | null } | null;
};

export const useSavePrescription = (patientId: number) =>
  useChartWrite(patientId, ({ visitId, input }: { visitId: number; input: PrescriptionInput }) =>
    adminJson<PrescriptionAnswer>(
      `/api/admin/visits/${visitId}/prescription`,
      { method: "PUT", json: input },
      "Could not save the prescription",
    ),
  );

export const useFinalisePrescription = (patientId: number) =>
  useChartWrite(patientId, (visitId: number) =>
    adminJson<FinaliseAnswer>(
      `/api/admin/visits/${visitId}/prescription/finalise`,
      { method: "POST" },
      "Could not finalise the prescription",
    ),
  );

export const useRepeatLast = (patientId: number) =>
  useChartWrite(patientId, (visitId: number) =>
    adminJson<PrescriptionAnswer>(
      `/api/admin/visits/${visitId}/prescription/repeat-last`,
      { method: "POST" },
      "Could not repeat the last prescription",
    ),
  );

export const useSendPrescription = () =>
  useAdminMutation({
    mutationFn: ({ id, channel }: { id: number; channel: "whatsapp" | "email" }) =>
      adminJson<{ success: true; message: string }>(
        `/api/admin/prescriptions/${id}/send`,
        { json: { channel } },
        "Could not send the prescription",
      ),
  });
