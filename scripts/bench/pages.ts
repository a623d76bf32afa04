/**
 * Bench part 1: the public pages' requests/s and p95 served three ways in one run — bare `next
 * start`, the deploy kit's nginx in front of it, and bare nginx serving the prerendered files.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  NGINX,
  renderSite,
  selfSignedCertificate,
  startNginx as startLoopbackNginx,
  writeNginxConf,
  type LoopbackNginx,
} from "../../deploy/nginx/loopback";
import { mergeResults, ms, printTable, runLoad, summarise, type LoadResult } from "./load";
import { freePort } from "./server";
import { AIM, CONNECTIONS, dist, heading, LOAD_PAGES, ROUNDS, SECONDS } from "./settings";

export function ensureNginx(): string {
  if (fs.existsSync(NGINX)) return NGINX;
  console.log("Installing Debian's nginx for the comparison…");
  execFileSync("apt-get", ["install", "-y", "-qq", "nginx"], {
    stdio: "ignore",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return NGINX;
}

/**
 * Bare nginx serving the build's prerendered HTML and static files from disk, with the kit's
 * TLS (its certificate and its ssl_* lines), one worker (as Next has one process): the
 * ceiling the deployed stack is measured against.
 */
async function startBareNginx(certDir: string): Promise<LoopbackNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-nginx-"));
  const port = await freePort();
  const { cert, key } = selfSignedCertificate(certDir);
  const tls = renderSite({
    CACHE_DIR: dir,
    UPSTREAM_PORT: "1",
    BACKUP_PORT: "1",
    HTTP_PORT: "1",
    HTTPS_PORT: "1",
    DOMAIN: "127.0.0.1",
    SSL_CERT: cert,
    SSL_KEY: key,
  })
    .split("\n")
    .filter((line) => /^\s*ssl_/.test(line));
  const site = `
server {
  listen 127.0.0.1:${port} ssl http2;
${tls.join("\n")}
  root ${path.join(dist, "server", "app")};
  location = / { try_files /en.html =404; }
  location /ta { try_files $uri.html =404; }
  location / { try_files /en$uri.html $uri =404; }
  location /_next/static/ { alias ${path.join(dist, "static")}/; }
}`;
  const nginx = await startLoopbackNginx(dir, writeNginxConf(dir, site), port, "/");
  return { ...nginx, stop: () => (nginx.stop(), fs.rmSync(dir, { recursive: true, force: true })) };
}

/** The deployed stack: the kit's site (its own temp folder, cache and certificate) in front of `next`. */
export type Kit = { nginx: LoopbackNginx; dir: string };

export async function pages(nextUrl: string, kit: Kit) {
  heading(
    `Public pages: next start, the deployed stack (kit's nginx + next start), bare nginx (${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} turns, same machine)`,
  );
  console.log(
    "Both nginx runs: HTTPS (same certificate and TLS settings, HTTP/1.1 keep-alive, handshakes before the clock), one worker;\n" +
      "next start: plain HTTP on loopback. Requests ask for no compression (none of the three gzips).\n",
  );
  const bare = await startBareNginx(kit.dir);
  try {
    const rows: string[][] = [];
    const cache: string[][] = [];
    for (const page of LOAD_PAGES) {
      // in turns, ROUNDS slices each, so a neighbour's burst of CPU falls on all three alike
      const runs: LoadResult[][] = [[], [], []];
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, base, countHeader] of [
          [0, nextUrl, undefined],
          [1, kit.nginx.url, "x-cache-status"],
          [2, bare.url, undefined],
        ] as const) {
          runs[i].push(
            await runLoad(
              page,
              base,
              CONNECTIONS,
              SECONDS / ROUNDS,
              () => ({ path: page }),
              { path: page },
              { countHeader },
            ),
          );
        }
      }
      const merged = runs.map(mergeResults);
      const [next, stack, static_] = merged.map(summarise);
      const answers = merged
        .map((r, i) => `${[next, stack, static_][i].statuses}${r.errors ? ` errors×${r.errors}` : ""}`)
        .join(" / ");
      const share = (stack.rps / static_.rps) * 100;
      rows.push([
        page,
        next.rps.toFixed(0),
        ms(next.p95),
        stack.rps.toFixed(0),
        ms(stack.p95),
        static_.rps.toFixed(0),
        ms(static_.p95),
        `${((next.rps / static_.rps) * 100).toFixed(0)}%`,
        `${share.toFixed(0)}%`,
        share >= AIM.stackShare ? "met" : "NOT MET",
      ]);
      cache.push([page, stack.headerValues, answers]);
    }
    printTable(
      [
        "page",
        "next req/s",
        "next p95 ms",
        "stack req/s",
        "stack p95 ms",
        "nginx req/s",
        "nginx p95 ms",
        "next/nginx",
        "stack/nginx",
        "aim",
      ],
      rows,
      [0, 9],
    );
    console.log(`\nAim: the deployed stack serves public pages at ≥ ${AIM.stackShare} % of bare nginx's rate.\n`);
    printTable(["page", "stack X-Cache-Status", "statuses next / stack / nginx"], cache, [0, 1, 2]);
  } finally {
    bare.stop();
  }
}
