/**
 * The desk's Follow-ups screen (FEATURES.md §14, issue 44) in Chromium, on the worker's own
 * server and data: a patient seen tonight whom the doctor wants back in a week (a visit
 * opened, its diagnosis written, finished, "review in 1 week", through the real API) is due
 * on a 10" tablet (768 px); Remind by e-mail says why it cannot go (this server has no SMTP);
 * closed as Declined with a note it moves under Done; the printed call list is a clean table.
 * Then, at the project's width (390 and 1280 px): no accessibility violations, no sideways
 * scroll. The patient is removed at the end, pass or fail.
 */
import type { Page, TestInfo } from "@playwright/test";
import { RECALL_MESSAGES } from "../../lib/shared/validation/recalls";
import { shot } from "../fixtures/e2e/manage";
import { e2eDatabaseClient, expect, test } from "../fixtures/e2e/login";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";
import { printedPdf } from "../fixtures/e2e/print";

/** A new patient with a finished visit tonight asking for a review in a week: due. */
async function seedDue(page: Page, testInfo: TestInfo) {
  const tag = testInfo.project.name;
  const name = `Follow Up ${tag === "desktop" ? "Desktop" : "Mobile"} ${String(Date.now()).slice(-5)}`;
  const api = page.request;
  const added = await api.post("/api/admin/patient/add", {
    data: { name, phone: `96${tag === "desktop" ? 1 : 2}${String(Date.now()).slice(-7)}`, age: 61, sex: "Male" },
  });
  expect(added.status(), await added.text()).toBe(201);
  const patientId = (await added.json()).patient.patient_id as number;
  const opened = await api.post("/api/admin/visits", { data: { patientId } });
  expect(opened.status(), await opened.text()).toBe(201);
  const visitId = (await opened.json()).visit.id as number;
  const wrote = await api.patch(`/api/admin/visits/${visitId}`, { data: { diagnosis: "CAD, after stent" } });
  expect(wrote.status(), await wrote.text()).toBe(200);
  const finished = await api.post(`/api/admin/visits/${visitId}/finish`);
  expect(finished.status(), await finished.text()).toBe(200);
  const review = await api.patch(`/api/admin/visits/${visitId}`, { data: { reviewIn: { value: 1, unit: "weeks" } } });
  expect(review.status(), await review.text()).toBe(200);
  return { name, patientId };
}

test(
  "due on a tablet: Remind by e-mail says why not, Close as Declined moves it under Done, the call list prints; fits 390 and 1280 px",
  { tag: "@mobile" },
  async ({ page, login }, testInfo) => {
    const width = page.viewportSize()!;
    await login();
    const { name, patientId } = await seedDue(page, testInfo);
    try {
      // the desk's 10" tablet, portrait
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.getByRole("link", { name: "Follow-ups" }).click();
      await expect(page.getByRole("heading", { name: "Follow-ups", level: 1 })).toBeVisible();
      const row = page.locator("tr[data-recall-id]").filter({ hasText: name });
      await expect(row.getByTestId("recall-status").first()).toHaveText("Due");
      await expect(row).toContainText("Review in 1 week");
      await expect(row).toContainText("CAD, after stent"); // the owner reads the diagnosis
      await expect(row.getByRole("link", { name: new RegExp(`^Call ${name} on `) })).toHaveAttribute("href", /^tel:/);

      // the printed call list: the rows and a blank Outcome, nothing of the screen
      const { text } = await printedPdf(page, `follow-ups-call-list-${testInfo.project.name}.pdf`);
      expect(text).toContain(name);
      expect(text).toContain("Outcome");
      expect(text).not.toContain("Remind");
      expect(text).not.toContain("Logout");

      await row.getByRole("button", { name: `Remind ${name} by E-mail` }).click();
      await expect(page.getByText(RECALL_MESSAGES.emailOff)).toBeVisible();
      await shot(page, testInfo, "follow-ups-tablet");

      await row.getByRole("button", { name: `Close ${name}'s follow-up` }).click();
      const dialog = page.getByRole("dialog", { name: `Close ${name}'s follow-up` });
      await dialog.getByRole("combobox", { name: /Outcome/ }).selectOption("Declined");
      await dialog.getByRole("textbox", { name: "Note" }).fill("Seeing a doctor in Madurai");
      await dialog.getByRole("button", { name: "Close follow-up" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`${name}'s follow-up is closed.`)).toBeVisible();

      await page.getByRole("combobox", { name: "Status" }).selectOption("Done");
      await expect(page).toHaveURL(/\/admin\/follow-ups\?status=done$/);
      const done = page.locator("tr[data-recall-id]").filter({ hasText: name });
      await expect(done.getByTestId("recall-status").first()).toHaveText("Done · Declined");
      await expect(done).toContainText("Note: Seeing a doctor in Madurai");
      await expect(done.getByRole("button", { name: /Remind/ })).toHaveCount(0);

      // the project's own width: the phone's cards, the desktop's table
      await page.setViewportSize(width);
      await page.getByRole("combobox", { name: "Status" }).selectOption("");
      await expect(page).toHaveURL(/\/admin\/follow-ups$/);
      await expect(page.locator("tr[data-recall-id]").filter({ hasText: name })).toBeVisible();
      await expectNoA11yViolations(page);
      await expectNoSidewaysScroll(page);
      await shot(page, testInfo, "follow-ups");
    } finally {
      const database = e2eDatabaseClient();
      await database.recall.deleteMany({ where: { patientId } });
      await database.visit.deleteMany({ where: { patientId } });
      await database.patient.deleteMany({ where: { id: patientId } });
    }
  },
);
