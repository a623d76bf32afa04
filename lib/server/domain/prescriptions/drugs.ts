/**
 * The drug list (FEATURES.md §11): the bundled generic names (lib/content/drugs.ts, NLEM 2022
 * and the common cardiology medicines) and the ones the clinic added, searched as the doctor
 * types; a brand typed (lib/content/drug-brands.ts) offers its generic, saying which brand led
 * there. A name's class is what the warnings reason with.
 */
import "server-only";
import { DRUG_BRANDS } from "../../../content/drug-brands";
import { BUNDLED_DRUGS, type DrugClass } from "../../../content/drugs";
import type { DrugRecord } from "../../../shared/api/prescriptions";
import { PRESCRIPTION_MESSAGES, type DrugInput } from "../../../shared/validation/prescriptions";
import { db } from "../../db";
import { conflict, isUniqueViolation } from "../../http";

/** Letters and digits only, lower case: "Sacubitril + Valsartan" → "sacubitrilvalsartan". */
export const drugKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const BUNDLED: readonly DrugRecord[] = BUNDLED_DRUGS.flatMap((d) =>
  d.strengths.map((strength) => ({
    id: `list-${slug(d.name)}-${slug(strength)}`,
    name: d.name,
    form: d.form,
    strength,
  })),
);

const CLASS_OF = new Map(BUNDLED_DRUGS.map((d) => [drugKey(d.name), d.cls]));

/** The class of a generic name as typed ("atorvastatin", "Metoprolol succinate XL" → beta-blocker). */
export function drugClass(name: string): DrugClass | null {
  const key = drugKey(name);
  if (CLASS_OF.has(key)) return CLASS_OF.get(key)!;
  // the longest listed name the typed one starts with ("metoprololsuccinate…" before "metoprolol…")
  let best: [string, DrugClass] | null = null;
  for (const [listed, cls] of CLASS_OF)
    if (key.startsWith(listed) && (!best || listed.length > best[0].length)) best = [listed, cls];
  return best?.[1] ?? null;
}

export const SEARCH_LIMIT = 30;

/** Names starting with the search first, then containing it; an empty search lists the start of the list. */
export async function searchDrugs(search = ""): Promise<DrugRecord[]> {
  const key = drugKey(search);
  const added = await db().drug.findMany({ orderBy: { name: "asc" }, take: 500 });
  const all = [
    ...BUNDLED,
    ...added.map((d) => ({ id: String(d.id), name: d.name, form: d.form, strength: d.strength })),
  ];
  if (!key) return all.slice(0, SEARCH_LIMIT);
  const starts = all.filter((d) => drugKey(d.name).startsWith(key));
  const contains = all.filter((d) => !drugKey(d.name).startsWith(key) && drugKey(d.name).includes(key));
  // a brand typed: its generic's strengths, each saying which brand led there (unless the name matched)
  const named = new Set(starts.map((d) => drugKey(d.name)));
  const brands = DRUG_BRANDS.filter((b) => drugKey(b.brand).startsWith(key) && !named.has(drugKey(b.generic)));
  const byBrand = brands.flatMap((b) =>
    BUNDLED.filter((d) => drugKey(d.name) === drugKey(b.generic)).map((d) => ({
      ...d,
      id: `${d.id}-${slug(b.brand)}`,
      brand: b.brand,
    })),
  );
  return [...starts, ...byBrand, ...contains].slice(0, SEARCH_LIMIT);
}

/** Adds a medicine to the clinic's list; one already there (bundled or added) → 409. */
export async function addDrug(input: DrugInput, adminId: number): Promise<DrugRecord> {
  const same = (d: { name: string; form: string; strength: string }) =>
    drugKey(d.name) === drugKey(input.name) &&
    drugKey(d.strength) === drugKey(input.strength) &&
    drugKey(d.form) === drugKey(input.form);
  // the same medicine however it is capitalised or spaced
  const added = await db().drug.findMany({ where: { strength: { not: "" } }, take: 2000 });
  if (BUNDLED.some(same) || added.some(same)) throw conflict(PRESCRIPTION_MESSAGES.drugExists);
  try {
    const d = await db().drug.create({ data: { ...input, createdBy: adminId } });
    return { id: String(d.id), name: d.name, form: d.form, strength: d.strength };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PRESCRIPTION_MESSAGES.drugExists);
    throw error;
  }
}
