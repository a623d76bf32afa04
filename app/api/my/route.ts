import { otherMethods, route } from "@/lib/server/api";
import { myOverview } from "@/lib/server/domain/my/overview";
import { requirePatientPhone } from "@/lib/server/domain/my/session";
import { ok } from "@/lib/server/http";
import type { MyAnswer } from "@/lib/shared/api/my";

/** My appointments (FEATURES.md §15): every patient record on the signed-in phone; 401 without a session. */
export const GET = route({ noStore: true }, async ({ req }) =>
  ok((await myOverview(await requirePatientPhone(req))) satisfies MyAnswer),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
