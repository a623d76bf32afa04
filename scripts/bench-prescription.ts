/**
 * `npm run bench:prescription` — time and memory of the prescription PDF (not a test;
 * docs/decisions/026-prescription-pdfs.md), and of the receipt (FEATURES.md §12), which prints
 * with the same machinery.
 *
 * In this process, as the server would: the first PDF (Chromium's start included), then
 * BENCH_PDFS (default 20) English A4 PDFs in a row, then as many Tamil ones, each a
 * six-medicine prescription, then as many again one every BENCH_PACE_MS (default 1000) ms, as a
 * clinic prints them (the next PDF's page is then ready when it is asked for); then BENCH_PDFS
 * receipts in a row, A5 English and 80 mm Tamil (with a UPI QR code). Prints per-PDF ms (p50, p95, max) against the aim, and the
 * resident memory of this Node process and of Chromium (every process under this one, from
 * /proc) before and after each run: it should not grow. Chromium's figure is given as RSS
 * summed (counts the pages its processes share once per process) and as PSS (shares them out).
 * Needs Debian's chromium (CHROMIUM_PATH, default /usr/bin/chromium); builds nothing, no database.
 */
import "./node-server";
import fs from "node:fs";
import { ms, percentile, printTable } from "./bench/load";
import { closePdfBrowser } from "../lib/server/pdf/browser";
import { renderReceiptPdf } from "../lib/server/domain/billing/receipt";
import { renderPrescriptionPdf } from "../lib/server/domain/prescriptions/pdf";
import type { ReceiptDocument } from "../lib/shared/api/billing";
import type { PrescriptionDocument } from "../lib/shared/api/prescriptions";
import { prescriptionItem as item, sixMedicines } from "../tests/fixtures/pdf-documents";

const COUNT = Number(process.env.BENCH_PDFS ?? 20);
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 1000);
const AIM_MS = 500;

// the PDF tests' prescription, on A4, with the bench's own allergy, medicines and investigations
const english: PrescriptionDocument = {
  ...sixMedicines,
  size: "a4",
  clinic: { ...sixMedicines.clinic, email: "care@heartcare.example.in" },
  allergies: ["Penicillin"],
  items: [
    item("Aspirin", "75 mg", "0-1-0"),
    item("Clopidogrel", "75 mg", "0-1-0", { instructions: "Do not stop without asking the doctor" }),
    item("Atorvastatin", "40 mg", "0-0-1"),
    item("Metoprolol succinate", "25 mg", "1-0-1", { durationDays: null }),
    item("Telmisartan", "40 mg", "1-0-0", { timing: "before-food" }),
    item("Metformin", "500 mg", "1-0-1", { timing: "with-food" }),
  ],
  investigations: ["Lipid profile", "HbA1c", "ECG", "Echocardiogram"],
};

const tamil: PrescriptionDocument = {
  ...english,
  lang: "ta",
  items: english.items.map((i) =>
    i.instructions ? { ...i, instructions: "மருத்துவரைக் கேட்காமல் நிறுத்த வேண்டாம்" } : i,
  ),
  advice: ["தினமும் 30 நிமிடம் நடக்கவும்", "உப்பு குறைவான உணவு", "வாரம் இருமுறை வீட்டில் இரத்த அழுத்தம் பார்க்கவும்"],
};

const receipt: ReceiptDocument = {
  lang: "en",
  size: "a5",
  clinic: english.clinic,
  doctor: english.doctor,
  number: "2026-27/0042",
  date: "2026-11-29",
  patient: { name: "Lakshmi Narayanan", id: 1042 },
  items: [
    { description: "Cardiac Consultation", amount: 800 },
    { description: "ECG", amount: 400 },
    { description: "Echocardiography", amount: 1500 },
  ],
  total: 2700,
  paid: 1000,
  due: 1700,
  payments: [{ mode: "cash", amount: 1000, reference: null, date: "2026-11-29" }],
  void: null,
  refunds: [],
  upiUri:
    "upi://pay?pa=heartcare%40okaxis&pn=HeartCare%20Clinic&am=1700.00&cu=INR&tn=Bill%202026-27%2F0042&tr=2026-27%2F0042",
};

/** Every process under `root` (its children, theirs…), from /proc. */
function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, ppid] of parent) {
      if (ppid !== pid) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

/** A process's resident and proportional memory in bytes (smaps_rollup), or zeros once it is gone. */
function memoryOf(pid: number): { rss: number; pss: number } {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(rollup)?.[1] ?? 0) * 1024;
    return { rss: kb("Rss"), pss: kb("Pss") };
  } catch {
    return { rss: 0, pss: 0 };
  }
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

const isChromium = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("chromium");
  } catch {
    return false;
  }
};

function memory(label: string) {
  const children = descendants(process.pid).filter(isChromium).map(memoryOf);
  return [
    label,
    mb(process.memoryUsage().rss),
    String(children.length),
    mb(children.reduce((sum, c) => sum + c.rss, 0)),
    mb(children.reduce((sum, c) => sum + c.pss, 0)),
  ];
}

async function timed(doc: PrescriptionDocument | ReceiptDocument): Promise<number> {
  const t0 = performance.now();
  const pdf = "draft" in doc ? await renderPrescriptionPdf(doc) : await renderReceiptPdf(doc);
  const took = performance.now() - t0;
  if (pdf.subarray(0, 5).toString() !== "%PDF-") throw new Error("not a PDF");
  return took;
}

async function main() {
  const memoryRows = [memory("before the first PDF")];
  const cold = await timed(english);
  memoryRows.push(memory("after the first PDF (browser started)"));
  const rows: string[][] = [["first PDF (cold: Chromium starts)", "1", ms(cold), ms(cold), ms(cold), ""]];
  const row = (name: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const max = sorted.at(-1)!;
    return [
      name,
      String(times.length),
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 95)),
      ms(max),
      max < AIM_MS ? "yes" : "NO",
    ];
  };
  for (const [name, doc] of [
    ["English A4", english],
    ["Tamil A4", tamil],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < COUNT; i++) times.push(await timed(doc));
    rows.push(row(`${name}, ${COUNT} in a row`, times));
    memoryRows.push(memory(`after ${COUNT} ${name} in a row`));
  }
  // as the clinic prints: a PDF now and then, the next one's page made meanwhile
  const paced: number[] = [];
  for (let i = 0; i < COUNT; i++) {
    await new Promise((r) => setTimeout(r, PACE_MS));
    paced.push(await timed(i % 2 ? tamil : english));
  }
  rows.push(row(`English and Tamil by turns, one every ${PACE_MS} ms`, paced));
  memoryRows.push(memory(`after ${COUNT} more, paced`));
  for (const [name, doc] of [
    ["Receipt, English A5", receipt],
    ["Receipt, Tamil 80 mm roll", { ...receipt, lang: "ta", size: "80mm" } as const],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < COUNT; i++) times.push(await timed(doc));
    rows.push(row(`${name}, ${COUNT} in a row`, times));
  }
  memoryRows.push(memory(`after ${2 * COUNT} receipts`));
  await closePdfBrowser();
  memoryRows.push(memory("after closePdfBrowser()"));

  console.log(`Prescription PDFs (six medicines, A4) and receipts, one at a time; aim: each under ${AIM_MS} ms\n`);
  printTable(["run", "PDFs", "p50 ms", "p95 ms", "max ms", `max < ${AIM_MS} ms`], rows);
  console.log("");
  printTable(["memory", "Node RSS", "Chromium processes", "Chromium RSS (sum)", "Chromium PSS"], memoryRows);
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await closePdfBrowser().catch(() => undefined);
  process.exit(1);
});
