/**
 * The day close (FEATURES.md §12): the day's money by mode in big figures, the day's bills with
 * a void one marked, and for the owner the fees, the consultation first.
 */
import { CollectionsScreen } from "@/components/admin/billing/collections-screen";
import type { BillRecord, CollectionsAnswer } from "@/lib/shared/api/billing";
import { todayIst } from "@/lib/shared/clinic-time";
import { BILLING_MESSAGES } from "@/lib/shared/validation/billing";
import { answer, renderAdmin, screen, waitFor } from "../render";

const today = todayIst(new Date());

const bill = (id: number, over: Partial<BillRecord>): BillRecord => ({
  id,
  number: `2026-27/000${id}`,
  date: today,
  patientId: id,
  patientName: `Patient ${id}`,
  appointmentId: null,
  items: [{ description: "Cardiac Consultation", amount: 500 }],
  total: 500,
  paid: 500,
  due: 0,
  status: "paid",
  voidReason: null,
  voidedAt: null,
  voidedBy: null,
  voidDate: null,
  payments: [],
  refunds: [],
  createdBy: "Desk",
  createdAt: `${today}T13:30:00.000Z`,
  ...over,
});

const day: CollectionsAnswer = {
  success: true,
  date: today,
  totals: { cash: 1500, upi: 120000, card: 700, total: 122200 },
  refundTotals: { cash: 0, upi: 0, card: 0, total: 0 },
  refunds: [],
  dues: [],
  unbilled: [],
  closed: null,
  bills: [
    bill(1, {}),
    bill(2, { status: "void", paid: 0, voidReason: "Duplicate", voidedBy: "Owner", voidedAt: `${today}T14:00:00Z` }),
  ],
};

test("the day close shows the totals by mode and the day's bills, a void one marked", async () => {
  const calls = answer("get", "/api/admin/collections", day);
  answer("get", "/api/admin/fees", { success: true, fees: [] });
  renderAdmin(<CollectionsScreen />);
  const totals = await screen.findByTestId("collections-totals");
  await waitFor(() => expect(totals.querySelector('[data-total="total"]')).toHaveTextContent("₹1,22,200"));
  expect(totals.querySelector('[data-total="cash"]')).toHaveTextContent("₹1,500");
  expect(totals.querySelector('[data-total="upi"]')).toHaveTextContent("₹1,20,000");
  expect(totals.querySelector('[data-total="card"]')).toHaveTextContent("₹700");
  expect(calls[0].url.searchParams.get("date")).toBe(today);
  const rows = screen.getByTestId("collections-bills").querySelectorAll("tbody tr");
  expect(rows).toHaveLength(2);
  expect(rows[1]).toHaveTextContent("VOID");
  expect(rows[1]).toHaveTextContent("Duplicate");
});

test("the owner edits the fees: the consultation first, empty for none, a bad amount refused", async () => {
  answer("get", "/api/admin/collections", day);
  answer("get", "/api/admin/fees", { success: true, fees: [{ service: "Cardiac Consultation", amount: 500 }] });
  const puts = answer("put", "/api/admin/fees", { success: true, message: BILLING_MESSAGES.feesSaved });
  const { user } = renderAdmin(<CollectionsScreen />);
  const form = await screen.findByTestId("fees-form");
  const inputs = form.querySelectorAll("input");
  expect(inputs[0]).toHaveAccessibleName("Cardiac Consultation (₹)");
  expect(inputs[0]).toHaveValue("500");
  const ecg = screen.getByLabelText("ECG (₹)");
  await user.type(ecg, "7x");
  await user.click(screen.getByRole("button", { name: "Save fees" }));
  expect(await screen.findByText(BILLING_MESSAGES.amountInvalid)).toBeInTheDocument();
  expect(puts).toHaveLength(0);
  await user.clear(ecg);
  await user.type(ecg, "700");
  await user.click(screen.getByRole("button", { name: "Save fees" }));
  expect(await screen.findByText(BILLING_MESSAGES.feesSaved)).toBeInTheDocument();
  const sent = (puts[0].body as { fees: { service: string; amount: number | null }[] }).fees;
  expect(sent[0]).toEqual({ service: "Cardiac Consultation", amount: 500 });
  expect(sent.find((f) => f.service === "ECG")).toEqual({ service: "ECG", amount: 700 });
  expect(sent.find((f) => f.service === "Angiography")).toEqual({ service: "Angiography", amount: null });
});
