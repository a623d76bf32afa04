/**
 * The desk's bill (FEATURES.md §12): a new bill starts with the appointment's service at its
 * fee and totals its lines as they are typed; a bad amount is refused before anything is
 * sent; a part payment leaves the balance due; UPI shows the QR with the words that a scan
 * confirms nothing, or says UPI is not set up (409); the desk is not offered Void on a bill
 * of an earlier day.
 */
import { BillDialog } from "@/components/admin/billing/bill-dialog";
import { AdminSessionProvider } from "@/components/admin/session/session-context";
import { todayIst } from "@/lib/shared/clinic-time";
import { BILLING_MESSAGES } from "@/lib/shared/validation/billing";
import { billRecord as bill } from "../../fixtures/bill-record";
import { answer, renderAdmin, screen, signedInAs, waitFor } from "../render";

const today = todayIst(new Date());

const fees = {
  success: true,
  fees: [
    { service: "Cardiac Consultation", amount: 500 },
    { service: "ECG", amount: 700 },
  ],
};

const target = { patientId: 7, patientName: "Lakshmi R", appointmentId: 12, service: "ECG" };

test("a new bill starts with the service at its fee, totals the lines live, and is made once", async () => {
  answer("get", "/api/admin/fees", fees);
  answer("get", "/api/admin/bills", { success: true, bills: [] });
  const made = bill({
    items: [
      { description: "ECG", amount: 700 },
      { description: "Echo", amount: 1200 },
    ],
    total: 1900,
    due: 1900,
  });
  const posts = answer("post", "/api/admin/bills", { success: true, bill: made }, 201);
  answer("get", "/api/admin/bills/5", { success: true, bill: made });
  const { user } = renderAdmin(<BillDialog target={target} onClose={() => undefined} />);

  expect(await screen.findByLabelText("Item 1")).toHaveValue("ECG");
  expect(screen.getByLabelText("Amount (₹)")).toHaveValue("700");
  expect(screen.getByTestId("bill-total")).toHaveTextContent("₹700");

  await user.click(screen.getByRole("button", { name: /Add line/ }));
  await user.type(screen.getByLabelText("Item 2"), "Echo");
  await user.type(screen.getAllByLabelText("Amount (₹)")[1], "1200");
  expect(screen.getByTestId("bill-total")).toHaveTextContent("₹1,900");

  await user.click(screen.getByRole("button", { name: "Create bill" }));
  expect(await screen.findByTestId("bill-view")).toBeInTheDocument();
  expect(screen.getByTestId("bill-due")).toHaveTextContent("₹1,900");
  expect(posts.map((c) => c.body)).toEqual([
    {
      patientId: 7,
      appointmentId: 12,
      items: [
        { description: "ECG", amount: 700 },
        { description: "Echo", amount: 1200 },
      ],
    },
  ]);
});

test("an appointment that has a bill opens that bill, never a new one", async () => {
  answer("get", "/api/admin/bills", { success: true, bills: [bill()] });
  answer("get", "/api/admin/bills/5", { success: true, bill: bill() });
  renderAdmin(<BillDialog target={target} onClose={() => undefined} />);
  expect(await screen.findByTestId("bill-view")).toHaveAttribute("data-bill-id", "5");
  expect(screen.queryByRole("button", { name: "Create bill" })).not.toBeInTheDocument();
});

test("an amount that is not whole rupees is refused beside its line and nothing is sent", async () => {
  answer("get", "/api/admin/fees", fees);
  answer("get", "/api/admin/bills", { success: true, bills: [] });
  const posts = answer("post", "/api/admin/bills", { success: true, bill: bill() }, 201);
  const { user } = renderAdmin(<BillDialog target={target} onClose={() => undefined} />);
  const amount = await screen.findByLabelText("Amount (₹)");
  await user.clear(amount);
  await user.type(amount, "12.50");
  expect(screen.getByTestId("bill-total")).toHaveTextContent("₹0");
  await user.click(screen.getByRole("button", { name: "Create bill" }));
  expect((await screen.findAllByText(BILLING_MESSAGES.amountInvalid)).length).toBeGreaterThan(0);
  expect(posts).toHaveLength(0);
});

