/**
 * The desk through an appointment's life, in Chromium at 390 and 1280 px (FEATURES.md §3):
 * Reschedule from Today's list (a slot taken meanwhile, then a free one), the status menu
 * (No-show, Cancelled — its slot freed — and back to Pending refused once the slot is
 * taken), the spec's toggle beside it, the status filter, All Appointments' search and
 * filter with the CSV of what the view shows, and Select Date's past days.
 *
 * Rows for today (at any hour the suite runs) and for past days are booked ahead through
 * the public API and placed there in the database (tests/fixtures/e2e/appointments.ts).
 * SHOTS_DIR=/tmp/shots saves screenshots on the way.
 */
import { formatPhone } from "../../lib/shared/phone";
import fs from "node:fs";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { APPOINTMENT_CSV_HEADER, shortDate } from "../../components/admin/appointments/appointment-format";
import type { PrismaClient } from "../../lib/generated/sqlite/client";
import { formatLongDate, formatSlot, todayIst } from "../../lib/shared/clinic-time";
import { APPOINTMENT_MESSAGES } from "../../lib/shared/validation/appointments";
import { SLOT_TAKEN_MESSAGE } from "../../lib/shared/validation/booking";
import { daysFromToday, nthClinicDay } from "../fixtures/dates";
import { shot } from "../fixtures/e2e/admin-patients";
import {
  book,
  expectNoA11yViolations,
  freeTimes,
  pastDate,
  placeAt,
  row,
  type Appointment,
} from "../fixtures/e2e/appointments";
import { expect, test } from "../fixtures/e2e/login";
import { bookedTimes } from "../fixtures/e2e/manage";

const today = () => todayIst(new Date());

/** The `n`-th (under 25) clinic day of this spec's range, apart from its helpers' days. */
const lifeDate = (testInfo: TestInfo, n: number) =>
  nthClinicDay(daysFromToday(140 + (testInfo.project.name === "desktop" ? 30 : 0)), n);

// Each seed is booked ahead on a day of its own (from the range's 10th day), then placed.
const nextSeedDay: Record<string, number> = {};
const seedDay = (testInfo: TestInfo) => {
  nextSeedDay[testInfo.project.name] = (nextSeedDay[testInfo.project.name] ?? 9) + 1;
  return lifeDate(testInfo, nextSeedDay[testInfo.project.name]);
};

/** An appointment of `name` on `date` (default today, at its latest free time) with `status`. */
async function seed(
  request: APIRequestContext,
  database: PrismaClient,
  testInfo: TestInfo,
  name: string,
  { date = today(), time, status = "" }: { date?: string; time?: string; status?: string } = {},
): Promise<Appointment & { phone: string }> {
  const booked = (await book(request, testInfo, { name, date: seedDay(testInfo), time: "21:00" })) as Appointment & {
    phone: string;
  };
  const at = time ?? (await freeTimes(database, date))[0];
  await placeAt(database, booked.id, { date, time: at, status });
  return { ...booked, preferred_date: date, preferred_time: at, status };
}

const stored = async (page: Page, date: string, id: number) =>
  ((await (await page.request.get(`/api/appointments/data?date=${date}`)).json()).appointments as Appointment[]).find(
    (a) => a.id === id,
  );

/**
 * Patients this spec checks in: their tokens go again after each test, since the Tonight spec
 * numbers today's tokens from 1 on the same worker's database.
 */
const checkedIn: number[] = [];
test.afterEach(async ({ e2eDatabase }) => {
  if (checkedIn.length)
    await e2eDatabase.appointment.updateMany({
      where: { id: { in: checkedIn.splice(0) } },
      data: { token: null, checkedInAt: null },
    });
});

