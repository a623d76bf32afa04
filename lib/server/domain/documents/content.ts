/**
 * What a letter or certificate prints (FEATURES.md §13–14, decision 042 point 4), built once
 * from the records inside the signing transaction and stored frozen in
 * `ClinicalDocument.content` with its SHA-256: every later PDF of it — the staff print, the
 * message attachment, the manage link, /my — is drawn from that content alone, whatever happens
 * to the chart, the patient or the configuration afterwards.
 */
import "server-only";
import type { LetterContent, LetterFields, LetterLab } from "../../../shared/api/documents";
import type { PrescriptionItem } from "../../../shared/api/prescriptions";
import { LAB_TESTS, isLabCode } from "../../../shared/validation/consult";
import { leaveDays, type DocumentInput } from "../../../shared/validation/documents";
import { letterhead } from "../../pdf/letterhead";
import type { Tx } from "../../db";
import { jsonList } from "../records";
import type { Signatory } from "../signatory";

type Reader = Pick<Tx, "visit" | "patient" | "prescription" | "labResult">;

/** The kinds that carry what the records say of the patient's heart: medicines, labs, EF. */
const CARRIES_RECORDS = new Set<DocumentInput["kind"]>(["referral", "visit-summary"]);

/** The latest value of each lab (EF apart), in the order of the lab list (§10), and the latest EF. */
async function latestLabs(tx: Reader, patientId: number): Promise<Pick<LetterContent, "labs" | "ef">> {
  const rows = await tx.labResult.findMany({
    where: { patientId },
    orderBy: [{ date: "desc" }, { id: "desc" }],
    select: { code: true, value: true, unit: true, date: true },
  });
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!latest.has(r.code)) latest.set(r.code, r);
  const labs: LetterLab[] = [];
  for (const code of Object.keys(LAB_TESTS)) {
    const r = latest.get(code);
    if (!r || code === "ef" || !isLabCode(code)) continue;
    labs.push({ code, label: LAB_TESTS[code].label, value: r.value, unit: r.unit, date: r.date });
  }
  const ef = latest.get("ef");
  return { labs, ef: ef ? { value: ef.value, date: ef.date } : null };
}

/** The patient's last finalised prescription: its medicines and number. */
async function currentMedicines(
  tx: Reader,
  patientId: number,
): Promise<Pick<LetterContent, "medicines" | "medicinesFrom">> {
  const last = await tx.prescription.findFirst({
    where: { patientId, status: "final" },
    orderBy: [{ finalisedAt: "desc" }, { id: "desc" }],
    select: { items: true, number: true },
  });
  return last
    ? { medicines: jsonList<PrescriptionItem>(last.items), medicinesFrom: last.number }
    : { medicines: [], medicinesFrom: null };
}

function fieldsOf(input: DocumentInput, visit: { complaints: string; findings: string; advice: string }): LetterFields {
  switch (input.kind) {
    case "referral":
      return { kind: "referral", to: input.to, reason: input.reason };
    case "medical-leave":
      return { kind: "medical-leave", from: input.from, to: input.to, days: leaveDays(input.from, input.to) };
    case "fitness":
      return { kind: "fitness", purpose: input.purpose };
    case "visit-summary":
      return { kind: "visit-summary", complaints: visit.complaints, findings: visit.findings, advice: visit.advice };
  }
}

/**
 * The content to freeze for letter `number` of visit `visitId`, signed by `doctor` on `date`:
 * what the records say at this moment. A medical leave carries the diagnosis only when the
 * doctor chose to show it; a fitness certificate never does.
 */
export async function letterContent(
  tx: Reader,
  {
    visitId,
    number,
    date,
    doctor,
    input,
  }: { visitId: number; number: string; date: string; doctor: Signatory; input: DocumentInput },
): Promise<LetterContent> {
  const visit = await tx.visit.findUniqueOrThrow({
    where: { id: visitId },
    select: { patientId: true, date: true, diagnosis: true, complaints: true, findings: true, advice: true },
  });
  const patient = await tx.patient.findUniqueOrThrow({
    where: { id: visit.patientId },
    select: { id: true, name: true, age: true, sex: true },
  });
  const records = CARRIES_RECORDS.has(input.kind);
  const showDiagnosis =
    input.kind === "medical-leave" ? input.showDiagnosis : input.kind !== "fitness" && visit.diagnosis.trim() !== "";
  const { clinic } = letterhead("en");
  return {
    number,
    date,
    visitDate: visit.date,
    clinic,
    doctor,
    patient,
    fields: fieldsOf(input, visit),
    diagnosis: showDiagnosis && visit.diagnosis.trim() ? visit.diagnosis : null,
    ...(records ? await currentMedicines(tx, patient.id) : { medicines: [], medicinesFrom: null }),
    ...(records ? await latestLabs(tx, patient.id) : { labs: [], ef: null }),
  };
}
