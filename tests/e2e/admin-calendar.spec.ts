/**
 * The Clinic calendar in Chromium, at 390 and 1280 px, against the production server
 * (playwright.config.ts): the desk closes next Friday by picking it on the grid, sees the
 * booked patient inside the closure and the "Clinic closed" mark in the tables; a patient on
 * /contact then cannot pick that Friday and the booking call refuses it (409, the reason);
 * removing the closure opens the day again. Two Tamil Nadu holidays are closed in one step.
 * Days picked by keyboard alone: tests/components/calendar/calendar-keyboard.test.tsx.
 *
 * Next Friday is 1 to 7 days ahead, before the days the spec's helpers book on (20 days ahead
 * and on: tests/fixtures/e2e/appointments.ts, admin-patients.ts). Each test removes its
 * closure and appointment at the end, pass or fail.
 */
import type { Locator } from "@playwright/test";
import { holidaysFrom } from "../../lib/content/holidays";
import { addDays, formatLongDate, isSunday, todayIst } from "../../lib/shared/clinic-time";
import { monthLabel, monthOf } from "../../components/admin/calendar/calendar-format";
import { shortDate } from "../../components/admin/appointments/appointment-format";
import { book, expectNoA11yViolations, row } from "../fixtures/e2e/appointments";
import { shot } from "../fixtures/e2e/admin-patients";
import { e2eDatabaseClient, expect, test } from "../fixtures/e2e/login";
import { confirmIn, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The first Friday after today, clinic time. */
function nextFriday(): string {
  let date = addDays(todayIst(new Date()), 1);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 5) date = addDays(date, 1);
  return date;
}

/** Turns `scope`'s calendar (the desk's grid or the patient's) on to the month of `date`: its grid is named by the month. */
async function showMonthOf(scope: Locator, date: string) {
  const grid = scope.getByRole("grid");
  const wanted = monthLabel(monthOf(date));
  await expect(grid).toBeVisible(); // the patient's calendar loads after the page
  // one click at a time, each waiting for the month it turns to, as a person would
  const shown = () =>
    grid.evaluate(
      (el) =>
        el.getAttribute("aria-label") ?? document.getElementById(el.getAttribute("aria-labelledby")!)?.textContent,
    );
  for (let i = 0; i < 24; i++) {
    const before = await shown();
    if (before === wanted) break;
    await scope.getByRole("button", { name: "Next month" }).click();
    await expect.poll(shown).not.toBe(before);
  }
  await expect(scope.getByRole("grid", { name: wanted })).toBeVisible();
}

/** Leaves the e2e database as the test found it (also after a timeout, when the browser is gone). */
async function cleanUp({ reasons, appointmentIds = [] }: { reasons: string[]; appointmentIds?: number[] }) {
  const database = e2eDatabaseClient();
  await database.closure.deleteMany({ where: { reason: { in: reasons } } });
  await database.appointment.deleteMany({ where: { id: { in: appointmentIds } } });
}

