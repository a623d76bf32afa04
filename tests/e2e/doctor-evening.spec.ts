/**
 * The doctor's evening at the prescription (issue 40), on a server of its own: for a patient
 * allergic to aspirin the doctor types a brand (Ecosprin), takes the generic it offers, and the
 * allergy shows beside that line before Finalise; a second line is typed with the shorthand BD
 * and shows as 1-0-1; a reload keeps both lines (the draft is kept as typed); Back to Dashboard
 * with a line half typed asks first; Finalise asks once, listing the warning, and "Finalise
 * anyway" numbers it and says the follow-up was booked, with its time; the A5 PDF, read back by
 * pdftotext, prints the generic in capitals, never the brand.
 */
import { execFileSync } from "node:child_process";
import { addDays, formatSlot, todayIst } from "../../lib/shared/clinic-time";
import { nthClinicDay } from "../fixtures/dates";
import { expect, test } from "./fixtures/worker";
import { account, addStaffAccount, ownServer, signInWithForm } from "../fixtures/e2e/own-server";

const OWNER = account("evening-owner");
const DOCTOR = { ...account("evening-doctor"), name: "Dr. K. Srinivasan", registration: "TN-97531" };
const PATIENT = { name: "Kamala Venkatesan", phone: "9840066601" };

const own = ownServer(OWNER);
let appointmentId = 0;
let patientId = 0;

test.beforeAll(async () => {
  const owner = own.server.ctx;
  expect((await owner.post("/api/admin/login", { data: OWNER })).status()).toBe(200);
  await addStaffAccount(own, DOCTOR, "doctor");
  const today = todayIst(new Date());
  const patient = await own.database.patient.create({
    data: { name: PATIENT.name, nameKey: PATIENT.name.toLowerCase(), phone: PATIENT.phone, phoneKey: PATIENT.phone },
  });
  patientId = patient.id;
  appointmentId = (
    await own.database.appointment.create({
      data: {
        timestamp: "evening-1",
        patientId,
        name: PATIENT.name,
        phone: PATIENT.phone,
        serviceRequired: "Cardiac Consultation",
        preferredDate: today,
        preferredTime: "18:00",
        activeSlot: `${today} 18:00`,
        manageTokenHash: "evening-1",
      },
    })
  ).id;
  await own.database.clinicalSummary.create({
    data: { patientId, allergies: JSON.stringify(["Aspirin"]), problems: "[]", currentMedicines: "[]" },
  });
});

test("warnings before Finalise, a draft that survives a reload, shorthand doses, a brand's generic printed, the follow-up said", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithForm(page, own, DOCTOR);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await page.goto(`${own.server.baseURL}/admin/consult?appointment=${appointmentId}&patient=${patientId}`);
  const rx = page.getByTestId("prescription");
  await expect(rx.getByRole("heading", { name: /Prescription/ })).toBeVisible();

  // a brand typed offers the generic; Enter takes it and moves to the dose
  await rx.getByLabel("1. Generic name").click();
  await page.keyboard.type("ecos");
  await expect(page.getByRole("option", { name: /Ecosprin → ASPIRIN 75 mg/i })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(rx.getByLabel("1. Generic name")).toHaveValue("Aspirin");
  await expect(rx.getByLabel("Dose", { exact: true }).first()).toBeFocused();
  await page.keyboard.type("0-1-0");
  // kept as typed: the allergy beside its line, before Finalise
  const lines = rx.getByTestId("rx-line");
  await expect(lines.first().getByTestId("rx-line-warnings")).toContainText(
    "Aspirin: the patient has a recorded allergy to Aspirin.",
  );

  // Enter starts the next line; BD is written as 1-0-1 once the dose is left
  await page.keyboard.press("Enter");
  await expect(rx.getByLabel("2. Generic name")).toBeFocused();
  await page.keyboard.type("atorv");
  await expect(page.getByRole("option", { name: /ATORVASTATIN 10 mg/i })).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.type("BD");
  await page.keyboard.press("Tab");
  await expect(rx.getByLabel("Dose", { exact: true }).nth(1)).toHaveValue("1-0-1");
  await expect(rx.getByTestId("rx-save-status")).toHaveText(/^Saved/);

  // a reload: both lines are still there
  await page.reload();
  await expect(rx.getByLabel("2. Generic name")).toHaveValue("Atorvastatin");
  await expect(rx.getByLabel("1. Generic name")).toHaveValue("Aspirin");
  await expect(rx.getByLabel("Dose", { exact: true }).nth(1)).toHaveValue("1-0-1");
  await expect(lines.first().getByTestId("rx-line-warnings")).toContainText("recorded allergy to Aspirin");

  // a third line half typed: Back to Dashboard asks first, and staying keeps it
  await rx.getByRole("button", { name: "Add medicine" }).click();
  await rx.getByLabel("3. Generic name").fill("Ranolazine");
  let question = "";
  page.once("dialog", (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  expect(question).toContain("not saved yet");
  await expect(rx.getByLabel("3. Generic name")).toHaveValue("Ranolazine");
  await rx.getByRole("button", { name: "Remove line 3" }).click();

  // the follow-up in two weeks at 6:30 PM
  const followUp = nthClinicDay(addDays(todayIst(new Date()), 14), 1);
  await rx.getByLabel("Date", { exact: true }).fill(followUp);
  await rx.getByLabel("Time", { exact: true }).selectOption("18:30");

  // Finalise asks once, listing the warning; Finalise anyway numbers it and says what was booked
  await rx.getByRole("button", { name: "Finalise" }).click();
  const dialog = page.getByRole("dialog", { name: "Finalise with these warnings?" });
  await expect(dialog.getByTestId("finalise-warnings")).toContainText("recorded allergy to Aspirin");
  await dialog.getByRole("button", { name: "Finalise anyway" }).click();
  await expect(rx.getByRole("heading", { name: /RX-\d{4}-\d{6}/ })).toBeVisible();
  await expect(rx.getByText(`Follow-up booked:`)).toContainText(formatSlot("18:30"));
  await expect(rx.getByTestId("rx-final-items")).toContainText("Atorvastatin 10 mg tablet — 1-0-1");

  // the PDF: the generic in capitals, never the brand
  const href = await rx.getByRole("link", { name: "Print A5" }).getAttribute("href");
  const pdf = await page.request.get(`${own.server.baseURL}${href}`);
  expect(pdf.status()).toBe(200);
  const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: await pdf.body() }).toString("utf8");
  expect(text).toContain("ASPIRIN");
  expect(text).toContain("ATORVASTATIN");
  expect(text).toContain("1-0-1");
  expect(text).not.toMatch(/ecosprin/i);
});
