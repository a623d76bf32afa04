/**
 * The announcement in Tamil (FEATURES.md §2, §6) against the production server: one change
 * reaches the English and the Tamil pages within 60 s (one revalidation covers both languages);
 * a Tamil page shows the staff's Tamil text, or the English marked as English when there is
 * none; the desk writes it in the panel's "Tamil text (optional)". (A server that starts while one
 * exists shows it on the Tamil pages too: announcement.spec.ts.)
 */
import { MESSAGES } from "../../messages";
import { formatLongDate } from "../../lib/shared/clinic-time";
import { clinicDay } from "../fixtures/dates";
import { expect, test } from "../fixtures/e2e/login";
import { shot } from "../fixtures/e2e/manage";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";
import { ANNOUNCEMENT_API, bannerIn, waitForBanner, WITHIN_MS } from "../fixtures/e2e/announcement";

const TA = MESSAGES.ta.site.announcement;

// One announcement for the whole site: the tests must not overlap (nor with announcement.spec.ts).
test.describe.configure({ mode: "serial" });

const stamp = (project: string) => `${project} ${Date.now()}`;

test.afterEach(async ({ page }) => {
  await page.request.delete(ANNOUNCEMENT_API);
});

test(
  "one change reaches /about in English and /ta/about in Tamil within 60 s; without Tamil text /ta shows the English",
  { tag: "@mobile" },
  async ({ page, login }, testInfo) => {
    test.setTimeout(3 * WITHIN_MS);
    await login();
    const id = stamp(testInfo.project.name);
    const text = `Clinic closed on Friday (${id}). Appointments resume on Saturday.`;
    const textTa = `வெள்ளிக்கிழமை மருத்துவமனை விடுமுறை (${id}). சனிக்கிழமை முதல் முன்பதிவுகள் வழக்கம்போல்.`;
    const until = clinicDay(10);

    const published = Date.now();
    expect((await page.request.put(ANNOUNCEMENT_API, { data: { text, textTa, until } })).status()).toBe(200);
    const en = await waitForBanner(page.request, "/about", (b) => b.includes(text), published);
    const ta = await waitForBanner(page.request, "/ta/about", (b) => b.includes(textTa), published);
    console.log(`[${testInfo.project.name}] banner on /about after ${en} ms, on /ta/about after ${ta} ms`);
    const tamil = await bannerIn(page.request, "/ta/about");
    expect(tamil.text).not.toContain(text);
    expect(tamil.html).toContain(`aria-label="${TA.label}"`);
    expect(tamil.text).toContain(TA.until.replace("{date}", formatLongDate(until, "ta")));
    expect((await bannerIn(page.request, "/about")).text).toContain(`Until ${formatLongDate(until)}`);

    // what a visitor sees on a phone: in the page's language, no sideways scroll, axe clean
    await waitForBanner(page.request, "/ta/contact", (b) => b.includes(textTa), published);
    await page.goto("/ta/contact");
    const region = page.getByRole("region", { name: TA.label });
    await expect(region).toContainText(textTa);
    await shot(page, testInfo, "banner-ta", page.locator("[data-announcement]"));
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);

    // English only: the Tamil page shows it, marked as English
    const changed = Date.now();
    expect((await page.request.put(ANNOUNCEMENT_API, { data: { text: `${text} Updated.` } })).status()).toBe(200);
    await waitForBanner(page.request, "/ta/about", (b) => b.includes(`${text} Updated.`), changed);
    expect((await bannerIn(page.request, "/ta/about")).html).toMatch(/<p class="font-medium" lang="en-IN">/);
    expect((await bannerIn(page.request, "/about")).html).not.toContain('lang="en-IN"');

    const removed = Date.now();
    expect((await page.request.delete(ANNOUNCEMENT_API)).status()).toBe(200);
    await waitForBanner(page.request, "/ta/about", (b) => b === "", removed);
    await waitForBanner(page.request, "/about", (b) => b === "", removed);
  },
);

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
  const ms = await waitForBanner(page.request, "/ta", (b) => b.includes(textTa), published);
  console.log(`[${testInfo.project.name}] Tamil text from the panel on /ta after ${ms} ms`);
  expect((await bannerIn(page.request, "/")).text).toContain(text);
});
