/**
 * The Tonight screen (FEATURES.md §5) in Chromium against the production server:
 * - an evening walked through the desk's buttons (1280 px): four booked patients and two
 *   walk-ins (added in the dialog) check in and take tokens in order of arrival, Next three
 *   times, one No-show; the status chips, who is with the doctor, each patient's manage page
 *   (their token and how many are ahead), a refusal in the server's words and a second desk's
 *   Next; the printed list (a PDF) is one page with every name; and every call the screen
 *   made is one desk mode keeps alive;
 * - the panel's look at 390 px: axe, nothing sideways, 44 px targets, the walk-in dialog;
 * - desk mode (the login form's box, the Tonight screen's button): tests/e2e/tonight-desk-mode.spec.ts.
 *
 * Today's queue is shared by the whole server, so the walk runs in the desktop project only;
 * every test removes the rows it added (pass or fail), and today's tokens start again at 1.
 * The server runs on the real clock: rows are booked ahead and placed on today, which may be
 * a Sunday or past 9 PM.
 *
 * SHOTS_DIR=/tmp/i15/shots saves screenshots of the panel and its dialogs.
 */
import type { Browser, Page, Request, TestInfo } from "@playwright/test";
import { formatSlot } from "../../lib/shared/clinic-time";
import {
  PRINT_ROWS_PER_PAGE,
  QUEUE_MESSAGES,
  QUEUE_STATUS_LABELS,
  type QueueStatus,
} from "../../lib/shared/validation/queue";
import { expectNoA11yViolations } from "../fixtures/e2e/appointments";
import { e2eDatabaseClient, expect, test } from "../fixtures/e2e/login";
import { confirmIn, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";
import { printedPdf } from "../fixtures/e2e/print";
import {
  bookForTonight,
  clientIp,
  freeTimesToday,
  idsToday,
  lastTokenToday,
  notice,
  openTonight,
  panel,
  queueRow,
  removeAppointments,
  shot,
  today,
  type TonightPatient,
} from "../fixtures/e2e/tonight";

const chip = (page: Page, name: string) => queueRow(page, name).getByTestId("queue-status");
const token = (page: Page, name: string) => queueRow(page, name).getByTestId("queue-token");
const current = (page: Page) => page.getByTestId("tonight-current");

async function expectStatus(page: Page, name: string, status: QueueStatus) {
  await expect(chip(page, name)).toHaveText(QUEUE_STATUS_LABELS[status]);
}

async function checkIn(page: Page, name: string, expected: number) {
  await queueRow(page, name)
    .getByRole("button", { name: /^Check in/ })
    .click();
  await expect(token(page, name)).toHaveText(`Token ${expected}`);
  await expectStatus(page, name, "checked-in");
  await expect(notice(page)).toContainText(QUEUE_MESSAGES.checkedIn(expected));
  // the row keeps the focus: its first action now (Call in now, or Undo check-in for the next in line)
  await expect(queueRow(page, name).locator("[data-row-actions] button").first()).toBeFocused();
}

async function addWalkIn(
  page: Page,
  fields: { name: string; phone: string; age: string; sex: string },
  expected: number,
) {
  await panel(page).getByRole("button", { name: "Add walk-in" }).click();
  const dialog = page.getByTestId("walk-in-dialog");
  await expect(dialog.getByLabel(/Full name/)).toBeFocused();
  await dialog.getByLabel(/Full name/).fill(fields.name);
  await dialog.getByLabel(/Phone number/).fill(fields.phone);
  await dialog.getByLabel(/^Age/).fill(fields.age);
  await dialog.getByLabel(/^Sex/).selectOption(fields.sex);
  await expect(dialog.getByLabel(/^Service/)).toHaveValue("General Consultation");
  // the desk's two questions (issue 26): asked, ticked by hand
  await dialog.getByRole("radio", { name: "English" }).check();
  await dialog.getByRole("radio", { name: "No WhatsApp" }).check();
  await dialog.getByRole("button", { name: "Add walk-in" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notice(page)).toContainText(QUEUE_MESSAGES.walkIn(expected));
  await expect(token(page, fields.name)).toHaveText(`Token ${expected}`);
  await expect(queueRow(page, fields.name)).toContainText("Walk-in");
  await expectStatus(page, fields.name, "checked-in");
  // focus back where it was
  await expect(panel(page).getByRole("button", { name: "Add walk-in" })).toBeFocused();
}

async function pressNext(page: Page, expected: { token: number; name: string }) {
  await panel(page).getByRole("button", { name: "Next", exact: true }).click();
  await expect(current(page)).toHaveText(`Now with the doctor: Token ${expected.token} · ${expected.name}`);
  await expect(notice(page)).toContainText(QUEUE_MESSAGES.called(expected.token, expected.name));
}

/** The patient's own manage page, in a browser of their own, shows where they stand tonight. */
async function expectPosition(browser: Browser, testInfo: TestInfo, patient: TonightPatient, words: string[]) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { "x-forwarded-for": clientIp(testInfo) },
  });
  try {
    const page = await context.newPage();
    await page.goto(patient.managePath);
    const position = page.getByTestId("tonight-position");
    for (const text of words) await expect(position).toContainText(text);
  } finally {
    await context.close();
  }
}

