import { adminRoute, otherMethods } from "@/lib/server/api";
import { listRetentionDue } from "@/lib/server/domain/retention";
import { ok } from "@/lib/server/http";
import type { RetentionList } from "@/lib/shared/api/privacy";
import { OWNER } from "@/lib/shared/roles";

/** The patients past the retention rule (FEATURES.md §7), oldest last visit first, for review; nothing is deleted. */
export const GET = adminRoute({ roles: OWNER }, async () =>
  ok({ ...(await listRetentionDue()) } satisfies RetentionList),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
