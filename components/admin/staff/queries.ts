"use client";

/**
 * The owner's Staff screen (FEATURES.md §9): the accounts, and adding, changing, deactivating
 * and resetting two-factor; each change reloads the list.
 */
import { useQueryClient } from "@tanstack/react-query";
import type { StaffAnswer, StaffListAnswer, StaffMember } from "@/lib/shared/api/staff";
import type { StaffCreateInput, StaffUpdateInput } from "@/lib/shared/validation/staff";
import { adminJson } from "../ui/api";
import { invalidateAfter, useAdminMutation, useAdminQuery } from "../query/hooks";
import { staffKeys } from "../query/keys";

export function useStaff() {
  return useAdminQuery({
    queryKey: staffKeys.all,
    queryFn: async ({ background, signal }): Promise<StaffMember[]> =>
      (await adminJson<StaffListAnswer>("/api/admin/staff", { background, signal }, "Could not load the staff.")).staff,
    meta: { errorLog: "Error fetching staff:" },
  });
}

function useStaffChange<V>(call: (input: V) => Promise<StaffAnswer>) {
  const client = useQueryClient();
  return useAdminMutation({ mutationFn: call, onSuccess: () => invalidateAfter(client, "staffChanged") });
}

export const useAddStaff = () =>
  useStaffChange((input: StaffCreateInput) =>
    adminJson<StaffAnswer>("/api/admin/staff", { json: input }, "Could not add the account."),
  );

export const useUpdateStaff = () =>
  useStaffChange(({ id, ...changes }: StaffUpdateInput & { id: number }) =>
    adminJson<StaffAnswer>(`/api/admin/staff/${id}`, { method: "PATCH", json: changes }, "Could not change it."),
  );

export const useResetTwoFactor = () =>
  useStaffChange((id: number) =>
    adminJson<StaffAnswer>(`/api/admin/staff/${id}/reset-two-factor`, { method: "POST" }, "Could not reset it."),
  );
