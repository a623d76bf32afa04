/**
 * `npm run test:deploy`: the deploy kit installed for real, as the README's "Deploying to a
 * Node host" says, on a fresh Debian 13 root booted with real systemd (debootstrap +
 * systemd-nspawn, sharing this machine's network), then checked through the kit's nginx over
 * HTTPS, updated and rolled back while probed every 0.5 s (no probe may fail: the switch has no
 * gap, docs/decisions/039). Prints the figures; exits 1 on the first failed check. Needs root (debootstrap, nspawn) and ports 80 and 443 free on this machine.
 *
 *   DEPLOY_TEST_CACHE   where the debootstrapped root and apt's downloads are kept between
 *                       runs (default /var/cache/clinic-deploy); the code comes fresh each run
 *   DEPLOY_TEST_SOURCE  `head` (default: a git archive of HEAD) or `worktree` (the working
 *                       tree's tracked and new files, for trying uncommitted changes)
 *   DEBIAN_MIRROR       default http://deb.debian.org/debian
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { addDays, isSunday, todayIst } from "../lib/shared/clinic-time";
import { booted, boot, copyCode, ensureTools, freshRoot, inside, CLEAN_ENV, type Machine } from "./test-deploy/machine";
import { startConnectProxy } from "./test-deploy/proxy";
import { check, fail, figures, log, secs, sleep, started, tail } from "./test-deploy/run";

const DOMAIN = "clinic.test";
/** the app's two ports inside (shared network: away from a developer's 3000 and the tests' 3100) */
const APP_PORT = 3977;
const APP_PORTS = [APP_PORT, APP_PORT + 1];

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One HTTPS request to the kit's nginx on 443, as a browser for DOMAIN would send it. */
function ask(
  pathname: string,
  init: { method?: string; body?: unknown; cookie?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: "127.0.0.1",
        port: 443,
        servername: DOMAIN,
        path: pathname,
        method: init.method ?? "GET",
        rejectUnauthorized: false,
        agent: false,
        timeout: init.timeoutMs ?? 30_000,
        headers: {
          host: DOMAIN,
          ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}),
          ...(init.cookie ? { cookie: init.cookie } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(body);
  });
}

/** A bookable evening: the next clinic day at least two days ahead. */
function bookableDay(): string {
  let date = addDays(todayIst(new Date()), 2);
  while (isSunday(date)) date = addDays(date, 1);
  return date;
}

/** A root shell command inside the machine, its output streamed; resolves when it exits 0. */
function streamed(m: Machine, label: string, command: string): Promise<{ ms: number; output: string }> {
  const t = Date.now();
  const child = spawn("nsenter", ["-t", String(m.init), "-a", ...CLEAN_ENV, "bash", "-c", `${command} 2>&1`], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  let partial = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
    const lines = (partial + chunk).split("\n");
    partial = lines.pop() ?? "";
    // each of the installer's steps with the time since it began: where an install's minutes go
    for (const line of lines)
      console.log(line.startsWith("==> ") ? `    │ ${line} (at ${secs(Date.now() - t)})` : `    │ ${line}`);
  });
  return new Promise((resolve, reject) =>
    child.on("close", (code) => {
      if (partial) console.log(`    │ ${partial}`);
      if (code === 0) resolve({ ms: Date.now() - t, output });
      else reject(new Error(`${label}: exited ${code}`));
    }),
  );
}

/** The installer's command as the README gives it (sudo, from the clone); `env`: more for sudo to pass. */
function installer(m: Machine, label: string, env = ""): Promise<{ ms: number; output: string }> {
  log(`${label}: sudo ${env}DOMAIN=${DOMAIN} bash deploy/install.sh`);
  return streamed(m, label, `cd /root/clinic && sudo ${env}DOMAIN=${DOMAIN} PORT=${APP_PORT} bash deploy/install.sh`);
}

type Probes = { probes: number; pageNot200: number; apiNot200: number; answers: Map<string, number> };

