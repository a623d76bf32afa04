/**
 * The ambulance number and the floating WhatsApp button (issue 29): "108" is one tap to call
 * wherever a page writes it, in English and Tamil; on a 390 px phone the floating button never
 * sits over "call 108" on /contact nor over the hours on the Tamil home page, wherever the
 * patient has scrolled them to.
 */
import type { Locator, Page } from "@playwright/test";
import { MESSAGES } from "../../messages";
import { expect, test } from "../fixtures/e2e/login";

/** lib/content/clinic.ts's EMERGENCY_NUMBER (that module reads the server's configuration: not importable here). */
const EMERGENCY_NUMBER = "108";

test("every 108 on the pages that write it is tap-to-call, in both languages", async ({ page }) => {
  for (const path of ["/contact", "/patient-info", "/terms", "/ta/contact", "/ta/patient-info", "/ta/terms"]) {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main, path).toContainText(EMERGENCY_NUMBER);
    // each "108" standing in the text is inside a tel: link
    const bare = await main.evaluate((root, number) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!new RegExp(`\\b${number}\\b`).test(node.textContent ?? "")) continue;
        if (node.parentElement?.closest("script, style, template")) continue; // data, not words on the page
        if (!node.parentElement?.closest(`a[href="tel:${number}"]`)) found.push(node.textContent!.trim());
      }
      return found;
    }, EMERGENCY_NUMBER);
    expect(bare, path).toEqual([]);
  }
});

/** The floating button's box when it can be seen and tapped (it steps aside by fading out). */
async function shownButton(page: Page) {
  const widget = page.locator("[data-floating-contact]");
  const shown = await widget.evaluate((el) => getComputedStyle(el).opacity !== "0");
  return shown ? widget.locator("button").last().boundingBox() : null;
}

/** Scrolls `target` to each height in the bottom quarter of the screen and checks the button is never over it. */
async function expectNeverCovered(page: Page, target: Locator) {
  const height = page.viewportSize()!.height;
  for (let fromBottom = 8; fromBottom <= height / 4; fromBottom += 40) {
    await target.evaluate((el, y) => {
      const box = el.getBoundingClientRect();
      window.scrollBy(0, box.bottom - (window.innerHeight - y));
    }, fromBottom);
    await expect
      .poll(async () => {
        const [box, button] = [await target.boundingBox(), await shownButton(page)];
        if (!box || !button) return 0;
        const w = Math.min(box.x + box.width, button.x + button.width) - Math.max(box.x, button.x);
        const h = Math.min(box.y + box.height, button.y + button.height) - Math.max(box.y, button.y);
        return w > 0 && h > 0 ? Math.round(w * h) : 0;
      }, `covered ${fromBottom}px above the bottom`)
      .toBe(0);
  }
}

test(
  "at 390 px the floating button keeps clear of call 108 on /contact and of the hours on the Tamil home page",
  { tag: "@mobile" },
  async ({ page }) => {
    await page.goto("/contact");
    await expectNeverCovered(page, page.locator(`#book a[href="tel:${EMERGENCY_NUMBER}"]`).first());
    await page.goto("/ta");
    await expectNeverCovered(page, page.getByRole("main").getByText(MESSAGES.ta.info.hours.label).first());
  },
);
