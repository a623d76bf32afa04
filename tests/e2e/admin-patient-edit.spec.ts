/**
 * The desk's daily corrections in Chromium at 390 and 1280 px: Edit details in the Patient
 * Profile, Book appointment for a known patient (a follow-up), a note edited and deleted.
 * Add New Patient's all-or-nothing appointment and its "discard what you typed?" check:
 * tests/components/patients/add-patient-appointment.test.tsx.
 * Data is made through the API with the signed-in session; names carry the project's name
 * and dates are per project (tests/fixtures/e2e/admin-patients.ts), so the projects never meet.
 *
 * SHOTS_DIR=/tmp/shots saves screenshots of the dialogs on the way.
 */
import { expect, test } from "../fixtures/e2e/login";
import { addDays, formatLongDate, todayIst } from "../../lib/shared/clinic-time";
import { SLOT_TAKEN_MESSAGE } from "../../lib/shared/validation/booking";
import { NOTE_MESSAGES } from "../../lib/shared/validation/notes";
import { PATIENT_MESSAGES } from "../../lib/shared/validation/patients";
import { addPatientApi, answerConfirm, futureDate, openProfile, shot, tagOf } from "../fixtures/e2e/admin-patients";
import { row } from "../fixtures/e2e/appointments";
import { bookedTimes } from "../fixtures/e2e/manage";
import { expectNoA11yViolations } from "../fixtures/e2e/page-checks";

test("edit details: only the changes are sent, the profile and the list show them; another's email is refused", async ({
  page,
  login,
}, testInfo) => {
  const tag = tagOf(testInfo);
  await login();
  const patient = await addPatientApi(page, testInfo, {
    name: `Perpetua Wren ${tag}`,
    email: `perpetua.${tag.toLowerCase()}@example.com`,
    occupation: "Weaver",
  });
  const other = `someone.else.${tag.toLowerCase()}@example.com`;
  await addPatientApi(page, testInfo, { name: `Someone Else ${tag}`, email: other });
  const newPhone = `+91 90030 ${tag === "Desk" ? "1" : "2"}${String(Date.now()).slice(-4)}`;

  const profile = await openProfile(page, patient);
  await profile.getByRole("button", { name: "Edit details" }).click();
  const edit = page.getByRole("dialog", { name: "Edit details" });
  // the form opens on the server's record of them
  await expect(edit.getByLabel("Email")).toHaveValue(`perpetua.${tag.toLowerCase()}@example.com`);
  // (every field's start and the focus, the Add New Patient rules before anything is sent, the
  // discard question over the profile: tests/components/patients/edit-patient-form.test.tsx)
  // another patient's email: the server's 409, beside the email
  await edit.getByLabel("Phone number").fill(newPhone);
  await edit.getByLabel("Email").fill(other);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText(PATIENT_MESSAGES.duplicateEmail).first()).toBeVisible();
  await expect(edit).toBeVisible();
  await shot(page, testInfo, "profile-edit-details-409");

  // only the phone changed: only the phone is sent
  await edit.getByLabel("Email").fill(`perpetua.${tag.toLowerCase()}@example.com`);
  await shot(page, testInfo, "profile-edit-details");
  await expectNoA11yViolations(page);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === "PATCH" && r.url().endsWith(`/api/admin/patient/${patient.patient_id}`)),
    edit.getByRole("button", { name: "Save changes" }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({ phone: newPhone });
  await expect(edit).toBeHidden();
  const basics = profile.getByRole("region", { name: "Basic Information" });
  await expect(basics.getByText(PATIENT_MESSAGES.updated)).toBeVisible();
  await expect(basics).toContainText(newPhone);
  await shot(page, testInfo, "profile-updated");
  await expect(profile.getByRole("button", { name: "Edit details" })).toBeFocused();

  // the Patients Database row shows the new phone
  await profile.getByRole("button", { name: "Back to Admin" }).click();
  await expect(page.locator("tbody tr").first()).toContainText(newPhone);
});

