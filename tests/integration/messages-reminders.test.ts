/**
 * Reminders (FEATURES.md §4), end to end: on the clock, moved with a visit, dropped with a
 * cancellation (which tells the patient), and nothing more for a visit that is over or deleted.
 * Bookings' messages: messages-flow.test.ts.
 * Both channels are configured, with reminders 24 and 3 hours ahead; one pass of the worker
 * delivers to a real SMTP server and a double of the WhatsApp Cloud API on loopback
 * (tests/fixtures/messages.ts). Today is Tuesday 24 November 2026, noon in the clinic (the pinned
 * clock), unless a test moves it. On this file's own database (SQLite, or PostgreSQL with TEST_DB=postgresql).
 * The desk's message calls: messages-desk.test.ts; without any channel: messages-unconfigured.test.ts.
 */
import { clinic } from "@/lib/content/clinic";
import { db } from "@/lib/server/db";
import { setNow } from "@/lib/shared/clock";
import { icsProps, manage } from "../fixtures/manage";
import { outbox, pendingReminders } from "../fixtures/messages";
import { useCookie } from "../fixtures/patients";
import {
  ASHA_WHATSAPP,
  bookFriday,
  DESK,
  FRIDAY_REMINDERS,
  FRIDAY_WORDS,
  remindersAt,
  setUpMessagesSuite,
} from "../fixtures/messages-suite";

const { session, desk, out, deliverNew, expectNothingMedical } = setUpMessagesSuite();
beforeEach(() => useCookie(session.cookie));

describe("reminders on the clock", () => {
  it("each goes at its time (24 h, then 3 h before, clinic time), once, and not before", async () => {
    const { id, manageUrl } = await bookFriday();
    await deliverNew(); // the confirmation and the alert
    expect(await pendingReminders(id)).toEqual(remindersAt(FRIDAY_REMINDERS));

    setNow(new Date(Date.parse(FRIDAY_REMINDERS[0]) - 60_000));
    expect(await deliverNew()).toEqual({ result: { sent: 0, failed: 0 }, mails: [], whatsapp: [] });

    setNow(new Date(FRIDAY_REMINDERS[0]));
    const first = await deliverNew();
    expect(first.result).toEqual({ sent: 2, failed: 0 });
    expect(first.mails.map((m) => [m.to, m.subject])).toEqual([
      ["asha@example.com", `Reminder: your appointment on ${FRIDAY_WORDS} at 7:30 PM`],
    ]);
    expect(first.mails[0].text).toContain(manageUrl);
    expect(first.mails[0].attachments).toEqual([]);
    expect(first.whatsapp).toEqual([
      {
        to: ASHA_WHATSAPP,
        name: "appointment_reminder",
        parameters: ["Asha Menon", FRIDAY_WORDS, "7:30 PM", clinic().name, clinic().address, manageUrl],
      },
    ]);
    expect(await pendingReminders(id)).toEqual(remindersAt(FRIDAY_REMINDERS.slice(1)));

    setNow(new Date(Date.parse(FRIDAY_REMINDERS[1]) - 60_000));
    expect((await deliverNew()).result).toEqual({ sent: 0, failed: 0 });
    setNow(new Date(Date.parse(FRIDAY_REMINDERS[1]) + 60_000));
    const second = await deliverNew();
    expect(second.result).toEqual({ sent: 2, failed: 0 });
    expect(second.mails.map((m) => m.subject)).toEqual([`Reminder: your appointment on ${FRIDAY_WORDS} at 7:30 PM`]);
    expect(await pendingReminders(id)).toEqual([]);
    expect((await deliverNew()).result).toEqual({ sent: 0, failed: 0 });
    expectNothingMedical(out.mails);
  });

  it("a booking less than 3 hours ahead gets no reminder at all (none past due)", async () => {
    setNow(new Date("2026-11-24T10:30:00Z")); // 4:00 PM in the clinic
    const { id } = await bookFriday({ preferredDate: "2026-11-24", preferredTime: "18:30" });
    expect(await pendingReminders(id)).toEqual([]);
    expect(await outbox({ kind: "reminder" })).toEqual([]);
    const { mails, whatsapp } = await deliverNew();
    expect(mails.map((m) => m.to)).toEqual(["asha@example.com", DESK]);
    expect(whatsapp.map((w) => w.name)).toEqual(["appointment_confirmation"]);
  });

  it("a booking 5½ hours ahead gets only the 3-hour reminder", async () => {
    setNow(new Date("2026-11-24T07:30:00Z")); // 1:00 PM in the clinic
    const { id } = await bookFriday({ preferredDate: "2026-11-24", preferredTime: "18:30" });
    expect(await pendingReminders(id)).toEqual(remindersAt(["2026-11-24T10:00:00.000Z"]));
  });
});

