/**
 * Correcting and deleting a medical note (PATCH and DELETE /api/admin/patient/notes/{id or
 * timestamp}, FEATURES.md §3 / issue 12) through the real handler, on this file's own
 * database (SQLite, or PostgreSQL with TEST_DB=postgresql). The note text is health
 * information: it never reaches the audit log.
 */
import { db } from "@/lib/server/db";
import { newPatientData } from "@/lib/server/domain/patients";
import { MAX_NOTE_LENGTH, NOTE_MESSAGES } from "@/lib/shared/validation/notes";
import { TEST_ADMIN } from "../fixtures/admin";
import { auditRows, setUpManageSuite } from "../fixtures/manage";
import { NOTE_REFUSALS } from "../fixtures/notes";

const { desk } = setUpManageSuite();

const SECRET = "Started on ticagrelor after stent";
let seq = 0;

/** A patient with two notes, and another patient with one. */
async function seedNotes() {
  const [asha, ravi] = [
    await db().patient.create({ data: newPatientData({ name: "Asha Menon", phone: "+91 98400 11111" }) }),
    await db().patient.create({ data: newPatientData({ name: "Ravi Kumar", phone: "+91 98400 22222" }) }),
  ];
  const note = (patientId: number, text: string, consultationDate: string) =>
    db().note.create({
      data: {
        timestamp: `2026-11-20T10:00:00.${String(++seq).padStart(3, "0")}Z`,
        patientId,
        consultationDate,
        note: text,
      },
    });
  return {
    asha,
    ravi,
    first: await note(asha.id, SECRET, "2026-11-20"),
    second: await note(asha.id, "BP 130/85", "2026-11-22"),
    other: await note(ravi.id, "ECG normal", "2026-11-21"),
  };
}

const allNotes = () => db().note.findMany({ orderBy: { id: "asc" } });

