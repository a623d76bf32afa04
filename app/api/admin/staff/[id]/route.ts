import { adminRoute, otherMethods } from "@/lib/server/api";
import { updateStaff } from "@/lib/server/domain/staff";
import { ok, parse, readJson } from "@/lib/server/http";
import type { StaffAnswer } from "@/lib/shared/api/staff";
import { OWNER } from "@/lib/shared/roles";
import { STAFF_MESSAGES, staffIdParams, staffUpdateSchema } from "@/lib/shared/validation/staff";

/**
 * Changes an account's display name, role or active (FEATURES.md §9), or how it signs what it
 * finalises: printedName, qualifications, registrationNumber, council (§13). Leaving no active
 * owner is 409; deactivating signs the account out at once.
 */
export const PATCH = adminRoute({ roles: OWNER, params: staffIdParams }, async ({ req, params: { id }, audit }) => {
  const changes = parse(staffUpdateSchema, await readJson(req));
  const staff = await updateStaff(id, changes);
  // names are said, not quoted (they are people's); a registration number is public (every page's footer)
  const named = { displayName: "display name", printedName: "printed name", qualifications: "qualifications" };
  const detail = Object.entries(changes)
    .filter(([name, value]) => value !== undefined && !(name in named))
    .map(([name, value]) => `${name} ${value === "" ? "(cleared)" : value}`)
    .concat(
      Object.entries(named).flatMap(([name, said]) =>
        name in changes && changes[name as keyof typeof named] !== undefined ? [said] : [],
      ),
    )
    .join(", ");
  await audit({ action: "staff.update", target: staff.username, detail });
  return ok({ message: STAFF_MESSAGES.updated, staff } satisfies StaffAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
