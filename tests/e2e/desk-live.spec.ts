/**
 * The desk during the evening (FEATURES.md §4), in Chromium at 390 and 1280 px against the
 * production server (playwright.config.ts), which has no e-mail or WhatsApp configured:
 * - a patient books in another browser while the desk has Today's list open: the row and
 *   the notice "New booking: 7:30 PM" appear within 15 s, without a reload;
 * - a row's WhatsApp menu: its links answer 303 to wa.me with the message, the time and the
 *   patient's manage link; "We are closed that day" only under a closure;
 * - "Doctor running late": the preview lists tonight's remaining patients and the message;
 *   with no channel set up, "Show to N patients" puts the notice on their appointment pages
 *   and the server's answer shows as a notice.
 *
 * The server's clock is the real one. Today's rows are booked for real when today still has
 * a bookable time (else written straight into the e2e database, as the public booking would),
 * or booked on a day ahead of this spec's own and placed on today. Every test removes what it
 * added, pass or fail.
 */
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { SLOT_MINUTES, formatLongDate, formatSlot, isPastSlot, isSunday, todayIst } from "../../lib/shared/clinic-time";
import { MESSAGE_MESSAGES } from "../../lib/shared/validation/messages";
import { daysFromToday, nthClinicDay } from "../fixtures/dates";
import { shot } from "../fixtures/e2e/admin-patients";
import { book, freeTimes, placeAt, row } from "../fixtures/e2e/appointments";
import { agreeToNotice } from "../fixtures/e2e/booking-consent";
import { clientAddresses } from "../fixtures/e2e/clients";
import { e2eDatabaseClient, expect, test } from "../fixtures/e2e/login";
import { expectNoA11yViolations } from "../fixtures/e2e/page-checks";
import { chooseVisit } from "../fixtures/e2e/visit-reason";

const today = () => todayIst(new Date());

/** The `n`-th (under 8) clinic day of this spec's range, apart from its helpers' days. */
const deskDate = (testInfo: TestInfo, n: number) =>
  nthClinicDay(daysFromToday(272 + (testInfo.project.name === "desktop" ? 12 : 0)), n);

const clientIp = clientAddresses("100.64.14", 100);

/** Today's free times still ahead (a few minutes of margin for the booking to go through), latest first. */
async function freeTimesAhead(minutes = 3): Promise<string[]> {
  if (isSunday(today())) return [];
  const soon = new Date(Date.now() + minutes * 60_000);
  return (await freeTimes(e2eDatabaseClient(), today())).filter((t) => !isPastSlot(today(), t, soon));
}

/** An appointment booked ahead on a day of this spec's and placed on today at `time`, pending. */
async function seedToday(request: APIRequestContext, testInfo: TestInfo, name: string, time: string, n: number) {
  const booked = await book(request, testInfo, { name, date: deskDate(testInfo, n), time: "21:00" });
  await placeAt(e2eDatabaseClient(), booked.id, { date: today(), time });
  return { ...booked, preferred_date: today(), preferred_time: time };
}

/**
 * A public booking written straight into the database (source 'web', made now): for when
 * today has no bookable time left (a Sunday, the evening over). The server only reads the row.
 */
async function writeWebBooking(name: string, phone: string): Promise<{ id: number; time: string }> {
  const database = e2eDatabaseClient();
  const [time] = await freeTimes(database, today());
  if (!time) throw new Error("Today has no free time at all");
  const phoneKey = phone.replace(/\D/g, "").replace(/^91(?=\d{10}$)/, "");
  const patient = await database.patient.create({
    data: { name, nameKey: name.toLowerCase(), phone, phoneKey, age: 50, sex: "Female" },
  });
  const { id } = await database.appointment.create({
    data: {
      timestamp: new Date().toISOString() + Math.random().toString(36).slice(2, 6),
      patientId: patient.id,
      name,
      phone,
      age: 50,
      sex: "Female",
      serviceRequired: "ECG",
      preferredDate: today(),
      preferredTime: time,
      source: "web",
      createdAt: new Date(),
      activeSlot: `${today()} ${time}`,
    },
  });
  return { id, time };
}

