/**
 * The assistant (issue 40, major 10; decision 036) through the real handlers: vitals and labs
 * for tonight's patients (an appointment today that is not cancelled), the chart's summary
 * and flowsheet — never the notes, prescriptions or reports, never another day's patient
 * (403 in words), and tonight's list to see who is here. "Today" is Tuesday 24 November 2026.
 */
import { db } from "@/lib/server/db";
import { CONSULT_MESSAGES } from "@/lib/shared/validation/consult";
import { staffCookie } from "../fixtures/admin";
import { seed } from "../fixtures/appointments";
import { consultCalls } from "../fixtures/consult";
import { setUpPatientsSuite } from "../fixtures/patients";
import { queueCalls } from "../fixtures/queue";

let doctor = "";
let assistant = "";
setUpPatientsSuite(async () => {
  doctor = await staffCookie("doctor", "doctor.vitals");
  assistant = await staffCookie("assistant", "assistant.vitals");
});
const asDoctor = consultCalls(() => doctor);
const asAssistant = consultCalls(() => assistant);

type Visit = { id: number; vitals: Record<string, number | null>; complaints: string; prescription: unknown };

/** Lakshmi, here tonight, allergic to aspirin, with last month's visit's notes; Ravi, booked for Friday. */
async function evening() {
  const [lakshmi] = await seed({ name: "Lakshmi Narayanan", date: "2026-11-24", time: "18:15" });
  const [ravi] = await seed({ name: "Ravi Kumar", date: "2026-11-27", time: "18:30" });
  await db().clinicalSummary.create({
    data: { patientId: lakshmi.patientId, allergies: JSON.stringify(["Aspirin"]), problems: '["Stable angina"]' },
  });
  await db().visit.create({
    data: {
      patientId: lakshmi.patientId,
      date: "2026-10-20",
      status: "finished",
      complaints: "Chest pain on exertion",
    },
  });
  await db().note.create({
    data: { patientId: lakshmi.patientId, timestamp: "n-1", consultationDate: "2026-10-20", note: "Private note" },
  });
  return { lakshmi, ravi };
}

describe("the assistant", () => {
  it("opens tonight's visit and records its vitals and labs; the doctor sees them", async () => {
    const { lakshmi } = await evening();
    const opened = await asAssistant.open({ patientId: lakshmi.patientId, appointmentId: lakshmi.id });
    expect(opened.status).toBe(201);
    const visit = opened.body.visit as Visit;
    const vitals = await asAssistant.patch(visit.id, { vitals: { systolic: 148, diastolic: 92, pulse: 78 } });
    expect(vitals.status).toBe(200);
    const labs = await asAssistant.labs(lakshmi.patientId, {
      date: "2026-11-24",
      results: [{ code: "hba1c", value: 7.4 }],
    });
    expect(labs.status).toBe(201);

    const chart = (await asDoctor.chart(lakshmi.patientId)).body.chart as { visits: Visit[]; labs: { code: string }[] };
    expect(chart.visits.find((v) => v.id === visit.id)?.vitals).toMatchObject({
      systolic: 148,
      diastolic: 92,
      pulse: 78,
    });
    expect(chart.labs.map((l) => l.code)).toContain("hba1c");
  });

  it("writes no notes: a visit's complaints or diagnosis → 403, nothing stored", async () => {
    const { lakshmi } = await evening();
    const visit = (await asAssistant.open({ patientId: lakshmi.patientId, appointmentId: lakshmi.id })).body
      .visit as Visit;
    for (const body of [{ complaints: "Breathless" }, { vitals: { pulse: 80 }, diagnosis: "Angina" }]) {
      const res = await asAssistant.patch(visit.id, body);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, message: CONSULT_MESSAGES.vitalsOnly });
    }
    expect(await db().visit.findUniqueOrThrow({ where: { id: visit.id } })).toMatchObject({
      complaints: "",
      diagnosis: "",
      pulse: null,
    });
  });

  it("reads the chart's summary and flowsheet, and of the visits only tonight's vitals: no notes, reports or prescriptions", async () => {
    const { lakshmi } = await evening();
    await asAssistant.open({ patientId: lakshmi.patientId, appointmentId: lakshmi.id });
    const res = await asAssistant.chart(lakshmi.patientId);
    expect(res.status).toBe(200);
    const chart = res.body.chart as { clinical: { allergies: string[] }; visits: Visit[]; reports: unknown[] };
    expect(chart.clinical.allergies).toEqual(["Aspirin"]);
    expect(chart.visits).toHaveLength(1);
    expect(chart.visits[0]).toMatchObject({ complaints: "", prescription: null });
    expect(chart.reports).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain("Chest pain");
    expect(JSON.stringify(res.body)).not.toContain("Private note");
    expect((await asAssistant.flowsheet(lakshmi.patientId)).status).toBe(200);
    // the doctor's chart has last month's visit
    const full = (await asDoctor.chart(lakshmi.patientId)).body.chart as { visits: Visit[] };
    expect(full.visits.map((v) => v.complaints)).toContain("Chest pain on exertion");
  });

  it("another day's patient: 403 in words for the chart, the flowsheet, a visit and labs", async () => {
    const { ravi } = await evening();
    const refused = [
      await asAssistant.chart(ravi.patientId),
      await asAssistant.flowsheet(ravi.patientId),
      await asAssistant.open({ patientId: ravi.patientId }),
      await asAssistant.labs(ravi.patientId, { date: "2026-11-24", results: [{ code: "ldl", value: 120 }] }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: "forbidden", message: CONSULT_MESSAGES.notTonight });
    }
    expect(await db().visit.count({ where: { patientId: ravi.patientId } })).toBe(0);
    expect(await db().labResult.count()).toBe(0);
    // a visit the doctor opened for him: the assistant still may not change it
    const visit = (await asDoctor.open({ patientId: ravi.patientId })).body.visit as Visit;
    expect((await asAssistant.patch(visit.id, { vitals: { pulse: 70 } })).status).toBe(403);
  });

  it("a cancelled appointment tonight is not tonight's patient", async () => {
    const [gone] = await seed({ name: "Meena Iyer", date: "2026-11-24", time: "19:00", status: "Cancelled" });
    expect((await asAssistant.chart(gone.patientId)).status).toBe(403);
  });

  it("sees tonight's list; prescriptions, templates and the drug list are refused", async () => {
    const { lakshmi } = await evening();
    const list = await queueCalls(() => assistant).list();
    expect(list.status).toBe(200);
    expect((list.body.queue as { name: string }[]).map((e) => e.name)).toEqual(["Lakshmi Narayanan"]);
    const visit = (await asAssistant.open({ patientId: lakshmi.patientId, appointmentId: lakshmi.id })).body
      .visit as Visit;
    expect((await asAssistant.prescribe(visit.id, { items: [] })).status).toBe(403);
    expect((await asAssistant.finalise(visit.id)).status).toBe(403);
    expect((await asAssistant.drugs("asp")).status).toBe(403);
    expect((await asAssistant.finish(visit.id)).status).toBe(403);
    expect((await asAssistant.clinical(lakshmi.patientId, { allergies: [] })).status).toBe(403);
  });
});
