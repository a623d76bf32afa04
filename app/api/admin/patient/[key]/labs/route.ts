import { adminRoute, otherMethods } from "@/lib/server/api";
import { addLabs, toLabEntries } from "@/lib/server/domain/consult/labs";
import { requireTonightPatient } from "@/lib/server/domain/consult/tonight";
import { ok, parse, readJson } from "@/lib/server/http";
import type { LabsAnswer } from "@/lib/shared/api/consult";
import { CONSULT_MESSAGES, labsSchema } from "@/lib/shared/validation/consult";
import { patientIdParams } from "@/lib/shared/validation/patients";
import { VITALS } from "@/lib/shared/roles";

/**
 * Lab results of one date (FEATURES.md §10): `{date, results: [{code, value}], reportId?}` →
 * 201, all or none; an unknown code or an impossible value → 400 naming the result. The
 * assistant: tonight's patients only (403).
 */
export const POST = adminRoute({ roles: VITALS, params: patientIdParams }, async ({ req, params, admin, audit }) => {
  await requireTonightPatient(admin.role, params.key);
  const input = parse(labsSchema, await readJson(req));
  const rows = await addLabs(params.key, input, admin.id);
  await audit({
    action: "labs.add",
    target: String(params.key),
    detail: `${rows.length} results of ${input.date}${input.reportId ? ` from report ${input.reportId}` : ""}`,
  });
  return ok(
    { message: CONSULT_MESSAGES.labsSaved, labs: await toLabEntries(rows) } satisfies Omit<LabsAnswer, "success">,
    201,
  );
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
