/**
 * The DLT templates as data (lib/server/messages/sms-templates.ts, FEATURES.md §15): each has a
 * value for every placeholder, says nothing medical, and fits the segments the README states —
 * the README's tables are the ones the data makes (scripts/sms-templates-readme.ts).
 */
import fs from "node:fs";
import path from "node:path";
import {
  fillSmsTemplate,
  SMS_TEMPLATES,
  SMS_TYPICAL,
  smsTemplatesMarkdown,
  typicalText,
} from "@/lib/server/messages/sms-templates";
import { smsSegments } from "@/lib/shared/sms-segments";
import { SMS_KINDS, type SmsKind } from "@/lib/shared/validation/messages";

const README = fs.readFileSync(path.join(__dirname, "../../README.md"), "utf8");
const kinds = Object.keys(SMS_TEMPLATES) as SmsKind[];

/** The segments the README's table states for a kind in a language. */
function readmeSegments(kind: SmsKind, heading: "English" | "Tamil"): number {
  const block = README.slice(
    README.indexOf("<!-- sms-templates:start -->"),
    README.indexOf("<!-- sms-templates:end -->"),
  );
  const table =
    heading === "English" ? block.slice(0, block.indexOf("Tamil (")) : block.slice(block.indexOf("Tamil ("));
  const row = table.split("\n").find((line) => line.startsWith(`| \`${kind}\` |`));
  if (!row) throw new Error(`README: no ${heading} row for ${kind}`);
  return Number(row.split("|").at(-2)!.trim());
}

describe("SMS templates (DLT)", () => {
  it("cover every SMS kind, in English and Tamil", () => {
    expect(kinds.sort()).toEqual([...SMS_KINDS].sort());
  });

  it.each(kinds)("%s: one value per {#var#}, in both languages", (kind) => {
    const { vars, text } = SMS_TEMPLATES[kind];
    for (const words of Object.values(text)) expect(words.match(/\{#var#\}/g)).toHaveLength(vars.length);
    expect(fillSmsTemplate(kind, "en", SMS_TYPICAL.en)).not.toContain("{#var#}");
  });

  it.each(kinds)("%s fits the segments the README states (Tamil as UCS-2)", (kind) => {
    expect(smsSegments(typicalText(kind, "en"))).toMatchObject({
      encoding: "GSM-7",
      segments: readmeSegments(kind, "English"),
    });
    expect(smsSegments(typicalText(kind, "ta"))).toMatchObject({
      encoding: "UCS-2",
      segments: readmeSegments(kind, "Tamil"),
    });
    // a Tamil SMS of more than four parts costs four times an English one: keep them short
    expect(smsSegments(typicalText(kind, "ta")).segments).toBeLessThanOrEqual(4);
    expect(smsSegments(typicalText(kind, "en")).segments).toBeLessThanOrEqual(2);
  });

  it("the README's tables are the data's (run npx tsx scripts/sms-templates-readme.ts after a change)", () => {
    expect(README).toContain(smsTemplatesMarkdown((t) => smsSegments(t).segments));
  });

  it("the phone code: the code, valid 10 minutes, do not share", () => {
    expect(fillSmsTemplate("phone-code", "en", { code: "482913", clinic: "HeartCare Clinic" })).toBe(
      "482913 is your HeartCare Clinic code. It is valid for 10 minutes. Do not share it with anyone.",
    );
    expect(SMS_TEMPLATES["phone-code"].text.ta).toMatch(/10 நிமிடம்.*பகிர வேண்டாம்/);
  });

  it("no template names a service, a note or a drug: only the values it lists", () => {
    for (const kind of kinds) {
      expect(SMS_TEMPLATES[kind].vars).not.toEqual(expect.arrayContaining(["service", "notes", "drug"]));
      expect(SMS_TEMPLATES[kind].text.en).not.toMatch(/consultation|ECG|echo|tablet|mg\b/i);
    }
  });
});
