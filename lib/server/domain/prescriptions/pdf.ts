import "server-only";
import { escapeHtml } from "../../html";
import { renderPdf } from "../../pdf/browser";
import { fontFaces } from "../../pdf/fonts";
import { letterheadHtml, metaHtml, SHEET_CSS, SHEET_SIZES, sheetPageCss, signatureHtml } from "../../pdf/sheet";
import { baseCss, printedDate } from "../../pdf/text";
import { watermark, WATERMARK_CSS } from "../../pdf/watermark";
import { formatSlot } from "../../../shared/clinic-time";
import type { PrescriptionDocument } from "../../../shared/api/prescriptions";
import { doseLine } from "../../../shared/validation/prescriptions";

/**
 * The prescription as a PDF (FEATURES.md §11, docs/decisions/026-prescription-pdfs.md):
 * HTML written here, every value escaped, printed by the shared PDF machinery (lib/server/pdf:
 * Chromium through playwright-core, one PDF at a time, the fonts inside the HTML).
 */

// ─── The words ────────────────────────────────────────────────────────────────────────────

const LABELS = {
  en: {
    title: "Prescription",
    draft: "DRAFT — not valid for dispensing",
    patient: "Patient",
    ageSex: "Age / Sex",
    patientId: "Patient ID",
    date: "Date",
    number: "Prescription No.",
    noNumber: "Not yet numbered",
    version: (n: number, replaces: string | null) => `Version ${n}${replaces ? `, replaces ${replaces}` : ""}`,
    allergies: "Allergies",
    noAllergies: "None recorded",
    diagnosis: "Diagnosis",
    medicines: "Medicines",
    investigations: "Investigations",
    advice: "Advice",
    followUp: "Follow-up",
    signature: "Signature",
    /** CSS content around counter(page) and counter(pages) */
    page: ["Page ", " of "],
    years: (age: number) => `${age} y`,
    sex: { Male: "Male", Female: "Female", Other: "Other" } as Record<string, string>,
  },
  ta: {
    title: "மருந்துச்சீட்டு",
    draft: "DRAFT (வரைவு) — இதைக் கொண்டு மருந்து வழங்கக் கூடாது",
    patient: "நோயாளி",
    ageSex: "வயது / பாலினம்",
    patientId: "நோயாளி எண்",
    date: "தேதி",
    number: "மருந்துச்சீட்டு எண்",
    noNumber: "இன்னும் எண் இல்லை",
    version: (n: number, replaces: string | null) =>
      `பதிப்பு ${n}${replaces ? ` (${replaces} மருந்துச்சீட்டுக்குப் பதிலாக)` : ""}`,
    allergies: "ஒவ்வாமைகள்",
    noAllergies: "பதிவு எதுவும் இல்லை",
    diagnosis: "நோயறிதல்",
    medicines: "மருந்துகள்",
    investigations: "பரிசோதனைகள்",
    advice: "அறிவுரை",
    followUp: "மீண்டும் வர வேண்டிய நாள்",
    signature: "கையொப்பம்",
    page: ["பக்கம் ", " / "],
    years: (age: number) => `${age} வயது`,
    sex: { Male: "ஆண்", Female: "பெண்", Other: "பிற" } as Record<string, string>,
  },
} as const;

// ─── The page ─────────────────────────────────────────────────────────────────────────────

const STYLE = `${baseCss(1.42)}
${SHEET_CSS}
.draft-note{margin-top:.45em;padding:.15em .5em;border:1pt solid #000;font-weight:700;text-align:center}
.meta .version{flex-basis:100%}
section{margin-top:.55em;break-inside:avoid}
section.rx{break-inside:auto}
h2{font-size:1em;font-weight:700;margin-bottom:.15em;break-after:avoid}
.inline h2{display:inline;margin-right:.4em}
.inline p{display:inline}
.allergies{font-weight:700}
ul.list{padding-left:1.2em}
ul.list li{margin:.05em 0}
.rx h2{font-size:1.35em;font-family:"Noto Sans",serif;margin-bottom:.25em}
ol.items{list-style:none;counter-reset:item}
ol.items li{display:grid;grid-template-columns:1.8em 1fr;padding:.22em 0;border-bottom:.4pt solid #ccc;break-inside:avoid}
ol.items li:last-child{border-bottom:0}
/* the last medicine, what follows it and the signature: one block, never split when it fits a page */
.closing{break-inside:avoid}
.closing ol.items{border-top:.4pt solid #ccc}
section.rx+.closing ol.items li{padding-top:.22em}
ol.items .n{font-weight:700}
ol.items .drug{font-weight:700;letter-spacing:.02em}
ol.items .form{font-weight:400}
/* the dose beside the drug when both fit the line, else whole on the next */
ol.items .what{margin-right:1.1em}
ol.items .dose{display:inline-block}
ol.items .note{font-style:normal;color:#222}
html.a5 section{margin-top:.4em}
html.a5 ol.items li{padding:.15em 0}
${WATERMARK_CSS}
`;

