import { adminRoute, otherMethods } from "@/lib/server/api";
import { reportsInbox } from "@/lib/server/domain/patient-reports";
import { ok } from "@/lib/server/http";
import type { ReportsInboxAnswer } from "@/lib/shared/api/patient-reports";
import { CLINICAL } from "@/lib/shared/roles";

/**
 * The Reports inbox (FEATURES.md §14): every report not filed — the patients' own and the
 * desk's uploads — newest first, with the out-of-range values already entered from each.
 * The doctor's and the owner's (the desk and the assistant: 403).
 */
export const GET = adminRoute({ roles: CLINICAL }, async () =>
  ok({ reports: await reportsInbox() } satisfies Omit<ReportsInboxAnswer, "success">),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
