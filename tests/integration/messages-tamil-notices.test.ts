/**
 * Every notice to a patient in the patient's language (FEATURES.md §6): the cancellation, the
 * move, closure and running-late notices and the click-to-chat text. A booking's own messages and
 * the calendar files: messages-tamil.test.ts.
 * The clinic's own alert stays English. Both channels configured, reminders 24 and 3 hours ahead,
 * delivered to a real SMTP server and a WhatsApp Cloud API double on loopback
 * (tests/fixtures/messages.ts). Today is Tuesday 24 November 2026, noon in the clinic (the pinned
 * clock), unless a test moves it. On this file's own database (SQLite, or PostgreSQL with
 * TEST_DB=postgresql).
 */
import { clinic } from "@/lib/content/clinic";
import { setNow } from "@/lib/shared/clock";
import { adminCookie } from "../fixtures/admin";
import { seed } from "../fixtures/appointments";
import { icsProps, manage, seedManaged } from "../fixtures/manage";
import { readChatLink, everyoneAgreedToWhatsapp } from "../fixtures/messages";
import { DESK, FRIDAY, FRIDAY_WORDS as FRIDAY_EN, REASON } from "../fixtures/messages-suite";
import {
  ARRIVAL_TA,
  bookFriday,
  FRIDAY_TA,
  fridayTemplateTa,
  setUpTamilSuite,
  SEVEN_THIRTY_TA,
} from "../fixtures/tamil";
import { callTo, englishWords, expectFoldedWell, mailTo, template } from "../fixtures/tamil";

const { session, desk, deliverNew, calendar, messages } = setUpTamilSuite();

it("cancelled by the patient's link: the notice and a cancelled calendar file in Tamil, the way to book again under /ta; the clinic told in English", async () => {
  const { token } = await bookFriday();
  await deliverNew();
  expect((await manage.cancel(token)).status).toBe(200);
  const { mails, whatsapp } = await deliverNew();

  const mail = mailTo(mails, "asha@example.com");
  expect(mail.subject).toBe(`முன்பதிவு ரத்து செய்யப்பட்டது: ${FRIDAY_TA}, ${SEVEN_THIRTY_TA}`);
  expect(mail.text).toContain(
    `${clinic().name}-இல் ${FRIDAY_TA} அன்று ${SEVEN_THIRTY_TA}க்கு இருந்த உங்கள் முன்பதிவு ரத்து செய்யப்பட்டுள்ளது.`,
  );
  expect(mail.text).toContain(
    `மீண்டும் முன்பதிவு செய்ய: ${clinic().siteUrl}/ta/contact#book அல்லது ${clinic().phone} என்ற எண்ணில் அழைக்கவும்.`,
  );
  expect(englishWords(mail.text, ["Asha", "Menon"])).toEqual([]);
  const props = icsProps(mail.attachments[0].content);
  expect(props.SUMMARY).toEqual([`ரத்து செய்யப்பட்டது: மருத்துவர் முன்பதிவு — ${clinic().name.replace(/,/g, "\\,")}`]);
  expect(props.DESCRIPTION[0]).toContain("இந்த முன்பதிவு ரத்து செய்யப்பட்டுள்ளது.");
  expect(props.STATUS).toEqual(["CANCELLED"]);
  expectFoldedWell(mail.attachments[0].content);

  expect(whatsapp.map(template)).toEqual([
    fridayTemplateTa("appointment_cancelled", clinic().phone, `${clinic().siteUrl}/ta/contact#book`),
  ]);
  expect(mailTo(mails, DESK).subject).toBe(`Cancelled by the patient: Asha Menon, ${FRIDAY_EN} at 7:30 PM`);
});

it("moved by the desk: the notice in Tamil with the new date and time, and the calendar file moved", async () => {
  const { appointment, manageUrl } = await bookFriday();
  await deliverNew();
  expect(
    (await desk.reschedule({ id: appointment.id, preferredDate: "2026-11-28", preferredTime: "18:00" })).status,
  ).toBe(200);
  const { mails, whatsapp } = await deliverNew();
  expect(mails.map((m) => [m.to, m.subject])).toEqual([
    ["asha@example.com", "முன்பதிவு மாற்றப்பட்டது: சனி, 28 நவம்பர், 2026, மாலை 6:00 மணி"],
  ]);
  expect(mails[0].text).toContain(
    `${clinic().name}-இல் உங்கள் முன்பதிவு சனி, 28 நவம்பர், 2026 அன்று மாலை 6:00 மணிக்கு மாற்றப்பட்டுள்ளது.`,
  );
  expect(mails[0].text).toContain(`முன்பதிவைப் பார்க்க, மாற்ற அல்லது ரத்து செய்ய: ${manageUrl}`);
  const props = icsProps(mails[0].attachments[0].content);
  expect([props.DTSTART, props.SEQUENCE, props.URL]).toEqual([["20261128T180000"], ["1"], [manageUrl]]);
  expect(props.SUMMARY[0]).toMatch(/^மருத்துவர் முன்பதிவு — /);
  expect(whatsapp.map(template)).toEqual([
    {
      name: "appointment_rescheduled",
      language: "ta",
      parameters: ["Asha Menon", "சனி, 28 நவம்பர், 2026", "மாலை 6:00 மணி", clinic().name, clinic().address, manageUrl],
    },
  ]);
});

