/**
 * The SMS segment counter (FEATURES.md §15): GSM-7 160 in one part and 153 per part, the
 * extension characters counting two; any other character makes it UCS-2, 70 and 67 per part.
 */
import { smsSegments } from "@/lib/shared/sms-segments";

describe("smsSegments", () => {
  it("English in GSM-7: 160 characters in one part, 161 in two, 306 still two, 307 three", () => {
    expect(smsSegments("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsSegments("a".repeat(161)).segments).toBe(2);
    expect(smsSegments("a".repeat(306)).segments).toBe(2);
    expect(smsSegments("a".repeat(307)).segments).toBe(3);
    expect(smsSegments("").segments).toBe(1);
  });

  it("GSM extension characters (€ [ ] { } ^ ~ | \\) count two places each", () => {
    expect(smsSegments("€[]{}").units).toBe(10);
    expect(smsSegments(`${"a".repeat(158)}€`)).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsSegments(`${"a".repeat(159)}€`).segments).toBe(2);
    expect(smsSegments(`${"a".repeat(159)}|`).segments).toBe(2);
  });

  it("GSM's own accented letters stay GSM-7 (é, ñ, ü), others do not (â)", () => {
    expect(smsSegments("café, señor, über").encoding).toBe("GSM-7");
    expect(smsSegments("pâté").encoding).toBe("UCS-2");
  });

  it("Tamil is UCS-2: 70 in one part, 71 in two, 134 two, 135 three", () => {
    const ta = "க";
    expect(smsSegments(ta.repeat(70))).toEqual({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(smsSegments(ta.repeat(71)).segments).toBe(2);
    expect(smsSegments(ta.repeat(134)).segments).toBe(2);
    expect(smsSegments(ta.repeat(135)).segments).toBe(3);
    // a real line: every vowel sign is a character of its own
    expect(smsSegments("வணக்கம்").units).toBe(7);
  });

  it("one non-GSM character turns a whole English text into UCS-2 (a curly quote, an emoji)", () => {
    expect(smsSegments(`${"a".repeat(100)}’`)).toMatchObject({ encoding: "UCS-2", segments: 2 });
    expect(smsSegments("ok 🙂").units).toBe(5);
  });
});
