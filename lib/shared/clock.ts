/**
 * The one source of "now" for every clock-dependent rule (earliest booking date, past
 * slots, session timeouts, throttling). Tests pin it with `setNow`.
 */
let override: (() => Date) | null = null;

export function now(): Date {
  return override ? override() : new Date();
}

/** Pins the clock (a Date or a function); `setNow(null)` restores real time. */
export function setNow(value: Date | (() => Date) | null): void {
  override = value === null ? null : typeof value === "function" ? value : () => new Date(value);
}
