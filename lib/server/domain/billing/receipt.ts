/**
 * A bill's receipt as a PDF (FEATURES.md §12), A5 or an 80 mm thermal roll, English or Tamil:
 * the letterhead with the doctor's registration number and council (IMC Regulations 2002,
 * 1.4.1), the bill's number and date, the patient, the items, the total in figures and in
 * words, the payments with their modes, what is paid and what is still due, and, while
 * something is due and UPI is configured, a QR code of the bill's upi://pay URI. A void bill
 * says "VOID" across the page and why near its top. Printed by the shared PDF machinery
 * (lib/server/pdf), every value escaped.
 */
import "server-only";
import QRCode from "qrcode";
import type { BillItem, ReceiptDocument } from "../../../shared/api/billing";
import { rupeesInFigures, rupeesInWords } from "../../../shared/rupees-in-words";
import { BILLING_MESSAGES, PAYMENT_MODE_LABELS, type PaymentMode } from "../../../shared/validation/billing";
import { db } from "../../db";
import { escapeHtml } from "../../html";
import { notFound } from "../../http";
import { renderPdf } from "../../pdf/browser";
import { fontFaces } from "../../pdf/fonts";
import { baseCss, pageFoot, printedDate } from "../../pdf/text";
import { watermark, WATERMARK_CSS } from "../../pdf/watermark";
import { jsonList } from "../records";
import { receiptHeader } from "./receipt-document";
import { upiUriOrNull } from "./upi";
import { amountDue } from "../../../shared/amount-due";

// ─── What it prints ───────────────────────────────────────────────────────────────────────

/**
 * The receipt of bill `billId`, gathered from the bill, its payments and the letterhead; in
 * `lang`, or else the patient's language.
 */
export async function receiptDocument(
  billId: number,
  { lang: asked, size }: { lang?: ReceiptDocument["lang"]; size: ReceiptDocument["size"] },
): Promise<ReceiptDocument> {
  const bill = await db().bill.findUnique({
    where: { id: billId },
    include: {
      payments: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      refunds: { orderBy: { id: "asc" } },
      patient: { select: { language: true } },
    },
  });
  if (!bill) throw notFound(BILLING_MESSAGES.notFound);
  const lang = asked ?? (bill.patient?.language === "ta" ? "ta" : "en");
  const isVoid = bill.status === "void";
  const due = amountDue(bill);
  return {
    lang,
    size,
    ...receiptHeader(bill, lang),
    number: bill.number,
    date: bill.date,
    patient: { name: bill.patientName, id: bill.patientId },
    items: jsonList<BillItem>(bill.items),
    total: bill.total,
    paid: bill.paid,
    due,
    payments: bill.payments.map((p) => ({
      mode: p.mode as PaymentMode,
      amount: p.amount,
      reference: p.reference,
      date: p.date,
    })),
    void: isVoid ? { reason: bill.voidReason ?? "" } : null,
    refunds: bill.refunds.map((r) => ({ mode: r.mode as PaymentMode, amount: r.amount, date: r.date })),
    upiUri: upiUriOrNull({ number: bill.number, due, status: bill.status, payments: bill.payments }),
  };
}

/** receipt-2026-27-0001-en-a5.pdf */
export const receiptFileName = (doc: Pick<ReceiptDocument, "number" | "lang" | "size">) =>
  `receipt-${doc.number.replace(/[^\w-]+/g, "-")}-${doc.lang}-${doc.size}.pdf`;

// ─── The words ────────────────────────────────────────────────────────────────────────────

const LABELS = {
  en: {
    title: "Receipt",
    number: "Receipt No.",
    date: "Date",
    patient: "Patient",
    patientId: (id: number) => `ID ${id}`,
    item: "Description",
    amount: "Amount",
    total: "Total",
    inWords: "In words",
    payments: "Payments",
    noPayments: "No payment yet",
    paid: "Paid",
    due: "Balance due",
    refunds: "Refunded",
    ref: "Ref.",
    scan: (amount: string) => `Scan to pay ${amount} with any UPI app`,
    void: "VOID",
    footer: "Computer-generated receipt",
    page: ["Page ", " of "],
  },
  ta: {
    title: "ரசீது",
    number: "ரசீது எண்",
    date: "தேதி",
    patient: "நோயாளி",
    patientId: (id: number) => `எண் ${id}`,
    item: "விவரம்",
    amount: "தொகை",
    total: "மொத்தம்",
    inWords: "எழுத்தில்",
    payments: "செலுத்திய விவரம்",
    noPayments: "இன்னும் செலுத்தப்படவில்லை",
    paid: "செலுத்தியது",
    due: "செலுத்த வேண்டியது",
    refunds: "திருப்பித் தரப்பட்டது",
    ref: "குறிப்பு",
    scan: (amount: string) => `எந்த UPI செயலியிலும் ஸ்கேன் செய்து ${amount} செலுத்தலாம்`,
    void: "VOID (ரத்து செய்யப்பட்டது)",
    footer: "கணினியில் உருவாக்கப்பட்ட ரசீது",
    page: ["பக்கம் ", " / "],
  },
} as const;

