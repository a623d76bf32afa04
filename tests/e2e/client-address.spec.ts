/**
 * The client's address against real servers (FEATURES.md §1): with TRUST_PROXY off, the
 * socket's address counts and nothing a client writes in a header changes it; with
 * TRUST_PROXY=1 (the main test server), the right-most X-Forwarded-For entry — the one our
 * proxy added — is the client.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext } from "@playwright/test";
import { expect, test, freePort } from "./fixtures/worker";
import { E2E_ADMIN } from "../../playwright.config";
import { dataEnv, startServer, type TestServer } from "../fixtures/e2e/server";

const ADMIN = { username: "address-admin", password: "client-address-password-1" };

async function lastLoginAddress(ctx: APIRequestContext, cookie: string): Promise<string | null> {
  const audit = await (await ctx.get("/api/admin/audit?pageSize=20", { headers: { cookie } })).json();
  return audit.entries.find((e: { action: string }) => e.action === "login.success")?.ip ?? null;
}

test.describe("TRUST_PROXY off (the default)", () => {
  test.describe.configure({ mode: "serial" });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-address-"));
  let server: TestServer;

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one run is enough: it tests a server, not screens");
    test.setTimeout(120_000);
    server = await startServer(await freePort(), {
      ...dataEnv(dataDir, { owner: ADMIN }),
      TRUST_PROXY: "",
    });
  });

  test.afterAll(async () => {
    await server?.ctx.dispose();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("a new X-Forwarded-For (or a forged peer header) per request does not pass the booking limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await server.ctx.post("/api/appointments/book", {
        headers: { "x-forwarded-for": `203.0.113.${i + 1}`, "x-clinic-peer-address": `198.51.100.${i + 1}` },
        data: {},
      });
      statuses.push(res.status());
    }
    // 10 per address per 10 minutes: all twelve came from this one socket address.
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  test("the audit log records the socket's address, not the header's", async () => {
    const res = await server.ctx.post("/api/admin/login", {
      data: ADMIN,
      headers: { "x-forwarded-for": "192.0.2.66", "x-clinic-peer-address": "192.0.2.67" },
    });
    expect(res.status()).toBe(200);
    const cookie = res.headers()["set-cookie"].split(";")[0];
    expect(await lastLoginAddress(server.ctx, cookie)).toBe("127.0.0.1");
  });
});

test("TRUST_PROXY=1: the right-most X-Forwarded-For entry is the client", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough");
  const res = await request.post("/api/admin/login", {
    data: E2E_ADMIN,
    // a client-written entry first, then the one "our proxy" (this test) appended
    headers: { "x-forwarded-for": "10.9.9.9, 192.0.2.88" },
  });
  expect(res.status()).toBe(200);
  const cookie = res.headers()["set-cookie"].split(";")[0];
  expect(await lastLoginAddress(request, cookie)).toBe("192.0.2.88");
});
