/**
 * Desk mode on the Tonight screen (FEATURES.md §5, docs/decisions/015): the login form's box and
 * "Keep this screen signed in tonight", whose outcome depends on the hour (granted from 3 PM
 * until 9:45 PM IST). Split from tests/e2e/tonight.spec.ts, which walks the evening itself.
 */
import { E2E_ADMIN } from "../../playwright.config";
import { formatSlot } from "../../lib/shared/clinic-time";
import { LOGIN_MESSAGES } from "../../lib/shared/validation/auth";
import { expectNoA11yViolations } from "../fixtures/e2e/appointments";
import { expect, test } from "../fixtures/e2e/login";
import {
  TODAY_PATH,
  clientIp,
  deskModeNow,
  expectDeskLine,
  nearDeskEdge,
  notice,
  openTonight,
  panel,
  shot,
} from "../fixtures/e2e/tonight";

test("desk mode from the login form: granted on a clinic evening, otherwise said so", async ({
  page,
  context,
}, testInfo) => {
  test.skip(nearDeskEdge(), "a minute from desk mode's start or end: the server's clock may be on either side");
  await context.setExtraHTTPHeaders({ "x-forwarded-for": clientIp(testInfo) });
  await page.goto(TODAY_PATH);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  const box = page.getByLabel("Desk mode: keep Tonight's screen signed in until the clinic closes");
  await expect(box).not.toBeChecked();
  await box.check();
  await expectNoA11yViolations(page);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  const until = deskModeNow();
  if (!until) await expect(notice(page)).toContainText(LOGIN_MESSAGES.deskUnavailable);
  await page.goto(TODAY_PATH);
  await expectDeskLine(page, until);
});

test("desk mode not granted (not a clinic evening): the login says why, and signs in as usual", async ({
  page,
  context,
}, testInfo) => {
  // the server grants it only from 3 PM to 9:45 PM IST: its refusal is stood in for, so this runs at any hour
  await context.setExtraHTTPHeaders({ "x-forwarded-for": clientIp(testInfo) });
  await page.route("**/api/admin/login", async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    await route.fulfill({
      response: res,
      json: { ...body, deskUntil: null, message: LOGIN_MESSAGES.deskUnavailable },
    });
  });
  await page.goto("/admin");
  await page.getByLabel("Desk mode: keep Tonight's screen signed in until the clinic closes").check();
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(notice(page)).toContainText(LOGIN_MESSAGES.deskUnavailable);
});

test("desk mode from the Tonight screen: the password again, 'Invalid credentials' when wrong", async ({
  page,
  context,
  login,
}, testInfo) => {
  test.skip(nearDeskEdge(), "a minute from desk mode's start or end: the server's clock may be on either side");
  await context.setExtraHTTPHeaders({ "x-forwarded-for": clientIp(testInfo) });
  await openTonight(page, login);
  await expectDeskLine(page, null);
  await shot(page, testInfo, "tonight-start", "panel"); // (empty, when this test runs alone)
  const opener = panel(page).getByRole("button", { name: "Keep this screen signed in tonight" });
  await opener.click();
  const dialog = page.getByTestId("desk-mode-dialog");
  await expect(dialog).toContainText(`Signed in as ${E2E_ADMIN.username}`);
  await expect(dialog.getByLabel("Password")).toBeFocused();
  await dialog.getByLabel("Password").fill("not-the-password-at-all");
  await dialog.getByRole("button", { name: "Keep signed in" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(LOGIN_MESSAGES.invalid);
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "tonight-desk-dialog", "dialog");

  await dialog.getByLabel("Password").fill(E2E_ADMIN.password);
  const recheck = page.waitForRequest((r) => r.url().includes("/api/admin/session"));
  await dialog.getByRole("button", { name: "Keep signed in" }).click();
  await expect(dialog).toHaveCount(0);
  // the session is read again, as the desk
  expect(new URL((await recheck).url()).searchParams.get("desk")).toBe("1");
  const until = deskModeNow();
  await expect(notice(page)).toContainText(
    until ? `Desk mode until ${formatSlot("21:45")}.` : LOGIN_MESSAGES.deskUnavailable,
  );
  await expectDeskLine(page, until);
  // still signed in, on the new session
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  expect((await page.request.get("/api/admin/session?desk=1")).ok()).toBe(true);
});
