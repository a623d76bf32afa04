/**
 * `npm run bench:flood` — the booking-flood defence measured (issue 26, docs/decisions/017-booking-floods.md).
 * Not a test: it prints figures for docs/performance.md.
 *
 * In this process, through the real handler of POST /api/appointments/book, on a throw-away
 * migrated database (SQLite; PostgreSQL with BENCH_DB=postgresql), with the clinic's clock
 * SIMULATED (lib/shared/clock `setNow`): ten minutes of attack run in seconds, and every limit
 * — the per-address and per-network request limiters, the budget and allowances counted in the
 * database — sees the simulated time. Prints:
 *   1. the attacks of issues 26 and 41: 64 addresses across 4 IPv4 /24s, each trying a free slot
 *      every 10 s for 10 minutes with invented foreign numbers and no consent — aimed at one
 *      evening, or at the next 14 moving on when refused; the same from 64 IPv6 /64s spread over
 *      4 /48s, and from 64 addresses each in a /24 of its own: slots held, their share, the most
 *      of any one evening;
 *   2. 10 honest patients behind one address booking across an evening (one every 15 simulated
 *      minutes): how many booked, and the real time each request took.
 * Env: BENCH_DB=postgresql (TEST_PG_URL's server).
 */
import "./node-server";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SLOT_TIMES, addDays, isSunday, todayIst } from "../lib/shared/clinic-time";
import { benchDatabase } from "./bench/database";
import { printTable } from "./bench/load";

type Attempt = { status: number; ms: number };

