import { adminRoute, otherMethods } from "@/lib/server/api";
import { markRightsRequestDone } from "@/lib/server/domain/rights-requests";
import { ok, parse, readJson } from "@/lib/server/http";
import type { RightsRequestAnswer } from "@/lib/shared/api/privacy";
import { PRIVACY_MESSAGES, rightsRequestDoneSchema, rightsRequestIdParams } from "@/lib/shared/validation/privacy";
import { CLINICAL } from "@/lib/shared/roles";

/** Marks a rights request done: `{done: true, detail?}`; 404 unknown, 409 already done. */
export const PATCH = adminRoute(
  { roles: CLINICAL, params: rightsRequestIdParams },
  async ({ req, params: { id }, admin, audit }) => {
    const input = parse(rightsRequestDoneSchema, await readJson(req));
    const request = await markRightsRequestDone(id, input, admin.username);
    await audit({ action: "rights.done", target: String(id), detail: request.kind });
    return ok({ message: PRIVACY_MESSAGES.markedDone, request } satisfies RightsRequestAnswer);
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
