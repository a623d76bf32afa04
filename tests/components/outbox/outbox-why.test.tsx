/**
 * The Messages screen says by which channel each message went and why (FEATURES.md §15): an SMS
 * to a patient who declined WhatsApp, with its parts; a WhatsApp to one who agreed; an e-mail
 * because an address was given. What the server stores and answers:
 * tests/integration/messages-sms.test.ts.
 */
import { http, HttpResponse } from "msw";
import { MessagesScreen } from "@/components/admin/outbox/outbox-screen";
import type { MessageRecord } from "@/lib/shared/api/outbox";
import { within } from "@testing-library/react";
import { renderAdmin, screen } from "../render";
import { server } from "../server";

const row = (id: number, channel: string, to: string, why: string | null, segments: number | null): MessageRecord => ({
  id,
  channel,
  kind: "confirmation",
  to,
  status: "sent",
  sendAt: "2026-11-24T06:30:00.000Z",
  sentAt: "2026-11-24T06:30:05.000Z",
  attempts: 1,
  lastError: null,
  appointmentId: id,
  patientName: "Asha Menon",
  why,
  segments,
});

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

test("each row shows its channel and why; an SMS its parts", async () => {
  const messages = [
    row(3, "sms", "919840011111", "sms-whatsapp-declined", 2),
    row(2, "whatsapp", "919840022222", "whatsapp-agreed", null),
    row(1, "email", "asha@example.com", "email-given", null),
  ];
  server.use(
    http.get("/api/admin/messages", () => HttpResponse.json({ success: true, messages, total: 3 })),
    http.get("/api/admin/stats", () => HttpResponse.json({ success: true, messages: { failed: 0, configured: true } })),
  );
  window.history.replaceState(null, "", "/admin/messages");
  renderAdmin(<MessagesScreen />);
  const sms = await screen.findByText("+919840011111");
  const smsRow = within(sms.closest("tr")!);
  expect(smsRow.getAllByText("SMS").length).toBeGreaterThan(0);
  expect(smsRow.getAllByTestId("message-why")[0]).toHaveTextContent("declined WhatsApp · 2 SMS parts");
  const wa = within(screen.getByText("+919840022222").closest("tr")!);
  expect(wa.getAllByTestId("message-why")[0]).toHaveTextContent("agreed to WhatsApp");
  const mail = within(screen.getByText("asha@example.com").closest("tr")!);
  expect(mail.getAllByTestId("message-why")[0]).toHaveTextContent("e-mail given");
});
