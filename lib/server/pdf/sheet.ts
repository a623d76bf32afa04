/**
 * The pieces every signed clinical document's page shares (prescriptions, letters and
 * certificates; FEATURES.md §11, §13, §14): the two sheet sizes, the letterhead with the
 * doctor's registration number and council, the meta line, the signature block and each
 * page's foot. The caller writes the body between them; every value passes escapeHtml here.
 */
import "server-only";
import { escapeHtml } from "../html";
import type { Letterhead } from "./letterhead";
import { pageFoot } from "./text";

export type SheetSize = "a4" | "a5";

export const SHEET_SIZES = {
  a4: {
    format: "A4",
    base: "11.5pt",
    margin: { top: "14mm", right: "16mm", bottom: "16mm", left: "16mm" },
    draft: "150mm",
  },
  a5: {
    format: "A5",
    base: "10pt",
    margin: { top: "10mm", right: "10mm", bottom: "12mm", left: "10mm" },
    draft: "105mm",
  },
} as const;

/** The letterhead's, the meta line's and the signature's style (the body's own style follows it). */
export const SHEET_CSS = `header{display:flex;justify-content:space-between;align-items:flex-end;gap:1.2em;padding-bottom:.55em;border-bottom:1.5pt solid #000}
header .who{flex:1 1 auto;min-width:0}
header .clinic{font-size:1.65em;font-weight:700;line-height:1.15;letter-spacing:.01em}
header .doctor{font-weight:700;margin-top:.3em}
header .reg{font-weight:700}
/* as wide as its longest unbroken line (the e-mail address, never cut) and at least 42% */
header .contact{flex:0 1 42%;text-align:right;font-size:.88em;line-height:1.3}
.email{white-space:nowrap}
.meta{display:flex;flex-wrap:wrap;gap:.1em 1.4em;padding:.4em 0;border-bottom:.5pt solid #777;font-size:.95em}
.meta b{font-weight:700}
.sign{margin-top:2.6em;display:flex;justify-content:flex-end;break-inside:avoid}
.sign div{min-width:45%;text-align:center;padding-top:.3em;border-top:.75pt solid #000;font-size:.92em}
.sign b{display:block;font-size:1.05em}
html.a5 header{display:block}
html.a5 header .contact{display:flex;flex-wrap:wrap;gap:0 1em;text-align:left;margin-top:.2em}
html.a5 header .clinic{font-size:1.5em}
html.a5 body{line-height:1.3}
html.a5:lang(ta) body{line-height:1.38}
html.a5 .meta{padding:.35em 0}
html.a5 .sign{margin-top:1.9em}`;

/** "Reg. No. 12345, Tamil Nadu Medical Council" (already escaped). */
export const registrationLine = (doctor: Letterhead["doctor"]) =>
  `Reg. No. ${escapeHtml(doctor.registrationNumber)}, ${escapeHtml(doctor.council)}`;

/** The letterhead: the clinic, the doctor with qualifications and registration; address, phone, e-mail. */
export function letterheadHtml({ clinic, doctor }: Letterhead): string {
  const e = escapeHtml;
  return `<header><div class="who"><div class="clinic">${e(clinic.name)}</div>
<div class="doctor">${e(doctor.name)}</div><div>${e(doctor.qualifications)}</div>
<div class="reg latin">${registrationLine(doctor)}</div></div>
<div class="contact"><div>${e(clinic.address)}</div><div class="latin">${e(clinic.phone)}</div><div class="latin email">${e(clinic.email)}</div></div></header>`;
}

/** The meta line's labelled values ("Patient: <b>Asha</b>"). */
export const metaHtml = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([label, value]) => `<span>${escapeHtml(label)}: <b>${escapeHtml(value)}</b></span>`).join("");

/** The signature block: the word, the doctor's name and registration. */
export const signatureHtml = (word: string, doctor: Letterhead["doctor"]) =>
  `<div class="sign"><div>${escapeHtml(word)}<b>${escapeHtml(doctor.name)}</b><span class="latin">${registrationLine(doctor)}</span></div></div>`;

/** The sheet: its size and margins, and every page's foot (whose, the number, page X of Y). */
export function sheetPageCss(
  size: SheetSize,
  who: string,
  number: string | null,
  page: readonly [string, string],
): { css: string; text: string } {
  const m = SHEET_SIZES[size].margin;
  const foot = pageFoot(who, number, page);
  return {
    css: `@page{size:${size.toUpperCase()};margin:${m.top} ${m.right} ${m.bottom} ${m.left};\n${foot.css}}`,
    text: foot.text,
  };
}