/** Removes appointments (and the patients made for them) this spec added. */
async function removeAppointments(ids: number[]) {
  const database = e2eDatabaseClient();
  const patients = await database.appointment.findMany({ where: { id: { in: ids } }, select: { patientId: true } });
  await database.appointment.deleteMany({ where: { id: { in: ids } } });
  await database.patient.deleteMany({
    where: { id: { in: patients.map((p) => p.patientId) }, appointments: { none: {} } },
  });
}

/** "Sat 5 Sep, 9:00 PM": how the notice names a booking on another day. */
function dayAndTime(date: string, time: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1];
  return `${weekday} ${d} ${month}, ${formatSlot(time)}`;
}

async function openToday(page: Page, login: (path?: string) => Promise<void>) {
  await login("/admin/today-appointment");
  await expect(page.getByRole("heading", { name: new RegExp(`^Today · ${formatLongDate(today())}`) })).toBeVisible();
  await expect(page.getByTestId("appointment-count")).not.toHaveText("Loading…");
}

test("a booking made in one browser shows up in the desk's open Today list within 15 s", async ({
  page,
  request,
  login,
  browser,
}, testInfo) => {
  const tag = testInfo.project.name;
  const name = `Evening Walkin ${tag}`;
  const phone = tag === "desktop" ? "+91 97311 40002" : "+91 97311 40001";
  test.setTimeout(90_000);
  const added: number[] = [];
  const polled = () => page.waitForResponse((r) => r.url().includes("/api/admin/appointments/recent") && r.ok());
  try {
    // the desk's first question says from when to ask; it goes in the background (no session extended)
    const firstPoll = page.waitForRequest((r) => r.url().includes("/api/admin/appointments/recent"));
    const firstAnswer = polled();
    // …and asks again at once from there, taking what it finds as known (new-bookings.tsx): the
    // booking below is made only once that second answer is in, as a patient's would come later
    const settled = page.waitForResponse((r) => r.url().includes("/api/admin/appointments/recent?since=") && r.ok());
    await page.clock.install(); // the notice's 20 s run on the page's clock (it flows until fast-forwarded)
    await openToday(page, login);
    expect((await firstPoll).headers()["x-admin-background"]).toBe("1");
    expect(new URL((await firstPoll).url()).searchParams.has("since")).toBe(false);
    await firstAnswer;
    await settled;
    await expect(page.locator("tr[data-appointment-id]").filter({ hasText: name })).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { deskMark: number }).deskMark = 1));

    // a patient, in a browser of their own (no cookies), books today's latest free time
    const [time] = await freeTimesAhead();
    let bookedTime: string;
    if (time) {
      const patient = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
      try {
        const form = await patient.newPage();
        await form.setExtraHTTPHeaders({ "x-forwarded-for": clientIp(testInfo) });
        await form.goto("/contact#book");
        await expect(form.getByLabel(/Preferred date/)).toHaveAttribute("min", today());
        await form.getByLabel(/Patient's full name/).fill(name);
        await form.getByLabel(/Phone number/).fill(phone);
        await form.getByLabel(/Email/).fill(`evening.walkin.${tag}@example.com`);
        await form.getByLabel(/^Age/).fill("52");
        await form.getByRole("radio", { name: "Female" }).check();
        await chooseVisit(form, "ECG");
        await form.getByLabel(/Address/).fill("3 Luz Church Road, Chennai");
        await form.getByLabel(/Occupation/).fill("Shopkeeper");
        const slots = form.waitForResponse((r) => r.url().includes(`/api/appointments/slots?date=${today()}`));
        await form.getByLabel(/Preferred date/).fill(today());
        await slots;
        await form.getByLabel(/Preferred time/).selectOption(time);
        await agreeToNotice(form);
        await form.getByRole("button", { name: "Book Appointment" }).last().click();
        await expect(form.getByTestId("booking-summary")).toContainText(name);
      } finally {
        await patient.close();
      }
      const stored = await e2eDatabaseClient().appointment.findFirstOrThrow({
        where: { name, preferredDate: today(), preferredTime: time },
        select: { id: true, source: true },
      });
      expect(stored.source).toBe("web");
      added.push(stored.id);
      bookedTime = time;
    } else {
      testInfo.annotations.push({
        type: "note",
        description: "no bookable time left today: the row was written directly",
      });
      const written = await writeWebBooking(name, phone);
      added.push(written.id);
      bookedTime = written.time;
    }

    // the desk sees it without touching anything: the row, and the quiet notice
    const booked = page.locator("tr[data-appointment-id]").filter({ hasText: name });
    await expect(booked).toBeVisible({ timeout: 15_000 });
    const notice = page.getByRole("status").filter({ hasText: "New booking:" });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(notice.getByTestId("new-booking-notice")).toContainText(`New booking: ${formatSlot(bookedTime)}`);
    // still the same page: nothing reloaded it
    expect(await page.evaluate(() => (window as unknown as { deskMark?: number }).deskMark)).toBe(1);
    await expect(booked).toContainText(formatSlot(bookedTime));
    await shot(page, testInfo, "desk-new-booking");

    // the next answers overlap this one: the booking is not announced again
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await expect(page.getByTestId("new-booking-notice")).toHaveCount(0);
    for (let i = 0; i < 2; i++) await polled();
    await expect(page.getByTestId("new-booking-notice")).toHaveCount(0);

    // on the dashboard (another screen, the same tab) the desk keeps asking from where it was;
    // a booking for another day names that day, and leads to it
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const ahead = deskDate(testInfo, 0);
    const later = await book(request, testInfo, { name: `Next Week ${tag}`, date: ahead, time: "21:00" });
    added.push(later.id);
    const second = page.getByRole("status").filter({ hasText: "New booking:" });
    await expect(second).toContainText(`New booking: ${dayAndTime(ahead, "21:00")}`, { timeout: 15_000 });
    await shot(page, testInfo, "desk-new-booking-dashboard");
    const view = second.getByRole("link", { name: "View the list" });
    await expect(view).toHaveAttribute("href", `/admin/select-date?date=${ahead}`);
    await view.click();
    await expect(page).toHaveURL(new RegExp(`/admin/select-date\\?date=${ahead}$`));
    await expect(row(page, later.id)).toBeVisible();
    await expect(page.getByTestId("new-booking-notice")).toHaveCount(0);

    // on that day's list, another for it: no way to where the desk already is; gone after 20 s
    const third = await book(request, testInfo, { name: `Same Day ${tag}`, date: ahead, time: "20:45" });
    added.push(third.id);
    await expect(row(page, third.id)).toBeVisible({ timeout: 15_000 });
    const sameDay = page.getByTestId("new-booking-notice");
    await expect(sameDay).toHaveText(new RegExp(`^New booking: ${dayAndTime(ahead, "20:45")}\\s*Dismiss$`));
    await page.mouse.move(0, 0); // not pointed at: it keeps its own time
    await page.clock.fastForward(15_000);
    await expect(sameDay).toBeVisible();
    await page.clock.fastForward(6_000);
    await page.clock.fastForward(1_000);
    await expect(sameDay).toHaveCount(0);
  } finally {
    await removeAppointments(added);
  }
});

