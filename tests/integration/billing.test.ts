/**
 * Fees, bills and receipts (FEATURES.md §12) through the real handlers, on SQLite and
 * PostgreSQL: fees per service, bills numbered FY/NNNN (consecutive, across the 1 April
 * boundary, distinct under 20 at once), part payments and overpayment, voids and who may make
 * them, the UPI link exactly as NPCI's specification writes it, and the day close (receipts and
 * the month's CSV through their calls: billing-receipt-roll.test.ts).
 * "Today" is Tuesday 24 November 2026.
 */
process.env.UPI_VPA = "clinic@okaxis";
process.env.UPI_PAYEE_NAME = "HeartCare Clinic";
import { db } from "@/lib/server/db";
import { setNow } from "@/lib/shared/clock";
import { BILLING_MESSAGES } from "@/lib/shared/validation/billing";
import { seed } from "../fixtures/appointments";
import { billingCalls, setUpBillingSuite, signInBillingStaff } from "../fixtures/billing";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { queueCalls } from "../fixtures/queue";

const signedIn = setUpBillingSuite(async () => {
  slot = 0;
  await db().fee.deleteMany();
});
const asOwner = billingCalls(() => signedIn.owner);
const asDoctor = billingCalls(() => signedIn.doctor);
const asDesk = billingCalls(() => signedIn.desk);
const queueAsDesk = queueCalls(() => signedIn.desk);

type Bill = {
  id: number;
  patientId: number | null;
  number: string;
  date: string;
  total: number;
  paid: number;
  due: number;
  status: string;
  items: { description: string; amount: number }[];
  payments: { mode: string; amount: number; reference: string | null }[];
  voidReason: string | null;
};
const billOf = (body: Record<string, unknown>) => body.bill as Bill;

const CONSULTATION = { description: "Cardiac Consultation", amount: 800 };
const ECG = { description: "ECG", amount: 400 };

let slot = 0;
/** A patient checked in tonight, each at a time of their own. */
async function tonight(name = "Lakshmi Narayanan") {
  const time = `${17 + (Math.floor(slot / 4) % 5)}:${["00", "15", "30", "45"][slot % 4]}`;
  slot += 1;
  const [a] = await seed({ name, date: "2026-11-24", time, status: "checked-in" });
  return a;
}

/** The clock moved to `at`, and everyone signed in again then (a session idles out over days). */
async function clockAt(at: Date) {
  setNow(at);
  Object.assign(signedIn, await signInBillingStaff());
}

async function billFor(items = [CONSULTATION, ECG]) {
  const a = await tonight();
  const res = await asDesk.bill({ patientId: a.patientId, appointmentId: a.id, items });
  expect(res.status).toBe(201);
  return { appointment: a, bill: billOf(res.body) };
}

