import { adminRoute, otherMethods } from "@/lib/server/api";
import { patientFileLocations } from "@/lib/server/domain/patients";
import { ok } from "@/lib/server/http";
import type { FileLocationsAnswer } from "@/lib/shared/api/appointments";
import { OWNER } from "@/lib/shared/roles";

/**
 * Where patient data lives (SPEC §7 `filePaths.patients`), admin-only and as relative
 * locations: never an absolute server path (DESIGN §1).
 */
export const GET = adminRoute({ roles: OWNER }, async () => ok(patientFileLocations() satisfies FileLocationsAnswer));

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
