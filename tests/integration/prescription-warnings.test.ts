/**
 * Prescription warnings (FEATURES.md §11) through the real handlers, on SQLite and PostgreSQL:
 * each rule warns, naming the items, and never blocks the draft. "Today" is Tuesday 24 November 2026.
 */
import { configureChannels } from "../fixtures/messages";
configureChannels();
import { ASPIRIN, ATORVA, CLOPI, rxOf, setUpPrescriptionsSuite } from "../fixtures/prescriptions-suite";

const { as, visitTonight } = setUpPrescriptionsSuite();

describe("warnings, never blocking", () => {
  it.each([
    [
      "a recorded allergy",
      ["Aspirin"],
      [ASPIRIN],
      "allergy",
      "Aspirin: the patient has a recorded allergy to Aspirin.",
    ],
    [
      "an allergy to the class",
      ["Statins (myalgia)"],
      [ATORVA],
      "allergy",
      "Atorvastatin: the patient has a recorded allergy to Statins (myalgia).",
    ],
    [
      "two statins",
      [],
      [ATORVA, { ...ATORVA, drug: "Rosuvastatin", strength: "10 mg" }],
      "same-class",
      "Atorvastatin and Rosuvastatin are both statins: usually one is meant.",
    ],
    [
      "two P2Y12 inhibitors",
      [],
      [CLOPI, { ...CLOPI, drug: "Ticagrelor", strength: "90 mg" }],
      "same-class",
      "Clopidogrel and Ticagrelor are both P2Y12 inhibitors",
    ],
    [
      "ACE inhibitor + ARB",
      [],
      [
        { ...ATORVA, drug: "Ramipril", strength: "5 mg" },
        { ...ATORVA, drug: "Telmisartan", strength: "40 mg" },
      ],
      "interaction",
      "Ramipril with Telmisartan: dual renin–angiotensin blockade",
    ],
    [
      "ARB + potassium-sparing diuretic",
      [],
      [
        { ...ATORVA, drug: "Losartan", strength: "50 mg" },
        { ...ATORVA, drug: "Spironolactone", strength: "25 mg" },
      ],
      "interaction",
      "Losartan with Spironolactone: hyperkalaemia",
    ],
    [
      "ACE inhibitor + potassium",
      [],
      [
        { ...ATORVA, drug: "Enalapril", strength: "5 mg" },
        { ...ATORVA, drug: "Potassium chloride", strength: "500 mg/5 mL" },
      ],
      "interaction",
      "Enalapril with Potassium chloride: hyperkalaemia",
    ],
    [
      "warfarin + NSAID",
      [],
      [
        { ...ATORVA, drug: "Warfarin", strength: "2 mg" },
        { ...ATORVA, drug: "Ibuprofen", strength: "400 mg" },
      ],
      "interaction",
      "Warfarin with Ibuprofen: bleeding",
    ],
    [
      "clopidogrel + omeprazole",
      [],
      [CLOPI, { ...ATORVA, drug: "Omeprazole", strength: "20 mg" }],
      "interaction",
      "Clopidogrel with Omeprazole: omeprazole and esomeprazole weaken clopidogrel",
    ],
    [
      "sildenafil + nitrate",
      [],
      [
        { ...ATORVA, drug: "Sildenafil", strength: "50 mg" },
        { ...ATORVA, drug: "Isosorbide mononitrate", strength: "20 mg" },
      ],
      "interaction",
      "Sildenafil with Isosorbide mononitrate: severe hypotension",
    ],
    [
      "diltiazem + beta-blocker",
      [],
      [
        { ...ATORVA, drug: "Diltiazem", strength: "30 mg" },
        { ...ATORVA, drug: "Metoprolol succinate", strength: "25 mg" },
      ],
      "interaction",
      "Diltiazem with Metoprolol succinate: bradycardia and heart block",
    ],
    [
      "three antiplatelets",
      [],
      [ASPIRIN, CLOPI, { ...CLOPI, drug: "Prasugrel", strength: "10 mg" }],
      "same-class",
      "more antiplatelets than dual therapy",
    ],
    [
      "an ARB with sacubitril/valsartan",
      [],
      [
        { ...ATORVA, drug: "Telmisartan", strength: "40 mg" },
        { ...ATORVA, drug: "Sacubitril + Valsartan", strength: "49/51 mg" },
      ],
      "interaction",
      "Sacubitril + Valsartan with Telmisartan: two drugs on the angiotensin receptor",
    ],
    [
      "an ACE inhibitor with sacubitril/valsartan",
      [],
      [
        { ...ATORVA, drug: "Ramipril", strength: "5 mg" },
        { ...ATORVA, drug: "Sacubitril + Valsartan", strength: "49/51 mg" },
      ],
      "interaction",
      "Sacubitril + Valsartan with Ramipril: angioedema: stop the ACE inhibitor 36 hours",
    ],
    [
      "triple antithrombotic therapy",
      [],
      [{ ...ATORVA, drug: "Warfarin", strength: "2 mg" }, ASPIRIN, CLOPI],
      "interaction",
      "Warfarin, Aspirin, Clopidogrel: triple antithrombotic therapy",
    ],
  ])(
    "%s: saved, with a warning that says why, on save and on finalise",
    async (_what, allergies, items, kind, message) => {
      const { visitId } = await visitTonight(allergies as string[]);
      const saved = await as.prescribe(visitId, { items });
      expect(saved.status).toBe(200);
      // each names the lines it is about, so the screen shows it beside them
      const warning = { kind, message: expect.stringContaining(message), items: expect.any(Array) };
      expect(rxOf(saved.body).warnings).toEqual(expect.arrayContaining([warning]));
      const final = await as.finalise(visitId);
      expect(final.status).toBe(200);
      expect(rxOf(final.body).warnings).toEqual(expect.arrayContaining([warning]));
    },
  );

  it("a warning names its lines: the allergy its medicine, the pair both", async () => {
    const { visitId } = await visitTonight(["Aspirin"]);
    const saved = await as.prescribe(visitId, {
      items: [ATORVA, CLOPI, ASPIRIN, { ...ATORVA, drug: "Omeprazole", strength: "20 mg" }],
    });
    expect(rxOf(saved.body).warnings).toEqual([
      { kind: "allergy", message: "Aspirin: the patient has a recorded allergy to Aspirin.", items: [2] },
      {
        kind: "interaction",
        message: expect.stringContaining("Clopidogrel with Omeprazole"),
        items: [1, 3],
      },
    ]);
  });

  it("aspirin with clopidogrel (dual therapy) and other classes together warn nothing", async () => {
    const { visitId } = await visitTonight();
    const saved = await as.prescribe(visitId, {
      items: [ASPIRIN, CLOPI, ATORVA, { ...ATORVA, drug: "Pantoprazole", strength: "40 mg" }],
    });
    expect(rxOf(saved.body).warnings).toEqual([]);
  });
});
