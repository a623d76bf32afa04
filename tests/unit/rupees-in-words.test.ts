/**
 * Rupees in words (FEATURES.md §12: "Rupees Five Hundred Only") in the Indian system, English
 * and Tamil, and rupees in figures grouped the Indian way (₹1,25,000).
 */
import { groupIndian, rupeesInFigures, rupeesInWords } from "@/lib/shared/rupees-in-words";

const en = (n: number) => rupeesInWords(n, "en");
const ta = (n: number) => rupeesInWords(n, "ta");

describe("English", () => {
  it.each([
    [0, "Rupees Zero Only"],
    [1, "Rupees One Only"],
    [7, "Rupees Seven Only"],
    [10, "Rupees Ten Only"],
    [11, "Rupees Eleven Only"],
    [15, "Rupees Fifteen Only"],
    [19, "Rupees Nineteen Only"],
    [20, "Rupees Twenty Only"],
    [21, "Rupees Twenty-One Only"],
    [45, "Rupees Forty-Five Only"],
    [99, "Rupees Ninety-Nine Only"],
    [100, "Rupees One Hundred Only"],
    [101, "Rupees One Hundred One Only"],
    [110, "Rupees One Hundred Ten Only"],
    [250, "Rupees Two Hundred Fifty Only"],
    [500, "Rupees Five Hundred Only"],
    [999, "Rupees Nine Hundred Ninety-Nine Only"],
    [1000, "Rupees One Thousand Only"],
    [1001, "Rupees One Thousand One Only"],
    [1200, "Rupees One Thousand Two Hundred Only"],
    [1500, "Rupees One Thousand Five Hundred Only"],
    [10000, "Rupees Ten Thousand Only"],
    [12345, "Rupees Twelve Thousand Three Hundred Forty-Five Only"],
    [99999, "Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only"],
    [100000, "Rupees One Lakh Only"],
    [100001, "Rupees One Lakh One Only"],
    [101000, "Rupees One Lakh One Thousand Only"],
    [125000, "Rupees One Lakh Twenty-Five Thousand Only"],
    [999999, "Rupees Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only"],
    [1000000, "Rupees Ten Lakh Only"],
    [10000000, "Rupees One Crore Only"],
    [21000000, "Rupees Two Crore Ten Lakh Only"],
    [123456789, "Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only"],
  ])("%i → %s", (n, words) => expect(en(n)).toBe(words));
});

