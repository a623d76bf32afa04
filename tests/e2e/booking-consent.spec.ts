/**
 * Consent at booking and the medical council's rules in the browser (FEATURES.md §7), at 390
 * and 1280 px: on /contact the privacy notice is short, with the rest behind "Read the full
 * notice"; booking without ticking its box says so at the box, moves focus there and sends
 * nothing (no request, no appointment); ticked, with WhatsApp, the booking goes and carries
 * the notice's version, and the desk sees the consent in the Patient Profile. The same refusal
 * in Tamil on /ta/contact. Every public page's footer names the doctor's registration in both
 * languages; the testimonials are marked samples; the structured data carries no rating.
 *
 * SHOTS_DIR saves the notice (English, Tamil), the refusal and the footer for review.
 */
import type { Page, Request, TestInfo } from "@playwright/test";
import { PRIVACY_NOTICE_VERSION } from "../../lib/content/privacy-notice";
import { PUBLIC_PAGES } from "../../lib/content/navigation";
import { localePath } from "../../lib/i18n/locales";
import { todayIst } from "../../lib/shared/clinic-time";
import { CONSENT_REQUIRED_MESSAGE } from "../../lib/shared/validation/booking";
import { MESSAGES } from "../../messages";
import { daysFromToday, nthClinicDay } from "../fixtures/dates";
import { openProfile } from "../fixtures/e2e/admin-patients";
import { agreeToNotice, consentBoxes, E2E_IDENTITY, registrationLine, shot } from "../fixtures/e2e/booking-consent";
import { clientAddresses } from "../fixtures/e2e/clients";
import { e2eDatabaseClient, expect, test } from "../fixtures/e2e/login";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";
import { chooseVisit } from "../fixtures/e2e/visit-reason";

const en = MESSAGES.en.booking;
const ta = MESSAGES.ta.booking;

/** A clinic day far ahead, apart from the admin-patients helpers' days. */
const ownDay = (testInfo: TestInfo) =>
  nthClinicDay(daysFromToday(393 + (testInfo.project.name === "desktop" ? 3 : 0)), 0);
const clientIp = clientAddresses("100.64.17", 100);
const phoneOf = (testInfo: TestInfo) => `+91 93317 ${testInfo.project.name === "desktop" ? "20001" : "10001"}`;

/** Every booking request the page sends, from now on. */
function bookingRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/appointments/book")) sent.push(request);
  });
  return sent;
}

async function openForm(page: Page, testInfo: TestInfo, path: "/contact" | "/ta/contact") {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientIp(testInfo) });
  await page.goto(`${path}#book`);
  // hydrated: the date input has its minimum (today, clinic time)
  await expect(page.locator("#booking-preferredDate")).toHaveAttribute("min", todayIst(new Date()));
}

