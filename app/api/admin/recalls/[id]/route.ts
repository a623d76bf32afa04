import { adminRoute, otherMethods } from "@/lib/server/api";
import { closeRecall, getRecall } from "@/lib/server/domain/recalls";
import { ok, parse, readJson } from "@/lib/server/http";
import type { RecallAnswer } from "@/lib/shared/api/recalls";
import { CLINICAL, STAFF } from "@/lib/shared/roles";
import { recallCloseSchema, recallIdParams } from "@/lib/shared/validation/recalls";

/** Closes a follow-up by hand (FEATURES.md §14): `{status: done|declined|unreachable, note?}`; audited without the note. */
export const PATCH = adminRoute({ roles: STAFF, params: recallIdParams }, async ({ req, params, admin, audit }) => {
  const change = parse(recallCloseSchema, await readJson(req));
  await closeRecall(params.id, change, admin.username);
  await audit({ action: "recall.close", target: String(params.id), detail: change.status });
  const recall = await getRecall(params.id, CLINICAL.includes(admin.role));
  return ok({ recall } satisfies Omit<RecallAnswer, "success">);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
