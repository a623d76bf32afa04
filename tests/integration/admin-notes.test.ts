/** POST /api/admin/patient/notes (SPEC §3 Note, §5, §7, §8) through the real handler. */
import { db } from "@/lib/server/db";
import { MAX_NOTE_LENGTH, NOTE_MESSAGES } from "@/lib/shared/validation/notes";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { NOTE_REFUSALS } from "../fixtures/notes";
import { addNote, seedPatient, setUpPatientsSuiteWithAsha } from "../fixtures/patients";

let patientId: number;
setUpPatientsSuiteWithAsha((id) => (patientId = id));

const note = (overrides: Record<string, unknown> = {}) => ({
  patientIdentifier: "asha@example.com",
  note: "  BP 130/85, started statin.  ",
  consultationDate: "2026-11-24",
  ...overrides,
});

describe("adding a note", () => {
  it("201 with the note in snake_case and the spec's message; text trimmed; audited without the text", async () => {
    const { status, body } = await addNote(note());
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      message: "Note saved successfully!",
      note: {
        id: expect.any(Number),
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        patient_id: patientId,
        consultation_date: "2026-11-24",
        note: "BP 130/85, started statin.",
        created_at: expect.any(String),
        // who wrote it (FEATURES.md §9): the signed-in account, by display name
        author: "test-admin",
      },
    });
    const entry = await db().auditLog.findFirstOrThrow({ where: { action: "note.create" } });
    expect(entry).toMatchObject({ actor: "test-admin", target: (body.note as { timestamp: string }).timestamp });
    expect(JSON.stringify(entry)).not.toContain("statin");
  });

  it.each([
    ["the email in any case", "ASHA@Example.com"],
    ["the phone", "9840011111"],
    ["the phone as typed", "+91 98400 11111"],
    ["the patient ID", "ID"],
    ["the patient ID as a number", "NUMBER"],
  ])("finds the patient by %s", async (_label, identifier) => {
    const patientIdentifier =
      identifier === "ID" ? String(patientId) : identifier === "NUMBER" ? patientId : identifier;
    const { status, body } = await addNote(note({ patientIdentifier }));
    expect(status).toBe(201);
    expect((body.note as { patient_id: number }).patient_id).toBe(patientId);
  });

  it("a phone shared by two patients is a 409 with candidates; the ID still works", async () => {
    const other = await seedPatient({ name: "Karthik", phone: "9840011111" });
    const shared = await addNote(note({ patientIdentifier: "9840011111" }));
    expect(shared.status).toBe(409);
    expect(shared.body.candidates).toHaveLength(2);
    expect((await addNote(note({ patientIdentifier: String(other.id) }))).status).toBe(201);
    expect(await db().note.count()).toBe(1);
  });

  it.each([
    ...NOTE_REFUSALS,
    ["missing text", { note: undefined }, "note", NOTE_MESSAGES.empty],
    ["no patient", { patientIdentifier: "" }, "patientIdentifier", NOTE_MESSAGES.patientRequired],
  ])("refuses %s with 400 and writes nothing", async (_label, fields, field, message) => {
    const { status, body } = await addNote(note(fields));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errors: { [field]: message } });
    expect(typeof body.message).toBe("string");
    expect(await db().note.count()).toBe(0);
  });

  it("accepts a note of exactly the cap", async () => {
    expect((await addNote(note({ note: "y".repeat(MAX_NOTE_LENGTH) }))).status).toBe(201);
  });

  it("an unknown patient is a 404", async () => {
    for (const patientIdentifier of ["nobody@example.com", "9000000000", "99999"]) {
      const { status, body } = await addNote(note({ patientIdentifier }));
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, code: "not_found", message: PATIENT_MESSAGES.notFound });
    }
    expect(await db().note.count()).toBe(0);
  });

  it("refuses a body that is not JSON", async () => {
    expect((await addNote("note=hello")).status).toBe(400);
    expect((await addNote("{")).status).toBe(400);
  });
});
