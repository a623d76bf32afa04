/**
 * A booking flood as the desk sees it (issue 26, docs/decisions/017-booking-floods.md), on a
 * server of its own with the default limits (playwright.config.ts's server lifts them for the
 * other specs): a bot from 4 /24s gets 6 bookings and the rest "please call the clinic"; the
 * dashboard shows the flood with its networks, and "Cancel the flood's bookings" frees them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, workerPort } from "./fixtures/worker";
import { SLOT_TIMES, addDays, isSunday, todayIst } from "../../lib/shared/clinic-time";
import { busyMessage } from "../../lib/shared/validation/booking";
import { startServer, type TestServer } from "../fixtures/e2e/server";
import { confirmIn } from "../fixtures/e2e/page-checks";

const PORT = workerPort(Number(process.env.E2E_PORT ?? 3100) + 1000 + 2);
const ADMIN = { username: "flood-admin", password: "flood-password-123456" };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-e2e-flood-"));
let server: TestServer;

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough: the alert is one panel");
  test.setTimeout(120_000);
  server = await startServer(PORT, {
    DATABASE_URL: `file:${path.join(dataDir, "clinic.db")}`,
    UPLOADS_DIR: path.join(dataDir, "uploads"),
    BACKUPS_DIR: path.join(dataDir, "backups"),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: "1", // the bot's X-Forwarded-For names each client
  });
});

test.afterAll(async () => {
  await server?.ctx.dispose();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The next 14 days' slots from tomorrow, Sundays off. */
function nextSlots(): { date: string; time: string }[] {
  const today = todayIst(new Date());
  return Array.from({ length: 14 }, (_, i) => addDays(today, i + 1))
    .filter((d) => !isSunday(d))
    .flatMap((date) => SLOT_TIMES.map((time) => ({ date, time })));
}

test("a bot's flood: 6 booked, the rest told to call; the desk sees it and cancels it in one click", async ({
  page,
}) => {
  const slots = nextSlots();
  const networks = ["203.0.113", "198.51.100", "192.0.2", "100.64.7"];
  const statuses: number[] = [];
  let next = 0;
  for (let i = 0; i < 24; i++) {
    const res = await server.ctx.post("/api/appointments/book", {
      headers: { "x-forwarded-for": `${networks[i % 4]}.${10 + i}` },
      data: {
        patientName: `Bot Person ${i}`,
        patientPhone: `+44 7700 9${String(i).padStart(5, "0")}`,
        patientAge: 30,
        patientSex: "Male",
        serviceRequired: "ECG",
        preferredDate: slots[next].date,
        preferredTime: slots[next].time,
      },
    });
    statuses.push(res.status());
    if (res.status() === 201) next++;
    else
      expect(await res.json()).toEqual({
        success: false,
        message: busyMessage("+91 98400 12345"),
        code: "booking_busy",
        values: { phone: "+91 98400 12345" },
      });
  }
  expect(statuses.filter((s) => s === 201)).toHaveLength(6);

  // the desk signs in: the dashboard leads with the flood
  await page.goto(`${server.baseURL}/admin`);
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  const alert = page.getByTestId("flood-alert");
  await expect(alert.getByRole("heading", { name: /Booking flood: 6 web bookings since/ })).toBeVisible();
  await expect(alert).toContainText("6 per 30 minutes");
  for (const net of networks) await expect(alert).toContainText(`${net}.0/24`);

  await alert.getByRole("button", { name: "Cancel the flood's bookings" }).click();
  await confirmIn(page, "Cancel bookings", "Cancel the 6 web bookings of this flood?");
  await expect(page.getByText("Cancelled 6 bookings of the flood. Their slots are free again.")).toBeVisible();
  await expect(alert).toBeHidden();
  const taken = await server.ctx.get(`/api/appointments/slots?date=${slots[0].date}`);
  expect((await taken.json()).bookedSlots).toEqual([]);
});
