/**
 * Booking in Tamil on a phone (FEATURES.md §6): /ta/contact speaks Tamil from the labels to
 * the calendar; a Sunday is refused with a Tamil alert and cleared; a missing phone number
 * is said in Tamil; a patient with a Tamil name books and gets the Tamil confirmation with
 * the manage link under /ta; the booking is kept with the patient's language 'ta', and the
 * manage page it opens is Tamil with the date in Tamil. The walkthrough runs at 390 px; both
 * widths check the form for accessibility, overflow and English left on the page.
 */
import { expect, test } from "./fixtures/worker";
import { serviceName } from "../../lib/content/services";
import { formatLongDate, formatSlot, todayIst } from "../../lib/shared/clinic-time";
import { nextSunday } from "../fixtures/dates";
import { e2eDatabaseClient } from "../fixtures/e2e/login";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";
import { agreeToNotice } from "../fixtures/e2e/booking-consent";
import { englishInMain, overflowingText, TAMIL } from "../fixtures/e2e/tamil";
import { clientIp, phoneOf, removePatients, shot, ta, tamilDay } from "../fixtures/e2e/tamil-booking";
import { chooseVisit } from "../fixtures/e2e/visit-reason";
import { VISIT_REASONS } from "../../lib/content/visit-reasons";

const NAME = "கலா சுப்பிரமணியம்";

async function openTamilForm(page: import("@playwright/test").Page, ip: string) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  await page.goto("/ta/contact#book");
  await expect(page.locator("html")).toHaveAttribute("lang", "ta-IN");
  await expect(page.getByRole("heading", { name: ta("bookingPage.heading") })).toBeVisible();
  // hydrated: the date input has its minimum (today, clinic time)
  await expect(page.getByLabel(ta("booking.slots.date"))).toHaveAttribute("min", todayIst(new Date()));
}

test(
  "the Tamil form: every word in Tamil, the calendar too, nothing overflows, axe clean",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    await openTamilForm(page, clientIp(testInfo));
    const form = page.locator("#book");
    await expect(form.getByText(ta("booking.notes.sunday"))).toBeVisible();
    await expect(page.getByRole("radio", { name: ta("booking.fields.sexes.Female") })).toHaveValue("Female");
    // what the visit is for, in Tamil; a test asks which, each named in Tamil
    for (const reason of VISIT_REASONS) await expect(page.getByRole("radio", { name: reason.label.ta })).toBeVisible();
    await page.getByRole("radio", { name: VISIT_REASONS.find((r) => r.id === "test")!.label.ta }).check();
    const service = page.getByLabel(ta("booking.fields.visitTest"));
    await expect(service.locator('option[value="Echocardiography"]')).toHaveText(serviceName("Echocardiography", "ta"));
    // the calendar: its month and weekdays in Tamil, its days named in Tamil
    const calendar = page.getByTestId("booking-calendar");
    await expect(calendar.getByRole("grid")).toBeVisible();
    expect(await calendar.locator("thead").innerText()).toMatch(TAMIL);
    await expect(calendar.getByRole("button", { name: ta("booking.calendar.next") })).toBeVisible();
    await expect(calendar.getByRole("grid")).toHaveAccessibleName(TAMIL);
    // weeks start on Sunday, as the English calendar and Tamil wall calendars do
    expect(await calendar.locator("thead th").first().innerText()).toBe(
      new Intl.DateTimeFormat("ta-IN", { weekday: "short" }).format(new Date(2026, 10, 1)),
    );

    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    expect(await overflowingText(page)).toEqual([]);
    // English left in the booking section (the rest of the page is the contact page's): none but
    // the clinic's own names and e-mail address and the English terms in brackets
    const english = await form.evaluate((section) => {
      const labels = [...section.querySelectorAll("[aria-label], [title], [placeholder]")].map((el) =>
        ["aria-label", "title", "placeholder"].map((a) => el.getAttribute(a) ?? "").join(" "),
      );
      const text = [section.textContent ?? "", ...labels]
        .join(" ")
        .replace(/\([^)]*\)/g, " ")
        .replace(/\S+@\S+/g, " ");
      return text.match(/\b[a-z][a-z'-]{2,}\b/g) ?? [];
    });
    expect(english).toEqual([]);
    if (testInfo.project.name === "mobile") await shot(page, testInfo, "contact-form-ta");
  },
);

