import { adminRoute, otherMethods } from "@/lib/server/api";
import { addDrug, searchDrugs } from "@/lib/server/domain/prescriptions/drugs";
import { ok, parse, readJson } from "@/lib/server/http";
import type { DrugAddedAnswer, DrugsAnswer } from "@/lib/shared/api/prescriptions";
import { drugSchema, drugSearchQuery, PRESCRIPTION_MESSAGES } from "@/lib/shared/validation/prescriptions";
import { CLINICAL } from "@/lib/shared/roles";

/** The drug list as the doctor types (FEATURES.md §11): `?search=` over generic names. */
export const GET = adminRoute({ roles: CLINICAL, searchParams: drugSearchQuery }, async ({ searchParams }) =>
  ok({ drugs: await searchDrugs(searchParams.search) } satisfies DrugsAnswer),
);

/** A medicine the clinic adds: `{name, form, strength}` → 201; one already listed → 409. */
export const POST = adminRoute({ roles: CLINICAL }, async ({ req, admin, audit }) => {
  const drug = await addDrug(parse(drugSchema, await readJson(req)), admin.id);
  await audit({ action: "drug.add", target: drug.id, detail: `${drug.name} ${drug.strength}` });
  return ok({ message: PRESCRIPTION_MESSAGES.drugAdded, drug } satisfies DrugAddedAnswer, 201);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
