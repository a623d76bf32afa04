/**
 * The Patient Profile modal in Chromium at 390 and 1280 px — basic information, notes,
 * report upload with progress, download and delete — and the real server's upload limit,
 * against the production server (playwright.config.ts). Names carry the project's name and
 * appointment dates are per project, so the two projects never meet.
 *
 * SHOTS_DIR=/tmp/shots saves screenshots of every screen and modal on the way.
 */
import fs from "node:fs";
import { expect, test } from "../fixtures/e2e/login";
import { todayIst } from "../../lib/shared/clinic-time";
import { MAX_UPLOAD_BYTES } from "../../lib/shared/validation/reports";
import { addPatientApi, futureDate, pdf, shot, tagOf } from "../fixtures/e2e/admin-patients";
import { expectNoA11yViolations } from "../fixtures/e2e/page-checks";

test("profile: basic information, add note, upload with progress, download, delete report", async ({
  page,
  login,
}, testInfo) => {
  test.slow(); // a deliberately throttled upload, on a machine that may be busy with other builds
  const tag = tagOf(testInfo);
  await login();
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

  // Add Note (the empty note refused, the date, the focus and the message's going after a save:
  // tests/components/patients/notes.test.tsx)
  const notes = dialog.getByRole("region", { name: "Medical Notes" });
  await notes.getByRole("button", { name: "Add Note" }).click();
  await notes.getByRole("textbox", { name: "Note" }).fill("First visit. BP 150/95.");
  await notes.getByRole("button", { name: "Save Note" }).click();
  await expect(notes.getByText("Note saved successfully!")).toBeVisible();
  await notes.getByRole("button", { name: "Add Note" }).click();
  await notes.getByRole("textbox", { name: "Note" }).fill("Second visit. BP 132/84 on amlodipine.");
  await notes.getByRole("button", { name: "Save Note" }).click();
  await expect(notes.getByRole("listitem").first()).toContainText("Second visit");

  // Upload Report: a real PDF with the upload slowed so the bar shows (what is missing and a
  // file of the wrong type, refused before sending: tests/components/patients/report-upload-form.test.tsx)
  const reports = dialog.getByRole("region", { name: "Patient Reports" });
  await reports.getByRole("button", { name: "Upload Report" }).click();
  const data = pdf(600 * 1024);
  await reports
    .getByLabel("File")
    .setInputFiles({ name: "echo-report.pdf", mimeType: "application/pdf", buffer: data });
  await reports.getByLabel("Report name").fill(`Echo ${tag}`);
  await reports.getByLabel("Report type").selectOption("Echo");
  await reports.getByLabel("Description").fill("EF 55%");
  await shot(page, testInfo, "profile-upload-form");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 200 * 1024,
  });
  await reports.getByRole("button", { name: "Upload", exact: true }).click();
  const bar = reports.getByRole("progressbar");
  await expect(bar).toBeVisible();
  await expect(reports.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  await expect
    .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await shot(page, testInfo, "profile-upload-progress");
  await expect(bar).toBeHidden({ timeout: 20_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
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

  // View: the PDF read in the page, in the browser's own viewer, not only downloaded (issue 29)
  await reports.getByRole("button", { name: `View ECG ${tag}` }).click();
  const viewer = page.getByRole("dialog", { name: `ECG ${tag}` });
  const frame = viewer.locator(`iframe[title="ECG ${tag}"]`);
  await expect(frame).toHaveAttribute("src", /^blob:/);
  await expect(frame).toBeVisible();
  await expect(viewer.getByRole("alert")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();

  // Download: saved under the report's name
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    reports.getByRole("button", { name: `Download Echo ${tag}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Echo ${tag}.pdf`);
  expect(fs.readFileSync((await download.path())!)).toEqual(data);

  // Delete, after the question (Cancel keeps it: tests/components/patients/report-panel.test.tsx)
  const confirm = page.getByRole("dialog", { name: "Delete report?" });
  await reports.getByRole("button", { name: `Delete ECG ${tag}` }).click();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(reports.getByRole("listitem")).toHaveCount(1);

  // Back to Admin closes and hands focus back
  await dialog.getByRole("button", { name: "Back to Admin" }).click();
  await expect(dialog).toBeHidden();
  await expect(profileButton).toBeFocused();

  // reopened, everything is still there, newest first
  await profileButton.click();
  await expect(dialog.getByRole("region", { name: "Medical Notes" }).getByRole("listitem").first()).toContainText(
    "Second visit",
  );
  await expect(dialog.getByRole("region", { name: "Patient Reports" }).getByRole("listitem")).toHaveCount(1);
  await page.mouse.click(5, 5); // the backdrop (at 390 px the sheet fills the screen: Escape instead)
  if (await dialog.isVisible()) await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the real server takes a 9.9 MB and a 10 MB upload whole, and answers 413 past 10 MB", async ({
  page,
  login,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "once is enough");
  await login();
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
