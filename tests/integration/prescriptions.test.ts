/**
 * Prescriptions (FEATURES.md §11) through the real handlers, on SQLite and PostgreSQL: the
 * draft written whole and refused naming the item and field (warnings: prescription-warnings.test.ts),
 * finalising numbers it and freezes it, a correction is a new version naming the
 * old, repeat-last, templates, the drug list, the follow-up booked through the booking rules
 * with its reminders — and the desk refused all of it. "Today" is Tuesday 24 November 2026.
 */
import { configureChannels } from "../fixtures/messages";
configureChannels();
import { db } from "@/lib/server/db";
import { PRESCRIPTION_MESSAGES } from "@/lib/shared/validation/prescriptions";
import { ATORVA, ASPIRIN, CLOPI, rxOf, setUpPrescriptionsSuite } from "../fixtures/prescriptions-suite";

const { as, asDesk, visitTonight } = setUpPrescriptionsSuite();

describe("PUT /api/admin/visits/{id}/prescription", () => {
  it("200 with the draft; saving again replaces it; the visit answers it", async () => {
    const { visitId } = await visitTonight();
    const first = await as.prescribe(visitId, {
      items: [ATORVA],
      investigations: "Lipid profile\nECG",
      advice: ["Walk 30 minutes a day"],
    });
    expect(first.status).toBe(200);
    expect(rxOf(first.body)).toMatchObject({
      status: "draft",
      number: null,
      version: 1,
      items: [{ drug: "Atorvastatin", strength: "40 mg", dose: "0-0-1", timing: "after-food", durationDays: 30 }],
      investigations: ["Lipid profile", "ECG"],
      advice: ["Walk 30 minutes a day"],
      warnings: [],
      author: "Test doctor",
    });
    const second = await as.prescribe(visitId, { items: [ATORVA, { ...ASPIRIN, dose: "0-½-0" }] });
    expect(rxOf(second.body).id).toBe(rxOf(first.body).id);
    expect(await db().prescription.count()).toBe(1);
    expect((await as.get(visitId)).body.visit).toMatchObject({
      prescription: { id: rxOf(first.body).id, items: [{}, { dose: "0-½-0" }] },
    });
  });

  it.each([
    [
      "a dose that is no pattern",
      { ...ATORVA, dose: "twice daily" },
      "items.1.dose",
      PRESCRIPTION_MESSAGES.doseInvalid,
    ],
    ["an unknown timing", { ...ATORVA, timing: "after-lunch" }, "items.1.timing", PRESCRIPTION_MESSAGES.timingInvalid],
    ["366 days", { ...ATORVA, durationDays: 366 }, "items.1.durationDays", PRESCRIPTION_MESSAGES.durationInvalid],
    ["no generic name", { ...ATORVA, drug: " " }, "items.1.drug", PRESCRIPTION_MESSAGES.drugRequired],
    ["no strength", { ...ATORVA, strength: "" }, "items.1.strength", PRESCRIPTION_MESSAGES.strengthRequired],
  ])("%s → 400 naming the item and field; nothing stored", async (_what, bad, field, message) => {
    const { visitId } = await visitTonight();
    const res = await as.prescribe(visitId, { items: [ASPIRIN, bad] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "invalid_input", message, errors: { [field]: message } });
    expect(await db().prescription.count()).toBe(0);
  });

  it("doses as doctors write them: BD, SOS and 101 are 200, stored as the pattern each means", async () => {
    const { visitId } = await visitTonight();
    const res = await as.prescribe(visitId, {
      items: [
        { ...ATORVA, dose: "BD" },
        { ...ASPIRIN, dose: "sos" },
        { ...CLOPI, dose: "101" },
        { ...ATORVA, drug: "Metformin", dose: "1-1-1-1" },
      ],
    });
    expect(res.status).toBe(200);
    const stored = JSON.parse((await db().prescription.findFirstOrThrow({ where: { visitId } })).items);
    expect(stored).toMatchObject([
      { dose: "1-0-1" },
      { dose: "0-0-0", timing: "as-needed" },
      { dose: "1-0-1" },
      { dose: "1-1-1-1" },
    ]);
  });

  it("no medicines → 400; an unknown visit → 404", async () => {
    const { visitId } = await visitTonight();
    expect((await as.prescribe(visitId, { items: [] })).body).toMatchObject({
      message: PRESCRIPTION_MESSAGES.itemsRequired,
    });
    expect((await as.prescribe(987654, { items: [ATORVA] })).status).toBe(404);
  });
});

