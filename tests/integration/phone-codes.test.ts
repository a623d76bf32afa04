/**
 * Phone codes and the 428 booking path (FEATURES.md §15) through the real handlers, on SQLite and
 * PostgreSQL, the clock moved by `setNow`: a code lives 10 minutes and 5 wrong tries, a phone
 * gets 3 an hour, a network 12; the answer is the same whether a code was sent or not; with the
 * anonymous web budget full a booking answers 428 and goes through with a right code — ten real
 * patients within five minutes — while a flood of invented numbers from one network gets no code
 * and no booking.
 */
import { addDays, SLOT_TIMES } from "@/lib/shared/clinic-time";
import { setNow } from "@/lib/shared/clock";
import { db } from "@/lib/server/db";
import { NETWORK_CODES } from "@/lib/server/domain/phone-codes";
import { PHONE_CODE, PHONE_CODE_SENT_MESSAGE } from "@/lib/shared/validation/phone-codes";
import { book, busyAnswer, setUpBookingSuite, validBooking } from "../fixtures/booking";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { seedPatient } from "../fixtures/patients";
import { lastPhoneCode, requestCode, setUpPhoneCodes } from "../fixtures/phone-codes";

setUpBookingSuite();
setUpPhoneCodes();

const minutes = (n: number) => new Date(TUESDAY_NOON_IST.getTime() + n * 60_000);
const mobile = (i: number) => `98${String(40_000_000 + i).padStart(8, "0")}`;
const SENT = { status: 200, body: { success: true, message: PHONE_CODE_SENT_MESSAGE } };
const codes = () => db().message.count({ where: { kind: "phone-code" } });

/** Six anonymous web bookings from six networks: the clinic's web budget (6 per 30 minutes) is full. */
async function fillBudget() {
  for (let i = 0; i < 6; i++) {
    const res = await book(
      validBooking({
        patientPhone: mobile(900 + i),
        preferredDate: addDays("2026-11-24", 1 + (i % 4)),
        preferredTime: SLOT_TIMES[i],
      }),
    );
    expect(res.status).toBe(201);
  }
}

describe("POST /api/appointments/phone-code", () => {
  it("answers the same whether a code is sent or not, and stores only a hash", async () => {
    expect(await requestCode({ phone: "+91 98400 12345", language: "ta" })).toMatchObject(SENT);
    const code = await lastPhoneCode("9840012345");
    expect(code).toMatch(/^\d{6}$/);
    const row = await db().phoneCode.findFirstOrThrow();
    expect(row).toMatchObject({ phoneKey: "9840012345", purpose: "booking", tries: 0, usedAt: null });
    expect(row.codeHash).not.toContain(code!);
    expect(row.expiresAt.getTime() - TUESDAY_NOON_IST.getTime()).toBe(PHONE_CODE.minutes * 60_000);
    const message = await db().message.findFirstOrThrow({ where: { kind: "phone-code" } });
    expect(message).toMatchObject({ channel: "sms", to: "919840012345", appointmentId: null, status: "queued" });
    expect(JSON.parse(message.payload)).toEqual({ facts: { code }, lang: "ta" });

    // a foreign number, and a sign-in for a phone with no record: the same answer, nothing sent
    expect(await requestCode({ phone: "+44 7700 900123", language: "en" })).toMatchObject(SENT);
    expect(await requestCode({ phone: "98400 55555", language: "en", purpose: "my" })).toMatchObject(SENT);
    expect(await codes()).toBe(1);
    // a sign-in for a known phone is sent
    await seedPatient({ name: "Lakshmi", phone: "98400 66666" });
    expect(await requestCode({ phone: "98400 66666", language: "en", purpose: "my" })).toMatchObject(SENT);
    expect(await lastPhoneCode("9840066666")).toMatch(/^\d{6}$/);
    // a malformed body is a 400
    expect((await requestCode({ phone: "abc", language: "en" })).status).toBe(400);
    expect((await requestCode({ phone: "9840012345", language: "en", purpose: "admin" })).status).toBe(400);
  });

  it("gives one phone 3 codes an hour, then again after the hour; one network 12 an hour", async () => {
    for (let i = 0; i < 5; i++)
      expect(await requestCode({ phone: mobile(1), language: "en" }, `10.1.${i}.1`)).toMatchObject(SENT);
    expect(await codes()).toBe(PHONE_CODE.perPhoneHour);
    setNow(minutes(61));
    await requestCode({ phone: mobile(1), language: "en" }, "10.1.9.1");
    expect(await codes()).toBe(PHONE_CODE.perPhoneHour + 1);

    // invented numbers from one network (several addresses in one /24): no more than its allowance
    await db().message.deleteMany();
    for (let i = 0; i < 40; i++) {
      expect(await requestCode({ phone: mobile(100 + i), language: "en" }, `10.77.0.${1 + (i % 9)}`)).toMatchObject(
        SENT,
      );
    }
    expect(await codes()).toBe(NETWORK_CODES);
  });
});

