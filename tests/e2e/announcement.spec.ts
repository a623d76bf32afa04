/**
 * The clinic's announcement (FEATURES.md §2) against the production server: published by the
 * admin call, it is in the server-rendered HTML of /, /services and /contact within 60 s (the
 * pages stay prerendered: the call revalidates them), and gone within 60 s of its removal; the
 * page with the banner passes axe and does not scroll sideways. The desk publishes and
 * removes it from the Clinic calendar screen's panel. A server that starts while one exists
 * shows it from its first page, the Tamil pages too (scripts/serve.ts regenerates the prerendered pages).
 *
 * The tests measure how long each page took and print it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { formatLongDate } from "../../lib/shared/clinic-time";
import { MAX_ANNOUNCEMENT_LENGTH } from "../../lib/shared/validation/calendar";
import { clinicDay } from "../fixtures/dates";
import { expect, test } from "../fixtures/e2e/login";
import { freePort } from "./fixtures/worker";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";
import { ANNOUNCEMENT_API, bannerIn, waitForBanner, WITHIN_MS } from "../fixtures/e2e/announcement";
import { dataEnv, startServer } from "../fixtures/e2e/server";

const PAGES = ["/", "/services", "/contact"] as const;
/** The screen that holds the desk's panel (the Clinic calendar). */
const PANEL_SCREEN = "/admin/calendar";

// One announcement for the whole site: the tests must not overlap.
test.describe.configure({ mode: "serial" });

const banner = (page: Page) => page.getByRole("region", { name: "Clinic announcement" });

/** A text of the project's own, so a leftover of another run never passes for it. */
const noticeText = (project: string) =>
  `Clinic closed on Friday for a cardiology conference (${project} ${Date.now()}). Appointments resume on Saturday.`;

test.afterEach(async ({ page }) => {
  await page.request.delete(ANNOUNCEMENT_API);
});

