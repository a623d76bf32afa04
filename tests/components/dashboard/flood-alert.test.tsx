/**
 * The booking alert (issue 41 G4, docs/decisions/038): a busy hour says when booking reopens and
 * offers only "Reopen online booking now"; a flood says why and offers both answers, sending the
 * one asked for; a booking checked in tonight is marked and never cancelled as a flood's.
 */
import { FloodAlert } from "@/components/admin/dashboard/flood-alert";
import type { BookingFlood, FloodBooking } from "@/lib/shared/api/dashboard";
import { answer, renderAdmin, screen } from "../render";

const booking = (n: number, over: Partial<FloodBooking> = {}): FloodBooking => ({
  appointmentId: n,
  name: `Patient ${n}`,
  phone: "98412 30567",
  date: "2026-12-09",
  time: "18:30",
  bookedAt: "2026-12-07T06:30:0" + n + ".000Z",
  network: "49.204.17.0/24",
  status: "",
  checkedIn: false,
  ...over,
});

const alert = (over: Partial<BookingFlood>): BookingFlood => ({
  kind: "busy",
  signals: [],
  since: "2026-12-07T06:30:00.000Z",
  until: "2026-12-07T06:50:00.000Z",
  bookings: [1, 2, 3, 4, 5, 6].map((n) => booking(n)),
  reopensAt: "2026-12-07T07:00:00.000Z",
  budget: { count: 6, minutes: 30 },
  ...over,
});

test("a busy hour: when booking reopens, the six by name, and only the reopen answer", async () => {
  renderAdmin(<FloodAlert flood={alert({})} />);
  expect(screen.getByRole("heading", { name: "Busy hour: online booking is paused until 12:30:00 pm" })).toBeVisible();
  expect(screen.getByText(/They look like real patients/)).toBeVisible();
  expect(screen.getByRole("list", { name: "The bookings" }).querySelectorAll("li")).toHaveLength(6);
  expect(screen.getByRole("button", { name: "Reopen online booking now" })).toBeEnabled();
  expect(screen.queryByRole("button", { name: "Cancel the flood's bookings" })).not.toBeInTheDocument();
});

test("a flood: why it looks like one, both answers; cancel sends the flood seen, after asking", async () => {
  const posts = answer("post", "/api/admin/booking-flood", () => ({
    success: true,
    message: "Cancelled 5 bookings of the flood. Their slots are free again and online booking is open.",
    cancelled: 5,
  }));
  const flood = alert({
    kind: "flood",
    signals: ["numbers", "burst"],
    reopensAt: null,
    bookings: [booking(1, { checkedIn: true }), ...[2, 3, 4, 5, 6].map((n) => booking(n))],
  });
  const { user } = renderAdmin(<FloodAlert flood={flood} />);
  expect(screen.getByRole("heading", { name: "Booking flood: online booking is closed" })).toBeVisible();
  expect(screen.getByText(/invented, foreign or not mobiles; several networks within a minute/)).toBeVisible();
  expect(screen.getByText(/here tonight/)).toBeVisible();
  expect(screen.getByRole("button", { name: "They are real patients: reopen" })).toBeEnabled();
  await user.click(screen.getByRole("button", { name: "Cancel the flood's bookings" }));
  const dialog = await screen.findByRole("dialog");
  expect(dialog).toHaveTextContent("Cancel 5 web bookings listed here?");
  await user.click(screen.getByRole("button", { name: "Cancel bookings" }));
  expect(await screen.findByText(/Cancelled 5 bookings of the flood/)).toBeInTheDocument();
  expect(posts.map((c) => c.body)).toEqual([{ since: flood.since, action: "cancel" }]);
});
