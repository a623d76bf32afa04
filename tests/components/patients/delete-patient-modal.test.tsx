import { http, HttpResponse } from "msw";
import { DeletePatientModal } from "@/components/admin/patients/delete-patient-modal";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { answer, refusal, renderAdmin, screen, waitFor } from "../render";
import { server } from "../server";

const URL = "/api/admin/patient/7";
const patient = { patient_id: 7, name: "Barnaby Quist", phone: "9840012345", email: "" };

function renderDelete() {
  const onDeleted = jest.fn();
  const onClose = jest.fn();
  const view = renderAdmin(<DeletePatientModal patient={patient} onClose={onClose} onDeleted={onDeleted} />);
  return { ...view, onDeleted, onClose };
}

test("deleted: the spec's words as the admin notice, no browser alert", async () => {
  const alert = jest.spyOn(window, "alert").mockImplementation(() => {});
  const calls = answer("delete", URL, { success: true, message: "Deleted." });
  const { user, onDeleted } = renderDelete();
  await user.click(screen.getByRole("button", { name: "Delete Patient" }));
  await waitFor(() => expect(onDeleted).toHaveBeenCalled());
  expect(calls).toHaveLength(1);
  expect(await screen.findByText(PATIENT_MESSAGES.deleted)).toBeInTheDocument();
  expect(alert).not.toHaveBeenCalled();
  alert.mockRestore();
});

test("refused: the server's words in the dialog, which stays open", async () => {
  answer("delete", URL, refusal("Patient not found."), 404);
  const { user, onDeleted } = renderDelete();
  await user.click(screen.getByRole("button", { name: "Delete Patient" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(PATIENT_MESSAGES.deleteError("Patient not found."));
  expect(screen.getByRole("dialog", { name: "Delete patient?" })).toBeInTheDocument();
  expect(onDeleted).not.toHaveBeenCalled();
});

test("a delete that never reaches the server says so in the dialog", async () => {
  server.use(http.delete(URL, () => HttpResponse.error()));
  const { user } = renderDelete();
  await user.click(screen.getByRole("button", { name: "Delete Patient" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(PATIENT_MESSAGES.deleteNetwork);
});
