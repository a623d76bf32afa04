/**
 * A letter or certificate as a PDF (FEATURES.md §13–14): drawn ONLY from its frozen content,
 * on the prescription's sheet (lib/server/pdf/sheet.ts: the letterhead with the registration
 * number, the meta line, the signature, "Page X of Y" in every foot), printed by the shared PDF
 * machinery (tagged, with its language and title). A4 or A5, English or Tamil; generic drug
 * names in capitals. Every value passes escapeHtml.
 */
import "server-only";
import type { ClinicalDocument } from "../../../generated/sqlite/client";
import type { LetterContent } from "../../../shared/api/documents";
import { doseLine } from "../../../shared/validation/prescriptions";
import { DOCUMENT_TITLES } from "../../../shared/validation/documents";
import { escapeHtml } from "../../html";
import { renderPdf } from "../../pdf/browser";
import { fontFaces } from "../../pdf/fonts";
import {
  letterheadHtml,
  metaHtml,
  SHEET_CSS,
  SHEET_SIZES,
  sheetPageCss,
  signatureHtml,
  type SheetSize,
} from "../../pdf/sheet";
import { baseCss, printedDate } from "../../pdf/text";

type Lang = "en" | "ta";

const LABELS = {
  en: {
    patient: "Patient",
    ageSex: "Age / Sex",
    patientId: "Patient ID",
    date: "Date",
    number: "Letter No.",
    to: "To",
    reason: "Reason for referral",
    referralOpening: (name: string) => `Dear Doctor, I am referring ${name} to you for your opinion and care.`,
    referralClosing: "Thank you for seeing this patient.",
    diagnosis: "Diagnosis",
    medicines: "Current medicines",
    medicinesFrom: (n: string) => `as prescribed (${n})`,
    labs: "Latest investigations",
    ef: "Ejection fraction (echo)",
    complaints: "Complaints",
    findings: "Findings",
    advice: "Advice",
    visitOn: (date: string) => `Consultation on ${date}`,
    leave: (name: string, from: string, to: string, days: number) =>
      `This is to certify that ${name} is under my treatment and is advised rest from ${from} to ${to} (${days} ${days === 1 ? "day" : "days"}), both days included.`,
    fitness: (name: string, date: string, purpose: string) =>
      `This is to certify that I have examined ${name} on ${date} and find them medically fit for: ${purpose}.`,
    signature: "Signature",
    page: ["Page ", " of "] as const,
    years: (age: number) => `${age} y`,
    sex: { Male: "Male", Female: "Female", Other: "Other" } as Record<string, string>,
  },
  ta: {
    patient: "நோயாளி",
    ageSex: "வயது / பாலினம்",
    patientId: "நோயாளி எண்",
    date: "தேதி",
    number: "கடித எண்",
    to: "பெறுநர்",
    reason: "பரிந்துரைக்கான காரணம்",
    referralOpening: (name: string) =>
      `மதிப்பிற்குரிய மருத்துவர் அவர்களுக்கு, ${name} அவர்களை உங்கள் கருத்துக்கும் சிகிச்சைக்கும் பரிந்துரைக்கிறேன்.`,
    referralClosing: "இந்த நோயாளியைப் பார்ப்பதற்கு நன்றி.",
    diagnosis: "நோயறிதல்",
    medicines: "தற்போதைய மருந்துகள்",
    medicinesFrom: (n: string) => `(${n} மருந்துச்சீட்டின்படி)`,
    labs: "சமீபத்திய பரிசோதனைகள்",
    ef: "இதய வெளியேற்றப் பகுதி (EF, எக்கோ)",
    complaints: "அறிகுறிகள்",
    findings: "பரிசோதனையில் கண்டவை",
    advice: "அறிவுரை",
    visitOn: (date: string) => `${date} அன்று ஆலோசனை`,
    leave: (name: string, from: string, to: string, days: number) =>
      `${name} என் சிகிச்சையில் உள்ளார் என்றும், ${from} முதல் ${to} வரை (${days} நாட்கள், இரு நாட்களும் உட்பட) ஓய்வு எடுக்க அறிவுறுத்தப்படுகிறார் என்றும் சான்றளிக்கிறேன்.`,
    fitness: (name: string, date: string, purpose: string) =>
      `${date} அன்று ${name} அவர்களைப் பரிசோதித்தேன்; பின்வருவதற்கு அவர் மருத்துவ ரீதியாகத் தகுதியானவர் என்று சான்றளிக்கிறேன்: ${purpose}.`,
    signature: "கையொப்பம்",
    page: ["பக்கம் ", " / "] as const,
    years: (age: number) => `${age} வயது`,
    sex: { Male: "ஆண்", Female: "பெண்", Other: "பிற" } as Record<string, string>,
  },
} as const;

const STYLE = `${baseCss(1.42)}
${SHEET_CSS}
h1{font-size:1.3em;font-weight:700;text-align:center;margin:.7em 0 .3em;letter-spacing:.02em}
section{margin-top:.6em;break-inside:avoid}
h2{font-size:1em;font-weight:700;margin-bottom:.15em;break-after:avoid}
p.body{margin-top:.5em}
.pre{white-space:pre-line}
ul.list{padding-left:1.2em}
ul.list li{margin:.05em 0;break-inside:avoid}
.drug{font-weight:700;letter-spacing:.02em}
/* the last section and the signature: one block, never a signature alone on a page */
.closing{break-inside:avoid}
html.a5 section{margin-top:.4em}`;

