/**
 * The UPI link (FEATURES.md §13 "Small rules"): `pa`'s `@` literal, `tr` unique per QR shown
 * (the bill number, a hyphen and the payment it would be), `mc` when UPI_MC is set — read back
 * with URLSearchParams, as a UPI app parses it.
 */
process.env.UPI_VPA = "heartcare.clinic@okaxis";
process.env.UPI_PAYEE_NAME = "HeartCare Clinic";
process.env.UPI_MC = "8011";
import { upiUriOrNull } from "@/lib/server/domain/billing/upi";

const bill = { number: "2026-27/0006", due: 700, status: "partial" };
const query = (uri: string) => new URLSearchParams(uri.slice("upi://pay?".length));

it("keeps pa's @ literal, adds mc, and numbers tr by the payment the QR would be", () => {
  const first = upiUriOrNull({ ...bill, due: 1200, status: "unpaid", payments: [] })!;
  expect(first).toBe(
    "upi://pay?pa=heartcare.clinic@okaxis&pn=HeartCare%20Clinic&mc=8011&am=1200.00&cu=INR&tn=Bill%202026-27%2F0006&tr=2026-27%2F0006-1",
  );
  expect(first).not.toContain("%40");
  // after one part payment: a new transaction reference, never the first QR's again
  const second = upiUriOrNull({ ...bill, payments: [{}] })!;
  expect(Object.fromEntries(query(second))).toEqual({
    pa: "heartcare.clinic@okaxis",
    pn: "HeartCare Clinic",
    mc: "8011",
    am: "700.00",
    cu: "INR",
    tn: "Bill 2026-27/0006",
    tr: "2026-27/0006-2",
  });
});

it("no link for a void bill or nothing due", () => {
  expect(upiUriOrNull({ ...bill, status: "void", payments: [] })).toBeNull();
  expect(upiUriOrNull({ ...bill, due: 0, status: "paid", payments: [{}] })).toBeNull();
});
