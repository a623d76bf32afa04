/**
 * The receipt PDF (FEATURES.md §12, issue 33), from bills and payments stored in the database,
 * read back with tools nobody here wrote: poppler's pdftotext (the words, Tamil included),
 * pdffonts (every font embedded), pdfinfo (the paper and the page count), pdftoppm (the page
 * as an image), whose QR code jsQR decodes and compares with the bill's upi://pay URI. Needs
 * Debian's chromium and poppler-utils, like prescription-pdf.test.ts; without them the PDF
 * tests say so and skip.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { receiptDocument, receiptFileName, receiptHtml, renderReceiptPdf } from "@/lib/server/domain/billing/receipt";
import { upiUriOrNull } from "@/lib/server/domain/billing/upi";
import { db } from "@/lib/server/db";
import { HttpError } from "@/lib/server/http";
import type { ReceiptDocument } from "@/lib/shared/api/billing";
import { seedPatient } from "../fixtures/patients";
import { pdfScratch } from "../fixtures/pdf-scratch";
import { pdfSuite } from "../fixtures/pdf-documents";

// read by config() at its first call, after these lines
Object.assign(process.env, {
  UPI_VPA: "heartcare@okaxis",
  UPI_PAYEE_NAME: "HeartCare Clinic",
  CLINIC_DOCTOR_REGISTRATION: "TN-54321",
  CLINIC_DOCTOR_COUNCIL: "Tamil Nadu Medical Council",
});

jest.setTimeout(60_000);

const suite = pdfSuite("receipt-pdf");

// KEEP_PDFS=1 keeps them to look at (the folder is printed)
const scratch = pdfScratch("receipt-pdf");

/** The PDF on disk, and what poppler reads from it; `image()` is its first page at 200 dpi. */
async function render(doc: ReceiptDocument) {
  const file = scratch.save(await renderReceiptPdf(doc), "receipt");
  const read = scratch.poppler(file);
  const { info } = read;
  const [width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!.slice(1).map(Number);
  return {
    ...read,
    file,
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
    width,
    height,
    image: () => {
      const prefix = file.replace(/\.pdf$/, "");
      execFileSync("pdftoppm", ["-r", "200", "-png", "-singlefile", "-f", "1", "-l", "1", file, prefix]);
      return PNG.sync.read(fs.readFileSync(`${prefix}.png`));
    },
  };
}

/** What the page's QR code says, or null when the page has none. */
const qrOf = (png: PNG) => jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;

/** How many pixel rows at the page's foot have no ink (near-white throughout). */
function blankRowsAtFoot(png: PNG): number {
  for (let y = png.height - 1; y >= 0; y--) {
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      if (png.data[i] < 200 || png.data[i + 1] < 200 || png.data[i + 2] < 200) return png.height - 1 - y;
    }
  }
  return png.height;
}

const embedded = (fonts: string) =>
  fonts
    .trim()
    .split("\n")
    .slice(2)
    // name type encoding emb sub uni object ID: "emb" is the fifth column from the right
    .map((line) => ({ line, emb: line.trim().split(/\s+/).at(-5) }));

let partId = 0; // ₹1,200 bill, ₹500 paid in cash: ₹700 due
let voidId = 0; // void, "Billed twice"
let tamilId = 0; // ₹1,200 paid in full by UPI, a Tamil name
let patientId = 0;

beforeAll(async () => {
  const patient = await seedPatient({ name: "Lakshmi Narayanan", phone: "+91 98400 12345" });
  patientId = patient.id;
  const tamil = await seedPatient({ name: "லக்ஷ்மி நாராயணன்", phone: "+91 98400 54321" });
  const bill = (data: {
    seq: number;
    /** billed to: their id and their name as billed */
    patient: { id: number; name: string };
    items: { description: string; amount: number }[];
    paid?: number;
    status?: string;
    voidReason?: string;
  }) =>
    db().bill.create({
      data: {
        number: `2026-27/${String(data.seq).padStart(4, "0")}`,
        fy: "2026-27",
        seq: data.seq,
        patientId: data.patient.id,
        patientName: data.patient.name,
        date: "2026-11-24",
        items: JSON.stringify(data.items),
        total: data.items.reduce((sum, i) => sum + i.amount, 0),
        paid: data.paid ?? 0,
        status: data.status ?? "unpaid",
        voidReason: data.voidReason ?? null,
        voidedAt: data.voidReason ? new Date() : null,
        voidedBy: data.voidReason ? "owner" : null,
        createdBy: "desk",
      },
    });
  const part = await bill({
    seq: 42,
    patient: patient,
    items: [
      { description: "Consultation", amount: 700 },
      { description: "ECG", amount: 500 },
    ],
    paid: 500,
    status: "partial",
  });
  partId = part.id;
  await db().payment.create({
    data: { billId: part.id, mode: "cash", amount: 500, date: "2026-11-24", createdBy: "desk" },
  });
  voidId = (
    await bill({
      seq: 43,
      patient: patient,
      items: [{ description: "Echocardiogram", amount: 2500 }],
      status: "void",
      voidReason: "Billed twice",
    })
  ).id;
  tamilId = (
    await bill({
      seq: 44,
      patient: tamil,
      items: [
        { description: "ஆலோசனை", amount: 700 },
        { description: "ECG", amount: 500 },
      ],
      paid: 1200,
      status: "paid",
    })
  ).id;
  await db().payment.create({
    data: {
      billId: tamilId,
      mode: "upi",
      amount: 1200,
      reference: "UTR 412345678901",
      date: "2026-11-25",
      createdBy: "desk",
    },
  });
});

