/**
 * The prescription's warnings (FEATURES.md §11): never blocking, each saying why — a medicine
 * matching a recorded allergy, two of one class, antiplatelets beyond dual therapy, and the
 * dangerous pairs of lib/content/prescription-rules.ts.
 */
import "server-only";
import type { DrugClass } from "../../../content/drugs";
import { ANTIPLATELETS, INTERACTIONS, ONE_OF_CLASS, type InteractionRule } from "../../../content/prescription-rules";
import type { PrescriptionItem, PrescriptionWarning } from "../../../shared/api/prescriptions";
import { drugClass, drugKey } from "./drugs";

type Typed = { name: string; key: string; cls: DrugClass | null };

const sideMatches = (side: InteractionRule["a"][number], drug: Typed) =>
  "cls" in side ? drug.cls === side.cls : drug.key.startsWith(drugKey(side.name));

/** An allergy names the drug, or its class ("statins", "NSAID"), or the drug names the allergy. */
function allergyMatches(allergy: string, drug: Typed): boolean {
  const words = allergy
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4)
    .map((w) => w.replace(/s$/, ""));
  if (words.length === 0) return false;
  const cls = drug.cls ?? "";
  return words.some((w) => drug.key.includes(w) || (cls !== "" && cls.replace(/-/g, "").includes(w)));
}

export function prescriptionWarnings(items: PrescriptionItem[], allergies: string[]): PrescriptionWarning[] {
  const drugs: Typed[] = items.map((i) => ({ name: i.drug, key: drugKey(i.drug), cls: drugClass(i.drug) }));
  const warnings: PrescriptionWarning[] = [];

  for (const drug of drugs)
    for (const allergy of allergies)
      if (allergyMatches(allergy, drug))
        warnings.push({
          kind: "allergy",
          message: `${drug.name}: the patient has a recorded allergy to ${allergy}.`,
        });

  const byClass = new Map<DrugClass, Typed[]>();
  for (const drug of drugs) if (drug.cls) byClass.set(drug.cls, [...(byClass.get(drug.cls) ?? []), drug]);
  for (const [cls, list] of byClass) {
    const distinct = [...new Map(list.map((d) => [d.key, d])).values()];
    const what = ONE_OF_CLASS[cls];
    if (what && distinct.length > 1)
      warnings.push({
        kind: "same-class",
        message: `${distinct.map((d) => d.name).join(" and ")} are both ${what}: usually one is meant.`,
      });
  }
  const antiplatelets = drugs.filter((d) => d.cls && ANTIPLATELETS.includes(d.cls));
  if (new Set(antiplatelets.map((d) => d.key)).size > 2)
    warnings.push({
      kind: "same-class",
      message: `${antiplatelets.map((d) => d.name).join(", ")}: more antiplatelets than dual therapy (aspirin with one P2Y12 inhibitor).`,
    });

  for (const rule of INTERACTIONS)
    for (const a of drugs.filter((d) => rule.a.some((side) => sideMatches(side, d))))
      for (const b of drugs.filter((d) => d !== a && rule.b.some((side) => sideMatches(side, d))))
        warnings.push({ kind: "interaction", message: `${a.name} with ${b.name}: ${rule.why}.` });

  return [...new Map(warnings.map((w) => [w.message, w])).values()];
}
