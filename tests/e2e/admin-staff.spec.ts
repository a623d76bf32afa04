/**
 * Staff accounts and two-factor in the browser (FEATURES.md §9), on a server of its own with
 * REQUIRE_TWO_FACTOR on (production's default): the first owner signs in and must set up
 * two-factor (the key read off the page, the code computed as an authenticator app does);
 * adds a desk and a doctor account on the Staff screen; each signs in, sets up their own
 * two-factor and sees only their screens: the desk no Staff, no backups and no medical notes
 * (the API refuses them 403), the doctor the notes but not Staff. A later sign-in asks for the
 * code.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generate } from "otplib";
import type { Page } from "@playwright/test";
import { PRIVACY_NOTICE_VERSION } from "../../lib/content/privacy-notice";
import { expect, test, freePort } from "./fixtures/worker";
import { dataEnv, startServer, type TestServer } from "../fixtures/e2e/server";
import { daysFromToday, nthClinicDay } from "../fixtures/dates";

const OWNER = { username: "owner", password: "owner-password-123456" };
const DESK = { username: "priya.desk", name: "Priya (desk)", password: "desk-password-123456" };
const DOCTOR = { username: "dr.ravi", name: "Dr. Ravi", password: "doctor-password-123456" };
const NOTE = "Exertional chest pain, TMT advised";

let server: TestServer;
let dataDir: string;
/** each account's authenticator key, as read off its set-up page */
const keys = new Map<string, string>();

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(150_000); // a production server's start
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-staff-"));
  server = await startServer(await freePort(), {
    ...dataEnv(dataDir, { owner: OWNER }),
    REQUIRE_TWO_FACTOR: "1",
    TRUST_PROXY: "1",
  });
});

