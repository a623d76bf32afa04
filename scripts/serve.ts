/**
 * The HTTP server in front of Next (production and development): Next's own request
 * handler, with one addition — the socket's peer address is written into
 * PEER_ADDRESS_HEADER on every request, replacing whatever a client sent under that name.
 * Route handlers cannot see the socket, and X-Forwarded-For is the client's to write, so
 * this is the only trustworthy source of the client's address (lib/server/client-address.ts).
 * In production it first regenerates the prerendered public pages (below).
 *
 * Usage: tsx scripts/serve.ts [--dev]   (PORT and HOSTNAME from the environment)
 */
import "./node-server";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import next from "next";
import { DEFAULT_LOCALE } from "../lib/i18n/locales";
import { PEER_ADDRESS_HEADER } from "../lib/server/client-address";
import { config } from "../lib/server/config";

async function main() {
  const dev = process.argv.includes("--dev");
  const { PORT: port, HOSTNAME: hostname } = config();
  const app = next({ dev, hostname, port, dir: process.cwd() });
  const handle = app.getRequestHandler();
  await app.prepare();

  let stopping = false;
  const listener: http.RequestListener = (req, res) => {
    // while stopping, an answer closes its connection: this process takes no further request
    if (stopping) res.shouldKeepAlive = false;
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    void handle(req, res);
  };
  if (!dev) await regeneratePrerenderedPages(listener);
  const server = http.createServer(listener);
  // Longer than a proxy's upstream keep-alive (nginx: 60 s), so the proxy closes first.
  server.keepAliveTimeout = 65_000;
  server.listen(port, hostname, () => {
    console.log(`▲ Ready on http://${hostname}:${port}${dev ? " (development)" : ""}`);
  });
  // Graceful stop (deploy/switch.sh stops the old release this way once nginx has moved to the
  // new one): stop accepting, close idle keep-alive connections, let requests in flight finish
  // and their connections close after them, then exit. A request still running after 10 s is
  // cut off (systemd's TimeoutStopSec is longer).
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      server.close(() => void app.close().finally(() => process.exit(0)));
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 10_000).unref();
    });
  }
}

type PrerenderManifest = {
  preview?: { previewModeId?: string };
  routes?: Record<string, { initialRevalidateSeconds?: number | false }>;
};

/**
 * The prerendered pages that regenerate — the public site's, which show the clinic's
 * announcement (lib/server/public-pages.ts) — come from `next build`, which has no database
 * and renders no banner, or from the last run, whose banner may have changed since. Their
 * minute's revalidation would only correct them a minute after they were written, and then
 * for the second visitor (ISR serves the first the old page while it regenerates). So before
 * the site's port opens, each is regenerated through a loopback server of its own, with
 * Next's on-demand revalidation request (the header Next's own `res.revalidate()` sends,
 * carrying this build's secret preview id): an announcement that already exists shows from
 * the first visitor on.
 */
async function regeneratePrerenderedPages(listener: http.RequestListener): Promise<void> {
  let manifest: PrerenderManifest;
  try {
    const distDir = process.env.NEXT_DIST_DIR || ".next";
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"));
  } catch {
    return;
  }
  const secret = manifest.preview?.previewModeId;
  const pages = Object.entries(manifest.routes ?? {})
    .filter(([, route]) => typeof route.initialRevalidateSeconds === "number")
    .map(([page]) => page);
  if (!secret || pages.length === 0) return;

  const loopback = http.createServer(listener);
  await new Promise<void>((resolve) => loopback.listen(0, "127.0.0.1", resolve));
  const { port } = loopback.address() as AddressInfo;
  const missed: string[] = [];
  for (const page of pages) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${publicAddress(page)}`, {
        headers: { "x-prerender-revalidate": secret },
        signal: AbortSignal.timeout(15_000),
      });
      await res.arrayBuffer();
      if (res.headers.get("x-nextjs-cache") !== "REVALIDATED") missed.push(page);
    } catch {
      missed.push(page);
    }
  }
  loopback.closeAllConnections();
  await new Promise((resolve) => loopback.close(resolve));
  // Not fatal: the minute's revalidation still brings them up to date.
  if (missed.length) console.warn(`Not regenerated at start (they will be within a minute): ${missed.join(", ")}`);
}

/**
 * A prerendered page's address as visitors use it: the manifest names the English pages by their
 * segment (/en/about), which redirects to the unprefixed address (/about, next.config.ts); the
 * Tamil ones (/ta/about) are their own.
 */
function publicAddress(page: string): string {
  if (page === `/${DEFAULT_LOCALE}`) return "/";
  return page.startsWith(`/${DEFAULT_LOCALE}/`) ? page.slice(DEFAULT_LOCALE.length + 1) : page;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
