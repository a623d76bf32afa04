/**
 * The outbox and changes made outside an appointment's own calls (FEATURES.md §4): the desk
 * correcting a patient's details, deleting a patient, and a patient cancelling while the
 * confirmation still waits to be sent again. Both channels configured, reminders 24 and 3
 * hours ahead; delivered to a real SMTP server and a WhatsApp Cloud API double on loopback
 * (tests/fixtures/messages.ts). Today is Tuesday 24 November 2026, noon in the clinic (the
 * pinned clock). On this file's own database (SQLite, or PostgreSQL with TEST_DB=postgresql).
 */
import { db } from "@/lib/server/db";
import { setNow } from "@/lib/shared/clock";
import { book, validBooking } from "../fixtures/booking";
import { seedClosure } from "../fixtures/calendar";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { manage, setUpManageSuite, tokenOfUrl } from "../fixtures/manage";
import {
  configureChannels,
  messageStandIns,
  pendingReminders,
  templatesSent,
  WHATSAPP_AGREED,
} from "../fixtures/messages";
import { deletePatient, useCookie } from "../fixtures/patients";

configureChannels();
const { session, desk } = setUpManageSuite();
const out = messageStandIns();
beforeEach(() => useCookie(session.cookie));

const FRIDAY = "2026-11-27";
/** Friday 7:30 PM in the clinic is 14:00 UTC: the reminders go 24 and 3 hours before. */
const FRIDAY_REMINDERS = ["2026-11-26T14:00:00.000Z", "2026-11-27T11:00:00.000Z"];

async function bookFriday() {
  const res = await book(validBooking({ preferredDate: FRIDAY, preferredTime: "19:30", consent: WHATSAPP_AGREED }));
  expect(res.status).toBe(201);
  const appointment = await db().appointment.findFirstOrThrow({ orderBy: { id: "desc" } });
  return { appointment, token: tokenOfUrl(res.body.manageUrl) };
}

/** Every reminder due by the end of Friday, delivered: to whom each went. */
async function deliverAllReminders() {
  const [m, w] = [out.mails.length, out.whatsapp.length];
  for (const at of FRIDAY_REMINDERS) {
    setNow(new Date(at));
    await out.deliver();
  }
  return {
    mails: out.mails.slice(m).map((x) => x.to),
    whatsapp: templatesSent(out.whatsapp.slice(w)).map((x) => x.to),
  };
}

describe("the desk corrects a patient's phone and e-mail", () => {
  it("the pending appointment takes the corrected details", async () => {
    const { appointment } = await bookFriday();
    const res = await desk.editPatient(appointment.patientId, {
      phone: "+91 98400 44444",
      email: "asha.new@example.com",
    });
    expect(res.status).toBe(200);
    expect(await db().appointment.findUniqueOrThrow({ where: { id: appointment.id } })).toMatchObject({
      phone: "+91 98400 44444",
      email: "asha.new@example.com",
    });
  });
});

describe("reminders follow the desk's correction of a phone or e-mail", () => {
  // updatePatient copies the corrected phone and e-mail onto the patient's pending appointments
  // and writes their reminders again (notify.ts onContactChanged), to the new addresses.
  it("the reminders go to the corrected phone and e-mail", async () => {
    const { appointment } = await bookFriday();
    await out.deliver();
    expect(
      (
        await desk.editPatient(appointment.patientId, {
          phone: "+91 98400 44444",
          email: "asha.new@example.com",
        })
      ).status,
    ).toBe(200);
    expect(await deliverAllReminders()).toEqual({
      mails: ["asha.new@example.com", "asha.new@example.com"],
      whatsapp: ["919840044444", "919840044444"],
    });
  });
});

describe("deleting a patient drops what waited to be sent about them", () => {
  // deletePatient drops every unsent message about the appointments it deletes (notify.ts
  // onPatientDeleted): nothing goes out about a record that was erased.
  it("no reminder is left, and none is sent", async () => {
    const { appointment } = await bookFriday();
    await out.deliver();
    const res = await deletePatient(String(appointment.patientId));
    expect(res.status).toBe(200);
    expect(await db().appointment.count()).toBe(0);
    expect(await pendingReminders()).toEqual([]);
    expect(await deliverAllReminders()).toEqual({ mails: [], whatsapp: [] });
    // an erasure: the outbox keeps no row with their address, phone or name, sent or not
    expect(await db().message.count({ where: { appointmentId: appointment.id } })).toBe(0);
  });

  it("deleting only the appointment does drop them (for comparison)", async () => {
    const { appointment } = await bookFriday();
    await out.deliver();
    expect((await desk.remove(String(appointment.id))).status).toBe(200);
    expect(await deliverAllReminders()).toEqual({ mails: [], whatsapp: [] });
  });
});

describe("a confirmation waiting to be retried does not go out after the cancellation", () => {
  // onCancelled drops whatever still waited for the patient (a confirmation being retried
  // included): the cancellation notice is the last word.
  it("after the cancellation notice, no confirmation reaches the patient", async () => {
    const { token } = await bookFriday();
    out.failWhatsApp(1);
    expect(await out.deliver()).toEqual({ sent: 2, failed: 1 }); // the WhatsApp confirmation waits a minute
    setNow(new Date(TUESDAY_NOON_IST.getTime() + 30_000));
    expect((await manage.cancel(token)).status).toBe(200);
    await out.deliver();
    setNow(new Date(TUESDAY_NOON_IST.getTime() + 10 * 60_000));
    await out.deliver();
    expect(templatesSent(out.whatsapp).map((t) => t.name)).toEqual(["appointment_cancelled"]);
  });
});

describe("a reminder is checked when its time comes", () => {
  it("a closure added after booking (without notify) stops the reminders of that evening; removing it lets them go", async () => {
    const { appointment } = await bookFriday();
    await out.deliver(); // the confirmation
    const closed = await seedClosure({ startDate: FRIDAY, endDate: FRIDAY, reason: "Doctor at a conference" });
    setNow(new Date(FRIDAY_REMINDERS[0]));
    await out.deliver();
    // nothing reached the patient, and the desk sees why
    expect(templatesSent(out.whatsapp).map((t) => t.name)).toEqual(["appointment_confirmation"]);
    const skipped = await db().message.findMany({
      where: { appointmentId: appointment.id, kind: "reminder", sendAt: new Date(FRIDAY_REMINDERS[0]) },
    });
    expect(skipped.map((m) => [m.status, m.lastError])).toEqual([
      ["cancelled", "Not sent: the clinic is closed then (Doctor at a conference)."],
      ["cancelled", "Not sent: the clinic is closed then (Doctor at a conference)."],
    ]);
    // the closure goes before the 3-hour reminder: that one is sent
    await db().closure.delete({ where: { id: closed.id } });
    setNow(new Date(FRIDAY_REMINDERS[1]));
    await out.deliver();
    expect(templatesSent(out.whatsapp).map((t) => t.name)).toEqual([
      "appointment_confirmation",
      "appointment_reminder",
    ]);
  });
});
