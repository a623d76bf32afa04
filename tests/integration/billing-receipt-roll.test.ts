/**
 * Receipts and the month's CSV through their calls (FEATURES.md §12), and the receipt's money
 * as FEATURES.md §13 asks (issue 40): on the 80 mm roll the UPI QR is at least 22 mm wide and a phone can read it printed at 100 dpi, even for a long link (a long
 * UPI address and payee, the merchant code); the receipt of a voided paid bill lists the
 * refund. Read back with poppler (pdftoppm, pdftotext) and jsQR; without Debian's chromium and
 * poppler-utils it says so and skips, like receipt-pdf.test.ts.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { receiptDocument, renderReceiptPdf } from "@/lib/server/domain/billing/receipt";
import { db } from "@/lib/server/db";
import { billingCalls, setUpBillingSuite } from "../fixtures/billing";
import { seedPatient } from "../fixtures/patients";
import { pdfScratch } from "../fixtures/pdf-scratch";
import { pdfSuite } from "../fixtures/pdf-documents";

// read by config() at its first call, after these lines: a link as long as a real clinic's
Object.assign(process.env, {
  UPI_VPA: "heartcare.cardiology.clinic.gopalapuram.cathedral.road.chennai.tamilnadu.india.pin600086@okhdfcbank",
  UPI_PAYEE_NAME: "HeartCare Cardiology and Heart Failure Clinic",
  UPI_MC: "8011",
});

jest.setTimeout(60_000);

const suite = pdfSuite("billing-receipt-roll", ["pdftoppm"]);

const scratch = pdfScratch("receipt-roll");
const signedIn = setUpBillingSuite();
const asDesk = billingCalls(() => signedIn.desk);

/** The PDF's first page as a PNG at `dpi`, and its text. */
async function printed(billId: number, dpi: number) {
  const pdf = await renderReceiptPdf(await receiptDocument(billId, { lang: "en", size: "80mm" }));
  const file = scratch.save(pdf, `receipt-${billId}-${dpi}`);
  const prefix = file.replace(/\.pdf$/, "");
  execFileSync("pdftoppm", ["-r", String(dpi), "-png", "-singlefile", "-f", "1", "-l", "1", file, prefix]);
  return {
    png: PNG.sync.read(fs.readFileSync(`${prefix}.png`)),
    text: scratch.read("pdftotext", file, "-layout").replace(/[ \t]+/g, " "),
  };
}

async function billFor(name: string, amount: number) {
  const patient = await seedPatient({ name, phone: "+91 98400 31415" });
  const made = await asDesk.bill({ patientId: patient.id, items: [{ description: "Cardiac Consultation", amount }] });
  return made.body.bill as { id: number; patientId: number };
}

suite("the 80 mm roll", () => {
  it("prints the UPI QR at least 22 mm wide, readable at 100 dpi, for a long link", async () => {
    const { id } = await billFor("Lakshmi Narayanan", 1200);
    await asDesk.pay(id, { mode: "cash", amount: 200 });
    const uri = (await asDesk.upi(id)).body.uri as string;
    // the link was 243 characters
    expect(uri.length).toBeGreaterThanOrEqual(240);
    const { png } = await printed(id, 100);
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(uri);
    // the finder patterns' centres are 7 modules in from the symbol's edges
    const { topLeftFinderPattern: a, topRightFinderPattern: b } = code!.location;
    const modules = (code!.version - 1) * 4 + 21;
    const centres = Math.hypot(b.x - a.x, b.y - a.y);
    const widthMm = ((centres * modules) / (modules - 7) / 100) * 25.4;
    expect(widthMm).toBeGreaterThanOrEqual(22);
  });

  it("the receipt of a voided paid bill lists the refund by mode", async () => {
    const { id } = await billFor("Ravi Kumar", 800);
    await asDesk.pay(id, { mode: "cash", amount: 800 });
    expect((await asDesk.void(id, { reason: "Wrong patient" })).status).toBe(200);
    const { text } = await printed(id, 100);
    expect(text).toContain("VOID — Wrong patient");
    expect(text).toMatch(/Refunded\s*\n.*Cash −₹800/);
  });
});

describe("receipts and the month's CSV through their calls", () => {
  it("GET …/receipt: a PDF in the patient's language by default, A5 or 80 mm; 404 for no bill", async () => {
    const bill = await billFor("Lakshmi Narayanan", 1200);
    await asDesk.pay(bill.id, { mode: "cash", amount: 1200 });
    const res = await asDesk.receipt(bill.id, "?size=80mm");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="receipt-2026-27-0001-en-80mm\.pdf"/);
    const text = scratch.read("pdftotext", scratch.save(Buffer.from(await res.arrayBuffer())), "-layout");
    expect(text).toContain("2026-27/0001");
    expect(text).toContain("Rupees One Thousand Two Hundred Only");
    expect(text).toMatch(/Reg\. No\./);
    await db().patient.update({ where: { id: bill.patientId! }, data: { language: "ta" } });
    const tamil = await asDesk.receipt(bill.id);
    expect(tamil.headers.get("content-disposition")).toMatch(/receipt-2026-27-0001-ta-a5\.pdf/);
    expect((await asDesk.receipt(bill.id, "?lang=en")).headers.get("content-disposition")).toMatch(/-en-a5\.pdf/);
    expect((await asDesk.receipt(bill.id, "?size=a3")).status).toBe(400);
    expect((await asDesk.receipt(999999)).status).toBe(404);
  });

  it("GET /api/admin/collections?month=…&format=csv: the month's ledger with a BOM, audited; JSON needs a date", async () => {
    const bill = await billFor("Lakshmi Narayanan", 1200);
    await asDesk.pay(bill.id, { mode: "upi", amount: 1200 });
    const res = await asDesk.collectionsRaw("month=2026-11&format=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain("2026-27/0001");
    expect(text).toContain("Lakshmi Narayanan");
    expect(await db().auditLog.count({ where: { action: "collections.export", target: "2026-11" } })).toBe(1);
    expect((await asDesk.collections("month=2026-11")).status).toBe(400);
  });
});
