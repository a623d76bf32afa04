/**
 * Every admin screen at a phone's width (the mobile project's 390 px). The admin stories
 * (admin-*.spec.ts, desk-live, announcement) run once, at the desk's width; their behaviour does
 * not change with the width. What does is checked here, screen by screen, with rows in the
 * lists and the menus and dialogs open: nothing scrolls sideways, what the desk acts with is in
 * view, and axe finds nothing.
 */
import type { Locator, Page, TestInfo } from "@playwright/test";
import { todayIst } from "../../lib/shared/clinic-time";
import { daysFromToday, nthClinicDay } from "../fixtures/dates";
import { book, expectNoA11yViolations, freeTimes, placeAt, row } from "../fixtures/e2e/appointments";
import { shot } from "../fixtures/e2e/admin-patients";
import { expect, test } from "../fixtures/e2e/login";
import { expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the phone's width: the desktop project runs the stories");
});

/** The screen is drawn (its title, then `ready`), fits the width, and axe finds nothing. */
async function fits(page: Page, title: string, ready?: () => Promise<void>) {
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await ready?.();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
}

/**
 * `opener` opens `what` (a menu, a dialog) wholly inside the page's width — one that opened
 * past the edge could not be read — with nothing scrolling sideways; Escape closes it.
 */
async function opensWithinWidth(page: Page, testInfo: TestInfo, opener: Locator, what: Locator, name: string) {
  await opener.click();
  await expect(what).toBeVisible();
  const box = (await what.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, name);
  await page.keyboard.press("Escape");
  await expect(what).toBeHidden();
}

test(
  "the admin screens fit a phone, with rows, menus and dialogs open",
  { tag: "@mobile" },
  async ({ page, request, login, e2eDatabase }, testInfo) => {
    test.setTimeout(120_000); // eight screens, each checked by axe
    const today = todayIst(new Date());
    // booked ahead, then placed tonight, as a booking made earlier would be
    const booked = await book(request, testInfo, {
      name: "Parvathi Phonewidth",
      date: nthClinicDay(daysFromToday(370), 0),
      time: "21:00",
    });
    await placeAt(e2eDatabase, booked.id, { date: today, time: (await freeTimes(e2eDatabase, today))[0] });
    try {
      await login();
      await fits(page, "Admin Dashboard", () =>
        expect(page.getByRole("button", { name: "Refresh Stats" })).toBeVisible(),
      );
      await shot(page, testInfo, "phone-dashboard");

      await page.goto("/admin/today-appointment");
      const mine = row(page, booked.id);
      await fits(page, "Today's Appointments", () => expect(mine).toBeVisible());
      const status = mine.getByRole("button", { name: `Change status of ${booked.name}'s appointment` });
      const menu = page.getByRole("menu", { name: `Status of ${booked.name}'s appointment` });
      await opensWithinWidth(page, testInfo, status, menu, "phone-status-menu");

      await page.goto(`/admin/all-appointments?q=${encodeURIComponent(booked.name)}`);
      await fits(page, "All Appointments", () => expect(mine).toBeVisible());
      const reschedule = mine.getByRole("button", { name: `Reschedule ${booked.name}'s appointment` });
      await opensWithinWidth(page, testInfo, reschedule, page.getByRole("dialog"), "phone-reschedule");

      await page.goto(`/admin/select-date?date=${today}`);
      await fits(page, "Select Date", () => expect(mine).toBeVisible());

      await page.goto("/admin/patients-database");
      await fits(page, "Patients Database");
      const search = page.getByRole("searchbox", { name: "Search patients" });
      await search.fill(booked.name);
      await search.press("Enter");
      const profile = page.getByRole("button", { name: `Profile of ${booked.name}` });
      await opensWithinWidth(page, testInfo, profile, page.getByRole("dialog", { name: booked.name }), "phone-profile");

      await page.goto("/admin/calendar");
      await fits(page, "Clinic calendar", async () => {
        await expect(page.getByRole("grid")).toBeVisible();
        await expect(page.getByTestId("announcement-panel")).toBeVisible();
      });
      await shot(page, testInfo, "phone-calendar");

      await page.goto("/admin/messages");
      await fits(page, "Messages");
      await page.goto("/admin/privacy");
      await fits(page, "Privacy");
    } finally {
      await e2eDatabase.appointment.deleteMany({ where: { id: booked.id } });
    }
  },
);
