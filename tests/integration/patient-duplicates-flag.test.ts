/**
 * Returning patients who book online (issue 40, major 9): a known patient's phone books under
 * her name written another way and becomes a second record — Tonight's row and both profiles
 * flag it (the walk-in dialog's "same phone and name"), the merge's preview counts what would
 * move, the desk may neither preview nor merge (403), and the owner's merge leaves the allergy,
 * the visit and the labs on the kept record. On SQLite and PostgreSQL.
 */
import { GET as previewRoute, POST as mergeRoute } from "@/app/api/admin/patients/merge/route";
import { db } from "@/lib/server/db";
import { staffCookie } from "../fixtures/admin";
import { book, validBooking } from "../fixtures/booking";
import { adminRequest, answer } from "../fixtures/http";
import { getPatient, seedPatient, setUpPatientsSuite, useCookie } from "../fixtures/patients";
import { queueCalls, TONIGHT } from "../fixtures/queue";

let owner = "";
let desk = "";
setUpPatientsSuite(async () => {
  owner = await staffCookie("owner", "owner.twins");
  desk = await staffCookie("desk", "desk.twins");
});

const preview = (keepId: number, mergeId: number, cookie: string) =>
  previewRoute(
    adminRequest(`/api/admin/patients/merge?keepId=${keepId}&mergeId=${mergeId}`, { cookie }),
    undefined,
  ).then(answer);
const merge = (body: unknown, cookie: string) =>
  mergeRoute(adminRequest("/api/admin/patients/merge", { cookie, method: "POST", body }), undefined).then(answer);

/** Lakshmi as the clinic knows her: allergic to sulfa, one finished visit with its labs and a note. */
async function knownLakshmi() {
  const known = await seedPatient({ name: "Lakshmi Sundaram", phone: "+91 98400 77777", age: 58 });
  await db().clinicalSummary.create({ data: { patientId: known.id, allergies: JSON.stringify(["Sulfa"]) } });
  const visit = await db().visit.create({
    data: { patientId: known.id, date: "2026-10-06", status: "finished", systolic: 150, diastolic: 90 },
  });
  await db().labResult.createMany({
    data: [
      { patientId: known.id, date: "2026-10-06", code: "hba1c", value: 7.2, unit: "%" },
      { patientId: known.id, date: "2026-10-06", code: "ldl", value: 130, unit: "mg/dL" },
    ],
  });
  await db().prescription.create({ data: { visitId: visit.id, patientId: known.id, items: "[]" } });
  await db().note.create({
    data: { patientId: known.id, timestamp: "2026-10-06T13:00:00.000Z", consultationDate: "2026-10-06", note: "SOB" },
  });
  return known;
}

/** She books tonight online, her name in the other order: a new record on her phone. */
async function bookedOnline() {
  const res = await book(
    validBooking({
      patientName: "Sundaram Lakshmi",
      patientPhone: "9840077777",
      patientEmail: "",
      preferredDate: TONIGHT,
      preferredTime: "18:30",
    }),
  );
  expect(res.status).toBe(201);
  return db().patient.findFirstOrThrow({ where: { name: "Sundaram Lakshmi" } });
}

describe("a returning patient who booked online as a new record", () => {
  it("is flagged on Tonight's row and on both profiles; a family member on the phone is not", async () => {
    const known = await knownLakshmi();
    // her husband on the same phone: the walk-in dialog shows him ("same phone"), Tonight does not flag him
    await seedPatient({ name: "Sundaram Raghavan", phone: "9840077777" });
    const twin = await bookedOnline();
    expect(twin.id).not.toBe(known.id);

    const tonight = await queueCalls(() => owner).list();
    expect(tonight.status).toBe(200);
    const rows = tonight.body.queue as { name: string; possibleDuplicate: unknown }[];
    expect(rows).toEqual([
      expect.objectContaining({
        name: "Sundaram Lakshmi",
        possibleDuplicate: { patientId: known.id, name: "Lakshmi Sundaram" },
      }),
    ]);

    useCookie(owner);
    const profile = await getPatient(String(twin.id));
    expect(profile.status).toBe(200);
    expect((profile.body.patient as { possibleDuplicate: unknown }).possibleDuplicate).toEqual({
      patientId: known.id,
      name: "Lakshmi Sundaram",
    });
    const knownProfile = await getPatient(String(known.id));
    expect((knownProfile.body.patient as { possibleDuplicate: unknown }).possibleDuplicate).toEqual({
      patientId: twin.id,
      name: "Sundaram Lakshmi",
    });
  });

  it("the preview counts what would move; the desk may neither preview nor merge", async () => {
    const known = await knownLakshmi();
    const twin = await bookedOnline();

    const into = await preview(known.id, twin.id, owner);
    expect(into.status).toBe(200);
    expect(into.body).toMatchObject({
      keep: { patientId: known.id, name: "Lakshmi Sundaram" },
      merge: { patientId: twin.id, name: "Sundaram Lakshmi" },
      moves: { appointments: 1, notes: 0, reports: 0, visits: 0, labs: 0, prescriptions: 0, bills: 0 },
    });
    const other = await preview(twin.id, known.id, await staffCookie("doctor", "doctor.twins"));
    expect(other.status).toBe(200);
    expect(other.body.moves).toEqual({
      appointments: 0,
      notes: 1,
      reports: 0,
      visits: 1,
      labs: 2,
      prescriptions: 1,
      bills: 0,
    });
    expect((await preview(known.id, known.id, owner)).status).toBe(400);
    expect((await preview(known.id, 999_999, owner)).status).toBe(404);
    const bad = await previewRoute(adminRequest("/api/admin/patients/merge?keepId=x", { cookie: owner }), undefined);
    expect(bad.status).toBe(400);

    const deskPreview = await preview(known.id, twin.id, desk);
    expect(deskPreview.status).toBe(403);
    const deskMerge = await merge({ keepId: known.id, mergeId: twin.id }, desk);
    expect(deskMerge.status).toBe(403);
    expect(deskMerge.body).toMatchObject({ success: false, code: "forbidden" });
    expect(await db().patient.count()).toBe(2);
  });

  it("the owner's merge keeps the allergy, the visit and the labs, with tonight's appointment, on one record", async () => {
    const known = await knownLakshmi();
    const twin = await bookedOnline();
    const res = await merge({ keepId: known.id, mergeId: twin.id }, owner);
    expect(res.status).toBe(200);
    // one record shown; the other kept hidden for an undo (issue 41 G2)
    expect(await db().patient.count({ where: { mergedIntoId: null } })).toBe(1);
    const summary = await db().clinicalSummary.findUniqueOrThrow({ where: { patientId: known.id } });
    expect(JSON.parse(summary.allergies)).toEqual(["Sulfa"]);
    expect(await db().visit.count({ where: { patientId: known.id } })).toBe(1);
    expect(await db().labResult.count({ where: { patientId: known.id } })).toBe(2);
    const [row] = (await queueCalls(() => owner).list()).body.queue as {
      patientId: number;
      possibleDuplicate: unknown;
    }[];
    expect(row).toMatchObject({ patientId: known.id, possibleDuplicate: null });
  });
});