/** The admin calls desk mode keeps alive past the idle limit (docs/security.md "Desk mode"). */
function isDeskCall(url: URL): boolean {
  if (url.pathname.startsWith("/api/admin/queue")) return true;
  if (url.pathname === "/api/admin/appointments/recent") return true;
  // the walk-in dialog's lookup of a typed phone or name (issue 29)
  if (url.pathname === "/api/admin/patients/matches") return true;
  // tonight's waiting list under the panel (FEATURES.md §14)
  if (url.pathname === "/api/admin/waitlist") return url.searchParams.get("date") === today();
  if (url.pathname === "/api/admin/session") return url.searchParams.get("desk") === "1";
  if (url.pathname === "/api/appointments/data")
    return (
      url.searchParams.get("date") === today() && !url.searchParams.has("search") && !url.searchParams.has("export")
    );
  return false;
}

test("an evening at the desk: check-ins, walk-ins, Next, a no-show, the manage pages and the printed list", async ({
  page,
  request,
  login,
  browser,
}, testInfo) => {
  test.setTimeout(90_000); // a whole evening over several pages and two browsers: ≈30 s on a busy two-core machine
  test.skip(
    testInfo.project.name !== "desktop",
    "today's queue is shared by the whole server: walked once, at 1280 px",
  );
  test.setTimeout(150_000);
  const added: number[] = [];
  const walkIns = [
    { name: "Tonight Walkin Selvi", phone: "+91 97216 50001", age: "71", sex: "Female" },
    { name: "Tonight Walkin Arjun", phone: "+91 97216 50002", age: "34", sex: "Male" },
  ];
  const adminCalls: Request[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/admin/") || url.pathname.startsWith("/api/appointments/")) adminCalls.push(r);
  });
  try {
    // four booked patients at four free times of today, earliest first
    const times = await freeTimesToday(4);
    const names = ["Tonight Booked Lakshmi", "Tonight Booked Rahim", "Tonight Booked Kavya", "Tonight Booked Joseph"];
    // one at a time: each booking is then moved to today by this process's own database
    // connection, and a server transaction waiting on that write lock could time out
    const booked: TonightPatient[] = [];
    for (const [i, name] of names.entries())
      booked.push(await bookForTonight(request, testInfo, { name, time: times[i], day: i }));
    const [p1, p2, p3, p4] = booked;
    added.push(p1.id, p2.id, p3.id, p4.id);
    const base = await lastTokenToday();
    expect(base, "the spec's own data: nobody checked in yet").toBe(0);

    const sessionCheck = page.waitForRequest((r) => r.url().includes("/api/admin/session"));
    await openTonight(page, login);
    // the Tonight screen asks as the desk
    expect(new URL((await sessionCheck).url()).searchParams.get("desk")).toBe("1");
    await expect(current(page)).toHaveText("Nobody is with the doctor");
    for (const p of [p1, p2, p3, p4]) {
      await expectStatus(page, p.name, "booked");
      await expect(token(page, p.name)).toHaveText("Token —");
      await expect(queueRow(page, p.name)).toContainText(formatSlot(p.time));
      await expect(queueRow(page, p.name)).toContainText("62 · M");
    }

    // arrivals: tokens in order of arrival, whatever the booked times
    await checkIn(page, p2.name, 1);
    await addWalkIn(page, walkIns[0], 2);
    const walkInIds = await idsToday([walkIns[0].name]);
    added.push(...walkInIds);
    await checkIn(page, p1.name, 3);
    await checkIn(page, p3.name, 4);
    await addWalkIn(page, walkIns[1], 5);
    walkInIds.push(...(await idsToday([walkIns[1].name])));
    added.push(walkInIds[1]);
    await checkIn(page, p4.name, 6);
    await expect(panel(page).getByTestId("tonight-summary")).toContainText("6 waiting");
    await expect(page.getByTestId("tonight-next")).toContainText(`Next in line: Token 1 · ${p2.name}, then 2, 3, 4, 5`);
    await expect(queueRow(page, p2.name).getByTestId("queue-place")).toHaveText("Next in");
    await expect(current(page)).toHaveText("Nobody is with the doctor");
    await expectPosition(browser, testInfo, p4, ["Your token: 6", "5 ahead of you"]);

    // Next, three times
    await pressNext(page, { token: 1, name: p2.name });
    await expectStatus(page, p2.name, "with-doctor");
    await expectPosition(browser, testInfo, p2, ["Your token: 1", "It's your turn"]);
    await pressNext(page, { token: 2, name: walkIns[0].name });
    await expectStatus(page, p2.name, "done");
    await expectPosition(browser, testInfo, p1, ["Your token: 3", "You are next"]);
    await pressNext(page, { token: 3, name: p1.name });
    await expectStatus(page, walkIns[0].name, "done");
    await expectStatus(page, p1.name, "with-doctor");
    await expectPosition(browser, testInfo, p1, ["Your token: 3", "It's your turn"]);
    await expectPosition(browser, testInfo, p4, ["Your token: 6", "2 ahead of you"]);

    // Kavya (token 4) has left before being called: No-show, after the screen's question
    await queueRow(page, p3.name)
      .getByRole("button", { name: /^No-show/ })
      .click();
    await confirmIn(page, "Mark No-show", `${p3.name} (token 4)`);
    await expectStatus(page, p3.name, "no-show");
    await expect(queueRow(page, p3.name).locator("[data-row-actions] button")).toHaveCount(0);
    await expect(queueRow(page, p3.name)).toBeFocused();
    await expectPosition(browser, testInfo, p4, ["Your token: 6", "1 ahead of you"]);

    // the evening as it stands
    const expected: [string, QueueStatus, number][] = [
      [p2.name, "done", 1],
      [walkIns[0].name, "done", 2],
      [p1.name, "with-doctor", 3],
      [p3.name, "no-show", 4],
      [walkIns[1].name, "checked-in", 5],
      [p4.name, "checked-in", 6],
    ];
    for (const [name, status, n] of expected) {
      await expectStatus(page, name, status);
      await expect(token(page, name)).toHaveText(`Token ${n}`);
    }
    await expect(current(page)).toHaveText(`Now with the doctor: Token 3 · ${p1.name}`);
    await expect(panel(page).getByTestId("tonight-summary")).toContainText("2 waiting");
    // the No-show's notice goes by itself (6 s) before the screen is photographed
    await expect(notice(page)).toHaveCount(0, { timeout: 10_000 });
    await shot(page, testInfo, "tonight-panel", "panel");
    await shot(page, testInfo, "tonight-page");

    // printed: every name of today's list, PRINT_ROWS_PER_PAGE to an A4 page
    const listed = await e2eDatabaseClient().appointment.count({
      where: { preferredDate: today(), status: { not: "Cancelled" } },
    });
    const printed = await printedPdf(page, "tonight-list.pdf");
    expect(printed.pages).toBe(Math.ceil(listed / PRINT_ROWS_PER_PAGE));
    for (const name of [...names, ...walkIns.map((w) => w.name)]) expect(printed.text).toContain(name);

    // a second desk presses Next meanwhile: this screen still shows token 3 in
    const secondDesk = async (shown: number) =>
      (await (await page.request.post("/api/admin/queue/next", { data: { current: shown } })).json()).current;
    expect((await secondDesk(p1.id)).token).toBe(5);
    // Next from this screen, which is behind, calls nobody else in: it says who is in now
    await panel(page).getByRole("button", { name: "Next", exact: true }).click();
    await expect(notice(page)).toContainText(
      `This screen was behind (another desk pressed Next): ${QUEUE_MESSAGES.called(5, walkIns[1].name)}`,
    );
    await expect(current(page)).toHaveText(`Now with the doctor: Token 5 · ${walkIns[1].name}`);
    await expectStatus(page, p4.name, "checked-in");
    // the second desk calls Joseph in; this screen, behind again, tries No-show on him: refused, in the server's words
    expect((await secondDesk(walkInIds[1])).token).toBe(6);
    await queueRow(page, p4.name)
      .getByRole("button", { name: /^No-show/ })
      .click();
    await confirmIn(page, "Mark No-show");
    await expect(page.getByTestId("tonight-problem")).toContainText(QUEUE_MESSAGES.withDoctor);
    await expectStatus(page, p4.name, "with-doctor");
    await expect(current(page)).toHaveText(`Now with the doctor: Token 6 · ${p4.name}`);
    await shot(page, testInfo, "tonight-refused", "panel");

    // every call the screen made, polls and actions alike, is one desk mode keeps alive
    const calls = adminCalls.map((r) => new URL(r.url()));
    expect(calls.filter((url) => !isDeskCall(url)).map((url) => url.pathname + url.search)).toEqual([]);
  } finally {
    await removeAppointments([...added, ...(await idsToday(walkIns.map((w) => w.name)))]);
  }
  expect(await lastTokenToday()).toBe(0);
});