async function main() {
  const { dir, pg, url } = await benchDatabase("flood");
  // before any module reads the configuration: the defaults of a deployment, our own database
  Object.assign(process.env, {
    NODE_ENV: "production",
    DATABASE_URL: url,
    UPLOADS_DIR: path.join(dir, "uploads"),
    BACKUPS_DIR: path.join(dir, "backups"),
    LOG_LEVEL: "error",
    TRUST_PROXY: "1", // the bench stands in for the clinic's one proxy: X-Forwarded-For names each client
    CLINIC_DISABLE_SCHEDULER: "1",
  });
  for (const name of ["BOOKING_WEB_BUDGET", "BOOKING_NETWORK_LIMIT", "BOOKING_EVENING_LIMIT"]) delete process.env[name];
  const { applyMigrations } = await import("../lib/server/migrations");
  await applyMigrations(url);
  const { POST } = await import("../app/api/appointments/book/route");
  const { setNow } = await import("../lib/shared/clock");
  const { db, disconnect } = await import("../lib/server/db");
  const { config } = await import("../lib/server/config");
  const { bookingLimiter } = await import("../lib/server/rate-limit");

  const start = new Date();
  const today = todayIst(start);
  // the next 14 evenings from tomorrow: two Sundays off, 12 × 13 = 156 slots
  const evenings = Array.from({ length: 14 }, (_, i) => addDays(today, i + 1)).filter((d) => !isSunday(d));
  const slots = evenings.flatMap((date) => SLOT_TIMES.map((time) => ({ date, time })));

  async function book(body: Record<string, unknown>, address: string): Promise<Attempt> {
    const t0 = performance.now();
    const req = new Request("http://localhost/api/appointments/book", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify(body),
    });
    const res = await POST(req, undefined);
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0 };
  }

  const held = () =>
    db().appointment.count({
      where: { activeSlot: { not: null }, preferredDate: { gte: evenings[0], lte: evenings[evenings.length - 1] } },
    });

  async function reset() {
    bookingLimiter.reset();
    await db().message.deleteMany();
    await db().contact.deleteMany();
    await db().appointment.deleteMany();
    await db().patient.deleteMany();
  }

  /**
   * Every address tries a free slot every 10 s for 10 simulated minutes: of one evening
   * (`evening`), or of the 14, moving on to the next evening when refused.
   */
  async function attack(label: string, addresses: string[], evening?: number) {
    await reset();
    const taken = evenings.map(() => 0);
    let aim = evening ?? 0;
    let n = 0;
    const statuses = new Map<number, number>();
    const t0 = performance.now();
    for (let t = 0; t < 10 * 60_000; t += 10_000) {
      setNow(new Date(start.getTime() + t));
      for (const address of addresses) {
        if (taken[aim] >= SLOT_TIMES.length) break;
        const slot = slots[aim * SLOT_TIMES.length + taken[aim]];
        const { status } = await book(
          {
            patientName: `Bot Person ${n}`,
            patientPhone: `+44 7700 9${String(n++).padStart(5, "0")}`,
            patientAge: 30,
            patientSex: "Male",
            serviceRequired: "ECG",
            preferredDate: slot.date,
            preferredTime: slot.time,
          },
          address,
        );
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 201 || status === 409) taken[aim]++;
        else if (evening === undefined) aim = (aim + 1) % evenings.length;
      }
    }
    const wall = performance.now() - t0;
    const h = await held();
    const most = Math.max(
      ...(await Promise.all(
        evenings.map((date) => db().appointment.count({ where: { preferredDate: date, activeSlot: { not: null } } })),
      )),
    );
    const places = evening === undefined ? slots.length : SLOT_TIMES.length;
    return [
      label,
      String(n),
      [...statuses].map(([s, c]) => `${s}×${c}`).join(" "),
      `${h} of ${places}`,
      `${((100 * h) / places).toFixed(1)} %`,
      `${most} of ${SLOT_TIMES.length}`,
      `${(wall / 1000).toFixed(1)} s`,
    ];
  }

  const v4 = ["203.0.113", "198.51.100", "192.0.2", "100.64.7"].flatMap((net) =>
    Array.from({ length: 16 }, (_, i) => `${net}.${10 + i}`),
  );
  const v6 = ["2001:db8:a", "2001:db8:b", "2001:db8:c", "2001:db8:d"].flatMap((site) =>
    Array.from({ length: 16 }, (_, i) => `${site}:${(i + 1).toString(16)}::7`),
  );

  const { BOOKING_WEB_BUDGET: budget, BOOKING_NETWORK_LIMIT: allowance, BOOKING_EVENING_LIMIT: perEvening } = config();
  console.log(
    `Booking flood, ${pg ? "PostgreSQL" : "SQLite"}, simulated clock from ${start.toISOString()}; ` +
      `budget ${budget.count} per ${budget.windowMs / 60_000} min, an evening ${perEvening.count} per ${perEvening.windowMs / 60_000} min, ` +
      `per network ${allowance.count} per ${allowance.windowMs / 60_000} min, ${os.cpus().length} CPUs\n`,
  );
  const rows = [
    await attack("one evening: 64 IPv4 addresses, 4 /24s", v4, 0),
    await attack("one evening: 64 IPv6 /64s, 4 /48s", v6, 0),
    await attack("64 IPv4 addresses, 4 /24s", v4),
    await attack("64 IPv6 /64s, 4 /48s", v6),
    // beyond the attacker: every address in a network of its own, so only the budget binds
    await attack(
      "64 IPv4 addresses, 64 /24s",
      Array.from({ length: 64 }, (_, i) => `100.${64 + i}.3.7`),
    ),
  ];
  printTable(
    ["attack, 10 simulated minutes", "requests", "statuses", "slots held", "share", "most of one evening", "real time"],
    rows,
  );

  // 10 honest patients on one Wi-Fi, one every 15 minutes through an evening
  await reset();
  const evening = new Date(`${today}T12:00:00Z`); // 17:30 IST
  const honest: Attempt[] = [];
  for (let i = 0; i < 10; i++) {
    setNow(new Date(evening.getTime() + i * 15 * 60_000));
    honest.push(
      await book(
        {
          patientName: `Waiting Room Patient ${i}`,
          patientPhone: `98401 ${20000 + i}`,
          patientAge: 40 + i,
          patientSex: i % 2 ? "Female" : "Male",
          serviceRequired: "Cardiac Consultation",
          preferredDate: evenings[1],
          preferredTime: SLOT_TIMES[i],
          consent: { version: (await import("../lib/content/privacy-notice")).PRIVACY_NOTICE_VERSION, whatsapp: true },
        },
        "49.204.17.3",
      ),
    );
  }
  const times = honest.map((a) => a.ms).sort((a, b) => a - b);
  console.log();
  printTable(
    ["10 honest patients, one address, 15 min apart", "booked (201)", "total request time", "median", "slowest"],
    [
      [
        "one evening",
        `${honest.filter((a) => a.status === 201).length} of 10`,
        `${times.reduce((s, t) => s + t, 0).toFixed(0)} ms`,
        `${times[5].toFixed(1)} ms`,
        `${times[9].toFixed(1)} ms`,
      ],
    ],
  );

  setNow(null);
  await disconnect();
  await pg?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
