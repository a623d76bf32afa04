/**
 * The prescription PDF (FEATURES.md §11, issue 32), read back with poppler's tools — code
 * nobody here wrote: pdftotext for the words (Tamil included, as Unicode), pdffonts for the
 * embedded fonts, pdfinfo for the page size and count. Needs Debian's chromium and
 * poppler-utils (CI's .ci/run installs both); without them the suite says so and skips.
 */
import fs from "node:fs";
import type { PrescriptionDocument } from "@/lib/shared/api/prescriptions";
import { prescriptionHtml, renderPrescriptionPdf } from "@/lib/server/domain/prescriptions/pdf";
import { closePdfBrowser } from "@/lib/server/pdf/browser";

jest.setTimeout(60_000);

const suite = pdfSuite("prescription-pdf");

const scratch = pdfScratch("rx-pdf");

/** The PDF on disk, and what poppler reads from it. */
async function render(doc: PrescriptionDocument) {
  return scratch.poppler(scratch.save(await renderPrescriptionPdf(doc), "rx"));
}

/** The Chromium processes this test process started (from /proc). */
function chromiumUnder(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc").filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const all: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      all.push(child);
      walk(child);
    }
  };
  walk(root);
  return all.filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("chromium");
    } catch {
      return false;
    }
  });
}

// the six-medicine prescription's clinic, patient and dates; three medicines of its own, on A4
const base: PrescriptionDocument = {
  ...sixMedicines,
  size: "a4",
  clinic: { ...sixMedicines.clinic, email: "care@heartcare.example.in" },
  doctor: { ...sixMedicines.doctor, qualifications: "MBBS, MD, DM (Cardiology)" },
  allergies: ["Penicillin"],
  diagnosis: "Coronary artery disease, post PCI",
  items: [
    item("Atorvastatin", "40 mg", "0-0-1"),
    item("Clopidogrel", "75 mg", "1-0-1", { instructions: "Do not stop without asking the doctor" }),
    item("Metoprolol succinate", "25 mg", "1-0-½", { timing: "before-food", durationDays: null }),
  ],
  investigations: ["Lipid profile", "ECG"],
  advice: ["Walk 30 minutes daily"],
};

it("escapes every value it writes into the page", () => {
  const html = prescriptionHtml({
    ...base,
    patient: { ...base.patient, name: '<img src=x onerror="alert(1)">' },
    items: [item("</style><script>alert(1)</script>", "5 mg & more", "1-0-0")],
  });
  expect(html).not.toContain("<img src=x");
  expect(html).not.toContain("<script>");
  expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  expect(html).toContain("&lt;/STYLE&gt;&lt;SCRIPT&gt;");
  expect(html).toContain("5 mg &amp; more");
});

