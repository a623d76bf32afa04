/**
 * The HTTP server in front of Next (production and development): Next's own request
 * handler, with one addition — the socket's peer address is written into
 * PEER_ADDRESS_HEADER on every request, replacing whatever a client sent under that name.
 * Route handlers cannot see the socket, and X-Forwarded-For is the client's to write, so
 * this is the only trustworthy source of the client's address (lib/server/client-address.ts).
 *
 * Usage: tsx scripts/serve.ts [--dev]   (PORT and HOSTNAME from the environment)
 */
import "./node-server";
import http from "node:http";
import next from "next";
import { PEER_ADDRESS_HEADER } from "../lib/server/client-address";
import { config } from "../lib/server/config";

async function main() {
  const dev = process.argv.includes("--dev");
  const { PORT: port, HOSTNAME: hostname } = config();
  const app = next({ dev, hostname, port, dir: process.cwd() });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = http.createServer((req, res) => {
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    void handle(req, res);
  });
  // Longer than a proxy's upstream keep-alive (nginx: 60 s), so the proxy closes first.
  server.keepAliveTimeout = 65_000;
  server.listen(port, hostname, () => {
    console.log(`▲ Ready on http://${hostname}:${port}${dev ? " (development)" : ""}`);
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      server.close();
      void app.close().finally(() => process.exit(0));
      // Open keep-alive connections must not hold the process up.
      setTimeout(() => process.exit(0), 5_000).unref();
    });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
