/**
 * UPI not configured (the default of a fresh clone): the bill's UPI call answers 409 with what to
 * do instead, and billing and cash payments work as before.
 */
delete process.env.UPI_VPA;
import { BILLING_MESSAGES } from "@/lib/shared/validation/billing";
import { billingCalls, setUpBillingSuite } from "../fixtures/billing";
import { seedPatient } from "../fixtures/patients";

const signedIn = setUpBillingSuite();
const asDesk = billingCalls(() => signedIn.desk);

it("409 upi_not_configured; cash still taken", async () => {
  const patient = await seedPatient({ name: "Asha Menon", phone: "+91 98400 11111" });
  const made = await asDesk.bill({ patientId: patient.id, items: [{ description: "ECG", amount: 400 }] });
  const bill = made.body.bill as { id: number };
  const upi = await asDesk.upi(bill.id);
  expect(upi.status).toBe(409);
  expect(upi.body).toMatchObject({ code: "upi_not_configured", message: BILLING_MESSAGES.upiNotConfigured });
  expect((await asDesk.pay(bill.id, { mode: "cash", amount: 400 })).body.bill).toMatchObject({ status: "paid" });
});
