/**
 * Turning two-factor on ends the account's other sessions, in the browser (issue 41 G1): a
 * doctor signs in with the password alone in one browser (two-factor required, not yet set up:
 * the set-up screen); in another browser the same doctor sets it up and turns it on and stays
 * signed in there; back in the first, a reload lands on the sign-in screen, not on the
 * patients — a session made without a code never gains access by the account's later change.
 * On a server of its own with REQUIRE_TWO_FACTOR on.
 */
import { generate } from "otplib";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/worker";
import { ownServer, signInWithForm } from "../fixtures/e2e/own-server";

const OWNER = { username: "owner.g1", password: "owner-password-g1-123456" };
const DOCTOR = { username: "dr.g1", name: "Dr. G1" };

// +1385: apart from the other own servers' offsets (admin-staff's +1200 … billing's +1363)
const own = ownServer(OWNER, { REQUIRE_TWO_FACTOR: "1", TRUST_PROXY: "1" });

test.beforeAll(async () => {
  // the doctor's account, straight in the database with the owner's password hash (so the
  // owner's password signs it in): adding it through Staff needs the owner's own two-factor first,
  // which is admin-staff.spec.ts's story
  const owner = await own.database.admin.findUniqueOrThrow({ where: { username: OWNER.username } });
  await own.database.admin.create({
    data: { username: DOCTOR.username, displayName: DOCTOR.name, role: "doctor", passwordHash: owner.passwordHash },
  });
});

async function signIn(page: Page) {
  await signInWithForm(page, own, { username: DOCTOR.username, password: OWNER.password });
  await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
}

test("turning two-factor on in one browser signs the account out of another that has no code", async ({ browser }) => {
  test.setTimeout(90_000);
  const a = await browser.newContext();
  const b = await browser.newContext();
  try {
    const pageA = await a.newPage();
    const pageB = await b.newPage();
    // A: the password alone, two-factor not set up yet: the set-up screen, nothing else
    await signIn(pageA);

    // B: the same account sets up two-factor and turns it on
    await signIn(pageB);
    const key = (await pageB.getByTestId("two-factor-secret").textContent())!.replace(/\s/g, "");
    await pageB.getByLabel("Code from the app").fill(await generate({ secret: key }));
    await pageB.getByRole("button", { name: "Turn on" }).click();
    await expect(pageB.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
    await pageB.getByRole("button", { name: "I have saved them" }).click();
    await expect(pageB.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

    // A: its session ended — a reload is the sign-in screen, not the set-up or the patients
    await pageA.reload();
    await expect(pageA.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await pageA.goto(`${own.server.baseURL}/admin/patients-database`);
    await expect(pageA.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    const patients = await pageA.request.get(`${own.server.baseURL}/api/admin/patients`);
    expect(patients.status()).toBe(401);

    // B: still signed in, on to the patients
    await pageB.reload();
    await expect(pageB.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    expect((await pageB.request.get(`${own.server.baseURL}/api/admin/patients`)).status()).toBe(200);
  } finally {
    await a.close();
    await b.close();
  }
});
