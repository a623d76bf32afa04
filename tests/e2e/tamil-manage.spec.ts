/**
 * The manage page in Tamil (FEATURES.md §3, §6): a patient who booked in Tamil opens their
 * link under /ta, moves the appointment and cancels it — every word, status, date and time
 * in Tamil, the server's messages too (a time taken meanwhile), and the links it makes keep
 * /ta. On the appointment's evening the card says, in Tamil, to check in, then the token and
 * the place in the queue. A link that is not valid says so in Tamil.
 */
import type { Page } from "@playwright/test";
import { formatLongDate, formatSlot } from "../../lib/shared/clinic-time";
import { placeAt } from "../fixtures/e2e/appointments";
import { bookedTimes } from "../fixtures/e2e/manage";
import { e2eDatabaseClient, expect, test } from "../fixtures/e2e/login";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";
import { englishInMain, overflowingText } from "../fixtures/e2e/tamil";
import { bookInTamil, clientIp, phoneOf, removePatients, shot, ta, tamilDay } from "../fixtures/e2e/tamil-booking";
import { freeTimesToday, today } from "../fixtures/e2e/tonight";

const details = (page: Page) => page.getByTestId("appointment-details");

async function chooseSlot(page: Page, date: string, time: string) {
  const slotsLoaded = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${date}`));
  await page.getByRole("textbox", { name: ta("booking.slots.newDate") }).fill(date);
  await slotsLoaded;
  await page.getByRole("combobox", { name: ta("booking.slots.newTime") }).selectOption(time);
}

test(
  "a Tamil patient moves the appointment, then cancels it, all in Tamil",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    const date = tamilDay(testInfo, 1);
    const ip = clientIp(testInfo);
    const phones = [phoneOf(testInfo), phoneOf(testInfo)];
    try {
      await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
      const path = await bookInTamil(page.request, { name: "முருகன் ராஜா", phone: phones[0], date, time: "18:30", ip });
      expect(path).toMatch(/^\/ta\/appointment\/[A-Za-z0-9_-]{32}$/);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "ta-IN");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        ta("managePage.helloName", { name: "முருகன் ராஜா" }),
      );
      await expect(details(page)).toContainText(ta("manage.status.booked"));
      await expect(details(page)).toContainText(formatLongDate(date, "ta"));
      await expect(page.getByRole("link", { name: ta("manage.actions.calendar") })).toHaveAttribute(
        "href",
        `${path.replace("/ta/appointment/", "/api/appointments/manage/")}/ics?lang=ta`,
      );

      // Move it: the picker in Tamil, its own time marked, a time taken meanwhile refused in Tamil.
      await page.getByRole("button", { name: ta("manage.actions.reschedule") }).click();
      await expect(page.getByRole("heading", { name: ta("manage.reschedule.heading") })).toBeFocused();
      await chooseSlot(page, date, "20:00");
      const own = page.getByRole("combobox", { name: ta("booking.slots.newTime") }).locator('option[value="18:30"]');
      await expect(own).toHaveText(ta("booking.slots.current", { time: formatSlot("18:30", "ta") }));
      await expectNoA11yViolations(page);
      await expectNoSidewaysScroll(page);
      expect(await overflowingText(page)).toEqual([]);
      await shot(page, testInfo, "manage-reschedule-ta");

      await bookInTamil(page.request, {
        name: "வேறொருவர்",
        phone: phones[1],
        date,
        time: "20:00",
        ip: clientIp(testInfo),
      });
      const reloaded = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${date}`));
      await page.getByRole("button", { name: ta("manage.reschedule.submit") }).click();
      await reloaded;
      const time = page.getByRole("combobox", { name: ta("booking.slots.newTime") });
      await expect(page.getByText(ta("booking.server.slotTaken"))).toBeVisible();
      await expect(time).toBeFocused();
      await expect(time.locator('option[value="20:00"]')).toHaveText(
        ta("booking.slots.booked", { time: formatSlot("20:00", "ta") }),
      );

      await time.selectOption("19:45");
      await page.getByRole("button", { name: ta("manage.reschedule.submit") }).click();
      const moved = `${ta("manage.server.rescheduled")} ${ta("manage.reschedule.when", {
        date: formatLongDate(date, "ta"),
        time: formatSlot("19:45", "ta"),
      })}`;
      await expect(page.getByRole("status").first()).toContainText(moved);
      await expect(details(page)).toContainText(formatSlot("19:45", "ta"));
      expect((await bookedTimes(page.request, date)).sort()).toEqual(["19:45", "20:00"]);

      // Cancel: the question in Tamil, then the Tamil answer; the way to book again keeps /ta.
      await page.getByRole("button", { name: ta("manage.actions.cancel") }).click();
      const confirm = page.getByRole("region", { name: ta("manage.cancel.question") });
      await expect(confirm.getByRole("heading")).toBeFocused();
      await expect(confirm).toContainText(ta("manage.cancel.explain"));
      await expectNoA11yViolations(page);
      await shot(page, testInfo, "manage-cancel-ta", details(page), confirm);
      await page.getByRole("button", { name: ta("manage.cancel.yes") }).click();
      await expect(page.getByRole("status")).toContainText(ta("manage.server.cancelled"));
      await expect(details(page)).toContainText(ta("manage.status.cancelled"));
      await expect(page.getByRole("link", { name: ta("manage.cancelled.book") })).toHaveAttribute(
        "href",
        "/ta/contact#book",
      );
      expect((await bookedTimes(page.request, date)).sort()).toEqual(["20:00"]);
      await expectNoA11yViolations(page);
      await expectNoSidewaysScroll(page);
      expect(await overflowingText(page)).toEqual([]);
      expect(await englishInMain(page)).toEqual([]);
      await shot(page, testInfo, "manage-cancelled-ta");
    } finally {
      await removePatients(phones);
    }
  },
);

