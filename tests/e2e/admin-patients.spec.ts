/**
 * The Patients Database screen, the Add New Patient, Patient Profile and delete modals in
 * Chromium at 390 and 1280 px, against the production server (playwright.config.ts). Data
 * is made through the API with the signed-in session; names carry the project's name and
 * appointment dates are per project, so the two projects never meet.
 *
 * SHOTS_DIR=/tmp/shots saves screenshots of every screen and modal on the way.
 */
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { PATIENTS_CSV_HEADER } from "../../components/admin/patients-database";
import { addDays, isSunday, todayIst } from "../../lib/shared/clinic-time";
import { SUNDAY_MESSAGE } from "../../lib/shared/validation/booking";
import { MAX_UPLOAD_BYTES } from "../../lib/shared/validation/reports";
import { signIn } from "./admin-helpers";

const tagOf = (testInfo: TestInfo) => (testInfo.project.name === "desktop" ? "Desk" : "Mob");

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(300); // let a dialog's opening animation finish
  await page.screenshot({ path: path.join(dir, `${name}-${testInfo.project.name === "desktop" ? 1280 : 390}.png`), fullPage: false });
}

/** A future non-Sunday date of this project. */
function futureDate(testInfo: TestInfo, offset: number): string {
  let date = addDays(todayIst(new Date()), 20 + (testInfo.project.name === "desktop" ? 30 : 0) + offset);
  while (isSunday(date)) date = addDays(date, 1);
  return date;
}

function nextSunday(): string {
  let date = addDays(todayIst(new Date()), 1);
  while (!isSunday(date)) date = addDays(date, 1);
  return date;
}

let phoneCounter = 0;
async function addPatientApi(page: Page, testInfo: TestInfo, fields: Record<string, unknown>) {
  phoneCounter += 1;
  const res = await page.request.post("/api/admin/patient/add", {
    data: {
      phone: `97${testInfo.project.name === "desktop" ? 1 : 2}${String(Date.now()).slice(-4)}${String(phoneCounter).padStart(3, "0")}`,
      age: 47,
      sex: "Female",
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).patient as { patient_id: number; name: string };
}

async function expectNoA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page: page as never }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A small real PDF of about `size` bytes. */
function pdf(size = 2000): Buffer {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n`;
  const tail = "trailer<</Root 1 0 R>>\n%%EOF\n";
  return Buffer.concat([Buffer.from(body), Buffer.alloc(Math.max(0, size - body.length - tail.length), 0x20), Buffer.from(tail)]);
}

test("search: × clear, Search button, and one request 1 s after typing stops", async ({ page }, testInfo) => {
  const tag = tagOf(testInfo);
  await signIn(page, testInfo);
  await addPatientApi(page, testInfo, { name: `Quillon Abernathy ${tag}`, email: `quillon.${tag.toLowerCase()}@example.com` });
  await addPatientApi(page, testInfo, { name: `Quillon Brightwater ${tag}` });
  await addPatientApi(page, testInfo, { name: `Rosalind Carrow ${tag}` });

  await page.goto("/admin/patients-database");
  await expect(page.getByRole("heading", { name: "Patients Database" })).toBeVisible();
  await expect(page.getByTestId("patient-count")).toContainText("in total");
  await shot(page, testInfo, "patients-database");
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  const searches: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname === "/api/admin/patients" && url.searchParams.get("search")) searches.push(url.searchParams.get("search")!);
  });
  const box = page.getByRole("searchbox", { name: "Search patients" });
  const term = `abernathy ${tag.toLowerCase()}`;
  await box.pressSequentially(term, { delay: 120 }); // keeps typing: no search meanwhile
  const typedAt = Date.now();
  await page.waitForTimeout(600);
  expect(searches).toEqual([]);
  await expect(page.getByTestId("patient-count")).toHaveText(`Found 1 patient for "${term}"`);
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(900);
  expect(searches).toEqual([term]);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody tr").first()).toContainText(`Quillon Abernathy ${tag}`);
  await expect(page.locator("tbody tr").first()).toContainText(`quillon.${tag.toLowerCase()}@example.com`);
  await shot(page, testInfo, "patients-search");

  // × clears and shows every patient again, at once
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(box).toHaveValue("");
  await expect(page.getByTestId("patient-count")).toContainText("in total");
  await expect(box).toBeFocused();

  // the Search button (and Enter) search without waiting
  await box.fill(`carrow ${tag}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("patient-count")).toHaveText(`Found 1 patient for "carrow ${tag}"`, { timeout: 800 });

  // phone digits and no match
  await box.fill("zzzz-no-such-patient");
  await box.press("Enter");
  await expect(page.getByTestId("patient-count")).toHaveText(`Found 0 patients for "zzzz-no-such-patient"`, { timeout: 800 });
  await expect(page.getByText(`No patients match "zzzz-no-such-patient".`)).toBeVisible();

  // Download CSV: every match of the search, with the header
  await box.fill(`quillon`);
  await box.press("Enter");
  await expect(page.getByTestId("patient-count")).toContainText(`for "quillon"`);
  await shot(page, testInfo, "patients-list");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^patients_search_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe(PATIENTS_CSV_HEADER.join(","));
  expect(csv).toContain(`Quillon Brightwater ${tag}`);
  expect(csv).not.toContain("Rosalind");
});

