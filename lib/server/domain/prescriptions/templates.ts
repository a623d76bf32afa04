/** Prescription templates (FEATURES.md §11): a prescription saved by name to start the next from. */
import "server-only";
import type { PrescriptionTemplate } from "../../../generated/sqlite/client";
import type { TemplateRecord } from "../../../shared/api/prescriptions";
import type { TemplateInput } from "../../../shared/validation/prescriptions";
import { jsonList } from "../records";
import { db } from "../../db";

export const toTemplateRecord = (t: PrescriptionTemplate): TemplateRecord => ({
  id: t.id,
  name: t.name,
  items: jsonList(t.items),
  investigations: jsonList(t.investigations),
  advice: jsonList(t.advice),
});

export async function listTemplates(): Promise<TemplateRecord[]> {
  return (await db().prescriptionTemplate.findMany({ orderBy: { name: "asc" } })).map(toTemplateRecord);
}

export async function addTemplate(input: TemplateInput, authorId: number): Promise<TemplateRecord> {
  const t = await db().prescriptionTemplate.create({
    data: {
      name: input.name,
      items: JSON.stringify(input.items),
      investigations: JSON.stringify(input.investigations ?? []),
      advice: JSON.stringify(input.advice ?? []),
      authorId,
    },
  });
  return toTemplateRecord(t);
}
