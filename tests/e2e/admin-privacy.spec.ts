/**
 * Privacy at the desk (FEATURES.md §7) in Chromium at 390 and 1280 px: the Patient Profile's
 * Consent and privacy (a public booking's consent; withdrawing WhatsApp consent after a
 * confirmation, logged as a done withdrawal on the Privacy screen; Export data's ZIP), the
 * Privacy screen's rights requests (recorded, then marked done) and its retention review (a
 * patient last seen years ago, deleted from their profile and then logged as an erasure).
 *
 * Data comes through the API with the signed-in session; a visit years ago is placed by the
 * test's own database connection (a booking cannot be in the past). Names carry the project.
 * SHOTS_DIR=/tmp/shots saves screenshots on the way.
 */
import { E2E_ADMIN } from "../../playwright.config";
import fs from "node:fs";
import JSZip from "jszip";
import type { Page, TestInfo } from "@playwright/test";
import { expect, e2eDatabaseClient, test } from "../fixtures/e2e/login";
import { PRIVACY_NOTICE_VERSION } from "../../lib/content/privacy-notice";
import { addDays, todayIst } from "../../lib/shared/clinic-time";
import { PATIENT_MESSAGES } from "../../lib/shared/validation/patients";
import { PRIVACY_MESSAGES, RIGHTS_KIND_LABELS } from "../../lib/shared/validation/privacy";
import { addPatientApi, answerConfirm, openProfile, shot, tagOf } from "../fixtures/e2e/admin-patients";
import { placeAt } from "../fixtures/e2e/appointments";
import { clientAddresses } from "../fixtures/e2e/clients";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";
import { clinicDay } from "../fixtures/dates";

/** Days apart from the helpers' (tests/fixtures/e2e/appointments.ts, admin-patients.ts). */
const privacyDay = (testInfo: TestInfo, n: number) =>
  clinicDay(215 + (testInfo.project.name === "desktop" ? 12 : 0) + n * 2);

const clientIp = clientAddresses("100.64.17", 100);

let phones = 0;
const phoneOf = (testInfo: TestInfo) => `+91 97317 ${(testInfo.project.name === "desktop" ? 50000 : 10000) + ++phones}`;

