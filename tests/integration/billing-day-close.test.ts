/**
 * Money that adds up (FEATURES.md §13 "The closed day", issue 40 item 3), through the real
 * handlers on SQLite and PostgreSQL: a void of a paid bill is a refund booked on the void's
 * day by the modes paid (the payment stays on its day); a closed day answers the same JSON for
 * ever; a payment, void or bill after the close is booked on the next day not closed; only the
 * owner closes; the day close lists what is still due and who was seen but not billed.
 * "Today" is Tuesday 24 November 2026.
 */
import { createHash } from "node:crypto";
import { db } from "@/lib/server/db";
import { deletePatient } from "@/lib/server/domain/patient-deletion";
import { setNow } from "@/lib/shared/clock";
import { BILLING_MESSAGES } from "@/lib/shared/validation/billing";
import { seed } from "../fixtures/appointments";
import { billingCalls, dayCloseCalls, setUpBillingSuite, signInBillingStaff } from "../fixtures/billing";

const signedIn = setUpBillingSuite();
const asOwner = { ...billingCalls(() => signedIn.owner), ...dayCloseCalls(() => signedIn.owner) };
const asDoctor = dayCloseCalls(() => signedIn.doctor);
const asDesk = { ...billingCalls(() => signedIn.desk), ...dayCloseCalls(() => signedIn.desk) };

type Totals = { cash: number; upi: number; card: number; total: number };
type Day = {
  date: string;
  totals: Totals;
  refundTotals: Totals;
  bills: { number: string; status: string; payments: { mode: string; amount: number; date: string }[] }[];
  refunds: { billNumber: string; mode: string; amount: number; reason: string }[];
  dues: { billNumber: string; due: number }[];
  unbilled: { name: string; token: number | null }[];
  closed: { at: string; by: string; hash: string } | null;
};
type Bill = { id: number; number: string; date: string; voidDate: string | null };

/** The clock moved to `at` (IST wall-clock), and everyone signed in again then. */
async function clockAt(at: string) {
  setNow(new Date(`${at}+05:30`));
  Object.assign(signedIn, await signInBillingStaff());
}

let seq = 0;
/** A patient billed `amount` (Consultation), paid as `payments` says. */
async function paidBill(amount: number, payments: { mode: string; amount: number }[], name = `Patient ${seq + 1}`) {
  seq += 1;
  const [a] = await seed({ name, date: "2026-11-24", time: `17:${String(seq % 60).padStart(2, "0")}` });
  const made = await asDesk.bill({ patientId: a.patientId, items: [{ description: "Consultation", amount }] });
  expect(made.status).toBe(201);
  const bill = made.body.bill as Bill;
  for (const p of payments) expect((await asDesk.pay(bill.id, p)).status).toBe(200);
  return bill;
}

const day = async (date: string) => {
  const res = await asDesk.collections(`date=${date}`);
  expect(res.status).toBe(200);
  return res.body as unknown as Day;
};
const ZERO = { cash: 0, upi: 0, card: 0, total: 0 };

