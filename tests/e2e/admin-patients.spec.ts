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
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/e2e/login";
import { PATIENTS_CSV_HEADER } from "../../components/admin/patients/patients-database";
import { SUNDAY_MESSAGE } from "../../lib/shared/validation/booking";
import { PATIENT_MESSAGES } from "../../lib/shared/validation/patients";
import { nextSunday } from "../fixtures/dates";
import { addPatientApi, answerDiscard, futureDate, shot, tagOf } from "../fixtures/e2e/admin-patients";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";

/**
 * Stops the page's clock (installed before the page loaded) a moment ahead of where it
 * stands: from here only `page.clock.runFor` moves it, until `page.clock.resume()`. Timed
 * behaviour is then asserted on the page's time, not on how fast the machine is.
 */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

test("search: × clear, Search button, and one request 1 s after typing stops", async ({ page, login }, testInfo) => {
  const tag = tagOf(testInfo);
  await page.clock.install(); // before the page loads: the search's 1 s wait runs on the page's fake clock
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

  const searches: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname === "/api/admin/patients" && url.searchParams.get("search"))
      searches.push(url.searchParams.get("search")!);
  });
  const box = page.getByRole("searchbox", { name: "Search patients" });
  const term = `abernathy ${tag.toLowerCase()}`;
  await pauseClock(page);
  for (const key of term) {
    await box.pressSequentially(key);
    await page.clock.runFor(120); // keeps typing: no search meanwhile
  }
  await page.clock.runFor(780); // 0.9 s after the last key: still no search
  expect(searches).toEqual([]);
  await page.clock.runFor(200); // 1.1 s: one search
  await expect.poll(() => searches).toEqual([term]);
  await page.clock.resume();
  await expect(page.getByTestId("patient-count")).toHaveText(`Found 1 patient for "${term}"`);
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

  // the Search button (and Enter) search without waiting: the page's clock stands still, so
  // the search 1 s after typing cannot be what sends them
  await pauseClock(page);
  await box.fill(`carrow ${tag}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect.poll(() => searches.at(-1)).toBe(`carrow ${tag}`);
  await page.clock.resume();
  await expect(page.getByTestId("patient-count")).toHaveText(`Found 1 patient for "carrow ${tag}"`);

  // phone digits and no match
  await pauseClock(page);
  await box.fill("zzzz-no-such-patient");
  await box.press("Enter");
  await expect.poll(() => searches.at(-1)).toBe("zzzz-no-such-patient");
  await page.clock.resume();
  await expect(page.getByTestId("patient-count")).toHaveText(`Found 0 patients for "zzzz-no-such-patient"`);
  await expect(page.getByText(`No patients match "zzzz-no-such-patient".`)).toBeVisible();

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

test("add a patient: the spec's messages, then without an appointment; closes 1.5 s after success", async ({
  page,
  login,
}, testInfo) => {
  const tag = tagOf(testInfo);
  await page.clock.install(); // before the page loads: the close after success runs on the page's fake clock
  await login();
  await page.goto("/admin/patients-database");
  const opener = page.getByRole("button", { name: "Add New Patient" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Add New Patient" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Full name")).toBeFocused();
  // the desk asks the patient's language and WhatsApp choice (issue 26): both shown, nothing ticked
  await expect(dialog.getByTestId("desk-language").getByRole("radio")).toHaveCount(2);
  await expect(dialog.getByTestId("desk-whatsapp").getByRole("radio")).toHaveCount(2);
  await expect(dialog.getByRole("radio", { checked: true })).toHaveCount(0);
  await shot(page, testInfo, "add-patient-modal");
  await expectNoA11yViolations(page);

  await dialog.getByRole("button", { name: "Add Patient" }).click();
  await expect(dialog.getByText("Patient name is required").first()).toBeVisible();
  await expect(dialog.getByText("Phone number is required")).toBeVisible();
  await expect(dialog.getByText("Age is required")).toBeVisible();
  await expect(dialog.getByText("Sex is required")).toBeVisible();
  await expect(dialog.getByText(PATIENT_MESSAGES.languageRequired)).toBeVisible();
  await expect(dialog.getByText(PATIENT_MESSAGES.whatsappRequired)).toBeVisible();
  await expect(dialog.getByLabel("Full name")).toBeFocused();
  await shot(page, testInfo, "add-patient-errors");

  await dialog.getByLabel("Full name").fill(`Theodora Finch ${tag}`);
  await dialog.getByLabel("Phone number").fill(`+91 98450 ${tag === "Desk" ? "1" : "2"}2345`);
  await dialog.getByLabel("Age").fill("151");
  await dialog.getByLabel("Sex").selectOption("Female");
  await dialog.getByRole("radio", { name: "தமிழ் (Tamil)" }).check();
  await dialog.getByRole("radio", { name: "No WhatsApp" }).check();
  await dialog.getByRole("button", { name: "Add Patient" }).click();
  await expect(dialog.getByText("Please enter a valid age (0-150)").first()).toBeVisible();
  await dialog.getByLabel("Age").fill("64");
  // the time stays disabled until a date is chosen
  await expect(dialog.getByLabel("Time")).toBeDisabled();

  await pauseClock(page);
  await dialog.getByRole("button", { name: "Add Patient" }).click();
  await expect(dialog.getByText("Patient added successfully!")).toBeVisible();
  await page.clock.runFor(1400); // 1.4 s after success: still open, the message shown
  await expect(dialog.getByText("Patient added successfully!")).toBeVisible();
  await page.clock.runFor(200); // 1.6 s: closed
  await expect(dialog).toBeHidden();
  await page.clock.resume();
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
  await dialog.getByRole("radio", { name: "English" }).check();
  await dialog.getByRole("radio", { name: "No WhatsApp" }).check();
  await dialog.getByRole("button", { name: "Add Patient" }).click();
  await expect(dialog.getByText("A patient with this name and phone number already exists.")).toBeVisible();
  // what was typed is not thrown away unasked
  await page.keyboard.press("Escape");
  await answerDiscard(page, true);
  await expect(dialog).toBeHidden();
});

test("add a patient with an appointment: Sunday refused, booked slot disabled, scheduled", async ({
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

test("delete a patient through the confirmation modal: Escape, backdrop, focus kept inside, then delete", async ({
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
  for (const item of [
    "Patient information",
    "All appointments",
    "All medical notes",
    "All reports and their uploaded files",
    "Contact history",
  ]) {
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

  // delete: the spec's words as the admin notice, the row goes, the slot is free again
  await deleteButton.click();
  await dialog.getByRole("button", { name: "Delete Patient" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: PATIENT_MESSAGES.deleted })).toBeVisible();
  await expect(page.getByTestId("patient-count")).toHaveText(`Found 0 patients for "barnaby quist ${tag}"`);
  expect((await page.request.get(`/api/admin/patient/${patient.patient_id}`)).status()).toBe(404);
  const slots = await (await page.request.get(`/api/appointments/slots?date=${date}`)).json();
  expect(slots.bookedSlots).toEqual([]);
});
