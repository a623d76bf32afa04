/**
 * The admin dashboard and the three appointment screens in Chromium, at 390 and 1280 px,
 * against the production server (playwright.config.ts). Appointments are seeded through
 * the public booking API on future non-Sunday dates of their own (per test and per
 * project, so the two projects never take each other's slots).
 */
import fs from "node:fs";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { APPOINTMENT_CSV_HEADER } from "../../components/admin/appointment-format";
import { SLOT_TIMES, addDays, formatLongDate, isPastSlot, isSunday, todayIst } from "../../lib/shared/clinic-time";
import { daysFromToday, nthClinicDay } from "../fixtures/dates";
import { expect, test } from "../fixtures/e2e/login";
import { expectNoA11yViolations as expectNoViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";

type Appointment = {
  id: number;
  timestamp: string;
  name: string;
  preferred_date: string;
  preferred_time: string;
  status: string;
};

let ipCounter = 0;

/** The `slot`-th non-Sunday date of this project's own range (distinct slots, distinct dates). */
const futureDate = (testInfo: TestInfo, slot: number) =>
  nthClinicDay(daysFromToday(60 + (testInfo.project.name === "desktop" ? 40 : 0)), slot);

async function book(
  request: APIRequestContext,
  testInfo: TestInfo,
  fields: { name: string; date: string; time: string; info?: string },
) {
  ipCounter += 1;
  const res = await request.post("/api/appointments/book", {
    headers: { "x-forwarded-for": `203.0.113.${(testInfo.project.name === "desktop" ? 120 : 0) + (ipCounter % 120)}` },
    data: {
      patientName: fields.name,
      patientEmail: `${fields.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ".")
        .replace(/^\.+|\.+$/g, "")}@example.com`,
      patientPhone: `98400${String(10000 + ipCounter * 7 + (testInfo.project.name === "desktop" ? 5000 : 0)).slice(-5)}`,
      patientAge: 58,
      patientSex: "Female",
      serviceRequired: "Echocardiography",
      preferredDate: fields.date,
      preferredTime: fields.time,
      additionalInfo: fields.info ?? "",
      patientAddress: "12 Cathedral Road, Gopalapuram, Chennai, Tamil Nadu 600086",
      patientOccupation: "Teacher",
      website: "",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).appointment as Appointment;
}

const row = (page: Page, id: number) => page.locator(`tr[data-appointment-id="${id}"]`);

async function apiTotal(page: Page): Promise<number> {
  const res = await page.request.get("/api/appointments/data?page=1&pageSize=1");
  return (await res.json()).total as number;
}

// the backup section is another screen's work and has its own test
const expectNoA11yViolations = (page: Page) =>
  expectNoViolations(page, { exclude: '[aria-labelledby="backup-heading"]' });

test("all appointments: total count, status toggle after the server confirms, delete with confirm, CSV download", async ({
  page,
  request,
  login,
}, testInfo) => {
  const tag = testInfo.project.name;
  const date = futureDate(testInfo, 0);
  const long = "Breathless on stairs for three weeks, worse at night, with some ankle swelling";
  const alpha = await book(request, testInfo, { name: `Alpha ${tag}`, date, time: "18:00", info: long });
  const beta = await book(request, testInfo, { name: `Beta ${tag}`, date, time: "18:15" });
  const gamma = await book(request, testInfo, { name: `=Gamma ${tag}`, date, time: "18:30" });

  await login();
  await page.goto("/admin/all-appointments");
  await expect(page.getByRole("heading", { name: "All Appointments", level: 2 })).toBeVisible();
  const total = await apiTotal(page);
  await expect(page.getByTestId("appointment-count")).toHaveText(
    `${total.toLocaleString("en-IN")} appointments in total`,
  );

  // the row shows the spec's columns, additional info cut to 50 characters, address to 40
  const a = row(page, alpha.id);
  await expect(a).toContainText(`Alpha ${tag}`);
  await expect(a).toContainText(`${long.slice(0, 50).trimEnd()}...`);
  await expect(a).not.toContainText(long);
  await expect(a).toContainText("12 Cathedral Road, Gopalapuram, Chennai,...");
  await expect(a).toContainText("Teacher");
  await expect(a).toContainText("Echocardiography");
  await expect(a).toContainText("6:00 PM");
  await expect(a.getByRole("link", { name: /@example\.com/ })).toHaveAttribute("href", /^mailto:/);
  await expectNoA11yViolations(page);
  if (tag === "mobile") await expectNoSidewaysScroll(page);

  // status: a failed call changes nothing and says so in a notice
  await page.route("**/api/appointments/status", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ success: false, message: "boom" }),
    }),
  );
  await a.getByRole("button", { name: /^Pending/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Could not update the status" })).toBeVisible();
  await expect(a.getByRole("button", { name: /^Pending/ })).toBeVisible();
  await page.unroute("**/api/appointments/status");

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

  // delete: dismissing the confirmation keeps the row
  const b = row(page, beta.id);
  page.once("dialog", (dialog) => void dialog.dismiss());
  await b.getByRole("button", { name: `Delete Beta ${tag}'s appointment` }).click();
  await expect(b).toBeVisible();

  // accepting it deletes the appointment and frees its slot
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await b.getByRole("button", { name: `Delete Beta ${tag}'s appointment` }).click();
  await expect(b).toHaveCount(0);
  expect(asked).toBe("Are you sure you want to delete this appointment?");
  await expect(page.getByTestId("appointment-count")).toHaveText(
    `${(total - 1).toLocaleString("en-IN")} appointments in total`,
  );
  const slots = await (await request.get(`/api/appointments/slots?date=${date}`)).json();
  expect(slots.bookedSlots.map((s: { value: string }) => s.value)).toEqual(["18:00", "18:30"]);

  // Download CSV: every appointment, full text, formulas neutralised
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^appointments-all-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe(APPOINTMENT_CSV_HEADER.join(","));
  expect(lines).toHaveLength(total - 1 + 1);
  const alphaLine = lines.find((l) => l.startsWith(`${alpha.id},`));
  expect(alphaLine).toContain(`Alpha ${tag}`);
  expect(alphaLine).toContain(long);
  expect(alphaLine).toMatch(/,Pending$/);
  expect(lines.find((l) => l.startsWith(`${gamma.id},`))).toContain(`'=Gamma ${tag}`);
  expect(lines.some((l) => l.startsWith(`${beta.id},`))).toBe(false);
});

test("select date: defaults to today (not earlier), shows only the chosen day, names the date when empty", async ({
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
  await expect(picker).toHaveAttribute("min", today);
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

  // a day before today (typed, past the picker's minimum) is not queried
  await picker.fill(addDays(today, -3));
  await expect(page.getByText("Please choose today or a later date.")).toBeVisible();
  await expect(page.getByRole("heading", { name: formatLongDate(empty), level: 2 })).toBeVisible();

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
    .trim()
    .split("\r\n");
  expect(lines).toHaveLength(3);
  if (tag === "mobile") await expectNoSidewaysScroll(page);
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
    const taken = (
      (await (await request.get(`/api/appointments/slots?date=${today}`)).json()).bookedSlots as { value: string }[]
    ).map((s) => s.value);
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
