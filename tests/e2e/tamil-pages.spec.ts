/**
 * Home, About, Services and Testimonials in Tamil (FEATURES.md §6), at 390 px and 1280 px: the
 * page says it is Tamil (`<html lang="ta-IN">`), its headings and content are Tamil (proper
 * names and the English term in brackets beside a medical one aside), the self-hosted Tamil
 * font draws it, long Tamil words wrap inside their boxes and nothing scrolls sideways, links
 * stay in Tamil, axe finds nothing. Full-page screenshots for a person to look at.
 */
import { expect, test } from "./fixtures/worker";
import { shot } from "../fixtures/e2e/manage";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";
import { englishInMain, overflowingText, TAMIL, tamilInBoxes } from "../fixtures/e2e/tamil";

/** The research papers' titles and journals keep their English names. */
const PAPERS = 'section[aria-labelledby="research-heading"] article :is(h3, h3 + p)';
/** A patient's name under a testimonial. */
const PATIENTS = "figcaption > span:first-child";

const PAGES = [
  {
    path: "/ta",
    name: "home",
    heading: "எங்கள் நோயாளிகள் சொல்வது",
    texts: ["இதய சிகிச்சை நிபுணர்", "முன்பதிவு செய்யுங்கள்", "15+ ஆண்டு அனுபவம்", "இப்போதே அழைக்கவும்"],
    // the doctor's name
    properNames: `h1, ${PATIENTS}`,
  },
  {
    path: "/ta/about",
    name: "about",
    heading: "சிறப்புச் சிகிச்சைப் பிரிவுகள்",
    texts: ["கல்வித் தகுதிகளும் சான்றுகளும்", "டி.எம். (இதயவியல்)", "வெளியிடப்பட்டது", "எங்கள் நோக்கம்"],
    properNames: `h1, ${PAPERS}`,
  },
  {
    path: "/ta/services",
    name: "services",
    heading: "முழுமையான இதய சிகிச்சை",
    texts: ["இ.சி.ஜி (ECG)", "15–20 நிமிடங்கள்", "3–5 மணி நேரம்", "நீங்கள் நம்பக்கூடிய கவனிப்பு"],
    properNames: "",
  },
  {
    path: "/ta/testimonials",
    name: "testimonials",
    heading: "எங்கள் நோயாளிகளின் அனுபவங்கள்",
    texts: ["10,000+ சிகிச்சை பெற்ற நோயாளிகள்", "5-க்கு 5 நட்சத்திர மதிப்பீடு", "மாதிரி உள்ளடக்கம்"],
    properNames: PATIENTS,
  },
];

for (const { path, name, heading, texts, properNames } of PAGES) {
  test(`${path} reads in Tamil and fits the screen`, { tag: "@mobile" }, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await shot(page, test.info(), `tamil-${name}`);

    await expect(page.locator("html")).toHaveAttribute("lang", "ta-IN");
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    for (const text of texts) await expect(page.locator("main").getByText(text).first()).toBeAttached();

    // Every heading of the page's own content is Tamil, but for the proper names.
    const headings = await page
      .locator("main :is(h1, h2, h3)")
      .evaluateAll(
        (hs, names) => hs.filter((h) => !names || !h.matches(names)).map((h) => h.textContent ?? ""),
        properNames,
      );
    expect(headings.length).toBeGreaterThanOrEqual(2);
    expect(headings.filter((h) => !TAMIL.test(h))).toEqual([]);
    // ...and so is everything else a patient reads or hears there.
    expect(await englishInMain(page, properNames)).toEqual([]);

    // Links to the site's pages keep the language.
    const hrefs = await page.locator("main a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !/^\/ta(\/|#|$)/.test(href ?? ""))).toEqual([]);

    // The self-hosted Tamil font is what draws the words (Chromium here has no Tamil font of its
    // own): loaded, and the font of every drawn Tamil text, on a first visit (no boxes).
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Clinic Tamil"', "தமிழ்"))).toBe(true);
    expect(await tamilInBoxes(page)).toEqual([]);

    await expectNoSidewaysScroll(page);
    expect(await overflowingText(page)).toEqual([]);
    await expectNoA11yViolations(page);
  });
}

test("the English pages keep their words and their links", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByText("INTERVENTIONAL CARDIOLOGIST")).toBeVisible();
  await expect(page.getByRole("link", { name: "Read all testimonials" })).toHaveAttribute("href", "/testimonials");
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comprehensive heart care");
  await expect(page.getByRole("link", { name: "Book Appointment" }).first()).toHaveAttribute("href", "/contact#book");
});
