/**
 * My appointments (FEATURES.md §15) through the real handlers, on SQLite and PostgreSQL: the
 * sign-in with a phone code (a 30-minute HttpOnly, SameSite=Lax cookie; a wrong code 401, five
 * end it; sign-out), a family's two patients on one phone shown and a third phone's never, the
 * PDF routes refusing another phone's documents (404) and no session (401), consent withdrawn.
 */
import { GET as receiptGET } from "@/app/api/my/bills/[id]/receipt/route";
import { POST as consentPOST } from "@/app/api/my/patients/[key]/consent/route";
import { POST as exportPOST } from "@/app/api/my/patients/[key]/export/route";
import { GET as rxGET } from "@/app/api/my/prescriptions/[id]/pdf/route";
import { setNow } from "@/lib/shared/clock";
import { db } from "@/lib/server/db";
import { PHONE_CODE } from "@/lib/shared/validation/phone-codes";
import type { MyPatient } from "@/lib/shared/api/my";
import { book, setUpBookingSuite, validBooking } from "../fixtures/booking";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { answer } from "../fixtures/http";
import { seedPatient } from "../fixtures/patients";
import {
  cookieOf,
  lastPhoneCode,
  myData,
  requestCode,
  setUpPhoneCodes,
  signIn,
  signOut,
} from "../fixtures/phone-codes";

setUpBookingSuite();
setUpPhoneCodes();
beforeEach(async () => {
  await db().bill.deleteMany();
});

const FAMILY = "98401 23456";
const OTHER = "98409 99999";
const minutes = (n: number) => new Date(TUESDAY_NOON_IST.getTime() + n * 60_000);

async function seedFamily() {
  const mother = await seedPatient({ name: "Meena Raman", phone: FAMILY });
  const son = await seedPatient({ name: "Karthik Raman", phone: `+91 ${FAMILY}` });
  const stranger = await seedPatient({ name: "Other Person", phone: OTHER });
  expect(
    (await book(validBooking({ patientName: "Meena Raman", patientPhone: FAMILY, patientEmail: null }))).status,
  ).toBe(201);
  return { mother, son, stranger };
}

async function signedIn(phone = FAMILY) {
  expect((await requestCode({ phone, language: "en", purpose: "my" })).status).toBe(200);
  const res = await signIn({ phone, code: await lastPhoneCode(phone) });
  expect(res.status).toBe(200);
  return cookieOf(res.setCookie);
}

const get = (handler: typeof rxGET, url: string, params: Record<string, string>, cookie?: string) =>
  handler(new Request(`http://localhost${url}`, { headers: cookie ? { cookie } : {} }), {
    params: Promise.resolve(params),
  }).then(answer);

describe("signing in", () => {
  it("a right code gives a 30-minute HttpOnly, SameSite=Lax session; a wrong one 401; five wrong end the code", async () => {
    await seedFamily();
    await requestCode({ phone: FAMILY, language: "en", purpose: "my" });
    const code = (await lastPhoneCode(FAMILY))!;
    const wrong = code === "111111" ? "222222" : "111111";
    for (let i = 0; i < PHONE_CODE.tries; i++) {
      const res = await signIn({ phone: FAMILY, code: wrong });
      expect([res.status, res.body.code, res.setCookie]).toEqual([401, "phone_code_wrong", null]);
    }
    expect((await signIn({ phone: FAMILY, code })).status).toBe(401);

    await requestCode({ phone: FAMILY, language: "en", purpose: "my" });
    const res = await signIn({ phone: FAMILY, code: await lastPhoneCode(FAMILY) });
    expect(res.status).toBe(200);
    expect(res.setCookie).toMatch(/^clinic_patient=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=1800$/);
    const cookie = cookieOf(res.setCookie);
    expect(await db().patientSession.count({ where: { tokenHash: cookie.split("=")[1] } })).toBe(0); // hashed
    expect((await myData(cookie)).status).toBe(200);
    setNow(minutes(31));
    expect((await myData(cookie)).status).toBe(401);
  });

  it("a booking code does not sign in, nor a code of another phone; no session is 401; sign-out ends it", async () => {
    await seedFamily();
    await requestCode({ phone: FAMILY, language: "en" }); // purpose booking
    expect((await signIn({ phone: FAMILY, code: await lastPhoneCode(FAMILY) })).status).toBe(401);
    await requestCode({ phone: OTHER, language: "en", purpose: "my" });
    expect((await signIn({ phone: FAMILY, code: await lastPhoneCode(OTHER) })).status).toBe(401);
    expect((await myData("")).status).toBe(401);
    expect((await myData("clinic_patient=" + "a".repeat(43))).status).toBe(401);

    const cookie = await signedIn();
    const out = await signOut(cookie);
    expect(out.status).toBe(200);
    expect((await myData(cookie)).status).toBe(401);
  });
});

