"use client";

/**
 * The desk's billing calls (FEATURES.md §12): fees, a bill and the bills of a patient or an
 * appointment, the UPI link of what is due, the day close; and the writes (a bill, a payment,
 * a void, the fees) that reload them.
 */
import { useQueryClient } from "@tanstack/react-query";
import type {
  BillAnswer,
  BillsAnswer,
  CollectionsAnswer,
  DayCloseAnswer,
  FeesAnswer,
  UpiAnswer,
} from "@/lib/shared/api/billing";
import type { BillInput, FeesInput, PaymentInput } from "@/lib/shared/validation/billing";
import { adminFetch, adminJson, errorMessage } from "../ui/api";
import { fileNameFromDisposition, saveBlob } from "../ui/downloads";
import { invalidateAfter, useAdminMutation, useAdminQuery } from "../query/hooks";
import { billingKeys } from "../query/keys";

export function useFees() {
  return useAdminQuery({
    queryKey: billingKeys.fees,
    queryFn: async ({ background, signal }) =>
      (await adminJson<FeesAnswer>("/api/admin/fees", { background, signal }, "Failed to load the fees")).fees,
    staleTime: 60_000,
  });
}

export function useSaveFees() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (input: FeesInput) =>
      adminJson<FeesAnswer>("/api/admin/fees", { method: "PUT", json: input }, "Could not save the fees"),
    onSuccess: () => invalidateAfter(client, "feesChanged"),
  });
}

/** The bills of a patient or of an appointment (GET /api/admin/bills?patientId=N | ?appointmentId=N). */
export function useBills(by: "patient" | "appointment", id: number | null) {
  return useAdminQuery({
    enabled: id !== null,
    queryKey: billingKeys.bills(by, id ?? 0),
    queryFn: async ({ background, signal }) =>
      (
        await adminJson<BillsAnswer>(
          `/api/admin/bills?${by === "patient" ? "patientId" : "appointmentId"}=${id}`,
          { background, signal },
          "Failed to load the bills",
        )
      ).bills,
  });
}

export function useBill(id: number | null) {
  return useAdminQuery({
    enabled: id !== null,
    queryKey: billingKeys.bill(id ?? 0),
    queryFn: async ({ background, signal }) =>
      (await adminJson<BillAnswer>(`/api/admin/bills/${id}`, { background, signal }, "Failed to load the bill")).bill,
  });
}

/** The upi://pay link of what is due on a bill; an ApiError with code upi_not_configured when UPI is not set up. */
export function useUpiUri(id: number, due: number, enabled: boolean) {
  return useAdminQuery({
    enabled,
    // the amount is in the link: a payment makes a new one
    queryKey: [...billingKeys.upi(id), due] as const,
    queryFn: async ({ background, signal }) =>
      (await adminJson<UpiAnswer>(`/api/admin/bills/${id}/upi`, { background, signal }, "Could not make the UPI link"))
        .uri,
    retry: false,
  });
}

export function useCollections(date: string) {
  return useAdminQuery({
    queryKey: billingKeys.collections(date),
    queryFn: ({ background, signal }) =>
      adminJson<CollectionsAnswer>(
        `/api/admin/collections?date=${encodeURIComponent(date)}`,
        { background, signal },
        "Failed to load the day's collections",
      ),
  });
}

/** A write on bills that hands back the bill (when it does), and reloads every bill, list and day close. */
function useBillWrite<TVariables>(call: (variables: TVariables) => Promise<BillAnswer>) {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      if (answer.bill?.id) client.setQueryData(billingKeys.bill(answer.bill.id), answer.bill);
      return invalidateAfter(client, "billChanged");
    },
  });
}

export const useCreateBill = () =>
  useBillWrite((input: BillInput) =>
    adminJson<BillAnswer>("/api/admin/bills", { json: input }, "Could not make the bill"),
  );

export const useTakePayment = () =>
  useBillWrite(({ billId, input }: { billId: number; input: PaymentInput }) =>
    adminJson<BillAnswer>(`/api/admin/bills/${billId}/payments`, { json: input }, "Could not record the payment"),
  );

export const useVoidBill = () =>
  useBillWrite(({ billId, reason }: { billId: number; reason: string }) =>
    adminJson<BillAnswer>(`/api/admin/bills/${billId}/void`, { json: { reason } }, "Could not void the bill"),
  );

/** Closes a day (the owner): its figures are stored and answered unchanged from then on. */
export function useCloseDay() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (date: string) =>
      adminJson<DayCloseAnswer>("/api/admin/collections/close", { json: { date } }, "Could not close the day"),
    onSuccess: () => invalidateAfter(client, "billChanged"),
  });
}

/** Downloads a month's collections as CSV (GET /api/admin/collections?month=YYYY-MM&format=csv). */
export function useMonthCsv() {
  return useAdminMutation({
    mutationFn: async (month: string) => {
      const res = await adminFetch(`/api/admin/collections?month=${encodeURIComponent(month)}&format=csv`);
      if (!res.ok) throw new Error(await errorMessage(res, "Could not download the month."));
      const name = fileNameFromDisposition(res.headers.get("content-disposition")) ?? `collections-${month}.csv`;
      saveBlob(await res.blob(), name);
      return name;
    },
  });
}