const e = escapeHtml;
const section = (heading: string, inner: string) => `<section><h2>${e(heading)}</h2>${inner}</section>`;
const para = (text: string) => `<p class="pre">${e(text)}</p>`;
const list = (items: string[]) => `<ul class="list">${items.join("")}</ul>`;

/** The kind's own words and what the records said, as sections in the page's order. */
function bodySections(c: LetterContent, lang: Lang): string[] {
  const t = LABELS[lang];
  const f = c.fields;
  const out: string[] = [];
  if (f.kind === "referral") {
    out.push(
      `<p class="body"><b>${e(t.to)}:</b> ${e(f.to)}</p>`,
      `<p class="body">${e(t.referralOpening(c.patient.name))}</p>`,
    );
    out.push(section(t.reason, para(f.reason)));
  }
  if (f.kind === "medical-leave")
    out.push(
      `<p class="body">${e(t.leave(c.patient.name, printedDate(f.from, lang), printedDate(f.to, lang), f.days))}</p>`,
    );
  if (f.kind === "fitness")
    out.push(`<p class="body">${e(t.fitness(c.patient.name, printedDate(c.visitDate, lang), f.purpose))}</p>`);
  if (f.kind === "visit-summary") {
    out.push(`<p class="body">${e(t.visitOn(printedDate(c.visitDate, lang)))}</p>`);
    if (f.complaints.trim()) out.push(section(t.complaints, para(f.complaints)));
    if (f.findings.trim()) out.push(section(t.findings, para(f.findings)));
  }
  if (c.diagnosis) out.push(section(t.diagnosis, para(c.diagnosis)));
  if (c.medicines.length) {
    const items = c.medicines.map(
      (m) =>
        `<li><span class="drug latin">${e(m.drug.toUpperCase())}</span> <span class="latin">${e(m.strength)}</span>${m.form ? ` ${e(m.form)}` : ""} — ${e(doseLine(m, lang))}</li>`,
    );
    const from = c.medicinesFrom ? ` <span>${e(t.medicinesFrom(c.medicinesFrom))}</span>` : "";
    out.push(`<section><h2>${e(t.medicines)}${from}</h2>${list(items)}</section>`);
  }
  if (c.labs.length) {
    const items = c.labs.map(
      (l) =>
        `<li>${e(l.label)}: <b>${e(String(l.value))}${l.unit ? ` ${e(l.unit)}` : ""}</b> (${e(printedDate(l.date, lang))})</li>`,
    );
    out.push(section(t.labs, list(items)));
  }
  if (c.ef) out.push(section(t.ef, `<p><b>${e(String(c.ef.value))}%</b> (${e(printedDate(c.ef.date, lang))})</p>`));
  if (f.kind === "visit-summary" && f.advice.trim()) out.push(section(t.advice, para(f.advice)));
  if (f.kind === "referral") out.push(`<p class="body">${e(t.referralClosing)}</p>`);
  return out;
}

/** The whole page as HTML, from the frozen content only. */
export function letterHtml(c: LetterContent, lang: Lang, size: SheetSize): string {
  const t = LABELS[lang];
  const doctor = { ...c.doctor, name: c.doctor.name[lang] };
  const ageSex = [
    c.patient.age === null ? null : t.years(c.patient.age),
    c.patient.sex ? (t.sex[c.patient.sex] ?? c.patient.sex) : null,
  ]
    .filter(Boolean)
    .join(" / ");
  const meta = metaHtml([
    [t.patient, c.patient.name],
    ...(ageSex ? [[t.ageSex, ageSex] as const] : []),
    [t.patientId, String(c.patient.id)],
    [t.date, printedDate(c.date, lang)],
    [t.number, c.number],
  ]);
  const title = DOCUMENT_TITLES[c.fields.kind][lang];
  const sections = bodySections(c, lang);
  // the last part travels with the signature (.closing)
  const last = sections.pop() ?? "";
  const body = `<body>
${letterheadHtml({ clinic: c.clinic, doctor })}
<div class="meta">${meta}</div>
<main><h1>${e(title)}</h1>${sections.join("")}<div class="closing">${last}
${signatureHtml(t.signature, doctor)}</div></main>
</body>`;
  const foot = sheetPageCss(size, `${c.patient.name} · ${t.patientId} ${c.patient.id}`, c.number, t.page);
  return `<!doctype html>
<html lang="${lang}-IN" class="${size}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; font-src data:">
<title>${e(`${title} ${c.number}`)}</title>
<style>${fontFaces(body + foot.text, [400, 700])}
${foot.css}
:root{--base:${SHEET_SIZES[size].base}}
${STYLE}</style></head>
${body}</html>`;
}

/** The letter as PDF bytes, drawn from its stored content. */
export function documentPdf(doc: ClinicalDocument, { lang, size }: { lang: Lang; size: SheetSize }): Promise<Buffer> {
  const content = JSON.parse(doc.content) as LetterContent;
  return renderPdf(letterHtml(content, lang, size), { format: SHEET_SIZES[size].format });
}

/** The PDF's file name: the number and the language. */
export const documentFileName = (doc: Pick<ClinicalDocument, "number" | "kind">, lang: string) =>
  `${doc.kind}-${doc.number}-${lang}.pdf`;
