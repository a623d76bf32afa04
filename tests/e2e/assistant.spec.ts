/**
 * The assistant (issue 40, major 10; decision 036) on a server of its own: the owner adds a
 * nurse; she signs in to tonight's list, opens the checked-in patient's Vitals and labs, reads
 * the allergy in the summary and types the vitals — no notes, no prescription editor — and
 * the doctor, in a browser of their own, sees them in the chart. Another day's patient's
 * chart is refused her (403).
 */
import type { Browser } from "@playwright/test";
import { todayIst } from "../../lib/shared/clinic-time";
import { expect, test } from "./fixtures/worker";
import { addStaffAccount, ownServer } from "../fixtures/e2e/own-server";
import { expectNoA11yViolations } from "../fixtures/e2e/page-checks";

const OWNER = { username: "vitals-owner", password: "vitals-password-123456" };
const NURSE = { username: "vitals-nurse", password: "nurse-password-123456", name: "Kavya (nurse)" };
const DOCTOR = { username: "vitals-doctor", password: "doctor-password-123456", name: "Dr. Vitals" };

// the server of its own starts in the first hook: on a busy machine that takes more than 30 s
test.describe.configure({ timeout: 180_000 });

const own = ownServer(OWNER);

test.beforeAll(async () => {
  const owner = own.server.ctx;
  expect((await owner.post("/api/admin/login", { data: OWNER })).status()).toBe(200);
  for (const [account, role] of [
    [NURSE, "assistant"],
    [DOCTOR, "doctor"],
  ] as const) {
    await addStaffAccount(own, account, role);
  }
});

/** A patient with an appointment on `date` at 18:00, checked in when it is today. */
async function patientOn(name: string, phone: string, date: string, token: number | null) {
  const patient = await own.database.patient.create({
    data: { name, nameKey: name.toLowerCase(), phone, phoneKey: phone, age: 58, sex: "Female" },
  });
  const appointment = await own.database.appointment.create({
    data: {
      timestamp: `vitals-${phone}`,
      patientId: patient.id,
      name,
      phone,
      age: 58,
      sex: "Female",
      serviceRequired: "Cardiac Consultation",
      preferredDate: date,
      preferredTime: "18:00",
      activeSlot: `${date} 18:00`,
      manageTokenHash: `vitals-${phone}`,
      token,
      checkedInAt: token === null ? null : new Date(),
    },
  });
  return { patient, appointment };
}

async function signIn(browser: Browser, account: { username: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: own.server.baseURL });
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  return page;
}

test("the assistant enters tonight's vitals; the doctor sees them; no notes, no prescription editor", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one width is enough for this story");
  const today = todayIst(new Date());
  const { patient } = await patientOn("Meenakshi Sundar", "9841077001", today, 1);
  await own.database.clinicalSummary.create({
    data: { patientId: patient.id, allergies: JSON.stringify(["Sulfa"]) },
  });
  const later = await patientOn("Later Patient", "9841077002", "2099-01-05", null);

  const nurse = await signIn(browser, NURSE);
  const tonight = nurse.getByTestId("assistant-tonight");
  await expect(tonight.getByText("Meenakshi Sundar", { exact: true })).toBeVisible();
  // nothing of the desk's or the owner's work is offered
  await expect(nurse.getByRole("link", { name: "Collections" })).toHaveCount(0);
  await expect(nurse.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expectNoA11yViolations(nurse);

  await tonight.getByRole("link", { name: /^Vitals and labs\W+Meenakshi Sundar$/ }).click();
  await expect(nurse).toHaveURL(/\/admin\/consult\?patient=\d+&visit=\d+$/);
  await expect(nurse.getByTestId("chart-header")).toContainText("Sulfa");
  const form = nurse.getByTestId("visit-form");
  await expect(form.getByRole("heading", { name: "Tonight's vitals" })).toBeVisible();
  await form.getByLabel(/^BP systolic/).fill("146");
  await form.getByLabel(/^BP diastolic/).fill("88");
  await form.getByLabel(/^Pulse/).fill("76");
  await expect(nurse.getByTestId("visit-save-status")).toHaveText(/^Saved \d/);
  await expect(form.getByLabel("Complaints")).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Finish visit" })).toHaveCount(0);
  await expect(nurse.getByTestId("prescription")).toHaveCount(0);
  await expect(nurse.getByRole("button", { name: "Edit summary" })).toHaveCount(0);
  await expectNoA11yViolations(nurse);

  // another day's patient: refused in words
  const refused = await nurse.request.get(`/api/admin/patient/${later.patient.id}/chart`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toMatch(/only for tonight's patients/);

  // the doctor opens the same chart: the vitals are there
  const doctor = await signIn(browser, DOCTOR);
  await expect(doctor.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await doctor.goto(`/admin/consult?patient=${patient.id}`);
  await expect(doctor.getByTestId("chart-header")).toContainText("Sulfa");
  const bp = doctor.locator('figure[data-series="systolic"]');
  await expect(bp.locator(`circle[data-date="${today}"][data-value="146"]`)).toHaveCount(1);
  await expect(doctor.getByRole("button", { name: "Edit summary" })).toBeVisible();
});
