/**
 * `npm start`: validate configuration, apply pending migrations, create the first admin
 * when there is none, build when there is no production build, then serve it.
 */
import "./node-server";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { config } from "../lib/server/config";
import { applyMigrations } from "../lib/server/migrations";
import { prepareDatabase } from "./prepare";

const NEXT = path.join(__dirname, "..", "node_modules", ".bin", "next");
const TSX = path.join(__dirname, "..", "node_modules", ".bin", "tsx");

async function main() {
  (process.env as Record<string, string>).NODE_ENV ??= "production";
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  let c;
  try {
    c = config();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const applied = await applyMigrations(c.DATABASE_URL);
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
  await prepareDatabase();

  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) {
    console.log("No production build yet: building (about a minute)…");
    const build = spawnSync(NEXT, ["build"], { stdio: "inherit", env: process.env });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  // Our own server around Next's handler (scripts/serve.ts): it is what tells route handlers
  // the socket's address.
  const server = spawn(TSX, [path.join(__dirname, "serve.ts")], { stdio: "inherit", env: process.env });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
