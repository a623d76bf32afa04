/**
 * The day close (FEATURES.md §12): the day's money by mode in big figures, the day's bills with
 * a void one marked, and for the owner the fees, the consultation first.
 */
import { CollectionsScreen } from "@/components/admin/billing/collections-screen";
import type { BillRecord, CollectionsAnswer } from "@/lib/shared/api/billing";
import { todayIst } from "@/lib/shared/clinic-time";
import { BILLING_MESSAGES } from "@/lib/shared/validation/billing";
import { billRecord } from "../../fixtures/bill-record";
import { answer, renderAdmin, screen, waitFor } from "../render";

const today = todayIst(new Date());

const bill = (id: number, over: Partial<BillRecord>): BillRecord =>
  billRecord({
    id,
    number: `2026-27/000${id}`,
    patientId: id,
    patientName: `Patient ${id}`,
    appointmentId: null,
    items: [{ description: "Cardiac Consultation", amount: 500 }],
    total: 500,
    paid: 500,
    due: 0,
    status: "paid",
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
  expect(ecg).toHaveFocus();
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

test("the day close lists refunds, dues and who was seen but not billed; the owner closes the day", async () => {
  const open: CollectionsAnswer = {
    ...day,
    totals: { cash: 4500, upi: 0, card: 0, total: 4500 },
    refundTotals: { cash: 800, upi: 0, card: 0, total: 800 },
    refunds: [
      {
        billId: 2,
        billNumber: "2026-27/0002",
        patientName: "Lakshmi Narayanan",
        mode: "cash",
        amount: 800,
        reason: "Wrong patient",
        createdAt: `${today}T15:00:00.000Z`,
        createdBy: "Desk",
      },
    ],
    dues: [
      {
        billId: 3,
        billNumber: "2026-27/0003",
        patientId: 3,
        patientName: "Ravi Kumar",
        total: 1200,
        paid: 500,
        due: 700,
      },
    ],
    unbilled: [{ appointmentId: 9, patientId: 9, name: "Kavitha Raman", token: 4, time: "18:30", service: "ECG" }],
  };
  let current: CollectionsAnswer = open;
  answer("get", "/api/admin/collections", () => current);
  answer("get", "/api/admin/fees", { success: true, fees: [] });
  const closes = answer("post", "/api/admin/collections/close", () => {
    current = { ...open, closed: { at: `${today}T16:00:00.000Z`, by: "owner", hash: "ab".repeat(32) } };
    return { success: true, message: BILLING_MESSAGES.dayClosedNow, closed: current.closed };
  });
  const { user } = renderAdmin(<CollectionsScreen />);
  const refunds = await screen.findByTestId("collections-refunds");
  expect(refunds).toHaveTextContent("2026-27/0002");
  expect(refunds).toHaveTextContent("Refund · Cash");
  expect(refunds).toHaveTextContent("−₹800");
  expect(screen.getByTestId("collections-totals").querySelector('[data-refund-total="cash"]')).toHaveTextContent(
    "after ₹800 refunded",
  );
  expect(screen.getByTestId("collections-dues")).toHaveTextContent("₹700");
  expect(screen.getByTestId("collections-unbilled")).toHaveTextContent("Token 4");
  expect(screen.getByTestId("collections-unbilled")).toHaveTextContent("Kavitha Raman");

  await user.click(screen.getByRole("button", { name: "Close the day" }));
  await user.click(await screen.findByRole("button", { name: "Close the day" }));
  expect(await screen.findByTestId("day-closed")).toHaveTextContent("Closed by owner");
  expect(closes.map((c) => c.body)).toEqual([{ date: today }]);
});
