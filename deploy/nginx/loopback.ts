/**
 * The kit's nginx site (deploy/nginx/clinic.conf) on loopback, for its browser test
 * (tests/e2e/deploy-kit.spec.ts) and the benchmark (scripts/bench.ts): the template's
 * placeholders filled as deploy/install.sh fills them, but for loopback ports, a temp folder
 * and a self-signed certificate, under a one-worker nginx.conf of its own, started by
 * Debian's nginx in the foreground.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import path from "node:path";

export const NGINX = "/usr/sbin/nginx";
const TEMPLATE = path.join(__dirname, "clinic.conf");

/** A self-signed certificate for 127.0.0.1 in `dir` (cert.pem, key.pem), made once. */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  if (fs.existsSync(cert) && fs.existsSync(key)) return { cert, key };
  const openssl = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { stdio: "pipe" },
  );
  if (openssl.status !== 0) throw new Error(`openssl: ${openssl.stderr.toString()}`);
  return { cert, key };
}

/** The kit's site with its placeholders filled; lines for the IPv6 loopback dropped (a machine may lack it). */
export function renderSite(values: Record<string, string>): string {
  let site = fs.readFileSync(TEMPLATE, "utf8");
  for (const [key, value] of Object.entries(values)) site = site.replaceAll(`@${key}@`, value);
  const left = /@[A-Z_]+@/.exec(site);
  if (left) throw new Error(`deploy/nginx/clinic.conf: ${left[0]} was not filled`);
  return site
    .split("\n")
    .filter((line) => !line.includes("[::]"))
    .join("\n");
}

/**
 * A one-worker nginx.conf in `dir` around `site` (server blocks and what belongs to the http
 * context): temp folders inside `dir`, an access log only when asked.
 */
export function writeNginxConf(dir: string, site: string, options: { accessLog?: boolean } = {}): string {
  const tmp = path.join(dir, "tmp");
  for (const sub of ["logs", "tmp"]) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  fs.writeFileSync(path.join(dir, "site.conf"), site);
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    [
      // as root nginx's workers would drop to "nobody", who cannot use this private folder
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      "events { worker_connections 4096; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      // as Debian's /etc/nginx/nginx.conf, which the installed site runs under
      "  sendfile on;",
      "  tcp_nopush on;",
      `  access_log ${options.accessLog ? path.join(dir, "logs", "access.log") : "off"};`,
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${path.join(tmp, t)};`),
      `  include ${path.join(dir, "site.conf")};`,
      "}",
    ].join("\n"),
  );
  return conf;
}

export type LoopbackNginx = { url: string; child: ChildProcess; log(): string; stop(): void };

/** Starts nginx on `conf` in the foreground and waits until `https://127.0.0.1:<httpsPort><readyPath>` answers 200. */
export async function startNginx(
  dir: string,
  conf: string,
  httpsPort: number,
  readyPath = "/robots.txt",
): Promise<LoopbackNginx> {
  let log = "";
  const child = spawn(NGINX, ["-p", dir, "-e", "stderr", "-c", conf, "-g", "daemon off; error_log stderr;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr!.on("data", (chunk) => (log += chunk));
  const url = `https://127.0.0.1:${httpsPort}`;
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log}`);
    if ((await status(`${url}${readyPath}`)) === 200) break;
    if (Date.now() > deadline) {
      stop();
      throw new Error(`nginx did not answer within 15 s: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, log: () => log, stop };
}

function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    https
      .get(url, { rejectUnauthorized: false, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on("error", () => resolve(0));
  });
}

/**
 * The kit's site in `dir` in front of the app on `upstreamPort`, as deploy/install.sh installs
 * it but on loopback: https on `httpsPort` (HTTP/2 offered), http on `httpPort` redirecting.
 */
export async function startKitNginx(options: {
  dir: string;
  upstreamPort: number;
  httpsPort: number;
  httpPort: number;
  accessLog?: boolean;
}): Promise<LoopbackNginx> {
  const { dir } = options;
  const { cert, key } = selfSignedCertificate(dir);
  fs.mkdirSync(path.join(dir, "cache"), { recursive: true });
  const site = renderSite({
    CACHE_DIR: path.join(dir, "cache"),
    UPSTREAM_PORT: String(options.upstreamPort),
    // one app here: its backup is itself (a second try on the same server)
    BACKUP_PORT: String(options.upstreamPort),
    HTTP_PORT: `127.0.0.1:${options.httpPort}`,
    HTTPS_PORT: `127.0.0.1:${options.httpsPort}`,
    DOMAIN: "127.0.0.1",
    SSL_CERT: cert,
    SSL_KEY: key,
  });
  return startNginx(dir, writeNginxConf(dir, site, { accessLog: options.accessLog }), options.httpsPort);
}
