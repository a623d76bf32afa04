/**
 * A small closed-loop load generator: `connections` keep-alive workers, each sending its
 * next request as soon as the last one answered. It runs on the same machine as the server
 * and takes CPU from it — the figures are for comparing, side by side. An https base is
 * spoken as HTTP/1.1 over TLS (any certificate accepted: loopback's are self-signed), each
 * connection's handshake made before the clock starts.
 */
import http from "node:http";
import https from "node:https";

export type RequestSpec = { method?: string; path: string; headers?: Record<string, string>; body?: string };
export type LoadResult = {
  name: string;
  connections: number;
  seconds: number;
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
  /** values of the response header named by `countHeader` (absent: "none"), with their counts */
  headerValues: Map<string, number>;
};

type Answer = { status: number; header?: string };

function send(agent: http.Agent, url: URL, spec: RequestSpec, countHeader?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const headers = spec.body
      ? { ...spec.headers, "content-length": String(Buffer.byteLength(spec.body)) }
      : spec.headers;
    const request = url.protocol === "https:" ? https.request : http.request;
    const req = request(url, { agent, method: spec.method ?? "GET", headers }, (res) => {
      res.resume(); // drain the body so the connection is reused
      const header = countHeader ? String(res.headers[countHeader] ?? "none") : undefined;
      res.on("end", () => resolve({ status: res.statusCode ?? 0, header }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(spec.body);
  });
}

export async function runLoad(
  name: string,
  base: string,
  connections: number,
  seconds: number,
  next: (i: number) => RequestSpec,
  warm: RequestSpec = { path: "/" },
  options: { countHeader?: string } = {},
): Promise<LoadResult> {
  const agent = base.startsWith("https:")
    ? new https.Agent({ keepAlive: true, maxSockets: connections, rejectUnauthorized: false })
    : new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const headerValues = new Map<string, number>();
  let errors = 0;
  let counter = 0;
  // Open every connection with one untimed request first, so the figures are the steady
  // state. (Under saturation the first request of a new connection can wait seconds.)
  await Promise.all(
    Array.from({ length: connections }, () => send(agent, new URL(warm.path, base), warm).catch(() => undefined)),
  );
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < stopAt) {
        const spec = next(counter++);
        const t0 = performance.now();
        try {
          const { status, header } = await send(agent, new URL(spec.path, base), spec, options.countHeader);
          latencies.push(performance.now() - t0);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (header !== undefined) headerValues.set(header, (headerValues.get(header) ?? 0) + 1);
        } catch {
          errors++;
        }
      }
    }),
  );
  agent.destroy();
  return {
    name,
    connections,
    seconds: (performance.now() - started) / 1000,
    latencies,
    statuses,
    errors,
    headerValues,
  };
}

/** Several runs of one scenario as one (runs taken in turns with others even out a shared machine's noise). */
export function mergeResults(runs: LoadResult[]): LoadResult {
  const add = <K>(into: Map<K, number>, from: Map<K, number>) => {
    for (const [k, n] of from) into.set(k, (into.get(k) ?? 0) + n);
    return into;
  };
  return {
    name: runs[0].name,
    connections: runs[0].connections,
    seconds: runs.reduce((sum, r) => sum + r.seconds, 0),
    latencies: runs.flatMap((r) => r.latencies),
    statuses: runs.reduce((m, r) => add(m, r.statuses), new Map<number, number>()),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    headerValues: runs.reduce((m, r) => add(m, r.headerValues), new Map<string, number>()),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Latency figures of one run: requests per second and percentiles in ms. */
export function summarise(r: LoadResult) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    rps: sorted.length / r.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    statuses: [...r.statuses].map(([s, n]) => `${s}×${n}`).join(" "),
    headerValues: [...r.headerValues].map(([v, n]) => `${v}×${n}`).join(" "),
  };
}

/** Prints rows as an aligned table; the first column is left-aligned. */
export function printTable(header: string[], rows: string[][], leftColumns: number[] = [0]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (leftColumns.includes(i) ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}

/** Milliseconds with one decimal. */
export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "n/a");
