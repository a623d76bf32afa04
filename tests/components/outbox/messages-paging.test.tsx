/**
 * The Messages screen's pages (moved from tests/e2e/admin-messages.spec.ts, issue 42): 50 a
 * page with the total, Next in the URL with the filter kept, the table not left busy, and the
 * focus back on the list's heading. That the server answers each page and its total:
 * tests/integration/messages-desk.test.ts ("pages of 50: …").
 */
import { http, HttpResponse } from "msw";
import { MessagesScreen } from "@/components/admin/outbox/outbox-screen";
import type { MessageRecord } from "@/lib/shared/api/outbox";
import { renderAdmin, screen, waitFor } from "../render";
import { server } from "../server";

const TOTAL = 55;
const message = (id: number): MessageRecord => ({
  id,
  channel: "email",
  kind: "running-late",
  to: "paging@example.com",
  status: "sent",
  sendAt: new Date(Date.UTC(2026, 10, 20, 12, 0) - id * 60_000).toISOString(),
  sentAt: new Date(Date.UTC(2026, 10, 20, 12, 0) - id * 60_000).toISOString(),
  attempts: 1,
  lastError: null,
  appointmentId: null,
  patientName: null,
  why: "email-given",
  segments: null,
});

// jsdom lays nothing out: the list's scroll back to its heading is asked for, not done
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

function serveMessages() {
  server.use(
    http.get("/api/admin/messages", ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
      const from = (page - 1) * 50;
      const messages = Array.from({ length: Math.max(0, Math.min(50, TOTAL - from)) }, (_, i) => message(from + i + 1));
      return HttpResponse.json({ success: true, messages, total: TOTAL });
    }),
    http.get("/api/admin/stats", () => HttpResponse.json({ success: true, messages: { failed: 0, configured: true } })),
  );
}

const rows = () => document.querySelectorAll("tr[data-message-id]");

test("50 a page with the total; Next keeps the filter in the URL, shows the rest and focuses the heading", async () => {
  serveMessages();
  window.history.replaceState(null, "", "/admin/messages?kind=running-late");
  const { user, unmount } = renderAdmin(<MessagesScreen />);
  expect(await screen.findByText("Page 1 of 2")).toBeInTheDocument();
  expect(screen.getByText("Showing 1–50 of 55")).toBeInTheDocument();
  await waitFor(() => expect(rows()).toHaveLength(50));

  await user.click(screen.getByRole("button", { name: "Next →" }));
  await waitFor(() => expect(window.location.search).toBe("?kind=running-late&page=2"));
  expect(await screen.findByText("Page 2 of 2")).toBeInTheDocument();
  await waitFor(() => expect(document.querySelector("table[aria-busy]")).toBeNull());
  await waitFor(() => expect(rows()).toHaveLength(TOTAL - 50));
  expect(screen.getByRole("heading", { name: "Running late messages", level: 2 })).toHaveFocus();
  unmount(); // before the URL is put back
});