test("a part payment is recorded and the balance shows", async () => {
  let current = bill();
  answer("get", "/api/admin/bills/5", () => ({ success: true, bill: current }));
  const payments = answer("post", "/api/admin/bills/5/payments", (sent) => {
    const { amount, mode, reference } = sent as { amount: number; mode: "cash"; reference: string | null };
    current = bill({
      paid: amount,
      due: 1200 - amount,
      status: "partial",
      payments: [
        { id: 1, mode, amount, reference, date: today, createdAt: `${today}T14:00:00.000Z`, createdBy: "Desk" },
      ],
    });
    return { success: true, bill: current };
  });
  const { user } = renderAdmin(<BillDialog target={{ ...target, billId: 5 }} onClose={() => undefined} />);

  const amount = await screen.findByLabelText("Amount received (₹)");
  expect(amount).toHaveValue("1200");
  // more than is due: refused here
  await user.clear(amount);
  await user.type(amount, "1500");
  await user.click(screen.getByRole("button", { name: "Record cash payment" }));
  expect(await screen.findByText(BILLING_MESSAGES.overpaid)).toBeInTheDocument();
  expect(payments).toHaveLength(0);

  await user.clear(amount);
  await user.type(amount, "500");
  await user.click(screen.getByRole("button", { name: "Record cash payment" }));
  await waitFor(() => expect(screen.getByTestId("bill-due")).toHaveTextContent("₹700"));
  expect(screen.getByTestId("bill-status")).toHaveTextContent("Part paid");
  expect(screen.getByTestId("bill-payments")).toHaveTextContent("₹500");
  expect(screen.getByTestId("bill-payments")).toHaveTextContent("Cash");
  expect(payments.map((c) => c.body)).toEqual([{ mode: "cash", amount: 500, reference: null }]);
  // what is left is offered next
  expect(screen.getByLabelText("Amount received (₹)")).toHaveValue("700");
});

test("UPI shows the QR code of the link with the amount, the payee and the note that a scan confirms nothing", async () => {
  const uri =
    "upi://pay?pa=clinic%40okaxis&pn=Heart%20Clinic&am=1200.00&cu=INR&tn=Bill%202026-27%2F0042&tr=2026-27%2F0042";
  answer("get", "/api/admin/bills/5", { success: true, bill: bill() });
  answer("get", "/api/admin/bills/5/upi", { success: true, uri });
  const { user } = renderAdmin(<BillDialog target={{ ...target, billId: 5 }} onClose={() => undefined} />);
  await user.click(await screen.findByRole("button", { name: "UPI" }));
  const qr = await screen.findByRole("img", { name: "UPI QR code: pay ₹1,200 to Heart Clinic" });
  await waitFor(() => expect(qr.querySelector("svg")).not.toBeNull());
  expect(qr).toHaveAttribute("data-uri", uri);
  expect(
    screen.getByText(
      "Scanning does not tell us the patient has paid. Mark it paid when the money shows in the clinic's account.",
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "UPI" })).toHaveAttribute("aria-pressed", "true");
});

test("UPI not set up (409): says so and shows no QR", async () => {
  answer("get", "/api/admin/bills/5", { success: true, bill: bill() });
  answer(
    "get",
    "/api/admin/bills/5/upi",
    { success: false, code: "upi_not_configured", message: BILLING_MESSAGES.upiNotConfigured },
    409,
  );
  const { user } = renderAdmin(<BillDialog target={{ ...target, billId: 5 }} onClose={() => undefined} />);
  await user.click(await screen.findByRole("button", { name: "UPI" }));
  expect(await screen.findByText(/UPI is not set up/)).toBeInTheDocument();
  expect(screen.queryByTestId("upi-qr")).not.toBeInTheDocument();
});

const desk = signedInAs("desk", false);

test("Void is not offered to the desk on a bill of an earlier day; the owner has it", async () => {
  const earlier = bill({ date: "2026-01-10", createdAt: "2026-01-10T13:30:00.000Z" });
  answer("get", "/api/admin/bills/5", { success: true, bill: earlier });
  const { unmount } = renderAdmin(
    <AdminSessionProvider value={desk}>
      <BillDialog target={{ ...target, billId: 5 }} onClose={() => undefined} />
    </AdminSessionProvider>,
  );
  expect(await screen.findByTestId("bill-view")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Void bill" })).not.toBeInTheDocument();
  unmount();

  renderAdmin(<BillDialog target={{ ...target, billId: 5 }} onClose={() => undefined} />);
  expect(await screen.findByRole("button", { name: "Void bill" })).toBeInTheDocument();
});

test("the desk voids today's bill with a reason; a void bill shows VOID and why", async () => {
  let current = bill();
  answer("get", "/api/admin/bills/5", () => ({ success: true, bill: current }));
  const voids = answer("post", "/api/admin/bills/5/void", (sent) => {
    current = bill({
      status: "void",
      due: 0,
      voidReason: (sent as { reason: string }).reason,
      voidedBy: "Desk",
      voidedAt: `${today}T15:00:00.000Z`,
    });
    return { success: true, bill: current };
  });
  const { user } = renderAdmin(
    <AdminSessionProvider value={desk}>
      <BillDialog target={{ ...target, billId: 5 }} onClose={() => undefined} />
    </AdminSessionProvider>,
  );
  await user.click(await screen.findByRole("button", { name: "Void bill" }));
  // no reason: refused
  const dialog = await screen.findByRole("dialog", { name: /Void bill 2026-27\/0042/ });
  await user.click(screen.getAllByRole("button", { name: "Void bill" }).at(-1)!);
  expect(await screen.findByText(BILLING_MESSAGES.reasonRequired)).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Reason/), "Wrong patient");
  await user.click(screen.getAllByRole("button", { name: "Void bill" }).at(-1)!);
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(await screen.findByTestId("bill-void")).toHaveTextContent("VOID");
  expect(screen.getByTestId("bill-void")).toHaveTextContent("Wrong patient");
  expect(screen.queryByText("Take payment")).not.toBeInTheDocument();
  expect(voids.map((c) => c.body)).toEqual([{ reason: "Wrong patient" }]);
});

