import { WalkInDialog } from "@/components/admin/queue/walk-in-dialog";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { answer, refusal, renderAdmin, screen, sendUnreachable, waitFor } from "../render";
import { fillPatientFields } from "../patient-form";

const URL = "/api/admin/queue/walk-in";

function renderWalkIn() {
  const onAdded = jest.fn();
  const onClose = jest.fn();
  const view = renderAdmin(<WalkInDialog onClose={onClose} onAdded={onAdded} />);
  return { ...view, onAdded, onClose };
}

const described = (field: HTMLElement, message: string) =>
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
const addButton = () => screen.getByRole("button", { name: "Add walk-in" });

const fill = (user: ReturnType<typeof renderWalkIn>["user"]) =>
  fillPatientFields(user, {
    name: "Ravi Kumar",
    phone: "98400 12345",
    age: "58",
    sex: "Male",
    reads: "English",
    whatsApp: "Yes, agrees to WhatsApp",
  });

test("nothing typed: Add New Patient's messages beside each field, the name focused; an age still wrong keeps one", async () => {
  const calls = answer("post", URL, { success: true });
  const { user } = renderWalkIn();
  await user.click(addButton());
  await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveFocus());
  described(screen.getByLabelText(/^Full name/), PATIENT_MESSAGES.nameRequired);
  described(screen.getByLabelText(/^Phone number/), PATIENT_MESSAGES.phoneRequired);
  described(screen.getByLabelText(/^Sex/), PATIENT_MESSAGES.sexRequired);
  described(screen.getByRole("group", { name: /Patient reads/ }), PATIENT_MESSAGES.languageRequired);
  described(screen.getByRole("group", { name: /WhatsApp consent/ }), PATIENT_MESSAGES.whatsappRequired);
  described(screen.getByLabelText(/^Age/), PATIENT_MESSAGES.ageRequired);
  await user.click(screen.getByLabelText(/^Age/));
  await user.paste("200"); // at once, as a browser's fill: checked again, still wrong
  await waitFor(() => described(screen.getByLabelText(/^Age/), PATIENT_MESSAGES.ageInvalid));
  expect(calls).toHaveLength(0);
});

test("a good walk-in is sent as the schema reads it (the default service, the answers flat); the dialog closes", async () => {
  const calls = answer("post", URL, { success: true, message: "Token 1", token: 1, appointment: { id: 41 } });
  const { user, onAdded, onClose } = renderWalkIn();
  await fill(user);
  await user.click(addButton());
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onAdded).toHaveBeenCalledWith(41);
  expect(calls.map((c) => c.body)).toEqual([
    {
      name: "Ravi Kumar",
      phone: "98400 12345",
      age: 58,
      sex: "Male",
      serviceRequired: "General Consultation",
      language: "en",
      whatsapp: true,
      sms: true,
    },
  ]);
});

test("a 400's field errors show beside their fields, its message in the footer", async () => {
  answer("post", URL, refusal("Please check the form.", { phone: "Please enter a valid phone number." }), 400);
  const { user, onClose } = renderWalkIn();
  await fill(user);
  await user.click(addButton());
  expect(await screen.findByText("Please check the form.")).toBeInTheDocument();
  described(screen.getByLabelText(/^Phone number/), "Please enter a valid phone number.");
  await waitFor(() => expect(screen.getByLabelText(/^Phone number/)).toHaveFocus());
  expect(onClose).not.toHaveBeenCalled();
});

test("a call that never reaches the server says so", () =>
  sendUnreachable("post", URL, PATIENT_MESSAGES.network, async () => {
    const { user } = renderWalkIn();
    await fill(user);
    await user.click(addButton());
  }));

const KAMALA = {
  patient_id: 7,
  name: "கமலா ராமசாமி",
  phone: "+91 98400 12345",
  age: 64,
  sex: "Female",
  matched: "phone",
  last_visit: "2026-11-10",
};

test("a phone already known: the patient is shown as the desk types; picked, the walk-in is theirs and the two questions are not asked again", async () => {
  const asked = answer("get", "/api/admin/patients/matches", { success: true, matches: [KAMALA] });
  const calls = answer("post", URL, { success: true, message: "Token 2", token: 2, appointment: { id: 42 } });
  const { user, onClose } = renderWalkIn();
  await user.type(screen.getByLabelText(/^Full name/), "Kamala Ramasamy");
  await user.type(screen.getByLabelText(/^Phone number/), "98400 12345");
  const matches = await screen.findByTestId("patient-matches");
  expect(matches).toHaveTextContent("கமலா ராமசாமி (ID 7)");
  expect(matches).toHaveTextContent("same phone · 64 F · +91 98400 12345 · last visit");
  await waitFor(() => expect(asked.map((c) => c.url.searchParams.get("phone"))).toContain("98400 12345"));
  await user.click(screen.getByRole("button", { name: /^This is the patient/ }));
  expect(screen.getByTestId("walk-in-picked")).toHaveTextContent("Walk-in for கமலா ராமசாமி (ID 7)");
  expect(screen.queryByRole("group", { name: /Patient reads/ })).toBeNull();
  await user.click(addButton());
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls[0].body).toMatchObject({
    patientId: 7,
    name: "கமலா ராமசாமி",
    phone: "+91 98400 12345",
    age: 64,
    sex: "Female",
  });
});

test("a new patient on a known phone needs one more tick before the walk-in is sent", async () => {
  answer("get", "/api/admin/patients/matches", { success: true, matches: [KAMALA] });
  const calls = answer("post", URL, { success: true, message: "Token 3", token: 3, appointment: { id: 43 } });
  const { user, onClose } = renderWalkIn();
  await fill(user);
  await screen.findByTestId("patient-matches");
  await user.click(addButton());
  expect(await screen.findByText(/already registered: pick them above, or tick/)).toBeInTheDocument();
  expect(calls).toHaveLength(0);
  screen.getByTestId("patient-matches");
  await user.click(screen.getByRole("checkbox", { name: /this is a new patient/ }));
  await user.click(addButton());
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls[0].body).toMatchObject({ name: "Ravi Kumar", language: "en", whatsapp: true });
  expect(calls[0].body).not.toHaveProperty("patientId");
});

test("the desk's questions (issue 26): language and WhatsApp not ticked until asked; SMS Yes until the patient says no", () => {
  renderWalkIn();
  expect(screen.getByRole("group", { name: /Patient reads/ }).querySelectorAll("input[type=radio]")).toHaveLength(2);
  expect(screen.getByRole("group", { name: /WhatsApp consent/ }).querySelectorAll("input[type=radio]")).toHaveLength(2);
  expect(screen.getByRole("group", { name: /Messages by SMS/ }).querySelectorAll("input[type=radio]")).toHaveLength(2);
  expect(screen.queryAllByRole("radio", { checked: true }).map((r) => r.getAttribute("value"))).toEqual(["yes"]);
  expect(screen.getByRole("radio", { name: "Yes, SMS" })).toBeChecked();
});

test("Escape with something typed asks first; Discard closes and sends nothing", async () => {
  const calls = answer("post", URL, { success: true });
  const { user, onClose } = renderWalkIn();
  await user.type(screen.getByLabelText(/^Age/), "200");
  await user.keyboard("{Escape}");
  await user.click(await screen.findByRole("button", { name: "Discard" }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(calls).toHaveLength(0);
});
