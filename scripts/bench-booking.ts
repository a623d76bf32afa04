/**
 * `npm run bench:booking` — load benchmark of the two public booking calls (not a test).
 *
 * Drives POST /api/appointments/book (every request a distinct free slot: future
 * weekdays × the 13 times) and GET /api/appointments/slots with 50 and then 200
 * concurrent keep-alive connections, and prints throughput and p50/p95/p99 latency.
 *
 * Against BENCH_URL when given (it then books real slots in that server's database!).
 * Otherwise it starts the production server itself — `tsx scripts/start.ts` with
 * NODE_ENV=production on 127.0.0.1, a free port and a throw-away database — which needs
 * an existing production build: it builds nothing. Run `npm run build` first (or point
 * NEXT_DIST_DIR at another build folder).
 *
 * Connections are opened (one untimed GET each) before timing starts: the figures are the
 * steady state, not connection set-up. Each booking request carries its own X-Forwarded-For, so the per-client limit (10 per
 * 10 minutes) does not turn the benchmark into a 429 benchmark; the server it starts has the clinic's web budget and
 * per-network allowance lifted for the same reason (against BENCH_URL, set them on that server). The load generator runs
 * on the same machine as the server and takes CPU from it.
 *
 * Env: BENCH_URL, BENCH_SECONDS (per scenario, default 10), BENCH_CONNECTIONS ("50,200"),
 * NEXT_DIST_DIR (default .next).
 */
import os from "node:os";
import { SLOT_TIMES, addDays, isSunday, todayIst } from "../lib/shared/clinic-time";
import { startServer, type BenchServer } from "./bench/server";
import { ms, printTable, runLoad, summarise, type LoadResult } from "./bench/load";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "50,200").split(",").map(Number);

/** Future weekdays × the 13 times, in order, never repeating within a run. */
function slotSequence() {
  const dates: string[] = [];
  let date = addDays(todayIst(new Date()), 1);
  return (i: number) => {
    const d = Math.floor(i / SLOT_TIMES.length);
    while (dates.length <= d) {
      while (isSunday(date)) date = addDays(date, 1);
      dates.push(date);
      date = addDays(date, 1);
    }
    return { date: dates[d], time: SLOT_TIMES[i % SLOT_TIMES.length], dates };
  };
}

const SERVICES = ["ECG", "Cardiac Consultation", "Echocardiography", "Heart Checkup", "Stress Test"];

async function main() {
  let server: BenchServer | null = null;
  const cleanup = () => void server?.stop();
  process.on("SIGINT", () => {
    cleanup();
    process.exit(130);
  });

  try {
    let base = process.env.BENCH_URL?.replace(/\/$/, "");
    if (!base) {
      // throughput, not the flood defence (npm run bench:flood): the clinic's web budget and the
      // per-network allowance out of the way
      server = await startServer({
        env: { BOOKING_WEB_BUDGET: "10000/1", BOOKING_NETWORK_LIMIT: "10000/1", BOOKING_EVENING_LIMIT: "10000/1" },
      });
      base = server.url;
    }
    console.log(
      `Benchmarking ${base}: ${SECONDS} s per scenario, connections ${CONNECTIONS.join(" and ")}, ${os.cpus().length} CPUs\n`,
    );

    const slot = slotSequence();
    let booked = 0;
    const bookingRequest = () => {
      const n = booked++;
      const { date, time } = slot(n);
      return {
        method: "POST",
        path: "/api/appointments/book",
        headers: {
          "content-type": "application/json",
          // a network (/24) of its own for each request: the per-network request limit is 60 per 10 minutes
          "x-forwarded-for": `${10 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}.1`,
        },
        body: JSON.stringify({
          patientName: `Bench Patient ${n}`,
          patientEmail: `bench${n}@example.com`,
          patientPhone: `98${String(n).padStart(8, "0")}`,
          patientAge: 20 + (n % 70),
          patientSex: ["Male", "Female", "Other"][n % 3],
          serviceRequired: SERVICES[n % SERVICES.length],
          preferredDate: date,
          preferredTime: time,
          additionalInfo: "Benchmark booking",
          website: "",
        }),
      };
    };
    const slotsRequest = (i: number) => {
      const { dates } = slot(Math.max(0, booked - 1));
      return { method: "GET", path: `/api/appointments/slots?date=${dates[i % dates.length]}` };
    };

    // warm up both routes (first requests compile and cache)
    const warm = { path: `/api/appointments/slots?date=${todayIst(new Date())}` };
    await runLoad("warm-up", base, 4, 2, (i) => (i % 2 ? slotsRequest(i) : bookingRequest()), warm).catch(
      () => undefined,
    );

    const results: LoadResult[] = [];
    for (const c of CONNECTIONS) {
      results.push(await runLoad("book (POST)", base, c, SECONDS, bookingRequest, warm));
      results.push(await runLoad("slots (GET)", base, c, SECONDS, slotsRequest, warm));
    }

    const header = [
      "scenario",
      "conns",
      "requests",
      "req/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "max ms",
      "statuses",
      "errors",
    ];
    printTable(
      header,
      results.map((r) => {
        const s = summarise(r);
        return [
          r.name,
          String(r.connections),
          String(s.requests),
          s.rps.toFixed(0),
          ms(s.p50),
          ms(s.p95),
          ms(s.p99),
          ms(s.max),
          s.statuses,
          String(r.errors),
        ];
      }),
      [0, 8],
    );
    console.log(`\n${booked} booking requests in all; every one asked for a distinct slot, so each should be a 201.`);
  } finally {
    cleanup();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