test("voiding a paid bill says first how much goes back and by which mode; the void shows the refunds", async () => {
  const paidAt = (id: number, mode: "cash" | "upi", amount: number) => ({
    id,
    mode,
    amount,
    reference: null,
    date: today,
    createdAt: `${today}T14:00:00.000Z`,
    createdBy: "Desk",
  });
  const payments = [paidAt(1, "cash", 500), paidAt(2, "upi", 400), paidAt(3, "cash", 300)];
  let current = bill({ paid: 1200, due: 0, status: "paid", payments });
  answer("get", "/api/admin/bills/5", () => ({ success: true, bill: current }));
  answer("post", "/api/admin/bills/5/void", () => {
    const refund = (id: number, mode: "cash" | "upi", amount: number) => ({
      id,
      mode,
      amount,
      date: today,
      reason: "Wrong patient",
      createdAt: `${today}T15:00:00.000Z`,
      createdBy: "Desk",
    });
    current = bill({
      ...current,
      status: "void",
      voidReason: "Wrong patient",
      voidDate: today,
      refunds: [refund(1, "cash", 800), refund(2, "upi", 400)],
    });
    return { success: true, bill: current };
  });
  const { user } = renderAdmin(<BillDialog target={{ ...target, billId: 5 }} onClose={() => undefined} />);
  await user.click(await screen.findByRole("button", { name: "Void bill" }));
  expect(await screen.findByTestId("void-refund")).toHaveTextContent(
    "₹800 paid in cash and ₹400 paid by UPI will be refunded: give it back to the patient.",
  );
  await user.type(screen.getByLabelText(/Reason/), "Wrong patient");
  await user.click(screen.getAllByRole("button", { name: "Void bill" }).at(-1)!);
  const refunds = await screen.findByTestId("bill-refunds");
  expect(refunds).toHaveTextContent("Refunded ₹800 (Cash)");
  expect(refunds).toHaveTextContent("Refunded ₹400 (UPI)");
});

test("an unpaid bill's void says nothing of a refund; a walk-in's new bill starts at the consultation fee", async () => {
  answer("get", "/api/admin/bills/5", { success: true, bill: bill() });
  const { user, unmount } = renderAdmin(<BillDialog target={{ ...target, billId: 5 }} onClose={() => undefined} />);
  await user.click(await screen.findByRole("button", { name: "Void bill" }));
  await screen.findByRole("dialog", { name: /Void bill/ });
  expect(screen.queryByTestId("void-refund")).not.toBeInTheDocument();
  unmount();

  answer("get", "/api/admin/fees", fees);
  answer("get", "/api/admin/bills", { success: true, bills: [] });
  renderAdmin(<BillDialog target={{ ...target, service: "General Consultation" }} onClose={() => undefined} />);
  expect(await screen.findByLabelText("Item 1")).toHaveValue("Cardiac Consultation");
  expect(screen.getByLabelText("Amount (₹)")).toHaveValue("500");
});

test("an appointment's bill voided in the dialog stays on screen, VOID, instead of turning into a new bill", async () => {
  let current = bill();
  answer("get", "/api/admin/bills", () => ({ success: true, bills: [current] }));
  answer("get", "/api/admin/bills/5", () => ({ success: true, bill: current }));
  answer("post", "/api/admin/bills/5/void", () => {
    current = bill({ status: "void", due: 0, voidReason: "Wrong patient", voidedBy: "Owner" });
    return { success: true, bill: current };
  });
  const { user } = renderAdmin(<BillDialog target={target} onClose={() => undefined} />);
  await user.click(await screen.findByRole("button", { name: "Void bill" }));
  await user.type(await screen.findByLabelText(/Reason/), "Wrong patient");
  await user.click(screen.getAllByRole("button", { name: "Void bill" }).at(-1)!);
  expect(await screen.findByTestId("bill-void")).toHaveTextContent("Wrong patient");
  expect(screen.queryByRole("button", { name: "Create bill" })).not.toBeInTheDocument();
});