test(
  "the Tonight panel's look: axe, no sideways scroll, 44 px targets, the walk-in dialog with its refusals",
  { tag: "@mobile" },
  async ({ page, request, login }, testInfo) => {
    // axe and the box checks at each width, then the dialog: ≈25 s on a quiet machine, past 30 s on a busy one
    test.setTimeout(90_000);
    const added: number[] = [];
    const tag = testInfo.project.name === "desktop" ? "Desk" : "Mob";
    const walkInName = `Tonight Look Walkin ${tag}`;
    try {
      const times = await freeTimesToday(2);
      const a = await bookForTonight(request, testInfo, { name: `Tonight Look Meena ${tag}`, time: times[0], day: 0 });
      const b = await bookForTonight(request, testInfo, { name: `Tonight Look Ravi ${tag}`, time: times[1], day: 1 });
      added.push(a.id, b.id);
      await openTonight(page, login);
      // a row checked in and a walk-in, by another desk (the API), for the look
      expect((await page.request.post("/api/admin/queue/check-in", { data: { appointmentId: a.id } })).ok()).toBe(true);
      const walkIn = await page.request.post("/api/admin/queue/walk-in", {
        data: { name: walkInName, phone: "+91 97216 10001", age: 45, sex: "Other", language: "en", whatsapp: false },
      });
      expect(walkIn.status()).toBe(201);
      added.push((await walkIn.json()).appointment.id);
      await page.reload();
      await expect(queueRow(page, walkInName)).toBeVisible();
      await expectStatus(page, a.name, "checked-in");
      await expectStatus(page, b.name, "booked");
      await expect(queueRow(page, walkInName)).toContainText("45 · O");

      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page);
      for (const button of await panel(page).getByRole("button").all()) {
        const box = await button.boundingBox();
        expect(box!.height, await button.innerText()).toBeGreaterThanOrEqual(44);
      }
      await shot(page, testInfo, "tonight-look", "panel");

      // the walk-in dialog with its refusals shown, for the look (what it refuses, the desk's two
      // questions, the focus, the discard question: tests/components/queue/walk-in-dialog.test.tsx)
      await panel(page).getByRole("button", { name: "Add walk-in" }).click();
      const dialog = page.getByTestId("walk-in-dialog");
      await dialog.getByRole("button", { name: "Add walk-in" }).click();
      await expect(dialog.getByText("Patient name is required").first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page);
      await shot(page, testInfo, "tonight-walk-in-dialog", "dialog");
      await page.keyboard.press("Escape"); // nothing typed: closes without asking
      await expect(dialog).toHaveCount(0);
    } finally {
      await removeAppointments([...added, ...(await idsToday([walkInName]))]);
    }
  },
);