test("today's list: Reschedule moves an appointment, a slot taken meanwhile is refused at the time", async ({
  page,
  request,
  login,
  e2eDatabase,
}, testInfo) => {
  const tag = testInfo.project.name;
  const moving = await seed(request, e2eDatabase, testInfo, `Rekha Move ${tag}`);
  const target = lifeDate(testInfo, 0);

  await login("/admin/today-appointment");
  const r = row(page, moving.id);
  await expect(r).toBeVisible();
  await r.getByRole("button", { name: `Reschedule Rekha Move ${tag}'s appointment` }).click();
  const dialog = page.getByRole("dialog", { name: `Reschedule Rekha Move ${tag}'s appointment` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Now: ${shortDate(moving.preferred_date)} · ${formatSlot(moving.preferred_time)}`);

  // a date first: its free times are read; someone else takes 7:30 PM meanwhile
  // the date's free times are read once it settles: wait for that answer, as the desk waits for the marks
  const slotsRead = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${target}`));
  await dialog.getByLabel("New date").fill(target);
  await slotsRead;
  const time = dialog.getByLabel("New time");
  await expect(time).toBeEnabled();
  await expect(dialog.getByText("Checking which times are free…")).toHaveCount(0);
  await expect(time.locator('option[value="19:30"]')).toHaveText("7:30 PM");
  await book(request, testInfo, { name: `Other ${tag}`, date: target, time: "19:30" });
  await time.selectOption("19:30");
  await shot(page, testInfo, "reschedule-modal");
  await dialog.getByRole("button", { name: "Move appointment" }).click();
  await expect(dialog.getByText(SLOT_TAKEN_MESSAGE)).toBeVisible();
  await expect(time.locator('option[value="19:30"]')).toHaveText("7:30 PM (Booked)");
  await expect(time.locator('option[value="19:30"]')).toBeDisabled();
  expect((await stored(page, today(), moving.id))?.preferred_time).toBe(moving.preferred_time);

  // a free time: moved, said in the notice, gone from today's list
  await time.selectOption("19:45");
  await dialog.getByRole("button", { name: "Move appointment" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Rekha Move ${tag}'s appointment moved to ${shortDate(target)} · 7:45 PM` }),
  ).toBeVisible();
  await expect(r).toHaveCount(0);
  expect(await stored(page, target, moving.id)).toMatchObject({ preferred_time: "19:45", status: "" });
  expect(await bookedTimes(page.request, target)).toEqual(["19:30", "19:45"]);
});

test("today's list: the status menu marks a no-show and cancels (slot freed); Active hides them", async ({
  page,
  request,
  login,
  e2eDatabase,
}, testInfo) => {
  const tag = testInfo.project.name;
  const done = await seed(request, e2eDatabase, testInfo, `Devi Toggle ${tag}`);
  const noShow = await seed(request, e2eDatabase, testInfo, `Nila Absent ${tag}`);
  const cancel = await seed(request, e2eDatabase, testInfo, `Chitra Cancel ${tag}`);
  // she checked in and left: No-show at once, whatever the hour (a patient not arrived is
  // refused it until her time has passed — the next test)
  checkedIn.push(noShow.id);
  await e2eDatabase.appointment.update({
    where: { id: noShow.id },
    data: { token: 90 + (tag === "desktop" ? 0 : 1), checkedInAt: new Date() },
  });

  await login("/admin/today-appointment");
  const count = page.getByTestId("appointment-count");
  await expect(row(page, noShow.id)).toBeVisible();
  const all = Number((await count.textContent())!.match(/^\d+/)![0]);

  // the spec's toggle is still one press: Pending → Done
  await row(page, done.id)
    .getByRole("button", { name: /^Pending/ })
    .click();
  await expect(row(page, done.id).getByRole("button", { name: /^Done/ })).toBeVisible();

  // No-show from the menu: the row steps back, with a badge in place of the toggle
  const n = row(page, noShow.id);
  // here tonight (the Tonight panel's words in place of the toggle): No-show may be chosen at once
  await expect(n.getByTestId("row-queue-status")).toContainText("token");
  await n.getByRole("button", { name: `Change status of Nila Absent ${tag}'s appointment` }).click();
  const menu = page.getByRole("menu", { name: `Status of Nila Absent ${tag}'s appointment` });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitemradio", { name: /^Pending/ })).toHaveAttribute("aria-checked", "true");
  await expect(menu.getByRole("menuitemradio", { name: /^Pending/ })).toBeFocused();
  await shot(page, testInfo, "status-menu");
  // Escape closes it, back on its button; opened again, the arrow keys walk the statuses
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(n.getByRole("button", { name: `Change status of Nila Absent ${tag}'s appointment` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu.getByRole("menuitemradio", { name: /^Pending/ })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitemradio", { name: /^No-show/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
  await expect(
    page.getByRole("status").filter({ hasText: `Nila Absent ${tag}'s appointment is now No-show.` }),
  ).toBeVisible();
  await expect(n).toHaveAttribute("data-status", "No-show");
  await expect(n.getByTestId("status-badge")).toHaveText("No-show");
  await expect(n.getByRole("button", { name: /^(Pending|Done)/ })).toHaveCount(0);
  expect((await stored(page, today(), noShow.id))?.status).toBe("No-show");
  // a no-show keeps its time
  expect(await bookedTimes(page.request, today())).toContain(noShow.preferred_time);

  // Cancelled: its time is struck through and free for others
  const c = row(page, cancel.id);
  await c.getByRole("button", { name: `Change status of Chitra Cancel ${tag}'s appointment` }).click();
  await page.getByRole("menuitemradio", { name: /^Cancelled/ }).click();
  await expect(c).toHaveAttribute("data-status", "Cancelled");
  await expect(c.getByTestId("status-badge")).toHaveText("Cancelled");
  await expect(c.getByText(formatSlot(cancel.preferred_time), { exact: true })).toHaveCSS(
    "text-decoration-line",
    "line-through",
  );
  expect(await bookedTimes(page.request, today())).not.toContain(cancel.preferred_time);

  // someone takes the freed time; back to Pending is refused with the server's reason
  await seed(request, e2eDatabase, testInfo, `Taker ${tag}`, { time: cancel.preferred_time });
  await c.getByRole("button", { name: `Change status of Chitra Cancel ${tag}'s appointment` }).click();
  await page.getByRole("menuitemradio", { name: /^Pending/ }).click();
  await expect(
    page.getByRole("status").filter({ hasText: APPOINTMENT_MESSAGES.slotTakenSinceCancelled }),
  ).toBeVisible();
  await expect(c).toHaveAttribute("data-status", "Cancelled");

  // Done and No-show are not moved: Reschedule says why instead of opening
  const notMovable = n.getByRole("button", { name: `Reschedule Nila Absent ${tag}'s appointment` });
  await expect(notMovable).toHaveAttribute("aria-disabled", "true");
  await notMovable.click({ force: true }); // dimmed (aria-disabled), yet a press still explains

  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(
    page.getByRole("status").filter({ hasText: APPOINTMENT_MESSAGES.rescheduleClosed("No-show") }),
  ).toBeVisible();

  await page.reload();
  await expect(row(page, cancel.id)).toBeVisible();
  await shot(page, testInfo, "today-mixed");
  await expectNoA11yViolations(page);

  // Active: no cancelled or no-show rows; the filter is the URL's and the server's
  const now = all + 1; // the taker joined
  await page.getByLabel("Show", { exact: true }).selectOption("active");
  await expect(page).toHaveURL(/[?&]status=active\b/);
  await expect(row(page, noShow.id)).toHaveCount(0);
  await expect(row(page, cancel.id)).toHaveCount(0);
  await expect(row(page, done.id)).toBeVisible();
  await expect(count).toHaveText(new RegExp(`^\\d+ of ${now} appointments$`));
  await page.getByLabel("Show", { exact: true }).selectOption("no-show");
  await expect(row(page, noShow.id)).toBeVisible();
  await expect(row(page, done.id)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Show", { exact: true })).toHaveValue("no-show");
  await expect(row(page, noShow.id)).toBeVisible();
});

test("all appointments: search by name or phone, the status filter, upcoming first, CSV of what is shown", async ({
  page,
  request,
  login,
  e2eDatabase,
}, testInfo) => {
  const tag = testInfo.project.name;
  const name = `Quince ${tag}`;
  const soon = lifeDate(testInfo, 1);
  const later = lifeDate(testInfo, 2);
  const first = await seed(request, e2eDatabase, testInfo, `${name} One`, { date: soon, time: "18:00" });
  const second = await seed(request, e2eDatabase, testInfo, `${name} Two`, { date: later, time: "18:00" });
  const cancelled = await seed(request, e2eDatabase, testInfo, `${name} Three`, {
    date: soon,
    time: "18:15",
    status: "Cancelled",
  });
  const past = await seed(request, e2eDatabase, testInfo, `${name} Four`, {
    date: pastDate(testInfo, 0),
    time: "18:00",
    status: "Done",
  });

  await login("/admin/all-appointments");
  const count = page.getByTestId("appointment-count");
  await expect(count).toHaveText(/appointments in total$/);
  const total = Number((await count.textContent())!.replace(/\D/g, ""));

  // the search follows the typing; upcoming soonest first, then the past
  const search = page.getByRole("searchbox", { name: "Search appointments by name or phone" });
  await search.fill(name);
  await expect(page).toHaveURL(new RegExp(`[?&]q=Quince\\+${tag}`));
  await expect(count).toHaveText(`4 of ${total.toLocaleString("en-IN")} appointments`);
  const ids = await page
    .locator("tr[data-appointment-id]")
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute("data-appointment-id"))));
  expect(ids).toEqual([first.id, cancelled.id, second.id, past.id]);

  // the filter narrows the search
  await page.getByLabel("Show", { exact: true }).selectOption("cancelled");
  await expect(page).toHaveURL(/[?&]status=cancelled\b/);
  await expect(row(page, cancelled.id)).toBeVisible();
  await expect(page.locator("tr[data-appointment-id]")).toHaveCount(1);
  await expect(count).toHaveText(`1 of ${total.toLocaleString("en-IN")} appointments`);
  await shot(page, testInfo, "all-search-filter");
  await expectNoA11yViolations(page);

  // Download CSV: what the view shows, with the byte-order mark Excel needs
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`appointments-all-cancelled-search-${today()}.csv`);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
  expect(lines[0]).toBe(APPOINTMENT_CSV_HEADER.join(","));
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${name} Three`);
  expect(lines[1]).toContain(",Cancelled,");

  // by phone, every status again
  await page.getByLabel("Show", { exact: true }).selectOption("");
  await search.fill(second.phone);
  await expect(row(page, second.id)).toBeVisible();
  await expect(row(page, first.id)).toHaveCount(0);
  for (const shown of await page.locator("tr[data-appointment-id]").all())
    await expect(shown).toContainText(formatPhone(second.phone)); // one format, however it was typed

  // nothing found says so
  await search.fill(`${name} Nobody`);
  await expect(page.getByText(`No appointments match “${name} Nobody”.`)).toBeVisible();
  await shot(page, testInfo, "all-no-match");
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(count).toHaveText(`${total.toLocaleString("en-IN")} appointments in total`);
  await expect(page).not.toHaveURL(/[?&]q=/);
});

test("select date: a past day shows its history; an empty date is refused", async ({
  page,
  request,
  login,
  e2eDatabase,
}, testInfo) => {
  const tag = testInfo.project.name;
  const day = pastDate(testInfo, 3);
  const seen = await seed(request, e2eDatabase, testInfo, `Hema History ${tag}`, {
    date: day,
    time: "19:00",
    status: "Done",
  });
  const missed = await seed(request, e2eDatabase, testInfo, `Hari Missed ${tag}`, {
    date: day,
    time: "19:15",
    status: "No-show",
  });

  await login("/admin/select-date");
  const picker = page.getByLabel("Appointment date");
  await expect(picker).toHaveValue(today());
  await expect(picker).not.toHaveAttribute("min");

  await picker.fill(day);
  await expect(page.getByRole("heading", { name: formatLongDate(day), level: 2 })).toBeVisible();
  await expect(page.getByText("Showing the appointments of a past day.")).toBeVisible();
  await expect(row(page, seen.id).getByRole("button", { name: /^Done/ })).toBeVisible();
  await expect(row(page, missed.id).getByTestId("status-badge")).toHaveText("No-show");
  await expect(page).toHaveURL(new RegExp(`[?&]date=${day}`));
  await shot(page, testInfo, "select-date-past");

  // no date: said, and the last good day stays on screen
  await picker.fill("");
  await expect(page.getByText(`Please choose a date. Showing ${formatLongDate(day)}.`)).toBeVisible();
  await expect(row(page, seen.id)).toBeVisible();
});
