/**
 * The greeting rule (issue 26, finding 3): the whole name as the clinic would write it, or
 * null ("Dear patient") when the typed name does not look like a name.
 */
import { GREETING_NAME_MAX, greetingName } from "@/lib/shared/names";

describe("greetingName", () => {
  it.each([
    ["Lakshmi", "Lakshmi"],
    ["  Lakshmi   Narayanan ", "Lakshmi Narayanan"],
    ["S. Rajendran", "S. Rajendran"],
    ["S.Rajendran", "S.Rajendran"],
    ["K.S. Ravi Kumar", "K.S. Ravi Kumar"],
    ["Rajendran S.", "Rajendran S."],
    ["Dr. Meena Iyer", "Dr. Meena Iyer"],
    ["Dr.Meena", "Dr.Meena"],
    ["Mary O'Brien-Smith", "Mary O'Brien-Smith"],
    ["ஆ. லட்சுமி", "ஆ. லட்சுமி"],
    ["மு.கருணாநிதி", "மு.கருணாநிதி"],
    ["லட்சுமி  நாராயணன்", "லட்சுமி நாராயணன்"],
    // names that only share letters with a lure word
    ["Bankim Chandra", "Bankim Chandra"],
    ["Payal Shah", "Payal Shah"],
    ["Finella Rao", "Finella Rao"],
    ["K·S Ravi", "K·S Ravi"],
  ])("greets %p as %p, whole", (typed, greeted) => {
    expect(greetingName(typed)).toBe(greeted);
  });

  it.each([
    "http://evil.example/x",
    "Win a prize at https://evil.example",
    "visit evil.example now",
    "evil.example",
    "x.com",
    "X.COM",
    "Go to WWW dot evil",
    "www.evil",
    "hxxp://evil",
    "தளம்.இந்தியா",
    "someone@example.com",
    "Ravi @ home",
    "Ravi 2",
    "Call 98450 12345",
    "லட்சுமி ௧",
    "<b>Ravi</b>",
    // issue 41 G9: what was still delivered — look-alike dots, circled digits, lure words
    "Your KYC expired pay fine at evilpay．com today",
    "evil。link",
    "evil｡com",
    "evil․com",
    "Call ⑨⑧⑦⑥⑤ urgently",
    "Ravi ½",
    "ｅｖｉｌ．ｃｏｍ",
    "Kumar urgent",
    "Refund pending",
    "Share OTP",
    "",
    "   ",
  ])("greets %p as a patient, not by name", (typed) => {
    expect(greetingName(typed)).toBeNull();
  });

  it(`greets up to ${GREETING_NAME_MAX} characters by name, 61 as a patient`, () => {
    const sixty = `${"A".repeat(29)} ${"B".repeat(30)}`;
    expect(sixty).toHaveLength(60);
    expect(greetingName(sixty)).toBe(sixty);
    expect(greetingName(`${sixty}C`)).toBeNull();
    // counted after trimming and collapsing: spaces typed around the name do not count
    expect(greetingName(`  ${"A".repeat(29)}    ${"B".repeat(30)}  `)).toBe(sixty);
  });

  it("treats no name as a patient", () => {
    expect(greetingName(null)).toBeNull();
    expect(greetingName(undefined)).toBeNull();
  });
});
