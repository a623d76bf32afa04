/**
 * Fit and finish on a phone (issue 18), at 390 px: the header keeps still at the "scrolled"
 * threshold, the floating contact button never covers the field being filled in or the
 * booking button, every footer link is a 44 px tap target, the header has a call button,
 * "Book Appointment" lands in the form's first field, the success banner shows below the
 * sticky header, and the sex answers are not squeezed. In English and Tamil.
 *
 * SHOTS_DIR=/tmp/shots saves screenshots of the header, the footer and the booked form.
 */
import fs from "node:fs";
import path from "node:path";
import { type Locator, type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures/worker";
import { MESSAGES } from "../../messages";
import { clinicDay } from "../fixtures/dates";
import { agreeToNotice } from "../fixtures/e2e/booking-consent";
import { clientAddresses } from "../fixtures/e2e/clients";
import { e2eDatabaseClient } from "../fixtures/e2e/login";
import { chooseVisit } from "../fixtures/e2e/visit-reason";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "phone-width finish");
});

const clientIp = clientAddresses("100.64.31", 100);

/** A screenshot of the page as a patient sees it, header and all (SHOTS_DIR, `F-<name>.png`). */
async function look(page: Page, name: string, part?: Locator) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `F-${name}-390.png`);
  await (part ? part.screenshot({ path: file }) : page.screenshot({ path: file }));
}

/** Scroll position and header state over a run of animation frames. */
const framesAt = (page: Page, y: number) =>
  page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: "instant" });
    const seen: string[] = [];
    for (let i = 0; i < 30; i++) {
      await new Promise(requestAnimationFrame);
      seen.push(`${Math.round(window.scrollY)} ${document.querySelector("header")?.dataset.scrolled}`);
    }
    return [...new Set(seen)];
  }, y);

test(
  "the header stays still when the page rests just past the 50 px threshold",
  { tag: "@mobile" },
  async ({ page }) => {
    await page.goto("/services");
    const header = page.getByRole("banner");
    const height = await header.evaluate((el) => el.getBoundingClientRect().height);
    for (const y of [55, 60]) {
      await framesAt(page, y); // settles
      expect(await framesAt(page, y)).toEqual([`${y} true`]);
      expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBe(height);
    }
  },
);

