import { adminRoute } from "@/lib/auth";
import { backupsLocation } from "@/lib/dashboard";
import { ok } from "@/lib/http";

/**
 * Admin: where appointment exports live (SPEC §7) — relative to the data folder, never an
 * absolute system path (DESIGN.md §1).
 */
export const GET = adminRoute(async () =>
  ok({ filePaths: { appointments: `${backupsLocation()} (Download CSV from this page)` } }),
);
