/**
 * Every message to a patient in the patient's language (FEATURES.md §6): a Tamil booking's
 * confirmation e-mail, its calendar file and its WhatsApp template in Tamil, an English
 * patient's in English beside it, the language the desk sets in the profile taken by the next
 * message, the move, cancellation, closure and running-late notices, the click-to-chat text
 * and the manage link's calendar file. The clinic's own alert stays English. Both channels
 * configured, reminders 24 and 3 hours ahead, delivered to a real SMTP server and a WhatsApp
 * Cloud API double on loopback (tests/fixtures/messages.ts). Today is Tuesday 24 November
 * 2026, noon in the clinic (the pinned clock), unless a test moves it. On this file's own
 * database (SQLite, or PostgreSQL with TEST_DB=postgresql).
 */
import { GET as icsGET } from "@/app/api/appointments/manage/[token]/ics/route";
import { clinic } from "@/lib/content/clinic";
import { db } from "@/lib/server/db";
import { renderMessage } from "@/lib/server/messages/render";
import { setNow } from "@/lib/shared/clock";
import { adminCookie } from "../fixtures/admin";
import { seed } from "../fixtures/appointments";
import { book, validBooking } from "../fixtures/booking";
import { calendarCalls } from "../fixtures/calendar";
import { icsProps, manage, manageIp, seedManaged, setUpManageSuite, tokenOfUrl } from "../fixtures/manage";
import {
  CHANNEL_ENV,
  configureChannels,
  messageCalls,
  messageStandIns,
  readChatLink,
  type Mail,
  type WhatsAppCall,
} from "../fixtures/messages";

configureChannels();
const { session, desk } = setUpManageSuite();
const out = messageStandIns();
const calendar = calendarCalls(() => session.cookie);
const messages = messageCalls(() => session.cookie);

const DESK = CHANNEL_ENV.CLINIC_NOTIFY_EMAIL;
const FRIDAY = "2026-11-27";
const FRIDAY_EN = "Friday, 27 November 2026";
const FRIDAY_TA = "வெள்ளி, 27 நவம்பர், 2026";
const SEVEN_THIRTY_TA = "அந்தி மாலை 7:30";
/** Friday 7:30 PM in the clinic is 14:00 UTC: the reminders go 24 and 3 hours before. */
const FRIDAY_REMINDERS = ["2026-11-26T14:00:00.000Z", "2026-11-27T11:00:00.000Z"];
const REASON = "Doctor at a conference";
const ARRIVAL_TA =
  "தயவுசெய்து 15 நிமிடங்கள் முன்னதாக வாருங்கள்; முந்தைய மருத்துவப் பதிவுகளையும், தற்போது எடுத்துக்கொள்ளும் மருந்துகளின் பட்டியலையும் கொண்டு வாருங்கள்.";

const RAVI = {
  patientName: "Ravi Kumar",
  patientEmail: "ravi@example.com",
  patientPhone: "+91 98400 22222",
  preferredTime: "19:45",
};

/** Books Friday 7:30 PM by the public form (in Tamil unless told); answers the appointment, its link and token. */
async function bookFriday(overrides: Record<string, unknown> = {}) {
  const res = await book(validBooking({ preferredDate: FRIDAY, preferredTime: "19:30", language: "ta", ...overrides }));
  expect(res.status).toBe(201);
  const appointment = await db().appointment.findFirstOrThrow({ orderBy: { id: "desc" } });
  return { appointment, manageUrl: res.body.manageUrl as string, token: tokenOfUrl(res.body.manageUrl) };
}

/** One pass of the worker: the mails and the WhatsApp calls that went out in it. */
async function deliverNew() {
  const [m, w] = [out.mails.length, out.whatsapp.length];
  await out.deliver();
  return { mails: out.mails.slice(m), whatsapp: out.whatsapp.slice(w) };
}

const mailTo = (mails: Mail[], to: string) => mails.find((m) => m.to === to)!;
const callTo = (calls: WhatsAppCall[], to: string) => calls.find((c) => c.body.to === to)!;
const template = (call: WhatsAppCall) => ({
  name: call.body.template.name,
  language: call.body.template.language.code,
  parameters: call.body.template.components[0].parameters.map((p) => p.text),
});

/**
 * The English words left in a text once what is meant to stay as written is taken out: the
 * clinic's name, address and phone, the links, and `keep` (the patient's name, a reason
 * staff typed).
 */