test("the language of the patient's messages: English in the profile, Tamil chosen in Edit details (only it is sent)", async ({
  page,
  login,
}, testInfo) => {
  const tag = tagOf(testInfo);
  await login();
  const patient = await addPatientApi(page, testInfo, { name: `Valli Murugan ${tag}` });
  const profile = await openProfile(page, patient);
  const basics = profile.getByRole("region", { name: "Basic Information" });
  await expect(basics.getByText("Language", { exact: true })).toBeVisible();
  await expect(basics).toContainText("English");

  await profile.getByRole("button", { name: "Edit details" }).click();
  const edit = page.getByRole("dialog", { name: "Edit details" });
  const language = edit.getByLabel("Language");
  await expect(language).toHaveValue("en");
  await language.selectOption({ label: "Tamil" });
  await language.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "D-edit-language");
  await expectNoA11yViolations(page);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === "PATCH" && r.url().endsWith(`/api/admin/patient/${patient.patient_id}`)),
    edit.getByRole("button", { name: "Save changes" }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({ language: "ta" });
  await expect(edit).toBeHidden();
  await expect(basics.getByText(PATIENT_MESSAGES.updated)).toBeVisible();
  await expect(basics).toContainText("Tamil");
  await shot(page, testInfo, "D-profile-language");
  const stored = await (await page.request.get(`/api/admin/patient/${patient.patient_id}`)).json();
  expect(stored.patient.language).toBe("ta");
});

test("book a follow-up from the profile: the slot picker, a service, the manage link; it shows everywhere", async ({
  page,
  login,
}, testInfo) => {
  test.setTimeout(90_000); // the profile, the slot picker, the manage page and three lists: ≈25 s, too near 30 s
  const tag = tagOf(testInfo);
  await login();
  const date = futureDate(testInfo, 12);
  const patient = await addPatientApi(page, testInfo, {
    name: `Cornelius Hart ${tag}`,
    serviceRequired: "Stress Test",
    preferredDate: futureDate(testInfo, 10), // never `date`: at most one Sunday moves a day on
    preferredTime: "19:00",
  });
  await addPatientApi(page, testInfo, {
    name: `Slot Keeper ${tag}`,
    serviceRequired: "ECG",
    preferredDate: date,
    preferredTime: "18:00",
  });

  // the first visit was called off: the history says so in words
  const before = await (await page.request.get(`/api/admin/patient/${patient.patient_id}`)).json();
  const cancel = await page.request.put("/api/appointments/status", {
    data: { id: before.patient.appointments[0].id, status: "Cancelled" },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);

  const profile = await openProfile(page, patient);
  const history = profile.getByRole("region", { name: "Appointment History" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByRole("listitem").first()).toContainText("Cancelled");
  await history.getByRole("button", { name: "Book appointment" }).click();
  const book = page.getByRole("dialog", { name: "Book appointment" });
  await expect(book).toBeVisible();
  await expect(book).toContainText(`Booking for: ${patient.name} ·`);

  // (nothing chosen, a slot without a service: tests/components/appointments/book-for-patient-form.test.tsx)
  await book.getByLabel("Date").fill(date);
  const time = book.getByLabel("Time");
  // the other patient's booking, as the server has it
  await expect(time.locator('option[value="18:00"]')).toHaveText("6:00 PM (Booked)");
  await expect(time.locator('option[value="18:00"]')).toBeDisabled();
  await time.selectOption("18:30");
  await book.getByLabel("Service").selectOption("ECG");
  await book.getByLabel("Note for the desk").fill("Follow-up after the stress test");

  // someone takes 6:30 PM meanwhile: the time says so and shows it booked
  await addPatientApi(page, testInfo, {
    name: `Quick Taker ${tag}`,
    serviceRequired: "ECG",
    preferredDate: date,
    preferredTime: "18:30",
  });
  await book.getByRole("button", { name: "Book appointment" }).click();
  await expect(book.getByText(SLOT_TAKEN_MESSAGE).first()).toBeVisible();
  await expect(time.locator('option[value="18:30"]')).toHaveText("6:30 PM (Booked)");
  await time.selectOption("18:45");
  await shot(page, testInfo, "profile-book-appointment");
  await expectNoA11yViolations(page);

  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/appointments")),
    book.getByRole("button", { name: "Book appointment" }).click(),
  ]);
  expect(answer.status()).toBe(201);
  const { appointment, manageUrl } = (await answer.json()) as { appointment: { id: number }; manageUrl: string };
  await expect(book.getByText(`Appointment booked for ${formatLongDate(date)} at 6:45 PM.`)).toBeVisible();
  await expect(book.getByLabel("The patient's link to see, reschedule or cancel")).toHaveValue(manageUrl);
  expect(manageUrl).toMatch(/\/appointment\/[\w-]{20,}$/);
  const chat = book.getByRole("link", { name: /Send on WhatsApp/ });
  const href = (await chat.getAttribute("href"))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
  const text = new URL(href).searchParams.get("text")!;
  expect(text).toContain(manageUrl);
  expect(text).toContain("6:45 PM");
  expect(text).not.toContain("ECG");
  expect(text).not.toContain("Follow-up");
  await shot(page, testInfo, "profile-booked");
  await book.getByRole("button", { name: "Done" }).click();
  await expect(book).toBeHidden();

  // the profile, the slots, Select Date and All Appointments all show it
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText(`${formatLongDate(date)} · 6:45 PM`);
  await expect(history.getByRole("listitem").first()).toContainText("ECG");
  await expect(history.getByRole("listitem").first()).toContainText("Pending");
  await expect(history.getByRole("listitem").nth(1)).toContainText("Cancelled");
  await history.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "profile-history");
  expect(await bookedTimes(page.request, date)).toEqual(["18:00", "18:30", "18:45"]);
  await page.goto(`/admin/select-date?date=${date}`);
  await expect(row(page, appointment.id)).toContainText(patient.name);
  await page.goto("/admin/all-appointments");
  await expect(row(page, appointment.id)).toContainText(patient.name);
});

