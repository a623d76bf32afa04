/**
 * The month's CSV for the accountant (FEATURES.md §12: UTF-8 with BOM, IST): a ledger of the
 * bills made, the payments taken and the refunds given in the month (lib/server/domain/billing/collections-csv.ts),
 * read back as text and opened by LibreOffice Calc headless (code nobody here wrote), which
 * must see the Tamil name as text and the amounts as numbers. Without `soffice` the LibreOffice
 * test says so and skips (apt-get install libreoffice-calc-nogui).
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Papa from "papaparse";
import { MONTH_CSV_HEADER, monthCsv, monthCsvFileName } from "@/lib/server/domain/billing/collections-csv";
import { db } from "@/lib/server/db";
import { seedPatient } from "../fixtures/patients";

jest.setTimeout(60_000);

const soffice = spawnSync("soffice", ["--version"]).error ? null : "soffice";
// CI installs it (.ci/run): there the test must run, not skip
if (!soffice && process.env.CI)
  throw new Error("collections-csv: soffice not found (apt-get install libreoffice-calc-nogui)");
if (!soffice)
  console.warn("collections-csv: LibreOffice test skipped, soffice not found (apt-get install libreoffice-calc-nogui)");

const TAMIL_NAME = "லக்ஷ்மி நாராயணன்";
/** An instant given as IST wall-clock time. */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

beforeAll(async () => {
  const asha = await seedPatient({ name: "Asha Menon", phone: "+91 98400 11111" });
  const lakshmi = await seedPatient({ name: TAMIL_NAME, phone: "+91 98400 22222" });
  let seq = 0;
  const bill = (
    date: string,
    time: string,
    patient: { id: number; name: string },
    items: BillLine[],
    extra: { paid?: number; status?: string; voidReason?: string } = {},
  ) =>
    db().bill.create({
      data: {
        number: `2026-27/${String(++seq).padStart(4, "0")}`,
        fy: "2026-27",
        seq,
        patientId: patient.id,
        patientName: patient.name,
        date,
        items: JSON.stringify(items),
        total: items.reduce((sum, i) => sum + i.amount, 0),
        paid: extra.paid ?? 0,
        status: extra.status ?? "unpaid",
        voidReason: extra.voidReason ?? null,
        createdBy: "desk",
        createdAt: ist(date, time),
      },
    });
  const pay = (billId: number, date: string, time: string, mode: string, amount: number, reference?: string) =>
    db().payment.create({
      data: { billId, date, mode, amount, reference: reference ?? null, createdBy: "desk", createdAt: ist(date, time) },
    });

  // October's bill, its balance paid in November: the payment is November's money
  const october = await bill("2026-10-31", "19:40", asha, [{ description: "Consultation", amount: 700 }], {
    paid: 700,
    status: "paid",
  });
  await pay(october.id, "2026-10-31", "19:45", "cash", 200);
  await pay(october.id, "2026-11-02", "18:10", "upi", 500, "UTR 400000000001");
  // November: a bill paid by cash and card just after midnight UTC (still the 24th in IST)
  const first = await bill(
    "2026-11-24",
    "05:20",
    lakshmi,
    [
      { description: "Consultation", amount: 700 },
      { description: "ECG", amount: 500 },
    ],
    { paid: 1200, status: "paid" },
  );
  await pay(first.id, "2026-11-24", "05:25", "cash", 200);
  await pay(first.id, "2026-11-24", "05:26", "card", 1000, '=HYPERLINK("http://x")');
  // a void bill whose cash was taken before it was voided
  const voided = await bill("2026-11-25", "18:30", asha, [{ description: "Echocardiogram", amount: 2500 }], {
    paid: 300,
    status: "void",
    voidReason: "Billed twice",
  });
  await pay(voided.id, "2026-11-25", "18:31", "cash", 300);
  // made on the 30th, paid in December: the bill is November's, the payment December's
  const late = await bill("2026-11-30", "20:55", asha, [{ description: "Holter", amount: 1500 }]);
  await pay(late.id, "2026-12-01", "18:00", "upi", 1500);
  // paid in cash on the 26th, voided on the 27th: the money came in on the 26th and went back on the 27th
  const refunded = await bill("2026-11-26", "19:00", lakshmi, [{ description: "Consultation", amount: 800 }], {
    paid: 800,
    status: "void",
    voidReason: "Wrong patient",
  });
  await pay(refunded.id, "2026-11-26", "19:05", "cash", 800);
  await db().refund.create({
    data: {
      billId: refunded.id,
      mode: "cash",
      amount: 800,
      date: "2026-11-27",
      reason: "Wrong patient",
      createdBy: "owner",
      createdAt: ist("2026-11-27", "18:00"),
    },
  });
});