describe("GET /api/my", () => {
  it("shows both patients of the family's phone with their appointment and manage link, never the other phone's", async () => {
    const { mother, son, stranger } = await seedFamily();
    const { body } = await myData(await signedIn());
    const patients = body.patients as MyPatient[];
    expect(patients.map((p) => p.name)).toEqual(["Meena Raman", "Karthik Raman"]);
    expect(patients.map((p) => p.id)).toEqual([mother.id, son.id]);
    expect(JSON.stringify(body)).not.toContain("Other Person");
    expect(patients.map((p) => p.id)).not.toContain(stranger.id);
    expect(patients[0].appointments).toEqual([
      expect.objectContaining({
        date: "2026-11-25",
        time: "18:30",
        status: "",
        manageUrl: expect.stringMatching(/\/appointment\/[A-Za-z0-9_-]{32}$/),
      }),
    ]);
    expect(patients[0]).toMatchObject({ prescriptions: [], bills: [], reports: [], documents: [] });
    expect(patients[1].consent).toEqual({ whatsapp: null, sms: null });
  });

  it("lists a finalised prescription under the clinic's day: one finalised at 00:30 IST is that day's, not UTC's day before", async () => {
    const { mother } = await seedFamily();
    const visit = await db().visit.create({ data: { patientId: mother.id, date: "2026-11-25" } });
    const rx = await db().prescription.create({
      data: {
        visitId: visit.id,
        patientId: mother.id,
        status: "final",
        number: "RX-2026-000001",
        items: "[]",
        finalisedAt: new Date("2026-11-24T19:00:00Z"), // 25 November, 00:30 in Chennai
      },
    });
    const patients = (await myData(await signedIn())).body.patients as MyPatient[];
    expect(patients[0].prescriptions).toEqual([
      { number: "RX-2026-000001", date: "2026-11-25", pdfUrl: `/api/my/prescriptions/${rx.id}/pdf?lang=en` },
    ]);
  });
});

describe("documents and choices", () => {
  it("a receipt or prescription of another phone is 404, without a session 401", async () => {
    const { stranger, mother } = await seedFamily();
    const bill = await db().bill.create({
      data: {
        number: "2026-27/0001",
        fy: "2026-27",
        seq: 1,
        patientId: stranger.id,
        patientName: stranger.name,
        date: "2026-11-24",
        items: "[]",
        total: 500,
        createdBy: "test",
      },
    });
    const cookie = await signedIn();
    expect((await get(receiptGET, `/api/my/bills/${bill.id}/receipt`, { id: String(bill.id) }, cookie)).status).toBe(
      404,
    );
    expect((await get(receiptGET, `/api/my/bills/${bill.id}/receipt`, { id: String(bill.id) })).status).toBe(401);
    expect((await get(rxGET, "/api/my/prescriptions/999/pdf", { id: "999" }, cookie)).status).toBe(404);
    expect((await get(rxGET, "/api/my/prescriptions/999/pdf", { id: "999" })).status).toBe(401);
    const exportOther = await exportPOST(
      new Request(`http://localhost/api/my/patients/${stranger.id}/export`, { method: "POST", headers: { cookie } }),
      { params: Promise.resolve({ key: String(stranger.id) }) },
    );
    expect(exportOther.status).toBe(404);
    const exportOwn = await exportPOST(
      new Request(`http://localhost/api/my/patients/${mother.id}/export`, { method: "POST", headers: { cookie } }),
      { params: Promise.resolve({ key: String(mother.id) }) },
    );
    expect(exportOwn.status).toBe(200);
    expect(exportOwn.headers.get("content-type")).toBe("application/zip");
    await exportOwn.arrayBuffer();
  });

  it("withdraws WhatsApp for a patient of the phone, not for another phone's", async () => {
    const { mother, stranger } = await seedFamily();
    await db().patient.updateMany({ data: { whatsappConsent: true } });
    const cookie = await signedIn();
    const withdraw = (id: number) =>
      consentPOST(
        new Request(`http://localhost/api/my/patients/${id}/consent`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify({ whatsapp: false }),
        }),
        { params: Promise.resolve({ key: String(id) }) },
      ).then(answer);
    expect((await withdraw(stranger.id)).status).toBe(404);
    expect((await withdraw(mother.id)).status).toBe(200);
    const rows = await db().patient.findMany({
      where: { id: { in: [mother.id, stranger.id] } },
      orderBy: { id: "asc" },
    });
    expect(rows.map((r) => [r.whatsappConsent, r.whatsappConsentBy])).toEqual([
      [false, "patient"],
      [true, null],
    ]);
    expect(((await myData(cookie)).body.patients as MyPatient[])[0].consent.whatsapp).toBe(false);
  });

  it("stops SMS for a patient of the phone (its own field, by the patient), and refuses anything but a withdrawal", async () => {
    const { mother } = await seedFamily();
    const cookie = await signedIn();
    const send = (body: unknown) =>
      consentPOST(
        new Request(`http://localhost/api/my/patients/${mother.id}/consent`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ key: String(mother.id) }) },
      ).then(answer);
    expect((await send({ sms: true })).status).toBe(400);
    expect((await send({})).status).toBe(400);
    const stopped = await send({ sms: false });
    expect(stopped.status).toBe(200);
    expect(stopped.body.message).toBe("SMS messages are stopped.");
    const row = await db().patient.findUniqueOrThrow({ where: { id: mother.id } });
    expect([row.smsConsent, row.smsConsentBy, row.whatsappConsent]).toEqual([false, "patient", null]);
    expect(((await myData(cookie)).body.patients as MyPatient[])[0].consent).toEqual({ whatsapp: null, sms: false });
  });
});
