/**
 * Per-client request limits (sliding window), answered 429 with Retry-After.
 *
 * Kept in this process's memory, which is acceptable for the public booking call: the
 * clinic runs one server process, a restart only forgives a flood early, and the slot's
 * unique constraint — not this limiter — is what keeps bookings correct. A deployment
 * with several processes would need a shared store (the admin sign-in throttle keeps its
 * failures in the database for that reason).
 */
import "server-only";
import { now } from "../shared/clock";
import { clientNetwork } from "./client-network";
import type { ErrorCode } from "../shared/error-codes";
import { tooManyRequests } from "./http";

export type RateLimiter = {
  /** Counts one request for `key`; throws a 429 HttpError when over the limit. */
  hit(key: string): void;
  /** Forgets every count (tests). */
  reset(): void;
};

/** Most clients remembered at once; beyond it the longest-idle are forgotten first. */
const MAX_CLIENTS = 50_000;

/**
 * Each limiter's counts live on globalThis under its name: Next loads pages and route
 * handlers as separate module graphs in one process, and the manage page and its calls must
 * share one count per client, not get one each.
 */
const stores = ((
  globalThis as unknown as { clinicRateLimits?: Map<string, Map<string, number[]>> }
).clinicRateLimits ??= new Map());

export function createRateLimiter({
  name,
  limit,
  windowMs,
  message,
  code,
}: {
  /** the limiter's own counts, shared by every module graph that creates it under this name */
  name: string;
  limit: number;
  windowMs: number;
  message?: string;
  /** the answer's code (lib/shared/error-codes.ts); too_many_requests by default */
  code?: ErrorCode;
}): RateLimiter {
  // client → times of its recent requests; Map order is least recently active first
  const hits: Map<string, number[]> = stores.get(name) ?? new Map<string, number[]>();
  stores.set(name, hits);
  let lastSweep = 0;

  function sweep(at: number) {
    // Drops idle clients once a minute (or once a second while over capacity), so the
    // map stays small and a flood of made-up addresses cannot make every request slow.
    const due = at - lastSweep >= 60_000 || (hits.size > MAX_CLIENTS && at - lastSweep >= 1_000);
    if (!due) return;
    lastSweep = at;
    for (const [key, times] of hits) if (times[times.length - 1] <= at - windowMs) hits.delete(key);
    for (const key of hits.keys()) {
      if (hits.size <= MAX_CLIENTS) break;
      hits.delete(key);
    }
  }

  return {
    hit(key) {
      const at = now().getTime();
      sweep(at);
      const recent = (hits.get(key) ?? []).filter((t) => t > at - windowMs);
      hits.delete(key);
      if (recent.length >= limit) {
        hits.set(key, recent);
        throw tooManyRequests((recent[0] + windowMs - at) / 1000, message, code);
      }
      recent.push(at);
      hits.set(key, recent);
    },
    reset() {
      hits.clear();
      lastSweep = 0;
    },
  };
}

/**
 * POST /api/appointments/book: 10 requests per client address per 10 minutes — room for a
 * family booking several people, with a few corrections, from one connection — and 60 per
 * client network (IPv4 /24, IPv6 /64: lib/server/client-network.ts), so that the addresses of
 * one network (2^64 of them in an IPv6 /64) share one allowance while a waiting room or an
 * office on one network still books. What a network may book is counted in the database
 * (lib/server/domain/booking-floods.ts, docs/decisions/017-booking-floods.md).
 */
export const BOOKING_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;
export const BOOKING_NETWORK_REQUESTS = { limit: 60, windowMs: 10 * 60_000 } as const;

const BOOKING_LIMIT_MESSAGE =
  "Too many booking requests from this connection. Please wait a few minutes, or call the clinic.";
const perAddress = createRateLimiter({
  name: "booking",
  ...BOOKING_LIMIT,
  message: BOOKING_LIMIT_MESSAGE,
  code: "too_many_bookings",
});
const perNetwork = createRateLimiter({
  name: "booking-network",
  ...BOOKING_NETWORK_REQUESTS,
  message: BOOKING_LIMIT_MESSAGE,
  code: "too_many_bookings",
});