suite("the PDF, as poppler reads it", () => {
  it("English, A5, a draft: capitals, the registration, the dose line, DRAFT on the page, A5", async () => {
    const pdf = await render({
      ...base,
      size: "a5",
      draft: true,
      number: null,
      version: 2,
      replacesNumber: "RX-2026-000101",
    });
    expect(pdf.text).toContain("ATORVASTATIN 40 mg");
    expect(pdf.text).toContain("CLOPIDOGREL 75 mg");
    expect(pdf.text).toContain("METOPROLOL SUCCINATE 25 mg");
    expect(pdf.text).toContain("Reg. No. TN-54321, Tamil Nadu Medical Council");
    expect(pdf.text).toContain("1-0-1 · after food · 30 days");
    expect(pdf.text).toContain("1-0-½ · before food · continue");
    expect(pdf.text).toContain("Do not stop without asking the doctor");
    expect(pdf.text).toContain("Allergies: Penicillin");
    expect(pdf.text).toContain("Date: 29 Nov 2026");
    expect(pdf.text).toContain("Version 2, replaces RX-2026-000101");
    expect(pdf.text).toContain("Follow-up: 29 Dec 2026, 6:15 PM");
    expect(pdf.text).toContain("Signature");
    expect(pdf.raw.match(/DRAFT/g)).toEqual(["DRAFT"]); // once, in words at its top: the watermark is drawn
    expect(pdf.text).toContain("DRAFT — not valid for dispensing");
    expect(pdf.info).toMatch(/Page size:\s+4(19|20)(\.\d+)? x 59[45](\.\d+)? pts \(A5\)/);
    expect(pdf.info).toMatch(/Pages:\s+1\n/);
  });

  it("Tamil, A4, final: Tamil words as Unicode, Latin drug names, Noto Sans Tamil embedded, no DRAFT", async () => {
    const pdf = await render({
      ...base,
      lang: "ta",
      allergies: [],
      items: [
        item("Clopidogrel", "75 mg", "1-0-1", { instructions: "மருத்துவரைக் கேட்காமல் நிறுத்த வேண்டாம்" }),
        item("Atorvastatin", "40 mg", "0-0-1"),
      ],
      advice: ["உப்பு குறைவான உணவு"],
    });
    expect(pdf.text).toContain("CLOPIDOGREL 75 mg");
    expect(pdf.text).toContain("ATORVASTATIN 40 mg");
    expect(pdf.text).toContain("காலை 1 – மதியம் 0 – இரவு 1");
    expect(pdf.text).toContain("சாப்பிட்ட பின்");
    expect(pdf.text).toContain("காலை 1 – மதியம் 0 – இரவு 1 · சாப்பிட்ட பின் · 30 நாள்");
    expect(pdf.text).toContain("மருத்துவரைக் கேட்காமல் நிறுத்த வேண்டாம்");
    expect(pdf.text).toContain("உப்பு குறைவான உணவு");
    expect(pdf.text).toContain("ஒவ்வாமைகள்: பதிவு எதுவும் இல்லை");
    expect(pdf.text).toContain("29 நவம்பர் 2026");
    expect(pdf.text).toContain("29 டிசம்பர் 2026, மாலை 6:15 மணி");
    expect(pdf.text).toContain("Reg. No. TN-54321, Tamil Nadu Medical Council");
    expect(pdf.text).toContain("கையொப்பம்");
    expect(pdf.text).toContain("Lakshmi Narayanan · நோயாளி எண் 1042");
    expect(pdf.text).toContain("RX-2026-000123 · பக்கம் 1 / 1");
    expect(pdf.raw).not.toContain("DRAFT");
    expect(pdf.info).toMatch(/Page size:\s+59[45](\.\d+)? x 84[12](\.\d+)? pts \(A4\)/);

    const fonts = pdf.fonts.trim().split("\n").slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) {
      // name type encoding emb sub uni object ID: "emb" is the fourth column from the right
      expect({ line, emb: line.trim().split(/\s+/).at(-5) }).toEqual({ line, emb: "yes" });
    }
    expect(pdf.fonts).toMatch(/NotoSansTamil-Regular/);
    expect(pdf.fonts).toMatch(/NotoSans-Regular/);
  });

  it("twenty medicines flow onto a second page, numbered", async () => {
    const items = Array.from({ length: 20 }, (_, i) =>
      item(`Medicine number ${i + 1}`, `${(i + 1) * 5} mg`, "1-0-1", {
        instructions: `Instruction for medicine ${i + 1}`,
      }),
    );
    const pdf = await render({ ...base, items, patient: { ...base.patient, name: "Zoë Łukasz" } });
    expect(pdf.text).toContain("Patient: Zoë Łukasz");
    const pages = Number(/Pages:\s+(\d+)/.exec(pdf.info)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(pdf.text).toContain(`Page 1 of ${pages}`);
    expect(pdf.text).toContain(`Page 2 of ${pages}`);
    // every page names whose it is
    expect(pdf.text.match(/Zoë Łukasz · Patient ID 1042/g)).toHaveLength(pages);
    expect(pdf.text).toContain("MEDICINE NUMBER 1 5 mg");
    expect(pdf.text).toContain("MEDICINE NUMBER 20 100 mg");
    expect(pdf.text).toContain("Follow-up: 29 Dec 2026, 6:15 PM");
    for (const line of pdf.fonts.trim().split("\n").slice(2)) expect(line.trim().split(/\s+/).at(-5)).toBe("yes");
  });

  it("renders a burst one at a time, and starts the browser again once it is closed", async () => {
    const all = await Promise.all(
      [1, 2, 3].map((id) => renderPrescriptionPdf({ ...base, patient: { ...base.patient, id } })),
    );
    for (const buffer of all) expect(buffer.subarray(0, 5).toString()).toBe("%PDF-");
    await closePdfBrowser();
    const again = await renderPrescriptionPdf(base);
    expect(again.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("starts Chromium again when it has died", async () => {
    await renderPrescriptionPdf(base);
    const ours = chromiumUnder(process.pid);
    expect(ours.length).toBeGreaterThan(0);
    for (const pid of ours) process.kill(pid, "SIGKILL");
    const after = await renderPrescriptionPdf(base);
    expect(after.subarray(0, 5).toString()).toBe("%PDF-");
    const now = chromiumUnder(process.pid);
    expect(now.length).toBeGreaterThan(0);
    expect(now.filter((pid) => ours.includes(pid))).toEqual([]);
  });
});
import { pdfScratch } from "../fixtures/pdf-scratch";
import { pdfSuite, prescriptionItem as item, sixMedicines } from "../fixtures/pdf-documents";
