import { fireEvent } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { BookForPatientModal } from "@/components/admin/appointments/book-for-patient-form";
import type { PatientProfile } from "@/lib/shared/api/patients";
import { addDays, todayIst } from "@/lib/shared/clinic-time";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { answer, refusal, renderAdmin, screen, waitFor } from "../render";
import { server } from "../server";

const URL = "/api/admin/patient/7/appointments";
const profile = { id: 7, patientId: 7, name: "Cornelius Hart", phone: "98450 11111" } as PatientProfile;

/** A weekday some days ahead (the clinic is closed on Sundays). */
function weekdayAhead(days: number) {
  const date = addDays(todayIst(new Date()), days);
  return new Date(`${date}T12:00:00Z`).getUTCDay() === 0 ? addDays(date, 1) : date;
}
const date = weekdayAhead(10);

function renderBook() {
  answer("get", "/api/appointments/slots", { success: true, bookedSlots: [], closedSlots: [] });
  return renderAdmin(<BookForPatientModal profile={profile} rules={{ horizonDays: 90 }} onClose={jest.fn()} />);
}

const described = (field: HTMLElement, message: string) =>
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
const bookButton = () => screen.getByRole("button", { name: "Book appointment" });

async function choose(user: ReturnType<typeof renderBook>["user"], service = "ECG") {
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: date } });
  await waitFor(() => expect(screen.getByLabelText(/^Time/)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(/^Time/), "19:15");
  if (service) await user.selectOptions(screen.getByLabelText(/^Service/), service);
}

test("a slot without a service is refused beside the service, the cursor there, nothing sent", async () => {
  const calls = answer("post", URL, { success: true });
  const { user } = renderBook();
  await choose(user, "");
  await user.click(bookButton());
  await waitFor(() => expect(screen.getByLabelText(/^Service/)).toHaveFocus());
  described(screen.getByLabelText(/^Service/), PATIENT_MESSAGES.serviceRequired);
  expect(calls).toHaveLength(0);
});

test("nothing chosen: the date's message, the time waiting for a date, nothing sent", async () => {
  const calls = answer("post", URL, { success: true });
  const { user } = renderBook();
  expect(screen.getByRole("dialog", { name: "Book appointment" })).toHaveTextContent("Booking for: Cornelius Hart ·");
  await user.click(bookButton());
  await waitFor(() => described(screen.getByLabelText(/^Date/), "Please choose a date."));
  expect(screen.getByLabelText(/^Time/)).toBeDisabled();
  expect(calls).toHaveLength(0);
});

test("the slot, the service and the note are sent as chosen; the dialog says when", async () => {
  const appointment = { preferred_date: date, preferred_time: "19:15" };
  const calls = answer("post", URL, { success: true, message: "Booked.", appointment, manageUrl: "http://x/m/abc" });
  const { user } = renderBook();
  await choose(user);
  await user.type(screen.getByLabelText(/^Note for the desk/), "Bring the old ECG.");
  await user.click(bookButton());
  expect(await screen.findByText(/Appointment booked for/)).toBeInTheDocument();
  expect(calls.map((c) => c.body)).toEqual([
    { serviceRequired: "ECG", additionalInfo: "Bring the old ECG.", preferredDate: date, preferredTime: "19:15" },
  ]);
});

test("a slot taken meanwhile (409) shows on the time, and its message in the footer", async () => {
  answer("post", URL, { success: false, message: "That time was just taken.", code: "slot_taken" }, 409);
  const { user } = renderBook();
  await choose(user);
  await user.click(bookButton());
  await waitFor(() => described(screen.getByLabelText(/^Time/), "That time was just taken."));
  expect(screen.getAllByText("That time was just taken.").length).toBeGreaterThanOrEqual(2);
});

test("a 400's field errors show beside their fields; a network failure says so", async () => {
  answer("post", URL, refusal("Please check the form.", { additionalInfo: "Must be at most 1000 characters." }), 400);
  const { user } = renderBook();
  await choose(user);
  await user.type(screen.getByLabelText(/^Note for the desk/), "x");
  await user.click(bookButton());
  expect(await screen.findByText("Please check the form.")).toBeInTheDocument();
  described(screen.getByLabelText(/^Note for the desk/), "Must be at most 1000 characters.");
  server.use(http.post(URL, () => HttpResponse.error()));
  await user.click(bookButton());
  expect(await screen.findByText(PATIENT_MESSAGES.network)).toBeInTheDocument();
});
