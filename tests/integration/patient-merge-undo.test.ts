/**
 * A merge undone within 30 days (issue 41 G2) through the real handlers: the merged record is
 * kept hidden — out of the list, the search, the matches and the dashboard count — and an undo
 * moves back exactly what moved (rows made after the merge stay), gives back the kept record's
 * fields and summary where unchanged since, and shows the merged record again; audited. Twice,
 * or after 30 days: 409 with a code; the desk: 403; the daily purge deletes it after 30 days.
 * On SQLite and PostgreSQL.
 */
import { GET as chartRoute } from "@/app/api/admin/patient/[key]/chart/route";
import { POST as labsRoute } from "@/app/api/admin/patient/[key]/labs/route";
import { GET as matchesRoute } from "@/app/api/admin/patients/matches/route";
import { POST as mergeRoute } from "@/app/api/admin/patients/merge/route";
import { POST as undoRoute } from "@/app/api/admin/patients/merge/undo/route";
import { db } from "@/lib/server/db";
import { dashboardStats } from "@/lib/server/domain/dashboard";
import { purgeExpiredMerges } from "@/lib/server/domain/patient-merge";
import { setNow } from "@/lib/shared/clock";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { adminCookie, staffCookie } from "../fixtures/admin";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { adminRequest, answer } from "../fixtures/http";
import {
  addNote,
  deletePatient,
  getPatient,
  listPatients,
  seedPatient,
  setUpPatientsSuite,
} from "../fixtures/patients";

let cookie = "";
setUpPatientsSuite(async () => {
  cookie = await adminCookie();
});

const merge = (body: unknown, as = cookie) =>
  mergeRoute(adminRequest("/api/admin/patients/merge", { cookie: as, method: "POST", body }), undefined).then(answer);
const undo = (mergeId: unknown, as = cookie) =>
  undoRoute(
    adminRequest("/api/admin/patients/merge/undo", { cookie: as, method: "POST", body: { mergeId } }),
    undefined,
  ).then(answer);
const matches = (query: string) =>
  matchesRoute(adminRequest(`/api/admin/patients/matches?${query}`, { cookie }), undefined).then(answer);
const DAY = 24 * 3600_000;

let appointmentNo = 0;
const appointment = (patientId: number, date: string) =>
  db().appointment.create({
    data: {
      timestamp: `t-undo-${++appointmentNo}`,
      patientId,
      name: "Kamala",
      phone: "9840012345",
      serviceRequired: "ECG",
      preferredDate: date,
      preferredTime: `18:${String(appointmentNo * 5).padStart(2, "0")}`,
      status: "Done",
      activeSlot: `${date} 18:${String(appointmentNo * 5).padStart(2, "0")}`,
      manageTokenHash: `h-undo-${appointmentNo}`,
    },
  });

/** Two records of one person: the kept one bare, the other with an e-mail, an age, an appointment, a note and a summary. */
async function twoRecords() {
  const keep = await seedPatient({ name: "கமலா ராமசாமி", phone: "+91 98400 12345" });
  const dup = await seedPatient({ name: "Kamala Ramasamy", phone: "9840012345", email: "kamala@example.com", age: 64 });
  const booked = await appointment(dup.id, "2026-11-10");
  expect(
    (await addNote({ patientIdentifier: String(dup.id), note: "BP 140/90", consultationDate: "2026-11-10" })).status,
  ).toBe(201);
  await db().clinicalSummary.create({ data: { patientId: dup.id, allergies: JSON.stringify(["Sulfa"]) } });
  const res = await merge({ keepId: keep.id, mergeId: dup.id });
  expect(res.status).toBe(200);
  return { keep, dup, booked, mergeId: res.body.mergeId as number };
}

describe("a merged record, hidden for 30 days", () => {
  it("cannot be opened or written to by its id: its chart and new labs are 404, nothing stored", async () => {
    const { dup } = await twoRecords();
    const params = { params: Promise.resolve({ key: String(dup.id) }) };
    const chart = await answer(
      await chartRoute(adminRequest(`/api/admin/patient/${dup.id}/chart`, { cookie }), params),
    );
    expect(chart.status).toBe(404);
    const labs = await answer(
      await labsRoute(
        adminRequest(`/api/admin/patient/${dup.id}/labs`, {
          cookie,
          method: "POST",
          body: { date: "2026-11-20", results: [{ code: "ldl", value: 120 }] },
        }),
        params,
      ),
    );
    expect(labs.status).toBe(404);
    expect(await db().labResult.count({ where: { patientId: dup.id } })).toBe(0);
  });

  it("is in no list, search, match, lookup or dashboard count; its e-mail blocks nobody", async () => {
    const { keep, dup } = await twoRecords();
    const listed = await listPatients();
    expect((listed.body.patients as { patient_id: number }[]).map((p) => p.patient_id)).toEqual([keep.id]);
    expect(listed.body.total).toBe(1);
    expect((await listPatients("?search=Ramasamy")).body.total).toBe(0); // the kept record's name is in Tamil
    const found = await matches(`name=${encodeURIComponent("Kamala Ramasamy")}&phone=9840012345`);
    expect((found.body.matches as { patient_id: number }[]).map((m) => m.patient_id)).toEqual([keep.id]);
    expect((await getPatient(String(dup.id))).status).toBe(404);
    expect((await dashboardStats()).totalPatients).toBe(1);
    // the kept record took the e-mail; the hidden one holds no key that could clash
    expect(await db().patient.findUniqueOrThrow({ where: { id: dup.id } })).toMatchObject({
      mergedIntoId: keep.id,
      emailKey: null,
    });
    expect((await merge({ keepId: keep.id, mergeId: dup.id })).status).toBe(404);
  });
});

