import { http, HttpResponse } from "msw";
import { AnnouncementPanel } from "@/components/admin/dashboard/announcement-panel";
import { CALENDAR_MESSAGES, MAX_ANNOUNCEMENT_LENGTH, type Announcement } from "@/lib/shared/validation/calendar";
import { answer, refusal, renderAdmin, screen, waitFor } from "../render";
import { server } from "../server";

const URL = "/api/admin/announcement";
const WHEN = "The website shows the change within a minute.";

/** The announcement as the server holds it: read by GET, replaced by a good PUT, gone after DELETE. */
function serve(initial: Announcement | null) {
  let shown = initial;
  answer("get", URL, () => ({ success: true, announcement: shown }));
  const put = answer("put", URL, (sent) => {
    const { text, textTa = null, until = null } = sent as Partial<Announcement>;
    shown = { text: text!, textTa, until };
    return { success: true, message: CALENDAR_MESSAGES.announcementSaved, announcement: shown };
  });
  const del = answer("delete", URL, () => {
    shown = null;
    return { success: true, message: CALENDAR_MESSAGES.announcementRemoved };
  });
  return { put, del };
}

const described = (field: HTMLElement, message: string) =>
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
const text = () => screen.getByRole("textbox", { name: /^Announcement/ });
const tamil = () => screen.getByRole("textbox", { name: "Tamil text (optional)" });
const publishButton = () => screen.getByRole("button", { name: "Publish" });

test("empty: the schema's message beside the text, which gets the cursor; nothing sent and nothing below the form", async () => {
  const { put } = serve(null);
  const { user } = renderAdmin(<AnnouncementPanel />);
  expect(await screen.findByText("The website shows no announcement.")).toBeInTheDocument();
  await user.click(publishButton());
  described(text(), CALENDAR_MESSAGES.announcementRequired);
  await waitFor(() => expect(text()).toHaveFocus());
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  await user.click(tamil());
  await user.paste("அ".repeat(MAX_ANNOUNCEMENT_LENGTH + 1));
  await user.type(text(), "Closed on Monday");
  expect(text()).not.toHaveAttribute("aria-invalid");
  await user.click(publishButton());
  described(tamil(), CALENDAR_MESSAGES.announcementTamilTooLong);
  await waitFor(() => expect(tamil()).toHaveFocus());
  expect(put).toHaveLength(0);
});

test("Publish sends what the schema reads, says so, and the panel shows it; the form starts from it", async () => {
  const { put } = serve(null);
  const { user } = renderAdmin(<AnnouncementPanel />);
  await screen.findByText("The website shows no announcement.");
  await user.type(text(), "  Closed on Monday  ");
  expect(screen.getByText(`16 / ${MAX_ANNOUNCEMENT_LENGTH} characters`)).toBeInTheDocument();
  await user.type(screen.getByLabelText("Last day shown"), "2099-01-05");
  await user.click(publishButton());
  expect(await screen.findByText(`${CALENDAR_MESSAGES.announcementSaved} ${WHEN}`)).toBeInTheDocument();
  expect(put.map((c) => c.body)).toEqual([{ text: "Closed on Monday", until: "2099-01-05" }]);
  expect(await screen.findByTestId("announcement-current")).toHaveTextContent("Closed on Monday");
  await waitFor(() => expect(text()).toHaveValue("Closed on Monday"));
  // typing again puts the outcome away
  await user.type(text(), "!");
  expect(screen.queryByText(`${CALENDAR_MESSAGES.announcementSaved} ${WHEN}`)).not.toBeInTheDocument();
});

test("the form starts from what is published", async () => {
  serve({ text: "Closed for Pongal", textTa: null, until: "2099-01-16" });
  renderAdmin(<AnnouncementPanel />);
  await waitFor(() => expect(text()).toHaveValue("Closed for Pongal"));
  expect(screen.getByLabelText("Last day shown")).toHaveValue("2099-01-16");
});

test("a 400's field errors show beside their fields; its message below only when no field says it", async () => {
  serve(null);
  answer("put", URL, refusal("Please check the announcement.", { until: "The last day can't be in the past." }), 400);
  const { user } = renderAdmin(<AnnouncementPanel />);
  await screen.findByText("The website shows no announcement.");
  await user.type(text(), "Closed on Monday");
  await user.click(publishButton());
  expect(await screen.findByRole("alert")).toHaveTextContent("Please check the announcement.");
  described(screen.getByLabelText("Last day shown"), "The last day can't be in the past.");

  answer(
    "put",
    URL,
    refusal(CALENDAR_MESSAGES.announcementTooLong, { text: CALENDAR_MESSAGES.announcementTooLong }),
    400,
  );
  await user.type(text(), "!");
  await user.click(publishButton());
  await waitFor(() => described(text(), CALENDAR_MESSAGES.announcementTooLong));
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("Remove asks first; Keep it gives focus back; Yes removes it and empties the form", async () => {
  const { del } = serve({ text: "Closed for Pongal", textTa: null, until: null });
  const { user } = renderAdmin(<AnnouncementPanel />);
  await user.click(await screen.findByRole("button", { name: "Remove" }));
  await waitFor(() => expect(screen.getByRole("button", { name: "Yes, remove it" })).toHaveFocus());
  await user.click(screen.getByRole("button", { name: "Keep it" }));
  await waitFor(() => expect(screen.getByRole("button", { name: "Remove" })).toHaveFocus());
  expect(del).toHaveLength(0);

  await user.click(screen.getByRole("button", { name: "Remove" }));
  await user.click(screen.getByRole("button", { name: "Yes, remove it" }));
  expect(await screen.findByText(`${CALENDAR_MESSAGES.announcementRemoved} ${WHEN}`)).toBeInTheDocument();
  expect(await screen.findByText("The website shows no announcement.")).toBeInTheDocument();
  expect(text()).toHaveValue("");
  await waitFor(() => expect(text()).toHaveFocus());
  expect(del).toHaveLength(1);
});

test("a refused removal shows the server's message", async () => {
  serve({ text: "Closed for Pongal", textTa: null, until: null });
  answer("delete", URL, refusal("Could not remove the announcement."), 500);
  const { user } = renderAdmin(<AnnouncementPanel />);
  await user.click(await screen.findByRole("button", { name: "Remove" }));
  await user.click(screen.getByRole("button", { name: "Yes, remove it" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Could not remove the announcement.");
  expect(screen.getByTestId("announcement-current")).toHaveTextContent("Closed for Pongal");
});

test("a publish that never reaches the server says so", async () => {
  serve(null);
  server.use(http.put(URL, () => HttpResponse.error()));
  const { user } = renderAdmin(<AnnouncementPanel />);
  await screen.findByText("The website shows no announcement.");
  await user.type(text(), "Closed on Monday");
  await user.click(publishButton());
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Could not reach the server. Please check the connection and try again.",
  );
  expect(text()).toHaveValue("Closed on Monday");
});
