/** The deploy test's log, its figures and its checks: the first failed check ends the run. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

export const started = Date.now();
export const figures: [string, string][] = [];
export const secs = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

export function log(line: string) {
  console.log(`[test:deploy ${secs(Date.now() - started).padStart(5)}] ${line}`);
}

export function fail(message: string): never {
  throw new Error(message);
}

export function check(ok: unknown, message: string) {
  if (!ok) fail(message);
  log(`ok: ${message}`);
}

export function run(cmd: string, args: string[], opts: { quiet?: boolean } = {}) {
  const r = spawnSync(cmd, args, { stdio: opts.quiet ? "pipe" : "inherit", encoding: "utf8" });
  if (r.status !== 0) fail(`${cmd} ${args.join(" ")} exited ${r.status}${opts.quiet ? `: ${r.stderr}` : ""}`);
  return r.stdout ?? "";
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}