function englishWords(text: string, keep: string[] = []): string[] {
  const c = clinic();
  let rest = text.replace(/https?:\/\/\S+/g, " ");
  for (const s of [c.name, c.address, c.phone, ...keep]) rest = rest.split(s).join(" ");
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

/** The calendar file's physical lines, each checked: at most 75 octets, whole UTF-8, never starting inside a letter. */
function expectFoldedWell(ics: string) {
  const bytes = new TextEncoder();
  const strict = new TextDecoder("utf-8", { fatal: true });
  const lines = ics.split("\r\n");
  for (const line of lines) {
    const encoded = bytes.encode(line);
    expect(encoded.length).toBeLessThanOrEqual(75);
    expect(strict.decode(encoded)).toBe(line); // no half of a character on either side of a fold
    if (line.startsWith(" ")) expect(line.slice(1)).not.toMatch(/^\p{M}/u); // no vowel sign or virama cut from its letter
  }
  return lines;
}

it("a Tamil booking: the confirmation e-mail in Tamil — subject, body, the date and time, the /ta link — with the clinic's alert in English", async () => {
  const { manageUrl, token } = await bookFriday();
  expect(manageUrl).toBe(`${clinic().siteUrl}/ta/appointment/${token}`);
  const { mails } = await deliverNew();
  expect(mails.map((m) => m.to)).toEqual(["asha@example.com", DESK]);

  const mail = mailTo(mails, "asha@example.com");
  expect(mail.subject).toBe(`சந்திப்பு பதிவு செய்யப்பட்டது: ${FRIDAY_TA}, ${SEVEN_THIRTY_TA}`);
  expect(mail.text.split("\n")).toEqual([
    "வணக்கம் Asha அவர்களே,",
    "",
    `${clinic().name}-இல் உங்கள் சந்திப்பு ${FRIDAY_TA} அன்று ${SEVEN_THIRTY_TA} மணிக்குப் பதிவு செய்யப்பட்டுள்ளது.`,
    ARRIVAL_TA,
    "",
    `சந்திப்பைப் பார்க்க, மாற்ற அல்லது ரத்து செய்ய: ${manageUrl}`,
    "",
    clinic().name,
    clinic().address,
    `தொலைபேசி: ${clinic().phone}`,
  ]);
  expect(englishWords(`${mail.subject}\n${mail.text}`, ["Asha"])).toEqual([]);
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
  expect(mailTo(mails, "asha@example.com").text).toContain("வணக்கம் முத்துலட்சுமி அவர்களே,");

  const lines = expectFoldedWell(ics.content);
  expect(lines.filter((l) => l.startsWith(" ")).length).toBeGreaterThan(3); // the Tamil lines are long: folded
  const props = icsProps(ics.content);
  expect(props.SUMMARY).toEqual([`மருத்துவர் சந்திப்பு — ${clinic().name.replace(/,/g, "\\,")}`]);
  expect(props.DESCRIPTION[0].split("\\n")).toEqual([
    "முத்துலட்சுமி அவர்களின் சந்திப்பு.",
    ARRIVAL_TA.replace(/[;,]/g, (c) => `\\${c}`),
    `கிளினிக் தொலைபேசி: ${clinic().phone}`,
    `மாற்ற அல்லது ரத்து செய்ய: ${manageUrl}`,
  ]);
  expect(props.DESCRIPTION[1]).toBe("கிளினிக்கில் உங்கள் சந்திப்பு"); // the alarm's
  expect(props.DTSTART).toEqual(["20261127T193000"]);
  expect(ics.content).toContain("DTSTART;TZID=Asia/Kolkata:20261127T193000\r\n");
  expect(props.URL).toEqual([manageUrl]);
  expect(props.STATUS).toEqual(["TENTATIVE"]);
});

it("the WhatsApp double receives the Tamil template: language code ta, the date and time in Tamil, the /ta link", async () => {
  const { manageUrl } = await bookFriday();
  const { whatsapp } = await deliverNew();
  expect(whatsapp.map(template)).toEqual([
    {
      name: "appointment_confirmation",
      language: "ta",
      parameters: ["Asha", FRIDAY_TA, SEVEN_THIRTY_TA, clinic().name, clinic().address, manageUrl],
    },
  ]);
});

it("an English patient in the same run still gets English, on both channels", async () => {
  await bookFriday();
  const ravi = await bookFriday({ ...RAVI, language: "en" });
  expect(ravi.manageUrl).toBe(`${clinic().siteUrl}/appointment/${ravi.token}`);
  const { mails, whatsapp } = await deliverNew();

  expect(mailTo(mails, "asha@example.com").subject).toMatch(/^சந்திப்பு பதிவு செய்யப்பட்டது/);
  const mail = mailTo(mails, "ravi@example.com");
  expect(mail.subject).toBe(`Appointment booked: ${FRIDAY_EN} at 7:45 PM`);
  expect(mail.text).toContain("Dear Ravi,");
  expect(mail.text).toContain(`To see, move or cancel it: ${ravi.manageUrl}`);
  expect(icsProps(mail.attachments[0].content).SUMMARY).toEqual([
    `Appointment — ${clinic().name.replace(/,/g, "\\,")}`,
  ]);

  expect(template(callTo(whatsapp, "919840011111"))).toMatchObject({ language: "ta" });
  expect(template(callTo(whatsapp, "919840022222"))).toEqual({
    name: "appointment_confirmation",
    language: "en",
    parameters: ["Ravi", FRIDAY_EN, "7:45 PM", clinic().name, clinic().address, ravi.manageUrl],
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
    `நினைவூட்டல்: ${FRIDAY_TA} அன்று ${SEVEN_THIRTY_TA} மணிக்கு உங்கள் சந்திப்பு`,
  ]);
  expect(first.mails[0].text).toContain(
    `${clinic().name}-இல் ${FRIDAY_TA} அன்று ${SEVEN_THIRTY_TA} மணிக்கு உங்கள் சந்திப்பு உள்ளது என்பதை நினைவூட்டுகிறோம்.`,
  );
  expect(first.mails[0].text).toContain(
    `சந்திப்பை மாற்ற அல்லது ரத்து செய்ய: ${clinic().siteUrl}/ta/appointment/${token}`,
  );
  expect(englishWords(first.mails[0].text, ["Asha"])).toEqual([]);
  expect(first.whatsapp.map(template)).toEqual([
    {
      name: "appointment_reminder",
      language: "ta",
      parameters: [
        "Asha",
        FRIDAY_TA,
        SEVEN_THIRTY_TA,
        clinic().name,
        clinic().address,
        `${clinic().siteUrl}/ta/appointment/${token}`,
      ],
    },
  ]);

  session.cookie = await adminCookie(); // a session fresh at the moved clock
  expect((await desk.editPatient(appointment.patientId, { language: "en" })).status).toBe(200);
  setNow(new Date(FRIDAY_REMINDERS[1]));
  const second = await deliverNew();
  expect(second.mails.map((m) => m.subject)).toEqual([`Reminder: your appointment on ${FRIDAY_EN} at 7:30 PM`]);
  expect(second.whatsapp.map((c) => template(c).language)).toEqual(["en"]);
});

it("cancelled by the patient's link: the notice and a cancelled calendar file in Tamil, the way to book again under /ta; the clinic told in English", async () => {
  const { token } = await bookFriday();
  await deliverNew();
  expect((await manage.cancel(token)).status).toBe(200);
  const { mails, whatsapp } = await deliverNew();

  const mail = mailTo(mails, "asha@example.com");
  expect(mail.subject).toBe(`சந்திப்பு ரத்து செய்யப்பட்டது: ${FRIDAY_TA}, ${SEVEN_THIRTY_TA}`);
  expect(mail.text).toContain(
    `${clinic().name}-இல் ${FRIDAY_TA} அன்று ${SEVEN_THIRTY_TA} மணிக்கு இருந்த உங்கள் சந்திப்பு ரத்து செய்யப்பட்டுள்ளது.`,
  );
  expect(mail.text).toContain(
    `மீண்டும் முன்பதிவு செய்ய: ${clinic().siteUrl}/ta#book அல்லது ${clinic().phone} என்ற எண்ணில் அழைக்கவும்.`,
  );
  expect(englishWords(mail.text, ["Asha"])).toEqual([]);
  const props = icsProps(mail.attachments[0].content);
  expect(props.SUMMARY).toEqual([`ரத்து செய்யப்பட்டது: மருத்துவர் சந்திப்பு — ${clinic().name.replace(/,/g, "\\,")}`]);
  expect(props.DESCRIPTION[0]).toContain("இந்தச் சந்திப்பு ரத்து செய்யப்பட்டுள்ளது.");
  expect(props.STATUS).toEqual(["CANCELLED"]);
  expectFoldedWell(mail.attachments[0].content);

  expect(whatsapp.map(template)).toEqual([
    {
      name: "appointment_cancelled",
      language: "ta",
      parameters: ["Asha", FRIDAY_TA, SEVEN_THIRTY_TA, clinic().name, clinic().phone],
    },
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
    ["asha@example.com", "சந்திப்பு மாற்றப்பட்டது: சனி, 28 நவம்பர், 2026, அந்தி மாலை 6:00"],
  ]);
  expect(mails[0].text).toContain(
    `${clinic().name}-இல் உங்கள் சந்திப்பு சனி, 28 நவம்பர், 2026 அன்று அந்தி மாலை 6:00 மணிக்கு மாற்றப்பட்டுள்ளது.`,
  );
  expect(mails[0].text).toContain(`சந்திப்பைப் பார்க்க, மாற்ற அல்லது ரத்து செய்ய: ${manageUrl}`);
  const props = icsProps(mails[0].attachments[0].content);
  expect([props.DTSTART, props.SEQUENCE, props.URL]).toEqual([["20261128T180000"], ["1"], [manageUrl]]);
  expect(props.SUMMARY[0]).toMatch(/^மருத்துவர் சந்திப்பு — /);
  expect(whatsapp.map(template)).toEqual([
    {
      name: "appointment_rescheduled",
      language: "ta",
      parameters: ["Asha", "சனி, 28 நவம்பர், 2026", "அந்தி மாலை 6:00", clinic().name, clinic().address, manageUrl],
    },
  ]);
});

it("a closure: the Tamil patient is asked in Tamil (with the reason as staff wrote it and the /ta link), the English one in English", async () => {
  const [asha, ravi] = await seedManaged(
    { name: "Asha Menon", date: FRIDAY, time: "19:30" },
    { name: "Ravi Kumar", date: FRIDAY, time: "19:45" },
  );
  expect((await desk.editPatient(asha.appointment.patientId, { language: "ta" })).status).toBe(200);
  const res = await calendar.addClosure({ startDate: FRIDAY, endDate: FRIDAY, reason: REASON, notify: true });
  expect(res.status).toBe(201);
  const { mails, whatsapp } = await deliverNew();

  const tamil = mailTo(mails, asha.appointment.email!);
  expect(tamil.subject).toBe(
    `${FRIDAY_TA} அன்று கிளினிக் மூடப்பட்டிருக்கும்: தயவுசெய்து வேறு நேரத்தைத் தேர்ந்தெடுக்கவும்`,
  );
  expect(tamil.text).toContain(
    `${FRIDAY_TA} அன்று (${REASON}) கிளினிக் மூடப்பட்டிருக்கும். அதே நாளில் ${SEVEN_THIRTY_TA} மணிக்கு உங்கள் சந்திப்பு பதிவாகியுள்ளது. சிரமத்திற்கு வருந்துகிறோம்.`,
  );
  const tamilLink = `${clinic().siteUrl}/ta/appointment/${asha.token}`;
  expect(tamil.text).toContain(
    `தயவுசெய்து வேறு நேரத்தைத் தேர்ந்தெடுக்கவும் அல்லது இங்கே ரத்து செய்யவும்: ${tamilLink}`,
  );
  expect(englishWords(tamil.text, ["Asha", REASON])).toEqual([]);
  expect(template(callTo(whatsapp, `91${asha.appointment.phone}`))).toEqual({
    name: "clinic_closed",
    language: "ta",
    parameters: ["Asha", FRIDAY_TA, SEVEN_THIRTY_TA, REASON, tamilLink],
  });

  const english = mailTo(mails, ravi.appointment.email!);
  expect(english.subject).toBe(`The clinic is closed on ${FRIDAY_EN}: please choose another time`);
  expect(english.text).toContain(`closed on ${FRIDAY_EN} (${REASON}), the day of your appointment at 7:45 PM`);
  expect(english.text).toContain(`${clinic().siteUrl}/appointment/${ravi.token}`);
  expect(template(callTo(whatsapp, `91${ravi.appointment.phone}`)).language).toBe("en");
});

it("running late: each of tonight's patients in their own language; the preview in the first one's", async () => {
  const TODAY = "2026-11-24";
  const [meena, ravi] = await seed(
    { name: "Meena Sundaram", date: TODAY, time: "19:15" },
    { name: "Ravi Kumar", date: TODAY, time: "19:30" },
  );
  setNow(new Date("2026-11-24T12:45:00Z")); // 6:15 PM in the clinic
  session.cookie = await adminCookie();
  expect((await desk.editPatient(meena.patientId, { language: "ta" })).status).toBe(200);

  const preview = await messages.runningLatePreview("?minutes=20");
  expect(preview.body.text).toContain(
    "இன்று மாலை மருத்துவர் சுமார் 20 நிமிடங்கள் தாமதமாக இருக்கிறார். அந்தி மாலை 7:15 மணிக்கான உங்கள் சந்திப்பு திட்டமிட்டதைவிடச் சற்றுத் தாமதமாகத் தொடங்கும்.",
  );
  expect((await messages.runningLate({ minutes: 20 })).status).toBe(200);
  const { mails, whatsapp } = await deliverNew();

  const tamil = mailTo(mails, meena.email!);
  expect(tamil.subject).toBe("மருத்துவர் சுமார் 20 நிமிடங்கள் தாமதமாக இருக்கிறார்");
  expect(tamil.text.split("\n").slice(0, 3)).toEqual([
    "வணக்கம் Meena அவர்களே,",
    "",
    "இன்று மாலை மருத்துவர் சுமார் 20 நிமிடங்கள் தாமதமாக இருக்கிறார். அந்தி மாலை 7:15 மணிக்கான உங்கள் சந்திப்பு திட்டமிட்டதைவிடச் சற்றுத் தாமதமாகத் தொடங்கும். காத்திருப்புக்கு வருந்துகிறோம்.",
  ]);
  expect(englishWords(tamil.text, ["Meena"])).toEqual([]);
  expect(template(callTo(whatsapp, `91${meena.phone}`))).toEqual({
    name: "doctor_running_late",
    language: "ta",
    parameters: ["Meena", "20", "அந்தி மாலை 7:15", clinic().name],
  });
  expect(mailTo(mails, ravi.email!).subject).toBe("The doctor is running about 20 minutes late");
  expect(template(callTo(whatsapp, `91${ravi.phone}`)).parameters).toEqual(["Ravi", "20", "7:30 PM", clinic().name]);
});

it("the desk's click-to-chat text is in the patient's language, with the /ta link", async () => {
  const [{ appointment, token }] = await seedManaged({ name: "Asha Menon", date: FRIDAY, time: "19:30" });
  await desk.editPatient(appointment.patientId, { language: "ta" });
  const res = await messages.chat(`?appointmentId=${appointment.id}&kind=confirmation`);
  expect(res.status).toBe(303);
  const { text } = readChatLink(res.headers.get("location"));
  expect(text.split("\n").slice(0, 6)).toEqual([
    "வணக்கம் Asha அவர்களே,",
    "",
    `${clinic().name}-இல் உங்கள் சந்திப்பு ${FRIDAY_TA} அன்று ${SEVEN_THIRTY_TA} மணிக்குப் பதிவு செய்யப்பட்டுள்ளது.`,
    ARRIVAL_TA,
    "",
    `சந்திப்பைப் பார்க்க, மாற்ற அல்லது ரத்து செய்ய: ${clinic().siteUrl}/ta/appointment/${token}`,
  ]);
  expect(englishWords(text, ["Asha"])).toEqual([]);
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
    await desk.editPatient(asha.appointment.patientId, { language: "ta" });

    const tamil = await icsOf(asha.token);
    expect(tamil.status).toBe(200);
    expectFoldedWell(tamil.text);
    expect(icsProps(tamil.text).SUMMARY[0]).toMatch(/^மருத்துவர் சந்திப்பு — /);
    expect(icsProps(tamil.text).URL).toEqual([`${clinic().siteUrl}/ta/appointment/${asha.token}`]);
    expect(icsProps(tamil.text).DTSTART).toEqual(["20261127T193000"]);

    const english = await icsOf(ravi.token);
    expect(icsProps(english.text).SUMMARY[0]).toMatch(/^Appointment — /);
    expect(icsProps(english.text).URL).toEqual([`${clinic().siteUrl}/appointment/${ravi.token}`]);

    expect(icsProps((await icsOf(asha.token, "?lang=en")).text).SUMMARY[0]).toMatch(/^Appointment — /);
    expect(icsProps((await icsOf(ravi.token, "?lang=ta")).text).SUMMARY[0]).toMatch(/^மருத்துவர் சந்திப்பு — /);
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
  expect(await renderMessage(row(appointment.id))).toMatchObject({ subject: expect.stringMatching(/^சந்திப்பு/) });
  expect(await renderMessage(row(null))).toMatchObject({ subject: `Appointment cancelled: ${FRIDAY_EN} at 7:30 PM` });
});