test("a note is edited in place and deleted after a confirmation", async ({ page, login }, testInfo) => {
  const tag = tagOf(testInfo);
  await login();
  const patient = await addPatientApi(page, testInfo, { name: `Hesper Lowell ${tag}` });
  const today = todayIst(new Date());
  for (const note of ["First visit. BP 150/95.", "Second visit. BP 138/88."]) {
    const res = await page.request.post("/api/admin/patient/notes", {
      data: { patientIdentifier: String(patient.patient_id), note, consultationDate: today },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const profile = await openProfile(page, patient);
  const notes = profile.getByRole("region", { name: "Medical Notes" });
  const second = notes.getByRole("listitem").filter({ hasText: "Second visit" });
  await second.getByRole("button", { name: /^Edit note/ }).click();
  const editor = notes.getByRole("form", { name: "Edit note" });
  await expect(editor.getByRole("textbox", { name: "Note" })).toBeFocused();
  await expect(editor.getByRole("textbox", { name: "Note" })).toHaveValue("Second visit. BP 138/88.");

  // (a blank note refused: tests/components/patients/notes.test.tsx)
  const yesterday = addDays(today, -1);
  await editor.getByRole("textbox", { name: "Note" }).fill("Second visit. BP 132/84 on amlodipine.");
  await editor.getByLabel("Consultation date").fill(yesterday);
  await shot(page, testInfo, "profile-note-editing");
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === "PATCH" && r.url().includes("/api/admin/patient/notes/")),
    editor.getByRole("button", { name: "Save changes" }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({
    note: "Second visit. BP 132/84 on amlodipine.",
    consultationDate: yesterday,
  });
  await expect(notes.getByText(NOTE_MESSAGES.updated)).toBeVisible();
  await expect(editor).toBeHidden();
  const edited = notes.getByRole("listitem").filter({ hasText: "on amlodipine" });
  await expect(edited.locator(`time[datetime="${yesterday}"]`)).toBeVisible();
  await expect(edited.getByRole("button", { name: /^Edit note/ })).toBeFocused();

  // Delete: dismissing the confirmation keeps it; accepting removes it
  await edited.getByRole("button", { name: /^Delete note/ }).click();
  await answerConfirm(page, NOTE_MESSAGES.deleteConfirm, null);
  await expect(notes.getByRole("listitem")).toHaveCount(2);
  await edited.getByRole("button", { name: /^Delete note/ }).click();
  await answerConfirm(page, NOTE_MESSAGES.deleteConfirm, "Delete");
  await expect(notes.getByText(NOTE_MESSAGES.deleted)).toBeVisible();
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect(notes.getByRole("listitem")).toContainText("First visit");
  const stored = await (await page.request.get(`/api/admin/patient/${patient.patient_id}`)).json();
  expect(stored.patient.notes.map((n: { note: string }) => n.note)).toEqual(["First visit. BP 150/95."]);
});