type BillLine = { description: string; amount: number };

/** The CSV's rows as objects keyed by the header. */
function parsed(csv: string): Record<string, string>[] {
  const result = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true });
  expect(result.errors).toEqual([]);
  return result.data;
}

it("is UTF-8 with a byte-order mark, CRLF lines, the header in words", async () => {
  const csv = await monthCsv("2026-11");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.slice(1).split("\r\n")[0]).toBe(MONTH_CSV_HEADER.join(","));
  expect(Buffer.from(csv, "utf8").toString("utf8")).toContain(TAMIL_NAME);
  expect(monthCsvFileName("2026-11")).toBe("collections-2026-11.csv");
});

it("lists the month's bills and the payments taken in it, in IST time order, amounts as plain numbers", async () => {
  const rows = parsed(await monthCsv("2026-11"));
  expect(rows.map((r) => [r.Date, r["Time (IST)"], r.Entry, r["Bill Number"]])).toEqual([
    ["2026-11-02", "18:10", "Payment", "2026-27/0001"],
    ["2026-11-24", "05:20", "Bill", "2026-27/0002"],
    ["2026-11-24", "05:25", "Payment", "2026-27/0002"],
    ["2026-11-24", "05:26", "Payment", "2026-27/0002"],
    ["2026-11-25", "18:30", "Bill", "2026-27/0003"],
    ["2026-11-25", "18:31", "Payment", "2026-27/0003"],
    ["2026-11-26", "19:00", "Bill", "2026-27/0005"],
    ["2026-11-26", "19:05", "Payment", "2026-27/0005"],
    ["2026-11-27", "18:00", "Refund", "2026-27/0005"],
    ["2026-11-30", "20:55", "Bill", "2026-27/0004"],
  ]);
  const [octPayment, bill, cash, card, voidBill, voidPayment, , refundedPayment, refund, late] = rows;
  expect(octPayment).toMatchObject({ UPI: "500", Cash: "", Reference: "UTR 400000000001", Status: "Paid" });
  expect(bill).toMatchObject({
    Patient: TAMIL_NAME,
    Items: "Consultation (700); ECG (500)",
    Billed: "1200",
    Status: "Paid",
  });
  expect(cash).toMatchObject({ Cash: "200", UPI: "", Card: "" });
  // a reference typed as a formula is neutralised
  expect(card).toMatchObject({ Card: "1000", Reference: '\'=HYPERLINK("http://x")' });
  expect(voidBill).toMatchObject({ Billed: "0", "Void Amount": "2500", Status: "Void", "Void Reason": "Billed twice" });
  expect(voidPayment).toMatchObject({ Cash: "", "Void Amount": "300", Status: "Void", "Void Reason": "Billed twice" });
  expect(late).toMatchObject({ Billed: "1500", Status: "Unpaid", Cash: "", UPI: "" });
  // a void with a refund: the payment stays counted on its day, the refund a negative row of its own
  expect(refundedPayment).toMatchObject({ Cash: "800", "Void Amount": "", Status: "Void" });
  expect(refund).toMatchObject({
    Entry: "Refund",
    Patient: TAMIL_NAME,
    Cash: "-800",
    UPI: "",
    Card: "",
    Status: "Void",
    "Void Reason": "Wrong patient",
  });
  const sum = (column: string) => rows.reduce((s, r) => s + Number(r[column] || 0), 0);
  expect({ billed: sum("Billed"), cash: sum("Cash"), upi: sum("UPI"), card: sum("Card") }).toEqual({
    billed: 2700,
    cash: 200,
    upi: 500,
    card: 1000,
  });
});

