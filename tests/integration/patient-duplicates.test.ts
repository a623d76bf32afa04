/**
 * Duplicates at the desk (issue 29, major 5) through the real handlers: the patients a typed
 * name or phone may already be — the same phone whatever the script of the name, the same
 * name however it is written — a walk-in for the patient the desk picked, and the merge of
 * two records of one person (appointments, notes, reports, visits, labs, prescriptions and the
 * access log follow, the clinical summaries are combined; audited
 * and shown on the profile; the merged record is hidden). On SQLite and PostgreSQL. The undo:
 * patient-merge-undo.test.ts.
 */
import { GET as matchesRoute } from "@/app/api/admin/patients/matches/route";
import { POST as mergeRoute } from "@/app/api/admin/patients/merge/route";
import { db } from "@/lib/server/db";
import { patientAccessLog } from "@/lib/server/domain/patient-access";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { adminCookie, staffCookie } from "../fixtures/admin";
import { adminRequest, answer } from "../fixtures/http";
import { addNote, getPatient, seedPatient, setUpPatientsSuite, useCookie } from "../fixtures/patients";
import { queueCalls, TONIGHT } from "../fixtures/queue";

let cookie = "";
setUpPatientsSuite(async () => {
  cookie = await adminCookie();
});

const matches = (query: string) =>
  matchesRoute(adminRequest(`/api/admin/patients/matches?${query}`, { cookie }), undefined).then(answer);
const merge = (body: unknown, as = cookie) =>
  mergeRoute(adminRequest("/api/admin/patients/merge", { cookie: as, method: "POST", body }), undefined).then(answer);
const names = (body: Record<string, unknown>) =>
  (body.matches as { name: string; matched: string }[]).map((m) => `${m.name}|${m.matched}`);

describe("GET /api/admin/patients/matches", () => {
  it("the same phone however it is written, whatever the script of the name; the same name across spellings", async () => {
    await seedPatient({ name: "கமலா ராமசாமி", phone: "+91 98400 12345" });
    await seedPatient({ name: "S. Rajendran", phone: "9841011111" });
    await seedPatient({ name: "Rajendran Sundaram", phone: "9841022222" });
    await seedPatient({ name: "Meena Iyer", phone: "9841033333" });

    const byPhone = await matches(
      `phone=${encodeURIComponent("098400-12345")}&name=${encodeURIComponent("Kamala Ramasamy")}`,
    );
    expect(byPhone.status).toBe(200);
    expect(names(byPhone.body)).toEqual(["கமலா ராமசாமி|phone"]);

    for (const typed of ["rajendran s", "RAJENDRAN", "Rajendran  S.", "S Rajendran"])
      expect(names((await matches(`name=${encodeURIComponent(typed)}`)).body)).toEqual(["S. Rajendran|name"]);
    expect(names((await matches(`name=${encodeURIComponent("Meena Iyer")}&phone=9841033333`)).body)).toEqual([
      "Meena Iyer|phone and name",
    ]);
    // a part of a phone number matches nobody; nothing typed is a 400 in words
    expect(names((await matches("phone=98410")).body)).toEqual([]);
    const empty = await matches("name=");
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(PATIENT_MESSAGES.matchesQuery);
  });

  it("a walk-in for the patient the desk picked joins their record as it is", async () => {
    const kamala = await seedPatient({ name: "கமலா ராமசாமி", phone: "+91 98400 12345" });
    const queue = queueCalls(() => cookie);
    const res = await queue.walkIn({
      patientId: kamala.id,
      name: "Kamala Ramasamy",
      phone: "9840012345",
      age: 64,
      sex: "Female",
    });
    expect(res.status).toBe(201);
    const stored = await db().appointment.findFirstOrThrow({ where: { source: "walk-in" } });
    expect(stored).toMatchObject({
      patientId: kamala.id,
      name: "கமலா ராமசாமி",
      phone: "+91 98400 12345",
      preferredDate: TONIGHT,
    });
    expect(await db().patient.count()).toBe(1);
    const unknown = await queue.walkIn({
      patientId: 999_999,
      name: "X Y",
      phone: "9840012345",
      age: 64,
      sex: "Female",
    });
    expect(unknown.status).toBe(404);
    expect(await db().appointment.count()).toBe(1);
  });
});

