/**
 * The test's machine: a fresh Debian 13 root (debootstrapped once into DEPLOY_TEST_CACHE, copied
 * for each run) with the code as a clone has it, booted with real systemd by systemd-nspawn on
 * this machine's network, and a root shell inside it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { check, fail, figures, log, run, secs, sleep, tail } from "./run";

const REPO = path.resolve(__dirname, "../..");
const CACHE = process.env.DEPLOY_TEST_CACHE ?? "/var/cache/clinic-deploy";
const MIRROR = process.env.DEBIAN_MIRROR ?? "http://deb.debian.org/debian";
const SUITE = "trixie";
const BASE = path.join(CACHE, `${SUITE}-base`);
const APT_CACHE = path.join(CACHE, "apt-archives");
const MACHINE = `clinic-deploy-${process.pid}`;
/** what a fresh Debian server has besides the minimal base: systemd as init, sudo */
const BASE_PACKAGES = "systemd,systemd-sysv,dbus,sudo,ca-certificates";

/** debootstrap and systemd-nspawn from Debian's packages when missing. */
export function ensureTools() {
  if (process.getuid?.() !== 0) fail("needs root (debootstrap, systemd-nspawn): sudo npm run test:deploy");
  const missing = ["debootstrap", "systemd-nspawn"].filter((c) => spawnSync("which", [c]).status !== 0);
  if (missing.length) {
    log(`installing debootstrap and systemd-container (missing: ${missing.join(", ")})`);
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "debootstrap", "systemd-container"]);
  }
}

/** The fresh root, debootstrapped once into the cache and copied for each run. */
export function freshRoot(work: string): string {
  if (!fs.existsSync(path.join(BASE, "etc/os-release"))) {
    log(`debootstrapping Debian ${SUITE} into ${BASE} (once; kept for later runs)`);
    const t = Date.now();
    const tmp = `${BASE}.tmp`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(CACHE, { recursive: true });
    run("debootstrap", ["--variant=minbase", `--include=${BASE_PACKAGES}`, SUITE, tmp, MIRROR], { quiet: true });
    fs.renameSync(tmp, BASE);
    figures.push(["debootstrap (first run only)", secs(Date.now() - t)]);
  }
  const root = path.join(work, "root");
  run("cp", ["-a", BASE, root]);
  // What an installed server has and debootstrap does not write: its name in /etc/hosts (sudo
  // looks it up) — and this machine's network: where its egress passes a TLS-inspecting proxy,
  // the proxy's CA, trusted system-wide and by npm, as such a network's admin would set it up.
  fs.appendFileSync(path.join(root, "etc/hosts"), `127.0.1.1\t${os.hostname()}\n`);
  // A throw-away machine needs no fsync after each of the ~400 packages Node and npm bring (the
  // setting Debian's own container images ship): minutes under load, and nothing the kit does.
  fs.writeFileSync(path.join(root, "etc/dpkg/dpkg.cfg.d/throwaway-machine"), "force-unsafe-io\n");
  const extraCas = "/usr/local/share/ca-certificates";
  const cas = fs.existsSync(extraCas) ? fs.readdirSync(extraCas).filter((n) => n.endsWith(".crt")) : [];
  if (cas.length) {
    for (const ca of cas) fs.copyFileSync(path.join(extraCas, ca), path.join(root, extraCas.slice(1), ca));
    run("chroot", [root, "update-ca-certificates"], { quiet: true });
    fs.writeFileSync(path.join(root, "etc/npmrc"), "cafile=/etc/ssl/certs/ca-certificates.crt\n");
    log(`this machine's extra CAs trusted in the new root too: ${cas.join(", ")}`);
  }
  return root;
}

/** The code as a clone has it, into /root/clinic of the new root. */
export function copyCode(root: string) {
  const dest = path.join(root, "root/clinic");
  fs.mkdirSync(dest, { recursive: true });
  const mode = process.env.DEPLOY_TEST_SOURCE ?? "head";
  const tar =
    mode === "worktree"
      ? `git ls-files -z -co --exclude-standard | xargs -0 sh -c 'for f; do [ -e "$f" ] && printf "%s\\0" "$f"; done' _ | tar --null -T - -cf -`
      : "git archive --format=tar HEAD";
  run("bash", ["-c", `cd ${JSON.stringify(REPO)} && ${tar} | tar -C ${JSON.stringify(dest)} -xf -`]);
  log(
    `code copied in (${mode === "worktree" ? "working tree" : `HEAD ${run("git", ["-C", REPO, "rev-parse", "--short", "HEAD"], { quiet: true }).trim()}`})`,
  );
}

export type Machine = { nspawn: ChildProcess; init: number; console: string };

export async function boot(root: string, work: string): Promise<Machine> {
  fs.mkdirSync(APT_CACHE, { recursive: true });
  const consoleLog = path.join(work, "console.log");
  const out = fs.openSync(consoleLog, "a");
  const nspawn = spawn(
    "systemd-nspawn",
    [
      "-D",
      root,
      "--boot",
      "--register=no",
      "--keep-unit",
      `--machine=${MACHINE}`,
      `--bind=${APT_CACHE}:/var/cache/apt/archives`,
    ],
    { stdio: ["ignore", out, out] },
  );
  let init = 0;
  for (let i = 0; i < 240 && !init; i++) {
    await sleep(250);
    if (nspawn.exitCode !== null) fail(`systemd-nspawn exited ${nspawn.exitCode}: ${tail(consoleLog)}`);
    const child = spawnSync("pgrep", ["-P", String(nspawn.pid)], { encoding: "utf8" })
      .stdout.trim()
      .split("\n")[0];
    // nspawn's child is the machine's init once it has exec'd systemd
    const comm = child ? spawnSync("ps", ["-o", "comm=", "-p", child], { encoding: "utf8" }).stdout.trim() : "";
    if (comm === "systemd") init = Number(child);
  }
  if (!init) fail("the container's init never started");
  return { nspawn, init, console: consoleLog };
}

/** Waits for the machine's systemd to finish booting. */
export async function booted(m: Machine) {
  let state = "";
  for (let i = 0; i < 120 && !state; i++) {
    // exits non-zero for "degraded" too (a unit a container cannot run): the state is what counts;
    // nothing at all while systemd has not yet opened its bus
    state = inside(m, "systemctl is-system-running --wait 2>/dev/null", { quiet: true, allowFail: true }).stdout.trim();
    if (!state) await sleep(500);
  }
  check(["running", "degraded"].includes(state), `the fresh root booted with systemd (${state || "no answer"})`);
}

/** A root shell's environment inside the machine, none of this one's. */
export const CLEAN_ENV = [
  "env",
  "-i",
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  "HOME=/root",
  "LANG=C.UTF-8",
];

/** Runs a shell command inside the machine as root, with a clean environment. */
export function inside(m: Machine, command: string, opts: { quiet?: boolean; allowFail?: boolean } = {}) {
  const r = spawnSync("nsenter", ["-t", String(m.init), "-a", ...CLEAN_ENV, "bash", "-c", command], {
    encoding: "utf8",
    stdio: opts.quiet ? "pipe" : ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!opts.quiet) {
    for (const line of `${r.stdout}${r.stderr}`.split("\n")) if (line) console.log(`    │ ${line}`);
  }
  if (r.status !== 0 && !opts.allowFail)
    fail(`inside the machine, \`${command}\` exited ${r.status}: ${r.stderr.slice(-2000)}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
