/**
 * The admin dashboard in Chromium, at 390 and 1280 px, against the production server
 * (playwright.config.ts): its counts, the next 14 days' chart and last month's no-show rate,
 * Quick Access and Quick Actions. The screens' refresh intervals and paging through all
 * appointments: tests/components/dashboard/refresh-intervals.test.tsx and
 * tests/components/appointments/all-appointments.test.tsx.
 *
 * SHOTS_DIR=/tmp/shots saves screenshots of the chart.
 */
import { shortDate } from "../../components/admin/appointments/appointment-format";
import { addDays, isSunday, todayIst } from "../../lib/shared/clinic-time";
import { shot } from "../fixtures/e2e/admin-patients";
import { e2eDatabaseClient, expect, test } from "../fixtures/e2e/login";

import { book, expectNoA11yViolations, freeTimes, futureDate, placeAt, row } from "../fixtures/e2e/appointments";

test("dashboard: counts as the server has them, Refresh Stats, Quick Access and Quick Actions, Patient Info", async ({
  page,
  request,
  login,
}, testInfo) => {
  const tag = testInfo.project.name;
  await login();
  const stats = async () => (await (await page.request.get("/api/admin/stats")).json()).stats;
  const before = await stats();
  const stat = (key: string) => page.locator(`[data-stat="${key}"]`);
  await expect(stat("totalAppointments")).toHaveText(before.totalAppointments.toLocaleString("en-IN"));
  await expect(stat("todayAppointments")).toHaveText(before.todayAppointments.toLocaleString("en-IN"));
  await expect(stat("totalPatients")).toHaveText(before.totalPatients.toLocaleString("en-IN"));
  await expect(page.getByText("Total Appointments")).toBeVisible();
  await expectNoA11yViolations(page);

  // a new booking shows after Refresh Stats
  const eta = await book(request, testInfo, { name: `Eta ${tag}`, date: futureDate(testInfo, 6), time: "18:45" });
  await page.getByRole("button", { name: "Refresh Stats" }).click();
  await expect(stat("totalAppointments")).toHaveText((before.totalAppointments + 1).toLocaleString("en-IN"));
  await expect(stat("totalPatients")).toHaveText((before.totalPatients + 1).toLocaleString("en-IN"));

  // Quick Access cards and Quick Actions lead where the spec says
  const access = page.getByRole("region", { name: "Quick Access" });
  await expect(access.getByRole("link", { name: /Today's Appointments/ })).toHaveAttribute(
    "href",
    "/admin/today-appointment",
  );
  await expect(access.getByRole("link", { name: /Select Date/ })).toHaveAttribute("href", "/admin/select-date");
  await expect(access.getByRole("link", { name: /All Appointments/ })).toHaveAttribute(
    "href",
    "/admin/all-appointments",
  );
  await expect(access.getByRole("link", { name: /Patients Database/ })).toHaveAttribute(
    "href",
    "/admin/patients-database",
  );
  const actions = page.getByRole("region", { name: "Quick Actions" });
  await expect(actions.getByRole("link", { name: "View Today" })).toHaveAttribute("href", "/admin/today-appointment");
  await expect(actions.getByRole("link", { name: "Search Patients" })).toHaveAttribute(
    "href",
    "/admin/patients-database",
  );
  await expect(actions.getByRole("link", { name: "All Bookings" })).toHaveAttribute("href", "/admin/all-appointments");

  // Add New Patient opens its modal; Cancel closes it
  await actions.getByRole("button", { name: "Add New Patient" }).click();
  const addDialog = page.getByRole("dialog", { name: /Add New Patient/ });
  await expect(addDialog).toBeVisible();
  await addDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(addDialog).toHaveCount(0);

  // the cards navigate; All Bookings → the row's Patient Info opens the profile
  await access.getByRole("link", { name: /Select Date/ }).click();
  await expect(page).toHaveURL(/\/admin\/select-date$/);
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await actions.getByRole("link", { name: "All Bookings" }).click();
  await expect(page).toHaveURL(/\/admin\/all-appointments$/);
  // upcoming first, 50 a page: other bookings may come sooner, so look Eta up
  await page.getByRole("searchbox", { name: "Search appointments by name or phone" }).fill(`Eta ${tag}`);
  await row(page, eta.id)
    .getByRole("button", { name: `Patient Info for Eta ${tag}` })
    .click();
  const profile = page.getByRole("dialog");
  await expect(profile).toBeVisible();
  await profile.getByRole("button", { name: "Back to Admin" }).click();
  await expect(profile).toHaveCount(0);
});

test("dashboard: the next closure and the booked appointments inside closures, with the way to the Clinic calendar", async ({
  page,
  request,
  login,
}, testInfo) => {
  await login();
  const date = futureDate(testInfo, 30);
  await book(request, testInfo, { name: `Closed Evening ${testInfo.project.name}`, date, time: "19:00" });
  const added = await page.request.post("/api/admin/closures", {
    data: { startDate: date, endDate: date, startTime: "19:00", endTime: "19:30", reason: "Doctor at the hospital" },
  });
  expect(added.status()).toBe(201);
  const { closure, affected } = await added.json();
  expect(affected.map((a: { preferred_time: string }) => a.preferred_time)).toEqual(["19:00"]);
  try {
    await page.reload();
    const { calendar } = await (await page.request.get("/api/admin/stats")).json();
    expect(calendar.appointmentsInside).toBeGreaterThanOrEqual(1);
    const warning = page.locator(`[data-closed-appointments="${calendar.appointmentsInside}"]`);
    await expect(warning).toContainText("when the clinic is closed");
    await expect(page.getByText(/^Next closure:/)).toBeVisible();
    await expect(page.getByRole("link", { name: /Clinic calendar/ }).first()).toHaveAttribute(
      "href",
      "/admin/calendar",
    );
    await expectNoA11yViolations(page);
  } finally {
    expect((await page.request.delete(`/api/admin/closures/${closure.id}`)).status()).toBe(200);
  }
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Quick Access" }).getByRole("link", { name: /Clinic calendar/ }),
  ).toBeVisible();
});

test("dashboard: the next 14 days' bookings as bars, Sundays closed, and last month's no-show rate", async ({
  page,
  request,
  login,
}, testInfo) => {
  const tag = testInfo.project.name;
  const database = e2eDatabaseClient();
  const outlook = async () => (await (await page.request.get("/api/admin/stats")).json()).outlook;
  // a day of the next 14 that is neither today (its times may be gone) nor a Sunday
  let date = addDays(todayIst(new Date()), 3);
  if (isSunday(date)) date = addDays(date, 1);
  const [time] = await freeTimes(database, date);
  expect(time, `${date} has a free time`).toBeTruthy();
  // last month's 10th, for a no-show placed there (walk-ins aside, the rate counts every booking)
  const [y, m] = todayIst(new Date()).split("-").map(Number);
  const lastMonth = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
  const monthName = new Intl.DateTimeFormat("en-IN", { month: "long", timeZone: "UTC" }).format(
    new Date(`${lastMonth}-01T00:00:00Z`),
  );
  const added: number[] = [];
  try {
    await login();
    const before = await outlook();
    expect(before.days).toHaveLength(14);
    const slot = before.days.findIndex((d: { date: string }) => d.date === date);
    expect(slot).toBeGreaterThan(0);

    added.push((await book(request, testInfo, { name: `Outlook Chart ${tag}`, date, time })).id);
    const missed = await book(request, testInfo, {
      name: `Outlook Missed ${tag}`,
      date,
      time: time === "18:00" ? "18:15" : "18:00",
    });
    added.push(missed.id);
    const [pastTime] = await freeTimes(database, `${lastMonth}-10`);
    await placeAt(database, missed.id, { date: `${lastMonth}-10`, time: pastTime, status: "No-show" });
    const after = await outlook();
    const count = before.days[slot].booked + 1;
    expect(after.days[slot].booked).toBe(count);
    const { noShows, outcomes, rate } = after.noShow;
    expect([noShows, outcomes]).toEqual([before.noShow.noShows + 1, before.noShow.outcomes + 1]);

    await page.getByRole("button", { name: "Refresh Stats" }).click();
    const panel = page.getByRole("region", { name: "The next 14 days" });
    const chart = panel.getByRole("img");
    await expect(chart).toHaveAttribute(
      "aria-label",
      new RegExp(
        `^Bookings over the next 14 days, today first: \\d+ in all; the busiest, .+, has \\d+ of 13 slots booked`,
      ),
    );
    // the day booked: its bar's count, and its row of the table screen readers get
    const day = panel.locator(`[data-outlook-day="${date}"]`);
    await expect(day).toHaveAttribute("data-booked", String(count));
    await expect(day.locator("text").first()).toHaveText(String(count));
    const table = panel.getByRole("table", { name: "Bookings per day, today first" });
    await expect(table.getByRole("row", { name: new RegExp(shortDate(date)) })).toContainText(
      `${count} of 13 slots booked`,
    );
    await expect(table.getByRole("row")).toHaveCount(15);
    // Sundays are closed, not empty evenings
    for (const [i, d] of (after.days as { date: string; sunday: boolean }[]).entries()) {
      const cell = table.getByRole("row").nth(i + 1);
      if (d.sunday) {
        await expect(cell).toContainText("Closed (Sunday)");
        await expect(panel.locator(`[data-outlook-day="${d.date}"]`)).not.toHaveAttribute("data-booked");
      }
    }
    await expect(table.getByRole("row").nth(1)).toContainText(`Today, ${shortDate(after.days[0].date)}`);

    const noShow = panel.getByTestId("no-show-rate");
    await expect(noShow).toContainText(`No-shows in ${monthName}`);
    await expect(noShow).toContainText(`${Math.round(rate * 100)}%`);
    await expect(noShow).toContainText(`${noShows} of ${outcomes} booked`);

    await expectNoA11yViolations(page);
    // the day numbers under the bars do not run into one another
    const labels = await chart.locator("g > text:last-child").evaluateAll((texts) =>
      texts.map((t) => {
        const r = t.getBoundingClientRect();
        return [r.left, r.right];
      }),
    );
    expect(labels).toHaveLength(14);
    for (let i = 1; i < labels.length; i++) expect(labels[i][0]).toBeGreaterThan(labels[i - 1][1]);
    await panel.scrollIntoViewIfNeeded();
    await shot(page, testInfo, "dashboard-outlook");
  } finally {
    const patients = await database.appointment.findMany({
      where: { id: { in: added } },
      select: { patientId: true },
    });
    await database.appointment.deleteMany({ where: { id: { in: added } } });
    await database.patient.deleteMany({
      where: { id: { in: patients.map((p) => p.patientId) }, appointments: { none: {} } },
    });
  }
});

test("dashboard: a busy fortnight — full evenings reach the full line, two-digit counts keep apart; no outcomes last month", async ({
  page,
  login,
}, testInfo) => {
  // the server's answer with busy evenings written in (the drawing is what is under test)
  const counts = [13, 12, 9, 11, 13, 10, 0, 7, 13, 12, 10, 11, 4, 0];
  await page.route("/api/admin/stats", async (route) => {
    const answer = await (await route.fetch()).json();
    answer.outlook.days = answer.outlook.days.map((d: { sunday: boolean }, i: number) => ({
      ...d,
      booked: d.sunday ? 0 : counts[i],
    }));
    answer.outlook.noShow = { ...answer.outlook.noShow, noShows: 0, outcomes: 0, rate: null };
    await route.fulfill({ json: answer });
  });
  await login();
  const panel = page.getByRole("region", { name: "The next 14 days" });
  const chart = panel.getByRole("img");
  await expect(chart).toBeVisible();
  const month = new Intl.DateTimeFormat("en-IN", { month: "long", timeZone: "UTC" }).format(
    new Date(`${(await (await page.request.get("/api/admin/stats")).json()).outlook.noShow.month}-01T00:00:00Z`),
  );
  await expect(panel.getByTestId("no-show-rate")).toContainText(`No recorded outcomes in ${month}`);

  // a full evening's bar tops out on the dashed line
  const fullLine = await chart.locator("line").first().boundingBox();
  const full = chart.locator('[data-booked="13"] rect');
  expect(await full.count()).toBeGreaterThan(0);
  expect(Math.abs((await full.first().boundingBox())!.y - fullLine!.y)).toBeLessThanOrEqual(1);
  // the counts above neighbouring bars do not touch
  const boxes = await chart.locator("g[data-booked] > rect + text").evaluateAll((texts) =>
    texts.map((t) => {
      const r = t.getBoundingClientRect();
      return [r.left, r.right];
    }),
  );
  for (let i = 1; i < boxes.length; i++) expect(boxes[i][0]).toBeGreaterThan(boxes[i - 1][1]);
  await expectNoA11yViolations(page);
  await panel.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "dashboard-outlook-busy");
});
