/**
 * The consulting room (FEATURES.md §10) through the real handlers, on SQLite and PostgreSQL:
 * visits opened once per appointment however many opens race, vitals refused out of range
 * naming the field, finished visits read-only with addenda beside them, labs of fixed codes,
 * the flowsheet and the clinical summary — and the desk refused every one of them.
 * "Today" is Tuesday 24 November 2026, noon in the clinic.
 */
import { db } from "@/lib/server/db";
import { setNow } from "@/lib/shared/clock";
import { CONSULT_MESSAGES } from "@/lib/shared/validation/consult";
import { staffCookie } from "../fixtures/admin";
import { seed } from "../fixtures/appointments";
import { consultCalls } from "../fixtures/consult";
import { setUpPatientsSuite } from "../fixtures/patients";

let doctor = "";
let desk = "";
setUpPatientsSuite(async () => {
  await db().admin.deleteMany({ where: { username: { in: ["test-doctor", "test-desk"] } } });
  doctor = await staffCookie("doctor");
  desk = await staffCookie("desk");
});
const as = consultCalls(() => doctor);
const asDesk = consultCalls(() => desk);

type Visit = { id: number; status: string; vitals: Record<string, number | null>; [k: string]: unknown };
const visitOf = (body: Record<string, unknown>) => body.visit as Visit;

async function tonight() {
  const [a] = await seed({ name: "Lakshmi Narayanan", date: "2026-11-24", time: "18:15" });
  return a;
}

describe("POST /api/admin/visits", () => {
  it("201 with an open visit of tonight's appointment, its author the doctor; opening again → 200 with the same", async () => {
    const a = await tonight();
    const first = await as.open({ patientId: a.patientId, appointmentId: a.id });
    expect(first.status).toBe(201);
    expect(visitOf(first.body)).toMatchObject({
      patientId: a.patientId,
      appointmentId: a.id,
      date: "2026-11-24",
      status: "open",
      author: "Test doctor",
      complaints: "",
      prescription: null,
      vitals: { systolic: null, diastolic: null, bmi: null },
    });
    const again = await as.open({ patientId: a.patientId, appointmentId: a.id });
    expect(again.status).toBe(200);
    expect(visitOf(again.body).id).toBe(visitOf(first.body).id);
    expect(await db().visit.count()).toBe(1);
  });

  it("one visit per appointment under 20 concurrent opens", async () => {
    const a = await tonight();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => as.open({ patientId: a.patientId, appointmentId: a.id })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((r) => visitOf(r.body).id)).size).toBe(1);
    expect(await db().visit.count({ where: { appointmentId: a.id } })).toBe(1);
  });

  it("a visit without an appointment is today's; an unknown patient 404, another's appointment 400, a later day's 409", async () => {
    const a = await tonight();
    const [later] = await seed({ name: "Ravi Kumar", date: "2026-11-27", time: "18:30" });
    const free = await as.open({ patientId: a.patientId });
    expect(free.status).toBe(201);
    expect(visitOf(free.body)).toMatchObject({ date: "2026-11-24", appointmentId: null });
    expect((await as.open({ patientId: 999999 })).status).toBe(404);
    const other = await as.open({ patientId: a.patientId, appointmentId: later.id });
    expect(other).toMatchObject({ status: 400, body: { message: CONSULT_MESSAGES.appointmentOtherPatient } });
    const future = await as.open({ patientId: later.patientId, appointmentId: later.id });
    expect(future).toMatchObject({ status: 409, body: { code: "appointment_future" } });
    expect((await as.open({ patientId: "abc" })).status).toBe(400);
    expect(await db().visit.count()).toBe(1);
  });
});