test("the desk closes next Friday on the grid; the booked patient and the tables say so; a patient can't pick it until it is removed", async ({
  page,
  request,
  login,
}, testInfo) => {
  // a whole story over five screens and both calendars (≈35 s when next Friday is in the next month)
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const friday = nextFriday();
  const reason = `Doctor at a conference (${project})`;
  const patient = await book(request, testInfo, {
    name: `Friday closure ${project}`,
    date: friday,
    time: project === "desktop" ? "19:30" : "19:00",
  });
  const { phone } = patient as typeof patient & { phone: string };
  // a second one, cancelled from the list of those inside
  const other = await book(request, testInfo, {
    name: `Friday cancel ${project}`,
    date: friday,
    time: project === "desktop" ? "19:45" : "19:15",
  });

  try {
    await login();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Clinic calendar" }).click();
    await expect(page).toHaveURL(/\/admin\/calendar$/);
    await expect(page.getByRole("heading", { name: "Clinic calendar", level: 1 })).toBeVisible();
    const today = todayIst(new Date());
    await expect(page.getByRole("button", { name: new RegExp(`^${formatLongDate(today)}, today`) })).toBeVisible();

    await showMonthOf(page.locator("main"), friday);
    await expect(page.getByTestId("calendar-month")).toHaveText(monthLabel(monthOf(friday)));
    const day = page.getByRole("grid").getByRole("button", { name: new RegExp(`^${formatLongDate(friday)}`) });
    await expect(day).toHaveAccessibleName(/\d+ of 13 booked/);
    await day.click();

    const panel = page.getByTestId("closure-panel");
    await expect(panel.getByTestId("picked-days")).toHaveText(formatLongDate(friday));
    await expect(panel.getByLabel("The whole day")).toBeChecked();
    // the reason is required, checked before anything is sent
    await panel.getByRole("button", { name: "Close the clinic" }).click();
    await expect(panel.getByText("Please give a reason (patients will see it).")).toBeVisible();
    await panel.getByRole("textbox", { name: /^Reason/ }).fill(reason);
    await panel.getByRole("button", { name: "Close the clinic" }).click();

    // the booked patient inside it: name, when, phone to call, and the two ways to act
    const affected = page.getByTestId("affected-list");
    await expect(affected.getByRole("heading", { level: 2 })).toHaveText(
      /^\d+ booked patients? (is|are) inside this closure$/,
    );
    await expect(affected.getByRole("heading", { level: 2 })).toBeFocused();
    const mine = affected.locator(`li[data-appointment-id="${patient.id}"]`);
    await expect(mine).toContainText(patient.name);
    await expect(mine).toContainText(`${shortDate(friday)} · ${project === "desktop" ? "7:30 PM" : "7:00 PM"}`);
    await expect(mine.getByRole("link", { name: phone })).toHaveAttribute(
      "href",
      `tel:${phone.replace(/[^\d+]/g, "")}`,
    );
    await expect(mine.getByRole("button", { name: `Reschedule ${patient.name}'s appointment` })).toBeVisible();
    await expect(mine.getByRole("button", { name: `Cancel ${patient.name}'s appointment` })).toBeVisible();
    const theirs = affected.locator(`li[data-appointment-id="${other.id}"]`);
    await theirs.getByRole("button", { name: `Cancel ${other.name}'s appointment` }).click();
    await confirmIn(page, "Cancel appointment", other.name);
    await expect(theirs.getByRole("status")).toHaveText("Cancelled");
    await expect(theirs.getByRole("button")).toHaveCount(0);

    // the grid shows it closed, with the reason, the booking still inside
    await expect(day).toHaveAccessibleName(new RegExp(`closed all day: ${escape(reason)}, \\d+ booked inside`));
    const listed = page.getByTestId("closures-list").locator("li", { hasText: reason });
    await expect(listed).toContainText(`Closed on ${formatLongDate(friday)}`);
    await expect(listed).toContainText(/\d+ booked patients? still inside/);
    await shot(page, testInfo, "calendar-closed-friday");
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // Select date and All appointments mark it "Clinic closed", Reschedule and Cancel at hand
    await page.goto(`/admin/select-date?date=${friday}`);
    for (const where of ["select date", "all appointments"]) {
      if (where === "all appointments") await page.goto(`/admin/all-appointments?q=${encodeURIComponent("Friday c")}`); // both of this test's
      const r = row(page, patient.id);
      await expect(r.getByTestId("clinic-closed")).toContainText("Clinic closed");
      await expect(r.getByTestId("clinic-closed")).toContainText(reason);
      await expect(r.getByRole("button", { name: `Reschedule ${patient.name}'s appointment` })).toBeVisible();
      await expect(r.getByRole("button", { name: `Cancel ${patient.name}'s appointment` })).toBeVisible();
      // the cancelled one holds no slot and is not marked
      await expect(row(page, other.id)).toHaveAttribute("data-status", "Cancelled");
      await expect(row(page, other.id).getByTestId("clinic-closed")).toHaveCount(0);
    }
    await expectNoA11yViolations(page);
    // the patient's profile marks it too
    await row(page, patient.id)
      .getByRole("button", { name: `Patient Info for ${patient.name}` })
      .click();
    const visit = page.getByTestId("patient-profile-modal").locator(`li[data-appointment-id="${patient.id}"]`);
    await expect(visit.getByTestId("clinic-closed")).toContainText(reason);
    await page.keyboard.press("Escape");

    // a patient on /contact: the day says it is closed and why, and can't be picked
    await page.goto("/contact");
    const calendar = page.getByTestId("booking-calendar");
    await expect(calendar.getByRole("grid")).toBeVisible();
    await showMonthOf(calendar, friday);
    const closedDay = calendar.getByRole("button", {
      name: new RegExp(`${escape(formatLongDate(friday))}.*closed.*${escape(reason)}`, "i"),
    });
    await expect(closedDay).toBeDisabled();
    // and the booking call refuses it, naming the reason
    const refused = await request.post("/api/appointments/book", {
      headers: { "x-forwarded-for": `203.0.113.${project === "desktop" ? 251 : 250}` },
      data: {
        patientName: `Too late ${project}`,
        patientPhone: "9840099999",
        patientAge: 40,
        patientSex: "Male",
        serviceRequired: "ECG",
        preferredDate: friday,
        preferredTime: "18:00",
        website: "",
      },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toContain(reason);

    // removed from the calendar screen: the day is open again
    await page.goto(`/admin/calendar?month=${monthOf(friday)}`);
    const item = page.getByTestId("closures-list").locator("li", { hasText: reason });
    await item.getByRole("button", { name: /^Remove the closure/ }).click();
    await confirmIn(page, "Remove closure", reason);
    await expect(item).toHaveCount(0);
    await expect(day).not.toHaveAccessibleName(/closed/);
    await expect(day).toHaveAccessibleName(/\d+ of 13 booked/);

    await page.goto("/contact");
    await showMonthOf(calendar, friday);
    const openDay = calendar.getByRole("button", { name: `${formatLongDate(friday)}, available` });
    await expect(openDay).toBeEnabled();
    await openDay.click();
    await expect(page.getByLabel(/Preferred date/)).toHaveValue(friday);
  } finally {
    await cleanUp({ reasons: [reason], appointmentIds: [patient.id, other.id] });
  }
});

test("two Tamil Nadu holidays closed in one step show on the grid; closed ones can't be chosen again", async ({
  page,
  login,
}, testInfo) => {
  const [first, second] = holidaysFrom(todayIst(new Date())).filter((h) => !isSunday(h.date));
  test.skip(!second, "fewer than two holidays ahead in lib/content/holidays.ts");
  await login("/admin/calendar");
  try {
    const panel = page.getByTestId("holidays-panel");
    const close = panel.getByRole("button", { name: /^Close the clinic on the chosen days/ });
    await expect(close).toBeDisabled(); // none is ticked until the desk chooses
    const box = (h: typeof first) => panel.getByRole("checkbox", { name: `${h.name} ${shortDate(h.date)}` });
    await box(first).check();
    await box(second).check();
    await expect(close).toHaveText("Close the clinic on the chosen days (2)");
    await close.click();
    await expect(panel.getByRole("status")).toHaveText(`Closed on 2 days: ${first.name}, ${second.name}.`);
    await expect(page.getByTestId("affected-list")).toBeVisible();
    // now closed: shown as such, not to be chosen again
    for (const h of [first, second]) {
      await expect(box(h)).toBeDisabled();
      await expect(box(h)).not.toBeChecked();
      await expect(page.getByTestId("closures-list")).toContainText(h.name);
    }
    for (const h of [first, second]) {
      await page.goto(`/admin/calendar?month=${monthOf(h.date)}`);
      await expect(
        page.getByRole("grid").getByRole("button", { name: new RegExp(`^${formatLongDate(h.date)}`) }),
      ).toHaveAccessibleName(new RegExp(`closed all day: ${escape(h.name)}`));
    }
    await shot(page, testInfo, "calendar-holidays");
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
  } finally {
    await cleanUp({ reasons: [first.name, second.name] });
  }
});
