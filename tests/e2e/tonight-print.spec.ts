/**
 * The printed evening list (FEATURES.md §5), printed to PDF by Chromium at 390 and 1280 px:
 * from Select Date (the same button as Today's), 13 patients fill exactly one A4 page with
 * every name and nothing of the screen (no buttons, no navigation), 14 take two pages with
 * the heading on each, a long name wraps between its words rather than being cut, and an empty day has nothing
 * to print.
 *
 * The evenings are far ahead (beyond the booking horizon, where no booking of the manage
 * helpers falls), written straight into the e2e database as bookings and a walk-in would
 * be, and removed in `finally`.
 */
import type { Page, TestInfo } from "@playwright/test";
import { SLOT_TIMES, formatLongDate, formatSlot } from "../../lib/shared/clinic-time";
import { PRINT_ROWS_PER_PAGE, WALK_IN } from "../../lib/shared/validation/queue";
import { daysFromToday, nthClinicDay } from "../fixtures/dates";
import { shot } from "../fixtures/e2e/manage";
import { e2eDatabaseClient, expect, test } from "../fixtures/e2e/login";
import { expectNoA11yViolations } from "../fixtures/e2e/page-checks";
import { printedPdf } from "../fixtures/e2e/print";

/** The `n`-th (under 5) clinic day of this spec's and project's own range. */
const printDate = (testInfo: TestInfo, n: number) =>
  nthClinicDay(daysFromToday(430 + (testInfo.project.name === "desktop" ? 10 : 0)), n);

const LONG_NAME =
  "Thiruvenkatasubramanian Ramakrishnan Parthasarathy Chidambaram Lakshminarayanan Venkataraghavan Iyer";

type Seeded = { patientId: number; ids: number[] };

/** An evening of booked patients at the slots in order, and walk-ins (checked in, with a token, no slot). */
async function seedEvening(
  date: string,
  names: string[],
  walkIns: { name: string; time: string; token: number }[] = [],
): Promise<Seeded> {
  const database = e2eDatabaseClient();
  const patient = await database.patient.create({
    data: { name: "Print List Family", nameKey: "print list family", phone: "+91 98765 43210", phoneKey: "9876543210" },
  });
  const ids: number[] = [];
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const rows = [
    ...names.map((name, i) => ({ name, time: SLOT_TIMES[i], walkIn: null })),
    ...walkIns.map((w) => ({ name: w.name, time: w.time, walkIn: w })),
  ];
  for (const [i, r] of rows.entries()) {
    const { id } = await database.appointment.create({
      data: {
        timestamp: `print-${stamp}-${i}`,
        patientId: patient.id,
        name: r.name,
        phone: `+91 98765 ${String(40000 + i)}`,
        age: 40 + i,
        sex: i % 2 ? "Male" : "Female",
        serviceRequired: i === 2 ? "Fractional Flow Reserve (FFR)" : "Echocardiography",
        preferredDate: date,
        preferredTime: r.time,
        source: r.walkIn ? WALK_IN : "web",
        activeSlot: r.walkIn ? null : `${date} ${r.time}`,
        token: r.walkIn?.token ?? null,
        checkedInAt: r.walkIn ? new Date() : null,
        createdAt: new Date(),
      },
    });
    ids.push(id);
  }
  return { patientId: patient.id, ids };
}

async function removeEvening(seeded: Seeded | null) {
  if (!seeded) return;
  const database = e2eDatabaseClient();
  await database.appointment.deleteMany({ where: { id: { in: seeded.ids } } });
  await database.patient.deleteMany({ where: { id: seeded.patientId } });
}

/** Select Date showing `date`, its list loaded. */
async function openDay(page: Page, login: (path?: string) => Promise<void>, date: string) {
  await login(`/admin/select-date?date=${date}`);
  await expect(page.getByTestId("appointment-count")).not.toHaveText("Loading…");
}

/** Words of the screen that must never reach the paper. */
const SCREEN_WORDS = ["Print list", "Refresh", "Sign out", "Logout", "Download CSV", "Back to Dashboard", "Messages"];

const squeeze = (text: string) => text.replace(/\s+/g, "");

