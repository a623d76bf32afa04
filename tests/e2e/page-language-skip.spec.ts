/**
 * Small things a person or a screen reader meets first (issue 40, minors): the server's HTML
 * carries its language, the 404 pages included, read with a plain fetch as a crawler or a
 * screen reader's first request sees it; and every admin screen's first Tab stop is "Skip to
 * main content", which takes the focus past the header to the screen itself.
 * (An unknown manage link, /ta/appointment/<unknown>, is still answered with Next's error shell
 * without `lang`: not yet fixed, see the report of issue 40.)
 */
import { expect, test } from "../fixtures/e2e/login";

test.describe("the server's HTML names its language", () => {
  for (const [path, lang] of [
    ["/ta/no-such-page", "ta-IN"],
    ["/no-such-page", "en-IN"],
    ["/ta/contact", "ta-IN"],
  ] as const) {
    test(`${path} → <html lang="${lang}">`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const html = await response.text();
      expect(html.slice(0, 200)).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    });
  }
});

test("an admin screen's first Tab stop skips to its main content", async ({ page, login }) => {
  await login("/admin");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});
