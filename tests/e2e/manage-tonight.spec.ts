/**
 * The patient's manage page on the evening (FEATURES.md §5), in Chromium at 390 and 1280 px:
 * booked and not arrived, it asks the patient to check in at the desk; checked in behind two
 * others, it shows the token, how many are ahead and a rough wait; as the desk presses Next
 * and says the doctor is running late, the page follows by itself within its 30 s poll (the
 * patient's page runs on Playwright's clock, fast-forwarded); with the doctor, it says to go
 * in; once seen, the card goes.
 *
 * Today's patients are booked ahead and placed on today (tests/fixtures/e2e/tonight.ts), so
 * the test runs at any hour of any day; they, and tonight's running-late notice, are put back
 * as they were in `finally`.
 */
import type { Page, TestInfo } from "@playwright/test";
import { clientAddresses } from "../fixtures/e2e/clients";
import { e2eDatabaseClient, expect, test } from "../fixtures/e2e/login";
import { shot } from "../fixtures/e2e/manage";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";
import { bookForTonight, freeTimesToday, removeAppointments, today } from "../fixtures/e2e/tonight";

/** The patient's own address, so the manage link's per-client limit is theirs alone. */
const patientIp = clientAddresses("100.64.15", 100);

const POLL_MS = 30_000;

test(
  "the manage page on the evening: check in, the token and who is ahead, Next and running late as they happen",
  { tag: "@mobile" },
  async ({ page, request, login, browser }, testInfo: TestInfo) => {
    test.setTimeout(90_000);
    const tag = testInfo.project.name;
    const database = e2eDatabaseClient();
    const evening = await database.evening.findUnique({ where: { date: today() } });
    const added: number[] = [];
    const patient = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: testInfo.project.use.viewport,
      extraHTTPHeaders: { "x-forwarded-for": patientIp(testInfo) },
    });
    try {
      // three of tonight's patients: Kamala is ours, Arun and Bhavani arrive before her
      const [t1, t2, t3] = await freeTimesToday(3);
      const first = await bookForTonight(request, testInfo, { name: `Arun Early ${tag}`, time: t1, day: 0 });
      const second = await bookForTonight(request, testInfo, { name: `Bhavani Early ${tag}`, time: t2, day: 1 });
      const ours = await bookForTonight(request, testInfo, { name: `Kamala Waiting ${tag}`, time: t3, day: 2 });
      added.push(first.id, second.id, ours.id);
      await login("/admin");
      const desk = page.request;
      const checkIn = async (id: number) => {
        const res = await desk.post("/api/admin/queue/check-in", { data: { appointmentId: id } });
        expect(res.status(), await res.text()).toBe(200);
        return (await res.json()).token as number;
      };
      const next = async () => {
        const res = await desk.post("/api/admin/queue/next", { data: {} });
        expect(res.status(), await res.text()).toBe(200);
        return (await res.json()).current as { token: number; name: string } | null;
      };

      // not arrived yet: a word to check in at the desk
      const view = await patient.newPage();
      await view.clock.install(); // the page's 30 s poll runs on this clock (it flows until fast-forwarded)
      await view.goto(ours.managePath);
      const card = view.getByTestId("tonight-position");
      await expect(card).toContainText("Please check in at the desk when you arrive");
      await expect(card).not.toContainText("Your token");
      await expect(view.getByRole("heading", { level: 1 })).toHaveText(`Hello, Kamala Waiting ${tag}`);
      await shot(view, testInfo, "manage-tonight-booked");

      // Arun and Bhavani check in first, then Kamala: two ahead of her
      const tokenA = await checkIn(first.id);
      const tokenB = await checkIn(second.id);
      const tokenK = await checkIn(ours.id);
      expect([tokenB - tokenA, tokenK - tokenB]).toEqual([1, 1]);
      await polled(view);
      await expect(card).toContainText(`Your token: ${tokenK}`);
      await expect(card).toContainText("2 ahead of you");
      await expect(card).not.toContainText("Now with the doctor");
      const { averageMinutes } = await (await desk.get("/api/admin/queue")).json();
      // nobody is in yet: two consultations of tonight's average
      await expect(card).toContainText(`About ${2 * averageMinutes} minutes`);
      await expect(card).toContainText("estimate from tonight's average consultation");
      await expect(view.getByText("Please arrive 15 minutes early")).toHaveCount(0);
      await expectNoA11yViolations(view);
      if (tag === "mobile") await expectNoSidewaysScroll(view);
      await shot(view, testInfo, "manage-tonight-waiting");

      // the desk presses Next: Arun goes in. The page follows by itself at its next poll.
      expect((await next())?.token).toBe(tokenA);
      await view.clock.fastForward(POLL_MS / 2);
      await expect(card).toContainText("2 ahead of you"); // not asked yet
      await polled(view, POLL_MS / 2);
      await expect(card).toContainText("1 ahead of you");
      await expect(card).toContainText(`Now with the doctor: token ${tokenA}`);
      await expect(card).toContainText(/About \d+ minutes?/);
      // the change is read out politely
      await expect(card.locator("[aria-live=polite]")).toHaveText(
        `Your token: ${tokenK}. 1 ahead of you. Now with the doctor: token ${tokenA}.`,
      );

      // the doctor is running late: the notice reaches the page
      const late = await desk.post("/api/admin/messages/running-late", { data: { minutes: 20 } });
      expect(late.status(), await late.text()).toBe(200);
      await polled(view);
      await expect(card).toContainText("The doctor is running about 20 minutes late tonight.");
      await expectNoA11yViolations(view);
      await shot(view, testInfo, "manage-tonight-late");

      // an update that does not come through (offline, too many requests): the card says so, and
      // the next one puts it right
      await view.route("**/api/appointments/manage/**", (route) => route.abort(), { times: 1 });
      const failed = view.waitForEvent("requestfailed", (r) => r.url().includes("/api/appointments/manage/"));
      await view.clock.fastForward(POLL_MS);
      await failed;
      await expect(card).toContainText("Could not update just now");
      await expect(card).toContainText("The doctor is running about 20 minutes late tonight.");
      await polled(view);
      await expect(card).toContainText("This card updates by itself every 30 seconds.");

      // Bhavani goes in: Kamala is next; then Kamala's turn
      expect((await next())?.token).toBe(tokenB);
      await polled(view);
      await expect(card).toContainText("You are next");
      await expect(card).toContainText(`Now with the doctor: token ${tokenB}`);
      expect((await next())?.token).toBe(tokenK);
      await polled(view);
      await expect(card).toContainText("It's your turn — please go in");
      await expect(card).toContainText(`Your token: ${tokenK}`);
      await expect(card).not.toContainText("Now with the doctor");
      await expect(card).not.toContainText("About");
      await expectNoA11yViolations(view);
      await shot(view, testInfo, "manage-tonight-turn");

      // seen: the card goes, the appointment reads Done, and the page stops asking
      expect(await next()).toBeNull();
      await polled(view);
      await expect(card).toHaveCount(0);
      await expect(view.getByTestId("appointment-details")).toContainText("Done");
      let asked = false;
      view.on("request", (r) => {
        if (r.url().includes("/api/appointments/manage/")) asked = true;
      });
      await view.clock.fastForward(POLL_MS * 2);
      await view.waitForTimeout(500);
      expect(asked).toBe(false);
    } finally {
      await patient.close();
      await removeAppointments(added);
      if (evening) await database.evening.update({ where: { date: evening.date }, data: evening });
      else await database.evening.deleteMany({ where: { date: today() } });
    }
  },
);

/** Moves the page's clock on by `ms` (a whole poll) and waits for the page's own GET of the appointment. */
async function polled(view: Page, ms = POLL_MS) {
  const answer = view.waitForResponse((r) => r.url().includes("/api/appointments/manage/") && r.status() === 200);
  await view.clock.fastForward(ms);
  await answer;
}
