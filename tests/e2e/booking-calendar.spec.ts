/**
 * The patient's calendar (FEATURES.md §2) in Chromium, at 390 and 1280 px, against the
 * production server: closed days (a whole day, part of an evening, Sundays) and fully booked
 * days are shown before anyone chooses, each day's accessible name saying whether it can be
 * booked; it works by keyboard alone, end to end; typed dates are still checked (the spec's
 * Sunday alert, a closed day's reason, a full day); a closure added meanwhile is reported as
 * the server words it; the form works as before when the calendar cannot be read; and a
 * patient whose appointment the clinic closed is asked to move it.
 *
 * Days from three weeks ahead (the spec's data is its own). Closures go through the admin API and are removed after each
 * test, pass or fail.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { closedDayMessage, fullDayMessage, partClosedMessage } from "../../components/booking/day-words";
import { addDays, formatLongDate, isSunday, SLOT_TIMES, todayIst } from "../../lib/shared/clinic-time";
import { SUCCESS_MESSAGE, SUNDAY_MESSAGE } from "../../lib/shared/validation/booking";
import { addMonths, monthLabel, monthOf } from "../../components/admin/calendar/calendar-format";
import { CALENDAR_MESSAGES } from "../../lib/shared/validation/calendar";
import { MANAGE_MESSAGES } from "../../lib/shared/validation/manage";
import { daysFromToday, nextSunday, nthClinicDay } from "../fixtures/dates";
import { arrowTo, calendarOf, dayButton, escape, monthIndex, tabTo } from "../fixtures/e2e/booking-calendar";
import { agreeToNotice, consentBoxes } from "../fixtures/e2e/booking-consent";
import { clientAddresses } from "../fixtures/e2e/clients";
import { expect, test } from "../fixtures/e2e/login";
import { bookByApi, bookedTimes, shot } from "../fixtures/e2e/manage";
import { animationsSettled, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";
import { chooseVisit } from "../fixtures/e2e/visit-reason";

/**
 * The `n`-th clinic day (Sundays skipped) from three weeks ahead: near, so the keyboard walks
 * a few weeks of the calendar, as a patient would, rather than a year.
 */
const ownDay = (n: number) => nthClinicDay(daysFromToday(21), n);

const clientIp = clientAddresses("198.18.7", 100);
const timeField = (page: Page) => page.getByLabel(/Preferred time/);
const dateField = (page: Page) => page.getByLabel(/Preferred date/);

// ---- closures through the admin API (the page's context signs in as the desk) ----

const added: number[] = [];
type ClosureBody = { startDate: string; endDate: string; startTime?: string; endTime?: string; reason: string };

async function closeClinic(page: Page, closure: ClosureBody) {
  const res = await page.request.post("/api/admin/closures", { data: closure });
  expect(res.status(), await res.text()).toBe(201);
  added.push((await res.json()).closure.id);
}

test.afterEach(async ({ page }) => {
  for (const id of added.splice(0)) await page.request.delete(`/api/admin/closures/${id}`);
});

