/**
 * Messages with no channel configured (FEATURES.md §4: neither SMTP_URL nor the WhatsApp
 * settings, the default of a fresh clone): nothing is written to the outbox for any change,
 * the dashboard says messaging is not set up, "Doctor running late" is refused with what to
 * do instead, and the click-to-chat links still work. Through the real handlers, on this
 * file's own database (SQLite, or PostgreSQL with TEST_DB=postgresql).
 */
import { clinic } from "@/lib/content/clinic";
import { db } from "@/lib/server/db";
import { configuredChannels } from "@/lib/server/outbox/transports";
import { setNow } from "@/lib/shared/clock";
import { MESSAGE_MESSAGES } from "@/lib/shared/validation/messages";
import { adminCookie } from "../fixtures/admin";
import { seed } from "../fixtures/appointments";
import { book, validBooking } from "../fixtures/booking";
import { calendarCalls } from "../fixtures/calendar";
import { manage, setUpManageSuite, tokenOfUrl } from "../fixtures/manage";
import { messageCalls, outbox, readChatLink, WHATSAPP_AGREED } from "../fixtures/messages";
import { seedPatient } from "../fixtures/patients";

for (const name of ["SMTP_URL", "WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "CLINIC_NOTIFY_EMAIL"]) {
  delete process.env[name];
}
const { session, desk } = setUpManageSuite();
const calendar = calendarCalls(() => session.cookie);
const messages = messageCalls(() => session.cookie);

const FRIDAY = "2026-11-27";

it("no channel is configured for this file", () => {
  expect(configuredChannels()).toEqual([]);
});

it("a booking, a desk booking, a move, a cancellation and a closure write no message", async () => {
  const booked = await book(validBooking({ preferredDate: FRIDAY, preferredTime: "19:30" }));
  expect(booked.status).toBe(201);
  const token = tokenOfUrl(booked.body.manageUrl);
  expect((await manage.reschedule(token, { preferredDate: FRIDAY, preferredTime: "20:00" })).status).toBe(200);
  const patient = await seedPatient({ name: "Meena Iyer", phone: "+91 98400 33333", email: "meena@example.com" });
  const forMeena = await desk.bookFor(patient.id, {
    serviceRequired: "ECG",
    preferredDate: FRIDAY,
    preferredTime: "18:00",
  });
  expect(forMeena.status).toBe(201);
  expect(
    (await desk.setStatus({ id: (forMeena.body.appointment as { id: number }).id, status: "Cancelled" })).status,
  ).toBe(200);
  expect((await manage.cancel(token)).status).toBe(200);
  await seed({ name: "Ravi Kumar", date: FRIDAY, time: "19:00" });
  const closure = await calendar.addClosure({ startDate: FRIDAY, endDate: FRIDAY, reason: "Pongal", notify: true });
  expect(closure.status).toBe(201);
  expect(closure.body).toMatchObject({ notified: 0 });
  expect(await outbox()).toEqual([]);
});

it("the dashboard's stats say messaging is not configured", async () => {
  const res = await desk.stats();
  expect(res.status).toBe(200);
  expect(res.body.messages).toEqual({ failed: 0, configured: false });
});

it("Doctor running late: the preview says so; sending puts the notice on the patients' pages, sends nothing and says what to do", async () => {
  await seed({ name: "Asha Menon", date: "2026-11-24", time: "19:15" });
  setNow(new Date("2026-11-24T13:30:00Z")); // 7:00 PM in the clinic
  session.cookie = await adminCookie();
  const preview = await messages.runningLatePreview("?minutes=20");
  expect(preview.status).toBe(200);
  // nobody is messaged without a channel: the count of those reached is 0 (issue 40)
  expect(preview.body).toMatchObject({
    configured: false,
    reachable: 0,
    recipients: [{ name: "Asha Menon", time: "19:15" }],
  });

  const res = await messages.runningLate({ minutes: 20 });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    success: true,
    message: MESSAGE_MESSAGES.runningLateShown(1),
    patients: 1,
    messages: 0,
    reachable: 0,
  });
  expect(await outbox()).toEqual([]);
  expect(await db().evening.findUnique({ where: { date: "2026-11-24" } })).toMatchObject({ lateMinutes: 20 });
  expect(await db().auditLog.count({ where: { action: "message.running-late" } })).toBe(1);
});

it("the click-to-chat link still works: 303 to wa.me with the time and the manage link", async () => {
  // for a patient who agreed to WhatsApp: without a recorded yes, no WhatsApp by hand either (issue 26)
  const booked = await book(validBooking({ preferredDate: FRIDAY, preferredTime: "19:30", consent: WHATSAPP_AGREED }));
  const appointment = await db().appointment.findFirstOrThrow();
  const res = await messages.chat(`?appointmentId=${appointment.id}&kind=confirmation`);
  expect(res.status).toBe(303);
  const { number, text } = readChatLink(res.headers.get("location"));
  expect(number).toBe("919840011111");
  expect(text).toContain("Friday, 27 November 2026 at 7:30 PM");
  expect(text).toContain(booked.body.manageUrl);
  expect(text).toContain(clinic().name);
});

it("the Messages list is empty and answers as usual", async () => {
  await book(validBooking());
  const res = await messages.list();
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, messages: [], total: 0 });
});
