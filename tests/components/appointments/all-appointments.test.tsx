/**
 * All Appointments' pages (moved from tests/e2e/admin-dashboard.spec.ts, issue 42): 50 a
 * page, Next and Previous, the first page's rows kept in view until the next page's arrive,
 * the total kept, the focus back on the list's heading. That the server answers each page
 * and its total: tests/integration/admin-appointments.test.ts ("pages: …").
 */
import { delay, http, HttpResponse } from "msw";
import { AllAppointments } from "@/components/admin/appointments/appointment-screens";
import type { AppointmentListRecord } from "@/lib/shared/api/appointments";
import { renderAdmin, screen, waitFor } from "../render";
import { server } from "../server";

const TOTAL = 73;
const appointment = (id: number): AppointmentListRecord => ({
  id,
  timestamp: "2026-11-01T10:00:00.000Z",
  patient_id: id + 1000,
  name: `Paging ${id}`,
  email: "",
  phone: "9840012345",
  age: 60,
  sex: "Female",
  service_required: "ECG",
  preferred_date: "2030-03-05",
  preferred_time: "18:00",
  additional_info: "",
  patient_address: "",
  patient_occupation: "",
  status: "",
  created_at: "2026-11-01T10:00:00.000Z",
  closed_reason: null,
  walk_in: false,
});

// jsdom lays nothing out: record where the list asked to scroll to
const scrolledTo: Element[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this);
  };
});

/** The server's pages of TOTAL appointments; the second page is slow, as over a network. */
function servePages() {
  const pages: number[] = [];
  server.use(
    http.get("/api/appointments/data", async ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get("page"));
      const pageSize = Number(url.searchParams.get("pageSize"));
      pages.push(page);
      if (page === 2) await delay(300);
      const from = (page - 1) * pageSize;
      const appointments = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - from)) }, (_, i) =>
        appointment(from + i + 1),
      );
      return HttpResponse.json({ success: true, appointments, total: TOTAL, page, pageSize });
    }),
  );
  return pages;
}

const shownIds = () =>
  [...document.querySelectorAll("tr[data-appointment-id]")].map((r) => Number(r.getAttribute("data-appointment-id")));

test("50 a page: Next and Previous, the rows kept until the next page comes, the total stays, the heading focused", async () => {
  const pages = servePages();
  const { user, unmount } = renderAdmin(<AllAppointments bookingRules={{ horizonDays: 90 }} />);
  expect(await screen.findByText("Page 1 of 2")).toBeInTheDocument();
  await waitFor(() => expect(shownIds()).toHaveLength(50));
  const firstPage = shownIds();
  expect(screen.getByRole("button", { name: "← Previous" })).toBeDisabled();

  await user.click(screen.getByRole("button", { name: "Next →" }));
  // the first page's rows stay in view, the table busy, until the second page's arrive
  await waitFor(() => expect(document.querySelector("table[aria-busy]")).not.toBeNull());
  expect(shownIds()).toEqual(firstPage);
  await waitFor(() => expect(document.querySelector("table[aria-busy]")).toBeNull());
  expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
  expect(shownIds()).toHaveLength(TOTAL - 50);
  expect(shownIds().filter((id) => firstPage.includes(id))).toEqual([]);
  expect(screen.getByTestId("appointment-count")).toHaveTextContent(`${TOTAL} appointments in total`);
  // back at the top of the table, the heading focused
  const heading = screen.getByRole("heading", { name: "All Appointments", level: 2 });
  expect(heading).toHaveFocus();
  expect(scrolledTo).toContain(heading);

  await user.click(screen.getByRole("button", { name: "← Previous" }));
  await waitFor(() => expect(screen.getByText("Page 1 of 2")).toBeInTheDocument());
  await waitFor(() => expect(shownIds()[0]).toBe(firstPage[0]));
  expect(pages).toEqual(expect.arrayContaining([1, 2]));
  unmount(); // before the URL (?page=) is put back
});