test("a row's WhatsApp links answer 303 to wa.me with the time and the manage link; 'closed' only under a closure", async ({
  page,
  request,
  login,
}, testInfo) => {
  const tag = testInfo.project.name;
  const date = deskDate(testInfo, 1);
  const reason = `Desk live closure ${tag}`;
  const booked = await book(request, testInfo, { name: `Wasapp Patient ${tag}`, date, time: "19:30" });
  try {
    await login(`/admin/select-date?date=${date}`);
    const r = row(page, booked.id);
    await expect(r).toBeVisible();
    const menuButton = r.getByRole("button", { name: `Send Wasapp Patient ${tag} a WhatsApp message` });
    await menuButton.click();
    const menu = page.getByRole("menu", { name: `WhatsApp messages for Wasapp Patient ${tag}` });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem")).toHaveCount(2);
    await expect(menu.getByRole("menuitem", { name: /We are closed that day/ })).toHaveCount(0);
    const confirm = menu.getByRole("menuitem", { name: /Send confirmation/ });
    await expect(confirm).toHaveAttribute("target", "_blank");
    await expect(confirm).toHaveAttribute("rel", "noopener noreferrer");
    await expect(confirm).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: /Send reminder/ })).toBeFocused();
    await shot(page, testInfo, "desk-whatsapp-menu");
    await expectNoA11yViolations(page, { include: `tr[data-appointment-id="${booked.id}"]` });

    for (const [kind, words] of [
      ["confirmation", "is booked for"],
      ["reminder", "A reminder of your appointment"],
    ] as const) {
      const href = await menu
        .getByRole("menuitem", { name: kind === "confirmation" ? /confirmation/ : /reminder/ })
        .getAttribute("href");
      expect(href).toBe(`/api/admin/messages/chat?appointmentId=${booked.id}&kind=${kind}`);
      const res = await page.request.get(href!, { maxRedirects: 0 });
      expect(res.status()).toBe(303);
      const location = res.headers()["location"];
      expect(location).toMatch(/^https:\/\/wa\.me\/9198400\d{5}\?text=/);
      expect(location).toContain(encodeURIComponent(formatSlot("19:30")));
      const text = decodeURIComponent(location.split("?text=")[1]);
      expect(text).toContain(words);
      expect(text).toContain(`${formatLongDate(date)} at 7:30 PM`);
      expect(text).toMatch(/\/appointment\/[\w-]{20,}/);
    }
    // the link is the desk's: without the session, nothing
    const outsider = await request.get(`/api/admin/messages/chat?appointmentId=${booked.id}&kind=reminder`, {
      maxRedirects: 0,
    });
    expect(outsider.status()).toBe(401);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // the clinic closes that evening: the row offers "We are closed that day", with the reason
    await e2eDatabaseClient().closure.create({
      data: { startDate: date, endDate: date, reason, createdBy: "e2e" },
    });
    await page.reload();
    await expect(r.getByTestId("clinic-closed")).toContainText(reason);
    await menuButton.click();
    const closed = menu.getByRole("menuitem", { name: /We are closed that day/ });
    await expect(closed).toBeVisible();
    await expect(menu.getByRole("menuitem")).toHaveCount(3);
    const res = await page.request.get((await closed.getAttribute("href"))!, { maxRedirects: 0 });
    expect(res.status()).toBe(303);
    const text = decodeURIComponent(res.headers()["location"].split("?text=")[1]);
    expect(text).toContain(`The clinic is closed on ${formatLongDate(date)} (${reason})`);
    expect(text).toMatch(/\/appointment\/[\w-]{20,}/);
  } finally {
    await e2eDatabaseClient().closure.deleteMany({ where: { reason } });
    await removeAppointments([booked.id]);
  }
});

