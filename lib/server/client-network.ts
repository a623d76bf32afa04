/**
 * The client's network, not its address (docs/decisions/017-booking-floods.md): what the
 * public booking's per-network limits and the clinic's flood alert count.
 *
 * One person or one bot easily holds many addresses of one network — a cloud host hands out
 * consecutive IPv4 addresses, and one IPv6 subscriber gets a whole /64 (2^64 addresses) and
 * often a /48 (65,536 /64s). So an IPv4 address counts as its /24, and an IPv6 address as its
 * /64 with its /48 as a coarser aggregate, so that many /64s of one site do not multiply
 * the allowance. Keys are written in one fixed form — IPv6 hextets in full, four hex digits
 * each — so the /48 of a stored /64 is a plain prefix of it ("2001:0db8:0001:").
 *
 * Pure (no configuration): the caller passes lib/server/client-address.ts' `clientAddress()`.
 */
import { isIP } from "node:net";

export type ClientNetwork = {
  /** "203.0.113.0/24", "2001:0db8:0001:0002::/64", or "unknown" when the address is not one */
  key: string;
  /**
   * the prefix every key of the same aggregate starts with: the /24 key itself for IPv4,
   * "2001:0db8:0001:" (the /48) for IPv6; null for "unknown"
   */
  aggregatePrefix: string | null;
  family: 4 | 6 | null;
};

export const UNKNOWN_NETWORK: ClientNetwork = { key: "unknown", aggregatePrefix: null, family: null };

/** "2001:db8::1", "::ffff:1.2.3.4", "fe80::1%eth0" → eight 16-bit groups; null when not IPv6. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.replace(/%.*$/, ""); // a zone id names an interface, not a network
  if (isIP(bare) !== 6) return null;
  let text = bare.toLowerCase();
  // an embedded dotted IPv4 tail ("::ffff:1.2.3.4", "64:ff9b::1.2.3.4") is two groups
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, null];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === null ? [] : Array<string>(8 - left.length - right.length).fill("0");
  const groups = [...left, ...fill, ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

function ipv4Network(octets: number[]): ClientNetwork {
  const key = `${octets[0]}.${octets[1]}.${octets[2]}.0/24`;
  return { key, aggregatePrefix: key, family: 4 };
}

/** The client's network for an address as clientAddress() answers it (any textual form). */
export function clientNetwork(address: string): ClientNetwork {
  const trimmed = address.trim();
  if (isIP(trimmed) === 4) return ipv4Network(trimmed.split(".").map(Number));
  const groups = ipv6Groups(trimmed);
  if (!groups) return UNKNOWN_NETWORK;
  // An IPv4 client seen on a dual-stack socket (::ffff:a.b.c.d, in either notation) is that IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return ipv4Network([groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255]);
  }
  const hex = groups.map((g) => g.toString(16).padStart(4, "0"));
  return { key: `${hex.slice(0, 4).join(":")}::/64`, aggregatePrefix: `${hex.slice(0, 3).join(":")}:`, family: 6 };
}