describe("finalising, versions, repeat-last", () => {
  it("the chart offers the last finalised prescription's medicines while the summary lists none", async () => {
    const { visitId, patientId } = await visitTonight();
    expect((await as.chart(patientId)).body.chart).toMatchObject({ lastPrescribed: null });
    await as.prescribe(visitId, { items: [ATORVA] });
    await as.finalise(visitId);
    expect((await as.chart(patientId)).body.chart).toMatchObject({
      clinical: { currentMedicines: [] },
      lastPrescribed: {
        number: expect.stringMatching(/^RX-\d{4}-\d{6}$/),
        medicines: ["ATORVASTATIN 40 mg tablet 0-0-1 · after food · 30 days"],
      },
    });
  });

  it("finalised: numbered, stamped, immutable; a change is version 2 naming version 1", async () => {
    const { visitId } = await visitTonight();
    await as.prescribe(visitId, { items: [ATORVA] });
    const final = await as.finalise(visitId);
    expect(rxOf(final.body)).toMatchObject({
      status: "final",
      number: "RX-2026-000001",
      version: 1,
      finalisedAt: expect.any(String),
    });
    expect((await as.finalise(visitId)).body).toMatchObject({ code: "prescription_final" });
    const v2 = await as.prescribe(visitId, { items: [{ ...ATORVA, strength: "80 mg" }] });
    expect(rxOf(v2.body)).toMatchObject({ status: "draft", version: 2, replacesId: rxOf(final.body).id, number: null });
    const first = await db().prescription.findUniqueOrThrow({ where: { id: rxOf(final.body).id } });
    expect(JSON.parse(first.items)[0].strength).toBe("40 mg");
    expect(rxOf((await as.finalise(visitId)).body).number).toBe("RX-2026-000002");
  });

  it("finalising without a draft → 409; repeat-last fills the draft from the last finalised one", async () => {
    const first = await visitTonight();
    expect((await as.finalise(first.visitId)).body).toMatchObject({ message: PRESCRIPTION_MESSAGES.noDraft });
    expect((await as.repeatLast(first.visitId)).body).toMatchObject({ message: PRESCRIPTION_MESSAGES.noLast });
    await as.prescribe(first.visitId, { items: [ATORVA, ASPIRIN], advice: ["Low salt"] });
    await as.finalise(first.visitId);
    // a later visit of hers
    const again = visitOf(await as.open({ patientId: first.patientId }));
    const repeated = await as.repeatLast(again);
    expect(repeated.status).toBe(200);
    expect(rxOf(repeated.body)).toMatchObject({
      status: "draft",
      visitId: again,
      version: 1,
      items: [{ drug: "Atorvastatin" }, { drug: "Aspirin" }],
      advice: ["Low salt"],
    });
  });
});

const visitOf = (res: { body: Record<string, unknown> }) => (res.body.visit as { id: number }).id;

