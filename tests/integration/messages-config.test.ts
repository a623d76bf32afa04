/**
 * Messages as configuration sets them up (FEATURES.md §4), with the server's own transports
 * and worker: SMTP_URL, MAIL_FROM and WHATSAPP_API_URL point at a real SMTP server and a
 * WhatsApp Cloud API double on loopback (tests/fixtures/messages.ts); WHATSAPP_TEMPLATES and
 * WHATSAPP_TEMPLATE_LANGUAGE rename a template and set the language; REMINDER_HOURS is left
 * at its default (24) and CLINIC_NOTIFY_EMAIL unset. Today is Tuesday 24 November 2026, noon
 * in the clinic (the pinned clock). On this file's own database (SQLite, or PostgreSQL with
 * TEST_DB=postgresql).
 */
import { clinic } from "@/lib/content/clinic";
import { config } from "@/lib/server/config";
import { configuredChannels, transportsFromConfig } from "@/lib/server/outbox/transports";
import { deliverDueMessages, startMessageWorker } from "@/lib/server/messages/worker";
import { setNow } from "@/lib/shared/clock";
import { book, validBooking } from "../fixtures/booking";
import { setUpManageSuite, tokenOfUrl } from "../fixtures/manage";
import {
  CHANNEL_ENV,
  messageStandIns,
  outbox,
  pendingReminders,
  pollUntil,
  templatesSent,
  WHATSAPP_AGREED,
} from "../fixtures/messages";

for (const name of ["SMTP_URL", "CLINIC_NOTIFY_EMAIL", "REMINDER_HOURS", "WHATSAPP_TEMPLATES"])
  delete process.env[name];
Object.assign(process.env, {
  WHATSAPP_TOKEN: CHANNEL_ENV.WHATSAPP_TOKEN,
  WHATSAPP_PHONE_NUMBER_ID: CHANNEL_ENV.WHATSAPP_PHONE_NUMBER_ID,
  WHATSAPP_TEMPLATES: "confirmation=clinic_booking_v2, reminder=clinic_reminder_v2",
  WHATSAPP_TEMPLATE_LANGUAGE: "en_US",
  MAIL_FROM: "Dr. Raghavan's Desk <desk@heartcare-clinic.example>",
  MESSAGE_POLL_SECONDS: "1",
});
// first: it sets SMTP_URL and WHATSAPP_API_URL before anything reads the configuration
const out = messageStandIns({ configure: true });
setUpManageSuite();

const FRIDAY = "2026-11-27";
const FRIDAY_WORDS = "Friday, 27 November 2026";

it("the configuration names the stand-ins; both channels are on", () => {
  expect(config()).toMatchObject({ SMTP_URL: out.smtpUrl, WHATSAPP_API_URL: out.whatsappApiUrl, REMINDER_HOURS: [24] });
  expect(configuredChannels()).toEqual(["email", "whatsapp"]);
  expect(transportsFromConfig().channels).toEqual(["email", "whatsapp"]);
});

it("transportsFromConfig delivers by SMTP_URL with MAIL_FROM, and to WHATSAPP_API_URL with the token, the templates named and the language", async () => {
  const booked = await book(validBooking({ preferredDate: FRIDAY, preferredTime: "19:30", consent: WHATSAPP_AGREED }));
  expect(booked.status).toBe(201);
  expect(await deliverDueMessages(transportsFromConfig())).toEqual({ sent: 2, failed: 0 });

  // no CLINIC_NOTIFY_EMAIL: the clinic gets no alert
  expect(out.mails.map((m) => m.to)).toEqual(["asha@example.com"]);
  expect(out.mails[0].headers.from).toBe(`"Dr. Raghavan's Desk" <desk@heartcare-clinic.example>`);
  expect(out.mails[0].subject).toBe(`Appointment booked: ${FRIDAY_WORDS} at 7:30 PM`);

  expect(out.whatsapp.map((c) => [c.path, c.auth, c.body.template.language])).toEqual([
    [
      `/v21.0/${CHANNEL_ENV.WHATSAPP_PHONE_NUMBER_ID}/messages`,
      `Bearer ${CHANNEL_ENV.WHATSAPP_TOKEN}`,
      { code: "en_US" },
    ],
  ]);
  expect(templatesSent(out.whatsapp)).toEqual([
    {
      to: "919840011111",
      name: "clinic_booking_v2",
      parameters: ["Asha Menon", FRIDAY_WORDS, "7:30 PM", clinic().name, clinic().address, booked.body.manageUrl],
    },
  ]);
  expect(tokenOfUrl(booked.body.manageUrl)).toHaveLength(32);
});

it("REMINDER_HOURS by default: one reminder a day before, under its configured template name", async () => {
  await book(validBooking({ preferredDate: FRIDAY, preferredTime: "19:30", consent: WHATSAPP_AGREED }));
  expect(await pendingReminders()).toEqual(["email@2026-11-26T14:00:00.000Z", "whatsapp@2026-11-26T14:00:00.000Z"]);
  await deliverDueMessages(transportsFromConfig());
  setNow(new Date("2026-11-26T14:00:00Z"));
  expect(await deliverDueMessages(transportsFromConfig())).toEqual({ sent: 2, failed: 0 });
  expect(templatesSent(out.whatsapp).map((t) => t.name)).toEqual(["clinic_booking_v2", "clinic_reminder_v2"]);
});

it("the server's worker (started as instrumentation starts it) sends what is due without being asked", async () => {
  await book(validBooking({ preferredDate: FRIDAY, preferredTime: "19:30", consent: WHATSAPP_AGREED }));
  const timer = startMessageWorker();
  expect(timer).not.toBeNull();
  try {
    const sent = await pollUntil(
      () => outbox({ kind: "confirmation" }),
      (rows) => rows.every((r) => r.includes("|sent|")),
      { timeout: 10_000 },
    );
    expect(sent).toEqual(["confirmation|email|sent|asha@example.com", "confirmation|whatsapp|sent|919840011111"]);
  } finally {
    clearInterval(timer!);
  }
  expect(out.mails.map((m) => m.to)).toEqual(["asha@example.com"]);
  expect(templatesSent(out.whatsapp).map((t) => t.name)).toEqual(["clinic_booking_v2"]);
});