/** Probes / and /api/health every 0.5 s until `stop` resolves; counts what was not 200. */
async function probe(stop: Promise<unknown>): Promise<Probes> {
  const counts = { probes: 0, pageNot200: 0, apiNot200: 0, answers: new Map<string, number>() };
  let done = false;
  void stop.finally(() => (done = true));
  while (!done) {
    const tick = sleep(500);
    const [page, api] = await Promise.all(
      ["/", "/api/health"].map((p) =>
        ask(p, { timeoutMs: 5_000 }).then(
          (a) => String(a.status),
          (e: Error) => e.message,
        ),
      ),
    );
    counts.probes++;
    if (page !== "200") counts.pageNot200++;
    if (api !== "200") counts.apiNot200++;
    for (const a of [`/ ${page}`, `api ${api}`]) counts.answers.set(a, (counts.answers.get(a) ?? 0) + 1);
    await tick;
  }
  return counts;
}

/** Runs `work` while probing; the probe line as a figure; fails on any failed probe. */
async function probed<T>(label: string, work: Promise<T>): Promise<T> {
  const probing = probe(work.catch(() => null));
  const result = await work;
  const p = await probing;
  const failed = p.pageNot200 + p.apiNot200;
  const line = `${p.probes} × (/ and /api/health): ${failed} failed (${[...p.answers].map(([k, v]) => `${k} ×${v}`).join(", ")})`;
  figures.push([`probes during the ${label} (every 0.5 s)`, line]);
  check(failed === 0, `no probe failed during the ${label}: ${line}`);
  return result;
}

/** The instance nginx sends to: clinic@<port>, the port deploy/switch.sh recorded. */
const liveUnit = (m: Machine) => `clinic@${inside(m, "cat /opt/clinic/active-port", { quiet: true }).stdout.trim()}`;

/** Only the live instance runs (the switch stopped the one before). */
function oneInstance(m: Machine, when: string) {
  const units = inside(m, "systemctl list-units --state=active --plain --no-legend 'clinic@*' | cut -d' ' -f1", {
    quiet: true,
  }).stdout.trim();
  check(units === `${liveUnit(m)}.service`, `${when}: only the live instance runs (${units.replace(/\n/g, ", ")})`);
}