// ─── The page ─────────────────────────────────────────────────────────────────────────────

const STYLE = `${baseCss(1.5)}
.num{font-variant-numeric:tabular-nums;white-space:nowrap;text-align:right}
header{padding-bottom:.5em;border-bottom:1.2pt solid #000}
header .clinic{font-size:1.5em;font-weight:700;line-height:1.15}
header .doctor{font-weight:700;margin-top:.25em}
header .reg{font-weight:700}
header .contact{font-size:.9em;margin-top:.2em}
.voided{margin-top:.6em;padding:.3em .5em;border:1.5pt solid #000;font-weight:700;overflow-wrap:anywhere}
h1{font-size:1.35em;font-weight:700;text-align:center;margin:.5em 0 .35em;letter-spacing:.04em}
.meta{display:grid;grid-template-columns:auto 1fr;gap:.1em .8em;padding-bottom:.45em;border-bottom:.5pt solid #777}
.meta b{font-weight:700;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;margin-top:.45em}
th{font-weight:700;text-align:left;border-bottom:.6pt solid #000;padding:.15em 0}
td{padding:.2em 0;vertical-align:top;border-bottom:.4pt solid #ccc}
td.desc{padding-right:.8em;overflow-wrap:anywhere}
th.num,td.num{padding-left:.6em}
tr.total td{border-bottom:0;border-top:1pt solid #000;font-weight:700;font-size:1.1em}
.words{margin-top:.3em;font-style:italic}
html:lang(ta) .words{font-style:normal}
h2{font-size:1em;font-weight:700;margin-top:.8em}
.payments td{font-size:.95em}
.sums{margin-top:.45em;margin-left:auto;width:60%}
.sums div{display:flex;justify-content:space-between;gap:1em;padding:.1em 0}
.sums .due{font-weight:700;border-top:.6pt solid #000;margin-top:.1em;padding-top:.2em}
.upi{display:flex;align-items:center;gap:1em;margin-top:.9em;break-inside:avoid}
.upi svg{width:var(--qr);height:var(--qr);flex:0 0 auto}
.upi p{font-weight:700}
footer{break-before:avoid;margin-top:1em;padding-top:.3em;border-top:.5pt solid #777;text-align:center;font-size:.85em;color:#333}
${WATERMARK_CSS}
html.roll body{padding:4mm 4mm 5mm}
html.roll header{text-align:center}
html.roll h1{margin:.4em 0 .3em}
html.roll .sums{width:100%}
html.roll .upi{flex-direction:column;gap:.3em;text-align:center}
`;

const SIZES = {
  // every sheet's foot says whose receipt it is, its number and page X of Y (pageFoot)
  a5: {
    base: "10.5pt",
    qr: "32mm",
    mark: "100mm",
    page: (foot: string) => `@page{size:A5;margin:10mm 10mm 13mm;${foot}}`,
  },
  // a thermal roll: 10.5 px text on 80 mm paper, the height the receipt's own (lib/server/pdf)
  "80mm": { base: "10.5px", qr: "34mm", mark: "60mm", page: () => "@page{margin:0}" },
} as const;

/** An inline SVG QR code of `uri` (the qrcode package; nothing in it is the patient's text). */
const qrSvg = (uri: string) =>
  QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000", light: "#fff" } });