test(
  "booking without the consent box: the message at the box and nothing sent; ticked, it books and the desk sees it",
  { tag: "@mobile" },
  async ({ page, login }, testInfo) => {
    const name = `Consent Patient ${testInfo.project.name}`;
    const phone = phoneOf(testInfo);
    const date = ownDay(testInfo);
    const database = e2eDatabaseClient();
    await openForm(page, testInfo, "/contact");
    const sent = bookingRequests(page);

    // The notice: short, in plain words, the rest behind "Read the full notice".
    const notice = page.getByRole("region", { name: en.consent.heading });
    await expect(notice).toContainText(
      `Medical records are kept for ${E2E_IDENTITY.retentionYears} years after your last visit, as Indian regulations require.`,
    );
    const full = notice.getByText(en.consent.more);
    await expect(notice.getByText(en.consent.withdrawTitle)).toBeHidden();
    await expect(notice.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");

    await page.getByLabel(/Patient's full name/).fill(name);
    await page.getByLabel(/Phone number/).fill(phone);
    await page.getByLabel(/^Age/).fill("71");
    await page.getByRole("radio", { name: "Male", exact: true }).check();
    await chooseVisit(page, "Cardiac Consultation");
    const slots = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${date}`));
    await page.getByLabel(/Preferred date/).fill(date);
    await slots;
    await page.getByLabel(/Preferred time/).selectOption("18:45");
    await shot(page, testInfo, "notice-en", notice);

    // Book without the box: said at the box, focus on it, nothing sent, nothing stored.
    const { agree, whatsapp } = consentBoxes(page);
    await page.getByRole("button", { name: "Book Appointment" }).last().click();
    await expect(notice.getByText(CONSENT_REQUIRED_MESSAGE)).toBeVisible();
    await expect(agree).toBeFocused();
    await expect(agree).toHaveAttribute("aria-invalid", "true");
    await expect(agree).toHaveAccessibleDescription(CONSENT_REQUIRED_MESSAGE);
    await expect(page.locator("#book").getByRole("alert").first()).toContainText(CONSENT_REQUIRED_MESSAGE);
    expect(sent).toEqual([]);
    expect(await database.appointment.count({ where: { name } })).toBe(0);
    await shot(page, testInfo, "notice-refused-en", notice);

    // The full notice: what, why, how long, whom to ask (the configured contact), how to withdraw.
    await full.click();
    for (const title of ["collectTitle", "whyTitle", "keepTitle", "contactTitle", "withdrawTitle"] as const) {
      await expect(notice.getByText(en.consent[title], { exact: true })).toBeVisible();
    }
    await expect(notice.getByRole("link", { name: E2E_IDENTITY.email })).toHaveAttribute(
      "href",
      `mailto:${E2E_IDENTITY.email}`,
    );
    await expect(notice).toContainText(`Contact ${E2E_IDENTITY.doctor}: call ${E2E_IDENTITY.phone}`);
    await expect(notice).toContainText("tell the clinic by phone, by e-mail or at the desk");
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page, { include: "#book" });
    await shot(page, testInfo, "notice-full-en", notice);

    // Ticked, and WhatsApp too: the message goes, the booking carries the notice's version.
    await agreeToNotice(page, { whatsapp: true });
    await expect(agree).not.toHaveAttribute("aria-invalid", "true");
    await expect(notice.getByText(CONSENT_REQUIRED_MESSAGE)).toBeHidden();
    const booked = page.waitForRequest((r) => r.url().includes("/api/appointments/book"));
    await page.getByRole("button", { name: "Book Appointment" }).last().click();
    expect((await booked).postDataJSON()).toMatchObject({
      patientName: name,
      consent: { version: PRIVACY_NOTICE_VERSION, whatsapp: true },
    });
    await expect(page.getByTestId("booking-summary")).toContainText(name);
    expect(sent).toHaveLength(1);
    // a next booking (a relative, say) is agreed afresh
    await expect(agree).not.toBeChecked();
    await expect(whatsapp).not.toBeChecked();

    const stored = await database.appointment.findFirstOrThrow({
      where: { name },
      select: { consentNotice: true, consentWhatsapp: true, patient: { select: { id: true, whatsappConsent: true } } },
    });
    expect(stored).toMatchObject({
      consentNotice: PRIVACY_NOTICE_VERSION,
      consentWhatsapp: true,
      patient: { whatsappConsent: true },
    });

    // The desk: the Patient Profile shows the consent.
    await login();
    const profile = await openProfile(page, { patient_id: stored.patient.id, name });
    await expect(profile.getByText(/^WhatsApp: Agreed/)).toBeVisible();
    await expect(
      profile.getByText(`Privacy notice ${PRIVACY_NOTICE_VERSION} agreed at booking`, { exact: false }),
    ).toBeVisible();
  },
);

test(
  "the Tamil form: the notice in Tamil; without the box, the Tamil message at the box and nothing sent",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    await openForm(page, testInfo, "/ta/contact");
    const sent = bookingRequests(page);
    const notice = page.getByRole("region", { name: ta.consent.heading });
    await expect(notice).toContainText(`${E2E_IDENTITY.retentionYears} ஆண்டுகள்`);
    await expect(consentBoxes(page, "ta").whatsapp).not.toBeChecked();

    await page.getByLabel(ta.fields.name).fill("வள்ளி நாராயணன்");
    await page.getByLabel(ta.fields.phone).fill(`+91 93317 ${testInfo.project.name === "desktop" ? "20002" : "10002"}`);
    await page.getByLabel(ta.fields.age).fill("66");
    await page.getByRole("radio", { name: ta.fields.sexes.Female }).check();
    await chooseVisit(page, "ECG", "ta");
    const date = ownDay(testInfo);
    const slots = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${date}`));
    await page.getByLabel(ta.slots.date).fill(date);
    await slots;
    await page.getByLabel(ta.slots.time).selectOption("19:15");

    await page.getByRole("button", { name: ta.form.submit }).last().click();
    const agree = consentBoxes(page, "ta").agree;
    await expect(notice.getByText(ta.server.consentRequired)).toBeVisible();
    await expect(agree).toBeFocused();
    await expect(agree).toHaveAccessibleDescription(ta.server.consentRequired);
    expect(sent).toEqual([]);
    expect(await e2eDatabaseClient().appointment.count({ where: { name: "வள்ளி நாராயணன்" } })).toBe(0);
    await shot(page, testInfo, "notice-refused-ta", notice);

    await notice.getByText(ta.consent.more).click();
    await expect(notice.getByText(ta.consent.withdrawTitle, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page, { include: "#book" });
    await shot(page, testInfo, "notice-full-ta", notice);
  },
);

test("every public page's footer names the doctor's registration, in English and Tamil", async ({
  page,
  request,
}, testInfo) => {
  for (const locale of ["en", "ta"] as const) {
    const line = registrationLine(locale);
    for (const { path } of PUBLIC_PAGES) {
      const html = await (await request.get(localePath(locale, path))).text();
      expect([locale, path, html.includes(line)]).toEqual([locale, path, true]);
    }
    await page.goto(localePath(locale, "/privacy"));
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByTestId("doctor-registration")).toHaveText(line);
    await shot(page, testInfo, `footer-${locale}`, footer);
  }
  expect(registrationLine("en")).toBe("Dr. Arjun Raghavan · Reg. No. TN-00000 (sample), Tamil Nadu Medical Council");
});

test("testimonials are marked samples, and no page's structured data carries a rating or review", async ({
  page,
  request,
}) => {
  await page.goto("/testimonials");
  const cards = page.locator("main figure");
  await expect(cards).toHaveCount(6);
  await expect(cards.filter({ has: page.locator("[data-sample-badge]") })).toHaveCount(6);
  await expect(cards.first().locator("[data-sample-badge]")).toHaveText("Sample");
  await expect(page.locator("main [data-sample-notice]")).toBeVisible();
  await page.goto("/ta");
  await expect(page.locator("main figure [data-sample-badge]")).toHaveText(["மாதிரி", "மாதிரி", "மாதிரி"]);

  for (const path of ["/", "/about", "/testimonials", "/ta", "/ta/about", "/ta/testimonials"]) {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(blocks.join(" ")).not.toMatch(/rating|review/i);
    if (!path.includes("testimonials")) expect(blocks.length).toBeGreaterThan(0);
  }
});
