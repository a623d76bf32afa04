import { http, HttpResponse } from "msw";
import { RunningLateDialog } from "@/components/admin/queue/running-late-dialog";
import { MESSAGE_MESSAGES } from "@/lib/shared/validation/messages";
import { NETWORK_MESSAGE } from "@/components/admin/ui/api";
import { answer, refusal, renderAdmin, screen, waitFor } from "../render";
import { server } from "../server";

const URL = "/api/admin/messages/running-late";
const asha = { id: 1, name: "Asha Rao", time: "18:00", token: null };

/** The preview for ?minutes=N: one patient, by e-mail, the message naming the minutes. */
function servePreview() {
  return answer("get", URL, (_sent, url) => ({
    success: true,
    configured: true,
    reachable: 1,
    recipients: [{ id: asha.id, name: asha.name, time: asha.time }],
    text: `The doctor is running about ${url.searchParams.get("minutes")} minutes late.`,
    reach: [{ ...asha, channels: ["email"] }],
    alreadyTold: [],
    inPerson: [],
  }));
}

function renderDialog() {
  const onClose = jest.fn();
  return { ...renderAdmin(<RunningLateDialog onClose={onClose} />), onClose };
}

const minutesField = () => screen.getByLabelText("Or minutes:");
const sendButton = () => screen.getByRole("button", { name: /^Send/ });

test("minutes out of range: the schema's message beside them, Send held, nothing sent", async () => {
  servePreview();
  const sent = answer("post", URL, { success: true });
  const { user } = renderDialog();
  expect(await screen.findByText(/running about 15 minutes late/)).toBeInTheDocument();
  await user.clear(minutesField());
  await user.type(minutesField(), "200");
  expect(minutesField()).toHaveAccessibleDescription(MESSAGE_MESSAGES.minutes);
  expect(minutesField()).toHaveAttribute("aria-invalid", "true");
  expect(sendButton()).toBeDisabled();
  await user.click(screen.getByRole("radio", { name: "30 min" }));
  expect(minutesField()).toHaveValue(30);
  expect(screen.queryByText(MESSAGE_MESSAGES.minutes)).not.toBeInTheDocument();
  expect(await screen.findByText(/running about 30 minutes late/)).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test("Send posts the minutes as a number; the server's message is the notice and the dialog closes", async () => {
  servePreview();
  const message = MESSAGE_MESSAGES.runningLateSent(1, 0, 0);
  const sent = answer("post", URL, {
    success: true,
    message,
    patients: 1,
    messages: 1,
    reach: [{ ...asha, channels: ["email"] }],
    alreadyTold: [],
    inPerson: [],
  });
  const { user, onClose } = renderDialog();
  await user.clear(minutesField());
  await user.type(minutesField(), "25");
  await user.click(await screen.findByRole("button", { name: "Send to 1 patient" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent.map((c) => c.body)).toEqual([{ minutes: 25 }]);
  expect(await screen.findByText(message)).toBeInTheDocument();
});

test("a 400's field error shows beside the minutes, its message in the footer", async () => {
  servePreview();
  answer("post", URL, refusal("Please check the minutes.", { minutes: MESSAGE_MESSAGES.minutes }), 400);
  const { user, onClose } = renderDialog();
  await user.click(await screen.findByRole("button", { name: "Send to 1 patient" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Please check the minutes.");
  expect(minutesField()).toHaveAccessibleDescription(MESSAGE_MESSAGES.minutes);
  expect(onClose).not.toHaveBeenCalled();
  // a new number puts both away
  await user.click(screen.getByRole("radio", { name: "20 min" }));
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(screen.queryByText(MESSAGE_MESSAGES.minutes)).not.toBeInTheDocument();
});

test("another refusal shows the server's message", async () => {
  servePreview();
  answer("post", URL, refusal("Desk mode can't do that."), 403);
  const { user, onClose } = renderDialog();
  await user.click(await screen.findByRole("button", { name: "Send to 1 patient" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Desk mode can't do that.");
  expect(onClose).not.toHaveBeenCalled();
});

test("a send that never reaches the server says so", async () => {
  servePreview();
  server.use(http.post(URL, () => HttpResponse.error()));
  const { user } = renderDialog();
  await user.click(await screen.findByRole("button", { name: "Send to 1 patient" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(NETWORK_MESSAGE);
});

test("anyone left to tell in person: the answer stays on screen with that list", async () => {
  servePreview();
  const message = MESSAGE_MESSAGES.runningLateSent(0, 0, 1);
  answer("post", URL, {
    success: true,
    message,
    patients: 1,
    messages: 0,
    reachable: 0,
    reach: [],
    alreadyTold: [],
    inPerson: [{ ...asha, token: 3, reason: MESSAGE_MESSAGES.inPersonCheckedIn }],
  });
  const { user, onClose } = renderDialog();
  await user.click(await screen.findByRole("button", { name: "Send to 1 patient" }));
  expect(await screen.findByTestId("running-late-sent")).toHaveTextContent(message);
  // nobody was messaged: the result does not say "Sent."
  expect(screen.getByRole("dialog")).toHaveAccessibleDescription("Nobody could be messaged: tell them in person.");
  expect(screen.getByRole("region", { name: "Tell in person" })).toHaveTextContent("Token 3 · Asha Rao");
  await user.click(screen.getAllByRole("button", { name: "Close" }).at(-1)!); // the footer's, after the header's ×
  expect(onClose).toHaveBeenCalled();
});

test("the button says how many a message reaches: 2 remaining, both checked in → Send to 0 of 2 patients", async () => {
  const ravi = { id: 2, name: "Ravi Kumar", time: "18:30", token: 4 };
  answer("get", URL, {
    success: true,
    configured: true,
    reachable: 0,
    recipients: [asha, ravi].map(({ id, name, time }) => ({ id, name, time })),
    text: "The doctor is running about 15 minutes late.",
    reach: [],
    alreadyTold: [],
    inPerson: [asha, ravi].map((p) => ({ ...p, reason: MESSAGE_MESSAGES.inPersonCheckedIn })),
  });
  renderDialog();
  expect(await screen.findByRole("button", { name: "Send to 0 of 2 patients" })).toBeEnabled();
  expect(screen.queryByRole("button", { name: "Send to 2 patients" })).not.toBeInTheDocument();
});