test("add a patient: the spec's messages, then without an appointment; closes 1.5 s after success", async ({ page }, testInfo) => {
  const tag = tagOf(testInfo);
  await signIn(page, testInfo);
  await page.goto("/admin/patients-database");
  const opener = page.getByRole("button", { name: "Add New Patient" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Add New Patient" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Full name")).toBeFocused();
  await shot(page, testInfo, "add-patient-modal");
  await expectNoA11yViolations(page);

  await dialog.getByRole("button", { name: "Add Patient" }).click();
  await expect(dialog.getByText("Patient name is required").first()).toBeVisible();
  await expect(dialog.getByText("Phone number is required")).toBeVisible();
  await expect(dialog.getByText("Age is required")).toBeVisible();
  await expect(dialog.getByText("Sex is required")).toBeVisible();
  await expect(dialog.getByLabel("Full name")).toBeFocused();
  await shot(page, testInfo, "add-patient-errors");

  await dialog.getByLabel("Full name").fill(`Theodora Finch ${tag}`);
  await dialog.getByLabel("Phone number").fill(`+91 98450 ${tag === "Desk" ? "1" : "2"}2345`);
  await dialog.getByLabel("Age").fill("151");
  await dialog.getByLabel("Sex").selectOption("Female");
  await dialog.getByRole("button", { name: "Add Patient" }).click();
  await expect(dialog.getByText("Please enter a valid age (0-150)").first()).toBeVisible();
  await dialog.getByLabel("Age").fill("64");
  // the time stays disabled until a date is chosen
  await expect(dialog.getByLabel("Time")).toBeDisabled();

  await dialog.getByRole("button", { name: "Add Patient" }).click();
  await expect(dialog.getByText("Patient added successfully!")).toBeVisible();
  const shownAt = Date.now();
  await expect(dialog).toBeHidden({ timeout: 4000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1200);
  await expect(opener).toBeFocused();

  const box = page.getByRole("searchbox", { name: "Search patients" });
  await box.fill(`theodora finch ${tag}`);
  await box.press("Enter");
  await expect(page.locator("tbody tr")).toHaveCount(1);

  // the same patient again: 409 with a clear message, nothing closes
  await opener.click();
  await dialog.getByLabel("Full name").fill(`Theodora Finch ${tag}`);
  await dialog.getByLabel("Phone number").fill(`98450 ${tag === "Desk" ? "1" : "2"}2345`);
  await dialog.getByLabel("Age").fill("64");
  await dialog.getByLabel("Sex").selectOption("Female");
  await dialog.getByRole("button", { name: "Add Patient" }).click();
  await expect(dialog.getByText("A patient with this name and phone number already exists.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("add a patient with an appointment: Sunday refused, booked slot disabled, scheduled", async ({ page }, testInfo) => {
  const tag = tagOf(testInfo);
  await signIn(page, testInfo);
  await page.goto("/admin/patients-database");
  const date = futureDate(testInfo, 3);
  // a slot taken by someone else
  await addPatientApi(page, testInfo, { name: `Slot Holder ${tag}`, serviceRequired: "ECG", preferredDate: date, preferredTime: "18:00" });

  await page.getByRole("button", { name: "Add New Patient" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Patient" });
  await dialog.getByLabel("Full name").fill(`Ignatius Vale ${tag}`);
  await dialog.getByLabel("Phone number").fill(`98460 ${tag === "Desk" ? "1" : "2"}4321`);
  await dialog.getByLabel("Email").fill(`ignatius.${tag.toLowerCase()}@example.com`);
  await dialog.getByLabel("Age").fill("0");
  await dialog.getByLabel("Sex").selectOption("Male");

  let alerted = "";
  page.once("dialog", (d) => {
    alerted = d.message();
    void d.accept();
  });
  await dialog.getByLabel("Date").fill(nextSunday());
  await expect(dialog.getByText(SUNDAY_MESSAGE)).toBeVisible();
  expect(alerted).toBe(SUNDAY_MESSAGE);
  await expect(dialog.getByLabel("Date")).toHaveValue("");
  await expect(dialog.getByLabel("Time")).toBeDisabled();

  await dialog.getByLabel("Date").fill(date);
  const time = dialog.getByLabel("Time");
  await expect(time).toBeEnabled();
  await expect(time.locator('option[value="18:00"]')).toHaveText("6:00 PM (Booked)");
  await expect(time.locator('option[value="18:00"]')).toBeDisabled();
  await expect(dialog.getByText("Some time slots are already booked.")).toBeVisible();
  await time.selectOption("18:15");
  await dialog.getByLabel("Service").selectOption("Echocardiography");
  await shot(page, testInfo, "add-patient-appointment");
  await dialog.getByRole("button", { name: "Add Patient" }).click();
  await expect(dialog.getByText("Patient added and appointment scheduled successfully!")).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 4000 });

  const slots = await (await page.request.get(`/api/appointments/slots?date=${date}`)).json();
  expect(slots.bookedSlots.map((s: { value: string }) => s.value)).toEqual(["18:00", "18:15"]);
});

test("profile: basic information, add note, upload with progress, download, delete report", async ({ page }, testInfo) => {
  const tag = tagOf(testInfo);
  await signIn(page, testInfo);
  const date = futureDate(testInfo, 6);
  // no address, no occupation: 'Not provided' (age and sex are required when staff add a patient)
  const patient = await addPatientApi(page, testInfo, {
    name: `Ottoline Marsh ${tag}`,
    email: `ottoline.${tag.toLowerCase()}@example.com`,
    sex: "Other",
    serviceRequired: "Stress Test",
    preferredDate: date,
    preferredTime: "19:00",
  });

  await page.goto("/admin/patients-database");
  const box = page.getByRole("searchbox", { name: "Search patients" });
  await box.fill(String(patient.patient_id));
  await box.press("Enter");
  const profileButton = page.getByRole("button", { name: `Profile of Ottoline Marsh ${tag}` });
  await profileButton.click();
  const dialog = page.getByRole("dialog", { name: `Ottoline Marsh ${tag}` });
  await expect(dialog).toBeVisible();
  const basics = dialog.getByRole("region", { name: "Basic Information" });
  await expect(basics.getByText("Not provided")).toHaveCount(2); // address and occupation
  await expect(basics).toContainText("Total Visits");
  await expect(basics).toContainText("Other");
  await expect(dialog.getByRole("region", { name: "Services Used" }).getByRole("listitem")).toHaveText(["Stress Test"]);
  await expect(dialog.getByRole("region", { name: "Appointment History" })).toContainText("7:00 PM");
  await shot(page, testInfo, "profile-modal");
  await expectNoA11yViolations(page);

  // Add Note
  const notes = dialog.getByRole("region", { name: "Medical Notes" });
  await notes.getByRole("button", { name: "Add Note" }).click();
  await expect(notes.getByLabel("Consultation date")).toHaveValue(todayIst(new Date()));
  await notes.getByRole("button", { name: "Save Note" }).click();
  await expect(notes.getByText("Please enter a note")).toBeVisible();
  await notes.getByRole("textbox", { name: "Note" }).fill("First visit. BP 150/95.");
  await notes.getByRole("button", { name: "Save Note" }).click();
  await expect(notes.getByText("Note saved successfully!")).toBeVisible();
  await expect(notes.getByRole("button", { name: "Add Note" })).toBeFocused(); // focus is not lost with the form
  await notes.getByRole("button", { name: "Add Note" }).click();
  await notes.getByRole("textbox", { name: "Note" }).fill("Second visit. BP 132/84 on amlodipine.");
  await notes.getByRole("button", { name: "Save Note" }).click();
  await expect(notes.getByRole("listitem").first()).toContainText("Second visit");
  await expect(notes.getByText("Note saved successfully!")).toBeHidden({ timeout: 3500 });

  // Upload Report: required fields, then a real PDF with the upload slowed so the bar shows
  const reports = dialog.getByRole("region", { name: "Patient Reports" });
  await reports.getByRole("button", { name: "Upload Report" }).click();
  await reports.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(reports.getByText("Please fill all required fields and select a file")).toBeVisible();
  const data = pdf(600 * 1024);
  await reports.getByLabel("File").setInputFiles({ name: "echo-report.pdf", mimeType: "application/pdf", buffer: data });
  await reports.getByLabel("Report name").fill(`Echo ${tag}`);
  await reports.getByLabel("Report type").selectOption("Echo");
  await reports.getByLabel("Description").fill("EF 55%");
  await shot(page, testInfo, "profile-upload-form");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 200 * 1024 });
  await reports.getByRole("button", { name: "Upload", exact: true }).click();
  const bar = reports.getByRole("progressbar");
  await expect(bar).toBeVisible();
  await expect(reports.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 10_000 }).toBeGreaterThan(0);
  await shot(page, testInfo, "profile-upload-progress");
  await expect(bar).toBeHidden({ timeout: 20_000 });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(reports.getByText("Report uploaded successfully!")).toBeVisible();
  await expect(reports.getByRole("button", { name: "Upload Report" })).toBeFocused();
  const first = reports.getByRole("listitem").first();
  await expect(first).toContainText(`Echo ${tag}`);
  await expect(first).toContainText("0.59 MB");
  await expect(first).toContainText("EF 55%");

  // a second, smaller one goes on top
  await reports.getByRole("button", { name: "Upload Report" }).click();
  await reports.getByLabel("File").setInputFiles({ name: "ecg.pdf", mimeType: "application/pdf", buffer: pdf() });
  await reports.getByLabel("Report name").fill(`ECG ${tag}`);
  await reports.getByLabel("Report type").selectOption("ECG");
  await reports.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(reports.getByRole("listitem").first()).toContainText(`ECG ${tag}`);
  await expect(reports.getByRole("listitem")).toHaveCount(2);
  await shot(page, testInfo, "profile-reports");

  // a file of the wrong type is refused before sending
  await reports.getByRole("button", { name: "Upload Report" }).click();
  await reports.getByLabel("File").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(reports.getByText("Please choose a PDF, JPG, PNG, DOC or DOCX file.")).toBeVisible();
  await reports.getByRole("button", { name: "Cancel" }).click();

  // Download: saved under the report's name
  const [download] = await Promise.all([page.waitForEvent("download"), reports.getByRole("button", { name: `Download Echo ${tag}` }).click()]);
  expect(download.suggestedFilename()).toBe(`Echo ${tag}.pdf`);
  expect(fs.readFileSync((await download.path())!)).toEqual(data);

  // Delete: the browser confirmation; dismissing keeps it
  page.once("dialog", (d) => void d.dismiss());
  await reports.getByRole("button", { name: `Delete ECG ${tag}` }).click();
  await expect(reports.getByRole("listitem")).toHaveCount(2);
  let asked = "";
  page.once("dialog", (d) => {
    asked = d.message();
    void d.accept();
  });
  await reports.getByRole("button", { name: `Delete ECG ${tag}` }).click();
  await expect(reports.getByRole("listitem")).toHaveCount(1);
  expect(asked).toBe("Are you sure you want to delete this report?");

  // Back to Admin closes and hands focus back
  await dialog.getByRole("button", { name: "Back to Admin" }).click();
  await expect(dialog).toBeHidden();
  await expect(profileButton).toBeFocused();

  // reopened, everything is still there, newest first
  await profileButton.click();
  await expect(dialog.getByRole("region", { name: "Medical Notes" }).getByRole("listitem").first()).toContainText("Second visit");
  await expect(dialog.getByRole("region", { name: "Patient Reports" }).getByRole("listitem")).toHaveCount(1);
  await page.mouse.click(5, 5); // the backdrop (at 390 px the sheet fills the screen: Escape instead)
  if (await dialog.isVisible()) await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("delete a patient through the confirmation modal: Escape, backdrop, focus kept inside, then delete", async ({ page }, testInfo) => {
  const tag = tagOf(testInfo);
  await signIn(page, testInfo);
  const date = futureDate(testInfo, 9);
  const patient = await addPatientApi(page, testInfo, { name: `Barnaby Quist ${tag}`, serviceRequired: "ECG", preferredDate: date, preferredTime: "20:00" });
  await page.goto("/admin/patients-database");
  const box = page.getByRole("searchbox", { name: "Search patients" });
  await box.fill(`barnaby quist ${tag}`);
  await box.press("Enter");
  await expect(page.locator("tbody tr")).toHaveCount(1);

  const deleteButton = page.getByRole("button", { name: `Delete Barnaby Quist ${tag}` });
  await deleteButton.click();
  const dialog = page.getByRole("dialog", { name: "Delete patient?" });
  await expect(dialog).toBeVisible();
  for (const item of ["Patient information", "All appointments", "All medical notes", "All reports and their uploaded files", "Contact history"]) {
    await expect(dialog.getByText(item)).toBeVisible();
  }
  await expect(dialog.getByText("This action cannot be undone.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await shot(page, testInfo, "delete-patient-modal");
  await expectNoA11yViolations(page);

  // focus stays inside: Tab and Shift+Tab wrap around
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  // Escape closes, focus goes back to the row's Delete button
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  // a click on the backdrop closes it; one inside does not
  await deleteButton.click();
  await dialog.getByText("This permanently removes:").click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(8, 8);
  await expect(dialog).toBeHidden();

  // delete: the spec's alert, the row goes, the slot is free again
  await deleteButton.click();
  let alerted = "";
  page.once("dialog", (d) => {
    alerted = d.message();
    void d.accept();
  });
  await dialog.getByRole("button", { name: "Delete Patient" }).click();
  await expect(dialog).toBeHidden();
  expect(alerted).toBe("Patient deleted successfully!");
  await expect(page.getByTestId("patient-count")).toHaveText(`Found 0 patients for "barnaby quist ${tag}"`);
  expect((await page.request.get(`/api/admin/patient/${patient.patient_id}`)).status()).toBe(404);
  const slots = await (await page.request.get(`/api/appointments/slots?date=${date}`)).json();
  expect(slots.bookedSlots).toEqual([]);
});

test("the real server takes a 9.9 MB and a 10 MB upload whole, and answers 413 past 10 MB", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "once is enough");
  await signIn(page, testInfo);
  const patient = await addPatientApi(page, testInfo, { name: `Upload Limits ${tagOf(testInfo)}` });
  const send = (size: number) =>
    page.request.post("/api/admin/patient/reports/upload", {
      multipart: {
        patientIdentifier: String(patient.patient_id),
        reportName: `Size ${size}`,
        reportType: "Imaging",
        uploadDate: todayIst(new Date()),
        reportFile: { name: "big.pdf", mimeType: "application/pdf", buffer: pdf(size) },
      },
    });
  for (const size of [Math.round(9.9 * 1024 * 1024), MAX_UPLOAD_BYTES]) {
    const res = await send(size);
    expect(res.status(), await res.text()).toBe(201);
    const report = (await res.json()).report as { FileSize: number; Timestamp: string };
    expect(report.FileSize).toBe(size);
    const file = await page.request.get(`/api/admin/patient/reports/download/${encodeURIComponent(report.Timestamp)}`);
    expect((await file.body()).length).toBe(size);
  }
  const over = await send(MAX_UPLOAD_BYTES + 1);
  expect(over.status()).toBe(413);
  expect((await over.json()).message).toBe("The file is too large. The largest accepted size is 10 MB.");
  const profile = await (await page.request.get(`/api/admin/patient/${patient.patient_id}`)).json();
  expect(profile.patient.reports).toHaveLength(2);
});
