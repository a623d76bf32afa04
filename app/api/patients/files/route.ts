import { adminRoute } from "@/lib/auth";
import { ok } from "@/lib/http";
import { patientFileLocations } from "@/lib/patients";

/**
 * Where patient data lives (SPEC §7 `filePaths.patients`), admin-only and as relative
 * locations: never an absolute server path (DESIGN §1).
 */
export const GET = adminRoute(async () => ok(patientFileLocations()));
