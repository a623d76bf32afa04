/**
 * The prescription's warnings (FEATURES.md §11): never blocking, each saying why — a medicine
 * matching a recorded allergy, two of one class, antiplatelets beyond dual therapy, and the
 * dangerous pairs of lib/content/prescription-rules.ts. Each names the lines it is about, so the
 * doctor's screen shows it beside them as they are typed.
 */
import "server-only";
import type { DrugClass } from "../../../content/drugs";
import {
  ANTICOAGULANTS,
  ANTIPLATELETS,
  INTERACTIONS,
  ONE_OF_CLASS,
  TRIPLE_THERAPY,
  type InteractionRule,
} from "../../../content/prescription-rules";
import type { PrescriptionItem, PrescriptionWarning } from "../../../shared/api/prescriptions";
import { drugClass, drugKey } from "./drugs";

type Typed = { name: string; key: string; cls: DrugClass | null; index: number };

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
  const drugs: Typed[] = items.map((i, index) => ({
    name: i.drug,
    key: drugKey(i.drug),
    cls: drugClass(i.drug),
    index,
  }));
  const lines = (list: Typed[]) => list.map((d) => d.index);
  const warnings: PrescriptionWarning[] = [];

  for (const drug of drugs)
    for (const allergy of allergies)
      if (allergyMatches(allergy, drug))
        warnings.push({
          kind: "allergy",
          message: `${drug.name}: the patient has a recorded allergy to ${allergy}.`,
          items: [drug.index],
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
        items: lines(list),
      });
  }
  const antiplatelets = drugs.filter((d) => d.cls && ANTIPLATELETS.includes(d.cls));
  if (new Set(antiplatelets.map((d) => d.key)).size > 2)
    warnings.push({
      kind: "same-class",
      message: `${antiplatelets.map((d) => d.name).join(", ")}: more antiplatelets than dual therapy (aspirin with one P2Y12 inhibitor).`,
      items: lines(antiplatelets),
    });
  const anticoagulants = drugs.filter((d) => d.cls && ANTICOAGULANTS.includes(d.cls));
  if (anticoagulants.length > 0 && new Set(antiplatelets.map((d) => d.key)).size >= 2) {
    const three = [...anticoagulants, ...antiplatelets];
    warnings.push({
      kind: "interaction",
      message: `${three.map((d) => d.name).join(", ")}: ${TRIPLE_THERAPY}.`,
      items: lines(three).sort((x, y) => x - y),
    });
  }

  for (const rule of INTERACTIONS)
    for (const a of drugs.filter((d) => rule.a.some((side) => sideMatches(side, d))))
      for (const b of drugs.filter((d) => d !== a && rule.b.some((side) => sideMatches(side, d))))
        warnings.push({
          kind: "interaction",
          message: `${a.name} with ${b.name}: ${rule.why}.`,
          items: [a.index, b.index],
        });

  return [...new Map(warnings.map((w) => [w.message, w])).values()];
}