describe("a move takes the reminders with it", () => {
  it("the desk's reschedule: old reminders dropped, new ones at the new time, a notice to the patient, no alert", async () => {
    const { id, manageUrl } = await bookFriday();
    await deliverNew();
    const res = await desk.reschedule({ id, preferredDate: "2026-11-28", preferredTime: "18:00" });
    expect(res.status).toBe(200);
    // Saturday 6:00 PM in the clinic is 12:30 UTC
    expect(await pendingReminders(id)).toEqual(remindersAt(["2026-11-27T12:30:00.000Z", "2026-11-28T09:30:00.000Z"]));
    expect(await db().message.count({ where: { appointmentId: id, kind: "reminder", status: "cancelled" } })).toBe(4);

    const { mails, whatsapp } = await deliverNew();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["asha@example.com", "Appointment moved to Saturday, 28 November 2026 at 6:00 PM"],
    ]);
    expect(mails[0].text).toContain(manageUrl);
    const props = icsProps(mails[0].attachments[0].content);
    expect(props.DTSTART).toEqual(["20261128T180000"]);
    expect(props.SEQUENCE).toEqual(["1"]);
    expect(whatsapp.map((w) => [w.name, w.parameters.slice(0, 3)])).toEqual([
      ["appointment_rescheduled", ["Asha Menon", "Saturday, 28 November 2026", "6:00 PM"]],
    ]);

    // the old time's reminder never goes; the new one does
    setNow(new Date(FRIDAY_REMINDERS[0]));
    expect((await deliverNew()).result).toEqual({ sent: 0, failed: 0 });
    setNow(new Date("2026-11-27T12:30:00Z"));
    expect((await deliverNew()).mails.map((m) => m.subject)).toEqual([
      "Reminder: your appointment on Saturday, 28 November 2026 at 6:00 PM",
    ]);
  });

  it("the patient's move by link: the same, and the clinic is told where it was before", async () => {
    const { id, token } = await bookFriday();
    await deliverNew();
    const res = await manage.reschedule(token, { preferredDate: "2026-11-26", preferredTime: "20:15" });
    expect(res.status).toBe(200);
    // Thursday 8:15 PM in the clinic is 14:45 UTC
    expect(await pendingReminders(id)).toEqual(remindersAt(["2026-11-25T14:45:00.000Z", "2026-11-26T11:45:00.000Z"]));

    const { mails, whatsapp } = await deliverNew();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["asha@example.com", "Appointment moved to Thursday, 26 November 2026 at 8:15 PM"],
      [DESK, "Moved by the patient: Asha Menon, Thursday, 26 November 2026 at 8:15 PM"],
    ]);
    expect(mails[1].text).toContain(`Before: ${FRIDAY_WORDS} at 7:30 PM`);
    expect(icsProps(mails[0].attachments[0].content).DTSTART).toEqual(["20261126T201500"]);
    expect(whatsapp.map((w) => w.name)).toEqual(["appointment_rescheduled"]);
    expectNothingMedical(mails);
  });
});

