/**
 * Every admin screen fits a tablet and a desktop (issue 29, major 1): at 768×1024, 1024×768 and
 * 1280×800, on a server of its own with a full evening (tonight's patients checked in, one with
 * the doctor, a walk-in, long names and e-mails, a failed message, a closure), each screen's
 * every visible button, link and field is inside the window or reachable by scrolling sideways
 * within its own scroller — never cut off by a card — and below 1280 px each control a finger
 * presses is at least 44 px tall. A screenshot of each screen at each width is kept.
 */
import type { Page } from "@playwright/test";
import { ADMIN_SCREENS } from "../../components/admin/shell/screens";
import { addDays, istInstant, todayIst } from "../../lib/shared/clinic-time";
import { expect, test } from "./fixtures/worker";
import { ownServer, signInWithForm } from "../fixtures/e2e/own-server";

const OWNER = { username: "tablet-owner", password: "tablet-password-123456" };
const WIDTHS = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];

const own = ownServer(OWNER);

test.beforeAll(async () => {
  await seedEvening();
});

/** Tonight's patients (long names and e-mails, as real ones are), other days', a failed message and a closure. */
async function seedEvening() {
  const today = todayIst(new Date());
  const people = [
    ["Venkatasubramanian Ramachandran Iyer", "venkatasubramanian.ramachandran.iyer@example-hospital-mail.com"],
    ["கமலா ராமசாமி", null],
    ["S. Rajendran", "s.rajendran@example.com"],
    ["Meenakshi Sundaram Pillai", "meenakshi.sundaram.pillai.family@example.org"],
    ["Asha Menon", "asha@example.com"],
    ["Mohammed Abdul Rahman Khan", "mohammed.abdul.rahman.khan@example.co.in"],
  ] as const;
  let n = 0;
  for (const [name, email] of people) {
    n += 1;
    const phone = `98400${String(10000 + n)}`;
    const patient = await own.database.patient.create({
      data: {
        name,
        nameKey: name.toLowerCase(),
        phone,
        phoneKey: phone,
        email,
        emailKey: email,
        age: 50 + n,
        sex: n % 2 ? "Male" : "Female",
        address: "Flat 4B, Sri Lakshmi Apartments, 12 Cathedral Road, Gopalapuram, Chennai 600086",
      },
    });
    for (const [date, status] of [
      [today, ""],
      [addDays(today, 3 + n), ""],
      [addDays(today, -10 - n), "Done"],
    ] as const) {
      const time = `${18 + Math.floor((n * 15) / 60)}:${String((n * 15) % 60).padStart(2, "0")}`;
      const token = date === today && n <= 3 ? n : null;
      await own.database.appointment.create({
        data: {
          timestamp: `tablet-${n}-${date}`,
          patientId: patient.id,
          name,
          phone,
          email,
          age: 50 + n,
          sex: n % 2 ? "Male" : "Female",
          serviceRequired: n % 2 ? "Mitral Valve Repair/Replacement" : "Cardiac Resynchronising Therapy (CRT)",
          preferredDate: date,
          preferredTime: time,
          status,
          activeSlot: `${date} ${time}`,
          manageTokenHash: `tablet-${n}-${date}`,
          additionalInfo: "Breathless on climbing stairs for two weeks; referred by the family physician.",
          address: "Flat 4B, Sri Lakshmi Apartments, 12 Cathedral Road, Gopalapuram, Chennai 600086",
          occupation: "Retired schoolteacher",
          ...(token && {
            token,
            checkedInAt: istInstant(today, "17:50"),
            ...(n === 1 && { calledAt: istInstant(today, "18:00") }),
          }),
        },
      });
    }
  }
  await own.database.message.create({
    data: {
      channel: "email",
      kind: "confirmation",
      to: "venkatasubramanian.ramachandran.iyer@example-hospital-mail.com",
      payload: "{}",
      status: "failed",
      sendAt: new Date(),
      attempts: 5,
      lastError: "550 5.1.1 mailbox unavailable: the recipient's mailbox does not exist at this domain",
    },
  });
  await own.database.closure.create({
    data: { startDate: addDays(today, 20), endDate: addDays(today, 22), reason: "Doctor at a cardiology conference" },
  });
}

async function signIn(page: Page) {
  await signInWithForm(page, own, OWNER);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

/**
 * What a person could not reach or press on the screen as it is: a visible control outside
 * the window that no sideways scroller brings in, one cut off by a card's edge, and (below
 * 1280 px) a button, select or field under 44 px tall.
 */
function unreachable(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const vw = document.documentElement.clientWidth;
    const tablet = window.innerWidth < 1280;
    const scrolls = (el: Element) => /(auto|scroll)/.test(getComputedStyle(el).overflowX);
    const controls = document.querySelectorAll<HTMLElement>(
      "main button, main a[href], main select, main input, main textarea, header button, header a[href]",
    );
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height || getComputedStyle(el).visibility === "hidden" || el.closest("[inert]")) continue;
      if (el instanceof HTMLInputElement && ["hidden", "checkbox", "radio"].includes(el.type)) continue;
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") || el.textContent || el.getAttribute("name") || "").trim().slice(0, 40)}"`;
      let scroller: HTMLElement | null = null;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (scrolls(p) && p.scrollWidth > p.clientWidth) {
          scroller = p;
          break;
        }
        const style = getComputedStyle(p);
        if (style.overflowX === "hidden" || style.overflowX === "clip") {
          const box = p.getBoundingClientRect();
          if (r.right > box.right + 1 || r.left < box.left - 1)
            problems.push(
              `${name} cut off at x ${Math.round(r.left)}–${Math.round(r.right)} by a box ending at ${Math.round(box.right)}`,
            );
        }
      }
      const inside = r.left >= -1 && r.right <= vw + 1;
      if (!inside && !scroller)
        problems.push(`${name} outside the window at x ${Math.round(r.left)}–${Math.round(r.right)} (window ${vw})`);
      // a link in running text (a phone, an e-mail in a table cell) is read, then tapped: its line is its target
      const textLink = el.tagName === "A" && !el.closest("header");
      if (tablet && !textLink && r.height < 43.5) problems.push(`${name} only ${Math.round(r.height)} px tall`);
    }
    return [...new Set(problems)];
  });
}

for (const size of WIDTHS) {
  test(`every admin screen fits and works at ${size.width}×${size.height}`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the widths are this test's own");
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await signIn(page);
    const found: Record<string, string[]> = {};
    // the doctor's screen shows a patient's chart: the first patient's, with tonight's visit
    const chartPatient = (await own.database.patient.findFirstOrThrow({ orderBy: { id: "asc" } })).id;
    for (const screen of ADMIN_SCREENS) {
      const query = screen.path === "/admin/consult" ? `?patient=${chartPatient}` : "";
      await page.goto(`${own.server.baseURL}${screen.path}${query}`);
      await expect(page.getByRole("heading", { name: screen.title, exact: true }).first()).toBeVisible();
      // the screen's lists have come (a person waits for the rows, not for a time)
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      const problems = await unreachable(page);
      if (problems.length) found[screen.path] = problems;
      await page.screenshot({
        path: testInfo.outputPath(`${screen.path.replace(/\W+/g, "-")}-${size.width}.png`),
        fullPage: true,
      });
    }
    expect(found).toEqual({});
  });
}
