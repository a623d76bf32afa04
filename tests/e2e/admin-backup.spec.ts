/**
 * The dashboard's Data Backup & Export section in Chromium: stats, create, full download
 * and a table download, with the spec's messages.
 */
import fs from "node:fs";
import JSZip from "jszip";
import { expect, test } from "../fixtures/e2e/login";

test("backs up, downloads the full archive and a table from the dashboard", async ({
  page,
  request,
  login,
}, testInfo) => {
  // A patient to back up: one public booking on a future weekday.
  const date = new Date(Date.now() + 40 * 86400_000 + (testInfo.project.name === "desktop" ? 86400_000 : 0));
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 2);
  const booking = await request.post("/api/appointments/book", {
    headers: { "x-forwarded-for": `203.0.113.${testInfo.project.name === "desktop" ? 77 : 76}` },
    data: {
      patientName: `Backup Patient ${testInfo.project.name}`,
      patientPhone: "9840012399",
      patientAge: 50,
      patientSex: "Male",
      serviceRequired: "ECG",
      preferredDate: date.toISOString().slice(0, 10),
      preferredTime: "20:30",
    },
  });
  expect(booking.status()).toBe(201);

  await login();
  const section = page.getByRole("region", { name: "Data Backup & Export" });
  await expect(section.getByText("Total Records")).toBeVisible();
  await expect(section.getByRole("button", { name: /patients\s+\d+ records/ })).toBeVisible();

  await section.getByRole("button", { name: "Create Full Backup" }).click();
  await expect(section.getByText(/✅ Backup created successfully! \d+ records exported\./)).toBeVisible();
  await expect(section.getByText("Last Backup")).toBeVisible();
  await expect(section.locator("dd").nth(2)).not.toHaveText("Never");

  const [zipDownload] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: "Download Full Backup (ZIP)" }).click(),
  ]);
  expect(zipDownload.suggestedFilename()).toMatch(/^clinic_backup_\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(fs.readFileSync((await zipDownload.path())!));
  const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
  expect(manifest.recordCounts.appointments).toBeGreaterThan(0);
  await expect(section.getByText("✅ Full backup downloaded successfully!")).toBeVisible();

  const [csvDownload] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: /appointments\s+\d+ records/ }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toBe("appointments.csv");
  const csv = fs.readFileSync((await csvDownload.path())!, "utf8");
  // the desk's CSV rules (issue 29): the byte-order mark, then headers in words
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv.split("\r\n")[0]).toContain("Preferred Date");
  expect(csv).toContain(`Backup Patient ${testInfo.project.name}`);
  await expect(section.getByText("✅ appointments table downloaded successfully!")).toBeVisible();
});
