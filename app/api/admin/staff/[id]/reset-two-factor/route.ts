import { adminRoute, otherMethods } from "@/lib/server/api";
import { resetStaffTwoFactor } from "@/lib/server/domain/staff";
import { ok } from "@/lib/server/http";
import type { StaffAnswer } from "@/lib/shared/api/staff";
import { OWNER } from "@/lib/shared/roles";
import { STAFF_MESSAGES, staffIdParams } from "@/lib/shared/validation/staff";

/** Turns an account's two-factor off (a lost phone): they set it up again at their next sign-in. */
export const POST = adminRoute({ roles: OWNER, params: staffIdParams }, async ({ params: { id }, audit }) => {
  const staff = await resetStaffTwoFactor(id);
  await audit({ action: "staff.reset_two_factor", target: staff.username });
  return ok({ message: STAFF_MESSAGES.twoFactorReset, staff } satisfies StaffAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
