/**
 * Shared by the admin browser tests: sign in through the real login form as the admin the
 * test server creates at start (playwright.config.ts E2E_ADMIN). Each test uses its own
 * client address so login throttling never carries over between tests.
 */
import { expect, type Page, type TestInfo } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

let client = 0;

export async function signIn(page: Page, testInfo: TestInfo, path = "/admin"): Promise<void> {
  await page.context().setExtraHTTPHeaders({
    "x-forwarded-for": `198.51.100.${((testInfo.project.name === "desktop" ? 120 : 0) + ++client) % 250}`,
  });
  await page.goto(path);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}
