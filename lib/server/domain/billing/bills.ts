/**
 * Bills and payments (FEATURES.md §12). A bill is numbered `FY/NNNN` within the Indian financial
 * year (1 April – 31 March) from a counter raised in the bill's own transaction, so numbers are
 * consecutive, never shared under concurrent billing and never reused (a failed bill rolls its
 * number back; a made bill is never deleted — a mistake is voided and keeps its number).
 */
import "server-only";
import type { Bill, Payment, Refund } from "../../../generated/sqlite/client";
import type { BillItem, BillRecord, BillStatus, PaymentRecord, RefundRecord } from "../../../shared/api/billing";
import { todayIst } from "../../../shared/clinic-time";
import { paidByMode } from "../../../shared/refunds";
import { now } from "../../../shared/clock";
import { OWNER } from "../../../shared/roles";
import type { Role } from "../../../shared/roles";
import {
  BILLING_MESSAGES,
  type BillInput,
  type PaymentInput,
  type PaymentMode,
} from "../../../shared/validation/billing";
import { db, transaction, type Tx } from "../../db";
import { badRequest, conflict, HttpError, notFound } from "../../http";
import { jsonList } from "../records";
import { lockBooks } from "./books";
import { frozenReceiptHeader } from "./receipt-document";
import { LIVE } from "../live-patients";
import { amountDue } from "../../../shared/amount-due";

type BillWithPayments = Bill & { payments: Payment[]; refunds: Refund[] };

/** The Indian financial year of an IST date: 2027-03-31 → "2026-27", 2027-04-01 → "2027-28". */
export function financialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

const statusFor = (total: number, paid: number): BillStatus =>
  paid >= total ? "paid" : paid > 0 ? "partial" : "unpaid";

/** What a payment and a refund record alike: the money, its mode and day, who booked it and when. */
const moneyMoved = (m: Payment | Refund) => ({
  id: m.id,
  mode: m.mode as PaymentMode,
  amount: m.amount,
  date: m.date,
  createdAt: m.createdAt.toISOString(),
  createdBy: m.createdBy,
});

const toPaymentRecord = (p: Payment): PaymentRecord => ({ ...moneyMoved(p), reference: p.reference });
const toRefundRecord = (r: Refund): RefundRecord => ({ ...moneyMoved(r), reason: r.reason });

export function toBillRecord(b: BillWithPayments): BillRecord {
  const status = b.status as BillStatus;
  return {
    id: b.id,
    number: b.number,
    date: b.date,
    patientId: b.patientId,
    patientName: b.patientName,
    appointmentId: b.appointmentId,
    items: jsonList<BillItem>(b.items),
    total: b.total,
    paid: b.paid,
    due: amountDue({ ...b, status }),
    status,
    voidReason: b.voidReason,
    voidedAt: b.voidedAt?.toISOString() ?? null,
    voidedBy: b.voidedBy,
    voidDate: b.voidDate,
    payments: [...b.payments].sort((x, y) => x.id - y.id).map(toPaymentRecord),
    refunds: [...b.refunds].sort((x, y) => x.id - y.id).map(toRefundRecord),
    createdBy: b.createdBy,
    createdAt: b.createdAt.toISOString(),
  };
}

export const withPayments = { payments: true, refunds: true } as const;

export async function getBill(id: number, tx: Pick<Tx, "bill"> = db()): Promise<BillWithPayments> {
  const bill = await tx.bill.findUnique({ where: { id }, include: withPayments });
  if (!bill) throw notFound(BILLING_MESSAGES.notFound);
  return bill;
}

/** A patient's bills, or an appointment's, newest first. */
export async function listBills(where: { patientId?: number; appointmentId?: number }): Promise<BillRecord[]> {
  const rows = await db().bill.findMany({ where, include: withPayments, orderBy: { id: "desc" } });
  return rows.map(toBillRecord);
}

/** Thrown inside the bill's transaction to roll its number back when the appointment has a bill. */
class ExistingBill extends Error {
  constructor(readonly bill: BillWithPayments) {
    super("existing bill");
  }
}

/**
 * Makes a bill. An appointment billed already (and not voided) answers that bill instead of a
 * second one — a double tap at the desk must not bill a patient twice.
 */
