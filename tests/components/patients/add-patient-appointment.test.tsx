/**
 * Add New Patient's Schedule Appointment section and its "discard what you typed?" check
 * (moved from tests/e2e/admin-patients.spec.ts and admin-patient-edit.spec.ts, issue 42): a
 * Sunday refused, booked times disabled, all three or none, and every way out asking first.
 * That a scheduled add really books the slot stays in the browser story.
 */
import { fireEvent } from "@testing-library/react";
import { AddPatientModal } from "@/components/admin/patients/add-patient-modal";
import { addDays, todayIst } from "@/lib/shared/clinic-time";
import { SUNDAY_MESSAGE } from "@/lib/shared/validation/booking";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { nextSunday } from "../../fixtures/dates";
import { answer, renderAdmin, screen, waitFor } from "../render";
import { fillPatientFields } from "../patient-form";

/** A weekday some days ahead (the clinic is closed on Sundays). */
function weekdayAhead(days: number) {
  const date = addDays(todayIst(new Date()), days);
  return new Date(`${date}T12:00:00Z`).getUTCDay() === 0 ? addDays(date, 1) : date;
}
const date = weekdayAhead(15);

function renderAdd() {
  const onClose = jest.fn();
  const sent = answer("post", "/api/admin/patient/add", { success: true, message: "ok" });
  answer("get", "/api/admin/patients/matches", { success: true, matches: [] });
  answer("get", "/api/appointments/slots", {
    success: true,
    bookedSlots: [{ value: "18:00", label: "6:00 PM" }],
    closedSlots: [],
  });
  const view = renderAdmin(<AddPatientModal bookingRules={{ horizonDays: 90 }} onClose={onClose} />);
  return { ...view, onClose, sent };
}

const fillPatient = (user: ReturnType<typeof renderAdd>["user"]) =>
  fillPatientFields(user, {
    name: "Wilhelmina Stroud",
    phone: "98470 15432",
    age: "71",
    sex: "Female",
    reads: "English",
    whatsApp: "No WhatsApp",
  });

const time = () => screen.getByLabelText(/^Time/);
const slot = (value: string) => time().querySelector(`option[value="${value}"]`);
const described = (field: HTMLElement, message: string) =>
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));

test("a Sunday is refused with the alert and beside the date, the date emptied and the time still closed", async () => {
  const alert = jest.spyOn(window, "alert").mockImplementation(() => {});
  renderAdd();
  expect(time()).toBeDisabled();
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: nextSunday() } });
  await waitFor(() => expect(alert).toHaveBeenCalledWith(SUNDAY_MESSAGE));
  expect(screen.getByText(SUNDAY_MESSAGE)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Date/)).toHaveValue("");
  expect(time()).toBeDisabled();
  alert.mockRestore();
});

test("a date's booked time reads (Booked) and cannot be chosen; the note says some are booked", async () => {
  renderAdd();
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: date } });
  await waitFor(() => expect(time()).toBeEnabled());
  await waitFor(() => expect(slot("18:00")).toHaveTextContent("6:00 PM (Booked)"));
  expect(slot("18:00")).toBeDisabled();
  expect(slot("18:15")).toBeEnabled();
  expect(screen.getByText("Some time slots are already booked.")).toBeInTheDocument();
});

test("a date and time without a service is refused beside the service, the cursor there, nothing sent", async () => {
  const { user, sent } = renderAdd();
  await fillPatient(user);
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: date } });
  await waitFor(() => expect(time()).toBeEnabled());
  await user.selectOptions(time(), "19:15");
  await user.click(screen.getByRole("button", { name: "Add Patient" }));
  await waitFor(() => expect(screen.getByLabelText(/^Service/)).toHaveFocus());
  described(screen.getByLabelText(/^Service/), PATIENT_MESSAGES.serviceRequired);
  expect(sent).toHaveLength(0);
});

test("nothing typed: Escape closes at once, without asking", async () => {
  const { user, onClose } = renderAdd();
  await user.keyboard("{Escape}");
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("dialog", { name: "Unsaved changes" })).not.toBeInTheDocument();
});

test("with something typed, Escape, Cancel, the backdrop and × ask first; Keep editing keeps it all, Discard closes", async () => {
  const { user, onClose, sent } = renderAdd();
  await fillPatient(user);
  const keep = async () => {
    const asked = await screen.findByRole("dialog", { name: "Unsaved changes" });
    expect(asked).toHaveTextContent(PATIENT_MESSAGES.discardConfirm);
    await user.click(screen.getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(asked).not.toBeInTheDocument());
    expect(screen.getByRole("dialog", { name: "Add New Patient" })).toBeInTheDocument();
  };
  await user.keyboard("{Escape}");
  await keep();
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  await keep();
  await user.click(document.querySelector("[data-modal-backdrop]")!);
  await keep();
  expect(screen.getByLabelText(/^Full name/)).toHaveValue("Wilhelmina Stroud");
  expect(onClose).not.toHaveBeenCalled();

  await user.click(screen.getByRole("button", { name: "Close" }));
  await screen.findByRole("dialog", { name: "Unsaved changes" });
  await user.click(screen.getByRole("button", { name: "Discard" }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(sent).toHaveLength(0);
});