for (const locale of ["en", "ta"] as const) {
  const prefix = locale === "en" ? "" : "/ta";

  test(
    `${locale}: the header's call button is a 44 px tel: link, and nothing overflows at 320–390 px`,
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto(`${prefix}/`);
      const header = page.getByRole("banner");
      const call = header.getByRole("link", { name: MESSAGES[locale].shell.callClinic.split(":")[0] });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute("href", /^tel:/);
      const box = (await call.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      await look(page, `header-${locale}`, header);
      for (const width of [390, 360, 320]) {
        await page.setViewportSize({ width, height: 844 });
        await expect(call).toBeInViewport({ ratio: 1 });
        await expect(header.getByRole("button", { name: MESSAGES[locale].shell.openMenu })).toBeInViewport({
          ratio: 1,
        });
        await expect(header.locator("[data-language-switcher]")).toBeInViewport({ ratio: 1 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await look(page, `header-${locale}-320`, header);
    },
  );

  test(`${locale}: every footer link is at least 44 px tall`, { tag: "@mobile" }, async ({ page }) => {
    await page.goto(`${prefix}/`);
    const footer = page.getByRole("contentinfo");
    const targets = footer.locator("a, button");
    expect(await targets.count()).toBeGreaterThan(10);
    const short = await targets.evaluateAll((els) =>
      els
        .map((el) => ({ text: el.textContent?.trim(), height: el.getBoundingClientRect().height }))
        .filter((t) => t.height < 44),
    );
    expect(short).toEqual([]);
    await look(page, `footer-${locale}`, footer);
  });

  test(
    `${locale}: "Book Appointment" on /contact lands in the form's first field`,
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto(`${prefix}/contact`);
      const name = page.locator("#booking-patientName");
      await expect(page.locator("#booking-preferredDate")).toHaveAttribute("min", /\d{4}-/); // hydrated
      await page.getByRole("link", { name: MESSAGES[locale].info.contact.book }).first().click();
      await expect(name).toBeFocused();
      await expect(name).toBeInViewport({ ratio: 1 });
      const headerBottom = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom);
      expect((await name.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
    },
  );

  test(
    `${locale}: the sex answers are as wide as their words, with a 20 px radio in a 44 px label`,
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto(`${prefix}/contact`);
      const labels = page.locator("label:has(input[name=patientSex])");
      await expect(labels).toHaveCount(3);
      const boxes = await labels.evaluateAll((els) =>
        els.map((label) => {
          const radio = label.querySelector("input")!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(label);
          range.setStartAfter(label.querySelector("input")!);
          const word = range.getBoundingClientRect();
          const box = label.getBoundingClientRect();
          return {
            text: label.textContent,
            radio: radio.width,
            word: word.width,
            width: box.width,
            height: box.height,
          };
        }),
      );
      for (const b of boxes) {
        expect(b.radio, b.text!).toBeGreaterThanOrEqual(20);
        expect(b.height, b.text!).toBeGreaterThanOrEqual(44);
        // the radio, the word and the gap between them fit
        expect(b.width, b.text!).toBeGreaterThanOrEqual(b.radio + b.word);
      }
    },
  );
}

test(
  "the floating contact button never covers the focused field or the booking button",
  { tag: "@mobile" },
  async ({ page }) => {
    await page.goto("/contact");
    const widget = page.locator("[data-floating-contact] > div > button");
    const at = await widget.boundingBox();
    const cx = at!.x + at!.width / 2;
    const cy = at!.y + at!.height / 2;
    const topmostIsIn = (target: Locator, x: number, y: number) =>
      target.evaluate((el, [px, py]) => el.contains(document.elementFromPoint(px, py)), [x, y] as const);

    for (const id of ["#booking-patientName", "#booking-patientAge", "#booking-additionalInfo"]) {
      const field = page.locator(id);
      // the field's middle brought to the button's height, then focused as a tap would
      await field.evaluate((el, y) => {
        const r = el.getBoundingClientRect();
        window.scrollBy({ top: r.top + r.height / 2 - y, behavior: "instant" });
      }, cy);
      await field.focus();
      const box = (await field.boundingBox())!;
      await expect.poll(() => topmostIsIn(field, box.x + box.width / 2, box.y + box.height / 2)).toBe(true);
      await expect
        .poll(() => topmostIsIn(field, Math.min(cx, box.x + box.width - 4), box.y + box.height / 2))
        .toBe(true);
      await field.blur();
    }

    const submit = page.locator("#book form button[type=submit]");
    await submit.evaluate((el, y) => {
      const r = el.getBoundingClientRect();
      window.scrollBy({ top: r.top + r.height / 2 - y, behavior: "instant" });
    }, cy);
    const box = (await submit.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(cx); // under the button's spot
    await expect.poll(() => topmostIsIn(submit, cx, box.y + box.height / 2)).toBe(true);
    // away from the booking button, the floating button is back
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect.poll(() => topmostIsIn(widget, cx, cy)).toBe(true);
  },
);

/** The phone each language's booking uses: its rows are removed after the test. */
const bookingPhone = (locale: "en" | "ta") => `+91 97310 ${locale === "en" ? 10001 : 10002}`;

async function bookHere(page: Page, testInfo: TestInfo, locale: "en" | "ta", days: number) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientIp(testInfo) });
  await page.goto(`${locale === "en" ? "" : "/ta"}/contact#book`);
  const date = page.locator("#booking-preferredDate");
  await expect(date).toHaveAttribute("min", /\d{4}-/); // hydrated
  await page.locator("#booking-patientName").fill("Phone Finish");
  await page.locator("#booking-patientPhone").fill(bookingPhone(locale));
  await page.locator("#booking-patientAge").fill("71");
  await page.locator("input[name=patientSex][value=Female]").check();
  await chooseVisit(page, "ECG", locale);
  const day = clinicDay(days);
  const slotsLoaded = page.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${day}`));
  await date.fill(day);
  await slotsLoaded;
  const time = page.locator("#booking-preferredTime");
  const free = await time.locator("option:not([disabled]):not([value=''])").first().getAttribute("value");
  await time.selectOption(free!);
  await agreeToNotice(page, { locale });
  await page.locator("#book form button[type=submit]").click();
  await expect(page.getByTestId("booking-summary")).toBeVisible();
}

for (const [locale, days] of [
  ["en", 380],
  ["ta", 386],
] as const) {
  test(
    `${locale}: after booking, the success banner shows below the sticky header`,
    { tag: "@mobile" },
    async ({ page }, testInfo) => {
      // the booking goes again after the test, pass or fail: the other language books next
      try {
        await bookHere(page, testInfo, locale, days);
        await expectBannerBelowHeader(page, locale);
        await expectSummaryButtonsClear(page);
      } finally {
        await e2eDatabaseClient().appointment.deleteMany({ where: { phone: bookingPhone(locale) } });
      }
    },
  );
}

/** The summary's links, each brought to the floating button's height: none is covered by it. */
async function expectSummaryButtonsClear(page: Page) {
  const widget = page.locator("[data-floating-contact] > div > button");
  const at = (await widget.boundingBox())!;
  const [cx, cy] = [at.x + at.width / 2, at.y + at.height / 2];
  const summary = page.getByTestId("booking-summary");
  let checked = 0;
  // Brings the link's middle to the button's height and answers its box. Each look brings it
  // there again: a scroll still under way (the smooth scroll to the banner after booking) would
  // otherwise move the link away from the point looked at, and the poll would wait in vain.
  const bringToButton = (link: Locator) =>
    link.evaluate((el, y) => {
      const r = el.getBoundingClientRect();
      window.scrollBy({ top: r.top + r.height / 2 - y, behavior: "instant" });
      return el.getBoundingClientRect().toJSON() as DOMRect;
    }, cy);
  await scrollSettled(page);
  for (const link of await summary.getByRole("link").all()) {
    const box = await bringToButton(link);
    if (box.x + box.width <= at.x) continue; // nowhere under the button (a short inline link)
    await expect
      .poll(async () => {
        const now = await bringToButton(link);
        const x = Math.min(cx, now.x + now.width - 4);
        return link.evaluate((el, [px, py]) => el.contains(document.elementFromPoint(px, py)), [x, cy] as const);
      })
      .toBe(true);
    checked += 1;
  }
  expect(checked).toBeGreaterThanOrEqual(3); // the manage link, the calendar file, WhatsApp
}

/** Until the page has kept still for 10 animation frames (a smooth scroll has ended). */
async function scrollSettled(page: Page) {
  await page.evaluate(async () => {
    let still = 0;
    let last = window.scrollY;
    for (let frame = 0; frame < 600 && still < 10; frame++) {
      await new Promise((r) => requestAnimationFrame(r));
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
  });
}

async function expectBannerBelowHeader(page: Page, locale: "en" | "ta") {
  // the banner's box, just above the booking's summary
  const banner = page.getByTestId("booking-summary").locator("xpath=preceding-sibling::div[1]");
  // where the scroll to it ends, not on its way there
  await scrollSettled(page);
  await expect(banner).toContainText(/\S/);
  const headerBottom = () => page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom);
  const top = () => banner.evaluate((el) => el.getBoundingClientRect().top);
  await expect.poll(async () => (await top()) - (await headerBottom())).toBeGreaterThanOrEqual(0);
  await expect(banner).toBeInViewport({ ratio: 1 });
  await look(page, `booked-${locale}`);
}
