import { useState } from "react";
import { EditPatientModal } from "@/components/admin/patients/edit-patient-form";
import { Modal } from "@/components/admin/ui/modal";
import type { PatientProfile } from "@/lib/shared/api/patients";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { answer, refusal, renderAdmin, screen, sendUnreachable, waitFor } from "../render";

const URL = "/api/admin/patient/7";
const profile = {
  id: 7,
  patientId: 7,
  name: "Perpetua Wren",
  email: "perpetua@example.com",
  phone: "+91 90030 12345",
  age: 47,
  sex: "Female",
  address: "",
  occupation: "Weaver",
  language: "en",
} as PatientProfile;

function renderEdit() {
  const onSaved = jest.fn();
  const view = renderAdmin(<EditPatientModal profile={profile} onClose={jest.fn()} onSaved={onSaved} />);
  return { ...view, onSaved };
}

const save = () => screen.getByRole("button", { name: "Save changes" });

test("the Add New Patient rules refuse before sending, each message beside its field", async () => {
  const calls = answer("patch", URL, { success: true, message: "ok" });
  const { user } = renderEdit();
  await user.clear(screen.getByLabelText(/^Phone number/));
  await user.clear(screen.getByLabelText(/^Age/));
  await user.type(screen.getByLabelText(/^Age/), "151");
  await user.click(save());
  await waitFor(() => expect(screen.getByLabelText(/^Phone number/)).toHaveFocus());
  expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
    expect.stringContaining(PATIENT_MESSAGES.phoneRequired),
  );
  expect(screen.getByLabelText(/^Age/)).toHaveAccessibleDescription(
    expect.stringContaining(PATIENT_MESSAGES.ageInvalid),
  );
  expect(calls).toHaveLength(0);
});

test("saving with nothing changed says so and sends nothing", async () => {
  const calls = answer("patch", URL, { success: true, message: "ok" });
  const { user } = renderEdit();
  await user.click(save());
  expect(await screen.findByText("Nothing has changed yet.")).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test("only the changes are sent, as typed (a cleared email as blank), and the server's message is passed on", async () => {
  const calls = answer("patch", URL, { success: true, message: PATIENT_MESSAGES.updated });
  const { user, onSaved } = renderEdit();
  await user.clear(screen.getByLabelText(/^Email/));
  await user.clear(screen.getByLabelText(/^Age/));
  await user.type(screen.getByLabelText(/^Age/), "48");
  await user.selectOptions(screen.getByLabelText(/^Language/), "Tamil");
  await user.click(save());
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(PATIENT_MESSAGES.updated));
  expect(calls.map((c) => c.body)).toEqual([{ email: "", age: "48", language: "ta" }]);
});

test("a 400's field errors show beside their fields, its message in the footer", async () => {
  answer("patch", URL, refusal("Please check the form.", { occupation: "Must be at most 100 characters." }), 400);
  const { user } = renderEdit();
  await user.type(screen.getByLabelText(/^Occupation/), " and dyer");
  await user.click(save());
  expect(await screen.findByText("Please check the form.")).toBeInTheDocument();
  expect(screen.getByLabelText(/^Occupation/)).toHaveAccessibleDescription(
    expect.stringContaining("Must be at most 100 characters."),
  );
  await waitFor(() => expect(screen.getByLabelText(/^Occupation/)).toHaveFocus());
});

test("a 409 goes beside the field its code names (duplicate_email → Email)", async () => {
  const body = { success: false, message: PATIENT_MESSAGES.duplicateEmail, code: "duplicate_email" };
  answer("patch", URL, body, 409);
  const { user } = renderEdit();
  await user.clear(screen.getByLabelText(/^Email/));
  await user.type(screen.getByLabelText(/^Email/), "someone.else@example.com");
  await user.click(save());
  await waitFor(() =>
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      expect.stringContaining(PATIENT_MESSAGES.duplicateEmail),
    ),
  );
  expect(screen.getByLabelText(/^Email/)).toHaveFocus();
});

test("a call that never reaches the server says so", () =>
  sendUnreachable("patch", URL, PATIENT_MESSAGES.network, async () => {
    const { user } = renderEdit();
    await user.type(screen.getByLabelText(/^Occupation/), " and dyer");
    await user.click(save());
  }));

/** Edit details as the profile opens it: a dialog over a dialog. */
function EditOverProfile({ onCloseProfile }: { onCloseProfile: () => void }) {
  const [editing, setEditing] = useState(true);
  return (
    <Modal title="Patient Profile" onClose={onCloseProfile}>
      {editing && <EditPatientModal profile={profile} onClose={() => setEditing(false)} onSaved={jest.fn()} />}
    </Modal>
  );
}

test("opens on the patient's details as they stand, the name focused", () => {
  renderEdit();
  expect(screen.getByLabelText(/^Full name/)).toHaveValue("Perpetua Wren");
  expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
  expect(screen.getByLabelText(/^Email/)).toHaveValue("perpetua@example.com");
  expect(screen.getByLabelText(/^Age/)).toHaveValue(47); // a number field
  expect(screen.getByLabelText(/^Sex/)).toHaveValue("Female");
  expect(screen.getByLabelText(/^Occupation/)).toHaveValue("Weaver");
  expect(screen.getByLabelText(/^Language/)).toHaveValue("en");
});

test("over the profile, Escape with a change typed asks first and only the top dialog closes; Cancel then Discard sends nothing", async () => {
  const calls = answer("patch", URL, { success: true, message: "ok" });
  const closeProfile = jest.fn();
  const { user } = renderAdmin(<EditOverProfile onCloseProfile={closeProfile} />);
  await user.type(screen.getByLabelText(/^Occupation/), " and dyer");
  await user.keyboard("{Escape}");
  await user.click(await screen.findByRole("button", { name: "Keep editing" }));
  expect(screen.getByRole("dialog", { name: "Edit details" })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Occupation/)).toHaveValue("Weaver and dyer");
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  await user.click(await screen.findByRole("button", { name: "Discard" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit details" })).not.toBeInTheDocument());
  expect(screen.getByRole("dialog", { name: "Patient Profile" })).toBeInTheDocument();
  expect(closeProfile).not.toHaveBeenCalled();
  expect(calls).toHaveLength(0);
});
