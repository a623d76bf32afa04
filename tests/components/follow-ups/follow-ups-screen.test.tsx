/**
 * The Follow-ups screen (FEATURES.md §14, issue 44): the rows with their statuses in the
 * server's order, the status filter in the request and the URL, one-tap Remind (its answer
 * and a 409's words as notices), Close by hand, and the diagnosis only when the server sends
 * it. What the server answers: tests/integration/recalls.test.ts.
 */
import { FollowUpsScreen } from "@/components/admin/follow-ups/follow-ups-screen";
import type { RecallRecord } from "@/lib/shared/api/recalls";
import { RECALL_MESSAGES } from "@/lib/shared/validation/recalls";
import { within } from "@testing-library/react";
import { answer, refusal, renderAdmin, screen, waitFor } from "../render";

const recall = (id: number, fields: Partial<RecallRecord>): RecallRecord => ({
  id,
  patientId: 100 + id,
  name: `Patient ${id}`,
  phone: `98400000${10 + id}`,
  dueDate: "2026-12-01",
  reason: "Review in 3 months",
  lastVisit: "2026-09-01",
  diagnosis: null,
  lastContacted: null,
  status: "due",
  closedAs: null,
  note: null,
  ...fields,
});

const RECALLS = [
  recall(1, { name: "Lakshmi Narayanan", status: "overdue", dueDate: "2026-11-20" }),
  recall(2, { name: "Ravi Kumar", status: "due", lastContacted: "2026-12-05T13:30:00.000Z" }),
  recall(3, { name: "Meena Subramanian", status: "upcoming", dueDate: "2027-03-01" }),
  recall(4, { name: "Arjun Das", status: "done", closedAs: "declined", note: "Moved to Madurai" }),
];

/** The list as the server answers it; ?status= narrows it. `rows` changes what it holds. */
function serveList(rows: RecallRecord[] = RECALLS) {
  return answer("get", "/api/admin/recalls", (_sent, url) => {
    const status = url.searchParams.get("status");
    return { success: true, recalls: rows.filter((r) => !status || r.status === status) };
  });
}

const row = (id: number) => document.querySelector<HTMLElement>(`tr[data-recall-id="${id}"]`)!;
const statuses = () => [...document.querySelectorAll("tr[data-recall-id]")].map((r) => r.getAttribute("data-status"));

test("the rows in the server's order with their statuses, a phone to tap, and no diagnosis for the desk", async () => {
  serveList();
  renderAdmin(<FollowUpsScreen />);
  expect(await screen.findByText("4 follow-ups")).toBeInTheDocument();
  expect(statuses()).toEqual(["overdue", "due", "upcoming", "done"]);
  expect(within(row(1)).getAllByTestId("recall-status")[0]).toHaveTextContent("Overdue");
  expect(within(row(4)).getAllByTestId("recall-status")[0]).toHaveTextContent("Done · Declined");
  expect(within(row(4)).getByText("Note: Moved to Madurai")).toBeInTheDocument();
  expect(within(row(1)).getByRole("link", { name: "Call Lakshmi Narayanan on 9840000011" })).toHaveAttribute(
    "href",
    "tel:9840000011",
  );
  expect(within(row(1)).getByText("Fri, 20 Nov 2026")).toBeInTheDocument();
  expect(within(row(1)).getByText("Never")).toBeInTheDocument();
  expect(within(row(2)).getByText("5 Dec 2026, 7:00 pm")).toBeInTheDocument();
  // a closed one is not reminded
  expect(within(row(4)).queryByRole("button", { name: /Remind/ })).toBeNull();
  expect(screen.queryByRole("columnheader", { name: "Diagnosis" })).toBeNull();
  expect(screen.queryByTestId("recall-diagnosis")).toBeNull();
});

test("the diagnosis column when the server sends one (the doctor, the owner)", async () => {
  serveList([recall(1, { diagnosis: "CAD, after stent" }), recall(2, {})]);
  renderAdmin(<FollowUpsScreen />);
  expect(await screen.findByText("CAD, after stent")).toBeInTheDocument();
  expect(screen.getByRole("columnheader", { name: "Diagnosis" })).toBeInTheDocument();
  expect(screen.getAllByTestId("recall-diagnosis").map((d) => d.textContent)).toEqual(["CAD, after stent", "—"]);
});