it("a month with nothing is the header alone", async () => {
  expect((await monthCsv("2025-01")).trimEnd()).toBe(`\uFEFF${MONTH_CSV_HEADER.join(",")}`);
});

/** The cells of a flat OpenDocument spreadsheet: [type, value, text] per cell, rows in order. */
function fodsCells(xml: string): { type: string; value: string; text: string }[][] {
  const rows: { type: string; value: string; text: string }[][] = [];
  for (const row of xml.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)) {
    const cells: { type: string; value: string; text: string }[] = [];
    for (const c of row[1].matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)) {
      const attrs = c[1];
      const repeat = Number(/table:number-columns-repeated="(\d+)"/.exec(attrs)?.[1] ?? 1);
      const type = /office:value-type="([^"]+)"/.exec(attrs)?.[1] ?? "";
      const value = /office:(?:value|date-value|time-value)="([^"]+)"/.exec(attrs)?.[1] ?? "";
      const text = [...(c[2] ?? "").matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)].map((p) => p[1]).join("\n");
      for (let i = 0; i < Math.min(repeat, 50); i++) cells.push({ type, value, text });
    }
    rows.push(cells);
  }
  return rows;
}

(soffice ? it : it.skip)("opens in LibreOffice Calc: the Tamil name as text, the amounts as numbers", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "collections-csv-"));
  try {
    const file = path.join(dir, "collections-2026-11.csv");
    fs.writeFileSync(file, await monthCsv("2026-11"));
    execFileSync(
      soffice!,
      [
        // a profile of its own: another soffice running does not block this one
        `-env:UserInstallation=file://${path.join(dir, "profile")}`,
        "--headless",
        // comma-separated, double quotes, UTF-8 (76), from the first line
        "--infilter=CSV:44,34,76,1",
        "--convert-to",
        "fods",
        "--outdir",
        dir,
        file,
      ],
      { stdio: "pipe", timeout: 50_000 },
    );
    const rows = fodsCells(fs.readFileSync(path.join(dir, "collections-2026-11.fods"), "utf8"));
    const col = (name: string) => MONTH_CSV_HEADER.indexOf(name as (typeof MONTH_CSV_HEADER)[number]);
    // the byte-order mark is read as the encoding, not as part of the first header
    expect(rows[0].slice(0, MONTH_CSV_HEADER.length).map((c) => c.text)).toEqual([...MONTH_CSV_HEADER]);
    const bill = rows[2];
    expect(bill[col("Patient")]).toMatchObject({ type: "string", text: TAMIL_NAME });
    expect(bill[col("Billed")]).toMatchObject({ type: "float", value: "1200" });
    expect(bill[col("Bill Number")]).toMatchObject({ type: "string", text: "2026-27/0002" });
    expect(rows[1][col("UPI")]).toMatchObject({ type: "float", value: "500" });
    expect(rows[3][col("Cash")]).toMatchObject({ type: "float", value: "200" });
    expect(rows[4][col("Card")]).toMatchObject({ type: "float", value: "1000" });
    // the refund: a negative number a spreadsheet sums
    expect(rows[9][col("Entry")]).toMatchObject({ type: "string", text: "Refund" });
    expect(rows[9][col("Cash")]).toMatchObject({ type: "float", value: "-800" });
    // the neutralised formula stays text, never a formula
    expect(rows[4][col("Reference")].type).toBe("string");
    expect(rows[4][col("Reference")].text).toContain("HYPERLINK");
    expect(fs.readFileSync(path.join(dir, "collections-2026-11.fods"), "utf8")).not.toContain("table:formula");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
