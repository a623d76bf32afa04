"use client";

/**
 * One's own two-factor sign-in (FEATURES.md §9): start setting it up, turn it on with a code
 * from the app (the answer's recovery codes are shown once), turn it off. The session is read
 * again after each, so the screens follow.
 */
import type { TwoFactorEnabledAnswer, TwoFactorSetupAnswer } from "@/lib/shared/api/staff";
import { adminJson } from "../ui/api";
import { useAdminMutation } from "../query/hooks";

export function useTwoFactorSetup() {
  return useAdminMutation({
    mutationFn: () =>
      adminJson<TwoFactorSetupAnswer>(
        "/api/admin/two-factor/setup",
        { method: "POST" },
        "Could not start setting up two-factor sign-in.",
      ),
  });
}

export function useTwoFactorEnable() {
  return useAdminMutation({
    mutationFn: (input: { code: string }) =>
      adminJson<TwoFactorEnabledAnswer>("/api/admin/two-factor/enable", { json: input }, "Could not turn it on."),
  });
}

export function usePasswordChange() {
  return useAdminMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      adminJson<{ message: string }>("/api/admin/account/password", { json: input }, "Could not change the password."),
  });
}

export function useTwoFactorDisable() {
  return useAdminMutation({
    mutationFn: (input: { password: string; code: string }) =>
      adminJson<{ message: string }>("/api/admin/two-factor/disable", { json: input }, "Could not turn it off."),
  });
}
