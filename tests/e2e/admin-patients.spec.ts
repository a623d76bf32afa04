/**
 * The Patients Database screen, the Add New Patient and delete modals in Chromium at 390
 * and 1280 px, against the production server (playwright.config.ts). Data is made through
 * the API with the signed-in session; names carry the project's name and appointment dates
 * are per project, so the two projects never meet. The Patient Profile modal:
 * admin-patient-profile.spec.ts.
 *
 * SHOTS_DIR=/tmp/shots saves screenshots of every screen and modal on the way.
 */
import fs from "node:fs";
import { expect, test } from "../fixtures/e2e/login";
import { PATIENTS_CSV_HEADER } from "../../components/admin/patients/patients-database";
import { PATIENT_MESSAGES } from "../../lib/shared/validation/patients";
import { addPatientApi, futureDate, shot, tagOf } from "../fixtures/e2e/admin-patients";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";

test("search: the server finds by name, and Download CSV holds every match", async ({ page, login }, testInfo) => {
  const tag = tagOf(testInfo);
  await login();
  await addPatientApi(page, testInfo, {
    name: `Quillon Abernathy ${tag}`,
    email: `quillon.${tag.toLowerCase()}@example.com`,
  });
  await addPatientApi(page, testInfo, { name: `Quillon Brightwater ${tag}` });
  await addPatientApi(page, testInfo, { name: `Rosalind Carrow ${tag}` });

  await page.goto("/admin/patients-database");
  await expect(page.getByRole("heading", { name: "Patients Database" })).toBeVisible();
  await expect(page.getByTestId("patient-count")).toContainText("in total");
  await shot(page, testInfo, "patients-database");
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // (when the search is sent, × and the Search button, no match: tests/components/patients/patients-database.test.tsx)
  const box = page.getByRole("searchbox", { name: "Search patients" });
  const term = `abernathy ${tag.toLowerCase()}`;
  await box.fill(term);
  await box.press("Enter");
  await expect(page.getByTestId("patient-count")).toHaveText(`Found 1 patient for "${term}"`);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody tr").first()).toContainText(`Quillon Abernathy ${tag}`);
  await expect(page.locator("tbody tr").first()).toContainText(`quillon.${tag.toLowerCase()}@example.com`);
  await shot(page, testInfo, "patients-search");

  // Download CSV: every match of the search, with the header
  await box.fill(`quillon`);
  await box.press("Enter");
  await expect(page.getByTestId("patient-count")).toContainText(`for "quillon"`);
  await shot(page, testInfo, "patients-list");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^patients_search_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true); // the byte-order mark Excel needs to read UTF-8 (Tamil names)
  expect(csv.slice(1).split("\r\n")[0]).toBe(PATIENTS_CSV_HEADER.join(","));
  expect(csv).toContain(`Quillon Brightwater ${tag}`);
  expect(csv).not.toContain("Rosalind");
});

test("add a patient without an appointment: the list finds them after", async ({ page, login }, testInfo) => {
  const tag = tagOf(testInfo);
  await login();
  await page.goto("/admin/patients-database");
  await page.getByRole("button", { name: "Add New Patient" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Patient" });
  await expect(dialog).toBeVisible();
  await shot(page, testInfo, "add-patient-modal");
  await expectNoA11yViolations(page);
  // (the spec's messages, the desk's two questions, the time waiting for a date, the close 1.5 s
  // after success and the focus after it, the 409 shown, the discard question:
  // tests/components/patients/add-patient-modal.test.tsx, patients-database.test.tsx, add-patient-appointment.test.tsx)
  await dialog.getByRole("button", { name: "Add Patient" }).click();
  await expect(dialog.getByText("Patient name is required").first()).toBeVisible();
  await shot(page, testInfo, "add-patient-errors");

  await dialog.getByLabel("Full name").fill(`Theodora Finch ${tag}`);
  await dialog.getByLabel("Phone number").fill(`+91 98450 ${tag === "Desk" ? "1" : "2"}2345`);
  await dialog.getByLabel("Age").fill("64");
  await dialog.getByLabel("Sex").selectOption("Female");
  await dialog.getByRole("radio", { name: "தமிழ் (Tamil)" }).check();
  await dialog.getByRole("radio", { name: "No WhatsApp" }).check();
  await dialog.getByRole("button", { name: "Add Patient" }).click();
  await expect(dialog.getByText("Patient added successfully!")).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 4000 });

  const box = page.getByRole("searchbox", { name: "Search patients" });
  await box.fill(`theodora finch ${tag}`);
  await box.press("Enter");
  await expect(page.locator("tbody tr")).toHaveCount(1);
});

