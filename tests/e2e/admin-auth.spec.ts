/**
 * Admin sign-in in Chromium against the production server (playwright.config.ts starts it
 * with ADMIN_USERNAME/ADMIN_PASSWORD = E2E_ADMIN, so the first admin exists); the admin
 * pages' nonce Content-Security-Policy; malformed percent-encoding refused by proxy.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures/worker";
import { E2E_ADMIN } from "../../playwright.config";
import { clientAddresses } from "../fixtures/e2e/clients";
import { expectNoA11yViolations } from "../fixtures/e2e/page-checks";

const clientIp = clientAddresses("192.0.2", 100);
/** Each test signs in as its own client address, so throttling never carries over. */
test.beforeEach(async ({ context }, testInfo) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": clientIp(testInfo) });
});

const loginHeading = (page: Page) => page.getByRole("heading", { name: "Admin Login" });
const logoutButton = (page: Page) => page.getByRole("button", { name: "Logout" });
/** The login's message line (Next's route announcer is an alert too, outside <main>). */
const formAlert = (page: Page) => page.getByRole("main").getByRole("alert");

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

  // Production: __Host- names (Secure, Path=/, no Domain). Chromium accepts Secure cookies
  // from http://127.0.0.1, a loopback address, as from https (docs/security.md).
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "__Host-clinic_session")).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
  });
  expect(cookies.find((c) => c.name === "__Host-clinic_device")).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/",
  });
  expect(cookies.find((c) => c.name === "clinic_session")).toBeUndefined();

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
    route.fulfill({
      status: 429,
      json: { success: false, message: "Too many sign-in attempts. Please wait a moment and try again." },
    }),
  );
  await signIn(page);
  await expect(formAlert(page)).toHaveText(/Too many sign-in attempts/);
  await page.route("/api/admin/login", (route) => route.abort());
  await signIn(page);
  await expect(formAlert(page)).toHaveText("Login failed. Please try again.");
});

test("admin pages carry a nonce CSP without 'unsafe-inline' scripts and with base-uri 'none', and work under it", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/content security policy|refused to/i.test(m.text())) violations.push(m.text());
  });
  page.on("pageerror", (e) => violations.push(e.message));

  const policies: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await page.request.get("/admin");
    policies.push(res.headers()["content-security-policy"]);
  }
  const nonces = policies.map((p) => /script-src [^;]*'nonce-([A-Za-z0-9+/=]{16,})'/.exec(p)?.[1]);
  expect(nonces[0]).toBeTruthy();
  expect(nonces[1]).not.toBe(nonces[0]); // fresh for every request
  for (const policy of policies) {
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  }

  const res = await page.goto("/admin");
  const policy = res!.headers()["content-security-policy"];
  const nonce = /'nonce-([^']+)'/.exec(policy)![1];
  // Next put the page's nonce on every script it rendered
  const scripts = await page.locator("script").evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((n) => n === nonce)).toBe(true);

  await signIn(page);
  await expect(logoutButton(page)).toBeVisible();
  await expect(page.getByText("Admin Dashboard")).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh Stats" })).toBeVisible();
  // a client-side navigation (chunks loaded by the trusted scripts), then a full load
  await page.getByRole("link", { name: "All Bookings" }).click();
  await expect(page.getByRole("heading", { name: "All Appointments", level: 1 })).toBeVisible();
  await page.goto("/admin/today-appointment");
  await expect(page.getByRole("heading", { name: "Today's Appointments", level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test("public pages keep their static CSP (no nonce) and stay prerendered", async ({ request }) => {
  for (const path of ["/", "/about", "/contact"]) {
    const res = await request.get(path);
    const policy = res.headers()["content-security-policy"];
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).not.toContain("nonce-");
    // served from the prerendered copy: the same bytes every time
    expect(res.headers()["x-nextjs-cache"] ?? res.headers()["x-nextjs-prerender"]).toBeTruthy();
  }
});

/** Every API route with a dynamic segment, e.g. /api/appointments/delete/[key]. */
function dynamicApiRoutes(): string[] {
  const root = path.join(__dirname, "..", "..", "app");
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      // not the catch-all that answers unknown addresses (app/api/[[...path]]): it has no segment to break
      else if (entry.name === "route.ts" && /\[[^\]]+\]/.test(full) && !full.includes("[[..."))
        found.push("/" + path.relative(root, path.dirname(full)).split(path.sep).join("/"));
    }
  };
  walk(path.join(root, "api"));
  return found;
}

test("malformed percent-encoding in a path is refused with 400 JSON before any handler, not 500", async ({
  request,
}) => {
  const routes = dynamicApiRoutes();
  expect(routes).toEqual(expect.arrayContaining(["/api/appointments/delete/[key]", "/api/admin/patient/[key]"]));
  for (const route of routes) {
    for (const bad of ["%", "%E0%A4%A", "%zz", "%C0%AF", "ok%2"]) {
      const url = route.replace(/\[[^\]]+\]/, bad);
      for (const res of [await request.get(url), await request.delete(url), await request.post(url, { data: {} })]) {
        expect(res.status(), url).toBe(400);
        expect(await res.json()).toEqual({ success: false, message: "Malformed URL", code: "invalid_input" });
      }
    }
    // well-formed encoding still reaches the route (which wants a session, or another method)
    expect([401, 405]).toContain((await request.delete(route.replace(/\[[^\]]+\]/, "%E0%A4%A4"))).status());
  }
  expect((await request.get("/admin/%E0%A4%A")).status()).toBe(400);
});
