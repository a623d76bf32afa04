/**
 * Admin sign-in in Chromium against the production server (playwright.config.ts starts it
 * with ADMIN_USERNAME/ADMIN_PASSWORD = E2E_ADMIN, so the first admin exists).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

let client = 0;
/** Each test signs in as its own client address, so throttling never carries over. */
test.beforeEach(async ({ context }, testInfo) => {
  await context.setExtraHTTPHeaders({
    "x-forwarded-for": `192.0.2.${(testInfo.project.name === "desktop" ? 100 : 0) + ++client}`,
  });
});

const loginHeading = (page: Page) => page.getByRole("heading", { name: "Admin Login" });
const logoutButton = (page: Page) => page.getByRole("button", { name: "Logout" });
/** The login's message line (Next's route announcer is an alert too, outside <main>). */
const formAlert = (page: Page) => page.getByRole("main").getByRole("alert");

async function expectNoA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page: page as never }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function signIn(page: Page, username: string = E2E_ADMIN.username, password: string = E2E_ADMIN.password) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("signs in, sees the dashboard, stays signed in across a reload, signs out", async ({ page, context }) => {
  await page.goto("/admin");
  await expect(loginHeading(page)).toBeVisible();
  await expect(page.getByText("Restricted Access - Authorized Personnel Only")).toBeVisible();
  await expectNoA11yViolations(page);

  // both fields are required
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();

  // a wrong password shows the server's message
  await signIn(page, E2E_ADMIN.username, "definitely-not-it");
  await expect(formAlert(page)).toHaveText("Invalid credentials");
  await expect(loginHeading(page)).toBeVisible();

  await signIn(page);
  await expect(logoutButton(page)).toBeVisible();
  await expect(page.getByText("Admin Dashboard")).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh Stats" })).toBeVisible();
  await expectNoA11yViolations(page);

  const cookie = (await context.cookies()).find((c) => c.name === "clinic_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

  await page.reload();
  await expect(logoutButton(page)).toBeVisible();
  await expect(loginHeading(page)).toHaveCount(0);

  await logoutButton(page).click();
  await expect(loginHeading(page)).toBeVisible();
  await expect(page.getByText("You have been signed out.")).toBeVisible();
  await page.reload();
  await expect(loginHeading(page)).toBeVisible();
});

test("a session ended elsewhere returns the screen to the login with a message", async ({ page }) => {
  await page.goto("/admin");
  await signIn(page);
  await expect(logoutButton(page)).toBeVisible();

  // end the session behind the page's back (as a timeout or a sign-out in another tab would)
  expect((await page.request.post("/api/admin/logout")).status()).toBe(200);
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(loginHeading(page)).toBeVisible();
  await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
});

test("admin subpages without a session go to the login; admin pages are noindex and never cached", async ({ page }) => {
  await page.goto("/admin/all-appointments");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(loginHeading(page)).toBeVisible();

  const res = await page.request.get("/admin");
  expect(res.headers()["cache-control"]).toContain("no-store");
  expect(res.headers()["x-robots-tag"]).toContain("noindex");
  await page.goto("/admin");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  const api = await page.request.get("/api/admin/session");
  expect(api.status()).toBe(401);
  expect(api.headers()["cache-control"]).toBe("no-store");
});

test("the server's throttling message reaches the form", async ({ page }) => {
  await page.goto("/admin");
  await page.route("/api/admin/login", (route) =>
    route.fulfill({ status: 429, json: { success: false, message: "Too many sign-in attempts. Please wait a moment and try again." } }),
  );
  await signIn(page);
  await expect(formAlert(page)).toHaveText(/Too many sign-in attempts/);
  await page.route("/api/admin/login", (route) => route.abort());
  await signIn(page);
  await expect(formAlert(page)).toHaveText("Login failed. Please try again.");
});
