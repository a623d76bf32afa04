/** summary.html's care sections: the clinical summary, visits, lab results, prescriptions and bills. */
import "server-only";
import { escapeHtml } from "../../html";
import { formatSlot } from "../../../shared/clinic-time";
import { groupIndian } from "../../../shared/rupees-in-words";
import { PAYMENT_MODE_LABELS } from "../../../shared/validation/billing";
import { LAB_TESTS, RISK_LABELS, VITAL_NAMES, VITAL_RANGES } from "../../../shared/validation/consult";
import { medicineLine } from "../../../shared/validation/prescriptions";
import type { ExportData } from "./data";
import { card, day, fields, when } from "./html";

export function clinicalSummaryPart(data: ExportData): string {
  const clinical = data.clinicalSummary;
  const listed = (items: string[]) => (items.length ? items.join(", ") : "None recorded");
  return fields([
    ["Allergies", listed(clinical.allergies)],
    ["Problems", listed(clinical.problems)],
    ["Current medicines", listed(clinical.currentMedicines)],
    [
      "Cardiovascular risk",
      `${RISK_LABELS[clinical.risk]}${clinical.riskSet ? "" : " (not assessed: the clinic's default)"}`,
    ],
    ["Last changed", clinical.updatedAt && `${when(clinical.updatedAt)} by ${clinical.updatedBy}`],
  ]);
}

export function visitCards(data: ExportData): string[] {
  return data.visits.map((v) =>
    card(
      `Visit of ${day(v.date)}`,
      fields([
        ["Status", v.status === "finished" ? `Finished ${when(v.finishedAt)}` : "Open"],
        ["Seen by", v.author],
        ...VITAL_NAMES.map((name): [string, unknown] => [
          VITAL_RANGES[name].label,
          v.vitals[name] === null ? null : `${v.vitals[name]} ${VITAL_RANGES[name].unit}`,
        ]),
        ["BMI", v.vitals.bmi],
        ["Complaints", v.complaints],
        ["Findings", v.findings],
        ["Diagnosis", v.diagnosis],
        ["Advice", v.advice],
        ...v.addenda.map((a): [string, unknown] => [`Added ${when(a.at)} by ${a.author}`, a.text]),
      ]),
    ),
  );
}

/** One card per date, newest first. */
export function labCards(data: ExportData): string[] {
  const labDates = [...new Set(data.labs.map((l) => l.date))];
  return labDates.map((date) =>
    card(
      day(date),
      fields(
        data.labs
          .filter((l) => l.date === date)
          .map((l): [string, unknown] => [LAB_TESTS[l.code]?.label ?? l.code, `${l.value} ${l.unit}`.trim()]),
      ),
    ),
  );
}

export function prescriptionCards(data: ExportData): string[] {
  const visitDates = new Map(data.visits.map((v) => [v.id, v.date]));
  return data.prescriptions.map((rx) => {
    const date = visitDates.get(rx.visitId);
    const title = rx.number ? `Prescription ${rx.number}` : "Draft prescription (not finalised)";
    const pdf = rx.pdf
      ? `<p>PDF: <a href="${escapeHtml(rx.pdf)}">${escapeHtml(rx.pdf)}</a></p>`
      : rx.status === "final"
        ? "<p>The PDF could not be made; the clinic can print it again.</p>"
        : "";
    return card(
      date ? `${title}, visit of ${day(date)}` : title,
      fields([
        ["Status", rx.status === "final" ? `Finalised ${when(rx.finalisedAt)}` : "Draft"],
        ["Written by", rx.author],
        ["Version", rx.version > 1 ? `${rx.version}${rx.replaces ? `, correcting ${rx.replaces}` : ""}` : null],
        // one medicine a line (dd keeps line breaks)
        ["Medicines", rx.items.map((item) => medicineLine(item)).join("\n")],
        ["Investigations", rx.investigations.join("\n")],
        ["Advice", rx.advice.join("\n")],
        [
          "Follow-up",
          rx.followUp && `${day(rx.followUp.date)}${rx.followUp.time ? `, ${formatSlot(rx.followUp.time)}` : ""}`,
        ],
      ]) + pdf,
    );
  });
}

const rupees = (n: number) => `Rs ${groupIndian(n)}`;

export function billCards(data: ExportData): string[] {
  return data.bills.map((b) =>
    card(
      `Bill ${b.number}, ${day(b.date)}${b.status === "void" ? " (void)" : ""}`,
      fields([
        ["Items", b.items.map((i) => `${i.description}: ${rupees(i.amount)}`).join("\n")],
        ["Total", rupees(b.total)],
        [
          "Paid",
          b.payments.map((x) => `${rupees(x.amount)} by ${PAYMENT_MODE_LABELS[x.mode].en}, ${day(x.date)}`).join("\n"),
        ],
        ["Due", b.due ? rupees(b.due) : null],
        ["Voided", b.voidReason],
      ]),
    ),
  );
}
