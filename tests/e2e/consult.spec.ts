/**
 * The consulting room (FEATURES.md §10, issue 31) as the clinic uses it, at 1280 and 1024 px,
 * on a server of its own: the desk checks two patients in and presses Next; the doctor, in a
 * browser of their own, opens the chart from "Now with the doctor", types the vitals with the
 * keyboard alone, sees tonight's BP point join five earlier visits on the chart, finishes the
 * visit and calls the next patient, whose chart opens. The chart with its history is
 * screenshotted and checked with axe-core; the desk is refused the chart.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { addDays, istInstant, todayIst } from "../../lib/shared/clinic-time";
import { expect, test } from "./fixtures/worker";
import { addStaffAccount, ownServer } from "../fixtures/e2e/own-server";
import { expectNoA11yViolations, animationsSettled } from "../fixtures/e2e/page-checks";
import { printedPdf } from "../fixtures/e2e/print";

const OWNER = { username: "consult-owner", password: "consult-password-123456" };
const DESK = { username: "consult-desk", password: "desk-password-123456", name: "Priya (desk)" };
const DOCTOR = {
  username: "consult-doctor",
  password: "doctor-password-123456",
  name: "Dr. K. Srinivasan",
  registration: "TN-13579",
};
const LAKSHMI = "Lakshmi Narayanan";
const RAVI = "Ravi Shankar";
/** Her five earlier visits: days before today, BP, pulse, weight. */
const HISTORY = [
  [-300, 168, 98, 96, 74],
  [-210, 160, 96, 90, 73],
  [-150, 152, 92, 84, 72],
  [-90, 146, 90, 80, 71.5],
  [-30, 138, 86, 78, 70],
] as const;

const own = ownServer(OWNER);
const ids: Record<string, { patient: number; appointment: number }> = {};

test.beforeAll(async () => {
  // the owner adds the desk and the doctor
  const owner = own.server.ctx;
  const login = await owner.post("/api/admin/login", { data: OWNER });
  expect(login.status(), await login.text()).toBe(200);
  for (const [account, role] of [
    [DESK, "desk"],
    [DOCTOR, "doctor"],
  ] as const) {
    await addStaffAccount(own, account, role);
  }
});

/** Tonight's two patients (not yet arrived), Lakshmi with five finished visits and an LDL history. */
async function seedEvening(tag: string) {
  const today = todayIst(new Date());
  const doctor = await own.database.admin.findUniqueOrThrow({ where: { username: DOCTOR.username } });
  let n = 0;
  // each width its own times: the two tests may share a server
  const times = tag === "1280" ? ["18:00", "18:15"] : ["18:30", "18:45"];
  for (const name of [LAKSHMI, RAVI]) {
    const time = times[n];
    n += 1;
    const phone = `98411${tag === "1280" ? 1 : 2}${String(n).padStart(4, "0")}`;
    const patient = await own.database.patient.create({
      data: {
        name: `${name} ${tag}`,
        nameKey: `${name} ${tag}`.toLowerCase(),
        phone,
        phoneKey: phone,
        age: 60 + n,
        sex: n === 1 ? "Female" : "Male",
      },
    });
    const appointment = await own.database.appointment.create({
      data: {
        timestamp: `consult-${tag}-${n}`,
        patientId: patient.id,
        name: patient.name,
        phone,
        age: patient.age,
        sex: patient.sex,
        serviceRequired: "Cardiac Consultation",
        preferredDate: today,
        preferredTime: time,
        activeSlot: `${today} ${time}`,
        manageTokenHash: `consult-${tag}-${n}`,
      },
    });
    ids[`${name} ${tag}`] = { patient: patient.id, appointment: appointment.id };
  }
  const lakshmi = ids[`${LAKSHMI} ${tag}`].patient;
  for (const [days, systolic, diastolic, pulse, weightKg] of HISTORY) {
    await own.database.visit.create({
      data: {
        patientId: lakshmi,
        date: addDays(today, days),
        status: "finished",
        finishedAt: istInstant(addDays(today, days), "19:00"),
        authorId: doctor.id,
        systolic,
        diastolic,
        pulse,
        weightKg,
        heightCm: 158,
        complaints: "Breathless on exertion",
        diagnosis: days === -30 ? "Hypertension, stable angina" : "Hypertension",
      },
    });
  }
  for (const [days, value] of [
    [-200, 148],
    [-100, 96],
    [-30, 74],
  ] as const)
    await own.database.labResult.create({
      data: { patientId: lakshmi, date: addDays(today, days), code: "ldl", value, unit: "mg/dL", authorId: doctor.id },
    });
  await own.database.clinicalSummary.create({
    data: {
      patientId: lakshmi,
      allergies: JSON.stringify(["Penicillin"]),
      problems: JSON.stringify(["Hypertension", "Type 2 diabetes"]),
      currentMedicines: JSON.stringify(["AMLODIPINE 5 mg 1-0-0", "ATORVASTATIN 40 mg 0-0-1"]),
      risk: "very-high",
    },
  });
}

async function signIn(
  browser: Browser,
  size: { width: number; height: number },
  account: { username: string; password: string },
) {
  const context = await browser.newContext({ viewport: size, baseURL: own.server.baseURL });
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  return page;
}

