/**
 * An appointment's row in All Appointments (moved from tests/e2e/admin-appointments.spec.ts,
 * issue 42): the spec's columns with the long texts cut, a status change the server refuses
 * changing nothing and saying so, and a delete's question whose Cancel keeps the row. The
 * toggle and the delete the server keeps stay in the browser story.
 */
import { AllAppointments } from "@/components/admin/appointments/appointment-screens";
import type { AppointmentListRecord } from "@/lib/shared/api/appointments";
import { answer, renderAdmin, screen, waitFor } from "../render";

const long = "Breathless on stairs for three weeks, worse at night, with some ankle swelling";
const alpha: AppointmentListRecord = {
  id: 11,
  timestamp: "2026-11-01T10:00:00.000Z",
  patient_id: 7,
  name: "Alpha Allview",
  email: "alpha@example.com",
  phone: "9840012345",
  age: 60,
  sex: "Female",
  service_required: "Echocardiography",
  preferred_date: "2030-03-05",
  preferred_time: "18:00",
  additional_info: long,
  patient_address: "12 Cathedral Road, Gopalapuram, Chennai, Tamil Nadu 600086",
  patient_occupation: "Teacher",
  status: "",
  created_at: "2026-11-01T10:00:00.000Z",
  closed_reason: null,
  walk_in: false,
};

function renderAll() {
  answer("get", "/api/appointments/data", { success: true, appointments: [alpha], total: 1, page: 1, pageSize: 50 });
  return renderAdmin(<AllAppointments bookingRules={{ horizonDays: 90 }} />);
}
const row = () => document.querySelector<HTMLElement>(`tr[data-appointment-id="${alpha.id}"]`)!;

test("the row shows the spec's columns: additional info cut to 50 characters, the address to 40, the email a mail link", async () => {
  renderAll();
  await waitFor(() => expect(row()).not.toBeNull());
  expect(row()).toHaveTextContent("Alpha Allview");
  expect(row()).toHaveTextContent(`${long.slice(0, 50).trimEnd()}...`);
  expect(row()).not.toHaveTextContent(long);
  expect(row()).toHaveTextContent("12 Cathedral Road, Gopalapuram, Chennai,...");
  expect(row()).toHaveTextContent("Teacher");
  expect(row()).toHaveTextContent("Echocardiography");
  expect(row()).toHaveTextContent("6:00 PM");
  // (jsdom's accessible name spaces the address's parts apart at their line-break points)
  const mail = row().querySelector("a[href^='mailto:']");
  expect(mail).toHaveAttribute("href", "mailto:alpha@example.com");
  expect(mail).toHaveTextContent("alpha@example.com");
});

test("a status change the server fails changes nothing and says so in a notice", async () => {
  const sent = answer("put", "/api/appointments/status", { success: false, message: "boom" }, 500);
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  const { user } = renderAll();
  await user.click(await screen.findByRole("button", { name: /^Pending/ }));
  expect(await screen.findByText(/Could not update the status/)).toBeInTheDocument();
  expect(sent.map((c) => c.body)).toEqual([{ id: alpha.id, status: "Done" }]);
  expect(screen.getByRole("button", { name: /^Pending/ })).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith("Error updating appointment status:", expect.anything());
  log.mockRestore();
});

test("Delete asks first; Cancel keeps the row and sends nothing", async () => {
  const sent = answer("delete", `/api/appointments/delete/${alpha.id}`, { success: true });
  const { user } = renderAll();
  await user.click(await screen.findByRole("button", { name: "Delete Alpha Allview's appointment" }));
  const confirm = screen.getByRole("dialog", { name: "Delete appointment?" });
  expect(confirm).toHaveTextContent("Are you sure you want to delete this appointment?");
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(confirm).not.toBeInTheDocument());
  expect(row()).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});