test("a published announcement reaches /, /services and /contact within 60 s, and goes within 60 s of its removal", async ({
  page,
  login,
}, testInfo) => {
  test.setTimeout(3 * WITHIN_MS);
  await login();
  const text = noticeText(testInfo.project.name);
  const until = clinicDay(10);

  const published = Date.now();
  const put = await page.request.put(ANNOUNCEMENT_API, { data: { text, until } });
  expect(put.status()).toBe(200);
  for (const p of PAGES) {
    const ms = await waitForBanner(page.request, p, (b) => b.includes(text), published);
    console.log(`[${testInfo.project.name}] banner on ${p} after ${ms} ms`);
  }

  // What the visitor sees: above the header, the text and its last day, accessible, no sideways scroll.
  await page.goto("/contact");
  await expect(banner(page)).toContainText(text);
  await expect(banner(page)).toContainText(`Until ${formatLongDate(until)}`);
  const bannerBox = (await banner(page).boundingBox())!;
  const headerBox = (await page.locator("header").first().boundingBox())!;
  expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(headerBox.y + 1);
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  const removed = Date.now();
  expect((await page.request.delete(ANNOUNCEMENT_API)).status()).toBe(200);
  for (const p of PAGES) {
    const ms = await waitForBanner(page.request, p, (b) => b === "", removed);
    console.log(`[${testInfo.project.name}] banner gone from ${p} after ${ms} ms`);
  }
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test(
  "the longest announcement fits the page at this width and passes axe",
  { tag: "@mobile" },
  async ({ page, login }) => {
    await login();
    const text = `${"Clinic closed for Pongal from Wednesday to Friday; appointments resume on Saturday. ".repeat(3)}`
      .slice(0, MAX_ANNOUNCEMENT_LENGTH)
      .trim();
    expect((await page.request.put(ANNOUNCEMENT_API, { data: { text } })).status()).toBe(200);
    await page.goto("/");
    await expect(banner(page)).toContainText(text);
    await expect(banner(page)).not.toContainText("Until");
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
  },
);

test("the desk publishes and removes the announcement from the Clinic calendar screen", async ({
  page,
  login,
}, testInfo) => {
  test.setTimeout(3 * WITHIN_MS);
  await login(PANEL_SCREEN);
  expect((await page.request.delete(ANNOUNCEMENT_API)).status()).toBe(200);
  await page.reload();
  const panel = page.getByRole("region", { name: "Website announcement" });
  await expect(panel.getByText("The website shows no announcement.")).toBeVisible();
  const field = panel.getByRole("textbox", { name: "Announcement" });
  const publish = panel.getByRole("button", { name: "Publish" });

  // Checked before it is sent, with the server's schema and words.
  await publish.click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/^Please enter the announcement\./);
  await field.fill("x".repeat(MAX_ANNOUNCEMENT_LENGTH + 1));
  await expect(field).not.toHaveAttribute("aria-invalid");
  await expect(field).toHaveAccessibleDescription(
    `${MAX_ANNOUNCEMENT_LENGTH + 1} / ${MAX_ANNOUNCEMENT_LENGTH} characters`,
  );
  await publish.click();
  await expect(field).toHaveAccessibleDescription(
    `An announcement can be at most ${MAX_ANNOUNCEMENT_LENGTH} characters. ${MAX_ANNOUNCEMENT_LENGTH + 1} / ${MAX_ANNOUNCEMENT_LENGTH} characters`,
  );
  // a field names the problem; the server's answers show below the form
  await expect(panel.getByRole("alert")).toHaveCount(0);

  const text = noticeText(testInfo.project.name);
  const until = clinicDay(5);
  await field.fill(text);
  await expect(panel.getByText(`${text.length} / ${MAX_ANNOUNCEMENT_LENGTH} characters`)).toBeVisible();
  await panel.getByLabel("Last day shown").fill(until);
  const published = Date.now();
  await publish.click();
  await expect(panel.getByRole("status")).toContainText("Announcement published.");
  const current = panel.getByTestId("announcement-current");
  await expect(current).toContainText(text);
  await expect(current).toContainText(`Shown until ${formatLongDate(until)}`);
  await expectNoSidewaysScroll(page);
  // the panel only: the rest of the Clinic calendar screen is its own spec's
  await expectNoA11yViolations(page, { include: '[data-testid="announcement-panel"]' });
  const shown = await waitForBanner(page.request, "/", (b) => b.includes(text), published);
  console.log(`[${testInfo.project.name}] published from the panel: on / after ${shown} ms`);

  // Remove asks first; keeping it hands focus back to Remove.
  await panel.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(panel.getByText("Remove this announcement from the website?")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Yes, remove it" })).toBeFocused();
  await panel.getByRole("button", { name: "Keep it" }).click();
  await expect(panel.getByRole("button", { name: "Remove", exact: true })).toBeFocused();
  await expect(current).toContainText(text);

  await panel.getByRole("button", { name: "Remove", exact: true }).click();
  const removed = Date.now();
  await panel.getByRole("button", { name: "Yes, remove it" }).click();
  await expect(panel.getByRole("status")).toContainText("Announcement removed.");
  await expect(panel.getByText("The website shows no announcement.")).toBeVisible();
  await expect(field).toHaveValue("");
  const gone = await waitForBanner(page.request, "/", (b) => b === "", removed);
  console.log(`[${testInfo.project.name}] removed from the panel: gone from / after ${gone} ms`);
});

test("a server that starts while an announcement exists shows it from its first page, in English and in Tamil", async ({
  page,
  login,
  e2eDatabase,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough: it tests the server's start");
  test.setTimeout(150_000);
  await login();
  // The shared build's pages are freshly regenerated without a banner (served from the cache,
  // not due for their minute's regeneration: the new server would serve them as they are)…
  expect((await page.request.delete(ANNOUNCEMENT_API)).status()).toBe(200);
  const english = [...PAGES, "/about"];
  const tamil = ["/ta/about", "/ta"];
  for (const p of [...english, ...tamil]) {
    await waitForBanner(page.request, p, (b) => b === "", Date.now());
    await expect
      .poll(async () => (await page.request.get(p)).headers()["x-nextjs-cache"], { message: `${p} fresh` })
      .toBe("HIT");
  }
  // …and a copy of the database holds an announcement: a second server starts on that copy
  // and the same build (its pages as the first server just wrote them). A copy, as the
  // migrations at start must not share the SQLite file with a running server.
  const text = noticeText("server start");
  const textTa = `திங்கள் விடுமுறை (${Date.now()})`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-announcement-"));
  const copy = path.join(dataDir, "clinic.db");
  await e2eDatabase.announcement.create({ data: { id: 1, text, textTa, updatedBy: "e2e" } });
  try {
    await e2eDatabase.$executeRawUnsafe(`VACUUM INTO '${copy}'`);
  } finally {
    await e2eDatabase.announcement.deleteMany({ where: { id: 1 } });
  }
  const server = await startServer(await freePort(), dataEnv(dataDir, { databaseUrl: `file:${copy}` }));
  try {
    for (const p of english) expect((await bannerIn(server.ctx, p)).text, `${p}: its first answer`).toContain(text);
    // scripts/serve.ts regenerates the Tamil pages as well as the English ones
    for (const p of tamil) expect((await bannerIn(server.ctx, p)).text, `${p}: its first answer`).toContain(textTa);
  } finally {
    await server.ctx.dispose();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