describe("the 428 booking path", () => {
  it("with the budget full, ten real patients on ten networks book within five minutes with their codes", async () => {
    await fillBudget();
    for (let i = 0; i < 10; i++) {
      setNow(minutes(i / 2));
      const ip = `172.${16 + i}.3.4`;
      const booking = validBooking({
        patientName: `Real Patient ${"ABCDEFGHIJ"[i]}`,
        patientPhone: mobile(i),
        preferredDate: addDays("2026-11-24", 7 + (i % 5)),
        preferredTime: SLOT_TIMES[i],
      });
      const refused = await book(booking, { "x-forwarded-for": ip });
      expect(refused.status).toBe(428);
      expect(refused.body).toMatchObject({ success: false, code: "phone_code_required" });
      expect((await requestCode({ phone: mobile(i), language: "en" }, ip)).status).toBe(200);
      const code = await lastPhoneCode(mobile(i));
      const booked = await book({ ...booking, phoneCode: code }, { "x-forwarded-for": ip });
      expect(booked.status).toBe(201);
    }
    expect(await db().appointment.count({ where: { webReview: "phone-code" } })).toBe(10);
    // a code is used once
    const again = await book(
      validBooking({
        patientPhone: mobile(0),
        preferredDate: addDays("2026-11-24", 13),
        preferredTime: SLOT_TIMES[0],
        phoneCode: await lastPhoneCode(mobile(0)),
      }),
    );
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("phone_code_expired");
  });

  it("a flood of invented numbers from one network gets no code past its allowance and no booking", async () => {
    await fillBudget();
    let booked = 0;
    for (let i = 0; i < 30; i++) {
      const ip = `10.66.6.${1 + i}`;
      const booking = validBooking({
        patientPhone: mobile(500 + i),
        preferredDate: addDays("2026-11-24", 7 + (i % 5)),
        preferredTime: SLOT_TIMES[i % 13],
      });
      expect((await book(booking, { "x-forwarded-for": ip })).status).toBe(428);
      await requestCode({ phone: mobile(500 + i), language: "en" }, ip);
      // the bot guesses: it does not have the phone's SMS
      const res = await book({ ...booking, phoneCode: "000000" }, { "x-forwarded-for": ip });
      if (res.status === 201) booked++;
    }
    expect(booked).toBe(0);
    expect(await codes()).toBe(NETWORK_CODES);
  });

  it("a wrong code is refused with its code; five wrong end it; an expired one too", async () => {
    const booking = validBooking({
      patientPhone: mobile(7),
      preferredDate: "2026-11-26",
      preferredTime: SLOT_TIMES[2],
    });
    await requestCode({ phone: mobile(7), language: "en" });
    const code = (await lastPhoneCode(mobile(7)))!;
    const wrong = code === "111111" ? "222222" : "111111";
    for (let i = 0; i < PHONE_CODE.tries; i++) {
      const res = await book({ ...booking, phoneCode: wrong });
      expect([res.status, res.body.code]).toEqual([400, "phone_code_wrong"]);
    }
    const ended = await book({ ...booking, phoneCode: code });
    expect([ended.status, ended.body.code]).toEqual([400, "phone_code_expired"]);

    await requestCode({ phone: mobile(7), language: "en" });
    setNow(minutes(PHONE_CODE.minutes + 1));
    const late = await book({ ...booking, phoneCode: await lastPhoneCode(mobile(7)) });
    expect([late.status, late.body.code]).toEqual([400, "phone_code_expired"]);
    expect((await book({ ...booking, phoneCode: "12ab56" })).body.code).toBe("phone_code_invalid");
    expect(await db().appointment.count()).toBe(0);
  });

  it("with a code, the phone's cap still holds (the clinic's one busy answer)", async () => {
    for (let i = 0; i < 4; i++) {
      setNow(minutes(21 * i));
      await requestCode({ phone: mobile(8), language: "en" }, `10.8.${i}.1`);
      const res = await book(
        validBooking({
          patientPhone: mobile(8),
          preferredDate: addDays("2026-11-24", 1 + i),
          preferredTime: SLOT_TIMES[i],
          phoneCode: await lastPhoneCode(mobile(8)),
        }),
      );
      if (i < 3) expect(res.status).toBe(201);
      else expect(res.body).toEqual(busyAnswer());
    }
  });
});