test(
  "a patient books in Tamil: Sunday alert, a Tamil message, the Tamil confirmation and manage page",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "desktop", "the walkthrough is a phone's (390 px)");
    const phone = phoneOf(testInfo);
    const date = tamilDay(testInfo, 0);
    try {
      await openTamilForm(page, clientIp(testInfo));
      const dateInput = page.getByLabel(ta("booking.slots.date"));
      const time = page.getByLabel(ta("booking.slots.time"));

      // A Sunday: the alert in Tamil, the date cleared, the same words under the field.
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.accept();
      });
      await dateInput.fill(nextSunday(7));
      const sunday = ta("booking.server.sunday");
      await expect(page.getByText(sunday)).toBeVisible();
      expect(dialogs).toEqual([sunday]);
      await expect(dateInput).toHaveValue("");
      await expect(dateInput).toHaveAttribute("aria-invalid", "true");
      await shot(
        page,
        testInfo,
        "sunday-alert-ta",
        page.getByTestId("booking-calendar"),
        dateInput.locator("xpath=ancestor::div[2]"),
      );

      // The name alone: the summary and the phone's own message in Tamil.
      await page.getByLabel(ta("booking.fields.name")).fill(NAME);
      await page
        .getByRole("button", { name: ta("booking.form.submit") })
        .last()
        .click();
      await expect(page.locator("#book").getByRole("alert").first()).toContainText(ta("booking.server.required"));
      const phoneInput = page.getByLabel(ta("booking.fields.phone"));
      await expect(phoneInput).toBeFocused();
      await expect(phoneInput).toHaveAccessibleDescription(ta("booking.server.phoneRequired"));

      // The rest of the form, in Tamil; the values sent stay the English ones.
      await phoneInput.fill(phone);
      await page.getByLabel(ta("booking.fields.age")).fill("68");
      await page.getByRole("radio", { name: ta("booking.fields.sexes.Female") }).check();
      await chooseVisit(page, "Echocardiography", "ta");
      const slotsLoaded = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${date}`));
      await dateInput.fill(date);
      await slotsLoaded;
      await expect(time).toBeEnabled();
      await time.selectOption("18:30");
      await expect(time.locator('option[value="18:30"]')).toHaveText(formatSlot("18:30", "ta"));
      await agreeToNotice(page, { locale: "ta" });
      const sent = page.waitForRequest((r) => r.url().endsWith("/api/appointments/book"));
      await page
        .getByRole("button", { name: ta("booking.form.submit") })
        .last()
        .click();
      expect((await sent).postDataJSON()).toMatchObject({
        patientName: NAME,
        patientSex: "Female",
        serviceRequired: "Echocardiography",
        language: "ta",
      });

      // The Tamil confirmation, the date and time in Tamil, the manage link under /ta.
      await expect(page.getByRole("status").filter({ hasText: ta("booking.server.success") })).toBeVisible();
      const summary = page.getByTestId("booking-summary");
      await expect(summary.getByRole("heading", { name: ta("booking.outcome.title") })).toBeFocused();
      await expect(summary).toContainText(NAME);
      await expect(summary).toContainText(serviceName("Echocardiography", "ta"));
      await expect(summary).toContainText(formatLongDate(date, "ta"));
      await expect(summary).toContainText(formatSlot("18:30", "ta"));
      const manage = summary.getByRole("link", { name: ta("booking.outcome.manage") });
      await expect(manage).toHaveAttribute("href", /\/ta\/appointment\/[A-Za-z0-9_-]{32}$/);
      const whatsapp = decodeURIComponent(
        (await summary.getByRole("link", { name: /WhatsApp/ }).getAttribute("href"))!,
      );
      expect(whatsapp).toContain(NAME);
      expect(whatsapp).toContain(formatLongDate(date, "ta"));
      await expectNoSidewaysScroll(page);
      expect(await overflowingText(page)).toEqual([]);
      await shot(page, testInfo, "success-ta", page.locator("#book [role=status]").first(), summary);

      // Kept with the patient: their language is Tamil, their name as typed.
      const patient = await e2eDatabaseClient().patient.findFirstOrThrow({
        where: { phoneKey: phone.replace(/\D/g, "").replace(/^91/, "") },
        select: { name: true, language: true },
      });
      expect(patient).toEqual({ name: NAME, language: "ta" });

      // The manage page it opens: Tamil, the date in Tamil, the way back to English.
      await manage.click();
      await expect(page).toHaveURL(/\/ta\/appointment\/[A-Za-z0-9_-]{32}$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "ta-IN");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        ta("managePage.helloName", { name: "கலா சுப்பிரமணியம்" }),
      );
      const details = page.getByTestId("appointment-details");
      await expect(details).toContainText(formatLongDate(date, "ta"));
      await expect(details).toContainText(formatSlot("18:30", "ta"));
      await expect(details).toContainText(ta("manage.status.booked"));
      await expect(page.getByRole("link", { name: "English" })).toHaveAttribute(
        "href",
        new URL(page.url()).pathname.replace(/^\/ta/, ""),
      );
      await expectNoA11yViolations(page);
      await expectNoSidewaysScroll(page);
      expect(await overflowingText(page)).toEqual([]);
      expect(await englishInMain(page)).toEqual([]);
      await shot(page, testInfo, "manage-ta");
    } finally {
      await removePatients([phone]);
    }
  },
);
