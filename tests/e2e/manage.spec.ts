/**
 * The patient's manage page /appointment/{token} in Chromium (FEATURES.md §3): reached from
 * the booking summary on /contact, it moves and cancels the appointment. The server's clock
 * is real, so every test books a future day of its own, per project.
 *
 * Not covered here: "after the cut-off, call the clinic". It needs an appointment less than
 * MANAGE_CUTOFF_HOURS away, which only today's last evening slots give, and only at some
 * hours of the day; the integration tests cover it on a pinned clock.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures/worker";
import { formatLongDate } from "../../lib/shared/clinic-time";
import { SLOT_TAKEN_MESSAGE } from "../../lib/shared/validation/booking";
import { MANAGE_MESSAGES } from "../../lib/shared/validation/manage";
import { bookByApi, bookedTimes, bookOnContact, clientIp, manageDay, shot } from "../fixtures/e2e/manage";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";

const details = (page: Page) => page.getByTestId("appointment-details");

async function chooseSlot(page: Page, date: string, time: string) {
  const slotsLoaded = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${date}`));
  await page.getByLabel(/New date/).fill(date);
  await slotsLoaded;
  await page.getByLabel(/New time/).selectOption(time);
}

test(
  "a patient books, follows the link, moves the appointment, then cancels it",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    // the whole journey over four pages (≈27 s on a slow two-core machine: the default 30 s was too close)
    test.setTimeout(90_000);
    const date = manageDay(testInfo, 0);
    await page.setExtraHTTPHeaders({ "x-forwarded-for": clientIp(testInfo) });
    const { phone } = await bookOnContact(page, testInfo, { name: "Meena Raghunathan", date, time: "18:30" });
    await shot(page, testInfo, "contact-success", page.getByTestId("booking-summary"));

    const link = page.getByRole("link", { name: "Change or cancel this appointment" });
    await link.click();
    await expect(page).toHaveURL(/\/appointment\/[A-Za-z0-9_-]{32}$/);
    const manageUrl = page.url();

    // The name (whole: issue 26's one rule for every greeting), the slot, the status and the clinic:
    // nothing else the booking held.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Meena Raghunathan");
    await expect(details(page)).toContainText("Booked");
    await expect(details(page)).toContainText(formatLongDate(date));
    await expect(details(page)).toContainText("6:30 PM");
    const body = await page.locator("body").innerText();
    for (const hidden of ["Echocardiography", "manage.patient@example.com", "97100"]) {
      expect(body).not.toContain(hidden);
    }
    const map = details(page).getByRole("link", { name: /Open in Google Maps/ });
    await expect(map).toHaveAttribute("rel", /noreferrer/);
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    // the header's clinic name is read whole at every width, 390 px too (issue 29: it was cut off with "…")
    const cut = await page
      .getByRole("banner")
      .locator("span")
      .evaluateAll((spans) =>
        spans
          // words shown as a block (a screen reader's 1 px text is not what is read on screen)
          .filter((s) => s.checkVisibility() && getComputedStyle(s).display === "block" && s.clientWidth > 1)
          .filter((s) => s.scrollWidth > s.clientWidth)
          .map((s) => s.textContent),
      );
    expect(cut).toEqual([]);
    await shot(page, testInfo, "manage-booked");

    // Move it to 7:45 PM the same evening: its own time is marked, the request carries no Referer.
    await page.getByRole("button", { name: "Change date or time" }).click();
    await expect(page.getByRole("heading", { name: "Choose a new date and time" })).toBeFocused();
    const slotsRequest = page.waitForRequest((r) => r.url().includes("/api/appointments/slots"));
    await chooseSlot(page, date, "19:45");
    expect((await (await slotsRequest).allHeaders()).referer).toBeUndefined();
    const own = page.getByLabel(/New time/).locator('option[value="18:30"]');
    await expect(own).toHaveText("6:30 PM (Current)");
    await expect(own).toBeDisabled();
    await expectNoA11yViolations(page);
    await shot(page, testInfo, "manage-reschedule");
    await page.getByRole("button", { name: "Move my appointment" }).click();

    // the page's message: the first status (the calendar's month caption is another until the panel closes)
    await expect(page.getByRole("status").first()).toContainText(
      `${MANAGE_MESSAGES.rescheduled} It is now on ${formatLongDate(date)} at 7:45 PM.`,
    );
    await expect(details(page)).toContainText("7:45 PM");
    await expect(page.getByRole("heading", { name: "Choose a new date and time" })).toBeHidden();
    expect(await bookedTimes(page.request, date)).toEqual(["19:45"]);

    // Cancel: a confirmation step first, and "Keep my appointment" keeps it.
    const cancel = page.getByRole("button", { name: "Cancel appointment" });
    await cancel.click();
    const confirm = page.getByRole("region", { name: "Cancel this appointment?" });
    await expect(confirm.getByRole("heading")).toBeFocused();
    await expect(confirm).toContainText(`${formatLongDate(date)} at 7:45 PM`);
    await expect(page.getByRole("status")).toBeEmpty(); // the "moved" message has gone
    await expectNoA11yViolations(page);
    await shot(page, testInfo, "manage-cancel-confirm");
    await page.getByRole("button", { name: "Keep my appointment" }).click();
    await expect(cancel).toBeFocused();
    expect(await bookedTimes(page.request, date)).toEqual(["19:45"]);

    await cancel.click();
    await page.getByRole("button", { name: "Yes, cancel" }).click();
    await expect(page.getByRole("status")).toContainText(MANAGE_MESSAGES.cancelled);
    await expect(details(page)).toContainText("Cancelled");
    await expect(page.getByRole("button", { name: "Cancel appointment" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Change date or time" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Book a new appointment" })).toHaveAttribute("href", "/contact#book");
    expect(await bookedTimes(page.request, date)).toEqual([]);
    await expectNoA11yViolations(page);
    await shot(page, testInfo, "manage-cancelled");

    // Book again: the form opens with the name, and the phone used then as a masked hint (a link
    // may be forwarded: no contact detail leaves by it); the rest and the time left to give
    await page.getByRole("link", { name: "Book a new appointment" }).click();
    await expect(page.getByLabel(/Patient's full name/)).toHaveValue("Meena Raghunathan");
    const phoneField = page.getByLabel(/Phone number/);
    const digits = phone.replace(/\D/g, "").slice(-10);
    await expect(phoneField).toHaveAttribute("placeholder", `${digits.slice(0, 2)}•••••${digits.slice(-3)}`);
    await expect(phoneField).toHaveValue("");
    await expect(page.getByLabel(/Email/)).toHaveValue("");
    await expect(page.getByLabel(/Preferred date/)).toHaveValue("");
    await page.goto(manageUrl);

    // The calendar file says so too, and the page says so after a reload.
    const ics = await page.request.get(`${manageUrl}/ics`.replace("/appointment/", "/api/appointments/manage/"));
    expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain("STATUS:CANCELLED");
    await page.reload();
    await expect(details(page)).toContainText("Cancelled");
    await expect(page.getByRole("button", { name: "Cancel appointment" })).toHaveCount(0);
  },
);

test("a time taken meanwhile is refused on the time field, and the times reload", async ({ page }, testInfo) => {
  const date = manageDay(testInfo, 1);
  const ip = clientIp(testInfo);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  const path = await bookByApi(page.request, testInfo, { name: "Arun Prakash", date, time: "18:00", ip });
  await page.goto(path);
  await expect(page.getByRole("link", { name: "Add to my phone's calendar" })).toHaveAttribute(
    "href",
    path.replace("/appointment/", "/api/appointments/manage/") + "/ics",
  );
  await page.getByRole("button", { name: "Change date or time" }).click();
  await chooseSlot(page, date, "20:00");
  await bookByApi(page.request, testInfo, { name: "Someone Else", date, time: "20:00", ip: clientIp(testInfo) });

  const reloaded = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${date}`));
  await page.getByRole("button", { name: "Move my appointment" }).click();
  await reloaded;
  const time = page.getByLabel(/New time/);
  await expect(page.getByText(SLOT_TAKEN_MESSAGE)).toBeVisible();
  await expect(time).toHaveAttribute("aria-invalid", "true");
  await expect(time).toBeFocused();
  await expect(time).toHaveValue("");
  await expect(time.locator('option[value="20:00"]')).toHaveText("8:00 PM (Booked)");
  await expect(details(page)).toContainText("6:00 PM");
  expect((await bookedTimes(page.request, date)).sort()).toEqual(["18:00", "20:00"]);

  // "Keep the current time" leaves it as it was
  await page.getByRole("button", { name: "Keep the current time" }).click();
  await expect(page.getByRole("button", { name: "Change date or time" })).toBeFocused();
});

test("the page is never indexed, cached or named in a Referer", async ({ page }, testInfo) => {
  const date = manageDay(testInfo, 2);
  const ip = clientIp(testInfo);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  const path = await bookByApi(page.request, testInfo, { name: "Lakshmi", date, time: "19:00", ip });
  // the page's own scripts load before its <meta name="referrer"> is read: only the header covers them
  const script = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith("/_next/static/"));
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toMatch(/no-store/);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  expect(await (await script).headerValue("referer")).toBeNull();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('head meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Lakshmi");
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/appointment");
});

test(
  "a link that is not valid says so with the clinic's phone, as a 404",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": clientIp(testInfo) });
    for (const token of ["A".repeat(32), "not-a-token"]) {
      const response = await page.goto(`/appointment/${token}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link is not valid");
      await expect(page.getByText(MANAGE_MESSAGES.notFound)).toBeVisible();
      await expect(page.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+?\d+$/);
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    }
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, "manage-not-valid");
  },
);

test("too many requests from one connection get a calm message and the clinic's phone", async ({ page }, testInfo) => {
  const ip = clientIp(testInfo);
  const unknown = `/appointment/${"B".repeat(32)}`;
  // MANAGE_LIMIT (lib/server/rate-limit.ts, which Playwright's runner does not load): 30 in 10 minutes
  for (let i = 0; i < 30; i += 1) {
    const res = await page.request.get(unknown, { headers: { "x-forwarded-for": ip } });
    expect(res.status()).toBe(404);
  }
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  await page.goto(unknown);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Too many requests");
  await expect(page.getByText(/Please wait a few minutes, or call the clinic/)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);
  await shot(page, testInfo, "manage-too-many");
});