describe("POST /api/admin/patients/merge/undo", () => {
  it("moves back what moved, leaves what came after, restores the kept record as it was, audited; twice 409", async () => {
    const { keep, dup, booked, mergeId } = await twoRecords();
    const profile = (await getPatient(String(keep.id))).body.patient as { merges: { undo: unknown }[] };
    expect(profile.merges).toEqual([
      expect.objectContaining({
        undo: { mergeId, until: new Date(TUESDAY_NOON_IST.getTime() + 30 * DAY).toISOString() },
      }),
    ]);
    // after the merge: a new appointment of the kept record, and the desk's own change of its age
    const later = await appointment(keep.id, "2026-11-25");
    await db().patient.update({ where: { id: keep.id }, data: { age: 65 } });

    const res = await undo(mergeId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: PATIENT_MESSAGES.mergeUndone(dup.id),
      keepId: keep.id,
      mergedId: dup.id,
    });
    expect(await db().appointment.findUniqueOrThrow({ where: { id: booked.id } })).toMatchObject({ patientId: dup.id });
    expect(await db().appointment.findUniqueOrThrow({ where: { id: later.id } })).toMatchObject({ patientId: keep.id });
    expect(await db().note.count({ where: { patientId: dup.id } })).toBe(1);
    expect(await db().note.count({ where: { patientId: keep.id } })).toBe(0);
    // the e-mail back to its record; the age the desk changed since stays
    expect(await db().patient.findUniqueOrThrow({ where: { id: keep.id } })).toMatchObject({
      email: null,
      emailKey: null,
      age: 65,
    });
    expect(await db().patient.findUniqueOrThrow({ where: { id: dup.id } })).toMatchObject({
      mergedIntoId: null,
      mergedAt: null,
      emailKey: "kamala@example.com",
    });
    // the summary the merge gave the kept record goes; the merged record's own stays
    expect(await db().clinicalSummary.findMany({ select: { patientId: true } })).toEqual([{ patientId: dup.id }]);
    expect((await listPatients()).body.total).toBe(2);
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "patient.merge_undo" } });
    expect(audit).toMatchObject({ target: String(keep.id) });
    expect(audit.detail).toContain(`patient ${dup.id}: 1 appointment, 1 note`);
    expect(((await getPatient(String(keep.id))).body.patient as { merges: unknown }).merges).toEqual([
      expect.objectContaining({ undo: null }),
    ]);

    const again = await undo(mergeId);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "merge_undone", message: PATIENT_MESSAGES.mergeAlreadyUndone });
  });

  it("after 30 days: 409 merge_undo_expired, and the daily purge deletes the hidden record for good", async () => {
    const { dup, mergeId } = await twoRecords();
    setNow(new Date(TUESDAY_NOON_IST.getTime() + 29 * DAY));
    expect(await purgeExpiredMerges()).toBe(0);
    setNow(new Date(TUESDAY_NOON_IST.getTime() + 31 * DAY));
    const late = await undo(mergeId, await adminCookie());
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: "merge_undo_expired", message: PATIENT_MESSAGES.mergeUndoExpired });
    expect(await purgeExpiredMerges()).toBe(1);
    expect(await db().patient.findUnique({ where: { id: dup.id } })).toBeNull();
    expect((await undo(mergeId, await adminCookie())).body.code).toBe("merge_undo_expired");
  });

  it("the doctor may undo; the desk may not (403), nor a stranger (401); unknown 404, bad id 400", async () => {
    const { mergeId } = await twoRecords();
    expect((await undo(mergeId, await staffCookie("desk", "desk.undo"))).status).toBe(403);
    expect((await undo(mergeId, "")).status).toBe(401);
    expect((await undo(999_999)).status).toBe(404);
    expect((await undo("x")).status).toBe(400);
    expect((await undo(mergeId, await staffCookie("doctor", "doctor.undo"))).status).toBe(200);
  });

  it("erasing the kept record erases the hidden record merged into it and the merge's row", async () => {
    const { keep, dup } = await twoRecords();
    expect((await deletePatient(String(keep.id))).status).toBe(200);
    expect(await db().patient.count({ where: { id: { in: [keep.id, dup.id] } } })).toBe(0);
    expect(await db().patientMerge.count()).toBe(0);
  });
});