describe("POST /api/admin/patients/merge", () => {
  it("moves appointments, notes, reports, visits, labs, prescriptions and the access log; combines the clinical summaries; fills the kept record; audited; shown on the profile", async () => {
    const keep = await seedPatient({ name: "கமலா ராமசாமி", phone: "+91 98400 12345" });
    const dup = await seedPatient({
      name: "Kamala Ramasamy",
      phone: "9840012345",
      email: "kamala@example.com",
      age: 64,
    });
    await db().patient.update({
      where: { id: dup.id },
      data: { whatsappConsent: true, whatsappConsentAt: new Date("2026-11-20T12:00:00Z"), whatsappConsentBy: "desk" },
    });
    const appointment = await db().appointment.create({
      data: {
        timestamp: "t-dup-1",
        patientId: dup.id,
        name: dup.name,
        phone: dup.phone,
        serviceRequired: "ECG",
        preferredDate: "2026-11-10",
        preferredTime: "18:00",
        status: "Done",
        activeSlot: "2026-11-10 18:00",
        manageTokenHash: "h-dup-1",
      },
    });
    useCookie(cookie);
    expect(
      (await addNote({ patientIdentifier: String(dup.id), note: "BP 140/90", consultationDate: "2026-11-10" })).status,
    ).toBe(201);
    await getPatient(String(dup.id)); // an access-log entry on the duplicate
    // the consulting room: the duplicate's visit of its appointment (with an addendum) and labs
    const visit = await db().visit.create({
      data: { patientId: dup.id, appointmentId: appointment.id, date: "2026-11-10", status: "finished", systolic: 140 },
    });
    await db().visitAddendum.create({ data: { visitId: visit.id, text: "Echo booked" } });
    await db().labResult.createMany({
      data: [
        { patientId: dup.id, date: "2026-11-10", code: "ldl", value: 120, unit: "mg/dL" },
        { patientId: dup.id, date: "2026-11-10", code: "hba1c", value: 6.4, unit: "%" },
      ],
    });
    // the visit's prescription, finalised, and the draft correcting it
    const items = JSON.stringify([
      { drug: "Aspirin", strength: "75 mg", form: "tablet", dose: "1-0-0", timing: "after-food", durationDays: null },
    ]);
    const finalised = await db().prescription.create({
      data: {
        visitId: visit.id,
        patientId: dup.id,
        status: "final",
        number: "RX-2026-000004",
        items,
        finalisedAt: new Date("2026-11-10T13:00:00Z"),
      },
    });
    const correction = await db().prescription.create({
      data: { visitId: visit.id, patientId: dup.id, version: 2, replacesId: finalised.id, items },
    });
    // a bill made out to the duplicate: it moves, keeping the name it was made out to
    const bill = await db().bill.create({
      data: {
        number: "2026-27/0009",
        fy: "2026-27",
        seq: 9,
        patientId: dup.id,
        patientName: dup.name,
        appointmentId: appointment.id,
        date: "2026-11-10",
        items: JSON.stringify([{ description: "ECG", amount: 400 }]),
        total: 400,
        createdBy: "test-desk",
      },
    });
    const summary = (patientId: number, lists: Record<string, string[]>, risk: string | null) =>
      db().clinicalSummary.create({
        data: {
          patientId,
          allergies: JSON.stringify(lists.allergies ?? []),
          problems: JSON.stringify(lists.problems ?? []),
          currentMedicines: JSON.stringify(lists.currentMedicines ?? []),
          risk,
        },
      });
    await summary(keep.id, { allergies: ["Penicillin"], problems: ["Hypertension"] }, "moderate");
    await summary(
      dup.id,
      {
        allergies: ["penicillin ", "Sulfa"],
        problems: ["Diabetes", "Hypertension"],
        currentMedicines: ["Aspirin 75 mg"],
      },
      "very-high",
    );

    const res = await merge({ keepId: keep.id, mergeId: dup.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: PATIENT_MESSAGES.merged(dup.id),
      detail: `patient ${dup.id}: 1 appointment, 1 note, 0 reports, 1 visit, 2 lab results, 2 prescriptions, 1 bill`,
    });
    // kept, hidden, for an undo within 30 days (issue 41 G2); its e-mail key passed to the kept record
    expect(await db().patient.findUniqueOrThrow({ where: { id: dup.id } })).toMatchObject({
      mergedIntoId: keep.id,
      emailKey: null,
    });
    expect(await db().appointment.count({ where: { patientId: keep.id } })).toBe(1);
    expect(await db().note.count({ where: { patientId: keep.id } })).toBe(1);
    expect(await db().visit.findUniqueOrThrow({ where: { id: visit.id }, include: { addenda: true } })).toMatchObject({
      patientId: keep.id,
      appointmentId: appointment.id,
      addenda: [expect.objectContaining({ text: "Echo booked" })],
    });
    expect(await db().labResult.count({ where: { patientId: keep.id } })).toBe(2);
    expect(await db().bill.findUniqueOrThrow({ where: { id: bill.id } })).toMatchObject({
      patientId: keep.id,
      patientName: dup.name,
      number: "2026-27/0009",
    });
    // the kept record's now, with their visit, number, version and the version replaced
    expect(await db().prescription.findMany({ orderBy: { id: "asc" } })).toEqual([
      expect.objectContaining({
        id: finalised.id,
        patientId: keep.id,
        visitId: visit.id,
        status: "final",
        number: "RX-2026-000004",
        version: 1,
      }),
      expect.objectContaining({
        id: correction.id,
        patientId: keep.id,
        visitId: visit.id,
        version: 2,
        replacesId: finalised.id,
      }),
    ]);
    const combined = await db().clinicalSummary.findMany({ where: { patientId: keep.id } });
    expect(combined).toEqual([
      expect.objectContaining({
        patientId: keep.id,
        allergies: JSON.stringify(["Penicillin", "Sulfa"]),
        problems: JSON.stringify(["Hypertension", "Diabetes"]),
        currentMedicines: JSON.stringify(["Aspirin 75 mg"]),
        risk: "very-high",
      }),
    ]);
    expect(await db().patient.findUniqueOrThrow({ where: { id: keep.id } })).toMatchObject({
      name: "கமலா ராமசாமி",
      email: "kamala@example.com",
      emailKey: "kamala@example.com",
      age: 64,
      whatsappConsent: true,
      whatsappConsentBy: "desk",
    });
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "patient.merge" } });
    expect(audit).toMatchObject({
      target: String(keep.id),
      detail: `patient ${dup.id}: 1 appointment, 1 note, 0 reports, 1 visit, 2 lab results, 2 prescriptions, 1 bill`,
    });

    const profile = (await getPatient(String(keep.id))).body.patient as Record<string, unknown>;
    expect(profile.merges).toEqual([
      expect.objectContaining({
        detail: `patient ${dup.id}: 1 appointment, 1 note, 0 reports, 1 visit, 2 lab results, 2 prescriptions, 1 bill`,
      }),
    ]);
    expect(profile).toMatchObject({ totalAppointments: 1, completedVisits: 1 });
    // the duplicate's read is in the kept record's access log, beside the kept record's own
    const dupViews = await db().auditLog.count({ where: { action: "patient.viewed", target: String(dup.id) } });
    const keepViews = await db().auditLog.count({ where: { action: "patient.viewed", target: String(keep.id) } });
    expect(dupViews).toBeGreaterThan(0);
    expect(await patientAccessLog(keep.id)).toHaveLength(dupViews + keepViews);
  });

  it("clinical summaries: the only one is copied to the kept record; of two, the higher risk set stays", async () => {
    const keep = await seedPatient({ name: "Asha Menon", phone: "9840011111" });
    const dup = await seedPatient({ name: "ASHA  MENON", phone: "9840011111" });
    await db().clinicalSummary.create({
      data: { patientId: dup.id, allergies: JSON.stringify(["Iodine"]), risk: "low", updatedBy: 3 },
    });
    expect((await merge({ keepId: keep.id, mergeId: dup.id })).status).toBe(200);
    expect(await db().clinicalSummary.findMany({ where: { patientId: keep.id } })).toEqual([
      expect.objectContaining({ patientId: keep.id, allergies: JSON.stringify(["Iodine"]), risk: "low", updatedBy: 3 }),
    ]);

    // a risk the doctor set is kept over one not set, whichever record had it
    const third = await seedPatient({ name: "Asha Menon", phone: "9840011111", email: "asha@example.com" });
    await db().clinicalSummary.create({ data: { patientId: third.id, problems: JSON.stringify(["CAD"]) } });
    expect((await merge({ keepId: third.id, mergeId: keep.id })).status).toBe(200);
    expect(await db().clinicalSummary.findMany({ where: { patientId: third.id } })).toEqual([
      expect.objectContaining({
        patientId: third.id,
        allergies: JSON.stringify(["Iodine"]),
        problems: JSON.stringify(["CAD"]),
        risk: "low",
      }),
    ]);
  });

  it("refuses one record twice (400), an unknown one (404) and bad ids (400); nothing changes", async () => {
    const keep = await seedPatient({ name: "Asha Menon", phone: "9840011111" });
    expect((await merge({ keepId: keep.id, mergeId: keep.id })).body).toMatchObject({
      message: PATIENT_MESSAGES.mergeSame,
    });
    expect((await merge({ keepId: keep.id, mergeId: 999_999 })).status).toBe(404);
    const bad = await merge({ keepId: "x", mergeId: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PATIENT_MESSAGES.mergeIds);
    expect(await db().patient.count()).toBe(1);
  });

  it("records that match neither by phone nor by name: 409 for the doctor; the owner only with a reason, audited (issue 41 G2)", async () => {
    const decoy = await seedPatient({ name: "Attacker Decoy", phone: "9000000001" });
    const victim = await seedPatient({ name: "Lakshmi Narayanan", phone: "9840055555" });
    await db().note.create({
      data: { patientId: victim.id, timestamp: "g2-1", consultationDate: "2026-11-24", note: "Stable angina" },
    });
    const doctor = await staffCookie("doctor", "doctor.g2");
    const refused = await merge({ keepId: decoy.id, mergeId: victim.id }, doctor);
    expect(refused).toMatchObject({
      status: 409,
      body: { code: "not_duplicates", message: PATIENT_MESSAGES.notDuplicates },
    });
    // a doctor's reason does not open it; the owner's without one neither
    expect((await merge({ keepId: decoy.id, mergeId: victim.id, reason: "trust me" }, doctor)).status).toBe(409);
    expect((await merge({ keepId: decoy.id, mergeId: victim.id })).status).toBe(409);
    expect(await db().note.count({ where: { patientId: victim.id } })).toBe(1);
    const done = await merge({
      keepId: decoy.id,
      mergeId: victim.id,
      reason: "Same person: changed phone and name after marriage",
    });
    expect(done.status).toBe(200);
    const entry = await db().auditLog.findFirst({ where: { action: "patient.merge", target: String(decoy.id) } });
    expect(entry?.detail).toContain("Same person: changed phone and name after marriage");
  });

  it("the doctor may merge; the desk may not (issue 40: clinical records move), nor a stranger", async () => {
    const a = await seedPatient({ name: "Asha Menon", phone: "9840011111" });
    const b = await seedPatient({ name: "ASHA  MENON", phone: "9840011111" });
    expect((await merge({ keepId: a.id, mergeId: b.id }, await staffCookie("desk", "desk.merge"))).status).toBe(403);
    expect((await merge({ keepId: a.id, mergeId: b.id }, "")).status).toBe(401);
    expect((await merge({ keepId: a.id, mergeId: b.id }, await staffCookie("doctor", "doctor.merge"))).status).toBe(
      200,
    );
  });
});