test("a link that is not valid says so in Tamil, as a 404", async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientIp(testInfo) });
  const res = await page.goto("/ta/appointment/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  expect(res?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ta("managePage.invalidTitle"));
  await expect(page.getByText(ta("manage.server.notFound"))).toBeVisible();
  await expect(page.getByRole("link", { name: ta("shell.goHome") })).toHaveAttribute("href", "/ta");
  await expectNoA11yViolations(page);
});

test(
  "tonight's card in Tamil: check in at the desk, then the token and the place",
  { tag: "@mobile" },
  async ({ page, login, browser }, testInfo) => {
    const database = e2eDatabaseClient();
    const evening = await database.evening.findUnique({ where: { date: today() } });
    const phone = phoneOf(testInfo);
    const ip = clientIp(testInfo);
    const patient = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: testInfo.project.use.viewport,
      extraHTTPHeaders: { "x-forwarded-for": ip },
    });
    try {
      // booked ahead, then placed on today (the server's clock is real: any hour, any day)
      const [time] = await freeTimesToday(1);
      const path = await bookInTamil(patient.request, {
        name: "சுந்தரி வேலு",
        phone,
        date: tamilDay(testInfo, 2),
        time: "21:00",
        ip,
      });
      const { id } = await database.appointment.findFirstOrThrow({
        where: { phone },
        select: { id: true },
      });
      await placeAt(database, id, { date: today(), time });

      const view = await patient.newPage();
      await view.goto(path);
      const card = view.getByTestId("tonight-position");
      await expect(card.getByRole("heading")).toHaveText(ta("manage.tonight.heading"));
      await expect(card).toContainText(ta("manage.tonight.checkIn"));

      await login("/admin");
      const res = await page.request.post("/api/admin/queue/check-in", { data: { appointmentId: id } });
      expect(res.status(), await res.text()).toBe(200);
      const { token } = await res.json();
      await view.reload();
      await expect(card).toContainText(ta("manage.tonight.token", { token }));
      const { appointment } = await (
        await view.request.get(path.replace("/ta/appointment/", "/api/appointments/manage/"))
      ).json();
      const { ahead } = appointment.tonight;
      await expect(card).toContainText(
        ahead === 0 ? ta("manage.tonight.next") : ta("manage.tonight.ahead", { count: ahead }),
      );
      await expect(card).toContainText(ta("manage.tonight.updates", { seconds: 30 }));
      await expect(details(view)).toContainText(ta("manage.status.checkedIn"));
      await expectNoA11yViolations(view);
      await expectNoSidewaysScroll(view);
      expect(await overflowingText(view)).toEqual([]);
      expect(await englishInMain(view)).toEqual([]);
      await shot(view, testInfo, "manage-tonight-ta");
    } finally {
      await patient.close();
      await removePatients([phone]);
      if (evening) await database.evening.update({ where: { date: evening.date }, data: evening });
      else await database.evening.deleteMany({ where: { date: today() } });
    }
  },
);