it("a closure: the Tamil patient is asked in Tamil (with the reason as staff wrote it and the /ta link), the English one in English", async () => {
  const [asha, ravi] = await seedManaged(
    { name: "Asha Menon", date: FRIDAY, time: "19:30" },
    { name: "Ravi Kumar", date: FRIDAY, time: "19:45" },
  );
  await everyoneAgreedToWhatsapp(); // only a recorded yes sends WhatsApp (issue 26)
  expect((await desk.editPatient(asha.appointment.patientId, { language: "ta" })).status).toBe(200);
  const res = await calendar.addClosure({ startDate: FRIDAY, endDate: FRIDAY, reason: REASON, notify: true });
  expect(res.status).toBe(201);
  const { mails, whatsapp } = await deliverNew();

  const tamil = mailTo(mails, asha.appointment.email!);
  expect(tamil.subject).toBe(
    `${FRIDAY_TA} அன்று கிளினிக் மூடப்பட்டிருக்கும்: தயவுசெய்து வேறு நேரத்தைத் தேர்ந்தெடுக்கவும்`,
  );
  expect(tamil.text).toContain(
    `${FRIDAY_TA} அன்று (${REASON}) கிளினிக் மூடப்பட்டிருக்கும். அதே நாளில் ${SEVEN_THIRTY_TA}க்கு உங்கள் முன்பதிவு பதிவாகியுள்ளது. சிரமத்திற்கு வருந்துகிறோம்.`,
  );
  const tamilLink = `${clinic().siteUrl}/ta/appointment/${asha.token}`;
  expect(tamil.text).toContain(
    `தயவுசெய்து வேறு நேரத்தைத் தேர்ந்தெடுக்கவும் அல்லது இங்கே ரத்து செய்யவும்: ${tamilLink}`,
  );
  expect(englishWords(tamil.text, ["Asha", "Menon", REASON])).toEqual([]);
  expect(template(callTo(whatsapp, `91${asha.appointment.phone}`))).toEqual({
    name: "clinic_closed",
    language: "ta",
    parameters: ["Asha Menon", FRIDAY_TA, SEVEN_THIRTY_TA, REASON, tamilLink],
  });

  const english = mailTo(mails, ravi.appointment.email!);
  expect(english.subject).toBe(`The clinic is closed on ${FRIDAY_EN}: please choose another time`);
  expect(english.text).toContain(`closed on ${FRIDAY_EN} (${REASON}), the day of your appointment at 7:45 PM`);
  expect(english.text).toContain(`${clinic().siteUrl}/appointment/${ravi.token}`);
  expect(template(callTo(whatsapp, `91${ravi.appointment.phone}`)).language).toBe("en");
});

it("a closure of part of an evening with a Tamil reason: the Tamil patient reads the Tamil reason and the closed times; the English one the English reason and times (issue 29)", async () => {
  const [asha, ravi] = await seedManaged(
    { name: "Asha Menon", date: FRIDAY, time: "19:30" },
    { name: "Ravi Kumar", date: FRIDAY, time: "19:45" },
  );
  await everyoneAgreedToWhatsapp();
  expect((await desk.editPatient(asha.appointment.patientId, { language: "ta" })).status).toBe(200);
  const TAMIL_REASON = "மருத்துவர் மாநாட்டில் இருக்கிறார்";
  const res = await calendar.addClosure({
    startDate: FRIDAY,
    endDate: FRIDAY,
    startTime: "19:00",
    endTime: "20:30",
    reason: REASON,
    reasonTa: TAMIL_REASON,
    notify: true,
  });
  expect(res.status).toBe(201);
  expect(res.body.closure).toMatchObject({ reason: REASON, reasonTa: TAMIL_REASON });
  const { mails, whatsapp } = await deliverNew();

  const tamil = mailTo(mails, asha.appointment.email!);
  expect(tamil.subject).toBe(
    `${FRIDAY_TA} அன்று இரவு 7:00 மணி முதல் இரவு 8:30 மணி வரை கிளினிக் மூடப்பட்டிருக்கும்: தயவுசெய்து வேறு நேரத்தைத் தேர்ந்தெடுக்கவும்`,
  );
  expect(tamil.text).toContain(
    `${FRIDAY_TA} அன்று இரவு 7:00 மணி முதல் இரவு 8:30 மணி வரை (${TAMIL_REASON}) கிளினிக் மூடப்பட்டிருக்கும்.`,
  );
  expect(englishWords(tamil.text, ["Asha", "Menon"])).toEqual([]);
  expect(template(callTo(whatsapp, `91${asha.appointment.phone}`)).parameters.slice(1, 4)).toEqual([
    `${FRIDAY_TA}, இரவு 7:00 மணி – இரவு 8:30 மணி`,
    SEVEN_THIRTY_TA,
    TAMIL_REASON,
  ]);

  const english = mailTo(mails, ravi.appointment.email!);
  expect(english.subject).toBe(
    `The clinic is closed from 7:00 PM to 8:30 PM on ${FRIDAY_EN}: please choose another time`,
  );
  expect(english.text).toContain(
    `The clinic is closed from 7:00 PM to 8:30 PM on ${FRIDAY_EN} (${REASON}), the day of your appointment at 7:45 PM`,
  );
  expect(english.text).not.toContain(TAMIL_REASON);
});

