import { adminRoute, otherMethods } from "@/lib/server/api";
import { createRightsRequest, listRightsRequests } from "@/lib/server/domain/rights-requests";
import { ok, parse, readJson } from "@/lib/server/http";
import type { RightsRequestAnswer, RightsRequestPage } from "@/lib/shared/api/privacy";
import { PRIVACY_MESSAGES, rightsListQuerySchema, rightsRequestCreateSchema } from "@/lib/shared/validation/privacy";
import { STAFF } from "@/lib/shared/roles";

/** The rights requests log (FEATURES.md §7): `?status=open|done|all&page=`, open first. */
export const GET = adminRoute({ roles: STAFF, searchParams: rightsListQuerySchema }, async ({ searchParams }) =>
  ok({ ...(await listRightsRequests(searchParams)) } satisfies RightsRequestPage),
);

/** Records a request the desk was given: `{patientId?, kind, requester, detail?, receivedAt?}` → 201. */
export const POST = adminRoute({ roles: STAFF }, async ({ req, admin, audit }) => {
  const input = parse(rightsRequestCreateSchema, await readJson(req));
  const request = await createRightsRequest(input, admin.username);
  await audit({
    action: "rights.create",
    target: String(request.id),
    detail: `${request.kind}${request.patientId ? `, patient ${request.patientId}` : ""}`,
  });
  return ok({ message: PRIVACY_MESSAGES.requestRecorded, request } satisfies RightsRequestAnswer, 201);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
