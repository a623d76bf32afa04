/**
 * An evening's waiting list on Tonight and the calendar's day (FEATURES.md §14): nothing for an
 * evening nobody waits for; the people in the order the server sends, each with their phone,
 * status and offer; "Offer the place" sends the chosen free time and says the server's words.
 * What the server answers: tests/integration/waitlist.test.ts.
 */
import { WaitlistPanel } from "@/components/admin/waitlist/waitlist-panel";
import type { WaitlistEntryRecord } from "@/lib/shared/api/waitlist";
import { within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answer, renderAdmin, screen, waitFor } from "../render";

const DATE = "2026-12-09";
const entry = (id: number, fields: Partial<WaitlistEntryRecord>): WaitlistEntryRecord => ({
  id,
  name: `Person ${id}`,
  phone: `+91 99400 0000${id}`,
  email: null,
  date: DATE,
  status: "waiting",
  joinedAt: "2026-12-08T05:00:00.000Z",
  offer: null,
  ...fields,
});

test("nobody waiting: nothing shows", async () => {
  const calls = answer("get", "/api/admin/waitlist", { success: true, date: DATE, entries: [], freeTimes: [] });
  renderAdmin(<WaitlistPanel date={DATE} />);
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0].url.searchParams.get("date")).toBe(DATE);
  expect(screen.queryByTestId("waitlist-panel")).not.toBeInTheDocument();
});

test("the list with offers, and Offer the place sends the chosen time", async () => {
  answer("get", "/api/admin/waitlist", {
    success: true,
    date: DATE,
    freeTimes: ["19:00", "20:30"],
    entries: [
      entry(1, {
        name: "Meena Raman",
        offer: { id: 7, time: "18:45", status: "open", expiresAt: "2026-12-09T11:45:00.000Z", offeredBy: "reconcile" },
      }),
      entry(2, { name: "Karthik Subramanian" }),
      entry(3, {
        name: "Divya Krishnan",
        status: "booked",
        offer: { id: 5, time: "18:15", status: "claimed", expiresAt: "2026-12-09T12:00:00.000Z", offeredBy: "desk" },
      }),
    ],
  });
  const offers = answer(
    "post",
    "/api/admin/waitlist/2/offer",
    {
      success: true,
      message: "The place is offered; the message is on its way.",
      offer: { id: 8, time: "20:30", status: "open", expiresAt: "2026-12-09T13:00:00.000Z", offeredBy: "desk" },
    },
    201,
  );
  renderAdmin(<WaitlistPanel date={DATE} />);
  const panel = await screen.findByTestId("waitlist-panel");
  expect(panel).toHaveTextContent("2 waiting · free now: 7:00 PM, 8:30 PM");
  const rows = within(panel).getAllByRole("listitem");
  expect(rows.map((r) => r.querySelector("p")!.textContent)).toEqual([
    "Meena Raman",
    "Karthik Subramanian",
    "Divya Krishnan",
  ]);
  expect(rows[0]).toHaveTextContent("Waiting · Offered 6:45 PM, until 5:15 PM");
  expect(rows[2]).toHaveTextContent("Booked · Claimed 6:15 PM");
  // only a waiting person without an open offer can be offered a place
  expect(within(rows[0]).queryByRole("button", { name: "Offer the place" })).not.toBeInTheDocument();
  expect(within(rows[2]).queryByRole("button", { name: "Offer the place" })).not.toBeInTheDocument();

  await userEvent.selectOptions(
    within(rows[1]).getByRole("combobox", { name: "Time to offer Karthik Subramanian" }),
    "20:30",
  );
  await userEvent.click(within(rows[1]).getByRole("button", { name: "Offer the place" }));
  await waitFor(() => expect(offers).toHaveLength(1));
  expect(offers[0].body).toEqual({ time: "20:30" });
  expect(
    await screen.findByText(/The place is offered; the message is on its way\. Karthik Subramanian: 8:30 PM\./),
  ).toBeInTheDocument();
});