const panel = (page: Page) => page.getByTestId("tonight-panel");
const queueRow = (page: Page, name: string) =>
  panel(page)
    .locator("li[data-appointment-id]")
    .filter({ has: page.getByTestId("queue-name").getByText(name, { exact: true }) });

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await animationsSettled(page);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
]) {
  test(`at ${size.width} px: from the queue to the chart, vitals by keyboard, the BP point on the chart, finish, next patient`, async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the widths are this test's own");
    test.setTimeout(150_000);
    const tag = String(size.width);
    await seedEvening(tag);
    const lakshmi = `${LAKSHMI} ${tag}`;
    const ravi = `${RAVI} ${tag}`;
    const today = todayIst(new Date());

    // the desk: both arrive, Next calls Lakshmi in
    const desk = await signIn(browser, size, DESK);
    await desk.goto("/admin/today-appointment");
    for (const name of [lakshmi, ravi]) {
      await queueRow(desk, name)
        .getByRole("button", { name: /^Check in/ })
        .click();
      await expect(queueRow(desk, name).getByTestId("queue-status")).toHaveText("Waiting");
    }
    await panel(desk).getByRole("button", { name: "Next", exact: true }).click();
    await expect(desk.getByTestId("tonight-current")).toContainText(lakshmi);
    // the desk's "Now with the doctor" is the profile, never the chart
    await expect(desk.getByTestId("tonight-current-patient")).toHaveRole("button");
    const refused = await desk.request.get(`/api/admin/patient/${ids[lakshmi].patient}/chart`);
    expect(refused.status()).toBe(403);

    // the doctor: the chart from "Now with the doctor"
    const doctor = await signIn(browser, size, DOCTOR);
    await doctor.goto("/admin/today-appointment");
    await expect(doctor.getByTestId("tonight-current")).toContainText(lakshmi);
    await doctor.getByTestId("tonight-current-patient").click();
    await expect(doctor).toHaveURL(/\/admin\/consult\?patient=\d+&visit=\d+$/);
    const header = doctor.getByTestId("chart-header");
    await expect(header.getByRole("heading", { name: lakshmi })).toBeVisible();
    await expect(header).toContainText("Penicillin");
    await expect(header).toContainText("ATORVASTATIN 40 mg 0-0-1");
    await expect(doctor.getByTestId("chart-last-visit")).toContainText("Hypertension, stable angina");
    const bp = doctor.locator('figure[data-series="systolic"]');
    await expect(bp.locator("circle[data-value]")).toHaveCount(HISTORY.length * 2); // systolic and diastolic
    await expect(doctor.getByTestId("visit-history-item")).toHaveCount(HISTORY.length + 1);
    await shot(doctor, testInfo, `consult-chart-${tag}`);
    await expectNoA11yViolations(doctor);
    // on paper (A4): who, the allergies, the flowsheet and the history; no screen furniture, no form
    const printed = await printedPdf(doctor, `consult-flowsheet-${tag}.pdf`);
    expect(printed.text).toContain(lakshmi);
    expect(printed.text).toContain("Penicillin");
    expect(printed.text).toContain("Flowsheet");
    expect(printed.text).toMatch(/BP 138\/86 mmHg/);
    expect(printed.text).toContain("Visit history");
    expect(printed.text).not.toContain("Logout");
    expect(printed.text).not.toContain("Finish visit");
    expect(printed.pages).toBeLessThanOrEqual(3);

    // the vitals with the keyboard alone: the cursor starts in systolic, Tab walks the rest
    const form = doctor.getByTestId("visit-form");
    await form.getByLabel(/^BP systolic/).focus();
    for (const value of ["150", "94", "82", "97", "69.5", "158"]) {
      await doctor.keyboard.type(value);
      await doctor.keyboard.press("Tab");
    }
    await expect(form.getByLabel(/^Height/)).toHaveValue("158");
    await expect(doctor.getByTestId("visit-bmi")).toContainText("27.8");
    // Temperature, Blood sugar, then Complaints
    await doctor.keyboard.press("Tab");
    await doctor.keyboard.press("Tab");
    await expect(form.getByLabel("Complaints")).toBeFocused();
    await doctor.keyboard.type("Breathless on climbing two floors.");
    await expect(doctor.getByTestId("visit-save-status")).toHaveText(/^Saved \d/);
    // tonight's BP point beside the five before it
    await expect(bp.locator(`circle[data-date="${today}"][data-value="150"]`)).toHaveCount(1);
    await expect(bp.locator("circle[data-value]")).toHaveCount((HISTORY.length + 1) * 2);
    // (a value out of range refused and not saved: tests/components/consult/visit-form.test.tsx)
    await form.getByLabel("Diagnosis").fill("Hypertension, better controlled");
    await expect(doctor.getByTestId("visit-save-status")).toHaveText(/^Saved \d/);
    await shot(doctor, testInfo, `consult-visit-${tag}`);

    // finished: read-only, stored as typed
    await form.getByRole("button", { name: "Finish visit" }).click();
    const finished = doctor.getByTestId("visit-finished");
    await expect(finished).toBeVisible();
    const stored = await own.database.visit.findFirstOrThrow({ where: { appointmentId: ids[lakshmi].appointment } });
    expect(stored).toMatchObject({
      status: "finished",
      systolic: 150,
      diastolic: 94,
      pulse: 82,
      spo2: 97,
      weightKg: 69.5,
      heightCm: 158,
      complaints: "Breathless on climbing two floors.",
      diagnosis: "Hypertension, better controlled",
    });

    // the next patient, from the same screen
    await expect(finished.getByRole("button", { name: "Call next patient" })).toBeFocused();
    await doctor.keyboard.press("Enter");
    await expect(doctor.getByTestId("chart-header").getByRole("heading", { name: ravi })).toBeVisible();
    await expect(doctor).toHaveURL(new RegExp(`patient=${ids[ravi].patient}&visit=\\d+$`));
    await expect(doctor.getByTestId("visit-form")).toBeVisible();
    await expect(doctor.getByTestId("chart-last-visit")).toContainText("First visit");
    // and the desk sees him in
    await expect(desk.getByTestId("tonight-current")).toContainText(ravi, { timeout: 30_000 });
    await desk.context().close();
    await doctor.context().close();
  });
}
