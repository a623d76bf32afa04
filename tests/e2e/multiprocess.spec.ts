/**
 * Two server processes on different ports sharing one PostgreSQL database behave as one
 * site: sessions, sign-in throttling, double-booking protection and backups all hold
 * across them. Starts its own two production servers (the build scripts/e2e.sh made) on a
 * fresh database; needs PostgreSQL (required in CI, skipped elsewhere without it).
 */
import JSZip from "jszip";
import { type APIRequestContext } from "@playwright/test";
import { expect, test, freePort } from "./fixtures/worker";
import { clinicDay } from "../fixtures/dates";
import { pgAvailable, serversOnOneDatabase } from "../fixtures/e2e/shared-postgres";

const ADMIN = { username: "multi-admin", password: "multi-process-password-1" };

test.describe.configure({ mode: "serial" });

const RACE_DAY = clinicDay(30);
const BACKUP_DAY = clinicDay(40);

const shared = serversOnOneDatabase("clinic_multi", ADMIN);
let a: APIRequestContext;
let b: APIRequestContext;

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough: it tests servers, not screens");
  test.skip(!pgAvailable && !process.env.CI, "PostgreSQL is not reachable");
  test.setTimeout(200_000);
  shared.create();
  a = await shared.start(await freePort());
  b = await shared.start(await freePort());
});

test.afterAll(() => shared.close());

async function signIn(ctx: APIRequestContext, ip: string): Promise<string> {
  const res = await ctx.post("/api/admin/login", { data: ADMIN, headers: { "x-forwarded-for": ip } });
  expect(res.status()).toBe(200);
  const cookie = res.headers()["set-cookie"].split(";")[0];
  return cookie;
}

test("a session made on one server works on the other, and logging out on one ends it on both", async () => {
  const cookie = await signIn(a, "192.0.2.10");
  const onB = await b.get("/api/admin/session", { headers: { cookie } });
  expect(onB.status()).toBe(200);
  expect(await onB.json()).toMatchObject({ success: true, username: ADMIN.username });
  expect((await b.post("/api/admin/logout", { headers: { cookie } })).status()).toBe(200);
  expect((await a.get("/api/admin/backup/stats", { headers: { cookie } })).status()).toBe(401);
});

test("sign-in throttling counts failures made on both servers", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const server = i % 2 ? b : a;
    const res = await server.post("/api/admin/login", {
      // an account name of its own, so the real admin is not delayed for the next tests
      data: { username: "throttled-account", password: `wrong-password-${i}` },
      headers: { "x-forwarded-for": `198.51.100.${i}` },
    });
    statuses.push(res.status());
  }
  // The account may fail 5 times without delay; counted per process, two servers would
  // let 10 through. Shared, the 6th and later attempts meet the delay (429).
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(6);
  expect(statuses).toContain(429);
  expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
});

test("40 concurrent bookings of one slot over both servers: exactly one succeeds", async () => {
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      (i % 2 ? b : a).post("/api/appointments/book", {
        headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
        data: {
          patientName: `Racer ${i}`,
          patientPhone: `98401${String(i).padStart(5, "0")}`,
          patientAge: 40,
          patientSex: "Female",
          serviceRequired: "ECG",
          preferredDate: RACE_DAY,
          preferredTime: "19:00",
        },
      }),
    ),
  );
  const statuses = answers.map((r) => r.status()).sort();
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(39);
  const slots = await (await b.get(`/api/appointments/slots?date=${RACE_DAY}`)).json();
  expect(slots.bookedSlots).toEqual([{ value: "19:00" }]);
});

test("a backup taken on one server includes what the other just wrote", async () => {
  const booked = await b.post("/api/appointments/book", {
    headers: { "x-forwarded-for": "203.0.113.200" },
    data: {
      patientName: "Written On B",
      patientPhone: "9840199999",
      patientAge: 61,
      patientSex: "Male",
      serviceRequired: "Stress Test",
      preferredDate: BACKUP_DAY,
      preferredTime: "18:15",
    },
  });
  expect(booked.status()).toBe(201);
  const cookie = await signIn(a, "192.0.2.20");
  const created = await a.post("/api/admin/backup/create", { headers: { cookie } });
  expect(created.status()).toBe(201);
  const download = await a.get("/api/admin/backup/download", { headers: { cookie } });
  expect(download.status()).toBe(200);
  const zip = await JSZip.loadAsync(await download.body());
  expect(await zip.file("tables/patients.csv")!.async("string")).toContain("Written On B");
  const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
  expect(manifest.provider).toBe("postgresql");
  expect(manifest.recordCounts.appointments).toBe(2);
});
