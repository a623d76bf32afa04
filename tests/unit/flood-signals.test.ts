/**
 * The signs that tell a flood from a busy hour (docs/decisions/038-flood-or-busy-hour.md),
 * one rule at a time.
 */
import { floodSignals, inventedNumbers, isBurst, type SignalRow } from "@/lib/server/domain/flood-signals";

const at = (seconds: number) => new Date(Date.UTC(2026, 11, 7, 6, 0, seconds));
const row = (over: Partial<SignalRow> & { s: number }): SignalRow => ({
  createdAt: at(over.s),
  webNetwork: over.webNetwork ?? `49.20${over.s % 10}.17.0/24`,
  phone: over.phone ?? "98412 30567",
  name: over.name ?? "Lakshmi Narayanan",
  preferredDate: over.preferredDate ?? "2026-12-09",
});

describe("inventedNumbers", () => {
  it.each([
    ["+44 7700 900123", "foreign"],
    ["044 2434 5678", "a landline, not a mobile"],
    ["99999 91234", "six of one digit"],
    ["98765 43210", "counting down"],
    ["90123 45678", "counting up"],
  ])("%s is not a real patient's mobile (%s)", (phone) => {
    expect(inventedNumbers([phone])).toBe(1);
  });

  it("real mobiles are real, however written, and one family's shared phone is not a neighbour", () => {
    expect(inventedNumbers(["98412 30567", "+91-94440-18273", "099620 45118", "98412 30567"])).toBe(0);
  });

  it("numbers a program counted up are neighbours of each other", () => {
    expect(inventedNumbers(["90000 00001", "90000 00002", "90000 00007", "98412 30567"])).toBe(3);
  });
});

describe("isBurst", () => {
  it("three networks within a minute are a burst; two, or three spread over minutes, are not", () => {
    const nets = ["a", "b", "c"];
    expect(isBurst(nets.map((n, i) => row({ s: i * 20, webNetwork: n })))).toBe(true);
    expect(isBurst(["a", "b", "a"].map((n, i) => row({ s: i * 5, webNetwork: n })))).toBe(false);
    expect(isBurst(nets.map((n, i) => row({ s: i * 45, webNetwork: n })))).toBe(false);
  });
});

describe("floodSignals", () => {
  const busy = [0, 300, 600, 900, 1200, 1500].map((s, i) =>
    row({
      s,
      phone: ["98412 30567", "94440 18273", "99620 45118", "90030 77412", "98840 26953", "97910 53308"][i],
      preferredDate: `2026-12-${10 + i}`,
    }),
  );

  it("real names and mobiles, minutes apart, for six evenings: a busy hour with no signs", () => {
    expect(floodSignals(busy, 2)).toEqual({ signals: [], flood: false });
  });

  it("invented numbers alone make a flood", () => {
    const rows = busy.map((r, i) => (i < 3 ? { ...r, phone: `+1 202 555 01${i}0` } : r));
    expect(floodSignals(rows, 2)).toEqual({ signals: ["numbers"], flood: true });
  });

  it("one weak sign is a busy hour; two are a flood", () => {
    const packed = busy.map((r, i) => ({ ...r, preferredDate: `2026-12-1${i >> 1}` }));
    expect(floodSignals(packed, 2)).toEqual({ signals: ["evenings"], flood: false });
    const named = packed.map((r, i) => ({ ...r, name: i < 3 ? "pay fine at evil.link" : r.name }));
    expect(floodSignals(named, 2)).toEqual({ signals: ["evenings", "names"], flood: true });
  });
});
