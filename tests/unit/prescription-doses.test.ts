/**
 * Doses as doctors write them (FEATURES.md §11, issue 40): the shorthand of an Indian
 * prescription is stored as the pattern it means, and printed in words a patient reads —
 * an as-needed medicine "when needed", four a day morning-afternoon-evening-night.
 */
import { DRUG_BRANDS } from "@/lib/content/drug-brands";
import { BUNDLED_DRUGS } from "@/lib/content/drugs";
import { doseLine, prescriptionSchema } from "@/lib/shared/validation/prescriptions";

const line = (dose: string) => ({
  drug: "Metoprolol succinate",
  strength: "25 mg",
  dose,
  timing: "after-food",
  durationDays: 30,
});
const parsed = (dose: string) => prescriptionSchema.parse({ items: [line(dose)] }).items[0];

describe("dose shorthand", () => {
  it.each([
    ["OD", "1-0-0"],
    ["od", "1-0-0"],
    ["BD", "1-0-1"],
    ["b.d.", "1-0-1"],
    ["TDS", "1-1-1"],
    ["tid", "1-1-1"],
    ["QID", "1-1-1-1"],
    ["HS", "0-0-1"],
    ["1-1-1-1", "1-1-1-1"],
    ["101", "1-0-1"],
    ["1 - 0 - 1", "1-0-1"],
    ["0-0-½", "0-0-½"],
  ])("%s is stored as %s", (typed, pattern) => {
    expect(parsed(typed).dose).toBe(pattern);
  });

  it.each(["SOS", "prn"])("%s: as needed, pattern 0-0-0, whatever timing was chosen", (typed) => {
    expect(parsed(typed)).toMatchObject({ dose: "0-0-0", timing: "as-needed" });
  });

  it.each(["twice daily", "1-0", "1-0-1-0-1", "xyz"])("%s is refused", (typed) => {
    expect(prescriptionSchema.safeParse({ items: [line(typed)] }).success).toBe(false);
  });
});

describe("the dose line printed", () => {
  it("as needed: 'when needed' in both languages, never 0-0-0", () => {
    const item = parsed("SOS");
    expect(doseLine(item, "en")).toBe("when needed · 30 days");
    expect(doseLine(item, "ta")).toBe("தேவைப்படும்போது · 30 நாள்");
  });

  it("four a day: morning-afternoon-evening-night in both languages", () => {
    const item = parsed("QID");
    expect(doseLine(item, "en")).toBe("1-1-1-1 (morning-afternoon-evening-night) · after food · 30 days");
    expect(doseLine(item, "ta")).toBe("காலை 1 – மதியம் 1 – மாலை 1 – இரவு 1 · சாப்பிட்ட பின் · 30 நாள்");
  });

  it("three a day as before", () => {
    expect(doseLine(parsed("BD"), "en")).toBe("1-0-1 · after food · 30 days");
    expect(doseLine(parsed("BD"), "ta")).toBe("காலை 1 – மதியம் 0 – இரவு 1 · சாப்பிட்ட பின் · 30 நாள்");
  });
});

describe("the brand map", () => {
  it("every brand leads to a generic on the list, and no brand is listed twice", () => {
    const generics = new Set(BUNDLED_DRUGS.map((d) => d.name));
    expect(DRUG_BRANDS.filter((b) => !generics.has(b.generic))).toEqual([]);
    const brands = DRUG_BRANDS.map((b) => b.brand.toLowerCase());
    expect(new Set(brands).size).toBe(brands.length);
  });

  it("the OPD's medicines are on the list", () => {
    const names = new Set(BUNDLED_DRUGS.map((d) => d.name.toLowerCase()));
    for (const name of [
      "propranolol",
      "glimepiride",
      "sitagliptin",
      "teneligliptin",
      "fenofibrate",
      "nifedipine",
      "labetalol",
      "levothyroxine",
      "carbimazole",
      "gliclazide",
      "vildagliptin",
    ])
      expect(names).toContain(name);
  });
});