describe("a cancellation drops the reminders and tells the patient", () => {
  it("by the desk: a notice with the calendar file cancelled, no alert, no reminder left", async () => {
    const { id } = await bookFriday();
    await deliverNew();
    expect((await desk.setStatus({ id, status: "Cancelled" })).status).toBe(200);
    expect(await pendingReminders(id)).toEqual([]);
    expect(await outbox({ appointmentId: id, kind: "cancelled" })).toEqual([
      "cancelled|email|queued|asha@example.com",
      `cancelled|whatsapp|queued|${ASHA_WHATSAPP}`,
    ]);

    const { mails, whatsapp } = await deliverNew();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["asha@example.com", `Appointment cancelled: ${FRIDAY_WORDS} at 7:30 PM`],
    ]);
    expect(mails[0].text).toContain(`on ${FRIDAY_WORDS} at 7:30 PM has been cancelled`);
    // the booking form, where they book again
    expect(mails[0].text).toContain(`To book again: ${clinic().siteUrl}/contact#book or call ${clinic().phone}.`);
    expect(icsProps(mails[0].attachments[0].content).STATUS).toEqual(["CANCELLED"]);
    expect(whatsapp).toEqual([
      {
        to: ASHA_WHATSAPP,
        name: "appointment_cancelled",
        parameters: [
          "Asha Menon",
          FRIDAY_WORDS,
          "7:30 PM",
          clinic().name,
          clinic().phone,
          `${clinic().siteUrl}/contact#book`,
        ],
      },
    ]);
    for (const at of FRIDAY_REMINDERS) {
      setNow(new Date(at));
      expect((await deliverNew()).result).toEqual({ sent: 0, failed: 0 });
    }
  });

  it("by the patient's link: the notice, and the clinic is told", async () => {
    const { id, token } = await bookFriday();
    await deliverNew();
    expect((await manage.cancel(token)).status).toBe(200);
    expect(await pendingReminders(id)).toEqual([]);
    const { mails, whatsapp } = await deliverNew();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["asha@example.com", `Appointment cancelled: ${FRIDAY_WORDS} at 7:30 PM`],
      [DESK, `Cancelled by the patient: Asha Menon, ${FRIDAY_WORDS} at 7:30 PM`],
    ]);
    expect(mails[1].text).toContain(`Was: ${FRIDAY_WORDS} at 7:30 PM`);
    expect(whatsapp.map((w) => w.name)).toEqual(["appointment_cancelled"]);
    expectNothingMedical(mails);
  });

  it("pending again (the desk restores it): the reminders come back, with no notice", async () => {
    const { id } = await bookFriday();
    await desk.setStatus({ id, status: "Cancelled" });
    await deliverNew();
    expect((await desk.setStatus({ id, status: "" })).status).toBe(200);
    expect(await pendingReminders(id)).toEqual(remindersAt(FRIDAY_REMINDERS));
    expect(await deliverNew()).toEqual({ result: { sent: 0, failed: 0 }, mails: [], whatsapp: [] });
  });
});

describe("a visit that is over, or deleted, has nothing more sent", () => {
  it.each(["Done", "No-show"])("marked %s: the reminders are dropped, no notice", async (status) => {
    const { id } = await bookFriday();
    await deliverNew();
    expect((await desk.setStatus({ id, status })).status).toBe(200);
    expect(await pendingReminders(id)).toEqual([]);
    expect(await db().message.count({ where: { appointmentId: id, kind: "reminder", status: "cancelled" } })).toBe(4);
    for (const at of FRIDAY_REMINDERS) {
      setNow(new Date(at));
      expect(await deliverNew()).toEqual({ result: { sent: 0, failed: 0 }, mails: [], whatsapp: [] });
    }
  });

  it("deleted: the reminders are dropped, no notice", async () => {
    const { id } = await bookFriday();
    await deliverNew();
    expect((await desk.remove(String(id))).status).toBe(200);
    expect(await pendingReminders(id)).toEqual([]);
    for (const at of FRIDAY_REMINDERS) {
      setNow(new Date(at));
      expect(await deliverNew()).toEqual({ result: { sent: 0, failed: 0 }, mails: [], whatsapp: [] });
    }
  });
});
