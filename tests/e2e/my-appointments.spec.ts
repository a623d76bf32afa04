/**
 * Issue 43 on a 390 px phone in Tamil (FEATURES.md §15, docs/decisions/040), on a server of its
 * own with SMS sent to a gateway double on loopback and a web budget of two: once two other
 * patients have used it, the Tamil form asks for a code by SMS (428), the patient reads it from
 * the SMS, types it and is booked. The doctor then finalises a prescription for her; on /ta/my
 * she signs in with another code and sees her booking (date and time in Tamil) and the
 * prescription, whose PDF names the medicine in capitals — and nobody of another phone.
 * SHOTS_DIR=/tmp/shots saves the code step, the page and the prescription's PDF.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { request as playwrightRequest, type Page } from "@playwright/test";
import { expect, test } from "./fixtures/worker";
import { formatLongDate, formatSlot, todayIst } from "../../lib/shared/clinic-time";
import { daysFromToday, nthClinicDay } from "../fixtures/dates";
import { pdfBytes } from "../fixtures/files";
import { E2E_IDENTITY, agreeToNotice } from "../fixtures/e2e/booking-consent";
import { account, addStaffAccount, ownServer } from "../fixtures/e2e/own-server";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";
import { englishInMain, overflowingText } from "../fixtures/e2e/tamil";
import { shot } from "../fixtures/e2e/manage";
import { ta } from "../fixtures/e2e/tamil-booking";
import { chooseVisit } from "../fixtures/e2e/visit-reason";
import { SMS_TEMPLATE_IDS, smsDouble, smsSettings } from "../fixtures/sms-double";

const OWNER = account("my-owner");
const DOCTOR = { ...account("my-doctor"), name: "Dr. K. Srinivasan", registration: "TN-86421" };
const PATIENT = { name: "வள்ளி அருணாசலம்", phone: "+91 94440 43043", digits: "919444043043" };
/** Two patients of other phones, from other networks, who use up the web budget first. */
const OTHERS = [
  { name: "சரஸ்வதி ராமன்", phone: "+91 94440 43101", ip: "100.64.43.11" },
  { name: "முருகன் செல்வம்", phone: "+91 94440 43102", ip: "100.64.44.12" },
];

const sms = smsDouble();
// the double listens first: the server is told where it is
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name === "desktop", "the walkthrough is a phone's (390 px)");
  await sms.listen();
});
test.afterAll(() => sms.close());

const own = ownServer(OWNER, () => ({
  // the message worker runs and sends SMS to the double
  CLINIC_DISABLE_SCHEDULER: "0",
  MESSAGE_POLL_SECONDS: "1",
  TRUST_PROXY: "1", // each client's X-Forwarded-For names it
  ...smsSettings(sms.url),
  // a small anonymous budget, which the other patients fill (docs/decisions/017, 040)
  BOOKING_WEB_BUDGET: "2/30",
}));

/** The SMS of template `id` the double was asked to send to the patient, oldest first. */
const sentTo = (id: string) =>
  sms.calls.filter((c) => c.template_id === id && c.recipients[0].mobiles === PATIENT.digits);

/** The codes sent to the patient in Tamil (the phone-code template's first variable), newest last. */
const codesSent = () => sentTo(SMS_TEMPLATE_IDS["phone-code"].ta).map((c) => c.recipients[0].var1);

