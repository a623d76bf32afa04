import { adminRoute, otherMethods } from "@/lib/server/api";
import { addStaff, listStaff } from "@/lib/server/domain/staff";
import { ok, parse, readJson } from "@/lib/server/http";
import type { StaffAnswer, StaffListAnswer } from "@/lib/shared/api/staff";
import { OWNER } from "@/lib/shared/roles";
import { STAFF_MESSAGES, staffCreateSchema } from "@/lib/shared/validation/staff";

/** The staff accounts (FEATURES.md §9), for the owner. */
export const GET = adminRoute({ roles: OWNER }, async () => ok({ staff: await listStaff() } satisfies StaffListAnswer));

/** Adds an account: 201; a username in use 409; a password under 12 characters 400. */
export const POST = adminRoute({ roles: OWNER }, async ({ req, audit }) => {
  const input = parse(staffCreateSchema, await readJson(req));
  const staff = await addStaff(input);
  await audit({ action: "staff.create", target: staff.username, detail: `role ${staff.role}` });
  return ok({ message: STAFF_MESSAGES.created, staff } satisfies StaffAnswer, 201);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
