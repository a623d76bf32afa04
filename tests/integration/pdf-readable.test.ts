/**
 * PDFs people and machines can read (FEATURES.md §13, issue 40 item 4), every kind the app makes
 * (prescriptions in both languages and sizes, drafts, receipts on A5 and the 80 mm roll, void
 * receipts), read back with tools nobody here wrote: poppler's pdfinfo (tags, title, creator,
 * pages), pdftotext (the words, page by page), pdftoppm (the page as an image) and
 * qpdf (the catalog's /Lang). Needs Debian's chromium, poppler-utils and qpdf; without them it skips.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PNG } from "pngjs";
import { renderReceiptPdf } from "@/lib/server/domain/billing/receipt";
import { renderPrescriptionPdf } from "@/lib/server/domain/prescriptions/pdf";
import { closePdfBrowser } from "@/lib/server/pdf/browser";
import type { ReceiptDocument } from "@/lib/shared/api/billing";
import type { PrescriptionDocument } from "@/lib/shared/api/prescriptions";
import {
  longReceipt,
  pdfSuite,
  readPdf,
  sixMedicines,
  sixMedicinesTamil,
  twelveMedicines,
} from "../fixtures/pdf-documents";

jest.setTimeout(60_000);

const suite = pdfSuite("pdf-readable", ["pdftotext", "qpdf"]);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-readable-"));
let n = 0;

async function render(doc: PrescriptionDocument | ReceiptDocument) {
  const file = path.join(dir, `doc-${++n}.pdf`);
  fs.writeFileSync(file, "draft" in doc ? await renderPrescriptionPdf(doc) : await renderReceiptPdf(doc));
  return { file, ...(await readPdf(file)) };
}

/** Pixels of page 1 (at 50 dpi) in the faint grey of a watermark: neither paper, ink nor a rule (#ccc). */
function faintPixels(file: string): number {
  const prefix = path.join(dir, `page-${++n}`);
  execFileSync("pdftoppm", ["-r", "50", "-png", "-singlefile", "-f", "1", "-l", "1", file, prefix]);
  const png = PNG.sync.read(fs.readFileSync(`${prefix}.png`));
  let count = 0;
  for (let i = 0; i < png.data.length; i += 4) if (png.data[i] >= 206 && png.data[i] <= 245) count++;
  return count;
}

afterAll(async () => {
  await closePdfBrowser();
  fs.rmSync(dir, { recursive: true, force: true });
});

suite("every PDF: tagged, titled, its language, the clinic's app as its maker", () => {
  const kinds: [string, PrescriptionDocument | ReceiptDocument, string, string][] = [
    ["prescription, English A5", sixMedicines, "Prescription RX-2026-000123", "en-IN"],
    ["prescription, Tamil A4", sixMedicinesTamil, "மருந்துச்சீட்டு RX-2026-000123", "ta-IN"],
    ["prescription draft", { ...sixMedicines, draft: true, number: null }, "Prescription", "en-IN"],
    ["receipt, English A5", longReceipt, "Receipt 2026-27/0042", "en-IN"],
    ["receipt, Tamil 80 mm roll", { ...longReceipt, lang: "ta", size: "80mm" }, "ரசீது 2026-27/0042", "ta-IN"],
    ["void receipt", { ...longReceipt, void: { reason: "Billed twice" } }, "Receipt 2026-27/0042", "en-IN"],
  ];
  it.each(kinds)("%s", async (_, doc, title, language) => {
    const pdf = await render(doc);
    expect(pdf.tagged).toBe("yes");
    expect(pdf.title).toBe(title);
    expect(pdf.language).toBe(language);
    expect(pdf.creator).toBe("HeartCare Clinic (dev) records");
    expect(pdf.producer).toBe("HeartCare Clinic (dev) records");
    expect(pdf.info).not.toMatch(/Chrome|Skia/);
  });
});

suite("a watermark is drawn, not written among the lines", () => {
  it("a draft says DRAFT once, at its top, and the page shows it across", async () => {
    const draft = await render({ ...sixMedicines, draft: true, number: null });
    const lines = draft.text().split("\n");
    expect(lines.filter((line) => /DRAFT/.test(line)).map((line) => line.trim())).toEqual([
      "DRAFT — not valid for dispensing",
    ]);
    // above the patient and every medicine
    expect(lines.findIndex((l) => l.includes("DRAFT"))).toBeLessThan(lines.findIndex((l) => l.includes("Patient:")));
    const final = await render(sixMedicines);
    expect(faintPixels(draft.file)).toBeGreaterThan(1.5 * faintPixels(final.file));
  });

  it("a void receipt says VOID once, with its reason, and the page shows it across", async () => {
    const voided = await render({
      ...longReceipt,
      items: longReceipt.items.slice(0, 3),
      void: { reason: "Billed twice" },
    });
    expect(voided.text().match(/VOID/g)).toEqual(["VOID"]);
    // in reading order too, where a rotated word would come out whole
    expect(execFileSync("pdftotext", ["-raw", voided.file, "-"], { encoding: "utf8" }).match(/VOID/g)).toEqual([
      "VOID",
    ]);
    expect(voided.text()).toContain("VOID — Billed twice");
    const kept = await render({ ...longReceipt, items: longReceipt.items.slice(0, 3), upiUri: null });
    expect(faintPixels(voided.file)).toBeGreaterThan(3 * faintPixels(kept.file));
  });
});

suite("pages: one when it fits, and every page says whose it is", () => {
  it("six medicines in Tamil on A4 and in English on A5 are one page each, signed", async () => {
    for (const doc of [sixMedicinesTamil, sixMedicines]) {
      const pdf = await render(doc);
      expect({ lang: doc.lang, pages: pdf.pages }).toEqual({ lang: doc.lang, pages: 1 });
      expect(pdf.text()).toContain("Reg. No. TN-54321, Tamil Nadu Medical Council");
      expect(pdf.text()).toContain("PANTOPRAZOLE 40 mg");
    }
  });

  it("twelve medicines: the signature goes over with the last medicine and the advice", async () => {
    for (const size of ["a5", "a4"] as const) {
      const pdf = await render({ ...twelveMedicines, size });
      expect(pdf.pages).toBe(2);
      const last = pdf.text(2);
      expect(last).toContain("Signature");
      expect(last).toContain("PANTOPRAZOLE SR 40 mg");
      expect(last).toContain("Check blood pressure at home twice a week");
      expect(last).toContain("Follow-up: 29 Dec 2026, 6:15 PM");
      expect(pdf.text(1)).not.toContain("Signature");
    }
  });

  it("a twenty-item receipt names the patient, its number and page X of Y on both pages", async () => {
    const pdf = await render(longReceipt);
    expect(pdf.pages).toBe(2);
    for (const page of [1, 2]) {
      expect(pdf.text(page)).toContain("Lakshmi Narayanan · ID 1042");
      expect(pdf.text(page)).toContain(`2026-27/0042 · Page ${page} of 2`);
    }
  });

  it("the A4 letterhead keeps the e-mail address on one line", async () => {
    const pdf = await render({ ...sixMedicines, size: "a4" });
    expect(pdf.text()).toContain("appointments.heartcare@heartcare-clinic.example.in");
  });
});
