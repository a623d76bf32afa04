import { otherMethods, route } from "@/lib/server/api";
import { lastAppliedMigration } from "@/lib/server/db";
import { HttpError, ok } from "@/lib/server/http";
import type { HealthAnswer } from "@/lib/shared/api/answers";

/**
 * Public: 200 once this server can read its database (deploy/switch.sh waits for it before
 * sending traffic here; the deploy test probes it). Says nothing secret: the newest applied
 * migration's name only, so an operator sees which schema a release runs on.
 */
export const GET = route({ noStore: true }, async () => {
  let migration: string | null;
  try {
    migration = await lastAppliedMigration();
  } catch {
    throw new HttpError(503, "The clinic's database cannot be reached.");
  }
  return ok({ status: "ok", migration } satisfies HealthAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