test("doctor running late: minutes, the preview of tonight's remaining patients, and Show puts the notice on their pages", async ({
  page,
  request,
  login,
}, testInfo) => {
  const tag = testInfo.project.name;
  const added: number[] = [];
  // Show records tonight's notice: put back what was there before (usually nothing)
  const database = e2eDatabaseClient();
  const evening = await database.evening.findUnique({ where: { date: today() } });
  try {
    // two of tonight's patients, at free times still ahead (none when the evening is over)
    const ahead = (await freeTimesAhead(SLOT_MINUTES)).slice(0, 2).reverse();
    const seeded = [];
    for (const [i, time] of ahead.entries()) {
      const s = await seedToday(request, testInfo, `Late Evening ${i + 1} ${tag}`, time, 2 + i);
      added.push(s.id);
      seeded.push(s);
    }

    await openToday(page, login);
    await page.getByRole("button", { name: "Running late" }).click();
    const dialog = page.getByRole("dialog", { name: "Doctor running late" });
    await expect(dialog).toBeVisible();
    const preview = dialog.getByTestId("running-late-preview");
    await expect(dialog.getByRole("radio", { name: "15 min" })).toBeChecked();
    await expect(dialog.getByLabel("Or minutes:")).toHaveValue("15");

    const answer = await (await page.request.get("/api/admin/messages/running-late?minutes=30")).json();
    if (answer.recipients.length === 0) {
      // the evening is over: nobody to tell, nothing to send
      testInfo.annotations.push({ type: "note", description: "the clinic evening is over: nobody left tonight" });
      await expect(preview).toContainText(MESSAGE_MESSAGES.nobodyLeft);
      await expect(dialog.getByRole("button", { name: "Show" })).toBeDisabled();
      return;
    }

    // a chip: the message follows the minutes
    await dialog.getByText("30 min", { exact: true }).click();
    await expect(dialog.getByLabel("Or minutes:")).toHaveValue("30");
    await expect(dialog.getByTestId("running-late-text")).toContainText("running about 30 minutes late");
    const list = preview.getByRole("list", { name: "Tonight's remaining patients" });
    for (const s of seeded) {
      await expect(list.getByRole("listitem").filter({ hasText: s.name })).toContainText(formatSlot(s.preferred_time));
    }
    await expect(list.getByRole("listitem")).toHaveCount(answer.recipients.length);
    // how each is told (issue 26): with no channel on this server, in person, and why
    for (const s of seeded) {
      await expect(list.getByRole("listitem").filter({ hasText: s.name })).toContainText(
        MESSAGE_MESSAGES.inPersonNoChannel,
      );
    }
    await expect(dialog.getByRole("status").filter({ hasText: "sending are not set up" })).toContainText(
      "the notice is put on the patients' appointment pages",
    );

    // typed minutes: out of range is refused before anything is sent
    const minutes = dialog.getByLabel("Or minutes:");
    await minutes.fill("200");
    await expect(dialog.getByText(MESSAGE_MESSAGES.minutes)).toBeVisible();
    await expect(minutes).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByRole("button", { name: /^Show/ })).toBeDisabled();
    await minutes.fill("25");
    await expect(dialog.getByTestId("running-late-text")).toContainText("running about 25 minutes late");
    await expect(dialog.getByRole("radio", { name: /min$/, checked: true })).toHaveCount(0);

    await expectNoA11yViolations(page);
    await shot(page, testInfo, "desk-running-late");

    // no channel on this server: Show records the notice for the appointment pages, and the
    // server's answer (how many, and the WhatsApp links as the way to tell them) is the notice
    const remaining = (await (await page.request.get("/api/admin/messages/running-late?minutes=25")).json()).recipients
      .length;
    await dialog
      .getByRole("button", { name: `Show to ${remaining} ${remaining === 1 ? "patient" : "patients"}` })
      .click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole("status").filter({ hasText: MESSAGE_MESSAGES.runningLateShown(remaining) }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Running late" })).toBeFocused();
    await shot(page, testInfo, "desk-running-late-shown");
    const late = (await (await page.request.get("/api/admin/queue")).json()).runningLate;
    expect(late?.minutes).toBe(25);
  } finally {
    await removeAppointments(added);
    if (evening) await database.evening.update({ where: { date: evening.date }, data: evening });
    else await database.evening.deleteMany({ where: { date: today() } });
  }
});