test.afterAll(async () => {
  await server?.ctx.dispose();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The code the app shows `ahead` seconds from now: a later sign-in needs a step not yet used. */
const code = (username: string, ahead = 0) =>
  generate({ secret: keys.get(username)!, epoch: Math.floor(Date.now() / 1000) + ahead });

async function signIn(page: Page, account: { username: string; password: string }) {
  await page.goto(`${server.baseURL}/admin`);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** First sign-in under REQUIRE_TWO_FACTOR: the set-up page, the key read off it, the app's code, the recovery codes. */
async function setUpTwoFactor(page: Page, username: string) {
  await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await page.getByTestId("two-factor-secret").textContent())!.replace(/\s/g, "");
  keys.set(username, key);
  await page.getByLabel("Code from the app").fill(await code(username));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

/** The password the owner gives a new account: temporary, changed at its first sign-in. */
const first = (account: { password: string }) => `${account.password}-first`;

/** First sign-in with the owner's password: the person chooses their own before anything else. */
async function chooseOwnPassword(page: Page, account: { password: string }) {
  await expect(page.getByRole("heading", { name: "Choose your own password" })).toBeVisible();
  await page.getByLabel("Current password").fill(first(account));
  await page.getByLabel("New password").fill(account.password);
  await page.getByRole("button", { name: "Change password" }).click();
}

async function logout(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
}

test("the owner sets up two-factor, adds a desk and a doctor; each sees only their screens", async ({ page }) => {
  test.setTimeout(120_000);
  // a patient with a medical note, for the desk not to see
  const date = nthClinicDay(daysFromToday(30), 1);
  const booked = await server.ctx.post("/api/appointments/book", {
    headers: { "x-forwarded-for": "198.18.7.1" },
    data: {
      patientName: "Kamala Ramasamy",
      patientPhone: "9840012345",
      patientAge: 63,
      patientSex: "Female",
      serviceRequired: "Cardiac Consultation",
      preferredDate: date,
      preferredTime: "18:30",
      website: "",
      consent: { version: PRIVACY_NOTICE_VERSION, whatsapp: false },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // 1. the owner: password, then two-factor must be set up before anything else
  await signIn(page, OWNER);
  await setUpTwoFactor(page, OWNER.username);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Staff" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Data Backup & Export" })).toBeVisible();
  const note = await page.request.post(`${server.baseURL}/api/admin/patient/notes`, {
    data: { patientIdentifier: "9840012345", note: NOTE, consultationDate: daysFromToday(0) },
  });
  expect(note.status(), await note.text()).toBe(201);

  // 2. the Staff screen: a desk and a doctor account
  await nav.getByRole("link", { name: "Staff" }).click();
  for (const [account, role] of [
    [DESK, "Desk"],
    [DOCTOR, "Doctor"],
  ] as const) {
    await page.getByRole("button", { name: "Add staff account" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a staff account" });
    await dialog.getByLabel("Username").fill(account.username);
    await dialog.getByLabel("Display name").fill(account.name);
    await dialog.getByLabel("Role").selectOption({ label: role });
    await dialog.getByLabel("First password").fill(first(account));
    await dialog.getByRole("button", { name: "Add account" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("staff-row").filter({ hasText: account.name })).toContainText("never signed in");
  }
  // how the doctor signs prescriptions (FEATURES.md §13): their own registration number
  const doctorRow = page.getByTestId("staff-row").filter({ hasText: DOCTOR.name });
  await doctorRow.getByRole("button", { name: "How they sign" }).click();
  const signs = page.getByRole("dialog", { name: `How ${DOCTOR.name} signs` });
  await signs.getByLabel("Name as printed").fill("Dr. Ravi Kumar");
  await signs.getByLabel("Registration number").fill("TN-97531");
  await signs.getByLabel("Council").fill("Tamil Nadu Medical Council");
  await signs.getByRole("button", { name: "Save" }).click();
  await expect(signs).toBeHidden();
  await expect(doctorRow.getByRole("button", { name: "Signs as: Reg. No. TN-97531" })).toBeVisible();
  await logout(page);

  // 3. the desk: its own two-factor; no Staff, no backups, no medical notes
  await signIn(page, { ...DESK, password: first(DESK) });
  await chooseOwnPassword(page, DESK);
  await setUpTwoFactor(page, DESK.username);
  await expect(nav.getByRole("link", { name: "Messages" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Data Backup & Export" })).toHaveCount(0);
  await page.goto(`${server.baseURL}/admin/patients-database`);
  await page.getByRole("button", { name: "Profile of Kamala Ramasamy" }).click();
  const profile = page.getByRole("dialog", { name: /Kamala Ramasamy/ });
  await expect(profile.getByRole("heading", { name: "Appointment History" })).toBeVisible();
  await expect(profile.getByRole("heading", { name: "Medical Notes" })).toHaveCount(0);
  await expect(profile).not.toContainText(NOTE);
  await page.keyboard.press("Escape");
  await expect(profile).toBeHidden();
  const refused = await page.request.post(`${server.baseURL}/api/admin/patient/notes`, {
    data: { patientIdentifier: "9840012345", note: "x", consultationDate: daysFromToday(0) },
  });
  expect(refused.status()).toBe(403);
  await page.goto(`${server.baseURL}/admin/staff`);
  await expect(page.getByText("This screen is not available to your role")).toBeVisible();
  await logout(page);

  // 4. the doctor: the notes, but not Staff
  await signIn(page, { ...DOCTOR, password: first(DOCTOR) });
  await chooseOwnPassword(page, DOCTOR);
  await setUpTwoFactor(page, DOCTOR.username);
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await page.goto(`${server.baseURL}/admin/patients-database`);
  await page.getByRole("button", { name: "Profile of Kamala Ramasamy" }).click();
  const doctorsView = page.getByRole("dialog", { name: /Kamala Ramasamy/ });
  await expect(doctorsView).toContainText(NOTE);
  await page.keyboard.press("Escape");
  await expect(doctorsView).toBeHidden();
  await logout(page);

  // 5. the desk again: the password alone is not enough; the app's next code signs in
  await signIn(page, DESK);
  const codeField = page.getByLabel("Two-factor code");
  await expect(codeField).toBeFocused();
  await codeField.fill(await code(DESK.username, 30));
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await page.goto(`${server.baseURL}/admin/staff`);
  await expect(page.getByText("This screen is not available to your role")).toBeVisible();
});