test("13 patients print on exactly one A4 page: every name, the heading, no buttons; a long name wraps", async ({
  page,
  login,
}, testInfo) => {
  const tag = testInfo.project.name;
  const date = printDate(testInfo, 0);
  const names = Array.from({ length: PRINT_ROWS_PER_PAGE }, (_, i) =>
    i === 5 ? LONG_NAME : `Printed Patient ${String.fromCharCode(65 + i)} ${tag}`,
  );
  let seeded: Seeded | null = null;
  try {
    seeded = await seedEvening(date, names);
    await openDay(page, login, date);
    const button = page.getByRole("button", { name: "Print list" });
    await expect(button).toBeEnabled();
    await expect(page.locator("[data-print-sheet]")).toBeHidden(); // print only

    // the button prints through the browser
    await page.evaluate(() => {
      const w = window as unknown as { printed: number; print: () => void };
      w.printed = 0;
      w.print = () => (w.printed += 1);
    });
    await button.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await expect(button).toBeEnabled();

    const { pages, text } = await printedPdf(page, `print-list-13-${tag}.pdf`);
    expect(pages).toBe(1);
    for (const name of names) expect(squeeze(text)).toContain(squeeze(name));
    expect(text).toContain(`Evening list, ${formatLongDate(date)}`);
    expect(text).toMatch(/Printed \w{3}, \d{1,2} \w{3} \d{4} at \d{1,2}:\d{2} [AP]M/);
    for (const header of ["Time", "Token", "Name", "Age/Sex", "Phone", "Service", "Notes"]) {
      expect(text).toContain(header);
    }
    expect(text).toContain(formatSlot(SLOT_TIMES[0]));
    expect(text).toContain("Fractional Flow Reserve (FFR)"); // a long service, whole
    expect(text).toContain("40 · F");
    for (const word of SCREEN_WORDS) expect(text).not.toContain(word);
    expect(text).not.toContain("Page 1 of"); // one page needs no page numbers

    // as printed (A4's width at 96 dpi): the long name wraps inside its cell, nothing cut
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: "print" });
    try {
      const sheet = page.locator("[data-print-sheet]");
      await expect(sheet).toBeVisible();
      const longCell = sheet.getByRole("cell", { name: LONG_NAME });
      const shortCell = sheet.getByRole("cell", { name: names[0] });
      const [long, short] = [await longCell.boundingBox(), await shortCell.boundingBox()];
      expect(long!.height).toBeGreaterThan(short!.height);
      expect(long!.width).toBeCloseTo(short!.width, 0);
      expect(await longCell.evaluate((td) => td.scrollWidth <= td.clientWidth)).toBe(true);
      // it wraps between words only: each word of the name lies on one line (one box)
      const split = await longCell.evaluate((td) => {
        const text = td.firstChild!;
        const words: string[] = [];
        let at = 0;
        for (const word of text.textContent!.split(" ")) {
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, at + word.length);
          if (range.getClientRects().length !== 1) words.push(word);
          at += word.length + 1;
        }
        return words;
      });
      expect(split).toEqual([]);
      // every row tall enough to write in: at least 15 mm
      expect(short!.height).toBeGreaterThanOrEqual((15 / 25.4) * 96);
      await expect(page.getByRole("button", { name: "Print list" })).toBeHidden();
      await shot(page, testInfo, "print-list-13-a4");
    } finally {
      await page.emulateMedia({ media: null });
    }
  } finally {
    await removeEvening(seeded);
  }
});

test("14 patients take two pages, the heading on each; a walk-in at its arrival time with its token", async ({
  page,
  login,
}, testInfo) => {
  const tag = testInfo.project.name;
  const date = printDate(testInfo, 1);
  const names = Array.from(
    { length: PRINT_ROWS_PER_PAGE },
    (_, i) => `Second Sheet ${String.fromCharCode(65 + i)} ${tag}`,
  );
  const walkIn = { name: `Walked In ${tag}`, time: "19:07", token: 1 };
  let seeded: Seeded | null = null;
  try {
    seeded = await seedEvening(date, names, [walkIn]);
    await openDay(page, login, date);
    await expect(page.getByRole("button", { name: "Print list" })).toBeEnabled();
    const { pages, text } = await printedPdf(page, `print-list-14-${tag}.pdf`);
    expect(pages).toBe(2);
    for (const name of [...names, walkIn.name]) expect(text).toContain(name);
    expect(text.split(`Evening list, ${formatLongDate(date)}`)).toHaveLength(3);
    expect(text).toContain("Page 1 of 2");
    expect(text).toContain("Page 2 of 2");
    for (const word of SCREEN_WORDS) expect(text).not.toContain(word);
    // in time order: the walk-in (7:07 PM) between the 7:00 and 7:15 bookings, its token beside it
    const at = (words: string) => text.indexOf(words);
    const seven = names[SLOT_TIMES.indexOf("19:00")];
    const sevenFifteen = names[SLOT_TIMES.indexOf("19:15")];
    expect(at(seven)).toBeLessThan(at(walkIn.name));
    expect(at(walkIn.name)).toBeLessThan(at(sevenFifteen));
    expect(text).toContain("7:07 PM Walk-in 1");
  } finally {
    await removeEvening(seeded);
  }
});

test("a patient's Tamil name prints in Tamil letters (the self-hosted Tamil font, not boxes)", async ({
  page,
  login,
}, testInfo) => {
  const date = printDate(testInfo, 3);
  const tamil = `கலா சுப்பிரமணியம் ${testInfo.project.name}`;
  let seeded: Seeded | null = null;
  try {
    seeded = await seedEvening(date, [tamil, `Printed English ${testInfo.project.name}`]);
    await openDay(page, login, date);
    await expect(page.getByRole("button", { name: "Print list" })).toBeEnabled();
    await page.evaluate(() => document.fonts.ready);
    const { pages, text } = await printedPdf(page, `print-list-tamil-${testInfo.project.name}.pdf`);
    expect(pages).toBe(1);
    // The name's letters are on the paper as Tamil text (a font that has them, embedded). A
    // vowel sign drawn inside a combined glyph (பி) can come back from a PDF's text layer
    // unmapped, and glyph runs come back spaced, so the check reads the runs without one.
    expect(squeeze(text)).toContain("கலா");
    expect(squeeze(text)).toContain("ரமணியம்");
    // and the screen has the self-hosted Tamil face for them: loading it for these letters finds
    // the face (check() alone races the face's download and answers false until it lands)
    const faces = await page.evaluate(async () =>
      (await document.fonts.load('16px "Clinic Tamil"', "கலா")).map((face) => face.family.replace(/"/g, "")),
    );
    expect(faces).toContain("Clinic Tamil");
  } finally {
    await removeEvening(seeded);
  }
});

test("an empty day has nothing to print: the button says why; Today's list has the button too", async ({
  page,
  login,
}, testInfo) => {
  const date = printDate(testInfo, 2);
  await openDay(page, login, date);
  const button = page.getByRole("button", { name: "Print list" });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute("title", "There are no appointments on this day to print.");
  await expect(page.locator("[data-print-sheet]")).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "print-list-empty-day");

  await page.goto("/admin/today-appointment");
  await expect(page.getByRole("button", { name: "Print list" })).toBeVisible();
});