/** Waits for the `n`-th code's SMS, as the patient waits for her phone, and answers its code. */
async function nthCode(n: number): Promise<string> {
  await expect.poll(() => codesSent().length, { timeout: 30_000 }).toBe(n);
  const code = codesSent()[n - 1];
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** What a link of the page fetches, in the page's own context (its cookie), the body as base64. */
async function fetchInPage(page: Page, href: string) {
  return page.evaluate(async (url) => {
    const res = await fetch(url);
    const bytes = new Uint8Array(await res.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { status: res.status, type: res.headers.get("content-type"), base64: btoa(binary) };
  }, href);
}

test(
  "past a full budget a Tamil patient books with a code from the SMS; My appointments shows the booking and the prescription's PDF",
  { tag: "@mobile" },
  async ({ page }) => {
    test.setTimeout(180_000);
    const base = own.server.baseURL;
    const date = nthClinicDay(daysFromToday(30), 0);
    const time = "18:30";

    // two other patients use up the anonymous budget, on other evenings
    for (const [i, other] of OTHERS.entries()) {
      const res = await own.server.ctx.post("/api/appointments/book", {
        headers: { "x-forwarded-for": other.ip },
        data: {
          patientName: other.name,
          patientPhone: other.phone,
          patientAge: 50,
          patientSex: "Female",
          serviceRequired: "ECG",
          preferredDate: nthClinicDay(daysFromToday(30), i + 1),
          preferredTime: "19:00",
          language: "ta",
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    // the patient fills the Tamil form on her phone
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "100.64.45.13" });
    await page.goto(`${base}/ta/contact#book`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ta-IN");
    const dateInput = page.getByLabel(ta("booking.slots.date"));
    await expect(dateInput).toHaveAttribute("min", todayIst(new Date())); // hydrated
    await page.getByLabel(ta("booking.fields.name")).fill(PATIENT.name);
    await page.getByLabel(ta("booking.fields.phone")).fill(PATIENT.phone);
    await page.getByLabel(ta("booking.fields.age")).fill("64");
    await page.getByRole("radio", { name: ta("booking.fields.sexes.Female") }).check();
    await chooseVisit(page, "Echocardiography", "ta");
    const slotsLoaded = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${date}`));
    await dateInput.fill(date);
    await slotsLoaded;
    const timeInput = page.getByLabel(ta("booking.slots.time"));
    await expect(timeInput).toBeEnabled();
    await timeInput.selectOption(time);
    await agreeToNotice(page, { locale: "ta" });
    const submit = page.getByRole("button", { name: ta("booking.form.submit") }).last();
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/appointments/book"));
    await submit.click();
    expect((await refused).status()).toBe(428);

    // the form asks for a code by SMS, in Tamil, and still offers the clinic's phone
    await expect(page.locator("#book").getByRole("alert").first()).toContainText(
      ta("booking.server.phoneCodeRequired", { phone: E2E_IDENTITY.phone }),
    );
    const step = page.getByRole("region", { name: ta("booking.phoneCode.title") });
    await expect(step).toContainText(ta("booking.phoneCode.explain", { phone: PATIENT.phone }));
    await step.getByRole("button", { name: ta("booking.phoneCode.send") }).click();
    await expect(step.getByRole("status")).toHaveText(ta("booking.phoneCode.sent", { phone: PATIENT.phone }));

    // the code from the SMS, typed in the one-time-code field; book again
    const code = await nthCode(1);
    const codeField = step.getByLabel(ta("booking.phoneCode.label"));
    await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
    await expectNoSidewaysScroll(page);
    expect(await overflowingText(page)).toEqual([]);
    await expectNoA11yViolations(page);
    await shot(page, test.info(), "my-code-step-ta", step);
    await codeField.fill(code);
    await submit.click();
    await expect(page.getByRole("status").filter({ hasText: ta("booking.server.success") })).toBeVisible();
    const summary = page.getByTestId("booking-summary");
    await expect(summary).toContainText(PATIENT.name);
    await expect(summary).toContainText(formatLongDate(date, "ta"));
    await expect(summary).toContainText(formatSlot(time, "ta"));
    // kept as a booking proved by its phone, not an anonymous one
    const booked = await own.database.appointment.findFirstOrThrow({
      where: { patient: { phoneKey: "9444043043" } },
      select: { preferredDate: true, preferredTime: true, webReview: true, patientId: true },
    });
    expect(booked).toMatchObject({ preferredDate: date, preferredTime: time, webReview: "phone-code" });
    // …and its Tamil confirmation goes by SMS too (she left "Messages by SMS" ticked)
    await expect.poll(() => sentTo(SMS_TEMPLATE_IDS.confirmation.ta).length, { timeout: 30_000 }).toBe(1);
    expect(sms.refused).toEqual([]);

    // the doctor finalises a prescription for her (a walk-in visit tonight)
    const doctor = await playwrightRequest.newContext({ baseURL: base });
    try {
      expect((await own.server.ctx.post("/api/admin/login", { data: OWNER })).status()).toBe(200);
      await addStaffAccount(own, DOCTOR, "doctor");
      expect(
        (
          await doctor.post("/api/admin/login", {
            data: { username: DOCTOR.username, password: DOCTOR.password },
          })
        ).status(),
      ).toBe(200);
      const opened = await doctor.post("/api/admin/visits", { data: { patientId: booked.patientId } });
      expect(opened.status(), await opened.text()).toBe(201);
      const visitId = (await opened.json()).visit.id as number;
      const saved = await doctor.put(`/api/admin/visits/${visitId}/prescription`, {
        data: {
          items: [{ drug: "Atorvastatin", strength: "40 mg", dose: "0-0-1", timing: "after-food", durationDays: 30 }],
          advice: ["Walk 30 minutes daily"],
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const finalised = await doctor.post(`/api/admin/visits/${visitId}/prescription/finalise`);
      expect(finalised.status(), await finalised.text()).toBe(200);
    } finally {
      await doctor.dispose();
    }
    const { number } = await own.database.prescription.findFirstOrThrow({
      where: { patientId: booked.patientId, status: "final" },
      select: { number: true },
    });

    // My appointments, in Tamil: her phone, a second code from the SMS
    await page.goto(`${base}/ta/my`);
    await expect(page.getByRole("heading", { level: 1, name: ta("my.title") })).toBeVisible();
    await page.getByLabel(ta("my.phone")).fill(PATIENT.phone);
    await page.getByRole("button", { name: ta("my.sendCode") }).click();
    await expect(page.getByText(ta("my.codeSent", { phone: PATIENT.phone }))).toBeVisible();
    const second = await nthCode(2);
    await page.getByLabel(ta("my.code")).fill(second);
    await page.getByRole("button", { name: ta("my.signIn") }).click();

    // her record alone: the booking as said in Tamil, and the prescription
    const card = page.getByRole("region", { name: PATIENT.name });
    await expect(card).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(1);
    for (const other of OTHERS) await expect(page.getByText(other.name)).toHaveCount(0);
    await expect(card.getByRole("listitem").filter({ hasText: formatLongDate(date, "ta") })).toContainText(
      `${formatLongDate(date, "ta")}, ${formatSlot(time, "ta")}`,
    );
    await expect(card.getByRole("link", { name: ta("my.manage") })).toHaveAttribute(
      "href",
      /\/ta\/appointment\/[A-Za-z0-9_-]{32}$/,
    );
    await expect(card.getByRole("heading", { name: ta("my.prescriptions") })).toBeVisible();
    const rx = card.getByRole("link", { name: new RegExp(number!) });
    // dated the clinic's day it was finalised (Chennai's, whatever the hour in UTC)
    await expect(rx).toHaveText(`${number} · ${formatLongDate(todayIst(new Date()), "ta")}`);

    // on the phone: nothing wider than it, no word cut off, no English left, axe clean
    await expectNoSidewaysScroll(page);
    expect(await overflowingText(page)).toEqual([]);
    expect(await englishInMain(page)).toEqual([]);
    await expectNoA11yViolations(page);
    await shot(page, test.info(), "my-appointments-ta");

    // a report sent from here for the coming visit (FEATURES.md §14): the manage page's upload, in Tamil
    const report = path.join(test.info().outputDir, "echo-report.pdf");
    fs.mkdirSync(path.dirname(report), { recursive: true });
    fs.writeFileSync(report, pdfBytes());
    await card.getByRole("button", { name: ta("my.sendReports") }).click();
    const upload = card.getByTestId("reports-upload");
    await upload.getByLabel(ta("manage.reports.choose")).setInputFiles(report);
    await upload.getByRole("button", { name: ta("manage.reports.send") }).click();
    await expect(upload.getByTestId("reports-outcome")).toHaveText(
      ta("manage.reports.sent", { name: "echo-report.pdf" }),
    );
    await expect(upload.getByRole("list", { name: ta("manage.reports.listHeading") })).toContainText("echo-report.pdf");
    await shot(page, test.info(), "my-reports-ta", upload);
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);

    // the link is her prescription's PDF, in Tamil, the medicine in capitals
    const pdf = await fetchInPage(page, (await rx.getAttribute("href"))!);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    const bytes = Buffer.from(pdf.base64, "base64");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    if (process.env.SHOTS_DIR) fs.writeFileSync(path.join(process.env.SHOTS_DIR, "my-prescription-ta.pdf"), bytes);
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: bytes }).toString("utf8");
    expect(text).toContain("ATORVASTATIN");
    expect(text).toContain(number);
  },
);