/** Books every time of `date` through the public API (a client and a phone each). */
async function fillDay(page: Page, testInfo: TestInfo, date: string) {
  const project = testInfo.project.name === "desktop" ? 2 : 1;
  for (const [i, time] of SLOT_TIMES.entries()) {
    const res = await page.request.post("/api/appointments/book", {
      headers: { "x-forwarded-for": `198.18.${10 + project}.${i + 1}` },
      data: {
        patientName: `Full Evening ${i + 1}`,
        patientPhone: `+91 93${project}00 ${10000 + i}`,
        patientAge: 50,
        patientSex: "Male",
        serviceRequired: "ECG",
        preferredDate: date,
        preferredTime: time,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

// ---- the form ----

async function openForm(page: Page, testInfo: TestInfo) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientIp(testInfo) });
  await page.goto("/contact#book");
  // hydrated (the date gets its minimum), and the days read
  await expect(dateField(page)).toHaveAttribute("min", todayIst(new Date()));
  await expect(calendarOf(page).getByRole("grid")).toBeVisible();
}

test(
  "by keyboard alone: the closed day says why and can't be picked, an open one is picked with Enter, part of its evening is '(Closed)', and the booking goes through",
  { tag: "@mobile" },
  async ({ page, login }, testInfo) => {
    const project = testInfo.project.name;
    const closedDay = ownDay(0);
    const partDay = ownDay(1);
    const wholeReason = `Doctor at a conference (${project})`;
    const partReason = `Hospital duty (${project})`;
    await login();
    await closeClinic(page, { startDate: closedDay, endDate: closedDay, reason: wholeReason });
    await closeClinic(page, {
      startDate: partDay,
      endDate: partDay,
      startTime: "19:00",
      endTime: "20:00",
      reason: partReason,
    });
    await openForm(page, testInfo);

    // the patient's details, typed; the sex and the service chosen with keys
    await page.getByLabel(/Patient's full name/).focus();
    await page.keyboard.type(`Keyboard Patient ${project}`);
    await page.keyboard.press("Tab");
    await page.keyboard.type(`+91 97000 ${project === "desktop" ? 22222 : 11111}`);
    await page.keyboard.press("Tab");
    await page.keyboard.type("keyboard.patient@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("71");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowRight"); // from Male to Female, in the radio group
    await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
    // what the visit is for: the arrow keys to the test answer, then the test typed
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "Consultation (new problem)" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: "ECG / Echo / TMT test" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Which test?")).toBeFocused();
    await page.keyboard.type("Echo");
    await expect(page.getByLabel("Which test?")).toHaveValue("Echocardiography");

    // on to the calendar: one tab stop, today's button (the earlier months cannot be shown)
    await tabTo(page, calendarOf(page).getByRole("button", { name: /^Today, / }));
    const today = todayIst(new Date());
    await expect(page.locator(":focus")).toHaveAccessibleName(
      new RegExp(`^Today, ${escape(formatLongDate(today))}, (available|fully booked|closed.*|no times left today)$`),
    );
    if (today.slice(8) !== "01") {
      const yesterday = dayButton(page, addDays(today, -1));
      await expect(yesterday).toHaveAccessibleName(`${formatLongDate(addDays(today, -1))}, not bookable`);
      await expect(yesterday).toBeDisabled();
    }

    // a Sunday on the way: closed, and said so
    let sunday = addDays(closedDay, -1);
    while (!isSunday(sunday)) sunday = addDays(sunday, -1);
    await arrowTo(page, sunday);
    await expect(page.locator(":focus")).toHaveAccessibleName(`${formatLongDate(sunday)}, closed on Sundays`);
    await expect(page.locator(":focus")).toHaveAttribute("aria-disabled", "true");

    // the closed day: reached by the arrows, it names its reason; Enter picks nothing and says why
    await arrowTo(page, closedDay);
    const closedButton = page.locator(":focus");
    await expect(closedButton).toHaveAccessibleName(`${formatLongDate(closedDay)}, closed: ${wholeReason}`);
    await expect(closedButton).toBeDisabled(); // aria-disabled: still focusable, so it is heard
    await expect(closedButton).toHaveAttribute("title", `Closed: ${wholeReason}`);
    await page.keyboard.press("Enter");
    await expect(calendarOf(page)).toContainText(closedDayMessage(closedDay, wholeReason));
    await expect(dateField(page)).toHaveValue("");
    await shot(page, testInfo, "calendar-keyboard-closed", calendarOf(page));

    // the day with a closed part of its evening can be picked: Enter, and its times load
    await arrowTo(page, partDay);
    await expect(page.locator(":focus")).toHaveAccessibleName(`${formatLongDate(partDay)}, available`);
    const slotsLoaded = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${partDay}`));
    await page.keyboard.press("Enter");
    await slotsLoaded;
    await expect(dateField(page)).toHaveValue(partDay);
    await expect(page.locator(":focus")).toHaveAccessibleName(`${formatLongDate(partDay)}, available, selected`);

    // the time: the closure's times are "(Closed)" and disabled, and the note says why
    const time = timeField(page);
    await tabTo(page, time);
    for (const closed of ["19:00", "19:15", "19:30", "19:45"]) {
      const option = time.locator(`option[value="${closed}"]`);
      await expect(option).toHaveText(/\(Closed\)$/);
      await expect(option).toBeDisabled();
    }
    for (const open of ["18:45", "20:00"]) await expect(time.locator(`option[value="${open}"]`)).toBeEnabled();
    await expect(page.getByText(partClosedMessage(partReason))).toBeVisible();
    await page.keyboard.type("6:3"); // the select's type-ahead
    await expect(time).toHaveValue("18:30");
    await animationsSettled(page);
    const results = await new AxeBuilder({ page: page as never }).include("#book").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, "calendar-keyboard-picked", page.locator("#book form"));

    // the privacy notice's box, ticked with Space; then on to the button: Enter books it
    const { agree } = consentBoxes(page);
    await tabTo(page, agree);
    await page.keyboard.press("Space");
    await expect(agree).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Book Appointment" }).last());
    await page.keyboard.press("Enter");
    await expect(page.locator("#book").getByText(SUCCESS_MESSAGE)).toBeVisible();
    await expect(page.getByTestId("booking-summary")).toContainText("6:30 PM");
    await expect(page.getByTestId("booking-summary")).toContainText(`Keyboard Patient ${project}`);
    expect(await bookedTimes(page.request, partDay)).toEqual(["18:30"]);
  },
);

test("typed dates are checked too: a closed day gives its reason and '(Closed)' times, a full day says so, a Sunday still alerts", async ({
  page,
  login,
}, testInfo) => {
  const project = testInfo.project.name;
  const closedDay = ownDay(2);
  const fullDay = ownDay(3);
  const reason = `Pongal (${project})`;
  await login();
  await closeClinic(page, { startDate: closedDay, endDate: closedDay, reason });
  await fillDay(page, testInfo, fullDay);
  await openForm(page, testInfo);
  const time = timeField(page);

  // a closed day: the server's words with the reason, every time "(Closed)", the calendar brought to it
  let slots = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${closedDay}`));
  await dateField(page).fill(closedDay);
  await slots;
  await expect(time).toHaveAccessibleDescription(new RegExp(escape(closedDayMessage(closedDay, reason))));
  await expect(time.locator("option:disabled")).toHaveCount(SLOT_TIMES.length);
  await expect(time.locator('option[value="18:00"]')).toHaveText("6:00 PM (Closed)");
  await expect(dayButton(page, closedDay)).toHaveAccessibleName(`${formatLongDate(closedDay)}, closed: ${reason}`);
  await expect(dayButton(page, closedDay)).toBeDisabled();
  await shot(page, testInfo, "calendar-typed-closed", page.locator("#book form"));
  // the closed weekday looks unlike a Sunday (its own colour), and a tap on it says why
  // a Sunday of the same month (the calendar shows that month only)
  let sunday = closedDay;
  while (!isSunday(sunday)) sunday = addDays(sunday, -1);
  if (sunday.slice(0, 7) !== closedDay.slice(0, 7)) sunday = addDays(sunday, 7);
  const colours = (date: string) =>
    dayButton(page, date).evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
  expect(await colours(closedDay)).not.toEqual(await colours(sunday));
  await dateField(page).fill("");
  await dayButton(page, closedDay).click({ force: true }); // as a tap would: aria-disabled does not stop it
  await expect(calendarOf(page)).toContainText(closedDayMessage(closedDay, reason));

  // a full day: said so; on the calendar it is marked and pressing it picks nothing
  slots = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${fullDay}`));
  await dateField(page).fill(fullDay);
  await slots;
  await expect(time).toHaveAccessibleDescription(fullDayMessage(fullDay));
  await expect(time.locator('option[value="21:00"]')).toHaveText("9:00 PM (Booked)");
  const full = dayButton(page, fullDay);
  await expect(full).toHaveAccessibleName(`${formatLongDate(fullDay)}, fully booked`);
  await expect(full).toBeDisabled();
  await dateField(page).fill("");
  await full.click({ force: true }); // as a tap would: aria-disabled does not stop it
  await expect(calendarOf(page)).toContainText(fullDayMessage(fullDay));
  await expect(dateField(page)).toHaveValue("");

  // a Sunday typed: the spec's alert and message, the date cleared
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await dateField(page).fill(nextSunday(7));
  await expect(page.getByText(SUNDAY_MESSAGE)).toBeVisible();
  expect(dialogs).toEqual([SUNDAY_MESSAGE]);
  await expect(dateField(page)).toHaveValue("");
  await expect(time).toBeDisabled();
});

test("a closure added while the patient fills the form: the server's words at the time, the times read again", async ({
  page,
  login,
}, testInfo) => {
  const date = ownDay(4);
  const reason = `Emergency at the hospital (${testInfo.project.name})`;
  await login();
  await openForm(page, testInfo);
  await page.getByLabel(/Patient's full name/).fill("Closed Meanwhile");
  await page.getByLabel(/Phone number/).fill(`+91 97000 ${testInfo.project.name === "desktop" ? 44444 : 33333}`);
  await page.getByLabel(/^Age/).fill("66");
  await page.getByRole("radio", { name: "Male", exact: true }).check();
  await chooseVisit(page, "ECG");
  const slots = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${date}`));
  await dateField(page).fill(date);
  await slots;
  await timeField(page).selectOption("18:30");
  await agreeToNotice(page);

  await closeClinic(page, { startDate: date, endDate: date, startTime: "18:00", endTime: "19:00", reason });
  const message = CALENDAR_MESSAGES.closed({
    startDate: date,
    endDate: date,
    startTime: "18:00",
    endTime: "19:00",
    reason,
  });
  const reloaded = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${date}`));
  await page.getByRole("button", { name: "Book Appointment" }).last().click();
  await reloaded;
  await expect(page.locator("#book").getByRole("alert")).toContainText(message);
  await expect(timeField(page)).toBeFocused();
  await expect(timeField(page)).toHaveValue("");
  await expect(timeField(page).locator('option[value="18:30"]')).toHaveText("6:30 PM (Closed)");
  await expect(timeField(page).locator('option[value="18:30"]')).toBeDisabled();
  await expect(dateField(page)).toHaveValue(date);
  expect(await bookedTimes(page.request, date)).toEqual([]);
});

test("when the calendar cannot be read, the form works as before: type the date, choose a time, book", async ({
  page,
}, testInfo) => {
  const date = ownDay(5);
  await page.route("**/api/appointments/availability", (route) => route.abort());
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientIp(testInfo) });
  await page.goto("/contact#book");
  await expect(dateField(page)).toHaveAttribute("min", todayIst(new Date()));
  await expect(calendarOf(page)).toContainText("The calendar could not be loaded. Please type the date instead.");
  await expect(calendarOf(page).getByRole("grid")).toHaveCount(0);

  await page.getByLabel(/Patient's full name/).fill("Typed Date");
  await page.getByLabel(/Phone number/).fill(`+91 97000 ${testInfo.project.name === "desktop" ? 66666 : 55555}`);
  await page.getByLabel(/^Age/).fill("58");
  await page.getByRole("radiogroup", { name: "Sex" }).getByRole("radio", { name: "Other" }).check();
  await chooseVisit(page, "ECG");
  const slots = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${date}`));
  await dateField(page).fill(date);
  await slots;
  await timeField(page).selectOption("20:45");
  await agreeToNotice(page);
  await page.getByRole("button", { name: "Book Appointment" }).last().click();
  await expect(page.getByTestId("booking-summary")).toContainText("8:45 PM");
  expect(await bookedTimes(page.request, date)).toEqual(["20:45"]);
});