const SIZES = SHEET_SIZES;

const list = (items: string[]) => `<ul class="list">${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`;

/** The whole page as HTML: every value from the document passes escapeHtml. */
export function prescriptionHtml(doc: PrescriptionDocument): string {
  const t = LABELS[doc.lang];
  const e = escapeHtml;
  const size = SIZES[doc.size];
  const ageSex = [
    doc.patient.age === null ? null : t.years(doc.patient.age),
    doc.patient.sex ? (t.sex[doc.patient.sex] ?? doc.patient.sex) : null,
  ]
    .filter(Boolean)
    .join(" / ");
  const meta = metaHtml([
    [t.patient, doc.patient.name],
    ...(ageSex ? [[t.ageSex, ageSex] as const] : []),
    [t.patientId, String(doc.patient.id)],
    [t.date, printedDate(doc.date, doc.lang)],
    [t.number, doc.number ?? t.noNumber],
  ]);
  const version =
    doc.version > 1 ? `<span class="version">${e(t.version(doc.version, doc.replacesNumber))}</span>` : "";

  const items = doc.items.map((item, i) => {
    const form = item.form ? ` <span class="form">${e(item.form)}</span>` : "";
    const note = item.instructions ? `<div class="note">${e(item.instructions)}</div>` : "";
    return `<li><span class="n">${i + 1}.</span><div><div><span class="what"><span class="drug latin">${e(item.drug.toUpperCase())}</span> <span class="latin">${e(item.strength)}</span>${form}</span> <span class="dose">${e(doseLine(item, doc.lang))}</span></div>${note}</div></li>`;
  });
  // the last medicine travels with what follows it down to the signature (.closing)
  const last = items.pop() ?? "";

  const followUp = doc.followUp
    ? (doc.followUp.review ??
      `${printedDate(doc.followUp.date, doc.lang)}${doc.followUp.time ? `, ${formatSlot(doc.followUp.time, doc.lang)}` : ""}`)
    : null;

  const opening = [
    `<section class="inline allergies"><h2>${e(t.allergies)}:</h2><p>${e(doc.allergies.length ? doc.allergies.join(", ") : t.noAllergies)}</p></section>`,
    doc.diagnosis.trim()
      ? `<section class="inline"><h2>${e(t.diagnosis)}:</h2><p>${e(doc.diagnosis)}</p></section>`
      : "",
    `<section class="rx"><h2 aria-label="${e(t.medicines)}">Rx</h2>${items.length ? `<ol class="items">${items.join("")}</ol>` : ""}</section>`,
  ].join("");
  const closing = [
    last ? `<ol class="items" start="${doc.items.length}">${last}</ol>` : "",
    doc.investigations.length
      ? `<section class="inline"><h2>${e(t.investigations)}:</h2><p>${e(doc.investigations.join(", "))}</p></section>`
      : "",
    doc.advice.length ? `<section><h2>${e(t.advice)}</h2>${list(doc.advice)}</section>` : "",
    followUp ? `<section class="inline"><h2>${e(t.followUp)}:</h2><p><b>${e(followUp)}</b></p></section>` : "",
  ].join("");

  const body = `<body>
${doc.draft ? watermark("DRAFT", size.draft) : ""}
${letterheadHtml(doc)}
${doc.draft ? `<p class="draft-note">${e(t.draft)}</p>` : ""}
<div class="meta">${meta}${version}</div>
<main>${opening}<div class="closing">${closing}
${signatureHtml(t.signature, doc.doctor)}</div></main>
</body>`;

  const foot = pageCss(doc);
  return `<!doctype html>
<html lang="${doc.lang}-IN" class="${doc.size}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; font-src data:">
<title>${e(doc.number ? `${t.title} ${doc.number}` : t.title)}</title>
<style>${fontFaces(body + foot.text, [400, 700])}
${foot.css}
:root{--base:${size.base}}
${STYLE}</style></head>
${body}</html>`;
}

/** The sheet: its size and margins, and every page's foot (whose, the number, page X of Y). */
function pageCss(doc: PrescriptionDocument): { css: string; text: string } {
  const t = LABELS[doc.lang];
  return sheetPageCss(doc.size, `${doc.patient.name} · ${t.patientId} ${doc.patient.id}`, doc.number, t.page);
}

// ─── Printing ─────────────────────────────────────────────────────────────────────────────

/** The prescription as PDF bytes: A4 or A5, English or Tamil, "DRAFT" across every page of a draft. */
export async function renderPrescriptionPdf(doc: PrescriptionDocument): Promise<Buffer> {
  // written before its turn (a throw here rejects): the queue holds only the printing;
  // the page's size, margins and foot are its @page rule's (pageCss)
  return renderPdf(prescriptionHtml(doc), { format: SIZES[doc.size].format });
}
