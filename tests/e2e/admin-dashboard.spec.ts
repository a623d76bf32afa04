/**
 * The admin dashboard in Chromium, at 390 and 1280 px, against the production server
 * (playwright.config.ts): its counts, Quick Access and Quick Actions, the screens' refresh
 * intervals, and paging through all appointments.
 */
import { SLOT_TIMES } from "../../lib/shared/clinic-time";
import { expect, test } from "../fixtures/e2e/login";
import { expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";

import { apiTotal, book, expectNoA11yViolations, futureDate, row } from "../fixtures/e2e/appointments";

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
  if (tag === "mobile") await expectNoSidewaysScroll(page);

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

test("refresh intervals: dashboard 3 min, today 10 min, select-date and all 3 min, as background calls", async ({
  page,
  login,
}) => {
  await page.clock.install();
  await login();
  const calls: { path: string; background: boolean }[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname === "/api/admin/stats" || url.pathname === "/api/appointments/data") {
      calls.push({ path: url.pathname, background: req.headers()["x-admin-background"] === "1" });
    }
  });
  const backgroundCalls = (path: string) => calls.filter((c) => c.path === path && c.background).length;
  const expectCalls = (path: string, n: number) => expect.poll(() => backgroundCalls(path)).toBe(n);

  // the dashboard: nothing before 3 minutes, then one refresh
  await expect(page.locator('[data-stat="totalAppointments"]')).not.toHaveText("—");
  await page.clock.fastForward("02:50");
  await page.waitForTimeout(200);
  expect(backgroundCalls("/api/admin/stats")).toBe(0);
  await page.clock.fastForward("00:15");
  await expectCalls("/api/admin/stats", 1);

  for (const [path, minutes] of [
    ["/admin/today-appointment", 10],
    ["/admin/select-date", 3],
    ["/admin/all-appointments", 3],
  ] as const) {
    calls.length = 0;
    await page.goto(path);
    await expect(page.getByTestId("appointment-count")).not.toHaveText("Loading…");
    await page.clock.fastForward((minutes * 60 - 10) * 1000);
    await page.waitForTimeout(200);
    expect([path, backgroundCalls("/api/appointments/data")]).toEqual([path, 0]);
    await page.clock.fastForward(15_000);
    await expectCalls("/api/appointments/data", 1);
  }
});

test("all appointments pages 50 at a time: Next and Previous, the total stays", async ({
  page,
  request,
  login,
}, testInfo) => {
  await login();
  // at least 51 appointments in all (the earlier tests booked some)
  let total = await apiTotal(page);
  for (let i = 0; total <= 50; i++) {
    const date = futureDate(testInfo, 10 + Math.floor(i / SLOT_TIMES.length));
    await book(request, testInfo, {
      name: `Paging ${testInfo.project.name} ${i}`,
      date,
      time: SLOT_TIMES[i % SLOT_TIMES.length],
    });
    total += 1;
  }
  total = await apiTotal(page);
  const pages = Math.ceil(total / 50);
  await page.goto("/admin/all-appointments");
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(page.locator("tr[data-appointment-id]")).toHaveCount(50);
  await expect(page.getByRole("button", { name: "← Previous" })).toBeDisabled();
  const firstPageIds = await page
    .locator("tr[data-appointment-id]")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-appointment-id")));

  await page.getByRole("button", { name: "Next →" }).click();
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  // the first page's rows stay in view (the table busy) until the second page's arrive
  await expect(page.locator("table[aria-busy]")).toHaveCount(0);
  await expect(page.locator("tr[data-appointment-id]")).toHaveCount(pages === 2 ? total - 50 : 50);
  const secondPageIds = await page
    .locator("tr[data-appointment-id]")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-appointment-id")));
  expect(secondPageIds.filter((id) => firstPageIds.includes(id))).toEqual([]);
  await expect(page.getByTestId("appointment-count")).toHaveText(
    `${total.toLocaleString("en-IN")} appointments in total`,
  );
  // back at the top of the table, the heading focused
  await expect(page.getByRole("heading", { name: "All Appointments", level: 2 })).toBeFocused();
  await expect(page.getByRole("heading", { name: "All Appointments", level: 2 })).toBeInViewport();

  await page.getByRole("button", { name: "← Previous" }).click();
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(page.locator("tr[data-appointment-id]").first()).toHaveAttribute(
    "data-appointment-id",
    firstPageIds[0]!,
  );
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
