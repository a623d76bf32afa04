/**
 * The booking form on /contact in Chromium, against the production server on a
 * throw-away database (playwright.config.ts). The server's clock is real, so every test
 * books its own future weekday; both projects (mobile, desktop) share the database, so
 * the dates depend on the project too.
 */
import AxeBuilder from "@axe-core/playwright";
import { animationsSettled } from "../fixtures/e2e/page-checks";
import { type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures/worker";
import { addDays, isSunday, todayIst } from "../../lib/shared/clinic-time";
import {
  busyMessage,
  REQUIRED_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  SOME_BOOKED_NOTE,
  SUCCESS_MESSAGE,
  SUNDAY_MESSAGE,
  SUNDAY_NOTE,
  horizonMessage,
} from "../../lib/shared/validation/booking";
import { clinicDay, nextSunday } from "../fixtures/dates";
import { agreeToNotice } from "../fixtures/e2e/booking-consent";
import { clientAddresses } from "../fixtures/e2e/clients";
import { chooseVisit } from "../fixtures/e2e/visit-reason";

/** The server's and the build's booking horizon in browser tests (scripts/e2e.sh, playwright.config.ts). */
const HORIZON_DAYS = Number(process.env.BOOKING_HORIZON_DAYS ?? 400);

/** A future weekday, distinct per test (`slot`) and per project. */
const weekday = (testInfo: TestInfo, slot: number) =>
  clinicDay((testInfo.project.name === "desktop" ? 240 : 200) + slot * 3);

/** Each test talks to the server as its own client, so the per-IP booking limit stays out of the way. */
const clientIp = clientAddresses("198.51.100", 100);

let seeded = 0;
const booking = (date: string, time: string, name = "Seeded Patient", phone?: string) => ({
  patientName: name,
  // one phone holds at most 3 upcoming public bookings: each seed its own number by default
  patientPhone: phone ?? `+91 90000 ${10000 + ++seeded}`,
  patientAge: 40,
  patientSex: "Male",
  serviceRequired: "ECG",
  preferredDate: date,
  preferredTime: time,
});

async function seed(page: Page, date: string, time: string, ip: string, phone?: string) {
  const res = await page.request.post("/api/appointments/book", {
    data: booking(date, time, "Seeded Patient", phone),
    headers: { "x-forwarded-for": `${ip}-seed` },
  });
  expect(res.status()).toBe(201);
}

async function openForm(page: Page, testInfo: TestInfo) {
  const ip = clientIp(testInfo);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  await page.goto("/contact#book");
  await expect(page.getByRole("heading", { name: "Book Your Appointment" })).toBeVisible();
  // the form is interactive once hydrated: the date gets its minimum (today in IST)
  await expect(page.getByLabel(/Preferred date/)).toHaveAttribute("min", todayIst(new Date()));
  await expect(page.getByLabel(/Preferred date/)).toHaveAttribute("max", addDays(todayIst(new Date()), HORIZON_DAYS));
  return ip;
}

async function fillPatient(page: Page, name: string, phone = "+91 98400 55555") {
  await page.getByLabel(/Patient's full name/).fill(name);
  await page.getByLabel(/Phone number/).fill(phone);
  await page.getByLabel(/Email/).fill("e2e.patient@example.com");
  await page.getByLabel(/^Age/).fill("47");
  await page.getByRole("radio", { name: "Female" }).check();
  await chooseVisit(page, "Echocardiography");
  await page.getByLabel(/Address/).fill("7 Beach Road, Chennai");
  await page.getByLabel(/Occupation/).fill("Engineer");
  await page.getByLabel(/Additional information/).fill("Follow-up after a stress test");
  await agreeToNotice(page);
}

async function chooseDate(page: Page, date: string) {
  const slotsLoaded = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${date}`));
  await page.getByLabel(/Preferred date/).fill(date);
  await slotsLoaded;
}

test("a Sunday is refused with an alert, the message, and the date cleared", async ({ page }, testInfo) => {
  await openForm(page, testInfo);
  await expect(page.getByText(SUNDAY_NOTE)).toBeVisible();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  const dateInput = page.getByLabel(/Preferred date/);
  await dateInput.fill(nextSunday(7));
  await expect(page.getByText(SUNDAY_MESSAGE)).toBeVisible();
  expect(dialogs).toEqual([SUNDAY_MESSAGE]);
  await expect(dateInput).toHaveValue("");
  await expect(dateInput).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(/Preferred time/)).toBeDisabled();
});

test("a booked slot shows '(Booked)' and cannot be chosen", async ({ page }, testInfo) => {
  const date = weekday(testInfo, 0);
  const ip = await openForm(page, testInfo);
  await seed(page, date, "19:00", ip);
  await chooseDate(page, date);
  const time = page.getByLabel(/Preferred time/);
  await expect(time).toBeEnabled();
  await expect(time.locator("option")).toHaveCount(14); // placeholder + 13 slots
  const booked = time.locator('option[value="19:00"]');
  await expect(booked).toHaveText("7:00 PM (Booked)");
  await expect(booked).toBeDisabled();
  await expect(time.locator('option[value="18:45"]')).toHaveText("6:45 PM");
  await expect(time.locator('option[value="18:45"]')).toBeEnabled();
  await expect(page.getByText(SOME_BOOKED_NOTE)).toBeVisible();
});

test("a booking succeeds: 'Submitting...', the banner, the summary, and a cleared form", async ({ page }, testInfo) => {
  const date = weekday(testInfo, 1);
  await openForm(page, testInfo);
  await fillPatient(page, "Meena Raghunathan");
  await chooseDate(page, date);
  await page.getByLabel(/Preferred time/).selectOption("20:15");

  // hold the request a moment so the busy state can be seen
  await page.route("**/api/appointments/book", async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  const submit = page.getByRole("button", { name: /Book Appointment|Submitting/ }).last();
  await submit.click();
  await expect(submit).toHaveText("Submitting...");
  await expect(page.getByText(SUCCESS_MESSAGE)).toBeVisible();

  const summary = page.getByTestId("booking-summary");
  await expect(summary).toContainText("Meena Raghunathan");
  await expect(summary).toContainText("Echocardiography");
  await expect(summary).toContainText("8:15 PM");
  await expect(page.getByRole("heading", { name: "Your appointment is booked" })).toBeFocused();
  const ics = summary.getByRole("link", { name: /Add to my phone.s calendar/ });
  await expect(ics).toHaveAttribute("download", `appointment-${date}-2015.ics`);
  const icsText = decodeURIComponent(
    (await ics.getAttribute("href"))!.replace(/^data:text\/calendar;charset=utf-8,/, ""),
  );
  expect(icsText).toContain(`DTSTART;TZID=Asia/Kolkata:${date.replace(/-/g, "")}T201500`);
  const whatsapp = summary.getByRole("link", { name: /WhatsApp/ });
  const href = (await whatsapp.getAttribute("href"))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(decodeURIComponent(href.split("?text=")[1])).toContain("Meena Raghunathan");

  await expect(submit).toHaveText("Book Appointment");
  await expect(page.getByLabel(/Patient's full name/)).toHaveValue("");
  await expect(page.getByLabel(/Phone number/)).toHaveValue("");
  await expect(page.getByLabel(/Preferred date/)).toHaveValue("");
  await expect(page.getByLabel(/Preferred time/)).toHaveValue("");
  await expect(page.getByRole("radio", { name: "Female" })).not.toBeChecked();

  const slots = await (await page.request.get(`/api/appointments/slots?date=${date}`)).json();
  expect(slots.bookedSlots).toEqual([{ value: "20:15" }]);
});

test("a slot taken between loading and submitting is reported, and the slots reload", async ({ page }, testInfo) => {
  const date = weekday(testInfo, 2);
  const ip = await openForm(page, testInfo);
  await fillPatient(page, "Late Arrival");
  await chooseDate(page, date);
  const time = page.getByLabel(/Preferred time/);
  await time.selectOption("18:30");
  await seed(page, date, "18:30", ip); // someone else books it meanwhile

  const reloaded = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${date}`));
  await page.getByRole("button", { name: "Book Appointment" }).last().click();
  await reloaded;
  await expect(page.locator("#book").getByRole("alert")).toContainText(SLOT_TAKEN_MESSAGE);
  await expect(time).toHaveValue("");
  await expect(time.locator('option[value="18:30"]')).toHaveText("6:30 PM (Booked)");
  await expect(time.locator('option[value="18:30"]')).toBeDisabled();
  await expect(time).toBeFocused();
  // everything else is kept
  await expect(page.getByLabel(/Patient's full name/)).toHaveValue("Late Arrival");
  await expect(page.getByLabel(/Preferred date/)).toHaveValue(date);
});

test("a date beyond the booking horizon is refused before anything is sent", async ({ page }, testInfo) => {
  await openForm(page, testInfo);
  const dateInput = page.getByLabel(/Preferred date/);
  let beyond = addDays(todayIst(new Date()), HORIZON_DAYS + 1);
  while (isSunday(beyond)) beyond = addDays(beyond, 1);
  await dateInput.fill(beyond);
  await expect(page.getByText(horizonMessage(HORIZON_DAYS))).toBeVisible();
  await expect(dateInput).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(/Preferred time/)).toBeDisabled();
});