describe("the follow-up", () => {
  it("with a time: booked at finalising through the booking rules, with its reminders", async () => {
    const { visitId, patientId } = await visitTonight();
    await as.prescribe(visitId, { items: [ATORVA], followUp: { date: "2026-12-08", time: "18:30" } });
    const res = await as.finalise(visitId);
    expect(res.body.followUp).toMatchObject({ booked: { date: "2026-12-08", time: "18:30" }, reason: null });
    const booked = await db().appointment.findFirstOrThrow({ where: { patientId, preferredDate: "2026-12-08" } });
    expect(booked).toMatchObject({ preferredTime: "18:30", status: "" });
    const kinds = (await db().message.findMany({ where: { appointmentId: booked.id } })).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(["confirmation", "reminder"]));
  });

  it("a follow-up on a Sunday, today or a past day is refused when saved, beside its field (issue 41 G15)", async () => {
    const { visitId, patientId } = await visitTonight();
    for (const date of ["2026-12-06", "2020-01-01", "2026-11-24"]) {
      const res = await as.prescribe(visitId, { items: [ATORVA], followUp: { date, time: "18:30" } });
      expect(res).toMatchObject({
        status: 400,
        body: { errors: { "followUp.date": PRESCRIPTION_MESSAGES.followUpNotClinicDay } },
      });
    }
    expect(await db().prescription.count({ where: { visitId } })).toBe(0);
    expect(await db().appointment.count({ where: { patientId } })).toBe(1);
  });

  it("without a time: not booked, and the answer says to book it", async () => {
    const { visitId } = await visitTonight();
    await as.prescribe(visitId, { items: [ATORVA], followUp: { date: "2026-12-08" } });
    expect((await as.finalise(visitId)).body.followUp).toMatchObject({ booked: null, reason: expect.any(String) });
  });
});

describe("templates and the drug list", () => {
  it("a template is saved and listed; the drug list searches generic names; the clinic adds one", async () => {
    const saved = await as.addTemplate({
      name: "After angioplasty",
      items: [ASPIRIN, CLOPI, ATORVA],
      advice: "No heavy lifting for 2 weeks",
    });
    expect(saved.status).toBe(201);
    expect((await as.templates()).body.templates).toEqual([
      expect.objectContaining({
        name: "After angioplasty",
        items: [expect.objectContaining({ drug: "Aspirin" }), expect.anything(), expect.anything()],
        advice: ["No heavy lifting for 2 weeks"],
      }),
    ]);
    const found = await as.drugs("atorv");
    expect((found.body.drugs as { name: string; strength: string }[]).map((d) => `${d.name} ${d.strength}`)).toEqual([
      "Atorvastatin 10 mg",
      "Atorvastatin 20 mg",
      "Atorvastatin 40 mg",
      "Atorvastatin 80 mg",
    ]);
    // a brand offers its generic, saying which brand led there; a generic matched by name is not repeated
    expect((await as.drugs("ecos")).body.drugs).toEqual([
      expect.objectContaining({ name: "Aspirin", strength: "75 mg", brand: "Ecosprin" }),
      expect.objectContaining({ name: "Aspirin", strength: "150 mg", brand: "Ecosprin" }),
      expect.objectContaining({ name: "Aspirin", strength: "325 mg", brand: "Ecosprin" }),
    ]);
    expect((await as.drugs("thyronorm")).body.drugs).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "Levothyroxine", brand: "Thyronorm" })]),
    );
    expect((await as.addDrug({ name: "Vericiguat", form: "tablet", strength: "2.5 mg" })).status).toBe(201);
    expect((await as.addDrug({ name: "vericiguat", form: "Tablet", strength: "2.5 mg" })).status).toBe(409);
    expect((await as.addDrug({ name: "Atorvastatin", form: "tablet", strength: "40 mg" })).status).toBe(409);
    expect((await as.drugs("veri")).body.drugs).toEqual([
      expect.objectContaining({ name: "Vericiguat", strength: "2.5 mg" }),
    ]);
  });
});

describe("the desk", () => {
  it("is refused drafts, finalising, templates and the drug list", async () => {
    const { visitId } = await visitTonight();
    const refused = { status: 403, body: { success: false, code: "forbidden" } };
    expect(await asDesk.prescribe(visitId, { items: [ATORVA] })).toMatchObject(refused);
    expect(await asDesk.finalise(visitId)).toMatchObject(refused);
    expect(await asDesk.repeatLast(visitId)).toMatchObject(refused);
    expect(await asDesk.templates()).toMatchObject(refused);
    expect(await asDesk.addTemplate({ name: "x", items: [ATORVA] })).toMatchObject(refused);
    expect(await asDesk.drugs("a")).toMatchObject(refused);
    expect(await db().prescription.count()).toBe(0);
  });
});
