/**
 * The announcement in Tamil (FEATURES.md §2, §6) against the production server: one change
 * reaches the English and the Tamil pages within 60 s (one revalidation covers both languages);
 * a Tamil page shows the staff's Tamil text, or the English marked as English when there is
 * none; the desk writes it in the panel's "Tamil text (optional)"; a server that starts while one
 * exists regenerates the Tamil pages as well as the English ones (scripts/serve.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { MESSAGES } from "../../messages";
import { formatLongDate } from "../../lib/shared/clinic-time";
import { clinicDay } from "../fixtures/dates";
import { expect, test } from "../fixtures/e2e/login";
import { shot } from "../fixtures/e2e/manage";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";
import { textOf } from "../fixtures/e2e/public-pages";
import { startServer } from "../fixtures/e2e/server";

const ANNOUNCEMENT_API = "/api/admin/announcement";
const WITHIN_MS = 60_000;
const TA = MESSAGES.ta.site.announcement;

// One announcement for the whole site: the tests must not overlap (nor with announcement.spec.ts).
test.describe.configure({ mode: "serial" });

/** The banner of a page's server-rendered HTML: its text and the lang of the notice ("" when none). */
async function banner(request: APIRequestContext, pagePath: string): Promise<{ text: string; html: string }> {
  const res = await request.get(pagePath);
  expect(res.status()).toBe(200);
  const section = /<section aria-label="[^"]*" data-announcement[\s\S]*?<\/section>/.exec(await res.text());
  return section ? { text: textOf(section[0]).trim(), html: section[0] } : { text: "", html: "" };
}

async function waitFor(request: APIRequestContext, pagePath: string, done: (text: string) => boolean, since: number) {
  await expect
    .poll(async () => done((await banner(request, pagePath)).text), {
      message: `${pagePath} within ${WITHIN_MS / 1000} s`,
      timeout: Math.max(0, since + WITHIN_MS - Date.now()),
      intervals: [250, 500, 1000],
    })
    .toBe(true);
  return Date.now() - since;
}

const stamp = (project: string) => `${project} ${Date.now()}`;

test.afterEach(async ({ page }) => {
  await page.request.delete(ANNOUNCEMENT_API);
});

test("one change reaches /about in English and /ta/about in Tamil within 60 s; without Tamil text /ta shows the English", async ({
  page,
  login,
}, testInfo) => {
  test.setTimeout(3 * WITHIN_MS);
  await login();
  const id = stamp(testInfo.project.name);
  const text = `Clinic closed on Friday (${id}). Appointments resume on Saturday.`;
  const textTa = `வெள்ளிக்கிழமை மருத்துவமனை விடுமுறை (${id}). சனிக்கிழமை முதல் சந்திப்புகள் வழக்கம்போல்.`;
  const until = clinicDay(10);

  const published = Date.now();
  expect((await page.request.put(ANNOUNCEMENT_API, { data: { text, textTa, until } })).status()).toBe(200);
  const en = await waitFor(page.request, "/about", (b) => b.includes(text), published);
  const ta = await waitFor(page.request, "/ta/about", (b) => b.includes(textTa), published);
  console.log(`[${testInfo.project.name}] banner on /about after ${en} ms, on /ta/about after ${ta} ms`);
  const tamil = await banner(page.request, "/ta/about");
  expect(tamil.text).not.toContain(text);
  expect(tamil.html).toContain(`aria-label="${TA.label}"`);
  expect(tamil.text).toContain(TA.until.replace("{date}", formatLongDate(until, "ta")));
  expect((await banner(page.request, "/about")).text).toContain(`Until ${formatLongDate(until)}`);

  // what a visitor sees on a phone: in the page's language, no sideways scroll, axe clean
  await waitFor(page.request, "/ta/contact", (b) => b.includes(textTa), published);
  await page.goto("/ta/contact");
  const region = page.getByRole("region", { name: TA.label });
  await expect(region).toContainText(textTa);
  await shot(page, testInfo, "banner-ta", page.locator("[data-announcement]"));
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  // English only: the Tamil page shows it, marked as English
  const changed = Date.now();
  expect((await page.request.put(ANNOUNCEMENT_API, { data: { text: `${text} Updated.` } })).status()).toBe(200);
  await waitFor(page.request, "/ta/about", (b) => b.includes(`${text} Updated.`), changed);
  expect((await banner(page.request, "/ta/about")).html).toMatch(/<p class="font-medium" lang="en-IN">/);
  expect((await banner(page.request, "/about")).html).not.toContain('lang="en-IN"');

  const removed = Date.now();
  expect((await page.request.delete(ANNOUNCEMENT_API)).status()).toBe(200);
  await waitFor(page.request, "/ta/about", (b) => b === "", removed);
  await waitFor(page.request, "/about", (b) => b === "", removed);
});