/** One limiter of two: each request counts against its address and against its network; `key` is the address. */
function addressAndNetwork(address: RateLimiter, network: RateLimiter): RateLimiter {
  return {
    hit(key) {
      address.hit(key);
      network.hit(clientNetwork(key).key);
    },
    reset() {
      address.reset();
      network.reset();
    },
  };
}

/** Counts a booking request against its address and against its network. */
export const bookingLimiter = addressAndNetwork(perAddress, perNetwork);

/**
 * Phone codes and the patient's sign-in (FEATURES.md §15): 10 requests per address and 60 per
 * network per 10 minutes. What is sent is limited in the database (lib/server/domain/phone-codes.ts);
 * this only keeps one client from making the server count for it all day.
 */
export const PHONE_CODE_REQUESTS = { address: 10, network: 60, windowMs: 10 * 60_000 } as const;
const phoneCodePerAddress = createRateLimiter({
  name: "phone-code",
  limit: PHONE_CODE_REQUESTS.address,
  windowMs: PHONE_CODE_REQUESTS.windowMs,
});
const phoneCodePerNetwork = createRateLimiter({
  name: "phone-code-network",
  limit: PHONE_CODE_REQUESTS.network,
  windowMs: PHONE_CODE_REQUESTS.windowMs,
});
export const phoneCodeLimiter = addressAndNetwork(phoneCodePerAddress, phoneCodePerNetwork);

/**
 * The patient's manage link (page and calls): 30 requests per client address per 10
 * minutes — a patient opening, moving and cancelling many times over is far below it.
 */
export const MANAGE_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;

export const manageLimiter = createRateLimiter({
  name: "manage",
  ...MANAGE_LIMIT,
  message: "Too many requests from this connection. Please wait a few minutes, or call the clinic.",
});

/**
 * Reading one's own appointment by a link that opens one: per link, not per address. On
 * the evening the manage page asks every 30 s (FEATURES.md §5), and a waiting room shares
 * the clinic's Wi-Fi (one address); a miss still counts against the address (manageLimiter).
 */
export const MANAGE_READ_LIMIT = { limit: 60, windowMs: 10 * 60_000 } as const;

export const manageReadLimiter = createRateLimiter({
  name: "manage-read",
  ...MANAGE_READ_LIMIT,
  message: "Too many requests for this appointment. Please wait a few minutes, or call the clinic.",
  code: "too_many_for_link",
});

/**
 * A document through the manage link (issue 41 G5: one link's prescription was rendered 136
 * times from one IPv6 /64 while the doctor's own print waited): per link 10 an hour — a patient
 * downloads it once or twice — and per network (IPv4 /24, IPv6 /64) 30 an hour.
 */
export const MANAGE_DOCUMENT_LIMIT = { link: 10, network: 30, windowMs: 60 * 60_000 } as const;
const DOCUMENT_MESSAGE = "Too many downloads of this document. Please wait an hour, or ask the clinic for a copy.";
const documentPerLink = createRateLimiter({
  name: "manage-document-link",
  limit: MANAGE_DOCUMENT_LIMIT.link,
  windowMs: MANAGE_DOCUMENT_LIMIT.windowMs,
  message: DOCUMENT_MESSAGE,
  code: "too_many_for_link",
});
const documentPerNetwork = createRateLimiter({
  name: "manage-document-network",
  limit: MANAGE_DOCUMENT_LIMIT.network,
  windowMs: MANAGE_DOCUMENT_LIMIT.windowMs,
  message: DOCUMENT_MESSAGE,
});

/** Counts a manage-link document download against its link (`linkKey`, the token's hash) and the client's network. */
export const manageDocumentLimiter = {
  hit(linkKey: string, address: string): void {
    documentPerNetwork.hit(clientNetwork(address).key);
    documentPerLink.hit(linkKey);
  },
  reset(): void {
    documentPerNetwork.reset();
    documentPerLink.reset();
  },
};
