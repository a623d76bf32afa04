/**
 * The outbox and its worker (FEATURES.md §4) against real stand-ins on loopback
 * (tests/fixtures/messages.ts): an SMTP server (smtp-server) and a small HTTP double of the
 * WhatsApp Cloud API that fails when told to. On this file's own database (SQLite, or
 * PostgreSQL with TEST_DB=postgresql). The messages of real bookings: messages-*.test.ts.
 */
import { setNow } from "@/lib/shared/clock";
import { db, transaction } from "@/lib/server/db";
import {
  CLAIM_MS,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  enqueueMessages,
  retryMessage,
  type MessageDraft,
} from "@/lib/server/outbox/queue";
import { deliverDueMessages } from "@/lib/server/messages/worker";
import { messageStandIns } from "../fixtures/messages";

const T0 = new Date("2026-11-24T06:30:00Z"); // noon in the clinic

const out = messageStandIns({ mailFrom: "HeartCare Clinic <appointments@heartcare-clinic.example>" });
const { mails, whatsapp: whatsappCalls } = out;
afterAll(() => setNow(null));
beforeEach(() => setNow(T0));

const email = (to: string, subject = "Your appointment", extra: Partial<MessageDraft> = {}): MessageDraft => ({
  channel: "email",
  kind: "confirmation",
  to,
  payload: { subject, text: `Hello. ${subject}.` },
  ...extra,
});
const whatsappMessage = (to = "919840012345"): MessageDraft => ({
  channel: "whatsapp",
  kind: "reminder",
  to,
  payload: {
    template: "appointment_reminder",
    language: "en",
    parameters: ["Asha", "Friday, 27 November 2026", "7:00 PM"],
  },
});
const at = (ms: number) => setNow(new Date(T0.getTime() + ms));
const stored = () => db().message.findMany({ orderBy: { id: "asc" } });

describe("e-mail over SMTP", () => {
  it("a queued e-mail arrives once, with its subject, text and attachment, and is marked sent", async () => {
    await enqueueMessages(db(), [
      email("asha@example.com", "Appointment confirmed", {
        payload: {
          subject: "Appointment confirmed",
          text: "See you on Friday at 7:00 PM.",
          attachments: [
            {
              filename: "appointment.ics",
              content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
              contentType: "text/calendar",
            },
          ],
        },
      }),
    ]);
    expect(await deliverDueMessages(out.transports)).toEqual({ sent: 1, failed: 0 });
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe("asha@example.com");
    expect(mails[0].subject).toBe("Appointment confirmed");
    expect(mails[0].text).toContain("See you on Friday at 7:00 PM.");
    expect(mails[0].attachments).toEqual([
      { filename: "appointment.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" },
    ]);
    expect(mails[0].raw).toContain("From: HeartCare Clinic <appointments@heartcare-clinic.example>");
    expect(await stored()).toMatchObject([{ status: "sent", attempts: 1, sentAt: T0, lastError: null }]);

    expect(await deliverDueMessages(out.transports)).toEqual({ sent: 0, failed: 0 });
    expect(mails).toHaveLength(1);
  });

  it("a reminder is `scheduled` and not sent before its time", async () => {
    await enqueueMessages(db(), [
      email("asha@example.com", "Reminder", { kind: "reminder", sendAt: new Date(T0.getTime() + 3_600_000) }),
    ]);
    expect(await stored()).toMatchObject([{ status: "scheduled" }]);
    await deliverDueMessages(out.transports);
    expect(mails).toHaveLength(0);
    at(3_600_000);
    expect(await deliverDueMessages(out.transports)).toEqual({ sent: 1, failed: 0 });
    expect(mails.map((m) => m.to)).toEqual(["asha@example.com"]);
  });

  it("a message written in a transaction that rolled back is never sent", async () => {
    await expect(
      transaction(async (tx) => {
        await enqueueMessages(tx, [email("rolled.back@example.com")]);
        throw new Error("the booking failed after its messages were written");
      }),
    ).rejects.toThrow("the booking failed");
    expect(await stored()).toEqual([]);
    expect(await deliverDueMessages(out.transports)).toEqual({ sent: 0, failed: 0 });
    expect(mails).toEqual([]);
  });
});