describe("carried forward", () => {
  it("a new visit takes the height of the last visit that has one, so BMI shows with tonight's weight", async () => {
    const a = await tonight();
    const first = visitOf((await as.open({ patientId: a.patientId })).body);
    await as.patch(first.id, { vitals: { weightKg: 70, heightCm: 160 } });
    await db().visit.update({ where: { id: first.id }, data: { date: "2026-10-01", status: "finished" } });
    const tonightVisit = visitOf((await as.open({ patientId: a.patientId, appointmentId: a.id })).body);
    expect(tonightVisit.vitals).toMatchObject({ heightCm: 160, weightKg: null });
    const weighed = await as.patch(tonightVisit.id, { vitals: { weightKg: 72 } });
    expect(visitOf(weighed.body).vitals.bmi).toBe(28.1);
  });
});

describe("PATCH /api/admin/visits/{id}", () => {
  async function openVisit() {
    const a = await tonight();
    return visitOf((await as.open({ patientId: a.patientId, appointmentId: a.id })).body);
  }

  it("stores vitals and notes, derives BMI, keeps vitals not sent; null clears one", async () => {
    const v = await openVisit();
    const res = await as.patch(v.id, {
      vitals: { systolic: 142, diastolic: 88, pulse: 76, spo2: 97, weightKg: 72.5, heightCm: 165 },
      complaints: "Breathless on climbing stairs.",
    });
    expect(res.status).toBe(200);
    expect(visitOf(res.body).vitals).toEqual({
      systolic: 142,
      diastolic: 88,
      pulse: 76,
      spo2: 97,
      weightKg: 72.5,
      heightCm: 165,
      temperatureC: null,
      bloodSugar: null,
      bmi: 26.6,
    });
    const next = await as.patch(v.id, { vitals: { pulse: null, temperatureC: "37.2" }, diagnosis: "Stable angina" });
    expect(visitOf(next.body)).toMatchObject({
      vitals: { systolic: 142, pulse: null, temperatureC: 37.2 },
      complaints: "Breathless on climbing stairs.",
      diagnosis: "Stable angina",
    });
    // audited by field name, never by value
    const entries = await db().auditLog.findMany({ where: { action: "visit.update" }, orderBy: { id: "asc" } });
    expect(entries.map((e) => e.detail)).toEqual([
      "systolic, diastolic, pulse, spo2, weightKg, heightCm, complaints",
      "pulse, temperatureC, diagnosis",
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/angina|Breathless|142/);
  });

  it.each([
    ["systolic", { systolic: 301 }, "vitals.systolic", "BP systolic must be between 50 and 300 mmHg."],
    ["diastolic", { diastolic: 29 }, "vitals.diastolic", "BP diastolic must be between 30 and 200 mmHg."],
    ["pulse", { pulse: 251 }, "vitals.pulse", "Pulse must be between 20 and 250/min."],
    ["spo2", { spo2: 101 }, "vitals.spo2", "SpO₂ must be between 50 and 100 %."],
    ["weightKg", { weightKg: 0 }, "vitals.weightKg", "Weight must be between 1 and 300 kg."],
    ["heightCm", { heightCm: 251 }, "vitals.heightCm", "Height must be between 30 and 250 cm."],
    ["temperatureC", { temperatureC: 46 }, "vitals.temperatureC", "Temperature must be between 30 and 45 °C."],
    ["bloodSugar", { bloodSugar: 19 }, "vitals.bloodSugar", "Blood sugar must be between 20 and 800 mg/dL."],
    ["a pulse in words", { pulse: "fast" }, "vitals.pulse", "Pulse must be a number."],
    [
      "diastolic above systolic",
      { systolic: 120, diastolic: 130 },
      "vitals.diastolic",
      "Diastolic must be below systolic.",
    ],
    ["an unknown vital", { cholesterol: 200 }, "vitals", expect.any(String)],
  ])("%s out of range → 400 naming the field; nothing stored", async (_what, vitals, field, message) => {
    const v = await openVisit();
    await as.patch(v.id, { vitals: { systolic: 130, diastolic: 80 } });
    const res = await as.patch(v.id, { vitals, complaints: "must not be stored" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "invalid_input", message });
    expect(Object.keys(res.body.errors as object)[0]).toBe(field);
    const stored = await db().visit.findUniqueOrThrow({ where: { id: v.id } });
    expect(stored).toMatchObject({ systolic: 130, diastolic: 80, complaints: "" });
  });

  it("a diastolic at or above the stored systolic is refused naming diastolic", async () => {
    const v = await openVisit();
    await as.patch(v.id, { vitals: { systolic: 110 } });
    const res = await as.patch(v.id, { vitals: { diastolic: 110 } });
    expect(res).toMatchObject({
      status: 400,
      body: { errors: { "vitals.diastolic": "Diastolic must be below systolic." } },
    });
  });

  it("nothing to change, a text too long, an unknown field → 400; an unknown visit → 404", async () => {
    const v = await openVisit();
    expect((await as.patch(v.id, {})).body).toMatchObject({ message: CONSULT_MESSAGES.nothingToChange });
    expect((await as.patch(v.id, { advice: "x".repeat(5001) })).status).toBe(400);
    expect((await as.patch(v.id, { status: "finished" })).status).toBe(400);
    expect((await as.patch(987654, { advice: "rest" })).status).toBe(404);
    expect((await as.patch("abc", { advice: "rest" })).status).toBe(400);
  });
});

describe("finishing, and addenda", () => {
  it("a finished visit is read-only: PATCH → 409; an addendum keeps the original and names its author and time", async () => {
    const a = await tonight();
    const v = visitOf((await as.open({ patientId: a.patientId, appointmentId: a.id })).body);
    await as.patch(v.id, { vitals: { systolic: 150, diastolic: 95 }, diagnosis: "Hypertension" });
    // an addendum is for a finished visit
    expect((await as.addendum(v.id, "too early")).body).toMatchObject({ code: "visit_open" });

    setNow(new Date("2026-11-24T06:45:00Z"));
    const done = await as.finish(v.id);
    expect(done.status).toBe(200);
    expect(visitOf(done.body)).toMatchObject({ status: "finished", finishedAt: "2026-11-24T06:45:00.000Z" });
    expect((await as.finish(v.id)).status).toBe(409);

    const change = await as.patch(v.id, { diagnosis: "Something else" });
    expect(change).toMatchObject({ status: 409, body: { code: "visit_finished", message: CONSULT_MESSAGES.finished } });

    setNow(new Date("2026-11-24T06:52:00Z"));
    const added = await as.addendum(v.id, "  ECG reviewed: no ischaemic change.  ");
    expect(added.status).toBe(201);
    expect(visitOf(added.body)).toMatchObject({
      diagnosis: "Hypertension",
      vitals: { systolic: 150, diastolic: 95 },
      addenda: [{ text: "ECG reviewed: no ischaemic change.", author: "Test doctor", at: "2026-11-24T06:52:00.000Z" }],
    });
    expect((await as.addendum(v.id, "   ")).status).toBe(400);
    const stored = await db().visit.findUniqueOrThrow({ where: { id: v.id } });
    expect(stored.diagnosis).toBe("Hypertension");
  });

  it("GET /api/admin/patient/{id}/visits: every visit newest first; GET /visits/{id} reads one and logs the access", async () => {
    const [first, second] = await seed(
      { name: "Asha", date: "2026-10-20", time: "18:00" },
      { name: "Asha", date: "2026-11-24", time: "18:00" },
    );
    // both hers
    const today = await db().appointment.update({ where: { id: second.id }, data: { patientId: first.patientId } });
    const older = visitOf((await as.open({ patientId: first.patientId, appointmentId: first.id })).body);
    const newer = visitOf((await as.open({ patientId: first.patientId, appointmentId: today.id })).body);
    const list = await as.visits(first.patientId);
    expect(list.status).toBe(200);
    expect((list.body.visits as Visit[]).map((v) => v.id)).toEqual([newer.id, older.id]);
    expect((list.body.visits as Visit[]).map((v) => v.date)).toEqual(["2026-11-24", "2026-10-20"]);
    expect((await as.get(older.id)).body).toMatchObject({ visit: { id: older.id, date: "2026-10-20" } });
    const viewed = await db().auditLog.findMany({
      where: { action: "patient.viewed", target: String(first.patientId) },
    });
    expect(viewed.map((e) => e.detail).sort()).toEqual(["visit", "visits"]);
  });
});

describe("labs, flowsheet and the clinical summary", () => {
  it("labs of one date in their fixed units; the flowsheet answers every series oldest first", async () => {
    const a = await tonight();
    const res = await as.labs(a.patientId, {
      date: "2026-11-20",
      results: [
        { code: "ldl", value: 96 },
        { code: "hba1c", value: "6.8" },
        { code: "ef", value: 45 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.labs).toEqual([
      expect.objectContaining({ code: "ldl", value: 96, unit: "mg/dL", date: "2026-11-20", author: "Test doctor" }),
      expect.objectContaining({ code: "hba1c", value: 6.8, unit: "%" }),
      expect.objectContaining({ code: "ef", value: 45, unit: "%" }),
    ]);
    await as.labs(a.patientId, { date: "2026-08-02", results: [{ code: "ldl", value: 131 }] });
    const v = visitOf((await as.open({ patientId: a.patientId, appointmentId: a.id })).body);
    await as.patch(v.id, { vitals: { systolic: 138, diastolic: 86, weightKg: 70, heightCm: 160 } });

    const sheet = await as.flowsheet(a.patientId);
    expect(sheet.status).toBe(200);
    const series = sheet.body.series as Record<string, { date: string; value: number; unit: string }[]>;
    // a lab's point names its report (none: entered by hand) and its flag against the reference range (FEATURES.md §14)
    expect(series.ldl).toEqual([
      { date: "2026-08-02", value: 131, unit: "mg/dL", reportId: null, flag: "high" },
      { date: "2026-11-20", value: 96, unit: "mg/dL", reportId: null, flag: null },
    ]);
    expect(series.systolic).toEqual([{ date: "2026-11-24", value: 138, unit: "mmHg" }]);
    expect(series.bmi).toEqual([{ date: "2026-11-24", value: 27.3, unit: "kg/m²" }]);
    expect(series.weight).toEqual([{ date: "2026-11-24", value: 70, unit: "kg" }]);
    expect(series.creatinine).toEqual([]);
    expect(Object.keys(series)).toEqual(
      expect.arrayContaining(["systolic", "diastolic", "pulse", "spo2", "weight", "bmi", "ldl", "nt-probnp", "ef"]),
    );
  });

  it("each value is stored at its unit's precision: 7.199999999999999 is 7.2, creatinine two decimals, lipids whole", async () => {
    const a = await tonight();
    const res = await as.labs(a.patientId, {
      date: "2026-11-21",
      results: [
        { code: "hba1c", value: 7.199999999999999 },
        { code: "creatinine", value: 1.2345 },
        { code: "triglycerides", value: 150.6 },
        { code: "potassium", value: "4.26" },
      ],
    });
    expect(res.status).toBe(201);
    const stored = await db().labResult.findMany({ where: { patientId: a.patientId }, orderBy: { id: "asc" } });
    expect(stored.map((l) => [l.code, l.value])).toEqual([
      ["hba1c", 7.2],
      ["creatinine", 1.23],
      ["triglycerides", 151],
      ["potassium", 4.3],
    ]);
  });

  it.each([
    ["an unknown code", { date: "2026-11-20", results: [{ code: "vitamin-d", value: 30 }] }, "Unknown lab test."],
    [
      "an impossible value",
      { date: "2026-11-20", results: [{ code: "hba1c", value: 60 }] },
      "HbA1c must be between 2 and 25 %.",
    ],
    [
      "a value in words",
      { date: "2026-11-20", results: [{ code: "ldl", value: "high" }] },
      "Please enter the value as a number.",
    ],
    ["no results", { date: "2026-11-20", results: [] }, CONSULT_MESSAGES.labsEmpty],
    ["a future date", { date: "2026-11-25", results: [{ code: "ldl", value: 90 }] }, CONSULT_MESSAGES.dateFuture],
    [
      "a test twice",
      {
        date: "2026-11-20",
        results: [
          { code: "ldl", value: 90 },
          { code: "ldl", value: 91 },
        ],
      },
      CONSULT_MESSAGES.labDuplicate,
    ],
  ])("%s → 400, nothing stored", async (_what, body, message) => {
    const a = await tonight();
    const res = await as.labs(a.patientId, {
      ...body,
      // a good result beside the bad one is not stored either
      results: body.results.length ? [{ code: "hdl", value: 40 }, ...body.results] : [],
    });
    expect(res).toMatchObject({ status: 400, body: { success: false, message } });
    expect(await db().labResult.count()).toBe(0);
  });

  it("the clinical summary: set, shown on the chart with the risk; lists cleaned; unknown patient 404", async () => {
    const a = await tonight();
    const res = await as.clinical(a.patientId, {
      allergies: ["  Penicillin ", "", "Penicillin", "Aspirin"],
      problems: ["Type 2 diabetes", "Hypertension"],
      currentMedicines: ["ATORVASTATIN 40 mg 0-0-1"],
      risk: "very-high",
    });
    expect(res.status).toBe(200);
    expect(res.body.clinical).toMatchObject({
      allergies: ["Penicillin", "Aspirin"],
      problems: ["Type 2 diabetes", "Hypertension"],
      currentMedicines: ["ATORVASTATIN 40 mg 0-0-1"],
      risk: "very-high",
      riskSet: true,
      updatedBy: "Test doctor",
    });
    // currentMedicines and risk stay when not sent
    await as.clinical(a.patientId, { allergies: [], problems: ["Hypertension"] });
    const chart = await as.chart(a.patientId);
    expect(chart.status).toBe(200);
    expect(chart.body.chart).toMatchObject({
      patient: { id: a.patientId, name: "Lakshmi Narayanan" },
      clinical: {
        allergies: [],
        problems: ["Hypertension"],
        currentMedicines: ["ATORVASTATIN 40 mg 0-0-1"],
        risk: "very-high",
      },
      visits: [],
    });
    expect((await as.clinical(a.patientId, { allergies: ["x"], problems: [], risk: "extreme" })).status).toBe(400);
    expect((await as.clinical(999999, { allergies: [], problems: [] })).status).toBe(404);
    expect((await as.chart(999999)).status).toBe(404);
  });
});

describe("the desk", () => {
  it("gets 403 on every call of the consulting room, and nothing is stored", async () => {
    const a = await tonight();
    const v = visitOf((await as.open({ patientId: a.patientId, appointmentId: a.id })).body);
    const refused = { status: 403, body: { success: false, code: "forbidden" } };
    expect(await asDesk.open({ patientId: a.patientId })).toMatchObject(refused);
    expect(await asDesk.get(v.id)).toMatchObject(refused);
    expect(await asDesk.patch(v.id, { diagnosis: "x" })).toMatchObject(refused);
    expect(await asDesk.finish(v.id)).toMatchObject(refused);
    expect(await asDesk.addendum(v.id, "x")).toMatchObject(refused);
    expect(await asDesk.visits(a.patientId)).toMatchObject(refused);
    expect(await asDesk.labs(a.patientId, { date: "2026-11-20", results: [{ code: "ldl", value: 90 }] })).toMatchObject(
      refused,
    );
    expect(await asDesk.flowsheet(a.patientId)).toMatchObject(refused);
    expect(await asDesk.clinical(a.patientId, { allergies: [], problems: [] })).toMatchObject(refused);
    expect(await asDesk.chart(a.patientId)).toMatchObject(refused);
    expect(await db().visit.count()).toBe(1);
    expect(await db().labResult.count()).toBe(0);
    expect(await db().clinicalSummary.count()).toBe(0);
  });
});
