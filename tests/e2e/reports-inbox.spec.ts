/**
 * Reports from patients (FEATURES.md §14) in Chromium, on the worker's own server and data: a
 * patient books through the public call, opens their manage page and sends a photo of a report
 * under "Upload your reports" (the list then shows it); the doctor opens the Reports inbox from
 * the header, sees the report in place, files LDL 190 from it (flagged High in the inbox and on
 * the flowsheet's point, which names the report), marks it filed and it leaves the inbox. No
 * accessibility violations on either page; nothing wider than 390 px (the patient) or 768 px
 * (the doctor's tablet).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bookByApi, clientIp, manageDay, shot } from "../fixtures/e2e/manage";
import { e2eDatabaseClient, expect, test } from "../fixtures/e2e/login";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";

const LIPID_PROFILE = `<body style="font:16px sans-serif;padding:24px;background:#fff">
  <h2>Anna Nagar Diagnostics — Lipid profile</h2><p>Sample collected 02 Dec 2026, fasting</p>
  <table border="1" cellpadding="6" style="border-collapse:collapse">
    <tr><th>Test</th><th>Result</th><th>Unit</th><th>Reference</th></tr>
    <tr><td>Total cholesterol</td><td>262</td><td>mg/dL</td><td>&lt; 200</td></tr>
    <tr><td>LDL cholesterol</td><td><b>190</b></td><td>mg/dL</td><td>&lt; 100</td></tr>
    <tr><td>HDL cholesterol</td><td>38</td><td>mg/dL</td><td>&gt; 40</td></tr>
    <tr><td>Triglycerides</td><td>170</td><td>mg/dL</td><td>&lt; 150</td></tr>
  </table></body>`;

test("a patient's report: sent from the manage page, read and filed from the doctor's inbox, LDL 190 flagged high", async ({
  page,
  login,
}, testInfo) => {
  const name = `Report Sender ${String(Date.now()).slice(-5)}`;
  const managePath = await bookByApi(page.request, testInfo, {
    name,
    date: manageDay(testInfo, 7),
    time: "18:30",
    ip: clientIp(testInfo),
  });
  const photo = path.join(os.tmpdir(), `lipid-profile-${Date.now()}.png`);
  try {
    // the photo a patient takes of a lab's printed lipid profile (drawn here, then sent as a PNG)
    await page.setViewportSize({ width: 600, height: 420 });
    await page.setContent(LIPID_PROFILE);
    await page.screenshot({ path: photo });
    // the patient's half, on their phone's width
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(managePath);
    const upload = page.getByTestId("reports-upload");
    await expect(upload.getByRole("heading", { name: "Upload your reports" })).toBeVisible();
    await upload.getByLabel("Choose a file").setInputFiles(photo);
    await upload.getByRole("button", { name: "Send this file" }).click();
    await expect(upload.getByTestId("reports-outcome")).toHaveText(
      `Thank you. ${path.basename(photo)} has been sent to the doctor.`,
    );
    await expect(upload.getByRole("list", { name: "Sent to the doctor" })).toContainText(path.basename(photo));
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, "reports-upload");

    // the doctor's half
    await page.setViewportSize({ width: 1280, height: 900 });
    await login();
    await page.getByRole("link", { name: "Reports", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Reports inbox", level: 1 })).toBeVisible();
    const item = page
      .getByRole("list", { name: "Reports not yet filed" })
      .getByRole("button", { name: new RegExp(name) });
    await expect(item).toContainText("from the patient");
    await item.click();
    const open = page.getByTestId("inbox-report");
    await expect(open.getByRole("img", { name: path.basename(photo) })).toBeVisible();

    await open.getByLabel("Test 1").selectOption("ldl");
    await open.getByLabel(/^Value 1/).fill("190");
    await open.getByRole("button", { name: "Save values to the flowsheet" }).click();
    await expect(page.getByText("1 value saved to the flowsheet.")).toBeVisible();
    await expect(item).toContainText("LDL cholesterol 190High");
    await expect(open.getByRole("list", { name: "Out of range" })).toContainText("LDL cholesterol: 190 mg/dL");
    await expectNoA11yViolations(page);
    await shot(page, testInfo, "reports-inbox");
    // the doctor's tablet: the list above the report, nothing wider than the screen
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(open.getByRole("img", { name: path.basename(photo) })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, "reports-inbox-768px");
    await page.setViewportSize({ width: 1280, height: 900 });

    // the flowsheet's point names its report and is flagged
    const report = await e2eDatabaseClient().report.findFirstOrThrow({ where: { originalName: path.basename(photo) } });
    const sheet = await (await page.request.get(`/api/admin/patient/${report.patientId}/flowsheet`)).json();
    expect(sheet.series.ldl).toEqual([expect.objectContaining({ value: 190, reportId: report.id, flag: "high" })]);

    await open.getByRole("button", { name: "Mark filed" }).click();
    await expect(page.getByText("Report filed.")).toBeVisible();
    await expect(item).toHaveCount(0);
  } finally {
    fs.rmSync(photo, { force: true });
    const database = e2eDatabaseClient();
    const patients = await database.patient.findMany({ where: { name }, select: { id: true } });
    for (const { id } of patients) {
      await database.labResult.deleteMany({ where: { patientId: id } });
      await database.report.deleteMany({ where: { patientId: id } });
      await database.appointment.deleteMany({ where: { patientId: id } });
      await database.patient.deleteMany({ where: { id } });
    }
  }
});