describe("Tamil", () => {
  it.each([
    [0, "ரூபாய் பூஜ்ஜியம் மட்டும்"],
    [1, "ரூபாய் ஒன்று மட்டும்"],
    [2, "ரூபாய் இரண்டு மட்டும்"],
    [10, "ரூபாய் பத்து மட்டும்"],
    [11, "ரூபாய் பதினொன்று மட்டும்"],
    [12, "ரூபாய் பன்னிரண்டு மட்டும்"],
    [19, "ரூபாய் பத்தொன்பது மட்டும்"],
    [20, "ரூபாய் இருபது மட்டும்"],
    // the tens' final உ gives way to a unit starting with a vowel
    [21, "ரூபாய் இருபத்தொன்று மட்டும்"],
    [22, "ரூபாய் இருபத்திரண்டு மட்டும்"],
    [23, "ரூபாய் இருபத்துமூன்று மட்டும்"],
    [25, "ரூபாய் இருபத்தைந்து மட்டும்"],
    [26, "ரூபாய் இருபத்தாறு மட்டும்"],
    [27, "ரூபாய் இருபத்தேழு மட்டும்"],
    [28, "ரூபாய் இருபத்தெட்டு மட்டும்"],
    [54, "ரூபாய் ஐம்பத்துநான்கு மட்டும்"],
    [90, "ரூபாய் தொண்ணூறு மட்டும்"],
    [99, "ரூபாய் தொண்ணூற்றொன்பது மட்டும்"],
    [100, "ரூபாய் நூறு மட்டும்"],
    [101, "ரூபாய் நூற்று ஒன்று மட்டும்"],
    [150, "ரூபாய் நூற்று ஐம்பது மட்டும்"],
    [200, "ரூபாய் இருநூறு மட்டும்"],
    [300, "ரூபாய் முந்நூறு மட்டும்"],
    [400, "ரூபாய் நானூறு மட்டும்"],
    [500, "ரூபாய் ஐந்நூறு மட்டும்"],
    [650, "ரூபாய் அறுநூற்று ஐம்பது மட்டும்"],
    [700, "ரூபாய் எழுநூறு மட்டும்"],
    [800, "ரூபாய் எண்ணூறு மட்டும்"],
    [900, "ரூபாய் தொள்ளாயிரம் மட்டும்"],
    [999, "ரூபாய் தொள்ளாயிரத்து தொண்ணூற்றொன்பது மட்டும்"],
    [1000, "ரூபாய் ஆயிரம் மட்டும்"],
    [1001, "ரூபாய் ஆயிரத்து ஒன்று மட்டும்"],
    [1200, "ரூபாய் ஆயிரத்து இருநூறு மட்டும்"],
    [1500, "ரூபாய் ஆயிரத்து ஐந்நூறு மட்டும்"],
    [2000, "ரூபாய் இரண்டாயிரம் மட்டும்"],
    [2500, "ரூபாய் இரண்டாயிரத்து ஐந்நூறு மட்டும்"],
    [3000, "ரூபாய் மூவாயிரம் மட்டும்"],
    [4000, "ரூபாய் நான்காயிரம் மட்டும்"],
    [5000, "ரூபாய் ஐயாயிரம் மட்டும்"],
    [6000, "ரூபாய் ஆறாயிரம் மட்டும்"],
    [8000, "ரூபாய் எட்டாயிரம் மட்டும்"],
    [9000, "ரூபாய் ஒன்பதாயிரம் மட்டும்"],
    [10000, "ரூபாய் பத்தாயிரம் மட்டும்"],
    [11000, "ரூபாய் பதினோராயிரம் மட்டும்"],
    [15000, "ரூபாய் பதினைந்தாயிரம் மட்டும்"],
    [20000, "ரூபாய் இருபதாயிரம் மட்டும்"],
    [21000, "ரூபாய் இருபத்தோராயிரம் மட்டும்"],
    [25000, "ரூபாய் இருபத்தைந்தாயிரம் மட்டும்"],
    [99999, "ரூபாய் தொண்ணூற்றொன்பதாயிரத்து தொள்ளாயிரத்து தொண்ணூற்றொன்பது மட்டும்"],
    [100000, "ரூபாய் ஒரு லட்சம் மட்டும்"],
    [100001, "ரூபாய் ஒரு லட்சத்து ஒன்று மட்டும்"],
    [125000, "ரூபாய் ஒரு லட்சத்து இருபத்தைந்தாயிரம் மட்டும்"],
    [250000, "ரூபாய் இரண்டு லட்சத்து ஐம்பதாயிரம் மட்டும்"],
    [1000000, "ரூபாய் பத்து லட்சம் மட்டும்"],
    [2100000, "ரூபாய் இருபத்தொரு லட்சம் மட்டும்"],
    [10000000, "ரூபாய் ஒரு கோடி மட்டும்"],
    [15000000, "ரூபாய் ஒரு கோடியே ஐம்பது லட்சம் மட்டும்"],
  ])("%i → %s", (n, words) => expect(ta(n)).toBe(words));

  it("writes every amount up to ten lakh in Tamil letters and spaces, each word a known part", () => {
    for (let n = 0; n <= 1_000_000; n += 997) {
      expect(ta(n)).toMatch(/^ரூபாய் [\u0B80-\u0BFF ]+ மட்டும்$/);
      // no part is left in the form that joins it to a following one, at the end
      expect(ta(n)).not.toMatch(/(ஆயிரத்து|ற்று|லட்சத்து|கோடியே) மட்டும்$/);
    }
  });
});

it("refuses what is not an amount in whole rupees", () => {
  expect(() => en(-1)).toThrow(RangeError);
  expect(() => en(1.5)).toThrow(RangeError);
  expect(() => ta(Number.NaN)).toThrow(RangeError);
  expect(() => en(1_000_000_000)).toThrow(RangeError);
});

describe("figures, grouped the Indian way", () => {
  it.each([
    [0, "0"],
    [5, "5"],
    [999, "999"],
    [1000, "1,000"],
    [1200, "1,200"],
    [99999, "99,999"],
    [100000, "1,00,000"],
    [125000, "1,25,000"],
    [1000000, "10,00,000"],
    [12345678, "1,23,45,678"],
    [-1500, "-1,500"],
  ])("%i → %s", (n, text) => expect(groupIndian(n)).toBe(text));

  it("with the rupee sign", () => expect(rupeesInFigures(125000)).toBe("₹1,25,000"));
  it("refuses a fraction", () => expect(() => groupIndian(1.5)).toThrow(RangeError));
});