describe("fees", () => {
  it("lists every service (none set at first); the owner sets and clears them", async () => {
    const before = await asDesk.fees();
    expect(before.status).toBe(200);
    const fees = before.body.fees as { service: string; amount: number | null }[];
    expect(fees.find((f) => f.service === "Cardiac Consultation")).toEqual({
      service: "Cardiac Consultation",
      amount: null,
    });
    expect(fees.length).toBeGreaterThan(10);

    const saved = await asOwner.saveFees({
      fees: [
        { service: "Cardiac Consultation", amount: 800 },
        { service: "ECG", amount: "400" },
      ],
    });
    expect(saved.status).toBe(200);
    expect(await db().fee.findMany({ orderBy: { service: "asc" } })).toMatchObject([
      { service: "Cardiac Consultation", amount: 800 },
      { service: "ECG", amount: 400 },
    ]);
    await asOwner.saveFees({ fees: [{ service: "ECG", amount: null }] });
    expect(await db().fee.findMany()).toMatchObject([{ service: "Cardiac Consultation", amount: 800 }]);
    const audit = await db().auditLog.findMany({ where: { action: "fees.set" } });
    expect(audit).toHaveLength(2);
  });

  it("refuses the desk and the doctor (403), a service not offered and a fee in paise (400)", async () => {
    expect((await asDesk.saveFees({ fees: [{ service: "ECG", amount: 1 }] })).status).toBe(403);
    expect((await asDoctor.saveFees({ fees: [{ service: "ECG", amount: 1 }] })).status).toBe(403);
    const unknown = await asOwner.saveFees({ fees: [{ service: "Haircut", amount: 100 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(BILLING_MESSAGES.serviceInvalid);
    const paise = await asOwner.saveFees({ fees: [{ service: "ECG", amount: 399.5 }] });
    expect(paise.status).toBe(400);
    expect(paise.body.errors).toEqual({ "fees.0.amount": BILLING_MESSAGES.amountInvalid });
    expect(await db().fee.count()).toBe(0);
  });
});

describe("POST /api/admin/bills", () => {
  it("201 with FY/NNNN numbers in order, the total, unpaid; audited", async () => {
    const { bill } = await billFor();
    expect(bill).toMatchObject({
      number: "2026-27/0001",
      date: "2026-11-24",
      items: [CONSULTATION, ECG],
      total: 1200,
      paid: 0,
      due: 1200,
      status: "unpaid",
    });
    const b = await tonight("Ravi Kumar");
    const second = await asDoctor.bill({ patientId: b.patientId, items: [{ description: "Echo", amount: "1500" }] });
    expect(second.status).toBe(201);
    expect(billOf(second.body)).toMatchObject({ number: "2026-27/0002", total: 1500 });
    expect(await db().auditLog.count({ where: { action: "bill.create" } })).toBe(2);
  });

  it("an appointment billed already answers its bill (200), never a second", async () => {
    const { appointment, bill } = await billFor();
    const again = await asDesk.bill({ patientId: appointment.patientId, appointmentId: appointment.id, items: [ECG] });
    expect(again.status).toBe(200);
    expect(billOf(again.body).id).toBe(bill.id);
    expect(await db().bill.count()).toBe(1);
    // the number rolled back: the next bill is 0002
    const other = await tonight("Ravi Kumar");
    expect(billOf((await asDesk.bill({ patientId: other.patientId, items: [ECG] })).body).number).toBe("2026-27/0002");
  });

  it("400 naming the item and field; 404 for a patient not found; 400 for another patient's appointment", async () => {
    const a = await tonight();
    const bad = await asDesk.bill({
      patientId: a.patientId,
      items: [CONSULTATION, { description: "", amount: -5 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      "items.1.description": BILLING_MESSAGES.descriptionRequired,
      "items.1.amount": BILLING_MESSAGES.amountInvalid,
    });
    expect((await asDesk.bill({ patientId: a.patientId, items: [] })).body.message).toBe(
      BILLING_MESSAGES.itemsRequired,
    );
    expect((await asDesk.bill({ patientId: 999999, items: [ECG] })).status).toBe(404);
    const b = await tonight("Ravi Kumar");
    const other = await asDesk.bill({ patientId: b.patientId, appointmentId: a.id, items: [ECG] });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(BILLING_MESSAGES.appointmentOtherPatient);
    expect(await db().bill.count()).toBe(0);
    expect(await db().counter.count()).toBe(0);
  });

  it("20 bills at once get 20 distinct, consecutive numbers", async () => {
    const patients = [];
    for (let i = 0; i < 20; i++) patients.push(await tonight(`Patient ${i}`));
    const answers = await Promise.all(patients.map((p) => asDesk.bill({ patientId: p.patientId, items: [ECG] })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((a) => billOf(a.body).number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `2026-27/${String(i + 1).padStart(4, "0")}`));
  });

  it("numbers start again at 0001 on 1 April IST, the new financial year", async () => {
    const a = await tonight();
    await clockAt(new Date("2027-03-31T23:50:00+05:30"));
    expect(billOf((await asDesk.bill({ patientId: a.patientId, items: [ECG] })).body)).toMatchObject({
      number: "2026-27/0001",
      date: "2027-03-31",
    });
    expect(billOf((await asDesk.bill({ patientId: a.patientId, items: [ECG] })).body).number).toBe("2026-27/0002");
    // 00:10 IST on 1 April is still 31 March in UTC: the clinic's day decides
    await clockAt(new Date("2027-04-01T00:10:00+05:30"));
    expect(billOf((await asDesk.bill({ patientId: a.patientId, items: [ECG] })).body)).toMatchObject({
      number: "2027-28/0001",
      date: "2027-04-01",
    });
    await clockAt(new Date("2028-01-15T19:00:00+05:30"));
    expect(billOf((await asDesk.bill({ patientId: a.patientId, items: [ECG] })).body).number).toBe("2027-28/0002");
    await clockAt(TUESDAY_NOON_IST);
  });
});

describe("payments", () => {
  it("part payments make it partial, then paid; each with its mode and reference", async () => {
    const { bill } = await billFor();
    const part = await asDesk.pay(bill.id, { mode: "cash", amount: 500 });
    expect(part.status).toBe(200);
    expect(billOf(part.body)).toMatchObject({ paid: 500, due: 700, status: "partial" });
    const rest = await asDesk.pay(bill.id, { mode: "upi", amount: "700", reference: " 433912345678 " });
    expect(billOf(rest.body)).toMatchObject({
      paid: 1200,
      due: 0,
      status: "paid",
      payments: [
        { mode: "cash", amount: 500, reference: null },
        { mode: "upi", amount: 700, reference: "433912345678" },
      ],
    });
    expect(await db().payment.count()).toBe(2);
  });

  it("more than is due → 400 overpaid, nothing stored; a paid bill takes no more", async () => {
    const { bill } = await billFor();
    const over = await asDesk.pay(bill.id, { mode: "card", amount: 1201 });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: "overpaid", message: BILLING_MESSAGES.overpaid });
    expect(await db().payment.count()).toBe(0);
    expect((await db().bill.findUniqueOrThrow({ where: { id: bill.id } })).paid).toBe(0);
    await asDesk.pay(bill.id, { mode: "card", amount: 1200 });
    const more = await asDesk.pay(bill.id, { mode: "cash", amount: 1 });
    expect(more.status).toBe(400);
    expect(more.body.message).toBe(BILLING_MESSAGES.alreadyPaid);
  });

  it("two payments at once cannot together pay more than is due", async () => {
    const { bill } = await billFor();
    const both = await Promise.all([
      asDesk.pay(bill.id, { mode: "cash", amount: 800 }),
      asDesk.pay(bill.id, { mode: "upi", amount: 800 }),
    ]);
    expect(both.map((b) => b.status).sort()).toEqual([200, 400]);
    expect((await db().bill.findUniqueOrThrow({ where: { id: bill.id } })).paid).toBe(800);
    expect(await db().payment.count()).toBe(1);
  });

  it("400 for a mode, an amount or a reference that is not one; 404 for a bill not found", async () => {
    const { bill } = await billFor();
    expect((await asDesk.pay(bill.id, { mode: "cheque", amount: 100 })).body.message).toBe(
      BILLING_MESSAGES.modeInvalid,
    );
    expect((await asDesk.pay(bill.id, { mode: "cash", amount: 0 })).body.errors).toEqual({
      amount: BILLING_MESSAGES.paymentAmountInvalid,
    });
    expect((await asDesk.pay(bill.id, { mode: "cash", amount: 10, reference: "x".repeat(61) })).status).toBe(400);
    expect((await asDesk.pay(424242, { mode: "cash", amount: 10 })).status).toBe(404);
    expect((await asDesk.pay("abc", { mode: "cash", amount: 10 })).status).toBe(400);
  });
});

describe("void", () => {
  it("the bill keeps its number and shows void; takes no payment; DELETE is 409 and it stays", async () => {
    const { bill } = await billFor();
    const voided = await asDesk.void(bill.id, { reason: "Billed the wrong patient" });
    expect(voided.status).toBe(200);
    expect(billOf(voided.body)).toMatchObject({
      number: "2026-27/0001",
      status: "void",
      due: 0,
      voidReason: "Billed the wrong patient",
    });
    const pay = await asDesk.pay(bill.id, { mode: "cash", amount: 100 });
    expect(pay.status).toBe(409);
    expect(pay.body.code).toBe("bill_void");
    expect((await asDesk.void(bill.id, { reason: "again" })).status).toBe(409);
    const del = await asOwner.remove(bill.id);
    expect(del.status).toBe(409);
    expect(del.body).toMatchObject({ code: "bill_never_deleted", message: BILLING_MESSAGES.neverDeleted });
    expect(await db().bill.count()).toBe(1);
    // the next bill does not take the void one's number
    const b = await tonight("Ravi Kumar");
    expect(billOf((await asDesk.bill({ patientId: b.patientId, items: [ECG] })).body).number).toBe("2026-27/0002");
  });

  it("a bill of an earlier day: the desk and the doctor 403, the owner 200; a reason is needed", async () => {
    const { bill } = await billFor();
    expect((await asDesk.void(bill.id, { reason: "  " })).body.message).toBe(BILLING_MESSAGES.reasonRequired);
    await clockAt(new Date("2026-11-25T19:00:00+05:30"));
    const desk = await asDesk.void(bill.id, { reason: "Duplicate" });
    expect(desk.status).toBe(403);
    expect(desk.body).toMatchObject({ code: "void_earlier_day", message: BILLING_MESSAGES.voidEarlierDay });
    expect((await asDoctor.void(bill.id, { reason: "Duplicate" })).status).toBe(403);
    expect((await db().bill.findUniqueOrThrow({ where: { id: bill.id } })).status).toBe("unpaid");
    const byOwner = await asOwner.void(bill.id, { reason: "Duplicate" });
    expect(byOwner.status).toBe(200);
    expect(await db().auditLog.count({ where: { action: "bill.void", actor: "test-owner" } })).toBe(1);
  });
});

describe("GET /api/admin/bills/{id}/upi", () => {
  it("the upi://pay URI for what is due, percent-encoded in NPCI's order; 409 once paid or void", async () => {
    const { bill } = await billFor();
    const first = await asDesk.upi(bill.id);
    expect(first.status).toBe(200);
    // pa's @ literal; tr the bill number and the payment this QR would be (FEATURES.md §13)
    expect(first.body.uri).toBe(
      "upi://pay?pa=clinic@okaxis&pn=HeartCare%20Clinic&am=1200.00&cu=INR&tn=Bill%202026-27%2F0001&tr=2026-27%2F0001-1",
    );
    await asDesk.pay(bill.id, { mode: "cash", amount: 200 });
    const second = (await asDesk.upi(bill.id)).body.uri as string;
    expect(second).toContain("&am=1000.00&");
    expect(second).toMatch(/&tr=2026-27%2F0001-2$/);
    await asDesk.pay(bill.id, { mode: "upi", amount: 1000 });
    expect((await asDesk.upi(bill.id)).body).toMatchObject({ code: "nothing_due" });
    const { bill: other } = await billFor([ECG]);
    await asDesk.void(other.id, { reason: "Wrong" });
    const onVoid = await asDesk.upi(other.id);
    expect(onVoid.status).toBe(409);
    expect(onVoid.body.code).toBe("bill_void");
  });
});

describe("GET /api/admin/collections", () => {
  it("the day's money by mode (a voided bill's left out) and its bills; other days apart", async () => {
    const one = (await billFor()).bill;
    const b = await tonight("Ravi Kumar");
    const two = billOf((await asDesk.bill({ patientId: b.patientId, items: [ECG] })).body);
    const c = await tonight("Meena Iyer");
    const three = billOf((await asDesk.bill({ patientId: c.patientId, items: [CONSULTATION] })).body);
    await asDesk.pay(one.id, { mode: "cash", amount: 700 });
    await asDesk.pay(one.id, { mode: "upi", amount: 500 });
    await asDesk.pay(two.id, { mode: "card", amount: 400 });
    await asDesk.pay(three.id, { mode: "cash", amount: 800 });
    await asDesk.void(three.id, { reason: "Paid twice; refunded" });

    const day = await asDesk.collections("date=2026-11-24");
    expect(day.status).toBe(200);
    expect(day.body).toMatchObject({ date: "2026-11-24", totals: { cash: 700, upi: 500, card: 400, total: 1600 } });
    const bills = day.body.bills as Bill[];
    expect(bills.map((x) => [x.number, x.status])).toEqual([
      ["2026-27/0001", "paid"],
      ["2026-27/0002", "paid"],
      ["2026-27/0003", "void"],
    ]);
    // today by default
    expect((await asDesk.collections("")).body.totals).toEqual({ cash: 700, upi: 500, card: 400, total: 1600 });
    // the next day: a payment on an earlier bill counts there, and that bill is listed
    await clockAt(new Date("2026-11-25T19:00:00+05:30"));
    const d = await tonight("Late Payer");
    const four = billOf((await asDesk.bill({ patientId: d.patientId, items: [ECG] })).body);
    await asDesk.pay(four.id, { mode: "cash", amount: 100 });
    const next = await asDesk.collections("date=2026-11-25");
    expect(next.body.totals).toEqual({ cash: 100, upi: 0, card: 0, total: 100 });
    expect((next.body.bills as Bill[]).map((x) => x.number)).toEqual(["2026-27/0004"]);
    await clockAt(TUESDAY_NOON_IST);
    expect((await asDesk.collections("date=2026-11-23")).body).toMatchObject({
      totals: { cash: 0, upi: 0, card: 0, total: 0 },
      bills: [],
    });
  });

  it("400 for a date or month that is not one", async () => {
    expect((await asDesk.collections("date=2026-02-30")).body.message).toBe(BILLING_MESSAGES.dateInvalid);
    expect((await asDesk.collections("month=2026-13")).status).toBe(400);
  });
});

describe("tonight's list", () => {
  it("says who has a bill and what is still due; a void bill is not theirs any more", async () => {
    const { appointment, bill } = await billFor();
    const other = await tonight("Ravi Kumar");
    const entryOf = async (id: number) =>
      ((await queueAsDesk.list()).body.queue as { appointmentId: number; bill: unknown }[]).find(
        (e) => e.appointmentId === id,
      )!;
    expect((await entryOf(other.id)).bill).toBeNull();
    await asDesk.pay(bill.id, { mode: "cash", amount: 500 });
    expect((await entryOf(appointment.id)).bill).toEqual({
      id: bill.id,
      number: "2026-27/0001",
      status: "partial",
      due: 700,
    });
    await asDesk.void(bill.id, { reason: "Wrong items" });
    expect((await entryOf(appointment.id)).bill).toBeNull();
  });
});

describe("lists", () => {
  it("a patient's and an appointment's bills, newest first", async () => {
    const { appointment, bill } = await billFor();
    const second = billOf((await asDesk.bill({ patientId: appointment.patientId, items: [ECG] })).body);
    const byPatient = await asDesk.bills(`patientId=${appointment.patientId}`);
    expect((byPatient.body.bills as Bill[]).map((b) => b.id)).toEqual([second.id, bill.id]);
    const byAppointment = await asDesk.bills(`appointmentId=${appointment.id}`);
    expect((byAppointment.body.bills as Bill[]).map((b) => b.id)).toEqual([bill.id]);
    expect((await asDesk.bills("")).status).toBe(400);
    expect((await asDesk.get(bill.id)).body.bill).toMatchObject({ number: "2026-27/0001" });
  });
});
