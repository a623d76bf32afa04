/**
 * Letters and certificates in the consulting room (FEATURES.md §14, decision 042) in Chromium,
 * on the worker's own server and data: a patient with tonight's visit and a finalised
 * prescription (through the real API); the doctor (the owner, who signs with the clinic's
 * registration) opens the chart, presses Letters, chooses Referral, fills To and Reason, Signs;
 * the letter is listed with its number, and its Print A4 link's PDF says the title, the
 * registration number, whom it is to, why, and the medicine's generic name in capitals
 * (read back by poppler's pdftotext). The patient is removed at the end, pass or fail.
 */
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { e2eDatabaseClient, expect, test } from "../fixtures/e2e/login";

/** A new patient with a visit tonight, its diagnosis written and a prescription finalised. */
async function seedVisit(page: Page, tag: string) {
  const api = page.request;
  const name = `Letter ${tag === "desktop" ? "Desktop" : "Mobile"} ${String(Date.now()).slice(-5)}`;
  const added = await api.post("/api/admin/patient/add", {
    data: { name, phone: `95${tag === "desktop" ? 1 : 2}${String(Date.now()).slice(-7)}`, age: 64, sex: "Male" },
  });
  expect(added.status(), await added.text()).toBe(201);
  const patientId = (await added.json()).patient.patient_id as number;
  const opened = await api.post("/api/admin/visits", { data: { patientId } });
  expect(opened.status(), await opened.text()).toBe(201);
  const visitId = (await opened.json()).visit.id as number;
  const wrote = await api.patch(`/api/admin/visits/${visitId}`, { data: { diagnosis: "Triple vessel disease" } });
  expect(wrote.status(), await wrote.text()).toBe(200);
  const items = [{ drug: "Ticagrelor", strength: "90 mg", dose: "1-0-1", timing: "after-food", durationDays: 30 }];
  const saved = await api.put(`/api/admin/visits/${visitId}/prescription`, { data: { items } });
  expect(saved.status(), await saved.text()).toBe(200);
  const final = await api.post(`/api/admin/visits/${visitId}/prescription/finalise`);
  expect(final.status(), await final.text()).toBe(200);
  return { name, patientId, visitId };
}

test("the doctor signs a referral letter in the consulting room and prints it", async ({ page, login }, testInfo) => {
  await login();
  const { patientId, visitId } = await seedVisit(page, testInfo.project.name);
  try {
    await page.goto(`/admin/consult?patient=${patientId}&visit=${visitId}`);
    const panel = page.getByTestId("letters-panel");
    await expect(panel.getByText("No letters for this visit yet.")).toBeVisible();
    await panel.getByRole("button", { name: "Letters" }).click();

    const dialog = page.getByRole("dialog", { name: "Write a letter or certificate" });
    await dialog.getByRole("combobox", { name: /Kind/ }).selectOption("Referral Letter");
    await dialog.getByRole("textbox", { name: /^To/ }).fill("Dr. A. Rao, Madras Medical Mission");
    await dialog.getByRole("textbox", { name: /^Reason/ }).fill("Opinion on bypass surgery");
    await dialog.getByRole("button", { name: "Sign" }).click();
    await expect(dialog).toBeHidden();

    const listed = panel.getByTestId("visit-letters").getByRole("listitem");
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText("Referral Letter");
    const number = (await listed.textContent())!.match(/LTR-\d{4}-\d{6}/)![0];

    const print = listed.getByRole("link", { name: `Print A4: ${number}` });
    const href = await print.getAttribute("href");
    expect(href).toMatch(/size=a4&lang=en$/);
    const pdf = await page.request.get(href!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: await pdf.body() })
      .toString("utf8")
      .replace(/[ \t]+/g, " ");
    for (const words of [
      "Referral Letter",
      number,
      "Reg. No.",
      "Dr. A. Rao, Madras Medical Mission",
      "Opinion on bypass surgery",
      "Triple vessel disease",
      "TICAGRELOR 90 mg",
    ])
      expect(text).toContain(words);
  } finally {
    const database = e2eDatabaseClient();
    await database.clinicalDocument.deleteMany({ where: { patientId } });
    await database.prescription.deleteMany({ where: { patientId } });
    await database.visit.deleteMany({ where: { patientId } });
    await database.patient.deleteMany({ where: { id: patientId } });
  }
});
