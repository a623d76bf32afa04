/**
 * "What is the visit for?" on the public form (issue 29, major 6), in English and Tamil: a
 * patient answers in their own words and the clinic stores one of the spec's services —
 * a consultation for a new problem, a follow-up, a second opinion or anything else; the test
 * they name for "ECG / Echo / TMT test", the only answer that asks a second question.
 */
import type { Page, TestInfo } from "@playwright/test";
import { VISIT_REASONS, VISIT_TESTS, type VisitReason } from "../../lib/content/visit-reasons";
import { serviceName } from "../../lib/content/services";
import type { Locale } from "../../lib/i18n/locales";
import { todayIst } from "../../lib/shared/clinic-time";
import { MESSAGES } from "../../messages";
import { daysFromToday, nthClinicDay } from "../fixtures/dates";
import { agreeToNotice } from "../fixtures/e2e/booking-consent";
import { clientAddresses } from "../fixtures/e2e/clients";
import { e2eDatabaseClient, expect, test } from "../fixtures/e2e/login";

/** A clinic day of this spec's (386–391 days ahead; the time is whichever is still free). */
const dayOf = (n: number) => nthClinicDay(daysFromToday(386), n);
const clientIp = clientAddresses("100.64.22", 100);

/** A field by the start of its label (the required mark follows; "Age" must not match "message"). */
const startsWith = (words: string) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

const reasonLabel = (id: VisitReason["id"], locale: Locale) => VISIT_REASONS.find((r) => r.id === id)!.label[locale];

/** Books on the contact page as a patient would, answering the question with `id` (and `test`), and answers the stored service. */
async function bookFor(
  page: Page,
  testInfo: TestInfo,
  { locale, id, test: chosenTest, n }: { locale: Locale; id: VisitReason["id"]; test?: string; n: number },
) {
  const words = MESSAGES[locale].booking;
  const name = `Visit Reason ${locale} ${id} ${testInfo.project.name}`;
  const date = dayOf(n);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientIp(testInfo) });
  await page.goto(`${locale === "en" ? "" : "/ta"}/contact#book`);
  await expect(page.locator("#booking-preferredDate")).toHaveAttribute("min", todayIst(new Date()));
  await page.getByLabel(startsWith(words.fields.name)).fill(name);
  await page.getByLabel(startsWith(words.fields.phone)).fill(`+91 93318 ${40000 + n}`);
  await page.getByLabel(startsWith(words.fields.age)).fill("59");
  await page.getByRole("radio", { name: words.fields.sexes.Male, exact: true }).check();

  const question = page.getByRole("radiogroup", { name: words.fields.visitReason });
  await expect(question.getByRole("radio")).toHaveCount(VISIT_REASONS.length);
  await question.getByRole("radio", { name: reasonLabel(id, locale), exact: true }).check();
  const which = page.getByLabel(words.fields.visitTest);
  if (chosenTest) {
    // the tests, each by its name in the page's language, and nothing else
    await expect(which.locator("option:not([value=''])")).toHaveText(VISIT_TESTS.map((s) => serviceName(s, locale)));
    await which.selectOption(chosenTest);
  } else {
    await expect(which).toHaveCount(0);
  }

  const slots = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${date}`));
  await page.getByLabel(startsWith(words.slots.date)).fill(date);
  await slots;
  const time = page.getByLabel(startsWith(words.slots.time));
  const free = await time.locator("option:not([value='']):not([disabled])").first().getAttribute("value");
  await time.selectOption(free!);
  await agreeToNotice(page, { locale });
  await page.getByRole("button", { name: words.form.submit }).last().click();
  await expect(page.getByTestId("booking-summary")).toContainText(name);
  const stored = await e2eDatabaseClient().appointment.findFirstOrThrow({
    where: { name },
    select: { serviceRequired: true },
  });
  return stored.serviceRequired;
}

test("English: each answer books the service it stands for; only the test answer asks which test", async ({
  page,
}, testInfo) => {
  expect(await bookFor(page, testInfo, { locale: "en", id: "follow-up", n: 0 })).toBe("Cardiac Consultation");
  expect(await bookFor(page, testInfo, { locale: "en", id: "test", test: "Stress Test", n: 1 })).toBe("Stress Test");
  expect(await bookFor(page, testInfo, { locale: "en", id: "other", n: 2 })).toBe("Cardiac Consultation");
});

test("Tamil: the same question in Tamil books the same services", async ({ page }, testInfo) => {
  expect(await bookFor(page, testInfo, { locale: "ta", id: "test", test: "Echocardiography", n: 3 })).toBe(
    "Echocardiography",
  );
  expect(await bookFor(page, testInfo, { locale: "ta", id: "second-opinion", n: 4 })).toBe("Cardiac Consultation");
});