test("the status filter asks the server for ?status= and keeps it in the URL", async () => {
  const calls = serveList();
  const { user, unmount } = renderAdmin(<FollowUpsScreen />);
  expect(await screen.findByText("4 follow-ups")).toBeInTheDocument();
  const filter = screen.getByRole("combobox", { name: "Status" });
  expect([...filter.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
    "All",
    "Overdue",
    "Due",
    "Upcoming",
    "Done",
  ]);
  await user.selectOptions(filter, "Overdue");
  expect(await screen.findByText("1 overdue follow-up")).toBeInTheDocument();
  expect(window.location.search).toBe("?status=overdue");
  expect(calls.at(-1)!.url.searchParams.get("status")).toBe("overdue");
  expect(statuses()).toEqual(["overdue"]);
  expect(screen.getByRole("heading", { name: "Overdue follow-ups" })).toBeInTheDocument();

  await user.selectOptions(filter, "All");
  expect(await screen.findByText("4 follow-ups")).toBeInTheDocument();
  expect(window.location.search).toBe("");
  expect(calls.at(-1)!.url.searchParams.has("status")).toBe(false);
  unmount(); // before the URL is put back
});

test("Remind by WhatsApp sends the channel, says the server's words and reads the list again", async () => {
  const calls = serveList();
  const sent = answer("post", "/api/admin/recalls/2/remind", {
    success: true,
    recall: RECALLS[1],
    message: RECALL_MESSAGES.reminded,
  });
  const { user } = renderAdmin(<FollowUpsScreen />);
  await user.click(await screen.findByRole("button", { name: "Remind Ravi Kumar by WhatsApp" }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body).toEqual({ channel: "whatsapp" });
  expect(await screen.findByText(RECALL_MESSAGES.reminded)).toBeInTheDocument();
  await waitFor(() => expect(calls).toHaveLength(2));
});

test("a refused reminder (409) shows the server's message", async () => {
  serveList();
  answer("post", "/api/admin/recalls/1/remind", refusal(RECALL_MESSAGES.emailOff), 409);
  const { user } = renderAdmin(<FollowUpsScreen />);
  await user.click(await screen.findByRole("button", { name: "Remind Lakshmi Narayanan by E-mail" }));
  expect(await screen.findByText(RECALL_MESSAGES.emailOff)).toBeInTheDocument();
  // the buttons are back once it is answered
  expect(screen.getByRole("button", { name: "Remind Lakshmi Narayanan by E-mail" })).toBeEnabled();
});

test("Close asks the outcome and a note, sends them, and the list reads again", async () => {
  const rows = [...RECALLS];
  serveList(rows);
  const sent = answer("patch", "/api/admin/recalls/3", () => {
    rows[2] = recall(3, { ...RECALLS[2], status: "done", closedAs: "unreachable", note: "No answer twice" });
    return { success: true, recall: rows[2] };
  });
  const { user } = renderAdmin(<FollowUpsScreen />);
  await user.click(await screen.findByRole("button", { name: "Close Meena Subramanian's follow-up" }));
  const dialog = await screen.findByRole("dialog", { name: "Close Meena Subramanian's follow-up" });
  // the outcome is asked, not assumed
  await user.click(within(dialog).getByRole("button", { name: "Close follow-up" }));
  expect(await within(dialog).findByText(/Status must be one of/)).toBeInTheDocument();
  expect(sent).toHaveLength(0);
  await user.selectOptions(within(dialog).getByRole("combobox", { name: /Outcome/ }), "Unreachable");
  await user.type(within(dialog).getByRole("textbox", { name: "Note" }), "No answer twice");
  await user.click(within(dialog).getByRole("button", { name: "Close follow-up" }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body).toEqual({ status: "unreachable", note: "No answer twice" });
  expect(await screen.findByText("Meena Subramanian's follow-up is closed.")).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await waitFor(() =>
    expect(within(row(3)).getAllByTestId("recall-status")[0]).toHaveTextContent("Done · Unreachable"),
  );
});
