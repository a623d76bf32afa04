import { RecordRequestPanel } from "@/components/admin/privacy/record-request-form";
import { todayIst } from "@/lib/shared/clinic-time";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { PRIVACY_MESSAGES } from "@/lib/shared/validation/privacy";
import { answer, refusal, renderAdmin, screen, sendUnreachable, waitFor } from "../render";

const URL = "/api/admin/rights-requests";

const described = (field: HTMLElement, message: string) =>
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
const recordButton = () => screen.getByRole("button", { name: "Record request" });

async function fill(user: ReturnType<typeof renderAdmin>["user"]) {
  await user.selectOptions(screen.getByLabelText(/^Kind/), "correction");
  await user.type(screen.getByLabelText(/^Who asked/), "Her daughter, Mira");
}

test("nothing chosen: the schema's messages beside Kind and Who asked, Kind focused, nothing sent", async () => {
  const calls = answer("post", URL, { success: true });
  const { user } = renderAdmin(<RecordRequestPanel />);
  await user.click(recordButton());
  described(screen.getByLabelText(/^Kind/), PRIVACY_MESSAGES.kindInvalid);
  described(screen.getByLabelText(/^Who asked/), PRIVACY_MESSAGES.requesterRequired);
  await waitFor(() => expect(screen.getByLabelText(/^Kind/)).toHaveFocus());
  // a message goes once its field is edited
  await user.selectOptions(screen.getByLabelText(/^Kind/), "access");
  expect(screen.queryByText(PRIVACY_MESSAGES.kindInvalid)).not.toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test("the patient found and chosen, the request sent as the schema reads it; the form empties for the next", async () => {
  answer("get", "/api/admin/patients", {
    success: true,
    patients: [{ patient_id: 7, name: "Asha Rao", phone: "9840012345" }],
    total: 1,
    page: 1,
    totalPages: 1,
  });
  const calls = answer("post", URL, { success: true, message: PRIVACY_MESSAGES.requestRecorded, request: {} }, 201);
  const { user } = renderAdmin(<RecordRequestPanel />);
  await user.type(screen.getByLabelText("Patient"), "Asha{Enter}");
  await user.click(await screen.findByRole("button", { name: /Asha Rao.*ID 7/ }));
  await waitFor(() => expect(screen.getByRole("button", { name: "Change the patient (Asha Rao)" })).toHaveFocus());
  await fill(user);
  await user.type(screen.getByLabelText("Note"), "The address on file is an old one.");
  await user.click(recordButton());
  expect(await screen.findByText(PRIVACY_MESSAGES.requestRecorded)).toBeInTheDocument();
  expect(calls.map((c) => c.body)).toEqual([
    {
      patientId: 7,
      kind: "correction",
      requester: "Her daughter, Mira",
      detail: "The address on file is an old one.",
      receivedAt: todayIst(new Date()),
    },
  ]);
  expect(screen.getByLabelText(/^Who asked/)).toHaveValue("");
  expect(screen.getByLabelText("Patient")).toHaveValue("");
});

test("no patient and no note: neither is sent", async () => {
  const calls = answer("post", URL, { success: true, message: PRIVACY_MESSAGES.requestRecorded, request: {} }, 201);
  const { user } = renderAdmin(<RecordRequestPanel />);
  await fill(user);
  await user.click(recordButton());
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0].body).toEqual({
    kind: "correction",
    requester: "Her daughter, Mira",
    receivedAt: todayIst(new Date()),
  });
});

test("a 400's field errors show beside their fields, its message below the form", async () => {
  answer("post", URL, refusal("Please check the form.", { receivedAt: PRIVACY_MESSAGES.receivedFuture }), 400);
  const { user } = renderAdmin(<RecordRequestPanel />);
  await fill(user);
  await user.click(recordButton());
  expect(await screen.findByText("Please check the form.")).toBeInTheDocument();
  described(screen.getByLabelText(/^Date received/), PRIVACY_MESSAGES.receivedFuture);
  await waitFor(() => expect(screen.getByLabelText(/^Date received/)).toHaveFocus());
});

test("another refusal (the patient gone: 404) shows its message", async () => {
  answer("post", URL, refusal(PATIENT_MESSAGES.notFound), 404);
  const { user } = renderAdmin(<RecordRequestPanel />);
  await fill(user);
  await user.click(recordButton());
  expect(await screen.findByText(PATIENT_MESSAGES.notFound)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Who asked/)).toHaveValue("Her daughter, Mira");
});

test("a call that never reaches the server says so", () =>
  sendUnreachable("post", URL, /Could not reach the server/, async () => {
    const { user } = renderAdmin(<RecordRequestPanel />);
    await fill(user);
    await user.click(recordButton());
  }));