async function main() {
  ensureTools();
  for (const port of [80, 443, ...APP_PORTS]) {
    const busy = spawnSync("bash", ["-c", `ss -Hltn 'sport = :${port}' | grep -q .`]).status === 0;
    if (busy) fail(`port ${port} is in use on this machine: the machine's nginx and app need it`);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-deploy-"));
  let machine: Machine | undefined;
  try {
    const root = freshRoot(work);
    copyCode(root);
    machine = await boot(root, work);
    const m = machine;
    await booted(m);
    check(inside(m, "command -v node || true", { quiet: true }).stdout.trim() === "", "the fresh root has no Node.js");

    // 1. First install, with HTTPS_PROXY (a CONNECT proxy of the test's, on loopback) and
    // NO_PROXY naming the registry: npm's ~2,000 registry requests would each open a tunnel
    // through a proxy (npm keeps no connection alive through one) and take 25 minutes, so the
    // registry goes direct and what install scripts fetch (better-sqlite3's prebuilt binary)
    // goes through the proxy — both variables shown to reach npm through the installer's env -i.
    const proxy = await startConnectProxy();
    const first = await installer(m, "install", `HTTPS_PROXY=${proxy.url} NO_PROXY=registry.npmjs.org `).finally(() =>
      proxy.close(),
    );
    figures.push(["install on a fresh root (Node, nginx, npm ci, build, start)", secs(first.ms)]);
    const tunnels = [...proxy.hosts].map(([host, n]) => `${host} ×${n}`).join(", ");
    check(
      proxy.hosts.size > 0 && !proxy.hosts.has("registry.npmjs.org"),
      `npm's downloads went through HTTPS_PROXY and the registry by NO_PROXY, both passed through the installer (${tunnels || "no tunnel"})`,
    );
    // node-gyp keeps headers it downloads in $HOME/.cache/node-gyp (the clinic user's home)
    const headers = inside(m, "ls -d /var/lib/clinic/.cache/node-gyp 2>/dev/null || true", {
      quiet: true,
    }).stdout.trim();
    check(
      !headers && !first.output.includes("nodejs.org"),
      "native modules built with this host's Node headers, none downloaded",
    );
    const password = /Password: (\S+)/.exec(first.output)?.[1];
    check(password, "the installer showed the first admin's generated password once");

    check(
      inside(m, `systemctl is-active ${liveUnit(m)}`, { quiet: true }).stdout.trim() === "active",
      `systemctl is-active ${liveUnit(m)}: active`,
    );
    const home = await ask("/");
    check(home.status === 200 && home.body.includes("<html"), `GET / through nginx over HTTPS: ${home.status}`);
    check(
      !String(home.headers.server ?? "").match(/\d/),
      `nginx does not name its version (Server: ${home.headers.server})`,
    );
    const date = bookableDay();
    const booking = await ask("/api/appointments/book", {
      method: "POST",
      body: {
        patientName: "Deploy Test",
        patientPhone: "+91 98400 12345",
        patientAge: 60,
        patientSex: "Male",
        serviceRequired: "Cardiac Consultation",
        preferredDate: date,
        preferredTime: "18:30",
        website: "",
      },
    });
    check(
      booking.status === 201,
      `a booking for ${date} 18:30: ${booking.status} ${booking.status === 201 ? "" : booking.body}`,
    );
    const login = await ask("/api/admin/login", { method: "POST", body: { username: "admin", password } });
    check(login.status === 200, `sign-in as admin with the shown password: ${login.status}`);
    const unknownHost = spawnSync(
      "curl",
      ["-sk", "-o", "/dev/null", "-w", "%{http_code}", "-H", "Host: other.example", "https://127.0.0.1/"],
      { encoding: "utf8" },
    ).stdout;
    check(unknownHost !== "200", `a request for another Host is refused (${unknownHost || "connection closed"})`);

    const writable = inside(m, "runuser -u clinic -- sh -c 'touch /opt/clinic/current/x || touch /opt/clinic/x' 2>&1", {
      quiet: true,
      allowFail: true,
    });
    check(writable.status !== 0, "the service's user cannot write /opt/clinic");
    const owners = inside(m, "find -L /opt/clinic/current/ -maxdepth 2 ! -user root | head -n 5", {
      quiet: true,
    }).stdout.trim();
    check(owners === "", `the code in /opt/clinic is root's${owners ? `: not ${owners}` : ""}`);
    const env = inside(m, "cat /etc/clinic/clinic.env; stat -c %a /etc/clinic/clinic.env", { quiet: true }).stdout;
    check(!env.includes("ADMIN_PASSWORD") && !env.includes(password!), "clinic.env holds no admin password");
    const journal = inside(m, "journalctl -u 'clinic@*' --no-pager", { quiet: true }).stdout;
    check(!journal.includes(password!), "the service's journal holds no admin password");

    // 2. The update: the installer again, probed every 0.5 s
    const releasesBefore = inside(m, "ls /opt/clinic/releases", { quiet: true }).stdout.trim().split("\n");
    const update = await probed("update", installer(m, "update"));
    figures.push(["update (backup, build beside, migrate, start beside, switch)", secs(update.ms)]);
    oneInstance(m, "after the update");
    check(
      update.output.includes("package-lock.json is unchanged"),
      "the update reused the running release's packages (its package-lock.json left as committed)",
    );
    const releasesAfter = inside(m, "ls /opt/clinic/releases", { quiet: true }).stdout.trim().split("\n");
    check(
      releasesAfter.length === releasesBefore.length + 1,
      `the update added a release (${releasesAfter.join(", ")})`,
    );
    const backups = inside(m, "ls /var/lib/clinic/backups", { quiet: true }).stdout;
    check(/clinic_backup_.*\.zip/.test(backups), "the update took a backup first");
    check((await ask("/")).status === 200, "GET / after the update: 200");
    const sizes = inside(m, "du -sh /opt/clinic/releases/* /opt/clinic/releases", { quiet: true }).stdout.trim();
    figures.push(["release sizes (du -sh)", sizes.replace(/\s+\/opt\/clinic\/releases\/?/g, " ").replace(/\n/g, ",")]);
    // On disk, as `du` counts a hard-linked file once: the first release, and what the update
    // added beside it (files identical to the first release's are one file on disk). Three kept
    // releases: the first and two updates.
    const mb = (dir: string) => Number(inside(m, `du -sm ${dir}`, { quiet: true }).stdout.trim().split(/\s/)[0]);
    const firstMb = mb(`/opt/clinic/releases/${releasesBefore[releasesBefore.length - 1]}`);
    const addedMb = mb("/opt/clinic/releases") - firstMb;
    const threeMb = firstMb + 2 * addedMb;
    figures.push(["three releases on disk", `${threeMb} MB (the first ${firstMb} MB, an update adds ${addedMb} MB)`]);
    // checked at the end: a size over budget should not hide the rollback's probes
    const sizeOk = threeMb < 1500;

    // 3. Rollback
    log("rollback: sudo npm run deploy:rollback");
    const rollback = await probed(
      "rollback",
      streamed(m, "rollback", "cd /root/clinic && sudo npm run --silent deploy:rollback"),
    );
    figures.push(["rollback (start beside, switch)", secs(rollback.ms)]);
    oneInstance(m, "after the rollback");
    const current = inside(m, "readlink /opt/clinic/current", { quiet: true }).stdout.trim();
    check(
      current === `releases/${releasesBefore[releasesBefore.length - 1]}`,
      `current is the first release again (${current})`,
    );
    check(
      inside(m, `systemctl is-active ${liveUnit(m)}`, { quiet: true }).stdout.trim() === "active",
      "the service is active after the rollback",
    );
    check((await ask("/")).status === 200, "GET / after the rollback: 200");
    const again = await ask("/api/admin/login", { method: "POST", body: { username: "admin", password } });
    check(again.status === 200, "sign-in after the rollback: the data survived both switches");

    // 4. No instance up: nginx itself answers /api in JSON
    inside(m, `systemctl stop ${liveUnit(m)}`, { quiet: true });
    const down = await ask("/api/health");
    let body: { success?: boolean; code?: string } = {};
    try {
      body = JSON.parse(down.body);
    } catch {}
    check(
      down.status === 503 &&
        body.success === false &&
        body.code === "unavailable" &&
        down.headers["retry-after"] === "30",
      `with no instance up, /api answers nginx's JSON 503 "unavailable", Retry-After 30 (${down.status} ${down.body.slice(0, 80)})`,
    );
    check(
      sizeOk,
      `three releases take ${threeMb} MB on disk, under 1.5 GB (the first ${firstMb} MB, an update adds ${addedMb} MB)`,
    );
  } catch (error) {
    if (machine) {
      console.error("--- journalctl -u clinic@* (last 60 lines) ---");
      inside(machine, "journalctl -u 'clinic@*' --no-pager -n 60", { allowFail: true });
      console.error(`--- machine console (${machine.console}) ---\n${tail(machine.console)}`);
    }
    throw error;
  } finally {
    if (machine) {
      machine.nspawn.kill("SIGTERM");
      for (let i = 0; i < 120 && machine.nspawn.exitCode === null; i++) await sleep(250);
      if (machine.nspawn.exitCode === null) machine.nspawn.kill("SIGKILL");
    }
    // the machine's mounts are gone once nspawn has exited; rm -rf says so if one is not
    spawnSync("rm", ["-rf", "--one-file-system", work], { stdio: "inherit" });
  }
  console.log("\nThe deploy kit on a fresh Debian 13 root (systemd-nspawn):");
  for (const [k, v] of figures) console.log(`  ${k.padEnd(62)} ${v}`);
  console.log(`  ${"whole run".padEnd(62)} ${secs(Date.now() - started)}`);
}

main().catch((error) => {
  console.error(`\ntest:deploy FAILED: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
