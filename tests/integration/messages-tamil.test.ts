/**
 * A booking's messages in the patient's language (FEATURES.md §6): a Tamil booking's
 * confirmation e-mail, its calendar file and its WhatsApp template in Tamil, an English
 * patient's in English beside it, the language the desk sets in the profile taken by the next
 * message, and the manage link's calendar file. The notices: messages-tamil-notices.test.ts.
 * The clinic's own alert stays English. Both channels configured, reminders 24 and 3 hours ahead,
 * delivered to a real SMTP server and a WhatsApp Cloud API double on loopback
 * (tests/fixtures/messages.ts). Today is Tuesday 24 November 2026, noon in the clinic (the pinned
 * clock), unless a test moves it. On this file's own database (SQLite, or PostgreSQL with
 * TEST_DB=postgresql).
 */
import { GET as icsGET } from "@/app/api/appointments/manage/[token]/ics/route";
import { clinic } from "@/lib/content/clinic";
import { db } from "@/lib/server/db";
import { renderMessage } from "@/lib/server/messages/render";
import { setNow } from "@/lib/shared/clock";
import { adminCookie } from "../fixtures/admin";
import { icsProps, manage, manageIp, seedManaged } from "../fixtures/manage";
import { everyoneAgreedToWhatsapp } from "../fixtures/messages";
import { DESK, FRIDAY, FRIDAY_REMINDERS, FRIDAY_WORDS as FRIDAY_EN } from "../fixtures/messages-suite";
import {
  ARRIVAL_TA,
  bookFriday,
  FRIDAY_TA,
  fridayTemplateTa,
  RAVI,
  setUpTamilSuite,
  SEVEN_THIRTY_TA,
} from "../fixtures/tamil";
import { callTo, englishWords, expectFoldedWell, mailTo, template } from "../fixtures/tamil";

const { session, desk, deliverNew } = setUpTamilSuite();

it("a Tamil booking: the confirmation e-mail in Tamil — subject, body, the date and time, the /ta link — with the clinic's alert in English", async () => {
  const { manageUrl, token } = await bookFriday();
  expect(manageUrl).toBe(`${clinic().siteUrl}/ta/appointment/${token}`);
  const { mails } = await deliverNew();
  expect(mails.map((m) => m.to)).toEqual(["asha@example.com", DESK]);

  const mail = mailTo(mails, "asha@example.com");
  expect(mail.subject).toBe(`முன்பதிவு உறுதிசெய்யப்பட்டது: ${FRIDAY_TA}, ${SEVEN_THIRTY_TA}`);
  expect(mail.text.split("\n")).toEqual([
    "வணக்கம் Asha Menon அவர்களே,",
    "",
    `${clinic().name}-இல் உங்கள் முன்பதிவு ${FRIDAY_TA} அன்று ${SEVEN_THIRTY_TA}க்கு உறுதிசெய்யப்பட்டுள்ளது.`,
    ARRIVAL_TA,
    "",
    `முன்பதிவைப் பார்க்க, மாற்ற அல்லது ரத்து செய்ய: ${manageUrl}`,
    // every message's line to the patient's own page (FEATURES.md §15), under /ta
    `உங்கள் எல்லா முன்பதிவுகளையும் பார்க்க: ${clinic().siteUrl}/ta/my`,
    "",
    clinic().name,
    clinic().address,
    `தொலைபேசி: ${clinic().phone}`,
  ]);
  expect(englishWords(`${mail.subject}\n${mail.text}`, ["Asha", "Menon"])).toEqual([]);
  expect((await manage.get(token)).status).toBe(200); // the link opens the appointment

  const alert = mailTo(mails, DESK);
  expect(alert.subject).toBe(`New booking: Asha Menon, ${FRIDAY_EN} at 7:30 PM`);
  expect(alert.text).toContain(`When: ${FRIDAY_EN} at 7:30 PM`);
});

