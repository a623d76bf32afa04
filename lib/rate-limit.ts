/**
 * Per-client request limits (sliding window), answered 429 with Retry-After.
 *
 * Kept in this process's memory, which is acceptable for the public booking call: the
 * clinic runs one server process, a restart only forgives a flood early, and the slot's
 * unique constraint — not this limiter — is what keeps bookings correct. A deployment
 * with several processes would need a shared store (the admin sign-in throttle keeps its
 * failures in the database for that reason).
 */
import { now } from "./clock";
import { tooManyRequests } from "./http";

export type RateLimiter = {
  /** Counts one request for `key`; throws a 429 HttpError when over the limit. */
  hit(key: string): void;
  /** Forgets every count (tests). */
  reset(): void;
};

export function createRateLimiter({ limit, windowMs, message }: { limit: number; windowMs: number; message?: string }): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;

  function sweep(at: number) {
    // Drops idle clients now and then so the map cannot grow without bound.
    if (at - lastSweep < windowMs && hits.size < 10_000) return;
    lastSweep = at;
    for (const [key, times] of hits) if (times[times.length - 1] <= at - windowMs) hits.delete(key);
  }

  return {
    hit(key) {
      const at = now().getTime();
      sweep(at);
      const recent = (hits.get(key) ?? []).filter((t) => t > at - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        throw tooManyRequests((recent[0] + windowMs - at) / 1000, message);
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
 * family booking several people, with a few corrections, from one connection.
 */
export const BOOKING_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;

export const bookingLimiter = createRateLimiter({
  ...BOOKING_LIMIT,
  message: "Too many booking requests from this connection. Please wait a few minutes, or call the clinic.",
});