it("running late: each of tonight's patients in their own language; the preview in the first one's", async () => {
  const TODAY = "2026-11-24";
  const [meena, ravi] = await seed(
    { name: "Meena Sundaram", date: TODAY, time: "19:15" },
    { name: "Ravi Kumar", date: TODAY, time: "19:30" },
  );
  await everyoneAgreedToWhatsapp(); // only a recorded yes sends WhatsApp (issue 26)
  setNow(new Date("2026-11-24T12:45:00Z")); // 6:15 PM in the clinic
  session.cookie = await adminCookie();
  expect((await desk.editPatient(meena.patientId, { language: "ta" })).status).toBe(200);

  const preview = await messages.runningLatePreview("?minutes=20");
  expect(preview.body.text).toContain(
    "இன்று மாலை மருத்துவர் சுமார் 20 நிமிடங்கள் தாமதமாக இருக்கிறார். இரவு 7:15 மணிக்கான உங்கள் முன்பதிவு திட்டமிட்டதைவிடச் சற்றுத் தாமதமாகத் தொடங்கும்.",
  );
  expect((await messages.runningLate({ minutes: 20 })).status).toBe(200);
  const { mails, whatsapp } = await deliverNew();

  const tamil = mailTo(mails, meena.email!);
  expect(tamil.subject).toBe("மருத்துவர் சுமார் 20 நிமிடங்கள் தாமதமாக இருக்கிறார்");
  expect(tamil.text.split("\n").slice(0, 3)).toEqual([
    "வணக்கம் Meena Sundaram அவர்களே,",
    "",
    "இன்று மாலை மருத்துவர் சுமார் 20 நிமிடங்கள் தாமதமாக இருக்கிறார். இரவு 7:15 மணிக்கான உங்கள் முன்பதிவு திட்டமிட்டதைவிடச் சற்றுத் தாமதமாகத் தொடங்கும். காத்திருப்புக்கு வருந்துகிறோம்.",
  ]);
  expect(englishWords(tamil.text, ["Meena", "Sundaram"])).toEqual([]);
  expect(template(callTo(whatsapp, `91${meena.phone}`))).toEqual({
    name: "doctor_running_late",
    language: "ta",
    parameters: ["Meena Sundaram", "20", "இரவு 7:15 மணி", clinic().name],
  });
  expect(mailTo(mails, ravi.email!).subject).toBe("The doctor is running about 20 minutes late");
  expect(template(callTo(whatsapp, `91${ravi.phone}`)).parameters).toEqual([
    "Ravi Kumar",
    "20",
    "7:30 PM",
    clinic().name,
  ]);
});

it("the desk's click-to-chat text is in the patient's language, with the /ta link", async () => {
  const [{ appointment, token }] = await seedManaged({ name: "Asha Menon", date: FRIDAY, time: "19:30" });
  await everyoneAgreedToWhatsapp(); // only a recorded yes sends WhatsApp (issue 26)
  await desk.editPatient(appointment.patientId, { language: "ta" });
  const res = await messages.chat(`?appointmentId=${appointment.id}&kind=confirmation`);
  expect(res.status).toBe(303);
  const { text } = readChatLink(res.headers.get("location"));
  expect(text.split("\n").slice(0, 6)).toEqual([
    "வணக்கம் Asha Menon அவர்களே,",
    "",
    `${clinic().name}-இல் உங்கள் முன்பதிவு ${FRIDAY_TA} அன்று ${SEVEN_THIRTY_TA}க்கு உறுதிசெய்யப்பட்டுள்ளது.`,
    ARRIVAL_TA,
    "",
    `முன்பதிவைப் பார்க்க, மாற்ற அல்லது ரத்து செய்ய: ${clinic().siteUrl}/ta/appointment/${token}`,
  ]);
  expect(englishWords(text, ["Asha", "Menon"])).toEqual([]);
});