export async function createBill(
  input: BillInput,
  createdBy: string,
): Promise<{ bill: BillWithPayments; created: boolean }> {
  const patient = await db().patient.findFirst({ where: { id: input.patientId, ...LIVE }, select: { name: true } });
  if (!patient) throw notFound(BILLING_MESSAGES.patientNotFound);
  const appointmentId = input.appointmentId ?? null;
  if (appointmentId !== null) {
    const appointment = await db().appointment.findUnique({
      where: { id: appointmentId },
      select: { patientId: true },
    });
    if (!appointment) throw notFound(BILLING_MESSAGES.appointmentNotFound);
    if (appointment.patientId !== input.patientId)
      throw badRequest(BILLING_MESSAGES.appointmentOtherPatient, {
        appointmentId: BILLING_MESSAGES.appointmentOtherPatient,
      });
  }
  const total = input.items.reduce((sum, i) => sum + i.amount, 0);
  try {
    const bill = await transaction(async (tx) => {
      // made after its day was closed: dated, and numbered in the year of, the next open day
      const date = await lockBooks(tx);
      const fy = financialYear(date);
      // The counter's row is locked from here to the commit (PostgreSQL) or the whole
      // transaction is alone (SQLite), so the check below and the number are one step.
      const counter = await tx.counter.upsert({
        where: { name: `bill-${fy}` },
        create: { name: `bill-${fy}`, value: 1 },
        update: { value: { increment: 1 } },
      });
      if (appointmentId !== null) {
        const existing = await tx.bill.findFirst({
          where: { appointmentId, status: { not: "void" } },
          include: withPayments,
        });
        if (existing) throw new ExistingBill(existing);
      }
      return tx.bill.create({
        data: {
          number: `${fy}/${String(counter.value).padStart(4, "0")}`,
          fy,
          seq: counter.value,
          patientId: input.patientId,
          patientName: patient.name,
          appointmentId,
          date,
          items: JSON.stringify(input.items),
          total,
          status: statusFor(total, 0),
          createdBy,
          document: await frozenReceiptHeader(tx),
        },
        include: withPayments,
      });
    });
    return { bill, created: true };
  } catch (error) {
    if (error instanceof ExistingBill) return { bill: error.bill, created: false };
    throw error;
  }
}

/** Takes money against a bill: never more than is due, never on a void bill; booked on the business date. */
export async function addPayment(id: number, input: PaymentInput, createdBy: string): Promise<BillWithPayments> {
  return transaction(async (tx) => {
    const date = await lockBooks(tx);
    const bill = await getBill(id, tx);
    if (bill.status === "void") throw conflict(BILLING_MESSAGES.voidNoPayment, {}, { code: "bill_void" });
    // Raised only while the amount still fits what is due, so two payments at once cannot both
    // pass a check made before either was written.
    const { count } = await tx.bill.updateMany({
      where: { id, status: { not: "void" }, paid: { lte: bill.total - input.amount } },
      data: { paid: { increment: input.amount } },
    });
    if (count === 0) {
      const due = amountDue(bill);
      throw badRequest(
        due <= 0 ? BILLING_MESSAGES.alreadyPaid : BILLING_MESSAGES.overpaid,
        { amount: BILLING_MESSAGES.overpaid },
        { code: "overpaid", values: { due } },
      );
    }
    await tx.payment.create({
      data: {
        billId: id,
        mode: input.mode,
        amount: input.amount,
        reference: input.reference ?? null,
        date,
        createdBy,
      },
    });
    const paid = (await tx.bill.findUniqueOrThrow({ where: { id }, select: { paid: true } })).paid;
    return tx.bill.update({
      where: { id },
      data: { status: statusFor(bill.total, paid) },
      include: withPayments,
    });
  });
}

/**
 * Voids a bill: it keeps its number, shows as void and takes no more payment. A bill of an
 * earlier day is in a closed day's books: only the owner may void it. Money received is never
 * unsaid: the payments stay on their days, and a refund per mode (the sum paid in it) is booked
 * on the void's business date — in the same transaction, so there is never one without the other.
 */
export async function voidBill(
  id: number,
  reason: string,
  by: { username: string; role: Role },
): Promise<BillWithPayments> {
  return transaction(async (tx) => {
    const date = await lockBooks(tx);
    const bill = await getBill(id, tx);
    if (bill.status === "void") throw conflict(BILLING_MESSAGES.alreadyVoid, {}, { code: "bill_void" });
    if (bill.date < todayIst(now()) && !OWNER.includes(by.role))
      throw new HttpError(403, BILLING_MESSAGES.voidEarlierDay, {}, {}, { code: "void_earlier_day" });
    for (const [mode, amount] of paidByMode(bill.payments))
      await tx.refund.create({ data: { billId: id, mode, amount, date, reason, createdBy: by.username } });
    return tx.bill.update({
      where: { id },
      data: { status: "void", voidReason: reason, voidedAt: now(), voidedBy: by.username, voidDate: date },
      include: withPayments,
    });
  });
}

export const neverDeleted = () => conflict(BILLING_MESSAGES.neverDeleted, {}, { code: "bill_never_deleted" });