// Issue 26 (docs/decisions/017): the capped phone's answer is the clinic's one "please call" refusal, the
// same as a full budget's — it no longer names the phone field or says how many bookings it holds.
test("a phone with 3 upcoming bookings gets the clinic's message, not a taken-slot one", async ({ page }, testInfo) => {
  const date = weekday(testInfo, 3);
  const ip = await openForm(page, testInfo);
  const phone = `+91 90001 ${testInfo.project.name === "desktop" ? "22222" : "11111"}`;
  for (const time of ["18:00", "18:15", "18:30"]) await seed(page, date, time, ip, phone);
  await fillPatient(page, "Fourth Booking", phone);
  await chooseDate(page, date);
  const time = page.getByLabel(/Preferred time/);
  await time.selectOption("19:30");
  await page.getByRole("button", { name: "Book Appointment" }).last().click();
  await expect(page.locator("#book").getByRole("alert")).toContainText(busyMessage("+91 98400 12345"));
  await expect(time).toHaveValue("19:30"); // the chosen time is still free and kept
});

test("missing fields: the spec's message, each field's error announced, focus on the first", async ({
  page,
}, testInfo) => {
  await openForm(page, testInfo);
  const name = page.getByLabel(/Patient's full name/);
  await name.focus();
  await page.keyboard.press("Enter"); // submit from the keyboard
  await expect(page.locator("#book").getByRole("alert")).toContainText(REQUIRED_MESSAGE);
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Please enter the patient's name.");
  await expect(page.getByLabel(/Phone number/)).toHaveAccessibleDescription("Please enter a phone number.");

  // typing a fix clears that field's message
  await page.keyboard.type("Kavya");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
});

test("the booking section has no detectable accessibility violations", async ({ page }, testInfo) => {
  await openForm(page, testInfo);
  // @axe-core/playwright is typed against its own copy of playwright-core
  await animationsSettled(page);
  const results = await new AxeBuilder({ page: page as never }).include("#book").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