describe("a void of a paid bill is a refund", () => {
  it("five voids of one bill at once: exactly one is made (one refund, one audit line), the rest 409 (issue 41 G14)", async () => {
    const bill = await paidBill(1200, [{ mode: "upi", amount: 1200 }], "Meena Raghavan");
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => asOwner.void(bill.id, { reason: `Reason ${i + 1}` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const made = answers.find((a) => a.status === 200)!;
    const stored = await db().bill.findUniqueOrThrow({ where: { id: bill.id } });
    expect(stored.voidReason).toBe((made.body.bill as { voidReason: string }).voidReason);
    expect(await db().refund.findMany({ where: { billId: bill.id }, select: { mode: true, amount: true } })).toEqual([
      { mode: "upi", amount: 1200 },
    ]);
    expect(await db().auditLog.count({ where: { action: "bill.void", target: String(bill.id) } })).toBe(1);
  });

  it("a same-day ₹800 cash bill voided: the day's cash falls by a refund line; the payment stays", async () => {
    await paidBill(4500, [{ mode: "cash", amount: 4500 }]);
    const bill = await paidBill(800, [{ mode: "cash", amount: 800 }], "Lakshmi Narayanan");
    expect((await day("2026-11-24")).totals).toEqual({ cash: 5300, upi: 0, card: 0, total: 5300 });

    const voided = await asDesk.void(bill.id, { reason: "Billed the wrong patient" });
    expect(voided.status).toBe(200);
    expect(voided.body.bill).toMatchObject({
      status: "void",
      voidDate: "2026-11-24",
      refunds: [{ mode: "cash", amount: 800, date: "2026-11-24", reason: "Billed the wrong patient" }],
    });
    const after = await day("2026-11-24");
    expect(after.totals).toEqual({ cash: 4500, upi: 0, card: 0, total: 4500 });
    expect(after.refundTotals).toEqual({ cash: 800, upi: 0, card: 0, total: 800 });
    expect(after.refunds).toEqual([
      expect.objectContaining({
        billNumber: bill.number,
        mode: "cash",
        amount: 800,
        reason: "Billed the wrong patient",
      }),
    ]);
    // the money came in: its payment is still there, on its day
    const listed = after.bills.find((b) => b.number === bill.number)!;
    expect(listed).toMatchObject({ status: "void", payments: [{ mode: "cash", amount: 800, date: "2026-11-24" }] });
    expect(await db().payment.count({ where: { billId: bill.id } })).toBe(1);
  });

  it("one refund per mode paid, the sum of each; an unpaid bill voided writes none", async () => {
    const bill = await paidBill(1200, [
      { mode: "cash", amount: 300 },
      { mode: "upi", amount: 600 },
      { mode: "cash", amount: 200 },
    ]);
    await asDesk.void(bill.id, { reason: "Duplicate" });
    const rows = await db().refund.findMany({ where: { billId: bill.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.mode, r.amount, r.date, r.createdBy])).toEqual([
      ["cash", 500, "2026-11-24", "test-desk"],
      ["upi", 600, "2026-11-24", "test-desk"],
    ]);
    const unpaid = await paidBill(400, []);
    await asDesk.void(unpaid.id, { reason: "Not needed" });
    expect(await db().refund.count({ where: { billId: unpaid.id } })).toBe(0);
    expect((await day("2026-11-24")).totals).toEqual(ZERO);
  });
});

describe("the closed day", () => {
  it("closed, then one of its paid bills voided the next day: the closed day's answer is the same JSON; the refund is the next day's", async () => {
    await paidBill(700, [{ mode: "upi", amount: 700 }]);
    const bill = await paidBill(800, [{ mode: "cash", amount: 800 }]);
    const open = await day("2026-11-24");
    expect(open.closed).toBeNull();

    await clockAt("2026-11-24T21:30:00");
    const close = await asOwner.close({ date: "2026-11-24" });
    expect(close.status).toBe(200);
    const stamp = close.body.closed as Day["closed"];
    expect(stamp).toEqual({
      at: "2026-11-24T16:00:00.000Z",
      by: "test-owner",
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const stored = await db().dayClose.findUniqueOrThrow({ where: { date: "2026-11-24" } });
    expect(stored.hash).toBe(createHash("sha256").update(stored.content).digest("hex"));
    expect(await db().auditLog.count({ where: { action: "collections.close", target: "2026-11-24" } })).toBe(1);
    const closedJson = JSON.stringify((await asDesk.collections("date=2026-11-24")).body);
    expect(JSON.parse(closedJson)).toMatchObject({ totals: open.totals, bills: open.bills, closed: stamp });

    await clockAt("2026-11-25T19:00:00");
    const voided = await asOwner.void(bill.id, { reason: "Paid twice" });
    expect(voided.status).toBe(200);
    expect(JSON.stringify((await asDesk.collections("date=2026-11-24")).body)).toBe(closedJson);
    const next = await day("2026-11-25");
    expect(next.refunds).toEqual([expect.objectContaining({ billNumber: bill.number, mode: "cash", amount: 800 })]);
    expect(next.totals).toEqual({ cash: -800, upi: 0, card: 0, total: -800 });
    expect(next.closed).toBeNull();
  });

  it("after the close, a payment, a void and a bill are booked on the next day not closed", async () => {
    const bill = await paidBill(1000, [{ mode: "cash", amount: 400 }]);
    const other = await paidBill(500, [{ mode: "card", amount: 500 }]);
    await clockAt("2026-11-24T21:00:00");
    expect((await asOwner.close({ date: "2026-11-24" })).status).toBe(200);
    const closedJson = JSON.stringify((await asDesk.collections("date=2026-11-24")).body);

    // still the 24th on the clock, but the 24th is closed
    const paid = await asDesk.pay(bill.id, { mode: "upi", amount: 600 });
    expect(paid.status).toBe(200);
    expect((paid.body.bill as { payments: { date: string }[] }).payments.map((p) => p.date)).toEqual([
      "2026-11-24",
      "2026-11-25",
    ]);
    const voided = await asDesk.void(other.id, { reason: "Wrong patient" });
    expect(voided.body.bill).toMatchObject({ voidDate: "2026-11-25", refunds: [{ date: "2026-11-25" }] });
    const late = await paidBill(300, []);
    expect(late.date).toBe("2026-11-25");

    expect(JSON.stringify((await asDesk.collections("date=2026-11-24")).body)).toBe(closedJson);
    const next = await day("2026-11-25");
    expect(next.totals).toEqual({ cash: 0, upi: 600, card: -500, total: 100 });
    expect(next.bills.map((b) => b.number)).toEqual([bill.number, other.number, late.number]);
  });

  it("the owner only: desk and doctor 403; a future date 400; closing twice 409 day_closed", async () => {
    for (const who of [asDesk, asDoctor]) {
      const refused = await who.close({ date: "2026-11-24" });
      expect(refused.status).toBe(403);
    }
    expect(await db().dayClose.count()).toBe(0);
    const future = await asOwner.close({ date: "2026-11-25" });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(BILLING_MESSAGES.closeFuture);
    expect((await asOwner.close({ date: "2026-02-30" })).status).toBe(400);
    expect((await asOwner.close({})).status).toBe(400);
    // an earlier day never closed may be closed
    expect((await asOwner.close({ date: "2026-11-20" })).status).toBe(200);
    const first = await asOwner.close({ date: "2026-11-24" });
    expect(first.status).toBe(200);
    const again = await asOwner.close({ date: "2026-11-24" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "day_closed", closed: first.body.closed });
    expect(await db().dayClose.count()).toBe(2);
  });
});

describe("erasure", () => {
  it("takes the patient's name out of a closed day's stored figures; the figures stay, the hash is taken again", async () => {
    const erased = await paidBill(800, [{ mode: "cash", amount: 800 }], "Meenakshi Erased");
    await paidBill(500, [{ mode: "upi", amount: 500 }], "Ravi Kept");
    await clockAt("2026-11-24T21:30:00");
    await asOwner.close({ date: "2026-11-24" });
    const before = await day("2026-11-24");
    const patientId = (await db().bill.findUniqueOrThrow({ where: { id: erased.id } })).patientId!;

    await deletePatient(patientId, "test-owner");
    const after = await day("2026-11-24");
    const stored = await db().dayClose.findUniqueOrThrow({ where: { date: "2026-11-24" } });
    expect(stored.content).not.toContain("Meenakshi");
    expect(stored.content).toContain("Ravi Kept");
    expect(after.totals).toEqual(before.totals);
    expect(after.bills.map((b) => [b.number, (b as unknown as { patientName: string }).patientName])).toEqual([
      [erased.number, "[erased]"],
      [before.bills[1].number, "Ravi Kept"],
    ]);
    expect(after.closed!.hash).toBe(createHash("sha256").update(stored.content).digest("hex"));
    expect(after.closed!.hash).not.toBe(before.closed!.hash);
  });
});

describe("what the day close also lists", () => {
  it("the day's bills still owed, and those seen (checked in or done) with no bill", async () => {
    const [checkedIn, done, noShow, waitingUnseen, billed] = await seed(
      { name: "Kavitha Raman", date: "2026-11-24", time: "18:00" },
      { name: "Senthil Kumar", date: "2026-11-24", time: "18:15", status: "Done" },
      { name: "No Show", date: "2026-11-24", time: "18:30", status: "No-show" },
      { name: "Not Arrived", date: "2026-11-24", time: "18:45" },
      { name: "Billed Patient", date: "2026-11-24", time: "19:00" },
    );
    await db().appointment.update({ where: { id: checkedIn.id }, data: { token: 2 } });
    await db().appointment.update({ where: { id: billed.id }, data: { token: 1 } });
    const made = await asDesk.bill({
      patientId: billed.patientId,
      appointmentId: billed.id,
      items: [{ description: "Consultation", amount: 800 }],
    });
    await asDesk.pay((made.body.bill as Bill).id, { mode: "cash", amount: 300 });
    const unpaid = await paidBill(400, []);
    void noShow;
    void waitingUnseen;

    const answer = await day("2026-11-24");
    expect(answer.dues).toEqual([
      expect.objectContaining({ billNumber: (made.body.bill as Bill).number, patientName: "Billed Patient", due: 500 }),
      expect.objectContaining({ billNumber: unpaid.number, due: 400 }),
    ]);
    expect(answer.unbilled.map((u) => [u.name, u.token])).toEqual([
      ["Kavitha Raman", 2],
      [done.name, null],
    ]);
  });
});
