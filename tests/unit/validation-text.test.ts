/** The shared cleaning of free text (lib/shared/validation/text.ts), used by every schema. */
import * as z from "zod/mini";
import {
  cleanMultiLine,
  cleanSingleLine,
  hasLetter,
  multiLineText,
  requiredName,
  singleLineText,
} from "@/lib/shared/validation/text";

describe("single-line text", () => {
  it.each([
    ["Asha\rMenon", "Asha Menon"],
    ["Asha\nMenon", "Asha Menon"],
    ["Asha\r\nMenon", "Asha  Menon"],
    ["Asha\tMenon", "Asha Menon"],
    ["As\u0000ha\u0007\u001b[0m", "Asha[0m"],
    ["A\u007f\u0085\u009fB", "A B"],
    ["A\u2028B\u2029C", "A B C"],
  ])("%j → %j", (input, output) => expect(cleanSingleLine(input)).toBe(output));

  it("keeps ordinary Unicode, Tamil with its joiners included", () => {
    for (const text of ["ஆஞ்சியோகிராம்", "க்‌ஷ", "José Müller-O'Brien", "😀"]) expect(cleanSingleLine(text)).toBe(text);
  });
});

describe("multi-line text", () => {
  it.each([
    ["One\r\nTwo", "One\nTwo"],
    ["One\nTwo", "One\nTwo"],
    ["One\rTwo", "OneTwo"],
    ["One\tTwo", "One Two"],
    ["One\u0000\u0008\u000b\u000c\u001fTwo", "OneTwo"],
    ["One\u2028Two", "OneTwo"],
  ])("%j → %j", (input, output) => expect(cleanMultiLine(input)).toBe(output));
});

describe("the zod helpers", () => {
  it("clean first, so trim, min and max see the cleaned text", () => {
    const name = singleLineText().check(z.trim(), z.minLength(1), z.maxLength(5));
    expect(name.parse("\u0000 Asha \r")).toBe("Asha");
    expect(singleLineText().check(z.trim(), z.minLength(1)).safeParse("\u0000\u0007").success).toBe(false);
    expect(name.safeParse("Ash\u0000\u0000\u0000a").success).toBe(true); // 4 characters once cleaned
    expect(multiLineText().check(z.trim()).parse(" a\r\nb\r ")).toBe("a\nb");
  });

  it("still refuses what is not text", () => {
    expect(singleLineText().safeParse(5).success).toBe(false);
    expect(multiLineText().safeParse(null).success).toBe(false);
  });
});

describe("bidi controls and invisible characters (issue 26, finding 9e)", () => {
  it.each([
    ["\u202Enomem ahsA", "nomem ahsA"], // RIGHT-TO-LEFT OVERRIDE
    ["A\u202A\u202B\u202C\u202D\u202EB", "AB"],
    ["A\u2066\u2067\u2068\u2069B", "AB"], // isolates
    ["A\u200E\u200F\u061CB", "AB"], // marks
    ["A\u200BB\u2060C\uFEFFD\u00ADE", "ABCDE"], // zero-width space, word joiner, BOM, soft hyphen
    ["A\u2061\u2062\u2063\u2064B", "AB"], // invisible operators
    ["\u3164\u115F\u1160\uFFA0", ""], // Hangul fillers (letters that show nothing)
    ["A\u034F\u180EB", "AB"], // combining grapheme joiner, Mongolian vowel separator
    ["A\u{E0041}\u{E007F}B", "AB"], // tag characters
    ["\u200CAsha\u200D", "Asha"], // joiners outside a word hide
    ["Asha \u200D Menon", "Asha  Menon"],
  ])("single line %j → %j", (input, output) => expect(cleanSingleLine(input)).toBe(output));

  it("multi-line text loses them too, and keeps its line breaks", () => {
    expect(cleanMultiLine("One\u202E\nTwo\u200B")).toBe("One\nTwo");
  });

  it("keeps ZWNJ/ZWJ inside words (Tamil, Malayalam, Persian) and emoji sequences", () => {
    for (const text of ["க்\u200Cஷ", "ஸ்ரீ", "ന്\u200D", "می\u200Cخواهم", "👨\u200D👩\u200D👧"]) {
      expect(cleanSingleLine(text)).toBe(text);
    }
  });

  it("a name needs a visible letter of any script; the message names the field's rule", () => {
    const name = requiredName("required", 100, "too long", "letters please");
    expect(name.parse(" \u202EAsha\u200B ")).toBe("Asha");
    expect(name.parse("கலா")).toBe("கலா");
    expect(name.parse("S. Rajendran")).toBe("S. Rajendran");
    for (const input of ["\u200B\u200B", "\u3164", "...", "123", "👍"]) {
      const result = name.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0].message).toMatch(/required|letters please/);
    }
    expect(hasLetter("௧௨")).toBe(false); // Tamil digits are not letters
    expect(hasLetter("ஆ")).toBe(true);
  });
});
