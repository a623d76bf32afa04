import { AddPatientModal } from "@/components/admin/patients/add-patient-modal";
import { usePatients } from "@/components/admin/patients/queries";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { answer, refusal, renderAdmin, screen, sendUnreachable, waitFor } from "../render";
import { fillPatientFields, THEODORA } from "../patient-form";

const URL = "/api/admin/patient/add";

/** The Patients Database's list beside the modal: an add must have it read again. */
function PatientsList() {
  usePatients("", 1);
  return null;
}

function renderAdd({ withList = false } = {}) {
  return renderAdmin(
    <>
      {withList && <PatientsList />}
      <AddPatientModal bookingRules={{ horizonDays: 90 }} onClose={jest.fn()} />
    </>,
  );
}

const described = (label: RegExp, message: string) =>
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
const add = () => screen.getByRole("button", { name: "Add Patient" });

const fillPatient = (user: ReturnType<typeof renderAdd>["user"], age = THEODORA.age) =>
  fillPatientFields(user, { ...THEODORA, age });

test("nothing typed: the spec's messages beside each required field, the name focused, nothing sent", async () => {
  const calls = answer("post", URL, { success: true, message: "ok" });
  const { user } = renderAdd();
  await user.click(add());
  await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveFocus());
  described(/^Full name/, PATIENT_MESSAGES.nameRequired);
  described(/^Phone number/, PATIENT_MESSAGES.phoneRequired);
  described(/^Age/, PATIENT_MESSAGES.ageRequired);
  described(/^Sex/, PATIENT_MESSAGES.sexRequired);
  expect(screen.getByRole("group", { name: /Patient reads/ })).toHaveAccessibleDescription(
    expect.stringContaining(PATIENT_MESSAGES.languageRequired),
  );
  expect(screen.getByRole("group", { name: /WhatsApp consent/ })).toHaveAccessibleDescription(
    expect.stringContaining(PATIENT_MESSAGES.whatsappRequired),
  );
  expect(calls).toHaveLength(0);
});

test("after a failed attempt an edited field is checked again: its message stays while wrong, goes once right", async () => {
  const calls = answer("post", URL, { success: true, message: "ok" });
  const { user } = renderAdd();
  await fillPatient(user, "151");
  await user.click(add());
  await waitFor(() => described(/^Age/, PATIENT_MESSAGES.ageInvalid));
  await user.clear(screen.getByLabelText(/^Age/));
  await waitFor(() => described(/^Age/, PATIENT_MESSAGES.ageRequired));
  await user.type(screen.getByLabelText(/^Age/), "64");
  await waitFor(() => expect(screen.getByLabelText(/^Age/)).not.toHaveAttribute("aria-invalid"));
  expect(calls).toHaveLength(0);
});

test("a good patient is sent as typed, with the desk's answers and no appointment; the server's message shows", async () => {
  const calls = answer("post", URL, { success: true, message: "Patient added successfully!", appointment: null });
  const reads = answer("get", "/api/admin/patients", { success: true, patients: [], total: 0 });
  const { user } = renderAdd({ withList: true });
  await waitFor(() => expect(reads).toHaveLength(1));
  await fillPatient(user);
  await user.click(add());
  expect(await screen.findByText("Patient added successfully!")).toBeInTheDocument();
  await waitFor(() => expect(reads).toHaveLength(2));
  expect(calls.map((c) => c.body)).toEqual([
    {
      name: "Theodora Finch",
      email: "",
      phone: "+91 98450 12345",
      age: "64",
      sex: "Female",
      address: "",
      occupation: "",
      language: "ta",
      whatsapp: "no",
      sms: "yes",
      preferredDate: "",
      preferredTime: "",
      serviceRequired: "",
    },
  ]);
});

test("Messages by SMS: Yes at first (allowed unless the patient says no); No is sent as the desk's answer", async () => {
  const calls = answer("post", URL, { success: true, message: "Patient added successfully!", appointment: null });
  const { user } = renderAdd();
  const sms = screen.getByRole("group", { name: /Messages by SMS/ });
  expect(sms).toHaveAccessibleDescription(expect.stringContaining("For patients without WhatsApp"));
  expect(screen.getByRole("radio", { name: "Yes, SMS" })).toBeChecked();
  await fillPatient(user);
  await user.click(screen.getByRole("radio", { name: "No SMS" }));
  await user.click(add());
  expect(await screen.findByText("Patient added successfully!")).toBeInTheDocument();
  expect(calls.map((c) => (c.body as { sms: string }).sms)).toEqual(["no"]);
});

test("a 400's field errors show beside their fields, its message in the footer", async () => {
  answer("post", URL, refusal("Please check the form.", { phone: "Please enter a valid phone number." }), 400);
  const { user } = renderAdd();
  await fillPatient(user);
  await user.click(add());
  expect(await screen.findByText("Please check the form.")).toBeInTheDocument();
  described(/^Phone number/, "Please enter a valid phone number.");
});

test("a 409 shows the server's message and keeps what was typed", async () => {
  const body = { success: false, message: PATIENT_MESSAGES.duplicatePhoneName, code: "duplicate_phone_name" };
  answer("post", URL, body, 409);
  const { user } = renderAdd();
  await fillPatient(user);
  await user.click(add());
  expect(await screen.findByText(PATIENT_MESSAGES.duplicatePhoneName)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Full name/)).toHaveValue("Theodora Finch");
});

test("a call that never reaches the server says so", () =>
  sendUnreachable("post", URL, PATIENT_MESSAGES.network, async () => {
    const { user } = renderAdd();
    await fillPatient(user);
    await user.click(add());
  }));

test("a phone already known: the record is offered; Open their record shows that patient, no second record is sent", async () => {
  const sent = answer("post", URL, { success: true, message: "ok" });
  answer("get", "/api/admin/patients/matches", {
    success: true,
    matches: [
      {
        patient_id: 42,
        name: "தியோடோரா ஃபிஞ்ச்",
        phone: "+91 98450 12345",
        age: 64,
        sex: "Female",
        matched: "phone",
        last_visit: null,
      },
    ],
  });
  const profile = answer("get", "/api/admin/patient/42", { success: false, message: "Patient not found" }, 404);
  const { user } = renderAdd();
  await fillPatient(user);
  await user.click(await screen.findByRole("button", { name: /^Open their record\W+தியோடோரா ஃபிஞ்ச்$/ }));
  // the form gives way to the profile of the record picked (here the server has since lost it)
  expect(await screen.findByText("Patient not found")).toBeInTheDocument();
  expect(screen.queryByTestId("add-patient-modal")).not.toBeInTheDocument();
  expect(profile).toHaveLength(1);
  expect(sent).toHaveLength(0);
});
