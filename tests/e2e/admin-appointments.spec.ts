/**
 * The admin dashboard and the three appointment screens in Chromium, at 390 and 1280 px,
 * against the production server (playwright.config.ts). Appointments are seeded through
 * the public booking API on future non-Sunday dates of their own (per test and per
 * project, so the two projects never take each other's slots).
 */
import fs from "node:fs";
import { APPOINTMENT_CSV_HEADER } from "../../components/admin/appointments/appointment-format";
import { SLOT_TIMES, addDays, formatLongDate, isPastSlot, isSunday, todayIst } from "../../lib/shared/clinic-time";
import { expect, test } from "../fixtures/e2e/login";
import { bookedTimes } from "../fixtures/e2e/manage";

import {
  apiTotal,
  book,
  expectNoA11yViolations,
  futureDate,
  row,
  type Appointment,
} from "../fixtures/e2e/appointments";

test("all appointments: total count, status toggle after the server confirms, delete, CSV download", async ({
  page,
  request,
  login,
}, testInfo) => {
  const tag = testInfo.project.name;
  const date = futureDate(testInfo, 0);
  const long = "Breathless on stairs for three weeks, worse at night, with some ankle swelling";
  // Upcoming appointments come first, soonest first: this spec's nearer bookings can push
  // these off page 1, so after checking the total the view is narrowed to them by name.
  const alpha = await book(request, testInfo, { name: `Alpha allview ${tag}`, date, time: "18:00", info: long });
  const beta = await book(request, testInfo, { name: `Beta allview ${tag}`, date, time: "18:15" });
  await book(request, testInfo, { name: `=Gamma allview ${tag}`, date, time: "18:30" });

  await login();
  await page.goto("/admin/all-appointments");
  await expect(page.getByRole("heading", { name: "All Appointments", level: 2 })).toBeVisible();
  const total = await apiTotal(page);
  await expect(page.getByTestId("appointment-count")).toHaveText(
    `${total.toLocaleString("en-IN")} appointments in total`,
  );
  const search = `allview ${tag}`;
  await page.goto(`/admin/all-appointments?q=${encodeURIComponent(search)}`);
  await expect(page.getByTestId("appointment-count")).toHaveText(`3 of ${total.toLocaleString("en-IN")} appointments`);

  // (the row's columns with the long texts cut, a status change the server fails, the delete
  // question's Cancel: tests/components/appointments/appointment-row.test.tsx)
  const a = row(page, alpha.id);
  await expect(a).toContainText(`Alpha allview ${tag}`);
  await expectNoA11yViolations(page);

  // by keyboard: the toggle is a button; Enter marks it done once the server confirms
  const toggle = a.getByRole("button", { name: /^Pending/ });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(a.getByRole("button", { name: /^Done/ })).toBeVisible();
  const stored = async (id: number) =>
    ((await (await page.request.get(`/api/appointments/data?date=${date}`)).json()).appointments as Appointment[]).find(
      (x) => x.id === id,
    );
  expect((await stored(alpha.id))?.status).toBe("Done");
  await a.getByRole("button", { name: /^Done/ }).click();
  await expect(a.getByRole("button", { name: /^Pending/ })).toBeVisible();
  expect((await stored(alpha.id))?.status).toBe("");

  // delete, after the question: the appointment goes and its slot is free
  const b = row(page, beta.id);
  const confirm = page.getByRole("dialog", { name: "Delete appointment?" });
  await b.getByRole("button", { name: `Delete Beta allview ${tag}'s appointment` }).click();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(b).toHaveCount(0);
  await expect(page.getByTestId("appointment-count")).toHaveText(
    `2 of ${(total - 1).toLocaleString("en-IN")} appointments`,
  );
  const slots = await (await request.get(`/api/appointments/slots?date=${date}`)).json();
  expect(slots.bookedSlots.map((s: { value: string }) => s.value)).toEqual(["18:00", "18:30"]);

  // Download CSV: what the view shows (every page of it), full text, formulas neutralised
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^appointments-all-search-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true); // Excel's cue that it is UTF-8
  const lines = csv.slice(1).trim().split("\r\n");
  expect(lines[0]).toBe(APPOINTMENT_CSV_HEADER.join(","));
  expect(lines).toHaveLength(2 + 1);
  const alphaLine = lines.find((l) => l.includes(`,Alpha allview ${tag},`));
  expect(alphaLine).toContain(long);
  expect(alphaLine).toContain(",Pending,");
  expect(alphaLine).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/); // booked at, in IST
  expect(lines.some((l) => l.includes(`,'=Gamma allview ${tag},`))).toBe(true);
  expect(lines.some((l) => l.includes(`Beta allview ${tag}`))).toBe(false);
});