describe("WhatsApp Cloud API", () => {
  it("sends the template message the API expects, with the token", async () => {
    await enqueueMessages(db(), [whatsappMessage()]);
    expect(await deliverDueMessages(out.transports)).toEqual({ sent: 1, failed: 0 });
    expect(whatsappCalls).toEqual([
      {
        path: "/v21.0/1234567890/messages",
        auth: "Bearer test-token-123456",
        status: 200,
        body: {
          messaging_product: "whatsapp",
          to: "919840012345",
          type: "template",
          template: {
            name: "appointment_reminder",
            language: { code: "en" },
            components: [
              {
                type: "body",
                parameters: [
                  { type: "text", text: "Asha" },
                  { type: "text", text: "Friday, 27 November 2026" },
                  { type: "text", text: "7:00 PM" },
                ],
              },
            ],
          },
        },
      },
    ]);
  });

  it("a failing send is tried again after growing delays, then sent exactly once", async () => {
    out.failWhatsApp(2);
    await enqueueMessages(db(), [whatsappMessage()]);

    expect(await deliverDueMessages(out.transports)).toEqual({ sent: 0, failed: 1 });
    expect(await stored()).toMatchObject([
      { status: "queued", attempts: 1, lastError: "WhatsApp API 503: Service temporarily unavailable" },
    ]);
    expect((await stored())[0].sendAt).toEqual(new Date(T0.getTime() + RETRY_DELAYS_MS[0]));
    expect(await deliverDueMessages(out.transports)).toEqual({ sent: 0, failed: 0 }); // not yet due

    at(RETRY_DELAYS_MS[0]);
    expect(await deliverDueMessages(out.transports)).toEqual({ sent: 0, failed: 1 });
    expect((await stored())[0].sendAt).toEqual(new Date(T0.getTime() + RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1]));

    at(RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1]);
    expect(await deliverDueMessages(out.transports)).toEqual({ sent: 1, failed: 0 });
    at(RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1] + 3_600_000);
    expect(await deliverDueMessages(out.transports)).toEqual({ sent: 0, failed: 0 });
    expect(whatsappCalls.map((c) => c.body.to)).toEqual(["919840012345", "919840012345", "919840012345"]);
    expect(await stored()).toMatchObject([{ status: "sent", attempts: 3, lastError: null }]);
  });

  it(`after ${MAX_ATTEMPTS} failed attempts the message is failed with its last error; a retry sends it`, async () => {
    out.failWhatsApp(MAX_ATTEMPTS);
    await enqueueMessages(db(), [whatsappMessage()]);
    let elapsed = 0;
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      at(elapsed);
      expect(await deliverDueMessages(out.transports)).toEqual({ sent: 0, failed: 1 });
      elapsed += RETRY_DELAYS_MS[Math.min(i, RETRY_DELAYS_MS.length - 1)];
    }
    at(elapsed + 24 * 3_600_000);
    expect(await deliverDueMessages(out.transports)).toEqual({ sent: 0, failed: 0 });
    const [failed] = await stored();
    expect(failed).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastError: expect.stringContaining("503"),
    });

    await retryMessage(failed.id);
    expect(await deliverDueMessages(out.transports)).toEqual({ sent: 1, failed: 0 });
    expect(await stored()).toMatchObject([{ status: "sent" }]);
    await expect(retryMessage(failed.id)).rejects.toMatchObject({ status: 409 });
    await expect(retryMessage(failed.id + 1000)).rejects.toMatchObject({ status: 404 });
  });
});

describe("several workers on one database", () => {
  it("200 messages, four workers at once: each delivered exactly once, none lost", async () => {
    const drafts = Array.from({ length: 200 }, (_, i) => email(`patient${i}@example.com`, `Message ${i}`));
    await enqueueMessages(db(), drafts);
    for (let round = 0; round < 30 && (await db().message.count({ where: { status: "queued" } })) > 0; round++) {
      await Promise.all([1, 2, 3, 4].map(() => deliverDueMessages(out.transports, 25)));
    }
    expect(mails).toHaveLength(200);
    expect(new Set(mails.map((m) => m.to)).size).toBe(200);
    expect(await db().message.count({ where: { status: "sent", attempts: 1 } })).toBe(200);
  });

  it("a worker's claim keeps others off the message until it runs out", async () => {
    await enqueueMessages(db(), [email("claimed@example.com")]);
    const { claimDueMessages } = await import("@/lib/server/outbox/queue");
    expect(await claimDueMessages(10)).toHaveLength(1); // this worker died before sending
    expect(await deliverDueMessages(out.transports)).toEqual({ sent: 0, failed: 0 });
    at(CLAIM_MS + 1);
    expect(await deliverDueMessages(out.transports)).toEqual({ sent: 1, failed: 0 });
    expect(mails.map((m) => m.to)).toEqual(["claimed@example.com"]);
  });
});