describe("what a receipt prints", () => {
  it("gathers the bill, its payments, the letterhead and the URI for what is due", async () => {
    const doc = await receiptDocument(partId, { lang: "en", size: "a5" });
    expect(doc).toMatchObject({
      number: "2026-27/0042",
      date: "2026-11-24",
      patient: { name: "Lakshmi Narayanan", id: patientId },
      total: 1200,
      paid: 500,
      due: 700,
      payments: [{ mode: "cash", amount: 500, reference: null, date: "2026-11-24" }],
      void: null,
      doctor: { registrationNumber: "TN-54321", council: "Tamil Nadu Medical Council" },
    });
    expect(doc.upiUri).toBe(upiUriOrNull({ number: "2026-27/0042", due: 700, status: "partial", payments: [{}] }));
    expect(doc.upiUri).toContain("am=700.00");
    expect(receiptFileName(doc)).toBe("receipt-2026-27-0042-en-a5.pdf");
  });

  it("a void bill: nothing due, no URI, the reason; a paid one: no URI", async () => {
    const voided = await receiptDocument(voidId, { lang: "en", size: "a5" });
    expect(voided).toMatchObject({ due: 0, upiUri: null, void: { reason: "Billed twice" } });
    const paid = await receiptDocument(tamilId, { lang: "ta", size: "80mm" });
    expect(paid).toMatchObject({ due: 0, upiUri: null, void: null });
  });

  it("an unknown bill is 404", async () => {
    const error = await receiptDocument(999_999, { lang: "en", size: "a5" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
  });

  it("escapes every value it writes into the page", async () => {
    const doc = await receiptDocument(partId, { lang: "en", size: "a5" });
    const html = await receiptHtml({
      ...doc,
      patient: { name: '<img src=x onerror="alert(1)">', id: 1 },
      items: [{ description: "</style><script>alert(1)</script>", amount: 5 }],
      payments: [{ mode: "upi", amount: 5, reference: "<b>x</b>", date: "2026-11-24" }],
    });
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>x</b>");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("&lt;/style&gt;&lt;script&gt;");
  });
});

suite("the PDF, as poppler reads it", () => {
  it("English, A5, part paid: the letterhead's registration, items, the total in words, the UPI QR of what is due", async () => {
    const doc = await receiptDocument(partId, { lang: "en", size: "a5" });
    const pdf = await render(doc);
    expect(pdf.text).toContain("Receipt");
    expect(pdf.text).toContain("Receipt No.: 2026-27/0042");
    expect(pdf.text).toContain("Date: 24 Nov 2026");
    expect(pdf.text).toContain(`Patient: Lakshmi Narayanan (ID ${patientId})`);
    expect(pdf.text).toContain("Reg. No. TN-54321 (Tamil Nadu Medical Council)");
    expect(pdf.text).toContain("MBBS, MD, DM (Cardiology)");
    expect(pdf.text).toMatch(/Consultation ₹700\n/);
    expect(pdf.text).toMatch(/ECG ₹500\n/);
    expect(pdf.text).toMatch(/Total ₹1,200\n/);
    expect(pdf.text).toContain("In words: Rupees One Thousand Two Hundred Only");
    expect(pdf.text).toMatch(/24 Nov 2026 · Cash ₹500\n/);
    expect(pdf.text).toMatch(/Paid ₹500\n/);
    expect(pdf.text).toMatch(/Balance due ₹700\n/);
    expect(pdf.text).toContain("Scan to pay ₹700 with any UPI app");
    expect(pdf.text).toContain("Computer-generated receipt");
    expect(pdf.raw).not.toContain("VOID");
    expect(pdf.info).toMatch(/Page size:\s+4(19|20)(\.\d+)? x 59[45](\.\d+)? pts \(A5\)/);
    expect(pdf.pages).toBe(1);
    for (const font of embedded(pdf.fonts)) expect(font).toEqual({ line: font.line, emb: "yes" });
    expect(qrOf(pdf.image())).toBe(doc.upiUri);
  });

  it("English, 80 mm roll: 80 mm wide, one page as long as the receipt, the same QR", async () => {
    const doc = await receiptDocument(partId, { lang: "en", size: "80mm" });
    const pdf = await render(doc);
    expect(pdf.width).toBeCloseTo(226.77, 0);
    expect(pdf.pages).toBe(1);
    // a receipt, not a sheet: longer than it is wide, shorter than A4
    expect(pdf.height).toBeGreaterThan(pdf.width);
    expect(pdf.height).toBeLessThan(842);
    const image = pdf.image();
    // no blank tail: the footer's last line ends within 8 mm of the paper's end (200 dpi)
    expect(blankRowsAtFoot(image)).toBeLessThan((8 / 25.4) * 200);
    expect(qrOf(image)).toBe(doc.upiUri);
    expect(pdf.text).toContain("2026-27/0042");
    expect(pdf.text).toContain("Reg. No. TN-54321 (Tamil Nadu Medical Council)");
    expect(pdf.text.replace(/\s+/g, " ")).toContain("Rupees One Thousand Two Hundred Only");
    expect(pdf.text).toMatch(/Balance due ₹700\n/);
    for (const font of embedded(pdf.fonts)) expect(font).toEqual({ line: font.line, emb: "yes" });
  });

  it("a void bill: its reason at the top, VOID read once, no QR", async () => {
    for (const size of ["a5", "80mm"] as const) {
      const pdf = await render(await receiptDocument(voidId, { lang: "en", size }));
      // the watermark is drawn, not text (FEATURES.md §13): VOID is read once, with its reason
      expect(pdf.raw.match(/VOID/g)).toEqual(["VOID"]);
      expect(pdf.text).toContain("VOID — Billed twice");
      expect(pdf.text).toContain("2026-27/0043");
      expect(pdf.text).toContain("Rupees Two Thousand Five Hundred Only");
      expect(pdf.text).not.toContain("Scan to pay");
      expect(pdf.pages).toBe(1);
      expect(qrOf(pdf.image())).toBeNull();
    }
  });

  it("Tamil, 80 mm, paid by UPI: Tamil labels and words as Unicode, Noto Sans Tamil embedded, no QR", async () => {
    const pdf = await render(await receiptDocument(tamilId, { lang: "ta", size: "80mm" }));
    const flat = pdf.text.replace(/\s+/g, " ");
    expect(pdf.text).toContain("ரசீது");
    expect(pdf.text).toContain("ரசீது எண்: 2026-27/0044");
    expect(pdf.text).toContain("24 நவம்பர் 2026");
    expect(pdf.text).toContain("லக்ஷ்மி நாராயணன்");
    expect(pdf.text).toMatch(/ஆலோசனை ₹700\n/);
    expect(pdf.text).toMatch(/மொத்தம் ₹1,200\n/);
    expect(flat).toContain("ரூபாய் ஆயிரத்து இருநூறு மட்டும்");
    // the reference wraps on the roll: read in reading order
    expect(pdf.raw.replace(/\s+/g, " ")).toContain("25 நவம்பர் 2026 · UPI · குறிப்பு UTR 412345678901 ₹1,200");
    expect(pdf.text).toMatch(/செலுத்தியது ₹1,200\n/);
    expect(pdf.text).toMatch(/செலுத்த வேண்டியது ₹0\n/);
    expect(pdf.text).toContain("கணினியில் உருவாக்கப்பட்ட ரசீது");
    expect(pdf.text).toContain("Reg. No. TN-54321 (Tamil Nadu Medical Council)");
    expect(pdf.text).not.toContain("செலுத்தலாம்");
    expect(pdf.width).toBeCloseTo(226.77, 0);
    expect(pdf.pages).toBe(1);
    for (const font of embedded(pdf.fonts)) expect(font).toEqual({ line: font.line, emb: "yes" });
    expect(pdf.fonts).toMatch(/NotoSansTamil-(Regular|Bold)/);
    const image = pdf.image();
    expect(blankRowsAtFoot(image)).toBeLessThan((8 / 25.4) * 200);
    expect(qrOf(image)).toBeNull();
  });

  it("Tamil, A5, cash: ரொக்கம், and the QR while something is due", async () => {
    const doc = await receiptDocument(partId, { lang: "ta", size: "a5" });
    const pdf = await render(doc);
    expect(pdf.text).toMatch(/24 நவம்பர் 2026 · ரொக்கம் ₹500\n/);
    expect(pdf.text.replace(/\s+/g, " ")).toContain("எந்த UPI செயலியிலும் ஸ்கேன் செய்து ₹700 செலுத்தலாம்");
    expect(pdf.pages).toBe(1);
    expect(qrOf(pdf.image())).toBe(doc.upiUri);
  });
});