test("select date: defaults to today, shows only the chosen day, names the date when empty", async ({
  page,
  request,
  login,
}, testInfo) => {
  const tag = testInfo.project.name;
  const day = futureDate(testInfo, 3);
  let other = addDays(day, 1);
  while (isSunday(other)) other = addDays(other, 1);
  let empty = addDays(other, 1);
  while (isSunday(empty)) empty = addDays(empty, 1);
  const first = await book(request, testInfo, { name: `Delta ${tag}`, date: day, time: "20:45" });
  const second = await book(request, testInfo, { name: `Epsilon ${tag}`, date: day, time: "19:00" });
  const elsewhere = await book(request, testInfo, { name: `Zeta ${tag}`, date: other, time: "19:00" });

  await login();
  await page.goto("/admin/select-date");
  const today = todayIst(new Date());
  const picker = page.getByLabel("Appointment date");
  await expect(picker).toHaveValue(today);
  await expect(page.getByRole("heading", { name: formatLongDate(today), level: 2 })).toBeVisible();

  await picker.fill(day);
  await expect(page.getByRole("heading", { name: formatLongDate(day), level: 2 })).toBeVisible();
  await expect(row(page, first.id)).toBeVisible();
  await expect(row(page, second.id)).toBeVisible();
  await expect(row(page, elsewhere.id)).toHaveCount(0);
  await expect(page.getByTestId("appointment-count")).toHaveText("2 appointments");
  // by time: 7:00 PM before 8:45 PM
  const ids = await page
    .locator("tr[data-appointment-id]")
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute("data-appointment-id"))));
  expect(ids).toEqual([second.id, first.id]);

  await picker.fill(other);
  await expect(row(page, elsewhere.id)).toBeVisible();
  await expect(row(page, first.id)).toHaveCount(0);

  await picker.fill(empty);
  await expect(page.getByText(`No appointments scheduled for ${formatLongDate(empty)}.`)).toBeVisible();
  await expectNoA11yViolations(page);

  // a day before today is its history (tests/e2e/admin-appointment-life.spec.ts has its rows)
  await picker.fill(addDays(today, -3));
  await expect(page.getByRole("heading", { name: formatLongDate(addDays(today, -3)), level: 2 })).toBeVisible();

  // CSV of the chosen day
  await picker.fill(day);
  await expect(row(page, first.id)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`appointments-${day}.csv`);
  const lines = fs
    .readFileSync((await download.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines).toHaveLength(3);
});

test("today's appointments: today's long date, and today's rows or the empty state", async ({
  page,
  request,
  login,
}, testInfo) => {
  const today = todayIst(new Date());
  // The server's clock is real, so today's slots cannot be chosen freely: book one only when
  // a slot is still ahead (not a Sunday, before 9 PM IST, not taken by the other project).
  let booked: Appointment | null = null;
  if (!isSunday(today)) {
    const taken = await bookedTimes(request, today);
    const free = SLOT_TIMES.find((t) => !taken.includes(t) && !isPastSlot(today, t, new Date(Date.now() + 5 * 60_000)));
    if (free)
      booked = await book(request, testInfo, { name: `Today ${testInfo.project.name}`, date: today, time: free });
  }

  await login();
  await page.goto("/admin/today-appointment");
  await expect(page.getByRole("heading", { name: `Today · ${formatLongDate(today)}`, level: 2 })).toBeVisible();
  const count = (
    (await (await page.request.get(`/api/appointments/data?date=${today}`)).json()).appointments as Appointment[]
  ).length;
  if (booked) {
    await expect(row(page, booked.id)).toBeVisible();
    await expect(row(page, booked.id)).toContainText(`Today ${testInfo.project.name}`);
  } else if (count === 0) {
    await expect(page.getByText("No appointments scheduled for today.")).toBeVisible();
  } else {
    await expect(page.locator("tr[data-appointment-id]")).toHaveCount(count);
  }
  await expectNoA11yViolations(page);

  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("button", { name: "Refresh Stats" })).toBeVisible();
});