/** The whole page as HTML: every value from the document passes escapeHtml. */
export async function receiptHtml(doc: ReceiptDocument): Promise<string> {
  const t = LABELS[doc.lang];
  const e = escapeHtml;
  const size = SIZES[doc.size];
  const money = (n: number) => `<span class="latin">${e(rupeesInFigures(n))}</span>`;
  const reg = `Reg. No. ${e(doc.doctor.registrationNumber)} (${e(doc.doctor.council)})`;

  const patient = `${e(doc.patient.name)}${doc.patient.id === null ? "" : ` <span class="id">(${e(t.patientId(doc.patient.id))})</span>`}`;
  const meta = [
    [t.number, `<span class="latin">${e(doc.number)}</span>`],
    [t.date, e(printedDate(doc.date, doc.lang))],
    [t.patient, patient],
  ]
    .map(([label, value]) => `<span>${e(label)}:</span><b>${value}</b>`)
    .join("");

  const items = doc.items
    .map((i) => `<tr><td class="desc">${e(i.description)}</td><td class="num">${money(i.amount)}</td></tr>`)
    .join("");

  const payments = doc.payments.length
    ? `<table class="payments"><tbody>${doc.payments
        .map((p) => {
          const ref = p.reference ? ` · ${e(t.ref)} <span class="latin">${e(p.reference)}</span>` : "";
          return `<tr><td class="desc">${e(printedDate(p.date, doc.lang))} · ${e(PAYMENT_MODE_LABELS[p.mode][doc.lang])}${ref}</td><td class="num">${money(p.amount)}</td></tr>`;
        })
        .join("")}</tbody></table>`
    : `<p class="none">${e(t.noPayments)}</p>`;

  const refunds = doc.refunds.length
    ? `<h2>${e(t.refunds)}</h2><table class="payments refunds"><tbody>${doc.refunds
        .map(
          (r) =>
            `<tr><td class="desc">${e(printedDate(r.date, doc.lang))} · ${e(PAYMENT_MODE_LABELS[r.mode][doc.lang])}</td><td class="num">−${money(r.amount)}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : "";

  const upi =
    doc.upiUri && doc.due > 0 && !doc.void
      ? `<div class="upi">${await qrSvg(doc.upiUri)}<p>${e(t.scan(rupeesInFigures(doc.due)))}</p></div>`
      : "";

  const body = `<body>
${doc.void ? watermark("VOID", size.mark) : ""}
<header><div class="clinic">${e(doc.clinic.name)}</div>
<div class="doctor">${e(doc.doctor.name)}</div><div>${e(doc.doctor.qualifications)}</div>
<div class="reg latin">${reg}</div>
<div class="contact">${e(doc.clinic.address)}</div>
<div class="contact latin">${e(doc.clinic.phone)}${doc.clinic.email ? ` · ${e(doc.clinic.email)}` : ""}</div></header>
${doc.void ? `<div class="voided">${e(t.void)}${doc.void.reason ? ` — ${e(doc.void.reason)}` : ""}</div>` : ""}
<h1>${e(t.title)}</h1>
<div class="meta">${meta}</div>
<table class="items"><thead><tr><th>${e(t.item)}</th><th class="num">${e(t.amount)}</th></tr></thead>
<tbody>${items}<tr class="total"><td>${e(t.total)}</td><td class="num">${money(doc.total)}</td></tr></tbody></table>
<p class="words">${e(t.inWords)}: ${e(rupeesInWords(doc.total, doc.lang))}</p>
<h2>${e(t.payments)}</h2>
${payments}
${refunds}
<div class="sums"><div><span>${e(t.paid)}</span>${money(doc.paid)}</div><div class="due"><span>${e(t.due)}</span>${money(doc.due)}</div></div>
${upi}
<footer>${e(t.footer)}</footer>
</body>`;

  const foot = pageFoot(
    doc.patient.id === null ? doc.patient.name : `${doc.patient.name} · ${t.patientId(doc.patient.id)}`,
    doc.number,
    t.page,
  );
  return `<!doctype html>
<html lang="${doc.lang}-IN" class="${doc.size === "80mm" ? "roll" : "sheet"}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; font-src data:">
<title>${e(`${t.title} ${doc.number}`)}</title>
<style>${fontFaces(body + foot.text, [400, 700])}
${size.page(foot.css)}
:root{--base:${size.base};--qr:${size.qr}}
${STYLE}</style></head>
${body}</html>`;
}

// ─── Printing ─────────────────────────────────────────────────────────────────────────────

/** The receipt as PDF bytes: one A5 sheet, or one page of an 80 mm roll exactly as long as the receipt. */
export async function renderReceiptPdf(doc: ReceiptDocument): Promise<Buffer> {
  const html = await receiptHtml(doc);
  return renderPdf(html, doc.size === "80mm" ? { roll: "80mm" } : { format: "A5" });
}