test("the desk writes the Tamil text in the panel's 'Tamil text (optional)'", async ({ page, login }, testInfo) => {
  test.setTimeout(3 * WITHIN_MS);
  await login("/admin/calendar");
  expect((await page.request.delete(ANNOUNCEMENT_API)).status()).toBe(200);
  await page.reload();
  const panel = page.getByRole("region", { name: "Website announcement" });
  await expect(panel.getByText("The website shows no announcement.")).toBeVisible();
  const id = stamp(testInfo.project.name);
  const text = `New evening hours from December (${id})`;
  const textTa = `டிசம்பர் முதல் புதிய மாலை நேரம் (${id})`;
  await panel.getByRole("textbox", { name: "Announcement" }).fill(text);
  const tamil = panel.getByRole("textbox", { name: "Tamil text (optional)" });
  await expect(tamil).toHaveAttribute("lang", "ta-IN");
  await tamil.fill("அ".repeat(201));
  await panel.getByRole("button", { name: "Publish" }).click();
  await expect(tamil).toBeFocused();
  await expect(tamil).toHaveAccessibleDescription(/^The Tamil text can be at most 200 characters\./);
  await tamil.fill(textTa);
  await expect(tamil).toHaveAccessibleDescription(/ \d+ \/ 200 characters$/);
  const published = Date.now();
  await panel.getByRole("button", { name: "Publish" }).click();
  await expect(panel.getByRole("status")).toContainText("Announcement published.");
  await expect(panel.getByTestId("announcement-current-ta")).toContainText(textTa);
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page, { include: '[data-testid="announcement-panel"]' });
  const ms = await waitFor(page.request, "/ta", (b) => b.includes(textTa), published);
  console.log(`[${testInfo.project.name}] Tamil text from the panel on /ta after ${ms} ms`);
  expect((await banner(page.request, "/")).text).toContain(text);
});

test("a server that starts while an announcement exists shows it on the Tamil pages too", async ({
  page,
  login,
  e2eDatabase,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough: it tests the server's start");
  test.setTimeout(150_000);
  await login();
  expect((await page.request.delete(ANNOUNCEMENT_API)).status()).toBe(200);
  const pages = ["/about", "/ta/about", "/ta"];
  for (const p of pages) {
    await waitFor(page.request, p, (b) => b === "", Date.now());
    await expect
      .poll(async () => (await page.request.get(p)).headers()["x-nextjs-cache"], { message: `${p} fresh` })
      .toBe("HIT");
  }
  const id = stamp("server start");
  const text = `Closed on Monday (${id})`;
  const textTa = `திங்கள் விடுமுறை (${id})`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-announcement-ta-"));
  const copy = path.join(dataDir, "clinic.db");
  await e2eDatabase.announcement.create({ data: { id: 1, text, textTa, updatedBy: "e2e" } });
  try {
    await e2eDatabase.$executeRawUnsafe(`VACUUM INTO '${copy}'`);
  } finally {
    await e2eDatabase.announcement.deleteMany({ where: { id: 1 } });
  }
  const server = await startServer(Number(process.env.E2E_PORT ?? 3100) + 1001, {
    DATABASE_URL: `file:${copy}`,
    UPLOADS_DIR: path.join(dataDir, "uploads"),
    BACKUPS_DIR: path.join(dataDir, "backups"),
  });
  try {
    expect((await banner(server.ctx, "/about")).text, "/about: its first answer").toContain(text);
    for (const p of ["/ta/about", "/ta"]) {
      expect((await banner(server.ctx, p)).text, `${p}: its first answer`).toContain(textTa);
    }
  } finally {
    await server.ctx.dispose();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