test(
  "a patient whose appointment the clinic closed is told why, calmly, and moves it on the calendar",
  { tag: "@mobile" },
  async ({ page, login }, testInfo) => {
    const date = ownDay(6);
    const to = ownDay(7);
    const reason = `Doctor called to an emergency (${testInfo.project.name})`;
    const ip = clientIp(testInfo);
    const path = await bookByApi(page.request, testInfo, { name: "Lakshmi Narayanan", date, time: "19:00", ip });
    await login();
    await closeClinic(page, { startDate: date, endDate: date, reason });

    await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
    await page.goto(path);
    const notice = page.getByRole("region", { name: "The clinic is closed at your appointment time" });
    await expect(notice).toContainText(`Reason: ${reason}.`);
    await expect(notice).toContainText("Please choose another time below, or cancel the appointment.");
    await expect(page.getByText("Please arrive 15 minutes early")).toHaveCount(0);
    // the new-time picker is open from the start, without taking the focus from the page
    const heading = page.getByRole("heading", { name: "Choose a new date and time" });
    await expect(heading).toBeVisible();
    await expect(heading).not.toBeFocused();
    await expect(calendarOf(page).getByRole("grid")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel the appointment" })).toBeVisible();
    await animationsSettled(page);
    const results = await new AxeBuilder({ page: page as never }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, "manage-clinic-closed");

    // the closed day is marked on the calendar; another is picked with a tap, then a time
    for (let month = monthOf(todayIst(new Date())); month < monthOf(date); ) {
      await calendarOf(page).getByRole("button", { name: "Next month" }).click();
      month = addMonths(month, 1); // each click waits for the month it turns to
      await expect(calendarOf(page).getByRole("grid")).toHaveAccessibleName(monthLabel(month));
    }
    await expect(dayButton(page, date)).toHaveAccessibleName(`${formatLongDate(date)}, closed: ${reason}`);
    if (monthIndex(to) > monthIndex(date)) await calendarOf(page).getByRole("button", { name: "Next month" }).click();
    const slots = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${to}`));
    await dayButton(page, to).click();
    await slots;
    await expect(page.getByLabel(/New date/)).toHaveValue(to);
    await page.getByLabel(/New time/).selectOption("18:15");
    await page.getByRole("button", { name: "Move my appointment" }).click();

    await expect(page.getByRole("status").filter({ hasText: MANAGE_MESSAGES.rescheduled })).toContainText(
      `It is now on ${formatLongDate(to)} at 6:15 PM.`,
    );
    await expect(notice).toHaveCount(0);
    await expect(page.getByTestId("appointment-details")).toContainText(formatLongDate(to));
    expect(await bookedTimes(page.request, to)).toEqual(["18:15"]);
  },
);
