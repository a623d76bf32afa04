/** The sign-in throttling policy as a pure function of failure times (docs/security.md). */
import { ACCOUNT_POLICY, IP_POLICY, waitSeconds, type ThrottlePolicy } from "@/lib/server/auth/throttle";

const T0 = new Date("2026-11-24T04:00:00Z").getTime();
const at = (ms: number) => new Date(T0 + ms);
const failuresAt = (...ms: number[]) => ms.map(at);

describe("waitSeconds", () => {
  it("lets the first 5 failures of an account through without delay", () => {
    expect(waitSeconds([], at(0), ACCOUNT_POLICY)).toBe(0);
    expect(waitSeconds(failuresAt(0, 1, 2, 3), at(4), ACCOUNT_POLICY)).toBe(0);
  });

  it("then doubles the wait after each further failure: 1 s, 2 s, 4 s, … counted from the last failure", () => {
    const waits: number[] = [];
    const failures: Date[] = [];
    for (let i = 0; i < 12; i++) {
      failures.push(at(i));
      waits.push(Math.round(waitSeconds(failures, at(i), ACCOUNT_POLICY)));
    }
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128]);
    // time already passed since the last failure counts
    expect(waitSeconds(failuresAt(0, 0, 0, 0, 0, 0), at(1500), ACCOUNT_POLICY)).toBeCloseTo(0.5);
  });

  it("never asks for more than 15 minutes between failures", () => {
    const many = Array.from({ length: 40 }, (_, i) => at(i));
    expect(waitSeconds(many, at(40), ACCOUNT_POLICY)).toBeCloseTo(15 * 60, 0);
  });

  it("forgets failures older than an hour", () => {
    const old = Array.from({ length: 20 }, (_, i) => at(i));
    expect(waitSeconds(old, at(60 * 60 * 1000 + 20), ACCOUNT_POLICY)).toBe(0);
  });

  it("gives an address 10 free failures", () => {
    const nine = Array.from({ length: 9 }, (_, i) => at(i));
    expect(waitSeconds(nine, at(9), IP_POLICY)).toBe(0);
    expect(waitSeconds([...nine, at(9)], at(9), IP_POLICY)).toBeGreaterThan(0);
  });

  it("holds a hard ceiling of 100 failures in any hour, whatever the delays", () => {
    const noDelay: ThrottlePolicy = { ...ACCOUNT_POLICY, freeFailures: 1000 };
    const hundred = Array.from({ length: 100 }, (_, i) => at(i * 1000)); // one a second
    // the 101st waits until the first of them is an hour old
    expect(waitSeconds(hundred, at(100_000), noDelay)).toBeCloseTo(3600 - 100, 0);
    expect(waitSeconds(hundred, at(3600_001), noDelay)).toBe(0);
  });

  it("keeps a tireless attacker far below 100 failures an hour per account (and per address)", () => {
    for (const policy of [ACCOUNT_POLICY, IP_POLICY]) {
      const failures: Date[] = [];
      let t = 0;
      while (t < 6 * 3600_000) {
        const wait = waitSeconds(failures, at(t), policy);
        if (wait > 0) t += Math.ceil(wait * 1000);
        else failures.push(at(t++)); // tries again the moment it may
      }
      const times = failures.map((d) => d.getTime());
      const worstHour = Math.max(...times.map((s) => times.filter((x) => x >= s && x < s + 3600_000).length));
      expect(worstHour).toBeLessThanOrEqual(policy === ACCOUNT_POLICY ? 17 : 22);
    }
  });
});
