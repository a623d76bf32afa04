import { adminRoute, otherMethods } from "@/lib/server/api";
import { backupsLocation } from "@/lib/server/domain/dashboard";
import { ok } from "@/lib/server/http";
import type { FileLocationsAnswer } from "@/lib/shared/api/appointments";
import { OWNER } from "@/lib/shared/roles";

/**
 * Admin: where appointment exports live (SPEC §7) — relative to the data folder, never an
 * absolute system path (DESIGN.md §1).
 */
export const GET = adminRoute({ roles: OWNER }, async () =>
  ok({
    filePaths: { appointments: `${backupsLocation()} (Download CSV from this page)` },
  } satisfies FileLocationsAnswer),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