describe("PATCH /api/admin/patient/notes/{id or timestamp}", () => {
  it("corrects the text by id: 200 with the note; the other notes stay; audited without the text", async () => {
    const { asha, first, second, other } = await seedNotes();
    const res = await desk.editNote(first.id, { note: `  ${SECRET}, 90 mg twice daily \n` });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual({
      success: true,
      message: NOTE_MESSAGES.updated,
      note: {
        id: first.id,
        timestamp: first.timestamp,
        patient_id: asha.id,
        consultation_date: "2026-11-20",
        note: `${SECRET}, 90 mg twice daily`,
        created_at: first.createdAt.toISOString(),
        // seeded without an author: a note from before staff accounts (FEATURES.md §9)
        author: "Owner (before staff accounts)",
      },
    });
    expect(await allNotes()).toEqual([{ ...first, note: `${SECRET}, 90 mg twice daily` }, second, other]);
    expect(await auditRows()).toEqual([
      [TEST_ADMIN.username, "note.update", first.timestamp, `patient ${asha.id}: note`],
    ]);
    expect(JSON.stringify(await db().auditLog.findMany())).not.toMatch(/ticagrelor|90 mg/);
  });

  it("corrects the consultation date by timestamp, and both at once", async () => {
    const { asha, second } = await seedNotes();
    const byTimestamp = await desk.editNote(second.timestamp, { consultationDate: "2026-11-23" });
    expect(byTimestamp.status).toBe(200);
    expect(byTimestamp.body.note).toMatchObject({ id: second.id, consultation_date: "2026-11-23", note: "BP 130/85" });

    const both = await desk.editNote(second.id, { note: "BP 128/84", consultationDate: "2026-11-24" });
    expect(both.status).toBe(200);
    expect(await db().note.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({
      note: "BP 128/84",
      consultationDate: "2026-11-24",
    });
    const details = (await auditRows()).map((r) => r[3]);
    expect(details[0]).toBe(`patient ${asha.id}: consultationDate`);
    expect(details[1]!.replace(`patient ${asha.id}: `, "").split(", ").sort()).toEqual(["consultationDate", "note"]);
    expect(JSON.stringify(await db().auditLog.findMany())).not.toContain("128/84");
  });

  it("keeps line breaks in the text, and accepts exactly the cap", async () => {
    const { first } = await seedNotes();
    expect((await desk.editNote(first.id, { note: "Line one\r\nLine two" })).body.note).toMatchObject({
      note: "Line one\nLine two",
    });
    expect((await desk.editNote(first.id, { note: "y".repeat(MAX_NOTE_LENGTH) })).status).toBe(200);
  });

  it.each([
    ...NOTE_REFUSALS,
    ["null text", { note: null }, "note", NOTE_MESSAGES.empty],
    [
      "good text with a future date",
      { note: "fine", consultationDate: "2027-01-01" },
      "consultationDate",
      NOTE_MESSAGES.dateFuture,
    ],
  ])("%s is a 400 with the message; nothing changes", async (_label, body, field, message) => {
    const { first } = await seedNotes();
    const before = await allNotes();
    const res = await desk.editNote(first.id, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await allNotes()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it.each([
    ["an empty body", {}],
    ["only unknown fields", { text: "x", patientIdentifier: "1" }],
  ])("%s is a 400: nothing to change", async (_label, body) => {
    const { first } = await seedNotes();
    const res = await desk.editNote(first.id, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: NOTE_MESSAGES.nothingToChange });
  });

  it("an unknown note is a 404; a key that is no id or timestamp is a 400; nothing changes", async () => {
    const { other } = await seedNotes();
    const before = await allNotes();
    for (const key of [String(other.id + 1000), "2020-01-01T00:00:00.000Z"]) {
      const res = await desk.editNote(key, { note: "x" });
      expect([key, res.status, res.body]).toEqual([
        key,
        404,
        { success: false, code: "not_found", message: NOTE_MESSAGES.notFound },
      ]);
    }
    for (const key of ["abc", "0", "-1", "1.5", "99999999999", "1 OR 1=1"]) {
      const res = await desk.editNote(encodeURIComponent(key), { note: "x" });
      expect([key, res.status, res.body.message]).toEqual([key, 400, NOTE_MESSAGES.badKey]);
    }
    expect(await allNotes()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it("a body that is not JSON is a 400", async () => {
    const { first } = await seedNotes();
    for (const body of ["{", "note=hello"]) expect((await desk.editNote(first.id, body)).status).toBe(400);
  });
});

describe("DELETE /api/admin/patient/notes/{id or timestamp}", () => {
  it("deletes by id, then is a 404; the other notes stay; audited without the text", async () => {
    const { asha, first, second, other } = await seedNotes();
    const res = await desk.deleteNote(first.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: NOTE_MESSAGES.deleted });
    expect(await allNotes()).toEqual([second, other]);
    expect(await auditRows()).toEqual([[TEST_ADMIN.username, "note.delete", first.timestamp, `patient ${asha.id}`]]);
    expect(JSON.stringify(await db().auditLog.findMany())).not.toContain("ticagrelor");

    const again = await desk.deleteNote(first.id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, code: "not_found", message: NOTE_MESSAGES.notFound });
    expect((await auditRows()).length).toBe(1);
  });

  it("deletes by timestamp; editing a deleted note is a 404", async () => {
    const { second } = await seedNotes();
    expect((await desk.deleteNote(second.timestamp)).status).toBe(200);
    expect(await db().note.count()).toBe(2);
    expect((await desk.editNote(second.id, { note: "x" })).status).toBe(404);
  });

  it("an unknown note is a 404 and a malformed key a 400; nothing is deleted", async () => {
    await seedNotes();
    expect((await desk.deleteNote("999999")).status).toBe(404);
    expect((await desk.deleteNote("2020-01-01T00:00:00.000Z")).status).toBe(404);
    for (const key of ["abc", "0", "-1", encodeURIComponent("../1")])
      expect((await desk.deleteNote(key)).status).toBe(400);
    expect(await db().note.count()).toBe(3);
    expect(await auditRows()).toEqual([]);
  });

  it("the patient's profile keeps the rest: deleting every note of one patient leaves the other's", async () => {
    const { first, second, other } = await seedNotes();
    await Promise.all([desk.deleteNote(first.id), desk.deleteNote(second.id)]);
    expect(await allNotes()).toEqual([other]);
  });
});