it("…with the calendar file in Tamil attached: SUMMARY and DESCRIPTION in Tamil, the same start, folded between letters", async () => {
  const { manageUrl } = await bookFriday({ patientName: "முத்துலட்சுமி சுப்பிரமணியன்" });
  const { mails } = await deliverNew();
  const [ics] = mailTo(mails, "asha@example.com").attachments;
  expect(ics).toMatchObject({ filename: "appointment.ics", contentType: "text/calendar" });
  expect(mailTo(mails, "asha@example.com").text).toContain("வணக்கம் முத்துலட்சுமி சுப்பிரமணியன் அவர்களே,");

  const lines = expectFoldedWell(ics.content);
  expect(lines.filter((l) => l.startsWith(" ")).length).toBeGreaterThan(3); // the Tamil lines are long: folded
  const props = icsProps(ics.content);
  expect(props.SUMMARY).toEqual([`மருத்துவர் முன்பதிவு — ${clinic().name.replace(/,/g, "\\,")}`]);
  expect(props.DESCRIPTION[0].split("\\n")).toEqual([
    "முத்துலட்சுமி சுப்பிரமணியன் அவர்களின் முன்பதிவு.",
    ARRIVAL_TA.replace(/[;,]/g, (c) => `\\${c}`),
    `கிளினிக் தொலைபேசி: ${clinic().phone}`,
    `மாற்ற அல்லது ரத்து செய்ய: ${manageUrl}`,
  ]);
  expect(props.DESCRIPTION[1]).toBe("கிளினிக்கில் உங்கள் முன்பதிவு"); // the alarm's
  expect(props.DTSTART).toEqual(["20261127T193000"]);
  expect(ics.content).toContain("DTSTART;TZID=Asia/Kolkata:20261127T193000\r\n");
  expect(props.URL).toEqual([manageUrl]);
  expect(props.STATUS).toEqual(["CONFIRMED"]);
});

it("the WhatsApp double receives the Tamil template: language code ta, the date and time in Tamil, the /ta link", async () => {
  const { manageUrl } = await bookFriday();
  const { whatsapp } = await deliverNew();
  expect(whatsapp.map(template)).toEqual([
    {
      name: "appointment_confirmation",
      language: "ta",
      parameters: ["Asha Menon", FRIDAY_TA, SEVEN_THIRTY_TA, clinic().name, clinic().address, manageUrl],
    },
  ]);
});

it("an English patient in the same run still gets English, on both channels", async () => {
  await bookFriday();
  const ravi = await bookFriday({ ...RAVI, language: "en" });
  expect(ravi.manageUrl).toBe(`${clinic().siteUrl}/appointment/${ravi.token}`);
  const { mails, whatsapp } = await deliverNew();

  expect(mailTo(mails, "asha@example.com").subject).toMatch(/^முன்பதிவு உறுதிசெய்யப்பட்டது/);
  const mail = mailTo(mails, "ravi@example.com");
  expect(mail.subject).toBe(`Appointment booked: ${FRIDAY_EN} at 7:45 PM`);
  expect(mail.text).toContain("Dear Ravi Kumar,");
  expect(mail.text).toContain(`To see, move or cancel it: ${ravi.manageUrl}`);
  expect(icsProps(mail.attachments[0].content).SUMMARY).toEqual([
    `Appointment — ${clinic().name.replace(/,/g, "\\,")}`,
  ]);

  expect(template(callTo(whatsapp, "919840011111"))).toMatchObject({ language: "ta" });
  expect(template(callTo(whatsapp, "919840022222"))).toEqual({
    name: "appointment_confirmation",
    language: "en",
    parameters: ["Ravi Kumar", FRIDAY_EN, "7:45 PM", clinic().name, clinic().address, ravi.manageUrl],
  });
});

