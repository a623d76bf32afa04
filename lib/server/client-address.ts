/**
 * The client's address, the one function every per-client limit, the sign-in throttle and
 * the audit log use (FEATURES.md §1).
 *
 * The socket's peer address reaches route handlers in PEER_ADDRESS_HEADER, which our own
 * HTTP server (scripts/serve.ts) sets on every request, overwriting anything a client sent.
 * X-Forwarded-For is written by whoever sends the request, so it counts only with
 * TRUST_PROXY=N: N proxies of ours are in front, each appending the address it saw, and the
 * N-th entry from the right is the one our outermost proxy saw — the client.
 */
import "server-only";
import { isIP } from "node:net";
import { config } from "./config";

export const PEER_ADDRESS_HEADER = "x-clinic-peer-address";

/** "::ffff:203.0.113.7" (an IPv4 client on a dual-stack socket) → "203.0.113.7". */
function normalise(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

export function clientAddress(headers: Headers, trustProxy: number = config().TRUST_PROXY): string {
  const peer = normalise(headers.get(PEER_ADDRESS_HEADER) ?? "") || "unknown";
  if (trustProxy === 0) return peer;
  const hops = (headers.get("x-forwarded-for") ?? "").split(",").map(normalise).filter(Boolean);
  if (hops.length === 0) return peer;
  // Fewer entries than proxies: the request entered behind the outermost one, so the
  // left-most entry is the furthest address any trusted proxy saw.
  const candidate = hops[Math.max(0, hops.length - trustProxy)];
  // A proxy that wrote something other than an address is misconfigured: fall back to the peer.
  return isIP(candidate) ? candidate : peer;
}