test("add a patient with an appointment: the other booking shows, both slots are taken after", async ({
  page,
  login,
}, testInfo) => {
  const tag = tagOf(testInfo);
  await login();
  await page.goto("/admin/patients-database");
  const date = futureDate(testInfo, 3);
  // a slot taken by someone else
  await addPatientApi(page, testInfo, {
    name: `Slot Holder ${tag}`,
    serviceRequired: "ECG",
    preferredDate: date,
    preferredTime: "18:00",
  });

  await page.getByRole("button", { name: "Add New Patient" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Patient" });
  await dialog.getByLabel("Full name").fill(`Ignatius Vale ${tag}`);
  await dialog.getByLabel("Phone number").fill(`98460 ${tag === "Desk" ? "1" : "2"}4321`);
  await dialog.getByLabel("Email").fill(`ignatius.${tag.toLowerCase()}@example.com`);
  await dialog.getByLabel("Age").fill("0");
  await dialog.getByLabel("Sex").selectOption("Male");
  await dialog.getByRole("radio", { name: "English" }).check();
  await dialog.getByRole("radio", { name: "Yes, agrees to WhatsApp" }).check();

  // (a Sunday refused, the booked time disabled and the note: tests/components/patients/add-patient-appointment.test.tsx)
  await dialog.getByLabel("Date").fill(date);
  const time = dialog.getByLabel("Time");
  // the other patient's booking, as the server has it
  await expect(time.locator('option[value="18:00"]')).toHaveText("6:00 PM (Booked)");
  await time.selectOption("18:15");
  await dialog.getByLabel("Service").selectOption("Echocardiography");
  await shot(page, testInfo, "add-patient-appointment");
  await dialog.getByRole("button", { name: "Add Patient" }).click();
  await expect(dialog.getByText("Patient added and appointment scheduled successfully!")).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 4000 });

  const slots = await (await page.request.get(`/api/appointments/slots?date=${date}`)).json();
  expect(slots.bookedSlots.map((s: { value: string }) => s.value)).toEqual(["18:00", "18:15"]);
});

test("delete a patient through the confirmation modal: the row, the record and the slot go", async ({
  page,
  login,
}, testInfo) => {
  const tag = tagOf(testInfo);
  await login();
  const date = futureDate(testInfo, 9);
  const patient = await addPatientApi(page, testInfo, {
    name: `Barnaby Quist ${tag}`,
    serviceRequired: "ECG",
    preferredDate: date,
    preferredTime: "20:00",
  });
  await page.goto("/admin/patients-database");
  const box = page.getByRole("searchbox", { name: "Search patients" });
  await box.fill(`barnaby quist ${tag}`);
  await box.press("Enter");
  await expect(page.locator("tbody tr")).toHaveCount(1);

  const deleteButton = page.getByRole("button", { name: `Delete Barnaby Quist ${tag}` });
  await deleteButton.click();
  const dialog = page.getByRole("dialog", { name: "Delete patient?" });
  await expect(dialog).toBeVisible();
  await shot(page, testInfo, "delete-patient-modal");
  await expectNoA11yViolations(page);
  // (what it lists, Cancel focused, focus kept inside, Escape and the backdrop:
  // tests/components/patients/patients-database.test.tsx)

  // delete: the spec's words as the admin notice, the row goes, the slot is free again
  await dialog.getByRole("button", { name: "Delete Patient" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: PATIENT_MESSAGES.deleted })).toBeVisible();
  await expect(page.getByTestId("patient-count")).toHaveText(`Found 0 patients for "barnaby quist ${tag}"`);
  expect((await page.request.get(`/api/admin/patient/${patient.patient_id}`)).status()).toBe(404);
  const slots = await (await page.request.get(`/api/appointments/slots?date=${date}`)).json();
  expect(slots.bookedSlots).toEqual([]);
});