it("a patient the desk switches to Tamil in the profile gets the next reminder in Tamil (and English again once switched back)", async () => {
  const { appointment, token } = await bookFriday({ language: "en" });
  expect((await deliverNew()).mails[0].subject).toBe(`Appointment booked: ${FRIDAY_EN} at 7:30 PM`);

  const toTamil = await desk.editPatient(appointment.patientId, { language: "ta" });
  expect(toTamil.status).toBe(200);
  expect((await db().patient.findUniqueOrThrow({ where: { id: appointment.patientId } })).language).toBe("ta");

  setNow(new Date(FRIDAY_REMINDERS[0]));
  const first = await deliverNew();
  expect(first.mails.map((m) => m.subject)).toEqual([
    `நினைவூட்டல்: ${FRIDAY_TA} அன்று ${SEVEN_THIRTY_TA}க்கு உங்கள் முன்பதிவு`,
  ]);
  expect(first.mails[0].text).toContain(
    `${clinic().name}-இல் ${FRIDAY_TA} அன்று ${SEVEN_THIRTY_TA}க்கு உங்கள் முன்பதிவு உள்ளது என்பதை நினைவூட்டுகிறோம்.`,
  );
  expect(first.mails[0].text).toContain(
    `முன்பதிவை மாற்ற அல்லது ரத்து செய்ய: ${clinic().siteUrl}/ta/appointment/${token}`,
  );
  expect(englishWords(first.mails[0].text, ["Asha", "Menon"])).toEqual([]);
  expect(first.whatsapp.map(template)).toEqual([
    fridayTemplateTa("appointment_reminder", clinic().address, `${clinic().siteUrl}/ta/appointment/${token}`),
  ]);

  session.cookie = await adminCookie(); // a session fresh at the moved clock
  expect((await desk.editPatient(appointment.patientId, { language: "en" })).status).toBe(200);
  setNow(new Date(FRIDAY_REMINDERS[1]));
  const second = await deliverNew();
  expect(second.mails.map((m) => m.subject)).toEqual([`Reminder: your appointment on ${FRIDAY_EN} at 7:30 PM`]);
  expect(second.whatsapp.map((c) => template(c).language)).toEqual(["en"]);
});

describe("the manage link's calendar file", () => {
  /** GET /api/appointments/manage/{token}/ics with a query string (the fixture's call takes none). */
  const icsOf = async (token: string, query = "") => {
    const req = new Request(`http://localhost/api/appointments/manage/${token}/ics${query}`, {
      headers: { "x-forwarded-for": manageIp() },
    });
    const res = await icsGET(req, { params: Promise.resolve({ token }) });
    return { status: res.status, text: await res.text() };
  };

  it("is in the patient's language; ?lang=en or ?lang=ta asks for one; another language is a 400", async () => {
    const [asha, ravi] = await seedManaged(
      { name: "Asha Menon", date: FRIDAY, time: "19:30" },
      { name: "Ravi Kumar", date: FRIDAY, time: "19:45" },
    );
    await everyoneAgreedToWhatsapp(); // only a recorded yes sends WhatsApp (issue 26)
    await desk.editPatient(asha.appointment.patientId, { language: "ta" });

    const tamil = await icsOf(asha.token);
    expect(tamil.status).toBe(200);
    expectFoldedWell(tamil.text);
    expect(icsProps(tamil.text).SUMMARY[0]).toMatch(/^மருத்துவர் முன்பதிவு — /);
    expect(icsProps(tamil.text).URL).toEqual([`${clinic().siteUrl}/ta/appointment/${asha.token}`]);
    expect(icsProps(tamil.text).DTSTART).toEqual(["20261127T193000"]);

    const english = await icsOf(ravi.token);
    expect(icsProps(english.text).SUMMARY[0]).toMatch(/^Appointment — /);
    expect(icsProps(english.text).URL).toEqual([`${clinic().siteUrl}/appointment/${ravi.token}`]);

    expect(icsProps((await icsOf(asha.token, "?lang=en")).text).SUMMARY[0]).toMatch(/^Appointment — /);
    expect(icsProps((await icsOf(ravi.token, "?lang=ta")).text).SUMMARY[0]).toMatch(/^மருத்துவர் முன்பதிவு — /);
    expect((await icsOf(ravi.token, "?lang=fr")).status).toBe(400);
  });
});

it("a message whose appointment (and patient) is gone is written in English", async () => {
  const facts = { firstName: "Asha", date: FRIDAY, time: "19:30" };
  const row = (appointmentId: number | null) => ({
    channel: "email",
    kind: "cancelled",
    appointmentId,
    payload: JSON.stringify({ facts }),
  });
  const [{ appointment }] = await seedManaged({ name: "Asha Menon", date: FRIDAY, time: "19:30" });
  await db().patient.update({ where: { id: appointment.patientId }, data: { language: "ta" } });
  expect(await renderMessage(row(appointment.id))).toMatchObject({ subject: expect.stringMatching(/^முன்பதிவு/) });
  expect(await renderMessage(row(null))).toMatchObject({ subject: `Appointment cancelled: ${FRIDAY_EN} at 7:30 PM` });
});
