/** The shared cleaning of free text (lib/shared/validation/text.ts), used by every schema. */
import * as z from "zod/mini";
import { cleanMultiLine, cleanSingleLine, multiLineText, singleLineText } from "@/lib/shared/validation/text";

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
