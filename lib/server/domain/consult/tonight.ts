/**
 * What an assistant may touch (issue 40, docs/decisions/036-assistant-role.md): tonight's
 * patients only — those with an appointment today that is not cancelled (checked in or
 * still expected) — and of tonight's visit only the vitals; of the chart, the summary and the
 * flowsheet, never the notes, prescriptions or reports. The routes name the assistant in
 * `VITALS` (lib/shared/roles.ts); these checks are what narrows it. Every other role passes.
 */
import "server-only";
import type { Chart } from "../../../shared/api/consult";
import { todayIst } from "../../../shared/clinic-time";
import { now } from "../../../shared/clock";
import type { Role } from "../../../shared/roles";
import { CONSULT_MESSAGES, type VisitUpdate } from "../../../shared/validation/consult";
import { db } from "../../db";
import { HttpError } from "../../http";

const isAssistant = (role: Role) => role === "assistant";

/** 403 unless the patient is tonight's (for the assistant; anyone else passes). */
export async function requireTonightPatient(role: Role, patientId: number, at: Date = now()): Promise<void> {
  if (!isAssistant(role)) return;
  const tonight = await db().appointment.findFirst({
    where: { patientId, preferredDate: todayIst(at), status: { not: "Cancelled" } },
    select: { id: true },
  });
  if (!tonight) throw new HttpError(403, CONSULT_MESSAGES.notTonight);
}

/** 403 for the assistant's change of anything but the vitals, or of a visit not tonight's patient's. */
export async function requireVitalsChange(
  role: Role,
  visit: { patientId: number },
  changes: VisitUpdate,
): Promise<void> {
  if (!isAssistant(role)) return;
  if (Object.entries(changes).some(([key, value]) => key !== "vitals" && value !== undefined))
    throw new HttpError(403, CONSULT_MESSAGES.vitalsOnly);
  await requireTonightPatient(role, visit.patientId);
}

/**
 * The chart as a role may read it: whole for the doctor and the owner; the assistant's has the
 * summary, the flowsheet and the labs, and of the visits only today's with their vitals —
 * no notes, prescription, addenda or reports.
 */
export function chartFor(role: Role, chart: Chart, at: Date = now()): Chart {
  if (!isAssistant(role)) return chart;
  const today = todayIst(at);
  return {
    ...chart,
    visits: chart.visits
      .filter((v) => v.date === today)
      .map((v) => ({ ...v, complaints: "", findings: "", diagnosis: "", advice: "", prescription: null, addenda: [] })),
    reports: [],
  };
}