const today = () => todayIst(new Date());

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-11-24" → "24 Nov 2026", as the privacy screens write a day. */
const dayText = (date: string) => {
  const [y, m, d] = date.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

/** Books on the public call as the booking form does, with the notice agreed and WhatsApp ticked. */
async function bookWithConsent(page: Page, testInfo: TestInfo, name: string, day: number) {
  const res = await page.request.post("/api/appointments/book", {
    headers: { "x-forwarded-for": clientIp(testInfo) },
    data: {
      patientName: name,
      patientPhone: phoneOf(testInfo),
      patientAge: 58,
      patientSex: "Female",
      serviceRequired: "ECG",
      preferredDate: privacyDay(testInfo, day),
      preferredTime: "19:30",
      consent: { version: PRIVACY_NOTICE_VERSION, whatsapp: true },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { appointment } = await res.json();
  const { patientId } = await e2eDatabaseClient().appointment.findUniqueOrThrow({
    where: { timestamp: appointment.timestamp },
    select: { patientId: true },
  });
  return { patient_id: patientId, name };
}

const consentSection = (page: Page) =>
  page.getByTestId("patient-profile-modal").getByRole("region", { name: "Consent and privacy" });

/** A request on the Privacy screen, by what it says. */
const requestItem = (page: Page, text: string) =>
  page.getByTestId("rights-requests").locator("li[data-request-id]").filter({ hasText: text });

test("a public booking's consent in the profile; withdrawing asks first, then shows Withdrawn and a done withdrawal on the Privacy screen", async ({
  page,
  login,
}, testInfo) => {
  const tag = tagOf(testInfo);
  await login();
  const patient = await bookWithConsent(page, testInfo, `Philippa Consent ${tag}`, 0);

  await openProfile(page, patient);
  const section = consentSection(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId("whatsapp-consent")).toHaveText(
    new RegExp(`^WhatsApp: Agreed — from the booking form on ${dayText(today())}, \\d{1,2}:\\d{2} [AP]M$`),
  );
  await expect(section).toContainText(
    `Privacy notice ${PRIVACY_NOTICE_VERSION} agreed at booking on ${dayText(today())}`,
  );
  await expect(section.getByText("None recorded.")).toBeVisible();
  await shot(page, testInfo, "C-profile-consent");
  await expectNoA11yViolations(page);

  // withdrawn after the question (its Cancel: tests/components/privacy/consent-panel.test.tsx)
  const withdraw = section.getByRole("button", { name: "Withdraw WhatsApp consent" });
  await withdraw.click();
  await answerConfirm(page, PRIVACY_MESSAGES.withdrawConfirm, "Withdraw");
  await expect(section.getByText(PRIVACY_MESSAGES.consentWithdrawn)).toBeVisible();
  await expect(section.getByTestId("whatsapp-consent")).toHaveText(
    // who recorded it (issue 26): the admin signed in at the desk
    new RegExp(
      `^WhatsApp: Withdrawn — recorded by ${E2E_ADMIN.username} at the desk on ${dayText(today())}, \\d{1,2}:\\d{2} [AP]M$`,
    ),
  );
  await expect(section.getByRole("button", { name: "Record WhatsApp consent" })).toBeVisible();
  const logged = section.getByRole("list", { name: "Rights requests" }).getByRole("listitem");
  await expect(logged).toHaveCount(1);
  await expect(logged).toContainText(RIGHTS_KIND_LABELS.withdrawal);
  await expect(logged).toContainText(`Done ${dayText(today())}`);
  await shot(page, testInfo, "C-profile-withdrawn");
  const stored = await (await page.request.get(`/api/admin/patient/${patient.patient_id}`)).json();
  expect(stored.patient.consent).toMatchObject({ whatsapp: false, whatsappBy: "desk" });

  // the Privacy screen, from the header: the withdrawal is there, done, under the patient's name
  await page.getByTestId("patient-profile-modal").getByRole("button", { name: "Back to Admin" }).click();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/admin\/privacy$/);
  await expect(page.getByRole("heading", { name: "Privacy", level: 1 })).toBeVisible();
  await page.getByLabel("Show", { exact: true }).selectOption("done");
  await expect(page).toHaveURL(/status=done/);
  const item = requestItem(page, patient.name);
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId("request-kind")).toHaveText(RIGHTS_KIND_LABELS.withdrawal);
  await expect(item).toContainText(`Done ${dayText(today())}`);
  await expect(item).toContainText("Asked by the patient");
  await expect(item.getByRole("button", { name: /Mark done/ })).toHaveCount(0);

  // the patient's name opens their profile over the Privacy screen
  await item.getByRole("button", { name: `Profile of ${patient.name}` }).click();
  const profile = page.getByRole("dialog", { name: patient.name });
  await expect(profile).toBeVisible();
  await expect(consentSection(page).getByTestId("whatsapp-consent")).toContainText("Withdrawn");
  await profile.getByRole("button", { name: "Back to Admin" }).click();
  await expect(profile).toBeHidden();
  await expect(item.getByRole("button", { name: `Profile of ${patient.name}` })).toBeFocused();
});

test("Export data: after a confirmation, a ZIP whose patient.json names the patient; it is logged as a done access request", async ({
  page,
  login,
}, testInfo) => {
  const tag = tagOf(testInfo);
  await login();
  const patient = await addPatientApi(page, testInfo, { name: `Octavia Export ${tag}` });
  await openProfile(page, patient);
  const section = consentSection(page);
  await section.scrollIntoViewIfNeeded();
  // a patient added at the desk was never asked
  await expect(section.getByTestId("whatsapp-consent")).toHaveText("WhatsApp: Not asked");

  // exported after the question (its Cancel: tests/components/privacy/consent-panel.test.tsx)
  await section.getByRole("button", { name: "Export data" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    answerConfirm(page, PRIVACY_MESSAGES.exportConfirm, "Export"),
  ]);
  expect(download.suggestedFilename()).toBe(`patient-${patient.patient_id}-${today()}.zip`);
  const zip = await JSZip.loadAsync(fs.readFileSync(await download.path()));
  const data = JSON.parse(await zip.file("patient.json")!.async("string"));
  expect(JSON.stringify(data)).toContain(patient.name);
  expect(zip.file("summary.html")).not.toBeNull();

  await expect(section.getByText(/Data exported/)).toBeVisible();
  const logged = section.getByRole("list", { name: "Rights requests" }).getByRole("listitem");
  await expect(logged).toHaveCount(1);
  await expect(logged).toContainText(RIGHTS_KIND_LABELS.access);
  await expect(logged).toContainText("Done");
  await shot(page, testInfo, "C-profile-exported");
});

test("record a request for a patient found by search: open, then Mark done makes it done", async ({
  page,
  login,
}, testInfo) => {
  const tag = tagOf(testInfo);
  await login();
  const patient = await addPatientApi(page, testInfo, { name: `Ottoline Request ${tag}` });
  await page.goto("/admin/privacy");
  const form = page.getByRole("form", { name: "Record a request" });
  await expect(form).toBeVisible();
  await shot(page, testInfo, "C-privacy-screen");
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // (nothing chosen refused at the fields, the focus after choosing, the form emptied after:
  // tests/components/privacy/record-request-form.test.tsx)
  // the patient, by name, as the server finds them
  await form.getByLabel("Patient", { exact: true }).fill(patient.name);
  const matches = form.getByRole("list", { name: "Matching patients" });
  await matches.getByRole("button", { name: new RegExp(`${patient.name}.*ID ${patient.patient_id}`) }).click();
  await expect(form.getByText(`Patient ID ${patient.patient_id}`)).toBeVisible();

  await form.getByLabel(/^Kind/).selectOption("correction");
  await form.getByLabel(/^Who asked/).fill("Her daughter, Mira");
  const received = addDays(today(), -2);
  await form.getByLabel(/^Date received/).fill(received);
  await form.getByLabel("Note", { exact: true }).fill("The address on file is an old one.");
  await shot(page, testInfo, "C-record-request");
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/admin/rights-requests")),
    form.getByRole("button", { name: "Record request" }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({
    patientId: patient.patient_id,
    kind: "correction",
    requester: "Her daughter, Mira",
    detail: "The address on file is an old one.",
    receivedAt: received,
  });
  await expect(page.getByText(PRIVACY_MESSAGES.requestRecorded)).toBeVisible();

  await page.getByLabel("Show", { exact: true }).selectOption("open");
  const item = requestItem(page, "Her daughter, Mira").filter({ hasText: patient.name });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId("request-kind")).toHaveText(RIGHTS_KIND_LABELS.correction);
  await expect(item).toContainText(`received ${dayText(received)}`);
  await expect(item).toContainText("The address on file is an old one.");
  await expect(item).toContainText("Open");
  await item.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "C-request-open");

  await item.getByRole("button", { name: /^Mark done/ }).click();
  await expect(page.getByText(PRIVACY_MESSAGES.markedDone)).toBeVisible();
  // done: it leaves the open ones, and shows as done under All requests
  await expect(item).toHaveCount(0);
  await page.getByLabel("Show", { exact: true }).selectOption("all");
  const doneItem = requestItem(page, "Her daughter, Mira").filter({ hasText: patient.name });
  await expect(doneItem).toContainText(`Done ${dayText(today())}`);
  await expect(doneItem.getByRole("button", { name: /Mark done/ })).toHaveCount(0);
  await shot(page, testInfo, "C-request-done");
  await expectNoA11yViolations(page);
});

test("the retention review lists a patient last seen years ago with the rule; deleted from their profile, they leave it and an erasure is logged", async ({
  page,
  login,
}, testInfo) => {
  const tag = tagOf(testInfo);
  await login();
  const patient = await addPatientApi(page, testInfo, {
    name: `Ambrose Longago ${tag}`,
    serviceRequired: "ECG",
    preferredDate: privacyDay(testInfo, 1),
    preferredTime: "20:00",
  });
  const lastVisit = testInfo.project.name === "desktop" ? "2021-03-10" : "2021-03-11";
  const { id } = await e2eDatabaseClient().appointment.findFirstOrThrow({
    where: { patientId: patient.patient_id },
    select: { id: true },
  });
  await placeAt(e2eDatabaseClient(), id, { date: lastVisit, time: "19:00", status: "Done" });

  await page.goto("/admin/privacy");
  const review = page.getByRole("region", { name: "Patients past the retention period" });
  await expect(review.getByTestId("retention-rule")).toHaveText(
    "Records are kept 3 years after the last visit. Nothing is deleted automatically: review each patient and delete from their profile if nothing requires keeping it.",
  );
  const row = review.locator(`tr[data-patient-id="${patient.patient_id}"]`);
  await expect(row).toContainText(patient.name);
  await expect(row).toContainText(dayText(lastVisit));
  await expect(row.locator("td").nth(2)).toHaveText("1"); // appointments
  await expect(row.locator("td").nth(3)).toHaveText("0"); // reports
  await row.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "C-retention");
  await expectNoA11yViolations(page);

  await row.getByRole("button", { name: `Open profile of ${patient.name}` }).click();
  const profile = page.getByRole("dialog", { name: patient.name });
  await expect(profile).toBeVisible();
  await consentSection(page).getByRole("button", { name: "Delete patient" }).click();
  const confirm = page.getByTestId("delete-patient-modal");
  await expect(confirm).toBeVisible();
  await shot(page, testInfo, "C-profile-delete");
  await confirm.getByRole("button", { name: "Delete Patient" }).click();
  await expect(page.getByRole("status").filter({ hasText: PATIENT_MESSAGES.deleted })).toBeVisible();
  await expect(profile).toBeHidden();
  await expect(row).toHaveCount(0);

  // the erasure is logged, done, without the name
  await page.getByLabel("Show", { exact: true }).selectOption("done");
  const erased = requestItem(page, `Patient ${patient.patient_id} (erased)`);
  await expect(erased).toHaveCount(1);
  await expect(erased.getByTestId("request-kind")).toHaveText(RIGHTS_KIND_LABELS.erasure);
  await expect(page.getByTestId("rights-requests")).not.toContainText(patient.name);
});
